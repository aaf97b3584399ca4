# Gestures: what PinwheelLayout does with input when handle_input is on: drags, swipes, taps, and the arrow keys or a d-pad.
#
# A press in the layout's viewport and a drag move the offset with the pointer (the content
# follows it; with rtl a growing offset moves the content right, so the sign turns), and the
# release flings at the pointer's last velocity, as GET /motion plays it; the slider's cards tilt
# while dragged (drag_from). A press that moves no more than TAP_DISTANCE is a tap: GET /hit
# says which item is on top there (item_selected). With focus, the arrow keys (ui_left, ui_right,
# or ui_up, ui_down for a vertical layout, a d-pad's in Godot's default input map) scroll one
# item. Touch arrives as mouse events (Godot's emulate_mouse_from_touch, on by default).
extends RefCounted

const Query = preload("query.gd")
# Points a press may move and still be a tap.
const TAP_DISTANCE = 8.0

var _pressed := false
var _moved := 0.0  # points the pointer moved since the press
var _velocity := 0.0  # the pointer's last velocity along the scroll axis


# Whether `event` (from _input for the pointer, _gui_input for keys) was the layout's.
func handle(layout: Control, event: InputEvent) -> bool:
	var axis := 0 if Query.axis(layout) == "x" else 1
	var forward := -1.0 if layout.rtl and axis == 0 else 1.0
	if event is InputEventMouseButton and event.button_index == MOUSE_BUTTON_LEFT:
		var point := _local(layout, event.position)
		if event.pressed and Rect2(Vector2(), layout.viewport_size()).has_point(point):
			_press(layout)
			return true
		if not event.pressed and _pressed:
			_release(layout, point, forward)
			return true
	elif event is InputEventMouseMotion and _pressed:
		_moved += event.relative.length()
		_velocity = event.velocity[axis]
		layout.offset -= forward * event.relative[axis]
		return true
	elif layout.has_focus() and not event.is_echo():
		var step := 0
		if event.is_action_pressed("ui_right" if axis == 0 else "ui_down"):
			step = int(forward)
		elif event.is_action_pressed("ui_left" if axis == 0 else "ui_up"):
			step = -int(forward)
		if step != 0:
			layout.scroll_to_item(maxi(0, layout.current_item + step))
			return true
	return false


func _press(layout: Control) -> void:
	_pressed = true
	_moved = 0.0
	_velocity = 0.0
	layout.stop()
	if layout.focus_mode != Control.FOCUS_NONE:
		layout.grab_focus()
	if layout.layout == "slider" and layout.effect == "cards":
		layout.drag_from = layout.offset


func _release(layout: Control, point: Vector2, forward: float) -> void:
	_pressed = false
	if _moved <= TAP_DISTANCE:
		layout.drag_from = null
		layout.select_at(point)
	else:
		layout.fling(-forward * _velocity)


# A point of the viewport in the layout's own coordinates.
func _local(layout: Control, point: Vector2) -> Vector2:
	return layout.get_global_transform_with_canvas().affine_inverse() * point
