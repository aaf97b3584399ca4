# The test's checks against clients/fixtures/ (written by `swift run pinwheel-fixtures` from the server's code): the addon's canonical size text and ids, and its copy of the slider's defaults.
extends Reference

const PinwheelLayout = preload("res://addons/pinwheel/pinwheel_layout.gd")
const Sizes = preload("res://addons/pinwheel/sizes.gd")
const SliderOptions = preload("res://addons/pinwheel/slider.gd")


# clients/fixtures/NAME, beside this project, parsed; a String saying why not when it cannot be read.
static func fixture(name: String):
	var path = ProjectSettings.globalize_path("res://").plus_file("../fixtures").plus_file(name)
	var file = File.new()
	var error = file.open(path, File.READ)
	if error != OK:
		return "%s: not read (error %d)" % [path, error]
	var parsed = JSON.parse(file.get_as_text())
	file.close()
	return parsed.result if parsed.error == OK and parsed.result is Dictionary else "%s: not JSON" % path


# The problems unless every plain text of at most SIGNIFICANT_DIGITS digits has the server's
# canonical text and id (none where the server refuses it), every other text none (it goes to
# POST /sizes as written), and every list of lengths of at most that many digits, compacted, is
# the server's canonical text; and how many cases the addon computed.
func size_text_problems() -> Array:
	var cases = fixture("size-text.json")
	if cases is String:
		return [[cases], 0]
	var problems = []
	var computed = 0
	for entry in cases.texts:
		var reads = entry.plain and entry.digits <= Sizes.SIGNIFICANT_DIGITS and entry.canonical != null
		var expected = entry.canonical if reads else ""
		problems += text_problems(entry.text.left(40), Sizes.canonical(entry.text), expected, entry.id)
		computed += 1 if reads else 0
	for entry in cases.lengths:
		if entry.digits <= Sizes.SIGNIFICANT_DIGITS:
			var compacted = Sizes.compact(entry.lengths, funcref(self, "no_shortest"))
			problems += text_problems(str(entry.lengths.slice(0, 3)), compacted, entry.canonical, entry.id)
			computed += 1
	if computed < 20:
		problems.append("only %d cases the addon reads" % computed)
	return [problems, computed]


func no_shortest(length: float) -> String:
	return "(%s: no shortest decimal)" % length


# The problems unless `canonical` is `expected`, and its id `id` when there is one.
static func text_problems(what: String, canonical: String, expected: String, id) -> Array:
	if canonical != expected:
		return ["%s: canonical text %s, the server's %s" % [what, canonical.left(40), expected.left(40)]]
	if canonical != "" and Sizes.table_id(canonical) != id:
		return ["%s: id %s, the server's %s" % [what, Sizes.table_id(canonical), id]]
	return []


# The problems unless slider.gd's DEFAULTS are the server's (layout-facts.json's sliderDefaults,
# key by key and of the same types) and a new PinwheelLayout's slider properties hold them.
static func slider_default_problems() -> Array:
	var facts = fixture("layout-facts.json")
	if facts is String:
		return [facts]
	var problems = []
	var defaults: Dictionary = facts.sliderDefaults
	for name in defaults:
		var copied = SliderOptions.DEFAULTS.get(name)
		if typeof(copied) != typeof(defaults[name]) or copied != defaults[name]:
			problems.append("DEFAULTS[%s] %s, the server's %s" % [name, copied, defaults[name]])
	if SliderOptions.DEFAULTS.size() != defaults.size():
		problems.append("DEFAULTS has %s, the server %s" % [SliderOptions.DEFAULTS.keys(), defaults.keys()])
	var node = PinwheelLayout.new()
	node.layout = "slider"
	var sent = SliderOptions.query(node)
	if not sent.empty():
		problems.append("a new slider sends %s" % sent)
	node.free()
	return problems
