# PinwheelPage: a Control that scrolls a page (docs/PAGE.md), a whole screen of sections each of any layout, whose children a Pinwheel server places (GET /page/layout) and moves (GET /page/motion).
#
# The node is the page's one scroller: `offset` is the page's Y. It holds one stacking container
# per section on screen (drawn in section order), and in a box section (wheel, circle, carousel,
# slider) a clipping container at the box's frame, which holds the box's items and keeps its own
# offset (`scroll`). Children are made per element (a section's items, its header, footer and
# background) from `template` (a Callable) or `templates` (a PackedScene per section), else a
# plain panel, and freed when the answer leaves them out. A page-level child is placed at its
# frame less (0, Y), a box's at its frame less the box's origin (placement.gd). The description is
# posted by its id and posted again after a 404 (page_requests.gd). Input: page_gestures.gd. In
# the editor (@tool) the page is shown as it will be, when a server answers.
@tool
@icon("icon.svg")
class_name PinwheelPage
extends Control

const MotionFrames = preload("motion_frames.gd")
const PageGestures = preload("page_gestures.gd")
const PageRequests = preload("page_requests.gd")
const Placement = preload("placement.gd")
const Response = preload("response.gd")
const Sizes = preload("sizes.gd")
const FIELDS = "frame,anchorPoint,transform3D,zIndex,alpha"
const PAGE_ELEMENTS = ["pageHeader", "pageFooter", "pageBackground"]

# After each answer or motion frame is applied: the page's offset and the answer's items.
signal placed(offset: float, items: Array)
# A motion came to rest: the page at `offset`; `section` is the box moved (-1: the page), `index`
# its /motion index (the slider's slide; null for the page).
signal motion_settled(offset: float, section: int, index: Variant)
# The server could not be reached (status 0) or refused the request; `detail` is its problem's.
signal request_failed(status: int, detail: String)
# A tap (handle_input, or select_at) landed on this element, as GET /page/hit says.
signal item_selected(section: int, kind: String, item: int)

@export var base_url := "http://127.0.0.1:8080":
	set(value):
		base_url = value
		_changed()
# The page's description, the JSON that POST /pages takes, as it is posted: its exact text names it.
@export_multiline var description := "":
	set(value):
		description = value
		_changed()
# The size tables the description's queries name (`sizes=@sha256-…`), as `sizes` texts: posted
# before the page as POST /sizes/{id}?page=@{the page's id}. PinwheelPage.table_id() names one.
@export var size_tables: PackedStringArray = []:
	set(value):
		size_tables = value
		_changed()
# Section k's items' children from templates[k] (its titles, footers and background are plain
# panels, unless `template` makes them). `template` wins. Every child with a method
# `pinwheel_apply(item)` gets its element after it is placed.
@export var templates: Array[PackedScene] = []:
	set(value):
		templates = value
		_rebuild()
# The plain headers' and footers' text, by section (without a template).
@export var titles: PackedStringArray = []:
	set(value):
		titles = value
		_rebuild()
# The page's Y. Setting it stops a motion and asks /page/layout again.
@export var offset := 0.0:
	get:
		return _offset
	set(value):
		_offset = value
		stop()
		refresh()
@export var width := 0.0  # 0: this Control's width
@export var height := 0.0  # 0: this Control's height
@export var motion_parameters := {}  # /page/motion's own: fps, rate
# Drags (the page along y, a box along its axis), the wheel, swipes and keys scroll, releases
# fling, taps select through /page/hit (item_selected). See page_gestures.gd.
@export var handle_input := false:
	set(value):
		handle_input = value
		focus_mode = Control.FOCUS_ALL if value else Control.FOCUS_NONE

# (section: int, item: int, kind: String) -> Node: each element's child; null for the default.
var template := Callable()
var motion: Variant = null  # the /page/motion answer being played
var motion_section := -1  # the box it moves; -1: the page
var content_height := 0.0  # the last answer's contentSize.height
var last_error := {}
# Each box's own offset that was dragged, flung or given, by section; the others are at their
# layout's default. Setting it lays the page out again.
var scroll: Dictionary:
	get:
		return _scroll.duplicate()
	set(value):
		_scroll = {}
		for section in value:
			_scroll[int(section)] = float(value[section])
		stop()
		refresh()
var requests_in_flight: Array[String]:
	get:
		return _requests.in_flight() if _requests != null else []
# The page's id ("sha256-…"), as posted.
var page_id: String:
	get:
		return _requests.page_id if _requests != null else ""

var _offset := 0.0
var _scroll := {}  # box section → its offset, once dragged, flung or given
var _requests: PageRequests = null
var _gestures := PageGestures.new()
var _requested_key: Variant = null  # the /page/layout request in flight's parameters
var _stale := false  # the description or a template changed since the request in flight was sent
var _content: Control = null  # the stacking containers' parent, an internal child
var _layers := {}  # section → its stacking container
var _clips := {}  # box section → its clipping container
var _boxes := {}  # box section → its content box, in page content coordinates
var _boxes_width := -1.0  # the width the boxes were answered at
var _elements := {}  # "section/kind/item" → its child
var _current := {}  # box section → its current item: the slider's activeIndex, else its first item in the answer
var _sections: Array = []  # the description's sections
var _motion_time := 0.0
var _motion_frame := -1
var _motion_query := {}  # the /page/motion request's, to ask again at fewer frames a second


func _ready() -> void:
	clip_contents = true
	_requests = PageRequests.new(self)
	_content = Control.new()
	_content.mouse_filter = Control.MOUSE_FILTER_IGNORE
	add_child(_content, false, Node.INTERNAL_MODE_BACK)
	resized.connect(refresh)
	set_process(false)
	_changed()


# The id of a size table of `text` (`sizes`' form), to name it in a description's query as `@…`.
static func table_id(text: String) -> String:
	return Sizes.table_id(Sizes.canonical(text))


# Asks /page/layout for the current offsets and size. One request is in flight at a time; the
# latest parameters win.
func refresh() -> void:
	if not is_inside_tree() or _requests == null or _requested_key != null or motion != null or description == "":
		return
	var query := layout_query()
	_requested_key = query
	_stale = false
	_requests.send("layout", query, _on_layout_completed)


# The /page/layout parameters at the current offsets and size.
func layout_query() -> Dictionary:
	var viewport := viewport_size()
	var query := {"width": viewport.x, "height": viewport.y, "offset": _offset, "fields": FIELDS}
	if not _scroll.is_empty():
		query.scroll = scroll_text()
	return query


func scroll_text() -> String:
	var parts := PackedStringArray()
	var sections := _scroll.keys()
	sections.sort()
	for section: int in sections:
		parts.append("%d:%s" % [section, PageRequests.Query.text(_scroll[section])])
	return ",".join(parts)


func viewport_size() -> Vector2:
	var own := Vector2(width if width > 0 else size.x, height if height > 0 else size.y)
	return own if own.x > 0 and own.y > 0 else get_viewport_rect().size


# The page released at `velocity` (points per second, toward a larger Y): /page/motion.
func fling(velocity: float) -> void:
	_request_motion(-1, {"velocity": velocity})


# Box `section` released at `velocity` along its axis (toward a larger offset): /page/motion.
func fling_section(section: int, velocity: float) -> void:
	_request_motion(section, {"section": section, "velocity": velocity})


# Scrolls so that block `section`'s top meets the viewport's; with `item`, on a flow, so that the
# item's top meets the bottom of its pinned header, on a box, that box to its item.
func scroll_to_section(section: int, item := -1) -> void:
	var query := {"section": section}
	if item >= 0:
		query.item = item
	var box := item >= 0 and _section_kind(section) == "box"
	_request_motion(section if box else -1, query)


# Stops a motion where it is (and ignores one whose answer is still on its way).
func stop() -> void:
	motion = null
	if _requests != null:
		_requests.cancel("motion")
	set_process(false)


# Asks GET /page/hit which element is on top at `point` (this Control's coordinates).
func select_at(point: Vector2) -> void:
	var query := layout_query()
	query.erase("fields")
	query.x = point.x
	query.y = point.y
	_requests.send("hit", query, _on_hit_completed)


# The child shown for an element of the answer, or null.
func element_for(section: int, kind: String, item: int) -> Node:
	return _elements.get("%d/%s/%d" % [section, kind, item])


# The clipping container of box `section` on screen, or null.
func box_for(section: int) -> Control:
	return _clips.get(section)


# The box section whose clip holds `point` (this Control's coordinates), or -1.
func box_at(point: Vector2) -> int:
	for section: int in _clips:
		var clip: Control = _clips[section]
		if clip.visible and Rect2(clip.position, clip.size).has_point(point):
			return section
	return -1


# Whether box `section` scrolls along y: the circle, a vertical carousel or slider.
func is_vertical(section: int) -> bool:
	var query := _section_query(section)
	return query.get("layout") == "circle" or query.get("vertical") == "true" or query.get("direction") == "vertical"


# The box's own offset: given, dragged or flung, else the last answer's.
func box_offset(section: int) -> float:
	return _scroll.get(section, _boxes.get(section, {}).get("offset", 0.0))


# Box `section`'s current item: the slider's activeIndex, else the first of its items in the last
# answer (a carousel lists them nearest its current position first); -1 before one.
func current_item(section: int) -> int:
	return _current.get(section, -1)


func set_box_offset(section: int, value: float) -> void:
	_scroll[section] = value
	refresh()


func _input(event: InputEvent) -> void:
	if handle_input and event is InputEventMouse and is_visible_in_tree() and not Engine.is_editor_hint():
		_gestures.handle(self, event)


func _gui_input(event: InputEvent) -> void:
	if handle_input and not event is InputEventMouse and _gestures.handle(self, event):
		accept_event()


# The description changed: its sections read again, the page posted again, every child made again.
func _changed() -> void:
	var json := JSON.new()
	_sections = []
	if json.parse(description) == OK and json.data is Dictionary and json.data.get("sections") is Array:
		_sections = json.data.sections
	if _requests != null:
		_requests.set_page(description, size_tables)
	_rebuild()


# Every child made again (a template changed), at the next answer.
func _rebuild() -> void:
	for key: String in _elements:
		_elements[key].queue_free()
	_elements = {}
	_stale = true
	if is_inside_tree():
		refresh.call_deferred()


func _request_motion(section: int, query: Dictionary) -> void:
	stop()
	query.merge(layout_query(), false)
	query.merge(motion_parameters, true)
	motion_section = section
	_motion_query = query
	_requests.send("motion", query, _on_motion_completed)


func _on_layout_completed(result: int, status: int, answer: Variant) -> void:
	var asked: Dictionary = _requested_key
	_requested_key = null
	answer = Response.checked(self, result, status, answer)
	if answer != null and motion == null and not _stale:
		_apply(answer, asked.offset)
	if (answer != null and asked != layout_query()) or _stale:
		refresh()


# A motion whose frames would hold more elements than an answer may (a long fling through a
# feed: urn:pinwheel:problem:too-many-items, naming fps) is asked again at half the frames a
# second, down to one: its frames are further apart, its path the same.
func _on_motion_completed(result: int, status: int, answer: Variant) -> void:
	var fps := float(_motion_query.get("fps", 60))
	if status == 400 and answer is Dictionary and answer.get("parameter") == "fps" and str(answer.get("type", "")).ends_with("too-many-items") and fps > 1:
		_motion_query.fps = maxf(1.0, floorf(fps / 2))
		_requests.send("motion", _motion_query, _on_motion_completed)
		return
	motion = Response.checked(self, result, status, answer)
	_motion_time = 0.0
	_motion_frame = -1
	set_process(motion != null)
	if motion != null:
		_advance_motion()


func _on_hit_completed(result: int, status: int, answer: Variant) -> void:
	answer = Response.checked(self, result, status, answer)
	if answer != null and answer.get("item") != null:
		item_selected.emit(int(answer.section), str(answer.kind), int(answer.item))


func _process(delta: float) -> void:
	_motion_time += delta
	_advance_motion()


# Applies the latest frame whose time has come: the page's offset, the box's (`scroll`), the items.
func _advance_motion() -> void:
	var frames: Array = motion.frames
	var due := MotionFrames.due(frames, _motion_frame, _motion_time)
	if due > _motion_frame:
		_motion_frame = due
		var frame: Dictionary = frames[due]
		_offset = frame.offset
		if frame.has("scroll") and motion_section >= 0:
			_scroll[motion_section] = float(frame.scroll)
		if frame.get("activeIndex") != null and motion_section >= 0:
			_current[motion_section] = int(frame.activeIndex)
		_apply(frame, _offset)
	if _motion_frame == frames.size() - 1:
		var settled: Dictionary = motion
		motion = null
		set_process(false)
		motion_settled.emit(_offset, motion_section, settled.get("index"))


# Places the children where an answer (/page/layout's, or a /page/motion frame) puts them.
func _apply(answer: Dictionary, at_offset: float) -> void:
	var viewport := viewport_size()
	if answer.has("contentSize"):
		content_height = answer.contentSize.height
	if viewport.x != _boxes_width:
		_boxes = {}
		_boxes_width = viewport.x
	for entry: Dictionary in answer.get("sections", []):
		if entry.kind == "box":
			_boxes[int(entry.section)] = entry
			if entry.get("activeIndex") != null:
				_current[int(entry.section)] = int(entry.activeIndex)
	var placed_elements := {}
	var seen_boxes := {}
	var order := {}  # parent → [[zIndex, answer order, child]]
	for item: Dictionary in answer.items:
		var section := int(item.section)
		var key := "%d/%s/%d" % [section, item.kind, int(item.item)]
		var child: Node = _elements.get(key)
		if child == null:
			child = _make(section, int(item.item), str(item.kind))
		var boxed: bool = not item.kind in PAGE_ELEMENTS and _boxes.has(section)
		var parent := _clip(section, at_offset) if boxed else _layer(section)
		if child.get_parent() != parent:
			if child.get_parent() != null:
				child.get_parent().remove_child(child)
			parent.add_child(child)
		var local := _moved(Placement.flattened(item), _boxes[section].frame if boxed else {"x": 0.0, "y": at_offset})
		if child is Node2D:
			child.transform = Placement.transform_2d(local, Vector2())
		elif child is Control:
			Placement.place_control(child, local, Vector2())
		if child is CanvasItem:
			child.modulate.a = item.alpha
		if child.has_method("pinwheel_apply"):
			child.pinwheel_apply(item)
		placed_elements[key] = child
		if boxed and not answer.has("activeIndex") and _section_query(section).get("layout") != "slider" and not seen_boxes.has(section):
			seen_boxes[section] = true
			_current[section] = int(item.item)
		if not order.has(parent):
			order[parent] = []
		order[parent].append([float(item.zIndex), order[parent].size(), child])
		if boxed:  # the clip sits in its section's layer with its lowest item
			var layer := _layer(section)
			if not order.has(layer):
				order[layer] = []
			order[layer].append([float(item.zIndex), -1, parent])
	for key: String in _elements:
		if not placed_elements.has(key):
			_elements[key].queue_free()
	_elements = placed_elements
	for parent: Node in order:
		_stack(parent, order[parent])
	_prune(at_offset)
	placed.emit(at_offset, answer.items)


# `item` with its frame less `origin` (its parent's place in page content coordinates), taken in
# GDScript's doubles: a Vector2's single precision would miss a feed's card by a tenth of a point
# at an offset of millions.
static func _moved(item: Dictionary, origin: Dictionary) -> Dictionary:
	var moved := item.duplicate()
	moved.frame = item.frame.duplicate()
	moved.frame.x = item.frame.x - origin.x
	moved.frame.y = item.frame.y - origin.y
	return moved


# Draws `entries` ([zIndex, answer order, child]) in zIndex order, ties in answer order; a clip
# (answer order −1) before its section's items of the same zIndex.
func _stack(parent: Node, entries: Array) -> void:
	entries.sort_custom(func(a: Array, b: Array) -> bool: return a[0] < b[0] or (a[0] == b[0] and a[1] < b[1]))
	var index := 0
	var seen := {}
	for entry: Array in entries:
		if seen.has(entry[2]):
			continue
		seen[entry[2]] = true
		parent.move_child(entry[2], index)
		index += 1


# Clips and stacking containers left empty go; the others are drawn in section order.
func _prune(at_offset: float) -> void:
	for section: int in _clips.keys():
		var clip: Control = _clips[section]
		if clip.get_child_count() == 0 or clip.get_children().all(func(child: Node) -> bool: return child.is_queued_for_deletion()):
			clip.queue_free()
			_clips.erase(section)
		else:
			var box: Dictionary = _boxes[section].frame
			clip.position = Vector2(box.x, box.y - at_offset)
	for section: int in _layers.keys():
		var layer: Control = _layers[section]
		if layer.get_children().all(func(child: Node) -> bool: return child.is_queued_for_deletion()):
			layer.queue_free()
			_layers.erase(section)
	var sections := _layers.keys()
	sections.sort()
	for index in sections.size():
		_content.move_child(_layers[sections[index]], index)


# Section `section`'s stacking container: no size, so that input reaches what is beneath.
func _layer(section: int) -> Control:
	if not _layers.has(section):
		var layer := Control.new()
		layer.name = "Section%d" % section
		layer.mouse_filter = Control.MOUSE_FILTER_IGNORE
		_content.add_child(layer)
		_layers[section] = layer
	return _layers[section]


# Box `section`'s clipping container at its frame less (0, Y).
func _clip(section: int, at_offset: float) -> Control:
	if not _clips.has(section):
		var clip := Control.new()
		clip.name = "Box%d" % section
		clip.clip_contents = true
		clip.mouse_filter = Control.MOUSE_FILTER_IGNORE
		_layer(section).add_child(clip)
		_clips[section] = clip
	var clip: Control = _clips[section]
	var box: Dictionary = _boxes[section].frame
	clip.position = Vector2(box.x, box.y - at_offset)
	clip.size = Vector2(box.width, box.height)
	return clip


func _make(section: int, item: int, kind: String) -> Node:
	var child: Node = null
	if template.is_valid():
		child = template.call(section, item, kind)
	elif section < templates.size() and templates[section] != null and not kind in PAGE_ELEMENTS:
		child = templates[section].instantiate()
	return child if child != null else _plain_child(section, item, kind)


# Without a template: a panel naming what it shows (a header its section's title).
func _plain_child(section: int, item: int, kind: String) -> Control:
	var panel := Panel.new()
	var style := StyleBoxFlat.new()
	style.bg_color = Color(0.1, 0.12, 0.16, 0.92) if kind in PAGE_ELEMENTS else Color.from_hsv(fmod(item * 0.07 + section * 0.23, 1.0), 0.5, 0.75)
	if kind == "pageBackground":
		style.bg_color = Color(0.15, 0.17, 0.22)
	style.set_corner_radius_all(0 if kind in PAGE_ELEMENTS else 10)
	panel.add_theme_stylebox_override("panel", style)
	if kind != "pageBackground":
		var label := Label.new()
		label.text = (titles[section] if section < titles.size() else "Section %d" % section) if kind in PAGE_ELEMENTS else str(item)
		label.set_anchors_preset(Control.PRESET_FULL_RECT)
		label.offset_left = 16 if kind in PAGE_ELEMENTS else 0
		label.horizontal_alignment = HORIZONTAL_ALIGNMENT_LEFT if kind in PAGE_ELEMENTS else HORIZONTAL_ALIGNMENT_CENTER
		label.vertical_alignment = VERTICAL_ALIGNMENT_CENTER
		panel.add_child(label)
	return panel


func _section_query(section: int) -> Dictionary:
	var query := {}
	if section < 0 or section >= _sections.size() or not _sections[section] is Dictionary:
		return query
	for part: String in str(_sections[section].get("query", "")).split("&"):
		var pair := part.split("=", true, 1)
		query[pair[0].uri_decode()] = pair[1].uri_decode() if pair.size() == 2 else ""
	return query


func _section_kind(section: int) -> String:
	return "box" if _section_query(section).get("layout", "") in ["wheel", "circle", "carousel", "slider"] else "flow"
