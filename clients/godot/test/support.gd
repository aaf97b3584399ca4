# What the Godot 4 suite's checks share: the server's own answers, where an answer puts each corner, where a node draws it, and the tally.
#
# An item's four corners on screen are worked out from `frame`, `anchorPoint` and `transform3D`
# as a browser does (about the anchor point, then the perspective divide); a node must put them
# there within TOLERANCE points (a Node3D through the camera's own projection).
@tool
extends Node

const PinwheelLayout = preload("res://addons/pinwheel/pinwheel_layout.gd")
const PinwheelPage = preload("res://addons/pinwheel/pinwheel_page.gd")
const Response = preload("res://addons/pinwheel/response.gd")
const TOLERANCE = 1e-3
const VIEWPORT = Vector2(960, 600)
const FIELDS = "frame,anchorPoint,transform3D,zIndex,alpha"
const PAGE_FIELDS = FIELDS
# The slider's node properties by their query names, as docs/SLIDER.md §1 names them.
const SLIDER_NAMES = {
	"effect": "effect", "slides_per_view": "slidesPerView", "space_between": "spaceBetween",
	"centered_slides": "centeredSlides", "loop": "loop", "drag_from": "dragFrom",
}

static var passed := 0
static var failed := 0
static var corners_checked := 0  # in the current check
static var largest_error := 0.0

var base_url := OS.get_environment("PINWHEEL_URL")


func make_layout(layout: String, kind: String, children: int, properties: Dictionary) -> PinwheelLayout:
	var node := new_layout(layout, properties)
	for index in children:
		var child: Node = ClassDB.instantiate(kind)
		if child is MeshInstance3D:  # no mesh: the headless engine has nothing to draw it with
			child.material_override = StandardMaterial3D.new()
		node.add_child(child)
	add_child(node)
	return node


# A PinwheelLayout with `properties`, out of the tree until its children are in.
func new_layout(layout: String, properties: Dictionary) -> PinwheelLayout:
	var node := PinwheelLayout.new()
	node.base_url = base_url
	node.layout = layout
	node.width = VIEWPORT.x
	node.height = VIEWPORT.y
	for key: String in properties:
		if key != "query":  # the test's own words for the node's properties
			node.set(key, properties[key])
	return node


# A layout (the parallax list unless `layout`) of Control children of minimum lengths `lengths`
# along its scroll axis (the parallax list's heights, the slider's widths).
func make_sized_layout(lengths: Array, properties: Dictionary, layout := "parallax") -> PinwheelLayout:
	var node := new_layout(layout, properties)
	for length: float in lengths:
		var child := Control.new()
		child.custom_minimum_size = Vector2(length, 0) if layout == "slider" else Vector2(0, length)
		node.add_child(child)
	add_child(node)
	return node


# The test's own query for what make_layout's node shows.
func query(layout: String, children: int, properties: Dictionary) -> String:
	var sections: Array = properties.get("section_counts", [])
	var count := ",".join(sections.map(func(n: int) -> String: return str(n))) if sections else str(children)
	var text := "layout=%s&count=%s&width=%d&height=%d" % [layout, count, int(VIEWPORT.x), int(VIEWPORT.y)]
	for key: String in ["offset", "type", "fields"]:
		if properties.has(key):
			text += "&%s=%s" % [key, number(properties[key])]
	if properties.get("rtl", false):
		text += "&rtl=true"
	for key: String in SLIDER_NAMES:
		if properties.has(key):
			var value: Variant = "auto" if key == "slides_per_view" and properties[key] == 0 else properties[key]
			text += "&%s=%s" % [SLIDER_NAMES[key], number(value)]
	return text + properties.get("query", "")


# A value as a query writes it: Godot 4's str() writes a whole float as 3.0, which /motion's
# frame offsets and the like are; the server reads both, the check writes what a person would.
static func number(value: Variant) -> String:
	if value is bool:
		return "true" if value else "false"
	if value is float and value == floorf(value):
		return str(int(value))
	return str(value)


# The layout's name in a check's name: the carousel with its type, the slider with its effect.
func titled(layout: String, properties: Dictionary) -> String:
	for key: String in ["type", "effect"]:
		if properties.has(key):
			return "%s %s" % [layout, properties[key]]
	return layout


# The problems with the nodes' placement, against one answer's items.
func compare(node: PinwheelLayout, items: Array, offset: float) -> Array:
	# Along x for the wheel, y for the vertical lists; none for the carousel and the slider.
	var content_offset := Vector2(offset, 0) if node.layout == "wheel" else Vector2() if node.layout in ["carousel", "slider"] else Vector2(0, offset)
	var first_child: Array[int] = [0]
	for items_in_section in node.section_counts:
		first_child.append(first_child.back() + items_in_section)
	var nodes := node.item_nodes()
	var shown := {}
	var problems := []
	for item: Dictionary in items:
		if not item.kind in ["cell", "slide"]:
			continue
		var child: Node = nodes[first_child[int(item.section)] + int(item.item)]
		shown[child] = item
		problems += corner_problems(child, item, content_offset)
		if not child.visible or absf(alpha(child) - item.alpha) > TOLERANCE:
			problems.append("item %d: visible %s, alpha %s (API %s)" % [item.item, child.visible, alpha(child), item.alpha])
	for child in nodes:
		if child.visible != shown.has(child):
			problems.append("child %d visible %s, in the answer %s" % [nodes.find(child), child.visible, shown.has(child)])
		for other: Node in shown:
			if shown.has(child) and shown[child].zIndex < shown[other].zIndex and not stacking(child) < stacking(other):
				problems.append("item %d stacks above item %d" % [shown[child].item, shown[other].item])
	return problems


func corner_problems(child: Node, item: Dictionary, content_offset: Vector2) -> Array:
	var problems := []
	for corner in [Vector2(0, 0), Vector2(item.frame.width, 0), Vector2(0, item.frame.height), Vector2(item.frame.width, item.frame.height)]:
		var error := expected_corner(item, corner, content_offset).distance_to(actual_corner(child, item, corner))
		corners_checked += 1
		largest_error = maxf(largest_error, error)
		if not error <= TOLERANCE:
			problems.append("%s %d corner %s off by %s" % [item.kind, item.item, corner, error])
	return problems


# A corner (points from the box's top-left) on screen, as a browser draws `transform3D` about the
# anchor point: q = corner − anchor, (X, Y, Z, W) = (q.x, q.y, 0, 1) · M, then anchor + (X, Y) / W.
static func expected_corner(item: Dictionary, corner: Vector2, content_offset: Vector2) -> Vector2:
	var m: Dictionary = item.transform3D
	var anchor_x: float = item.anchorPoint.x * item.frame.width
	var anchor_y: float = item.anchorPoint.y * item.frame.height
	var qx := corner.x - anchor_x
	var qy := corner.y - anchor_y
	var w: float = qx * m.m14 + qy * m.m24 + m.m44
	var x: float = item.frame.x - content_offset.x + anchor_x + (qx * m.m11 + qy * m.m21 + m.m41) / w
	var y: float = item.frame.y - content_offset.y + anchor_y + (qx * m.m12 + qy * m.m22 + m.m42) / w
	return Vector2(x, y)


# Where the node draws that corner: a Node3D's content is centred on its origin, y up.
func actual_corner(child: Node, item: Dictionary, corner: Vector2) -> Vector2:
	if child is Node3D:
		var local := Vector3(corner.x - item.frame.width / 2, item.frame.height / 2 - corner.y, 0)
		return get_viewport().get_camera_3d().unproject_position(child.global_transform * local)
	return child.get_transform() * corner


static func alpha(child: Node) -> float:
	return child.material_override.albedo_color.a if child is GeometryInstance3D else child.modulate.a


# The stacking order a node is drawn in: a CanvasItem's z index (a Control's too, in Godot 4), a
# GeometryInstance3D's material's render priority.
static func stacking(child: Node) -> int:
	return child.material_override.render_priority if child is GeometryInstance3D else child.z_index


# Every element of `items` has its child, where its frame less (0, Y) is on the page (a box's in
# the box's clip, itself at the box's frame less (0, Y); the centre of one seen in perspective
# where a browser draws it), in its section's stacking container, drawn over its siblings of
# lower zIndex; and no other child is shown.
func compare_page(page: PinwheelPage, items: Array, at: float) -> Array:
	var problems := []
	var by_parent := {}
	for item: Dictionary in items:
		var child: Control = page.element_for(int(item.section), item.kind, int(item.item))
		var name := "%s %s of section %s" % [item.kind, item.item, item.section]
		if child == null:
			problems.append("no child for the %s" % name)
			continue
		var m: Dictionary = item.transform3D
		var page_origin := page.get_global_rect().position
		if m.m14 == 0 and m.m24 == 0 and m.m44 == 1:
			var origin := child.get_global_rect().position - page_origin
			var expected := Vector2(item.frame.x + m.m41, item.frame.y - at + m.m42)
			if origin.distance_to(expected) > TOLERANCE or child.size.distance_to(Vector2(item.frame.width, item.frame.height)) > TOLERANCE:
				problems.append("the %s at %s %s, the answer's frame less the offset at %s %s" % [name, origin, child.size, expected, Vector2(item.frame.width, item.frame.height)])
		else:  # a perspective (a carousel box): its centre where a browser draws it
			var centre := Vector2(item.frame.width / 2, item.frame.height / 2)
			var actual := child.get_global_transform() * centre - page_origin
			var expected := expected_corner(item, centre, Vector2(0, at))
			if actual.distance_to(expected) > TOLERANCE:
				problems.append("the %s's centre at %s, a browser draws it at %s" % [name, actual, expected])
		var parent := child.get_parent()
		var box: Control = page.box_for(int(item.section))
		if box != null and not item.kind in PinwheelPage.PAGE_ELEMENTS:
			if parent != box or not box.clip_contents:
				problems.append("the %s is not in its box's clip" % name)
			parent = box.get_parent()
		if parent.name != "Section%d" % item.section:
			problems.append("the %s is in %s" % [name, parent.name])
		if not by_parent.has(child.get_parent()):
			by_parent[child.get_parent()] = []
		by_parent[child.get_parent()].append([child.get_index(), float(item.zIndex), name])
	for parent: Node in by_parent:
		var siblings: Array = by_parent[parent]
		siblings.sort()
		for index in range(1, siblings.size()):
			if siblings[index][1] < siblings[index - 1][1]:
				problems.append("the %s is drawn over the %s of a higher zIndex" % [siblings[index - 1][2], siblings[index][2]])
	if page._elements.size() != items.size():
		problems.append("%d children shown, %d elements in the answer" % [page._elements.size(), items.size()])
	return problems


# The query of /page/* for the test's page at `at`, with `extra` ("&scroll=0:300", …).
func page_query(page: PinwheelPage, at: float, extra := "") -> String:
	return "page=@%s&width=960&height=600&offset=%s&fields=%s%s" % [page.page_id, number(at), PAGE_FIELDS, extra]


# A motion played on the page: each /page/motion frame in order at its tick, the box's `scroll`
# followed, then the rest. `start` starts it.
func play_page(page: PinwheelPage, motion: Dictionary, section: int, start: Callable) -> Array:
	var frames: Array = motion.frames
	var seen: Array = []
	var first_tick: Array[int] = []
	var on_placed := func(at: float, _items: Array) -> void:
		var index := mini(seen.size(), frames.size() - 1)
		var frame: Dictionary = frames[index]
		var problems := compare_page(page, frame.items, frame.offset)
		if at != frame.offset:
			problems.append("frame %d at offset %s, /page/motion says %s" % [index, at, frame.offset])
		if frame.has("scroll") and page.scroll.get(section) != frame.scroll:
			problems.append("frame %d: box %d at %s, /page/motion says %s" % [index, section, page.scroll.get(section), frame.scroll])
		if first_tick.is_empty():
			first_tick.append(Engine.get_process_frames())
		if Engine.get_process_frames() - first_tick[0] != ceili(frame.time * 60 - 1e-6):
			problems.append("frame %d (time %s) shown at tick %d" % [index, frame.time, Engine.get_process_frames() - first_tick[0]])
		seen.append(problems)
	var settled := []
	var on_settled := func(at: float, box: int, _index: Variant) -> void: settled.append([at, box])
	page.placed.connect(on_placed)
	page.motion_settled.connect(on_settled)
	start.call()
	var deadline := Time.get_ticks_msec() + 10000
	while settled.is_empty() and Time.get_ticks_msec() < deadline:
		await get_tree().process_frame
	page.placed.disconnect(on_placed)
	page.motion_settled.disconnect(on_settled)
	var problems: Array = []
	for frame_problems: Array in seen:
		problems += frame_problems
	if seen.size() != frames.size():
		problems.append("%d frames played, /page/motion has %d" % [seen.size(), frames.size()])
	if settled != [[frames[-1].offset, section]]:
		problems.append("settled %s, /page/motion ends at %s (section %d)" % [settled, frames[-1].offset, section])
	return problems


func report(name: String, problems: Array) -> void:
	if problems.is_empty():
		passed += 1
		var corners := ": %d corners, largest error %.6f points" % [corners_checked, largest_error] if corners_checked else ""
		print("ok    " + name + corners)
	else:
		failed += 1
		print("FAIL  %s: %d problems, first: %s" % [name, problems.size(), problems.slice(0, 2)])
	corners_checked = 0
	largest_error = 0.0


# The server's answer to GET /endpoint?query, or a String saying why there is none.
func fetch(endpoint: String, query_text: String) -> Variant:
	return await ask("GET /" + endpoint, "%s/%s?%s" % [base_url, endpoint, query_text])


# The server's answer to POST /sizes with `text`, or a String saying why there is none.
func post_sizes(text: String) -> Variant:
	return await ask("POST /sizes", base_url + "/sizes", HTTPClient.METHOD_POST, text, PackedStringArray(["Content-Type: text/plain"]))


# The status of HEAD /sizes/<id>: 200 when the server holds the table, 404 when it does not.
func head_sizes(table_id: String) -> int:
	var response: Array = await respond(base_url + "/sizes/" + table_id, HTTPClient.METHOD_HEAD)
	return response[1]


func ask(what: String, url: String, method := HTTPClient.METHOD_GET, body := "", headers := PackedStringArray()) -> Variant:
	var response: Array = await respond(url, method, body, headers)
	var answer: Variant = Response.json(response[0], response[2], response[3])
	if not response[1] in [200, 201] or answer == null:
		return "%s: status %d, %s" % [what, response[1], response[3].get_string_from_utf8().left(200)]
	return answer


# The HTTPRequest's (result, status, headers, body).
func respond(url: String, method := HTTPClient.METHOD_GET, body := "", headers := PackedStringArray()) -> Array:
	var request := HTTPRequest.new()
	add_child(request)
	request.request(url, headers, method, body)
	var response: Array = await request.request_completed
	request.queue_free()
	return response


# The two arguments of the node's next `signal_name`, or a String: its request_failed, or 10 s of silence.
func wait_for(node: Node, signal_name: String) -> Variant:
	var outcome := {}
	var on_value := func(first: Variant, second: Variant) -> void:
		if outcome.is_empty():
			outcome.value = [first, second]
	var on_failure := func(status: int, detail: String) -> void:
		if outcome.is_empty():
			outcome.failure = [status, detail]
	node.connect(signal_name, on_value)
	node.request_failed.connect(on_failure)
	var deadline := Time.get_ticks_msec() + 10000
	while outcome.is_empty() and Time.get_ticks_msec() < deadline:
		await get_tree().process_frame
	node.disconnect(signal_name, on_value)
	node.request_failed.disconnect(on_failure)
	if outcome.has("value"):
		return outcome.value
	return "request_failed %s" % [outcome.failure] if outcome.has("failure") else "no %s within 10 s" % signal_name


# Starts a motion (`start`) and watches `node` play it: the problems unless it shows every frame
# of `motion` (the server's /motion answer) in order, each at its tick, and settles where it says.
# scripts/godot-test.d/godot4 runs the engine at a fixed 60 ticks a second, so a frame at time t
# is due at tick ceil(60 t) after frame 0's.
func play(node: PinwheelLayout, motion: Dictionary, start: Callable) -> Array:
	var frames: Array = motion.frames
	var seen: Array = []  # each frame's problems
	var first_tick: Array[int] = []
	var on_placed := func(at_offset: float, _items: Array) -> void:
		var index := mini(seen.size(), frames.size() - 1)
		var frame: Dictionary = frames[index]
		var problems := compare(node, frame.items, frame.offset)
		if at_offset != frame.offset:
			problems.append("frame %d at offset %s, /motion says %s" % [index, at_offset, frame.offset])
		if first_tick.is_empty():
			first_tick.append(Engine.get_process_frames())
		var tick := Engine.get_process_frames() - first_tick[0]
		if tick != ceili(frame.time * 60 - 1e-6):
			problems.append("frame %d (time %s) shown at tick %d" % [index, frame.time, tick])
		seen.append(problems)
	node.placed.connect(on_placed)
	start.call()
	var settled: Variant = await wait_for(node, "motion_settled")
	node.placed.disconnect(on_placed)
	var problems: Array = [settled] if settled is String else []
	for frame_problems: Array in seen:
		problems += frame_problems
	if seen.size() != frames.size():
		problems.append("%d frames played, /motion has %d" % [seen.size(), frames.size()])
	if settled is Array and (settled[0] != motion.offset or settled[1] != motion.index or (motion.index != null and node.current_item != motion.index)):
		problems.append("settled at %s, item %s (current %d); /motion: %s, item %s" % [settled[0], settled[1], node.current_item, motion.offset, motion.index])
	return problems


# Input as the engine's own would come (Viewport.push_input): a left button pressed or released
# at `at`, and a move by `step` to `at` at 30 times `step` a second, the pointer's velocity as
# Godot's Input sets it on a real device.
func push_button(at: Vector2, pressed: bool) -> void:
	var button := InputEventMouseButton.new()
	button.button_index = MOUSE_BUTTON_LEFT
	button.pressed = pressed
	button.position = at
	button.global_position = at
	button.button_mask = MOUSE_BUTTON_MASK_LEFT if pressed else 0
	get_viewport().push_input(button)


func push_motion(at: Vector2, step: Vector2) -> void:
	var motion := InputEventMouseMotion.new()
	motion.position = at
	motion.global_position = at
	motion.relative = step
	motion.velocity = step * 30
	motion.button_mask = MOUSE_BUTTON_MASK_LEFT
	get_viewport().push_input(motion)
