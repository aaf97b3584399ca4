# The addon's test against a real server (PINWHEEL_URL): every child lands where the API's numbers put it.
#
# For each layout family the test asks the server itself (its own HTTPRequest, its own query) and
# works out every item's four corners on screen from `frame`, `anchorPoint` and `transform3D` as
# a browser does (about the anchor point, then the perspective divide); the addon's nodes must put
# them there within 1e-3 points (Spatials through the camera's own projection). The slider: its
# flat effects (slide, fade; slides of their own widths) with Control children, its 3D ones
# (cards, mid-drag too, coverflow, cube, flip, creative) with Spatials. Then motions (a fling, a scroll to an item): every /motion
# frame, in order, and the rest; children of their own sizes (self_sizing, a size table, a table
# the server lost); right to left (rtl); a server that cannot be reached (scripts/godot-test also
# fails on any engine ERROR line). Prints `N passed, M failed`; exits 1 on a failure.
#
# The checks' tools (placement against the API's numbers, fetching, waiting, reporting) are in
# pinwheel_checks.gd, which this script extends.
extends "res://test/pinwheel_checks.gd"

const FixtureChecks = preload("res://test/fixture_checks.gd")
const PinwheelLayout = preload("res://addons/pinwheel/pinwheel_layout.gd")
const Placement = preload("res://addons/pinwheel/placement.gd")
const VIEWPORT = Vector2(960, 600)
const FIELDS = "frame,anchorPoint,transform3D,zIndex,alpha"
# The slider's node properties by their query names, as docs/SLIDER.md §1 names them.
const SLIDER_NAMES = {
	"effect": "effect", "slides_per_view": "slidesPerView", "space_between": "spaceBetween",
	"centered_slides": "centeredSlides", "loop": "loop", "drag_from": "dragFrom",
}
# Viewport lengths: the slider's slides are 960 points wide by default (slidesPerView 1), so
# 1440 is halfway from slide 1 to slide 2.
const HALFWAY = 1440

func _ready():
	var root = get_tree().root
	root.size = VIEWPORT
	var cases = [
		["wheel", "Control", 20, {"offset": 310}],
		["wheel", "Node2D", 20, {"offset": 1000.5, "fields": FIELDS}],
		["wheel", "MeshInstance", 20, {"offset": 310}],  # 3D children of a 2D layout: an orthogonal camera
		["circle", "Control", 12, {"offset": -40}],
		["parallax", "Control", 7, {"offset": 250, "section_counts": [3, 4]}],
		["carousel", "MeshInstance", 12, {"offset": 450, "type": "coverFlow"}],
		["carousel", "MeshInstance", 9, {"offset": -730, "type": "cylinder"}],
		["wheel", "Control", 20, {"offset": 310, "rtl": true}],
		["carousel", "MeshInstance", 12, {"offset": 450, "type": "coverFlow", "rtl": true}],
		# 2.5 slides of (960 − 1.5 · 20) / 2.5 = 372 points, 392 apart: 500 is slide 1 partly out.
		["slider", "Control", 8, {"offset": 500, "effect": "slide", "slides_per_view": 2.5, "space_between": 20}],
		["slider", "Control", 8, {"offset": -500, "effect": "slide", "slides_per_view": 2.5, "loop": true}],
		["slider", "Control", 6, {"offset": HALFWAY, "effect": "fade"}],
		["slider", "MeshInstance", 6, {"offset": HALFWAY, "effect": "cards"}],
		# Mid-drag: the cards tilt and shrink (dragFrom); effect_options go prefixed.
		["slider", "MeshInstance", 6, {"offset": 1300, "effect": "cards", "drag_from": 960,
				"effect_options": {"perSlideOffset": 12}, "query": "&cardsPerSlideOffset=12"}],
		["slider", "MeshInstance", 6, {"offset": HALFWAY, "effect": "cards", "rtl": true}],
		["slider", "MeshInstance", 8, {"offset": 400, "effect": "coverflow", "slides_per_view": 3, "centered_slides": true}],
		["slider", "MeshInstance", 6, {"offset": 1200, "effect": "cube"}],
		["slider", "MeshInstance", 6, {"offset": 1200, "effect": "flip"}],
		["slider", "MeshInstance", 6, {"offset": 1200, "effect": "creative",
				"effect_options": {"prevTranslate": "-300,0,-400", "prevRotate": "0,30,0", "nextTranslate": "960,0,0"},
				"query": "&creativePrevTranslate=-300,0,-400&creativePrevRotate=0,30,0&creativeNextTranslate=960,0,0"}],
	]
	for case in cases:
		yield(check_layout(case[0], case[1], case[2], case[3]), "completed")
	yield(check_stretched_header(), "completed")
	yield(check_current_item("wheel", {}), "completed")
	yield(check_current_item("carousel", {"type": "rotary"}), "completed")
	yield(check_current_item("slider", {"effect": "cards", "slides_per_view": 3}), "completed")
	yield(check_refusal(), "completed")
	yield(check_unreachable(), "completed")
	yield(check_motion("wheel", "Control", {"offset": 310}, "fling", 800), "completed")
	yield(check_motion("carousel", "MeshInstance", {"offset": 450, "type": "coverFlow"}, "fling", -1500), "completed")
	yield(check_motion("carousel", "MeshInstance", {"offset": 450, "type": "rotary"}, "scroll_to_item", 15), "completed")
	yield(check_motion("wheel", "Control", {"offset": 310, "rtl": true}, "fling", 800), "completed")
	yield(check_motion("slider", "MeshInstance", {"offset": 1300, "effect": "cards"}, "fling", -600), "completed")
	yield(check_motion("slider", "Control", {"offset": 0, "effect": "slide", "slides_per_view": 2.5, "space_between": 20}, "scroll_to_item", 6), "completed")
	yield(check_self_sizing(), "completed")
	yield(check_size_table(), "completed")
	check_fixtures()
	yield(check_auto_slides(), "completed")
	print("%d passed, %d failed" % [passed, failed])
	get_tree().quit(1 if failed > 0 else 0)


func check_layout(layout: String, kind: String, children: int, properties: Dictionary):
	var name = "%s, %d %s children, offset %s%s" % [titled(layout, properties), children, kind, properties.offset, ", rtl" if properties.get("rtl", false) else ""]
	if properties.has("drag_from"):
		name += ", dragged from %s" % properties.drag_from
	var node = make_layout(layout, kind, children, properties)
	var placed = yield(wait_for(node, "placed"), "completed")
	var answer = yield(fetch("layout", query(layout, children, properties)), "completed")
	if placed is String or answer is String:
		report(name, [placed if placed is String else answer])
	else:
		report(name, compare(node, answer.items, properties.offset))
	node.queue_free()


# Elements other than cells come with `placed`; Placement puts any Control where one goes. A
# stretched parallax header is the one element that is scaled and translated (ty) as well.
func check_stretched_header():
	var node = make_layout("parallax", "Control", 3, {"offset": -100})
	var placed = yield(wait_for(node, "placed"), "completed")
	var problems = [placed] if placed is String else ["no header"]
	for item in placed[1] if placed is Array else []:
		if item.kind == "header":
			var header = Control.new()
			add_child(header)
			Placement.place_control(header, item, Vector2(0, -100))
			problems = corner_problems(header, item, Vector2(0, -100))
			header.queue_free()
	report("parallax header stretched at offset -100, placed by Placement.place_control", problems)
	node.queue_free()


# The current item follows /snap: the item it says comes to rest at its offset.
func check_current_item(layout: String, properties: Dictionary):
	var name = "%s: current_item_changed names /snap's item at its offset" % layout
	var snap = yield(fetch("snap", query(layout, 20, properties) + "&offset=310&velocity=900"), "completed")
	var node = make_layout(layout, "Control" if layout == "wheel" else "MeshInstance", 20, properties)
	yield(wait_for(node, "placed"), "completed")
	var announced = []
	node.connect("current_item_changed", self, "_on_current_item_changed", [announced])
	node.offset = snap.offset if snap is Dictionary else 0.0
	var placed = yield(wait_for(node, "placed"), "completed")
	var problems = [snap] if snap is String else [placed] if placed is String else []
	if problems.empty() and (announced != [int(snap.index)] or node.current_item != snap.index):
		problems.append("expected item %d, announced %s" % [snap.index, announced])
	report(name, problems)
	node.queue_free()


func _on_current_item_changed(index: int, announced: Array) -> void:
	announced.append(index)


# A server that cannot be reached: /layout, /motion and a size table's POST each end in
# request_failed(0, …) and nothing else. No body is parsed: JSON.parse of a failed connection's
# empty body printed an engine ERROR line, on which scripts/godot-test fails.
func check_unreachable():
	var url = OS.get_environment("PINWHEEL_UNREACHABLE_URL")
	if url == "":
		url = "http://127.0.0.1:1"
	var slider = make_layout("slider", "Control", 3, {"base_url": url, "effect": "fade"})
	var problems = unless_unreachable("GET /layout", yield(wait_for(slider, "placed"), "completed"))
	slider.fling(300)
	problems += unless_unreachable("GET /motion", yield(wait_for(slider, "motion_settled"), "completed"))
	slider.queue_free()
	var heights = []
	for index in 300:
		heights.append(40 + index % 2)
	var list = make_sized_layout(heights, {"base_url": url, "self_sizing": true})
	problems += unless_unreachable("POST /sizes", yield(wait_for(list, "placed"), "completed"))
	if list.sizes_table_id != "":
		problems.append("a size table %s, from no server" % list.sizes_table_id)
	report("a server that cannot be reached: request_failed(0, …) for /layout, /motion and POST /sizes", problems)
	list.queue_free()


func unless_unreachable(request: String, outcome) -> Array:
	if outcome is String and outcome.begins_with("request_failed [0, no answer"):
		return []
	return ["%s: %s, not request_failed(0, …)" % [request, outcome]]


# A refused request gives request_failed with the server's status and problem detail.
func check_refusal():
	var node = make_layout("wheel", "Control", 3, {"parameters": {"radius": -1}})
	var placed = yield(wait_for(node, "placed"), "completed")
	var problems = [] if placed is String and placed.begins_with("request_failed [400, radius: ") else ["got %s" % [placed]]
	report("a refused request: request_failed(400, the problem's detail)", problems)
	node.queue_free()


# A release (fling) or a scroll to an item: every frame of the server's /motion answer in order,
# then the rest it names.
func check_motion(layout: String, kind: String, properties: Dictionary, method: String, argument):
	var name = "%s %s(%s)%s: every frame" % [titled(layout, properties), method, argument, ", rtl" if properties.get("rtl", false) else ""]
	properties.fields = FIELDS
	var node = make_layout(layout, kind, 20, properties)
	yield(wait_for(node, "placed"), "completed")
	var motion_query = query(layout, 20, properties) + "&%s=%s" % ["velocity" if method == "fling" else "item", argument]
	var motion = yield(fetch("motion", motion_query), "completed")
	if motion is String:
		report(name, [motion])
		node.queue_free()
		return
	var frames_seen = []
	var first_tick = []  # the engine's idle frame at which frame 0 is shown
	node.connect("placed", self, "_on_frame_placed", [node, motion.frames, frames_seen, first_tick])
	node.call(method, argument)
	var settled = yield(wait_for(node, "motion_settled"), "completed")
	var problems = [settled] if settled is String else []
	for seen in frames_seen:
		problems += seen
	if frames_seen.size() != motion.frames.size():
		problems.append("%d frames played, /motion has %d" % [frames_seen.size(), motion.frames.size()])
	if settled is Array and (settled[0] != motion.offset or settled[1] != motion.index or node.current_item != motion.index):
		problems.append("settled at %s, item %s (current %d); /motion: %s, item %s" % [settled[0], settled[1], node.current_item, motion.offset, motion.index])
	report(name + " (%d)" % frames_seen.size(), problems)
	node.queue_free()


# One motion frame shown: where its nodes are, and when. scripts/godot-test runs the engine at a
# fixed 60 ticks a second, so a frame at time t is due at tick ceil(60 t) after frame 0's.
func _on_frame_placed(at_offset, _items, node, frames, frames_seen, first_tick):
	var index = min(frames_seen.size(), frames.size() - 1)
	var frame = frames[index]
	var problems = compare(node, frame.items, frame.offset)
	if at_offset != frame.offset:
		problems.append("frame %d at offset %s, /motion says %s" % [index, at_offset, frame.offset])
	if first_tick.empty():
		first_tick.append(Engine.get_idle_frames())
	var tick = Engine.get_idle_frames() - first_tick[0]
	if tick != ceil(frame.time * 60 - 1e-6):
		problems.append("frame %d (time %s) shown at tick %d" % [index, frame.time, tick])
	frames_seen.append(problems)


# The layout's name in a check's name: the carousel with its type, the slider with its effect.
func titled(layout: String, properties: Dictionary) -> String:
	for key in ["type", "effect"]:
		if properties.has(key):
			return "%s %s" % [layout, properties[key]]
	return layout


func make_layout(layout: String, kind: String, children: int, properties: Dictionary) -> Control:
	var node = new_layout(layout, properties)
	for index in children:
		var child = ClassDB.instance(kind)
		if child is MeshInstance:  # no mesh: the headless engine has nothing to draw it with
			child.material_override = SpatialMaterial.new()
		node.add_child(child)
	add_child(node)
	return node


# A PinwheelLayout with `properties`, out of the tree until its children are in.
func new_layout(layout: String, properties: Dictionary) -> Control:
	var node = PinwheelLayout.new()
	node.base_url = base_url
	node.layout = layout
	node.width = VIEWPORT.x
	node.height = VIEWPORT.y
	for key in properties:
		if key != "query":  # the test's own words for the node's properties
			node.set(key, properties[key])
	return node


# The test's own query for what make_layout's node shows.
func query(layout: String, children: int, properties: Dictionary) -> String:
	var sections = properties.get("section_counts", [])
	var count = PoolStringArray(sections).join(",") if sections else str(children)
	var text = "layout=%s&count=%s&width=%d&height=%d" % [layout, count, int(VIEWPORT.x), int(VIEWPORT.y)]
	for key in ["offset", "type", "fields"]:
		if properties.has(key):
			text += "&%s=%s" % [key, properties[key]]
	if properties.get("rtl", false):
		text += "&rtl=true"
	for key in SLIDER_NAMES:
		if properties.has(key):
			var value = "auto" if key == "slides_per_view" and properties[key] == 0 else properties[key]
			text += "&%s=%s" % [SLIDER_NAMES[key], ("true" if value else "false") if value is bool else str(value)]
	return text + properties.get("query", "")


# self_sizing: Control children of their own minimum heights are the parallax list's cells, in
# two sections of 3 and 4; `sizes` is their heights with the run of three 80s as 80*3. A child
# whose minimum size changes is measured again, and the list laid out again.
func check_self_sizing():
	var properties = {"offset": 250, "section_counts": [3, 4], "self_sizing": true}
	yield(check_own_lengths("parallax", [120, 80, 80, 80, 200, 150, 60], properties, [1, 130], [
		["120,80*3,200,150,60", "parallax, self_sizing: 7 Control children of their own heights, sizes=120,80*3,200,150,60"],
		["120,130,80*2,200,150,60", "parallax, self_sizing: a child's minimum height 80 → 130 lays the list out again"],
	]), "completed")


# slides_per_view 0 ("auto"): the slider's Control children of their own widths go as `sizes`,
# and a slide of another width lays them out again.
func check_auto_slides():
	var properties = {"offset": 420, "effect": "slide", "slides_per_view": 0, "space_between": 10}
	yield(check_own_lengths("slider", [300, 200, 200, 450, 320, 500], properties, [2, 260], [
		["300,200*2,450,320,500", "slider slide, slides_per_view 0 (auto): 6 Control children of their own widths, sizes=300,200*2,450,320,500"],
		["300,200,260,450,320,500", "slider slide, auto: a slide's minimum width 200 → 260 lays the slides out again"],
	]), "completed")


# Control children of minimum lengths `lengths` along the scroll axis: placed as the answer to
# `sizes` = steps[0][0] says; then child change[0]'s length becomes change[1], and they are placed
# as steps[1][0] says. steps[i][1] names each check.
func check_own_lengths(layout: String, lengths: Array, properties: Dictionary, change: Array, steps: Array):
	var node = make_sized_layout(lengths, properties, layout)
	for step in steps.size():
		if step == 1:
			var child = node.item_nodes()[change[0]]
			var size = child.rect_min_size
			child.rect_min_size = Vector2(change[1], size.y) if layout == "slider" else Vector2(size.x, change[1])
		var placed = yield(wait_for(node, "placed"), "completed")
		var answer = yield(fetch("layout", query(layout, lengths.size(), properties) + "&sizes=" + steps[step][0]), "completed")
		report(steps[step][1], [placed] if placed is String else [answer] if answer is String else compare(node, answer.items, properties.offset))
	node.queue_free()


# 300 cells of heights 40 + 37·i mod 90 (no two neighbours equal: 300 entries, past the 256 that
# go in a query) go as a size table: the node posts it, and its id is the one the server gives
# the same text. Then the server loses it, twice, and each time answers the node's next request
# 404 `sizes-unknown`; the node posts the table again, asks again, and is placed:
# - evicted: scripts/godot-test gives the server room for one such table (--sizes-memory 10000;
#   a table costs 24 bytes per run plus 672, 7,872 bytes here, and its post needs room for its
#   body beside it), and the test posts another;
# - a table the server never held, as on a fresh replica behind a load balancer: the node is
#   made to believe in one.
func check_size_table():
	var heights = []
	for index in 300:
		heights.append(40 + index * 37 % 90)
	var properties = {"offset": 9000, "self_sizing": true}
	var node = make_sized_layout(heights, properties)
	var placed = yield(wait_for(node, "placed"), "completed")
	var text = PoolStringArray(heights).join(",")
	var posted = yield(post_sizes(text), "completed")
	var problems = [placed] if placed is String else [posted] if posted is String else []
	if problems.empty() and node.sizes_table_id != posted.id:
		problems.append("the node's table %s, the server's id for its text %s" % [node.sizes_table_id, posted.id])
	if problems.empty() and node._size_table.path != "/sizes/" + posted.id:
		problems.append("the node posted its table to %s, not /sizes/<its id>" % node._size_table.path)
	if problems.empty():
		var answer = yield(fetch("layout", query("parallax", 300, properties) + "&sizes=@" + posted.id), "completed")
		problems = [answer] if answer is String else compare(node, answer.items, 9000)
	report("parallax, self_sizing, 300 cells: posted as a size table to /sizes/<id>, sent as sizes=@id", problems)
	if not problems.empty():
		node.queue_free()
		return

	var others = []
	for height in heights:
		others.append(height + 1)
	var other = yield(post_sizes(PoolStringArray(others).join(",")), "completed")
	var held = yield(head_sizes(posted.id), "completed")
	problems = [other] if other is String else [] if held == 404 else ["HEAD /sizes/<the node's table>: %s, not 404" % held]
	if problems.empty():
		problems = yield(check_table_again(node, posted.id, 4000), "completed")
	report("an evicted table (404 sizes-unknown): posted again, asked again, placed", problems)

	var never_held = "sha256-%s" % "0000000000000000000000000000000000000000000000000000000000000000"
	node.sizes_table_id = never_held
	problems = yield(check_table_again(node, posted.id, 6000), "completed")
	report("a table this server never held (a fresh replica): posted again, asked again, placed", problems)

	# Two requests meet the 404 at once (a /layout and a fling's /motion): one post, both asked again.
	node.sizes_table_id = never_held
	var posts = node._size_table.posts
	node.offset = 5000
	node.fling(300)
	var settled = yield(wait_for(node, "motion_settled"), "completed")
	problems = [settled] if settled is String else []
	if node._size_table.posts != posts + 1 or node.sizes_table_id != posted.id:
		problems.append("%d posts, table %s" % [node._size_table.posts - posts, node.sizes_table_id])
	report("a /layout and a /motion meeting the same 404: one post, both asked again", problems)
	node.queue_free()


# Moves the node to `at_offset`, whose request meets a 404 `sizes-unknown`: the problems unless
# it is placed there, from the table `table_id`, which the server holds again.
func check_table_again(node: Control, table_id: String, at_offset: float):
	node.offset = at_offset
	var placed = yield(wait_for(node, "placed"), "completed")
	if placed is String:
		return [placed]
	if node.sizes_table_id != table_id:
		return ["after the 404, the node's table is %s, not %s" % [node.sizes_table_id, table_id]]
	var answer = yield(fetch("layout", query("parallax", 300, {"offset": at_offset}) + "&sizes=@" + table_id), "completed")
	return [answer] if answer is String else compare(node, answer.items, at_offset)


# A layout (the parallax list unless `layout`) of Control children of minimum lengths `lengths`
# along its scroll axis (the parallax list's heights, the slider's widths).
func make_sized_layout(lengths: Array, properties: Dictionary, layout := "parallax") -> Control:
	var node = new_layout(layout, properties)
	for length in lengths:
		var child = Control.new()
		child.rect_min_size = Vector2(length, 0) if layout == "slider" else Vector2(0, length)
		node.add_child(child)
	add_child(node)
	return node


# The status of HEAD /sizes/<id>: 200 when the server holds the table, 404 when it does not.
func head_sizes(table_id: String):
	var request = HTTPRequest.new()
	add_child(request)
	request.request(base_url + "/sizes/" + table_id, [], true, HTTPClient.METHOD_HEAD)
	var response = yield(request, "request_completed")
	request.queue_free()
	return response[1]


# What the addon computes as the server does, against clients/fixtures/ (fixture_checks.gd).
func check_fixtures():
	var checks = FixtureChecks.new()
	var size_text = checks.size_text_problems()
	report("the addon's canonical size text and ids are clients/fixtures/size-text.json's (%d cases computed)" % size_text[1], size_text[0])
	report("slider.gd's DEFAULTS are clients/fixtures/layout-facts.json's sliderDefaults, and a new node's", checks.slider_default_problems())


# The server's answer to POST /sizes with `text`, or a String saying why there is none.
