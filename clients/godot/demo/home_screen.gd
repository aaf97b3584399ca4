# The demo's home screen: an app's home screen as one PinwheelPage (docs/PAGE.md): a hero slider, a coverflow shelf, a grid of categories and a feed of 100,000 masonry cards from a size table, each block with a pinned title.
#
# The screen is demo/home-screen.json, a copy of clients/fixtures/home-screen.json (the web demo's
# and the page benchmarks' too; scripts/godot-test.d/godot4 fails when the two differ): res://
# cannot read outside this project. Its feed's heights go as a size table, named in the masonry's
# query where the fixture says @FEED.
extends PinwheelPage

const SCREEN = "res://demo/home-screen.json"
const TITLES = ["Featured", "Shelf", "Categories", "Feed · 100,000 cards"]
# The shelf opens on its middle cover, item 5, 30 points an item from the first (coverFlow's spacing at
# itemWidth 120), so that covers lean in from both sides.
const SHELF_MIDDLE = 150
const CATEGORIES = ["Games", "Music", "Films", "Books", "News", "Sport", "Travel", "Food", "Art", "Science", "Kids", "Health"]


func _init() -> void:
	var screen: Dictionary = JSON.parse_string(FileAccess.get_file_as_string(SCREEN))
	var heights := PackedStringArray()
	for index in int(screen.feedCount):
		heights.append(str(int(screen.feedHeights[index % screen.feedHeights.size()])))
	var feed := ",".join(heights)
	size_tables = PackedStringArray([feed])
	description = JSON.stringify(screen.page, "", false).replace("@FEED", "@" + PinwheelPage.table_id(feed))
	template = element
	handle_input = true
	scroll = {1: SHELF_MIDDLE}


# Each element's child: titles on a dark bar, slides, covers, category tiles and feed cards.
func element(section: int, item: int, kind: String) -> Control:
	if kind == "pageHeader":
		return card(TITLES[section], Color(0.07, 0.08, 0.11, 0.94), 22, 0, HORIZONTAL_ALIGNMENT_LEFT)
	match section:
		0:
			return card("Featured %d" % (item + 1), Color.from_hsv(0.58 + item * 0.09, 0.55, 0.7), 40, 18)
		1:
			return card(str(item + 1), Color.from_hsv(fmod(item * 0.083, 1.0), 0.6, 0.8), 36, 8)
		2:
			return card(CATEGORIES[item % CATEGORIES.size()], Color.from_hsv(fmod(0.1 + item * 0.061, 1.0), 0.35, 0.45), 18, 10)
	return card("#%d" % item, Color.from_hsv(fmod(item * 0.0137, 1.0), 0.45, 0.72), 22, 12)


# A rounded panel with a centred (or left-aligned) label.
static func card(text: String, color: Color, font_size: int, radius: int, align := HORIZONTAL_ALIGNMENT_CENTER) -> Control:
	var panel := Panel.new()
	var style := StyleBoxFlat.new()
	style.bg_color = color
	style.set_corner_radius_all(radius)
	panel.add_theme_stylebox_override("panel", style)
	panel.mouse_filter = Control.MOUSE_FILTER_IGNORE
	var label := Label.new()
	label.text = text
	label.horizontal_alignment = align
	label.vertical_alignment = VERTICAL_ALIGNMENT_CENTER
	label.set_anchors_preset(Control.PRESET_FULL_RECT)
	label.offset_left = 16 if align == HORIZONTAL_ALIGNMENT_LEFT else 0
	label.add_theme_font_size_override("font_size", font_size)
	panel.add_child(label)
	return panel
