# The suite's checks of children of their own sizes: self_sizing, the slider's "auto", size tables and the re-post after a 404.
extends "support.gd"


func run() -> void:
	await check_self_sizing()
	await check_auto_slides()
	await check_size_table()


# self_sizing: Control children of their own minimum heights are the parallax list's cells, in
# two sections of 3 and 4; `sizes` is their heights with the run of three 80s as 80*3. A child
# whose minimum size changes is measured again, and the list laid out again.
func check_self_sizing() -> void:
	var properties := {"offset": 250, "section_counts": [3, 4] as Array[int], "self_sizing": true}
	await check_own_lengths("parallax", [120, 80, 80, 80, 200, 150, 60], properties, [1, 130], [
		["120,80*3,200,150,60", "parallax, self_sizing: 7 Control children of their own heights, sizes=120,80*3,200,150,60"],
		["120,130,80*2,200,150,60", "parallax, self_sizing: a child's minimum height 80 → 130 lays the list out again"],
	])


# slides_per_view 0 ("auto"): the slider's Control children of their own widths go as `sizes`,
# and a slide of another width lays them out again.
func check_auto_slides() -> void:
	var properties := {"offset": 420, "effect": "slide", "slides_per_view": 0, "space_between": 10}
	await check_own_lengths("slider", [300, 200, 200, 450, 320, 500], properties, [2, 260], [
		["300,200*2,450,320,500", "slider slide, slides_per_view 0 (auto): 6 Control children of their own widths, sizes=300,200*2,450,320,500"],
		["300,200,260,450,320,500", "slider slide, auto: a slide's minimum width 200 → 260 lays the slides out again"],
	])


# Control children of minimum lengths `lengths` along the scroll axis: placed as the answer to
# `sizes` = steps[0][0] says; then child change[0]'s length becomes change[1], and they are placed
# as steps[1][0] says. steps[i][1] names each check.
func check_own_lengths(layout: String, lengths: Array, properties: Dictionary, change: Array, steps: Array) -> void:
	var node := make_sized_layout(lengths, properties, layout)
	for step in steps.size():
		if step == 1:
			var child: Control = node.item_nodes()[change[0]]
			var size := child.custom_minimum_size
			child.custom_minimum_size = Vector2(change[1], size.y) if layout == "slider" else Vector2(size.x, change[1])
		var placed: Variant = await wait_for(node, "placed")
		var answer: Variant = await fetch("layout", query(layout, lengths.size(), properties) + "&sizes=" + steps[step][0])
		report(steps[step][1], [placed] if placed is String else [answer] if answer is String else compare(node, answer.items, properties.offset))
	node.queue_free()


# 300 cells of heights 40 + 37·i mod 90 (no two neighbours equal: 300 entries, past the 256 that
# go in a query) go as a size table: the node posts it, and its id is the one the server gives
# the same text. Then the server loses it, twice, and each time answers the node's next request
# 404 `sizes-unknown`; the node posts the table again, asks again, and is placed:
# - evicted: scripts/godot-test.d/godot4 gives the server room for one such table
#   (--sizes-memory 10000; a table costs 24 bytes per run plus 672, 7,872 bytes here, and its
#   post needs room for its body beside it), and the check posts another;
# - a table the server never held, as on a fresh replica behind a load balancer: the node is
#   made to believe in one.
func check_size_table() -> void:
	var heights := []
	for index in 300:
		heights.append(40 + index * 37 % 90)
	var properties := {"offset": 9000, "self_sizing": true}
	var node := make_sized_layout(heights, properties)
	var placed: Variant = await wait_for(node, "placed")
	var posted: Variant = await post_sizes(joined(heights, 0))
	var problems: Array = [placed] if placed is String else [posted] if posted is String else []
	if problems.is_empty() and node.sizes_table_id != posted.id:
		problems.append("the node's table %s, the server's id for its text %s" % [node.sizes_table_id, posted.id])
	if problems.is_empty() and node._requests.table.path != "/sizes/" + posted.id:
		problems.append("the node posted its table to %s, not /sizes/<its id>" % node._requests.table.path)
	if problems.is_empty():
		var answer: Variant = await fetch("layout", query("parallax", 300, properties) + "&sizes=@" + posted.id)
		problems = [answer] if answer is String else compare(node, answer.items, 9000)
	report("parallax, self_sizing, 300 cells: posted as a size table to /sizes/<id>, sent as sizes=@id", problems)
	if not problems.is_empty():
		node.queue_free()
		return

	var other: Variant = await post_sizes(joined(heights, 1))
	var held := await head_sizes(posted.id)
	problems = [other] if other is String else [] if held == 404 else ["HEAD /sizes/<the node's table>: %s, not 404" % held]
	if problems.is_empty():
		problems = await check_table_again(node, posted.id, 4000)
	report("an evicted table (404 sizes-unknown): posted again, asked again, placed", problems)

	var never_held := "sha256-%s" % "0".repeat(64)
	node.sizes_table_id = never_held
	problems = await check_table_again(node, posted.id, 6000)
	report("a table this server never held (a fresh replica): posted again, asked again, placed", problems)

	# Two requests meet the 404 at once (a /layout and a fling's /motion): one post, both asked again.
	node.sizes_table_id = never_held
	var posts: int = node._requests.table.posts
	node.offset = 5000
	node.fling(300)
	var settled: Variant = await wait_for(node, "motion_settled")
	problems = [settled] if settled is String else []
	if node._requests.table.posts != posts + 1 or node.sizes_table_id != posted.id:
		problems.append("%d posts, table %s" % [node._requests.table.posts - posts, node.sizes_table_id])
	report("a /layout and a /motion meeting the same 404: one post, both asked again", problems)
	node.queue_free()


# `lengths`, each plus `added`, as `sizes` text.
static func joined(lengths: Array, added: float) -> String:
	return ",".join(lengths.map(func(length: float) -> String: return number(length + added)))


# Moves the node to `at_offset`, whose request meets a 404 `sizes-unknown`: the problems unless
# it is placed there, from the table `table_id`, which the server holds again.
func check_table_again(node: PinwheelLayout, table_id: String, at_offset: float) -> Array:
	node.offset = at_offset
	var placed: Variant = await wait_for(node, "placed")
	if placed is String:
		return [placed]
	if node.sizes_table_id != table_id:
		return ["after the 404, the node's table is %s, not %s" % [node.sizes_table_id, table_id]]
	var answer: Variant = await fetch("layout", query("parallax", 300, {"offset": at_offset}) + "&sizes=@" + table_id)
	return [answer] if answer is String else compare(node, answer.items, at_offset)
