# The suite's checks of the grid layouts (docs/GRID.md): masonry, justified rows and the CSS grid, flat Control children of their own sizes.
extends "support.gd"

const Sizes = preload("res://addons/pinwheel/sizes.gd")
const Query = preload("res://addons/pinwheel/query.gd")


func run() -> void:
	var heights := []
	for index in 30:
		heights.append(40 + index * 37 % 90 + 0.25 * (index % 4))  # no whole numbers only
	# 960 wide: (960 + 10) / 160 = 6 columns of 150, the cards dropped into the shortest.
	await check_cards("masonry", heights, {"columnWidth": 150, "gutter": 10}, 120)
	await check_cards("masonry", heights, {"columnWidth": 150, "gutter": 10, "horizontalOrder": true, "originTop": false}, 40)
	# 960 wide: 6 columns of float32 shares of (61440 − 5 · 492) / 6 LayoutUnits (1/64 px).
	await check_cards("grid", heights, {"minColumnWidth": 151.3, "gap": 7.7}, 95.5)
	await check_cards("grid", heights, {"columns": 4, "rowGap": 3.3, "columnGap": 12.01}, 0, true)
	await check_justified()
	await check_scroll()


# Control children of minimum heights `heights`, with self_sizing, at `offset`: every child where
# /layout's answer to the same `sizes` puts it.
func check_cards(layout: String, heights: Array, parameters: Dictionary, offset: float, rtl := false) -> void:
	var properties := {"offset": offset, "self_sizing": true, "parameters": parameters, "rtl": rtl, "query": parameters_query(parameters)}
	var node := make_sized_layout(heights, properties, layout)
	var placed: Variant = await wait_for(node, "placed")
	var sizes := ",".join(heights.map(func(height: float) -> String: return number(height)))
	var answer: Variant = await fetch("layout", query(layout, heights.size(), properties) + "&sizes=" + sizes)
	var name := "%s %s, %d Control children of their own heights, offset %s%s" % [layout, parameters, heights.size(), number(offset), ", rtl" if rtl else ""]
	var problems: Array = [placed] if placed is String else [answer] if answer is String else compare(node, answer.items, offset)
	if problems.is_empty() and answer.items.size() < 6:
		problems.append("only %d items on screen: the check proves little" % answer.items.size())
	report(name, problems)
	node.queue_free()


# Justified rows of photos of their own shapes: Controls of a size each, and TextureRects whose
# textures' sizes say it; their width / height goes as `aspectRatios`.
func check_justified() -> void:
	var parameters := {"targetRowHeight": 150, "boxSpacing": 6}
	var properties := {"offset": 200, "self_sizing": true, "parameters": parameters, "query": parameters_query(parameters)}
	var node := new_layout("justified", properties)
	var ratios: Array[float] = []
	for index in 40:
		var shape := Vector2(60 + index * 53 % 300, 60 + index * 29 % 200)
		var child: Control
		if index % 5 == 0:
			child = TextureRect.new()
			child.texture = ImageTexture.create_from_image(Image.create_empty(int(shape.x), int(shape.y), false, Image.FORMAT_RGB8))
			child.expand_mode = TextureRect.EXPAND_IGNORE_SIZE
		else:
			child = Control.new()
			child.size = shape
		ratios.append(shape.x / shape.y)
		node.add_child(child)
	add_child(node)
	var placed: Variant = await wait_for(node, "placed")
	var answer: Variant = await fetch("layout", query("justified", 40, properties) + "&aspectRatios=" + Sizes.compact(ratios, Query.text))
	var problems: Array = [placed] if placed is String else [answer] if answer is String else compare(node, answer.items, 200)
	report("justified %s, 40 photos (Controls and TextureRects) of their own shapes as aspectRatios, offset 200" % parameters, problems)
	node.queue_free()


# A fling and a scroll to an item through a masonry of cards: every /motion frame at its tick.
func check_scroll() -> void:
	for motion_case: Array in [["fling", 1500.0], ["scroll_to_item", 25.0]]:
		var parameters := {"columnWidth": 200, "gutter": 12}
		var properties := {"offset": 0, "self_sizing": true, "parameters": parameters, "fields": FIELDS, "query": parameters_query(parameters)}
		var heights := []
		for index in 40:
			heights.append(90 + index * 61 % 140)
		var node := make_sized_layout(heights, properties, "masonry")
		await wait_for(node, "placed")
		var sizes := ",".join(heights.map(func(height: float) -> String: return number(height)))
		var argument_name := "velocity" if motion_case[0] == "fling" else "item"
		var motion: Variant = await fetch("motion", query("masonry", 40, properties) + "&sizes=%s&%s=%s" % [sizes, argument_name, number(motion_case[1])])
		var name := "masonry %s(%s), 40 cards of their own heights: every frame" % [motion_case[0], number(motion_case[1])]
		if motion is String:
			report(name, [motion])
		else:
			var problems := await play(node, motion, func() -> void: node.call(motion_case[0], motion_case[1]))
			report(name + " (%d)" % motion.frames.size(), problems)
		node.queue_free()


static func parameters_query(parameters: Dictionary) -> String:
	var text := ""
	for key: String in parameters:
		text += "&%s=%s" % [key, number(parameters[key])]
	return text
