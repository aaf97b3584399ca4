# The demo's home screen (demo/home_screen.gd: clients/fixtures/home-screen.json's page, its feed of 100,000 masonry cards a size table) placed and flung, against a server of the default memory (scripts/godot-test.d/godot4 runs it on its own: the suite's server has no room for the table).
extends "support.gd"

const HomeScreen = preload("res://demo/home_screen.gd")
# The shelf's offset, which the home screen opens on.
const SHELF = "&scroll=1:%d" % HomeScreen.SHELF_MIDDLE


func _ready() -> void:
	get_tree().root.size = Vector2i(VIEWPORT)
	var page: PinwheelPage = HomeScreen.new()
	page.base_url = base_url
	page.width = VIEWPORT.x
	page.height = VIEWPORT.y
	add_child(page)
	var placed: Variant = await wait_for(page, "placed")
	var answer: Variant = await fetch("page/layout", page_query(page, 0, SHELF))
	var problems: Array = [placed] if placed is String else [answer] if answer is String else compare_page(page, answer.items, 0)
	report("the demo's home screen: the fixture's page and its 100,000-card size table posted, every element at /page/layout's frame (%d)" % (answer.items.size() if answer is Dictionary else 0), problems)
	# Deep in the feed, its title pinned; then a fling down the feed.
	page.offset = 2000000
	placed = await wait_for(page, "placed")
	answer = await fetch("page/layout", page_query(page, 2000000, SHELF))
	problems = [placed] if placed is String else [answer] if answer is String else compare_page(page, answer.items, 2000000)
	var pinned: bool = answer is Dictionary and answer.items.any(func(item: Dictionary) -> bool: return item.kind == "pageHeader" and item.section == 3 and item.frame.y == 2000000)
	if not pinned:
		problems.append("the feed's title is not pinned at 2,000,000")
	report("the demo's home screen at offset 2,000,000: the feed's cards where /page/layout puts them, its title pinned", problems)
	var motion: Variant = await fetch("page/motion", page_query(page, 2000000, SHELF + "&velocity=1200"))
	problems = [motion] if motion is String else await play_page(page, motion, -1, func() -> void: page.fling(1200))
	report("the demo's home screen: fling(1200) through the feed, every /page/motion frame at its tick (%d)" % (motion.frames.size() if motion is Dictionary else 0), problems)
	print("%d passed, %d failed" % [passed, failed])
	get_tree().quit(1 if failed > 0 else 0)
