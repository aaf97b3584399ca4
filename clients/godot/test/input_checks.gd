# The suite's checks of handle_input: a drag moves the offset and its release flings, keys and a d-pad step one item, a tap selects through /hit.
#
# Events go in as the engine's own would (Viewport.push_input), with the pointer's velocity set
# as Godot's Input sets it on a real device; every outcome is checked against the server's own
# answer for the same offset, velocity, item or point.
extends "support.gd"

const CENTRE = Vector2(480, 300)


func run() -> void:
	await check_drag("wheel", "Control", {"offset": 310}, Vector2(-30, 0), 4)
	await check_drag("wheel", "Control", {"offset": 310, "rtl": true}, Vector2(25, 0), 4)
	await check_drag("slider", "MeshInstance3D", {"offset": 960, "effect": "cards"}, Vector2(-40, 0), 5)
	await check_drag("carousel", "MeshInstance3D", {"offset": 450, "type": "coverFlow"}, Vector2(-20, 0), 3)
	await check_drag("parallax", "Control", {"offset": 250, "section_counts": [8, 12] as Array[int]}, Vector2(0, -35), 4)
	await check_keys()
	await check_tap("carousel", "MeshInstance3D", {"offset": 450, "type": "coverFlow"}, CENTRE)
	await check_tap("wheel", "Control", {"offset": 310}, Vector2())


# A press at the centre, `moves` pointer moves by `step` (at 30 times its length a second), a
# release: each move shifts the offset by the step along the scroll axis (y for the parallax
# list, x for the others), the children follow
# (for the slider's cards tilted: dragFrom is the drag's start), and the release plays /motion's
# fling at the pointer's velocity, frame by frame.
func check_drag(layout: String, kind: String, properties: Dictionary, step: Vector2, moves: int) -> void:
	var forward := -1.0 if properties.get("rtl", false) else 1.0
	var along := step.y if layout == "parallax" else step.x
	var name := "handle_input: %s, %s children, %d moves of %s then a release%s" % [titled(layout, properties), kind, moves, step, ", rtl" if forward < 0 else ""]
	var node := make_layout(layout, kind, 20, properties)
	node.handle_input = true
	await wait_for(node, "placed")
	var start: float = properties.offset
	var target := start - forward * along * moves
	push_button(CENTRE, true)
	var at := CENTRE
	for move in moves:
		at += step
		push_motion(at, step)
	var placed: Variant = await wait_for(node, "placed")
	while placed is Array and placed[0] != target:
		placed = await wait_for(node, "placed")
	var dragged := properties.duplicate()
	dragged.offset = target
	if layout == "slider":
		dragged.drag_from = start
	var answer: Variant = await fetch("layout", query(layout, 20, dragged))
	var problems: Array = [placed] if placed is String else [answer] if answer is String else compare(node, answer.items, target)
	var velocity := -forward * along * 30
	var motion_answer: Variant = await fetch("motion", query(layout, 20, merged(properties, {"offset": target})) + "&velocity=" + number(velocity))
	if motion_answer is String:
		problems.append(motion_answer)
	else:
		problems += await play(node, motion_answer, func() -> void: push_button(at, false))
	if node.drag_from != null:
		problems.append("drag_from %s after the release" % node.drag_from)
	report(name, problems)
	node.queue_free()


# With focus, → (ui_right) scrolls to the next item and the d-pad's left back: /motion's
# scroll_to_item frames, each.
func check_keys() -> void:
	var properties := {"offset": 450, "type": "coverFlow"}
	var node := make_layout("carousel", "MeshInstance3D", 20, properties)
	node.handle_input = true
	await wait_for(node, "placed")
	node.grab_focus()
	var problems: Array = [] if node.has_focus() else ["the layout did not take focus"]
	var start := node.current_item
	var key := InputEventKey.new()
	key.keycode = KEY_RIGHT
	key.physical_keycode = KEY_RIGHT
	key.pressed = true
	var pad := InputEventJoypadButton.new()
	pad.button_index = JOY_BUTTON_DPAD_LEFT
	pad.pressed = true
	for step: Array in [[key, start + 1, 450.0], [pad, start, -1.0]]:
		var from: float = node.offset if step[2] < 0 else step[2]
		var motion: Variant = await fetch("motion", query("carousel", 20, merged(properties, {"offset": from})) + "&item=%d" % step[1])
		if motion is String:
			problems.append(motion)
			continue
		problems += await play(node, motion, func() -> void: get_viewport().push_input(step[0]))
	report("handle_input: → and the d-pad's left, focused: scroll_to_item one item each way, every frame", problems)
	node.queue_free()


# A tap (a press and a release at the same point) selects the item /hit names there. At `point`,
# or when that is (0, 0) at the centre of /layout's fourth item on screen.
func check_tap(layout: String, kind: String, properties: Dictionary, point: Vector2) -> void:
	var node := make_layout(layout, kind, 20, properties)
	node.handle_input = true
	var placed: Variant = await wait_for(node, "placed")
	if point == Vector2() and placed is Array:
		var item: Dictionary = placed[1].filter(func(element: Dictionary) -> bool: return element.kind == "cell")[3]
		var centre := Vector2(item.frame.width / 2, item.frame.height / 2)
		point = expected_corner(item, centre, Vector2(properties.offset, 0)).round()
	var hit: Variant = await fetch("hit", query(layout, 20, properties) + "&x=%s&y=%s" % [number(point.x), number(point.y)])
	var selected: Array = []
	node.item_selected.connect(func(item: int, section: int) -> void: selected.append([item, section]))
	push_button(point, true)
	push_button(point, false)
	var deadline := Time.get_ticks_msec() + 10000
	while selected.is_empty() and Time.get_ticks_msec() < deadline:
		await get_tree().process_frame
	var problems: Array = [hit] if hit is String else []
	if problems.is_empty() and (hit.item == null or selected != [[int(hit.item), int(hit.section)]]):
		problems.append("/hit says %s, item_selected %s" % [hit, selected])
	report("handle_input: a tap at %s on %s selects /hit's item (%s)" % [point, titled(layout, properties), hit.get("item") if hit is Dictionary else "?"], problems)
	node.queue_free()


static func merged(properties: Dictionary, changes: Dictionary) -> Dictionary:
	var result := properties.duplicate()
	result.merge(changes, true)
	return result
