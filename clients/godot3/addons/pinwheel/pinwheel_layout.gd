# PinwheelLayout: a Control whose children a Pinwheel server places (GET /layout) and moves (GET /motion).
#
# Child i (counting Controls, Node2Ds and Spatials other than Cameras, in tree order) is the
# item of kind "cell" (the slider's "slide") with index i (for the parallax list: the cells of all
# sections in order). Children the answer leaves out (culled, not visible) are hidden. Controls
# and Node2Ds are placed in this Control's coordinates; Spatials in the 3D world, seen by a camera
# that the layout aims (camera_path, or a Camera of its own): see placement.gd. With self_sizing
# (or the slider's slides_per_view 0, "auto"), each child's length along the scroll axis is sent
# as `sizes` (long lists as a size table): see sizes.gd, size_table.gd. The slider's options: see
# slider.gd. The requests' URLs: see query.gd.
extends Control

const Placement = preload("placement.gd")
const Query = preload("query.gd")
const Response = preload("response.gd")
const Sizes = preload("sizes.gd")
const SizeTable = preload("size_table.gd")
const Slider = preload("slider.gd")

# After each answer or motion frame is applied: the content offset and the answer's items.
signal placed(offset, items)
# The item at the wheel's top, the carousel's front or the slider's active one changed.
signal current_item_changed(index)
# A motion came to rest at `offset`; `index` is /motion's (null for a circle or parallax release).
signal motion_settled(offset, index)
# The server could not be reached (status 0) or refused the request; `detail` is its problem's,
# or says what the HTTPRequest met (no body that is not JSON is parsed: see response.gd).
signal request_failed(status, detail)

export var base_url := "http://127.0.0.1:8080"
export var layout := "wheel"
export var type := ""  # the carousel's type; empty: the server's default
# The slider's options (layout "slider"), Swiper's: each is sent only when it differs from
# Swiper's default (see slider.gd). slide and fade are flat; the other effects' children are Spatials.
export(String, "slide", "fade", "cube", "coverflow", "flip", "cards", "creative") var effect := "slide"
export var slides_per_view := 1.0  # 0: "auto", each child's own length along the scroll axis
export var space_between := 0.0
export var centered_slides := false
export var loop := false
export(String, "horizontal", "vertical") var direction := "horizontal"
# The effect's own options without its prefix, as in Swiper's `cardsEffect: {…}`:
# {"perSlideOffset": 12} with effect "cards" is sent as cardsPerSlideOffset=12.
export var effect_options := {}
export var count := -1  # -1: one item per child
export(Array, int) var section_counts := []  # parallax: items per section; empty: one section
export var offset := 0.0 setget set_offset
export var width := 0.0  # 0: this Control's width
export var height := 0.0  # 0: this Control's height
# Item keys to download; the addon needs "frame,anchorPoint,transform3D,zIndex,alpha". Empty: all.
export var fields := ""
export var parameters := {}  # any other /layout parameter, e.g. {"radius": 600, "itemWidth": 150}
export var motion_parameters := {}  # /motion's own: fps, rate
export(NodePath) var camera_path  # the Camera that shows Spatial children; empty: the layout's own
# Each child's own length along the scroll axis is sent as `sizes` (the parallax list's cell
# heights): a Control's minimum size or rect_size, a Spatial's `size` (see sizes.gd).
export var self_sizing := false
# Horizontal layouts (the wheel, the carousel without `vertical`, the slider without direction
# "vertical") right to left: item 0 at the right, a growing offset moving the content to the
# right. Placement is the same.
export var rtl := false

var current_item := -1
var motion = null  # the /motion answer being played
# The slider's cards tilt while a drag is under way: the offset the drag began at, sent as
# dragFrom with each /layout request until a fling or a scroll to an item ends the drag.
var drag_from = null
var _motion_time := 0.0
var _motion_frame := -1
var _layout_request: HTTPRequest = null
var _motion_request: HTTPRequest = null
var _requested_offset = null  # the offset of the /layout request in flight
var _camera: Camera = null
var _warned := {}
# The size table that holds the children's long `sizes` ("sha256-…"), empty until posted.
var sizes_table_id := "" setget _set_sizes_table_id, _get_sizes_table_id
var _size_table = null  # size_table.gd, whose id sizes_table_id is
var _waiting_for_table := []  # requests to send once the table is posted
var _sent := {}  # request → {endpoint, extra, retried, post}: to ask again after a 404 `sizes-unknown`
var _measured = null  # the children's `sizes` text (self_sizing); null: to be measured
var _requested_sizes := ""  # the `sizes` text of the /layout request in flight


func _ready():
	_layout_request = HTTPRequest.new()
	_motion_request = HTTPRequest.new()
	for request in [_layout_request, _motion_request]:
		request.download_chunk_size = 65536
		add_child(request)
	_layout_request.connect("request_completed", self, "_on_layout_completed")
	_motion_request.connect("request_completed", self, "_on_motion_completed")
	_size_table = SizeTable.new(self)
	_size_table.connect("settled", self, "_on_table_settled")
	connect("resized", self, "refresh")
	set_process(false)
	refresh()


func set_offset(value: float) -> void:
	offset = value
	stop()
	refresh()


func _get_sizes_table_id() -> String:
	return _size_table.id if _size_table != null else ""


func _set_sizes_table_id(value: String) -> void:
	if _size_table != null:
		_size_table.id = value


# Asks /layout for the current offset. One request is in flight at a time; the latest offset wins.
func refresh() -> void:
	if not is_inside_tree() or _requested_offset != null:
		return
	_requested_offset = offset
	_requested_sizes = _sizes_text()
	var extra = {"offset": offset}
	if drag_from != null and layout == "slider":
		extra.dragFrom = drag_from
	_send(_layout_request, "layout", extra)


# Measures the children again (self_sizing) and lays them out again: call it after changing a
# Spatial's size (a Control's minimum size is followed by itself).
func remeasure() -> void:
	_measured = null
	call_deferred("refresh")


# Plays the motion a release at `velocity` (points per second along the scroll axis) starts.
func fling(velocity: float) -> void:
	_request_motion({"velocity": velocity})


# Plays the scroll that brings `item` (of `section`, parallax only) to rest.
func scroll_to_item(item: int, section := 0) -> void:
	var query = {"item": item}
	if layout == "parallax":
		query.section = section
	_request_motion(query)


# Stops a motion where it is (and ignores one whose answer is still on its way).
func stop() -> void:
	motion = null
	if _motion_request != null:
		_motion_request.cancel_request()
		_waiting_for_table.erase(_motion_request)
	set_process(false)


# The children that show items, in item order.
func item_nodes() -> Array:
	var found = []
	for child in get_children():
		if (child is CanvasItem or child is Spatial) and not child is Camera:
			found.append(child)
	return found


func viewport_size() -> Vector2:
	var size = Vector2(width if width > 0 else rect_size.x, height if height > 0 else rect_size.y)
	return size if size.x > 0 and size.y > 0 else get_viewport_rect().size


func _request_motion(query: Dictionary) -> void:
	stop()
	drag_from = null
	query.offset = offset
	for key in motion_parameters:
		query[key] = motion_parameters[key]
	_send(_motion_request, "motion", query)


# Asks `endpoint` with the layout's query and `extra`; a long `sizes` goes as a size table, posted
# first when it is not yet (or no longer: `retried` after a 404 `sizes-unknown`).
func _send(request: HTTPRequest, endpoint: String, extra: Dictionary, retried := false) -> void:
	_sent[request] = {"endpoint": endpoint, "extra": extra, "retried": retried, "post": 0}
	var sizes = _sizes_text()
	var url = Query.url(self, endpoint, extra, sizes)
	if sizes != "" and Sizes.wanted(sizes, url.length() - url.find("?") - 1):
		if not _size_table.holds(sizes):
			if not request in _waiting_for_table:
				_waiting_for_table.append(request)
			_size_table.post(sizes)
			return
		_sent[request].post = _size_table.posts
		url = Query.url(self, endpoint, extra, "@" + _size_table.id)
	var error = request.request(url)
	if error != OK:
		request.emit_signal("request_completed", HTTPRequest.RESULT_CANT_CONNECT, 0, PoolStringArray(), PoolByteArray())


# The table is posted (its id goes in the waiting requests) or refused (each waiting request
# fails with the refusal, which request_failed reports).
func _on_table_settled(posted: bool, result: int, status: int, headers: PoolStringArray, body: PoolByteArray) -> void:
	var waiting = _waiting_for_table
	_waiting_for_table = []
	for request in waiting:
		if posted:
			var sent = _sent[request]
			_send(request, sent.endpoint, sent.extra, sent.retried)
		else:
			request.emit_signal("request_completed", result, status, headers, body)


# After a 404 `sizes-unknown` (the server evicted the table, or it is another replica), posts the
# table again (unless another request met the same 404 first and it was posted since: the id is
# the same, the post is not) and repeats the request, once. Whether it did.
func _repeat_for_lost_table(request: HTTPRequest, status: int, answer) -> bool:
	var sent = _sent.get(request)
	if sent == null or sent.retried or sent.post == 0 or not Sizes.is_unknown_table(status, answer):
		return false
	_size_table.lost(sent.post)
	_send(request, sent.endpoint, sent.extra, true)
	return true


# The children's lengths along the scroll axis as `sizes` (empty without self_sizing or the slider's
# "auto"), measured again when the children change in number, when a Control's minimum size
# changes, or on remeasure().
func _sizes_text() -> String:
	if not self_sizing and not Slider.measures_slides(self):
		return ""
	var nodes = item_nodes()
	if _measured != null and _measured[0] == nodes.size():
		return _measured[1]
	var axis = 0 if Query.axis(self) == "x" else 1
	var lengths = []
	for child in nodes:
		var length = Sizes.length_of(child, axis)
		if length <= 0:
			_warn_once("size", "self_sizing or slides_per_view 0: a child has no size along the scroll axis (a Control's minimum size or rect_size, a Spatial's `size`)")
		lengths.append(length)
		if child is Control and not child.is_connected("minimum_size_changed", self, "remeasure"):
			child.connect("minimum_size_changed", self, "remeasure")
	_measured = [nodes.size(), Sizes.compact(lengths, funcref(Query, "text"))]
	return _measured[1]


# A 200's parsed answer, or null after request_failed says why there is none.
func _answer(result: int, status: int, answer):
	if status == 200 and answer is Dictionary:
		return answer
	var detail = answer.get("detail", "") if answer is Dictionary else "no answer (HTTPRequest result %d, status %d)" % [result, status]
	emit_signal("request_failed", status, detail)
	return null


func _on_layout_completed(result: int, status: int, headers: PoolStringArray, body: PoolByteArray) -> void:
	var answer = Response.json(result, headers, body)
	if _repeat_for_lost_table(_layout_request, status, answer):
		return
	var answered_offset = _requested_offset
	_requested_offset = null
	answer = _answer(result, status, answer)
	if answer != null and motion == null:
		_apply(answer, answered_offset)
	if (answered_offset != offset or _requested_sizes != _sizes_text()) and motion == null:
		refresh()


func _on_motion_completed(result: int, status: int, headers: PoolStringArray, body: PoolByteArray) -> void:
	var answer = Response.json(result, headers, body)
	if _repeat_for_lost_table(_motion_request, status, answer):
		return
	motion = _answer(result, status, answer)
	_motion_time = 0.0
	_motion_frame = -1
	set_process(motion != null)
	if motion != null:
		_advance_motion()


func _process(delta: float) -> void:
	_motion_time += delta
	_advance_motion()


# Applies the latest frame whose time has come (no physics here: the frames are the motion).
func _advance_motion() -> void:
	var frames = motion.frames
	var due = _motion_frame
	# A frame a tenth of a millisecond ahead is this tick's: summed deltas drift by rounding.
	while due + 1 < frames.size() and frames[due + 1].time <= _motion_time + 1e-4:
		due += 1
	if due > _motion_frame:
		_motion_frame = due
		offset = frames[due].offset
		_apply(frames[due], offset)
	if _motion_frame == frames.size() - 1:
		var settled = motion
		motion = null
		set_process(false)
		offset = settled.offset
		emit_signal("motion_settled", settled.offset, settled.index)


# Places the children where an answer (/layout's, or a /motion frame) puts them.
func _apply(answer: Dictionary, at_offset: float) -> void:
	var children = item_nodes()
	var cells = Placement.cells_by_child(answer.items, section_counts)
	var stacking = Placement.stacking(cells)
	var content_offset = _content_offset(at_offset)
	for index in children.size():
		var child = children[index]
		child.visible = cells.has(index)
		if not child.visible:
			continue
		var item = cells[index]
		_place(child, item, content_offset)
		Placement.style(child, item.alpha, stacking[index])
		if child.has_method("pinwheel_apply"):
			child.pinwheel_apply(item)
	_update_current_item(answer)
	emit_signal("placed", at_offset, answer.items)


func _place(child: Node, item: Dictionary, content_offset: Vector2) -> void:
	if child is Spatial:
		var p = Placement.perspective(item)
		if not Placement.is_seen_from_centre(item, p):
			_warn_once("perspective", "an item's transform is not a placement followed by a perspective about the viewport's centre: one camera cannot show it exactly")
		_aim_camera(p)
		child.transform = Placement.transform_3d(item, content_offset, viewport_size())
	elif child is Node2D:
		child.transform = Placement.transform_2d(item, content_offset)
	elif child is Control:
		if not Placement.place_control(child, item, content_offset):
			_warn_once("shear", "a Control cannot shear: use Node2D children for this layout")
	if not child is Spatial and (layout == "carousel" or (layout == "slider" and not Slider.is_flat(effect))):
		_warn_once("3D", "the carousel's and the slider's 3D effects' transforms are 3D: use Spatial children (a QuadMesh each)")


# The scroll offset is along x for the wheel, y for the circle and the parallax list; the
# carousel's and the slider's frames are in the viewport already (their scrolling is inside the
# frames and matrices).
func _content_offset(at_offset: float) -> Vector2:
	match layout:
		"wheel":
			return Vector2(at_offset, 0)
		"circle", "parallax":
			return Vector2(0, at_offset)
	return Vector2()


# The wheel's current item is the one nearest its top (angle 0), the carousel's the first one in
# the answer (the server lists them nearest the current position first), the slider's the
# answer's activeIndex.
func _update_current_item(answer: Dictionary) -> void:
	var found = int(answer.get("activeIndex", -1))
	var nearest_angle = INF
	for item in answer.items:
		if item.kind != "cell":
			continue
		if layout == "carousel":
			found = int(item.item)
			break
		if layout == "wheel":
			var t = Placement.affine(item)
			if abs(atan2(t[1], t[0])) < nearest_angle:
				nearest_angle = abs(atan2(t[1], t[0]))
				found = int(item.item)
	if found >= 0 and found != current_item:
		current_item = found
		emit_signal("current_item_changed", found)


func _aim_camera(p: float) -> void:
	if _camera == null:
		_camera = get_node_or_null(camera_path) if camera_path else null
		if _camera == null:
			_camera = Camera.new()
			add_child(_camera)
		_camera.current = true
	Placement.align_camera(_camera, p, viewport_size())


func _warn_once(key: String, message: String) -> void:
	if not _warned.has(key):
		_warned[key] = true
		push_warning("PinwheelLayout: " + message)
