# PinwheelLayout: a Control whose children a Pinwheel server places (GET /layout) and moves (GET /motion).
#
# Child i (counting Controls, Node2Ds and Node3Ds other than Camera3Ds, in tree order) is the
# item of kind "cell" (the slider's "slide") with index i (for the parallax list: the cells of all
# sections in order). Children the answer leaves out (culled, not visible) are hidden. Controls
# and Node2Ds are placed in this Control's coordinates; Node3Ds in the 3D world, seen by a camera
# that the layout aims (camera_path, or a Camera3D of its own): see placement.gd. With self_sizing
# (or the slider's slides_per_view 0, "auto"), each child's length along the scroll axis is sent
# as `sizes` (long lists as a size table): see sizes.gd, requests.gd. Input: see gestures.gd. In
# the editor (@tool) the children are shown where they will be, when a server answers.
@tool
@icon("icon.svg")
class_name PinwheelLayout
extends Control

const Gestures = preload("gestures.gd")
const MotionFrames = preload("motion_frames.gd")
const Placement = preload("placement.gd")
const Query = preload("query.gd")
const Requests = preload("requests.gd")
const Response = preload("response.gd")
const Sizes = preload("sizes.gd")
const SliderOptions = preload("slider.gd")

# After each answer or motion frame is applied: the content offset and the answer's items.
signal placed(offset: float, items: Array)
# The item at the wheel's top, the carousel's front or the slider's active one changed.
signal current_item_changed(index: int)
# A motion came to rest at `offset`; `index` is /motion's (null for a circle or parallax release).
signal motion_settled(offset: float, index: Variant)
# The server could not be reached (status 0) or refused the request; `detail` is its problem's,
# or says what the HTTPRequest met (no body that is not JSON is parsed: see response.gd).
signal request_failed(status: int, detail: String)
# A tap (handle_input) landed on this item, as GET /hit says (section: the parallax list's).
signal item_selected(item: int, section: int)

@export var base_url := "http://127.0.0.1:8080":
	set(value):
		base_url = value
		_changed()
@export_enum("wheel", "circle", "parallax", "carousel", "slider", "masonry", "justified", "grid") var layout := "wheel":
	set(value):
		layout = value
		_changed()
@export var type := "":  # the carousel's type; empty: the server's default
	set(value):
		type = value
		_changed()
@export_group("Slider")
# The slider's options (layout "slider"), Swiper's: each is sent only when it differs from
# Swiper's default (see slider.gd). slide and fade are flat; the other effects' children are Node3Ds.
@export_enum("slide", "fade", "cube", "coverflow", "flip", "cards", "creative") var effect := "slide":
	set(value):
		effect = value
		_changed()
@export_range(0, 20, 0.1) var slides_per_view := 1.0:  # 0: "auto", each child's own length
	set(value):
		slides_per_view = value
		_changed()
@export var space_between := 0.0:
	set(value):
		space_between = value
		_changed()
@export var centered_slides := false:
	set(value):
		centered_slides = value
		_changed()
@export var loop := false:
	set(value):
		loop = value
		_changed()
@export_enum("horizontal", "vertical") var direction := "horizontal":
	set(value):
		direction = value
		_changed()
# The effect's own options without its prefix, as in Swiper's `cardsEffect: {…}`:
# {"perSlideOffset": 12} with effect "cards" is sent as cardsPerSlideOffset=12.
@export var effect_options := {}
@export_group("")
@export var count := -1  # -1: one item per child
@export var section_counts: Array[int] = []  # parallax: items per section; empty: one section
# The content offset. Setting it stops a motion and asks /layout again.
@export var offset := 0.0:
	get:
		return _offset
	set(value):
		_offset = value
		stop()
		refresh()
@export var width := 0.0  # 0: this Control's width
@export var height := 0.0  # 0: this Control's height
# Item keys to download; the addon needs "frame,anchorPoint,transform3D,zIndex,alpha". Empty: all.
@export var fields := ""
@export var parameters := {}  # any other /layout parameter, e.g. {"radius": 600, "itemWidth": 150}
@export var motion_parameters := {}  # /motion's own: fps, rate
@export_node_path("Camera3D") var camera_path: NodePath  # the camera for Node3D children; empty: the layout's own
# Each child's own length along the scroll axis is sent as `sizes` (the parallax list's cell
# heights, masonry's and the grid's card heights): a Control's minimum size or size, a Node3D's
# `size`; for justified rows each child's width / height as `aspectRatios` (see sizes.gd).
@export var self_sizing := false
# Horizontal layouts right to left: item 0 at the right, a growing offset moving the content to
# the right. Placement is the same.
@export var rtl := false
# Drags and swipes move the offset and fling on release; the arrow keys and a d-pad move one
# item when it has focus; a tap selects through /hit (item_selected). See gestures.gd.
@export var handle_input := false:
	set(value):
		handle_input = value
		focus_mode = Control.FOCUS_ALL if value else Control.FOCUS_NONE

var current_item := -1  # the wheel's top, the carousel's front, the slider's activeIndex; else the item scrolled to
var motion: Variant = null  # the /motion answer being played
# The slider's cards tilt while a drag is under way: the offset the drag began at, sent as
# dragFrom with each /layout request until a fling or a scroll to an item ends the drag.
var drag_from: Variant = null
# The requests on their way, by endpoint ("layout", "motion", "hit", "sizes").
var requests_in_flight: Array[String]:
	get:
		return _requests.in_flight() if _requests != null else []
# The last refusal or failure: {"status": …, "detail": …}; empty when none yet.
var last_error := {}
# The size table that holds the children's long `sizes` ("sha256-…"), empty until posted.
var sizes_table_id: String:
	get:
		return _requests.table.id if _requests != null else ""
	set(value):
		if _requests != null:
			_requests.table.id = value

var _offset := 0.0
var _motion_time := 0.0
var _motion_frame := -1
var _requests: Requests = null
var _gestures := Gestures.new()
var _requested_offset: Variant = null  # the offset of the /layout request in flight
var _stale := false  # a property changed since the /layout request in flight was sent
var _camera: Camera3D = null
var _warned := {}
var _measured: Array = []  # [children, the children's `sizes` text] (self_sizing); empty: to measure
var _requested_sizes := ""  # the `sizes` text of the /layout request in flight


func _ready() -> void:
	_requests = Requests.new(self)
	resized.connect(refresh)
	set_process(false)
	refresh()


# Asks /layout for the current offset. One request is in flight at a time; the latest offset wins.
func refresh() -> void:
	if not is_inside_tree() or _requests == null or _requested_offset != null:
		return
	_requested_offset = _offset
	_stale = false
	_requested_sizes = sizes_text()
	var extra := {"offset": _offset}
	if drag_from != null and layout == "slider":
		extra.dragFrom = drag_from
	_requests.send("layout", extra, _on_layout_completed)


# Measures the children again (self_sizing) and lays them out again: call it after changing a
# Node3D's size (a Control's minimum size is followed by itself).
func remeasure() -> void:
	_measured = []
	refresh.call_deferred()


# Plays the motion a release at `velocity` (points per second along the scroll axis) starts.
func fling(velocity: float) -> void:
	_request_motion({"velocity": velocity})


# Plays the scroll that brings `item` (of `section`, parallax only) to rest.
func scroll_to_item(item: int, section := 0) -> void:
	var query := {"item": item}
	if layout == "parallax":
		query.section = section
	_request_motion(query)


# Stops a motion where it is (and ignores one whose answer is still on its way).
func stop() -> void:
	motion = null
	if _requests != null:
		_requests.cancel("motion")
	set_process(false)


# Asks GET /hit which item is on top at `point` (this Control's coordinates); item_selected says.
func select_at(point: Vector2) -> void:
	_requests.send("hit", {"offset": _offset, "x": point.x, "y": point.y}, _on_hit_completed)


# The children that show items, in item order.
func item_nodes() -> Array[Node]:
	var found: Array[Node] = []
	for child in get_children():
		if (child is CanvasItem or child is Node3D) and not child is Camera3D:
			found.append(child)
	return found


func viewport_size() -> Vector2:
	var own := Vector2(width if width > 0 else size.x, height if height > 0 else size.y)
	return own if own.x > 0 and own.y > 0 else get_viewport_rect().size


# The children's lengths along the scroll axis as `sizes` (empty without self_sizing or the
# slider's "auto"), measured again when the children change in number, when a Control's minimum
# size changes, or on remeasure().
func sizes_text() -> String:
	if not self_sizing and not SliderOptions.measures_slides(self):
		return ""
	var nodes := item_nodes()
	if not _measured.is_empty() and _measured[0] == nodes.size():
		return _measured[1]
	var axis := 0 if Query.axis(self) == "x" else 1
	var lengths: Array[float] = []
	for child in nodes:
		var length := Sizes.aspect_ratio_of(child) if layout == "justified" else Sizes.length_of(child, axis)
		if length <= 0:
			_warn_once("size", "self_sizing or slides_per_view 0: a child has no size along the scroll axis (a Control's minimum size or size, a Node3D's `size`)")
		lengths.append(length)
		if child is Control and not child.minimum_size_changed.is_connected(remeasure):
			child.minimum_size_changed.connect(remeasure)
	_measured = [nodes.size(), Sizes.compact(lengths, Query.text)]
	return _measured[1]


# The pointer is watched from _input (the items, Controls of their own, would take it from
# _gui_input); keys come through _gui_input, which only the focused Control gets.
func _input(event: InputEvent) -> void:
	if handle_input and event is InputEventMouse and is_visible_in_tree() and not Engine.is_editor_hint():
		_gestures.handle(self, event)


func _gui_input(event: InputEvent) -> void:
	if handle_input and not event is InputEventMouse and _gestures.handle(self, event):
		accept_event()


# A property the query holds changed: lay out again (the editor preview follows the inspector).
func _changed() -> void:
	_measured = []
	_stale = true
	if is_inside_tree():
		refresh.call_deferred()


func _request_motion(query: Dictionary) -> void:
	stop()
	drag_from = null
	query.offset = _offset
	query.merge(motion_parameters, true)
	_requests.send("motion", query, _on_motion_completed)


func _on_layout_completed(result: int, status: int, answer: Variant) -> void:
	var answered_offset: float = _requested_offset
	_requested_offset = null
	answer = Response.checked(self, result, status, answer)
	if answer != null and motion == null:
		_apply(answer, answered_offset)
	if (answered_offset != _offset or _stale or _requested_sizes != sizes_text()) and motion == null:
		refresh()


func _on_motion_completed(result: int, status: int, answer: Variant) -> void:
	motion = Response.checked(self, result, status, answer)
	_motion_time = 0.0
	_motion_frame = -1
	set_process(motion != null)
	if motion != null:
		_advance_motion()


func _on_hit_completed(result: int, status: int, answer: Variant) -> void:
	answer = Response.checked(self, result, status, answer)
	if answer != null and answer.get("item") != null and answer.get("kind") in Placement.ITEM_KINDS:
		item_selected.emit(int(answer.item), int(answer.section))


func _process(delta: float) -> void:
	_motion_time += delta
	_advance_motion()


# Applies the latest frame whose time has come (no physics here: the frames are the motion).
func _advance_motion() -> void:
	var frames: Array = motion.frames
	var due := MotionFrames.due(frames, _motion_frame, _motion_time)
	if due > _motion_frame:
		_motion_frame = due
		_offset = frames[due].offset
		_apply(frames[due], _offset)
	if _motion_frame == frames.size() - 1:
		var settled: Dictionary = motion
		motion = null
		set_process(false)
		_offset = settled.offset
		# Where nothing in the answer says which item is current (the lists), the one scrolled to is.
		if settled.index != null and int(settled.index) != current_item:
			current_item = int(settled.index)
			current_item_changed.emit(current_item)
		motion_settled.emit(settled.offset, settled.index)


# Places the children where an answer (/layout's, or a /motion frame) puts them.
func _apply(answer: Dictionary, at_offset: float) -> void:
	var children := item_nodes()
	var cells := Placement.cells_by_child(answer.items, section_counts)
	var stacking := Placement.stacking(cells)
	var content_offset := _content_offset(at_offset)
	for index in children.size():
		var child := children[index]
		child.visible = cells.has(index)
		if not child.visible:
			continue
		var item: Dictionary = cells[index]
		_place(child, item, content_offset)
		Placement.style(child, item.alpha, stacking[index])
		if child.has_method("pinwheel_apply"):
			child.pinwheel_apply(item)
	_update_current_item(answer)
	placed.emit(at_offset, answer.items)


func _place(child: Node, item: Dictionary, content_offset: Vector2) -> void:
	if child is Node3D:
		var p := Placement.perspective(item)
		if not Placement.is_seen_from_centre(item, p):
			_warn_once("perspective", "an item's transform is not a placement followed by a perspective about the viewport's centre: one camera cannot show it exactly")
		_aim_camera(p)
		child.transform = Placement.transform_3d(item, content_offset, viewport_size())
	elif child is Node2D:
		child.transform = Placement.transform_2d(item, content_offset)
	elif child is Control:
		if not Placement.place_control(child, item, content_offset):
			_warn_once("shear", "a Control cannot shear: use Node2D children for this layout")
	if not child is Node3D and (layout == "carousel" or (layout == "slider" and not SliderOptions.is_flat(effect))):
		_warn_once("3D", "the carousel's and the slider's 3D effects' transforms are 3D: use Node3D children (a QuadMesh each)")


# The scroll offset is along x for the wheel, y for the circle, the parallax list and the grid
# layouts (masonry, justified rows, the CSS grid: docs/GRID.md); the
# carousel's and the slider's frames are in the viewport already (their scrolling is inside the
# frames and matrices).
func _content_offset(at_offset: float) -> Vector2:
	match layout:
		"wheel":
			return Vector2(at_offset, 0)
		"circle", "parallax", "masonry", "justified", "grid":
			return Vector2(0, at_offset)
	return Vector2()


# The wheel's current item is the one nearest its top (angle 0), the carousel's the first one in
# the answer (the server lists them nearest the current position first), the slider's the
# answer's activeIndex.
func _update_current_item(answer: Dictionary) -> void:
	var found := int(answer.get("activeIndex", -1))
	var nearest_angle := INF
	for item: Dictionary in answer.items:
		if item.kind != "cell":
			continue
		if layout == "carousel":
			found = int(item.item)
			break
		if layout == "wheel":
			var t := Placement.affine(item)
			if absf(atan2(t[1], t[0])) < nearest_angle:
				nearest_angle = absf(atan2(t[1], t[0]))
				found = int(item.item)
	if found >= 0 and found != current_item:
		current_item = found
		current_item_changed.emit(found)


# The camera that shows Node3D children: camera_path's, else one of the layout's own (an internal
# child: not an item, not saved with the scene).
func _aim_camera(p: float) -> void:
	if _camera == null:
		_camera = get_node_or_null(camera_path) if not camera_path.is_empty() else null
		if _camera == null:
			_camera = Camera3D.new()
			add_child(_camera, false, Node.INTERNAL_MODE_FRONT)
		_camera.current = true
	Placement.align_camera(_camera, p, viewport_size())


func _warn_once(key: String, message: String) -> void:
	if not _warned.has(key):
		_warned[key] = true
		push_warning("PinwheelLayout: " + message)
