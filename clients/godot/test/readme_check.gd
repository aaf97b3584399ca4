# The check of the README's examples (scripts/godot-test.d/godot4 runs the shortest as the main scene of a fresh project holding only addons/pinwheel/, this autoload and support.gd, the page example as its child): its wheel flings, settles and is placed where /layout puts it; the page flings, settles and is placed where /page/layout puts it.
extends "support.gd"

var page_settled := []  # the example's page's motion_settled


# The example's layouts ask the server this run started, not port 8080: set as each enters the
# tree, before its _ready sends its first request.
func _enter_tree() -> void:
	get_tree().node_added.connect(func(node: Node) -> void:
		if node is PinwheelLayout or node is PinwheelPage:
			node.base_url = base_url
		if node is PinwheelPage:  # it may settle while the wheel is checked
			node.motion_settled.connect(func(at: float, section: int, _index: Variant) -> void: page_settled.append([at, section])))


func _ready() -> void:
	# Before the main scene's _ready: a headless window is 64 × 64 whatever the project says.
	get_tree().root.size = Vector2i(VIEWPORT)
	await get_tree().process_frame
	var found := get_tree().current_scene.find_children("*", "PinwheelLayout", true, false)
	var problems := []
	if found.is_empty():
		problems.append("no PinwheelLayout in the example's scene")
	else:
		var wheel: PinwheelLayout = found[0]
		var settled: Variant = await wait_for(wheel, "motion_settled")
		var size := wheel.viewport_size()
		var answer: Variant = null
		if settled is Array:
			answer = await fetch("layout", "layout=wheel&count=20&width=%s&height=%s&offset=%s" % [number(size.x), number(size.y), number(settled[0])])
		problems = [settled] if settled is String else [answer] if answer is String else compare(wheel, answer.items, settled[0])
		if problems.is_empty() and (size != VIEWPORT or wheel.current_item != settled[1]):
			problems.append("viewport %s, current item %d, settled on %s" % [size, wheel.current_item, settled[1]])
	report("the README's shortest example in a fresh project with only addons/pinwheel/: flung, settled, placed", problems)
	await check_page()
	get_tree().quit(1 if failed > 0 else 0)


# The page example: its page, flung, comes to rest where /page/motion says, its children where
# /page/layout puts them there.
func check_page() -> void:
	var found := get_tree().current_scene.find_children("*", "PinwheelPage", true, false)
	var problems := []
	if found.is_empty():
		problems.append("no PinwheelPage in the example's scene")
	else:
		var page: PinwheelPage = found[0]
		var settled := page_settled
		var deadline := Time.get_ticks_msec() + 10000
		while (settled.is_empty() or page.motion != null) and Time.get_ticks_msec() < deadline:
			await get_tree().process_frame
		var size := page.viewport_size()
		var answer: Variant = "the page did not settle" if settled.is_empty() else await fetch("page/layout", "page=@%s&width=%s&height=%s&offset=%s&fields=%s" % [page.page_id, number(size.x), number(size.y), number(settled[0][0]), PAGE_FIELDS])
		problems = [answer] if answer is String else compare_page(page, answer.items, settled[0][0])
		if problems.is_empty() and (size != VIEWPORT or settled[0][0] <= 0 or settled[0][1] != -1):
			problems.append("viewport %s, settled %s" % [size, settled])
	report("the README's page example: a PinwheelPage flung, settled and placed as /page/layout says", problems)
