# The demo: an app's home screen as one page (PinwheelPage, home_screen.gd), then the carousel's types, the slider's effects and the wheel, placed by PinwheelLayout; drag and release to fling, ← → to step, Tab or the buttons to switch.
#
# PINWHEEL_URL names the server (default http://127.0.0.1:8080). With PINWHEEL_SCREENSHOT set to
# a path, it saves what it shows there as a PNG once the cards are placed, and quits
# (scripts/godot-test.d/godot4 screenshot FILE.png); PINWHEEL_DEMO_MODE picks the screen (an index
# of MODES, 0 by default: the home screen).
extends Control

const Card3D = preload("card_3d.gd")
const HomeScreen = preload("home_screen.gd")
const CARDS = 20
# What the buttons switch between: [label, layout, the layout's properties].
const MODES = [
	["home", "page", {}],
	["coverFlow", "carousel", {"type": "coverFlow", "offset": 400}],
	["rotary", "carousel", {"type": "rotary"}],
	["cylinder", "carousel", {"type": "cylinder"}],
	["timeMachine", "carousel", {"type": "timeMachine"}],
	["cards", "slider", {"effect": "cards", "slides_per_view": 3, "offset": 640}],
	["coverflow", "slider", {"effect": "coverflow", "slides_per_view": 3, "centered_slides": true, "offset": 640}],
	["cube", "slider", {"effect": "cube", "width": 600, "offset": 220}],
	["flip", "slider", {"effect": "flip"}],
	# Flat children are placed in the layout's own rectangle: this one is 360 points high.
	["slide", "slider", {"effect": "slide", "slides_per_view": 3.5, "space_between": 16, "position": Vector2(0, 120), "height": 360}],
	["wheel", "wheel", {"offset": 300}],
]

var layout: Control = null  # the PinwheelLayout or the PinwheelPage shown
var _mode := 0
var _caption := Label.new()
var _buttons := HBoxContainer.new()
# The caption and the buttons, over the cards: a Control child's z index, which the layout sets
# to its stacking rank, draws it over the layout's later siblings too.
var _overlay := CanvasLayer.new()


func _ready() -> void:
	RenderingServer.set_default_clear_color(Color("#12151c"))
	get_viewport().msaa_3d = Viewport.MSAA_4X
	add_child(_overlay)
	_caption.position = Vector2(16, 12)
	_overlay.add_child(_caption)
	_buttons.set_anchors_and_offsets_preset(Control.PRESET_BOTTOM_WIDE)
	_buttons.position.y -= 48
	_buttons.alignment = BoxContainer.ALIGNMENT_CENTER
	for index in MODES.size():
		var button := Button.new()
		button.text = MODES[index][0]
		button.focus_mode = Control.FOCUS_NONE  # the arrow keys are the layout's
		button.pressed.connect(switch_to.bind(index))
		_buttons.add_child(button)
	_overlay.add_child(_buttons)
	switch_to(int(OS.get_environment("PINWHEEL_DEMO_MODE")) if OS.has_environment("PINWHEEL_DEMO_MODE") else 0)
	if OS.has_environment("PINWHEEL_SCREENSHOT"):
		await layout.placed
		for _frame in 3:
			await get_tree().process_frame
		get_viewport().get_texture().get_image().save_png(OS.get_environment("PINWHEEL_SCREENSHOT"))
		get_tree().quit()


# A new PinwheelLayout for MODES[index], with cards of the kind it places: quads for the 3D
# transforms (the carousel, the slider's 3D effects), panels for the flat ones.
func switch_to(index: int) -> void:
	_mode = index
	var mode: Array = MODES[index]
	if layout != null:
		layout.queue_free()
	var base_url := OS.get_environment("PINWHEEL_URL") if OS.has_environment("PINWHEEL_URL") else "http://127.0.0.1:8080"
	if mode[1] == "page":
		show_home_screen(base_url)
		return
	layout = PinwheelLayout.new()
	layout.base_url = base_url
	layout.layout = mode[1]
	layout.width = 960
	layout.height = 600
	layout.handle_input = true
	for key: String in mode[2]:
		layout.set(key, mode[2][key])
	var flat: bool = mode[1] == "wheel" or mode[2].get("effect", "") in ["slide", "fade"]
	for card in CARDS:
		var color := Color.from_hsv(fmod(card * 0.05, 1.0), 0.62, 0.78)
		layout.add_child(panel(card, color) if flat else Card3D.new(card, color))
	layout.request_failed.connect(func(status: int, detail: String) -> void: _caption.text = "Pinwheel server: %d %s" % [status, detail])
	add_child(layout)
	layout.grab_focus()
	_caption.text = "Godot %s · PinwheelLayout · %s %s · drag and release, ← →, Tab switches" % [Engine.get_version_info().string, mode[1], mode[0]]


# The home screen, one page under the buttons: drag or the wheel scrolls it, a drag in the slider
# or the shelf moves that box, a release flings.
func show_home_screen(base_url: String) -> void:
	layout = HomeScreen.new()
	layout.base_url = base_url
	layout.width = 960
	layout.height = 600
	layout.size = Vector2(960, 600)
	layout.request_failed.connect(func(status: int, detail: String) -> void: _caption.text = "Pinwheel server: %d %s" % [status, detail])
	add_child(layout)
	layout.grab_focus()
	_caption.text = ""


# A flat card: a rounded, coloured panel with its number.
func panel(index: int, color: Color) -> Control:
	var card := Panel.new()
	var style := StyleBoxFlat.new()
	style.bg_color = color
	style.set_corner_radius_all(16)
	style.border_color = Color(1, 1, 1, 0.55)
	style.set_border_width_all(3)
	card.add_theme_stylebox_override("panel", style)
	card.mouse_filter = Control.MOUSE_FILTER_IGNORE
	var label := Label.new()
	label.text = str(index)
	label.horizontal_alignment = HORIZONTAL_ALIGNMENT_CENTER
	label.vertical_alignment = VERTICAL_ALIGNMENT_CENTER
	label.set_anchors_preset(Control.PRESET_FULL_RECT)
	label.add_theme_font_size_override("font_size", 48)
	card.add_child(label)
	return card


func _unhandled_input(event: InputEvent) -> void:
	if event is InputEventKey and event.pressed and event.keycode == KEY_TAB:
		switch_to((_mode + (MODES.size() - 1 if event.shift_pressed else 1)) % MODES.size())
