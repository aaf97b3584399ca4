# The suite's checks against clients/fixtures/ (written by `swift run pinwheel-fixtures` from the server's code): the addon's canonical size text and ids, and its copy of the slider's defaults.
extends "support.gd"

const Sizes = preload("res://addons/pinwheel/sizes.gd")
const SliderOptions = preload("res://addons/pinwheel/slider.gd")


func run() -> void:
	check_size_text()
	check_slider_defaults()


# clients/fixtures/NAME, beside this project (scripts/godot-test.d/godot4 mounts it beside the
# project's copy), parsed; a String saying why not when it cannot be read.
static func fixture(name: String) -> Variant:
	var path := ProjectSettings.globalize_path("res://").path_join("../fixtures").path_join(name)
	var parsed: Variant = JSON.parse_string(FileAccess.get_file_as_string(path))
	return parsed if parsed is Dictionary else "%s: not read (%s)" % [path, error_string(FileAccess.get_open_error())]


# Every plain text of at most SIGNIFICANT_DIGITS digits has the server's canonical text and id
# (none where the server refuses it); every other text none (it goes to POST /sizes as written);
# every list of lengths of at most that many digits, compacted, is the server's canonical text.
func check_size_text() -> void:
	var name := "the addon's canonical size text and ids are clients/fixtures/size-text.json's"
	var cases: Variant = fixture("size-text.json")
	if cases is String:
		report(name, [cases])
		return
	var problems := []
	var computed := 0
	for entry: Dictionary in cases.texts:
		var reads: bool = entry.plain and entry.digits <= Sizes.SIGNIFICANT_DIGITS and entry.canonical != null
		var canonical := Sizes.canonical(entry.text)
		problems += text_problems(entry.text.left(40), canonical, entry.canonical if reads else "", entry.id)
		computed += 1 if reads else 0
	for entry: Dictionary in cases.lengths:
		if entry.digits <= Sizes.SIGNIFICANT_DIGITS:
			var lengths: Array[float] = []
			lengths.assign(entry.lengths)
			var compacted := Sizes.compact(lengths, func(length: float) -> String: return "(%s: no shortest decimal)" % length)
			problems += text_problems(str(entry.lengths.slice(0, 4)), compacted, entry.canonical, entry.id)
			computed += 1
	if computed < 20:
		problems.append("only %d cases the addon reads" % computed)
	report("%s (%d of %d cases computed)" % [name, computed, cases.texts.size() + cases.lengths.size()], problems)


# The problems unless `canonical` is `expected`, and its id `id` when there is one.
static func text_problems(what: String, canonical: String, expected: String, id: Variant) -> Array:
	if canonical != expected:
		return ["%s: canonical text %s, the server's %s" % [what, canonical.left(40), expected.left(40)]]
	if canonical != "" and Sizes.table_id(canonical) != id:
		return ["%s: id %s, the server's %s" % [what, Sizes.table_id(canonical), id]]
	return []


# slider.gd's copy of Swiper's defaults is the server's, and a new PinwheelLayout's slider
# properties hold them (it sends none of them).
func check_slider_defaults() -> void:
	var name := "slider.gd's DEFAULTS are clients/fixtures/layout-facts.json's sliderDefaults, and a new node's"
	var facts: Variant = fixture("layout-facts.json")
	if facts is String:
		report(name, [facts])
		return
	var problems := []
	if SliderOptions.DEFAULTS != facts.sliderDefaults:
		problems.append("DEFAULTS %s, the server's %s" % [SliderOptions.DEFAULTS, facts.sliderDefaults])
	var node := new_layout("slider", {})
	var sent := SliderOptions.query(node)
	if not sent.is_empty():
		problems.append("a new slider sends %s" % sent)
	node.free()
	report(name, problems)
