# The suite's checks of PinwheelPage: children placed at /page/layout's frames less the offset, in a stacking container per section and a clip per box, pinned titles, flings from /page/motion, taps from /page/hit, the wheel and keys, and the re-post after a 404.
#
# The page: a slider box with a pinned title and insets, a grid with a pinned title and a
# background, and a masonry of 40 cards whose heights are a size table (posted before the page,
# with ?page=@id). Every outcome is checked against the server's own answer for the same page,
# offsets and size.
extends "support.gd"

const DESCRIPTION = '{"sections":[' \
		+ '{"query":"layout=slider&count=8&slidesPerView=2.5&spaceBetween=12","height":180,"header":{"height":44,"pinned":true},"insets":{"top":8,"left":16,"bottom":16,"right":16}},' \
		+ '{"query":"layout=grid&count=12&minColumnWidth=160&itemHeight=200&gap=8","header":{"height":44,"pinned":true},"background":true},' \
		+ '{"query":"layout=masonry&count=40&columnWidth=160&gutter=8&sizes=@TABLE","header":{"height":44,"pinned":true},"insets":{"left":16,"right":16}}]}'
const CENTRE = Vector2(480, 300)

var table := ""
var description := ""


func run() -> void:
	var heights := PackedStringArray()
	for index in 40:
		heights.append(str(120 + 60 * (index % 3)))
	table = ",".join(heights)
	description = DESCRIPTION.replace("@TABLE", "@" + PinwheelPage.table_id(table))
	# Block 0 is [0, 248), the grid's [248, 956): at 400 its title is pinned, at 880 pushed up.
	for at: float in [0.0, 400.0, 880.0, 1400.0]:
		await check_placed(at)
	await check_page_fling()
	await check_box_fling()
	await check_scroll_to_section()
	await check_box_drag()
	await check_tap()
	await check_wheel_and_keys()
	await check_repost()


func make_page(at: float) -> PinwheelPage:
	var page := PinwheelPage.new()
	page.base_url = base_url
	page.size_tables = PackedStringArray([table])
	page.description = description
	page.width = VIEWPORT.x
	page.height = VIEWPORT.y
	page.offset = at
	add_child(page)
	return page


func check_placed(at: float) -> void:
	var page := make_page(at)
	var placed: Variant = await wait_for(page, "placed")
	var answer: Variant = await fetch("page/layout", page_query(page, at))
	var problems: Array = [placed] if placed is String else [answer] if answer is String else compare_page(page, answer.items, at)
	var pinned := ""
	if answer is Dictionary:
		for item: Dictionary in answer.items:
			if item.kind == "pageHeader" and item.frame.y == at and at > 0:
				pinned = ", section %d's title pinned" % item.section
	report("PinwheelPage at offset %s: every element at /page/layout's frame less the offset, a stacking container per section, a clip per box%s" % [at, pinned], problems)
	page.queue_free()


# fling(1800): the page released, UIScrollView's deceleration over its content.
func check_page_fling() -> void:
	var page := make_page(300)
	await wait_for(page, "placed")
	var motion: Variant = await fetch("page/motion", page_query(page, 300, "&velocity=1800"))
	var problems: Array = [motion] if motion is String else await play_page(page, motion, -1, func() -> void: page.fling(1800))
	report("PinwheelPage.fling(1800): every /page/motion frame at its tick (%d)" % (motion.frames.size() if motion is Dictionary else 0), problems)
	page.queue_free()


# fling_section(0, -900): the slider box moved by its own layout's motion, the page still.
func check_box_fling() -> void:
	var page := make_page(0)
	page.scroll = {0: 600}
	await wait_for(page, "placed")
	var motion: Variant = await fetch("page/motion", page_query(page, 0, "&scroll=0:600&section=0&velocity=-900"))
	var problems: Array = [motion] if motion is String else await play_page(page, motion, 0, func() -> void: page.fling_section(0, -900))
	report("PinwheelPage.fling_section(0, -900): the slider box's /page/motion frames, scroll and all (%d)" % (motion.frames.size() if motion is Dictionary else 0), problems)
	page.queue_free()


# scroll_to_section(2, 7): the masonry's card 7 brought below its pinned title, the page moved.
func check_scroll_to_section() -> void:
	var page := make_page(100)
	await wait_for(page, "placed")
	var motion: Variant = await fetch("page/motion", page_query(page, 100, "&section=2&item=7"))
	var problems: Array = [motion] if motion is String else await play_page(page, motion, -1, func() -> void: page.scroll_to_section(2, 7))
	report("PinwheelPage.scroll_to_section(2, 7): the masonry's card 7 below its pinned title, every /page/motion frame (%d)" % (motion.frames.size() if motion is Dictionary else 0), problems)
	page.queue_free()


# A press in the slider box, four moves of −30 points along x (at 30 times that a second), a
# release: the box's offset follows the pointer, the page does not move, and the release plays
# /page/motion's fling of that box at the pointer's velocity.
func check_box_drag() -> void:
	var page := make_page(0)
	page.handle_input = true
	await wait_for(page, "placed")
	var start := page.box_offset(0)
	var at := Vector2(200, 140)
	push_button(at, true)
	for move in 4:
		at += Vector2(-30, 0)
		push_motion(at, Vector2(-30, 0))
	var deadline := Time.get_ticks_msec() + 10000
	while not page.requests_in_flight.is_empty() and Time.get_ticks_msec() < deadline:
		await get_tree().process_frame
	var target := start + 120
	var problems: Array = []
	if page.scroll.get(0) != target or page.offset != 0:
		problems.append("dragged to scroll %s, offset %s; expected 0:%s, 0" % [page.scroll, page.offset, target])
	var answer: Variant = await fetch("page/layout", page_query(page, 0, "&scroll=0:" + number(target)))
	problems += [answer] if answer is String else compare_page(page, answer.items, 0)
	var motion: Variant = await fetch("page/motion", page_query(page, 0, "&scroll=0:%s&section=0&velocity=900" % number(target)))
	problems += [motion] if motion is String else await play_page(page, motion, 0, func() -> void: push_button(at, false))
	report("PinwheelPage, handle_input: a drag in the slider box moves its own offset 120 points, the release flings it (/page/motion, section 0)", problems)
	page.queue_free()


# A tap on a grid card and one on the slider box: item_selected says what /page/hit says.
func check_tap() -> void:
	var page := make_page(400)
	page.handle_input = true
	await wait_for(page, "placed")
	var problems := []
	for point: Vector2 in [Vector2(300, 200), Vector2(40, 10)]:
		var hit: Variant = await fetch("page/hit", page_query(page, 400, "&x=%s&y=%s" % [number(point.x), number(point.y)]).replace("&fields=" + PAGE_FIELDS, ""))
		var selected := []
		var on_selected := func(section: int, kind: String, item: int) -> void: selected.append([section, kind, item])
		page.item_selected.connect(on_selected)
		push_button(point, true)
		push_button(point, false)
		var deadline := Time.get_ticks_msec() + 10000
		while selected.is_empty() and Time.get_ticks_msec() < deadline:
			await get_tree().process_frame
		page.item_selected.disconnect(on_selected)
		if hit is String:
			problems.append(hit)
		elif selected != [[int(hit.section), hit.kind, int(hit.item)]]:
			problems.append("/page/hit says %s, item_selected %s" % [hit, selected])
	report("PinwheelPage, handle_input: taps on a grid card and a pinned title select what /page/hit names", problems)
	page.queue_free()


# The wheel scrolls the page 40 points a notch; with focus ui_page_down a viewport's 0.9 and
# ui_home back to the top; each placed as /page/layout says.
func check_wheel_and_keys() -> void:
	var page := make_page(100)
	page.handle_input = true
	await wait_for(page, "placed")
	page.grab_focus()
	var wheel := InputEventMouseButton.new()
	wheel.button_index = MOUSE_BUTTON_WHEEL_DOWN
	wheel.pressed = true
	wheel.factor = 1
	wheel.position = CENTRE
	wheel.global_position = CENTRE
	var page_down := InputEventAction.new()
	page_down.action = "ui_page_down"
	page_down.pressed = true
	var home := InputEventAction.new()
	home.action = "ui_home"
	home.pressed = true
	var problems := []
	for step: Array in [[wheel, 140.0], [page_down, 680.0], [home, 0.0]]:
		get_viewport().push_input(step[0])
		var placed: Variant = await wait_for(page, "placed")
		while placed is Array and placed[0] != step[1]:
			placed = await wait_for(page, "placed")
		var answer: Variant = await fetch("page/layout", page_query(page, step[1]))
		problems += [placed] if placed is String else [answer] if answer is String else compare_page(page, answer.items, step[1])
	report("PinwheelPage, handle_input: the wheel (40 points a notch), ui_page_down and ui_home scroll the page", problems)
	page.queue_free()


# The server loses the page and its size table (the suite's server has room for one table of 300
# lengths: the check posts one): the page's next read meets a 404, and the node posts the table
# and the page again and is placed.
func check_repost() -> void:
	var page := make_page(400)
	var placed: Variant = await wait_for(page, "placed")
	var problems: Array = [placed] if placed is String else []
	var evicting := PackedStringArray()
	for index in 300:
		evicting.append(str(40 + (37 * index) % 90))
	var posted: Variant = await post_sizes(",".join(evicting))
	var held: Array = await respond("%s/pages/%s" % [base_url, page.page_id], HTTPClient.METHOD_HEAD)
	if posted is String or held[1] != 404:
		problems.append("the page was not evicted: %s, HEAD /pages/{id} %d" % [posted, held[1]])
	page.offset = 880
	placed = await wait_for(page, "placed")
	var answer: Variant = await fetch("page/layout", page_query(page, 880))
	problems += [placed] if placed is String else [answer] if answer is String else compare_page(page, answer.items, 880)
	held = await respond("%s/pages/%s" % [base_url, page.page_id], HTTPClient.METHOD_HEAD)
	if held[1] != 200:
		problems.append("HEAD /pages/{id} %d after the re-post" % held[1])
	report("PinwheelPage: the page and its size table evicted; the next read's 404 posts both again, and the page is placed", problems)
	page.queue_free()

