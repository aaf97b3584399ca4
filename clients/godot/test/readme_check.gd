# The check of the README's shortest example (scripts/godot-test.d/godot4 runs it as the main scene of a fresh project holding only addons/pinwheel/, this autoload and support.gd): its wheel flings, settles and is placed where /layout puts it.
extends "support.gd"


# The example's layouts ask the server this run started, not port 8080: set as each enters the
# tree, before its _ready sends its first request.
func _enter_tree() -> void:
	get_tree().node_added.connect(func(node: Node) -> void:
		if node is PinwheelLayout:
			node.base_url = base_url)


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
	get_tree().quit(1 if failed > 0 else 0)
