# The Godot 4 addon's suite against a real server (PINWHEEL_URL): every child lands where the API's numbers put it.
#
# For each layout family the suite asks the server itself (its own HTTPRequest, its own query);
# the addon's nodes must put every item's corners where the answer does (support.gd). The slider:
# its flat effects (slide, fade; slides of their own widths) with Control children, its 3D ones
# (cards, mid-drag too, coverflow, cube, flip, creative) with Node3Ds. Then motions (a fling, a
# scroll to an item): every /motion frame, in order, at its tick, and the rest; children of their
# own sizes (self_sizing, a size table, a table the server lost); the grid layouts (masonry,
# justified rows, the CSS grid: grid_checks.gd); right to left (rtl); a server
# that cannot be reached; input (input_checks.gd); pages (PinwheelPage: page_checks.gd). scripts/godot-test.d/godot4 also fails on any
# engine ERROR line. What the addon computes as the server does is checked against clients/fixtures/
# (fixture_checks.gd). Prints `N passed, M failed`; exits 1 on a failure.
extends "support.gd"

const FixtureChecks = preload("fixture_checks.gd")
const GridChecks = preload("grid_checks.gd")
const InputChecks = preload("input_checks.gd")
const PageChecks = preload("page_checks.gd")
const TableChecks = preload("table_checks.gd")
# Viewport lengths: the slider's slides are 960 points wide by default (slidesPerView 1), so
# 1440 is halfway from slide 1 to slide 2.
const HALFWAY = 1440


func _ready() -> void:
	# A headless window is 64 × 64 whatever project.godot says: the cameras measure through it.
	get_tree().root.size = Vector2i(VIEWPORT)
	var cases := [
		["wheel", "Control", 20, {"offset": 310}],
		["wheel", "Node2D", 20, {"offset": 1000.5, "fields": FIELDS}],
		["wheel", "MeshInstance3D", 20, {"offset": 310}],  # 3D children of a 2D layout: an orthogonal camera
		["circle", "Control", 12, {"offset": -40}],
		["parallax", "Control", 7, {"offset": 250, "section_counts": [3, 4] as Array[int]}],
		["carousel", "MeshInstance3D", 12, {"offset": 450, "type": "coverFlow"}],
		["carousel", "MeshInstance3D", 9, {"offset": -730, "type": "cylinder"}],
		["carousel", "MeshInstance3D", 12, {"offset": 300, "type": "rotary"}],
		["carousel", "MeshInstance3D", 12, {"offset": 300, "type": "timeMachine"}],
		["wheel", "Control", 20, {"offset": 310, "rtl": true}],
		["carousel", "MeshInstance3D", 12, {"offset": 450, "type": "coverFlow", "rtl": true}],
		# 2.5 slides of (960 − 1.5 · 20) / 2.5 = 372 points, 392 apart: 500 is slide 1 partly out.
		["slider", "Control", 8, {"offset": 500, "effect": "slide", "slides_per_view": 2.5, "space_between": 20}],
		["slider", "Control", 8, {"offset": -500, "effect": "slide", "slides_per_view": 2.5, "loop": true}],
		["slider", "Control", 6, {"offset": HALFWAY, "effect": "fade"}],
		["slider", "MeshInstance3D", 6, {"offset": HALFWAY, "effect": "cards"}],
		# Mid-drag: the cards tilt and shrink (dragFrom); effect_options go prefixed.
		["slider", "MeshInstance3D", 6, {"offset": 1300, "effect": "cards", "drag_from": 960,
				"effect_options": {"perSlideOffset": 12}, "query": "&cardsPerSlideOffset=12"}],
		["slider", "MeshInstance3D", 6, {"offset": HALFWAY, "effect": "cards", "rtl": true}],
		["slider", "MeshInstance3D", 8, {"offset": 400, "effect": "coverflow", "slides_per_view": 3, "centered_slides": true}],
		["slider", "MeshInstance3D", 6, {"offset": 1200, "effect": "cube"}],
		["slider", "MeshInstance3D", 6, {"offset": 1200, "effect": "flip"}],
		["slider", "MeshInstance3D", 6, {"offset": 1200, "effect": "creative",
				"effect_options": {"prevTranslate": "-300,0,-400", "prevRotate": "0,30,0", "nextTranslate": "960,0,0"},
				"query": "&creativePrevTranslate=-300,0,-400&creativePrevRotate=0,30,0&creativeNextTranslate=960,0,0"}],
	]
	for case: Array in cases:
		await check_layout(case[0], case[1], case[2], case[3])
	await check_stretched_header()
	await check_current_item("wheel", {})
	await check_current_item("carousel", {"type": "rotary"})
	await check_current_item("slider", {"effect": "cards", "slides_per_view": 3})
	await check_refusal()
	await check_change_in_flight()
	await check_unreachable()
	await check_motion("wheel", "Control", {"offset": 310}, "fling", 800)
	await check_motion("carousel", "MeshInstance3D", {"offset": 450, "type": "coverFlow"}, "fling", -1500)
	await check_motion("carousel", "MeshInstance3D", {"offset": 450, "type": "rotary"}, "scroll_to_item", 15)
	await check_motion("wheel", "Control", {"offset": 310, "rtl": true}, "fling", 800)
	await check_motion("slider", "MeshInstance3D", {"offset": 1300, "effect": "cards"}, "fling", -600)
	await check_motion("slider", "Control", {"offset": 0, "effect": "slide", "slides_per_view": 2.5, "space_between": 20}, "scroll_to_item", 6)
	for checks: Node in [FixtureChecks.new(), TableChecks.new(), GridChecks.new(), InputChecks.new(), PageChecks.new()]:
		add_child(checks)
		await checks.run()
		checks.queue_free()
	print("%d passed, %d failed" % [passed, failed])
	get_tree().quit(1 if failed > 0 else 0)


func check_layout(layout: String, kind: String, children: int, properties: Dictionary) -> void:
	var name := "%s, %d %s children, offset %s%s" % [titled(layout, properties), children, kind, properties.offset, ", rtl" if properties.get("rtl", false) else ""]
	if properties.has("drag_from"):
		name += ", dragged from %s" % properties.drag_from
	var node := make_layout(layout, kind, children, properties)
	var placed: Variant = await wait_for(node, "placed")
	var answer: Variant = await fetch("layout", query(layout, children, properties))
	if placed is String or answer is String:
		report(name, [placed if placed is String else answer])
	else:
		report(name, compare(node, answer.items, properties.offset))
	node.queue_free()


# Elements other than cells come with `placed`; Placement puts any Control where one goes. A
# stretched parallax header is the one element that is scaled and translated (ty) as well.
func check_stretched_header() -> void:
	var node := make_layout("parallax", "Control", 3, {"offset": -100})
	var placed: Variant = await wait_for(node, "placed")
	var problems: Array = [placed] if placed is String else ["no header"]
	for item: Dictionary in placed[1] if placed is Array else []:
		if item.kind == "header":
			var header := Control.new()
			add_child(header)
			PinwheelLayout.Placement.place_control(header, item, Vector2(0, -100))
			problems = corner_problems(header, item, Vector2(0, -100))
			header.queue_free()
	report("parallax header stretched at offset -100, placed by Placement.place_control", problems)
	node.queue_free()


# The current item follows /snap: the item it says comes to rest at its offset.
func check_current_item(layout: String, properties: Dictionary) -> void:
	var name := "%s: current_item_changed names /snap's item at its offset" % layout
	var snap: Variant = await fetch("snap", query(layout, 20, properties) + "&offset=310&velocity=900")
	var node := make_layout(layout, "Control" if layout == "wheel" else "MeshInstance3D", 20, properties)
	await wait_for(node, "placed")
	var announced: Array[int] = []
	node.current_item_changed.connect(func(index: int) -> void: announced.append(index))
	node.offset = snap.offset if snap is Dictionary else 0.0
	var placed: Variant = await wait_for(node, "placed")
	var problems: Array = [snap] if snap is String else [placed] if placed is String else []
	if problems.is_empty() and (announced != [int(snap.index)] or node.current_item != snap.index):
		problems.append("expected item %d, announced %s" % [snap.index, announced])
	report(name, problems)
	node.queue_free()


# A server that cannot be reached: /layout, /motion and a size table's POST each end in
# request_failed(0, …) and nothing else; last_error says so. No body is parsed:
# JSON.parse_string of a failed connection's empty body prints an engine ERROR line, on which
# scripts/godot-test.d/godot4 fails.
func check_unreachable() -> void:
	var url := OS.get_environment("PINWHEEL_UNREACHABLE_URL")
	if url == "":
		url = "http://127.0.0.1:1"
	var slider := make_layout("slider", "Control", 3, {"base_url": url, "effect": "fade"})
	var problems := unless_unreachable("GET /layout", await wait_for(slider, "placed"))
	slider.fling(300)
	problems += unless_unreachable("GET /motion", await wait_for(slider, "motion_settled"))
	if slider.last_error.get("status") != 0 or not slider.requests_in_flight.is_empty():
		problems.append("last_error %s, in flight %s" % [slider.last_error, slider.requests_in_flight])
	slider.queue_free()
	var heights := []
	for index in 300:
		heights.append(40 + index % 2)
	var list := make_sized_layout(heights, {"base_url": url, "self_sizing": true})
	problems += unless_unreachable("POST /sizes", await wait_for(list, "placed"))
	if list.sizes_table_id != "":
		problems.append("a size table %s, from no server" % list.sizes_table_id)
	report("a server that cannot be reached: request_failed(0, …) for /layout, /motion and POST /sizes", problems)
	list.queue_free()


func unless_unreachable(request: String, outcome: Variant) -> Array:
	if outcome is String and outcome.begins_with("request_failed [0, \"no answer"):
		return []
	return ["%s: %s, not request_failed(0, …)" % [request, outcome]]


# A refused request gives request_failed with the server's status and problem detail.
func check_refusal() -> void:
	var node := make_layout("wheel", "Control", 3, {"parameters": {"radius": -1}})
	var in_flight := node.requests_in_flight.duplicate()
	var placed: Variant = await wait_for(node, "placed")
	var problems := [] if placed is String and placed.begins_with("request_failed [400, \"radius: ") else ["got %s" % [placed]]
	if in_flight != ["layout"] or not node.requests_in_flight.is_empty():
		problems.append("in flight: %s while asked, %s after" % [in_flight, node.requests_in_flight])
	if node.last_error.get("status") != 400:
		problems.append("last_error %s" % node.last_error)
	report("a refused request: request_failed(400, the problem's detail), last_error, requests_in_flight", problems)
	node.queue_free()


# A property changed while /layout is on its way (as the inspector does in the editor) is asked
# for again when the answer comes: the carousel's type, coverFlow to rotary.
func check_change_in_flight() -> void:
	var node := make_layout("carousel", "MeshInstance3D", 12, {"offset": 300, "type": "coverFlow"})
	node.type = "rotary"
	var placed: Variant = await wait_for(node, "placed")
	if placed is Array:
		placed = await wait_for(node, "placed")
	var answer: Variant = await fetch("layout", query("carousel", 12, {"offset": 300, "type": "rotary"}))
	var problems: Array = [placed] if placed is String else [answer] if answer is String else compare(node, answer.items, 300)
	report("carousel: type coverFlow → rotary while /layout is on its way: laid out again as rotary", problems)
	node.queue_free()


# A release (fling) or a scroll to an item: every frame of the server's /motion answer in order,
# at its tick, then the rest it names.
func check_motion(layout: String, kind: String, properties: Dictionary, method: String, argument: float) -> void:
	var name := "%s %s(%s)%s: every frame" % [titled(layout, properties), method, number(argument), ", rtl" if properties.get("rtl", false) else ""]
	properties.fields = FIELDS
	var node := make_layout(layout, kind, 20, properties)
	await wait_for(node, "placed")
	var motion_query := query(layout, 20, properties) + "&%s=%s" % ["velocity" if method == "fling" else "item", number(argument)]
	var motion: Variant = await fetch("motion", motion_query)
	if motion is String:
		report(name, [motion])
		node.queue_free()
		return
	var problems := await play(node, motion, func() -> void: node.call(method, argument))
	report(name + " (%d)" % motion.frames.size(), problems)
	node.queue_free()
