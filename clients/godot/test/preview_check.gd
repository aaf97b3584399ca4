# The editor preview's check (scripts/godot-test.d/godot4 opens preview.tscn with `--editor --headless`): the scene's PinwheelLayouts and its PinwheelPage, @tool, place their children in the editor from a server that answers, and stay quiet when none does.
@tool
extends "support.gd"


# Before the layouts' own _ready sends their first request: the server this run started, and a
# port nothing listens on.
func _enter_tree() -> void:
	if Engine.is_editor_hint():
		$Wheel.base_url = base_url
		$Page.base_url = base_url
		$Unreachable.base_url = OS.get_environment("PINWHEEL_UNREACHABLE_URL")


func _ready() -> void:
	if not Engine.is_editor_hint():
		return
	var wheel: PinwheelLayout = $Wheel
	var placed: Variant = await wait_for(wheel, "placed")
	var answer: Variant = await fetch("layout", query("wheel", 12, {"offset": 310}))
	var problems: Array = [placed] if placed is String else [answer] if answer is String else compare(wheel, answer.items, 310)
	report("editor preview (@tool): a PinwheelLayout in the edited scene places its 12 children from the server", problems)
	var page: PinwheelPage = $Page
	# Placed while the wheel was checked, or on its way.
	placed = await wait_for(page, "placed") if page._elements.is_empty() else []
	answer = await fetch("page/layout", "page=@%s&width=960&height=600&offset=400&fields=%s" % [page.page_id, PAGE_FIELDS])
	problems = [placed] if placed is String else [answer] if answer is String else compare_page(page, answer.items, 400)
	report("editor preview (@tool): a PinwheelPage in the edited scene posts its description and places its %d elements, its title pinned" % (answer.items.size() if answer is Dictionary else 0), problems)
	var unreachable: PinwheelLayout = $Unreachable
	while unreachable.last_error.is_empty() and Engine.get_process_frames() < 100000:
		await get_tree().process_frame
	problems = [] if unreachable.last_error.get("status") == 0 else ["last_error %s" % unreachable.last_error]
	report("editor preview with no server: request_failed(0, …) quietly (no ERROR line)", problems)
	get_tree().quit()
