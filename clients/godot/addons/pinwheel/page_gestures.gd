# PageGestures: what PinwheelPage does with input when handle_input is on: drags and swipes (the page along y, a box along its own axis), the mouse wheel, taps and keys.
#
# A press in a box's clip and a drag along the box's axis move that box's own offset (`scroll`);
# elsewhere, or across a box's axis, a drag moves the page's offset, held within its content as
# a native scroller holds it. The release flings what was dragged at the pointer's last velocity,
# as GET /page/motion plays it (the page, or `section` for a box). A press that moves no more
# than TAP_DISTANCE is a tap: GET /page/hit says what is on top there (item_selected). The mouse
# wheel scrolls the page; with focus, ui_up and ui_down scroll it a line, ui_page_up and
# ui_page_down a viewport, ui_home and ui_end to its ends, ui_left and ui_right the box under the
# last press one item. Touch arrives as mouse events (Godot's emulate_mouse_from_touch).
extends RefCounted

# Points a press may move and still be a tap (gestures.gd's).
const TAP_DISTANCE = 8.0
# Points a wheel notch or an arrow key scrolls.
const LINE = 40.0

var _pressed := false
var _section := -1  # the box pressed, -1: the page
var _axis := 1  # the axis the drag moves: 0 x, 1 y
var _dragging := false
var _moved := Vector2()  # since the press
var _velocity := 0.0  # the pointer's last velocity along the drag's axis
var _last_box := -1  # the box of the last press, which the left and right keys move


# Whether `event` (from _input for the pointer, _gui_input for keys) was the page's.
func handle(page: Control, event: InputEvent) -> bool:
	if event is InputEventMouseButton:
		var point: Vector2 = page.get_global_transform_with_canvas().affine_inverse() * event.position
		var inside := Rect2(Vector2(), page.viewport_size()).has_point(point)
		if event.button_index in [MOUSE_BUTTON_WHEEL_UP, MOUSE_BUTTON_WHEEL_DOWN] and event.pressed and inside:
			var notches: float = event.factor if event.factor > 0 else 1.0
			_scroll_page(page, (-LINE if event.button_index == MOUSE_BUTTON_WHEEL_UP else LINE) * notches)
			return true
		if event.button_index != MOUSE_BUTTON_LEFT:
			return false
		if event.pressed and inside:
			_press(page, point)
			return true
		if not event.pressed and _pressed:
			_release(page, point)
			return true
	elif event is InputEventMouseMotion and _pressed:
		_drag(page, event)
		return true
	elif page.has_focus() and not event.is_echo():
		return _key(page, event)
	return false


func _press(page: Control, point: Vector2) -> void:
	_pressed = true
	_dragging = false
	_moved = Vector2()
	_velocity = 0.0
	_section = page.box_at(point)
	_last_box = _section
	page.stop()
	if page.focus_mode != Control.FOCUS_NONE:
		page.grab_focus()


# The first move past TAP_DISTANCE decides what is dragged: the box along its axis, else the page.
func _drag(page: Control, event: InputEventMouseMotion) -> void:
	_moved += event.relative
	if not _dragging:
		if _moved.length() <= TAP_DISTANCE:
			return
		_dragging = true
		if _section >= 0:
			var box_axis := 1 if page.is_vertical(_section) else 0
			if absf(_moved[box_axis]) < absf(_moved[1 - box_axis]):
				_section = -1
			_axis = box_axis if _section >= 0 else 1
		else:
			_axis = 1
		_apply_drag(page, _moved[_axis])
	else:
		_apply_drag(page, event.relative[_axis])
	_velocity = event.velocity[_axis]


func _apply_drag(page: Control, distance: float) -> void:
	if _section >= 0:
		page.set_box_offset(_section, page.box_offset(_section) - distance)
	else:
		_scroll_page(page, -distance)


func _release(page: Control, point: Vector2) -> void:
	_pressed = false
	if not _dragging:
		page.select_at(point)
	elif _section >= 0:
		page.fling_section(_section, -_velocity)
	else:
		page.fling(-_velocity)


func _key(page: Control, event: InputEvent) -> bool:
	var viewport: Vector2 = page.viewport_size()
	var steps := {"ui_up": -LINE, "ui_down": LINE, "ui_page_up": -viewport.y * 0.9, "ui_page_down": viewport.y * 0.9}
	for action: String in steps:
		if event.is_action_pressed(action):
			_scroll_page(page, steps[action])
			return true
	if event.is_action_pressed("ui_home") or event.is_action_pressed("ui_end"):
		page.offset = 0.0 if event.is_action_pressed("ui_home") else _bottom(page)
		return true
	if _last_box >= 0 and (event.is_action_pressed("ui_left") or event.is_action_pressed("ui_right")):
		var step := 1 if event.is_action_pressed("ui_right") else -1
		page.scroll_to_section(_last_box, maxi(0, page.current_item(_last_box) + step))
		return true
	return false


# Scrolls the page by `distance`, held within its content (0 to content_height − the viewport's).
func _scroll_page(page: Control, distance: float) -> void:
	page.offset = clampf(page.offset + distance, 0.0, _bottom(page))


func _bottom(page: Control) -> float:
	return maxf(0.0, page.content_height - page.viewport_size().y)
