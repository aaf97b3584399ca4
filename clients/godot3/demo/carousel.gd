# The demo: a coverFlow carousel of numbered cards placed by PinwheelLayout; drag and release to fling, ← → to step.
#
# PINWHEEL_URL names the server (default http://127.0.0.1:8080). With PINWHEEL_SCREENSHOT set to
# a path, it saves what it shows there as a PNG once the cards are placed, and quits.
extends Control

const PinwheelLayout = preload("res://addons/pinwheel/pinwheel_layout.gd")
const CARDS = 20
const CARD_SIZE = Vector2(200, 200)
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

var carousel = PinwheelLayout.new()


func _ready():
	VisualServer.set_default_clear_color(Color("#12151c"))
	get_viewport().msaa = Viewport.MSAA_4X
	carousel.base_url = OS.get_environment("PINWHEEL_URL") if OS.has_environment("PINWHEEL_URL") else "http://127.0.0.1:8080"
	carousel.layout = "carousel"
	carousel.type = "coverFlow"
	carousel.offset = 400  # item 8 in front: one item is itemWidth × spacing = 200 × 0.25 points
	carousel.set_anchors_and_margins_preset(Control.PRESET_WIDE)
	for index in CARDS:
		carousel.add_child(card(index))
	add_child(carousel)
	carousel.connect("request_failed", self, "_on_request_failed")
	var caption = Label.new()
	caption.text = "Godot %s · PinwheelLayout · carousel, coverFlow · drag and release, or the arrow keys" % Engine.get_version_info().string
	caption.rect_position = Vector2(16, 12)
	add_child(caption)
	if OS.has_environment("PINWHEEL_SCREENSHOT"):
		yield(carousel, "placed")
		for _frame in 3:  # the cards' own viewports draw first
			yield(get_tree(), "idle_frame")
		var image = get_viewport().get_texture().get_data()
		image.flip_y()
		image.save_png(OS.get_environment("PINWHEEL_SCREENSHOT"))
		get_tree().quit()


# A card: a quad showing a small 2D scene (a rounded, coloured panel with its number) drawn in a
# viewport of its own.
func card(index: int) -> MeshInstance:
	var viewport = Viewport.new()
	viewport.size = CARD_SIZE
	viewport.transparent_bg = true
	viewport.render_target_v_flip = true
	viewport.usage = Viewport.USAGE_2D
	var panel = Panel.new()
	var style = StyleBoxFlat.new()
	style.bg_color = Color.from_hsv(fmod(index * 0.05, 1.0), 0.62, 0.78)
	style.set_corner_radius_all(16)
	style.border_color = Color(1, 1, 1, 0.55)
	style.set_border_width_all(3)
	panel.add_stylebox_override("panel", style)
	panel.rect_size = CARD_SIZE
	var label = Label.new()
	label.text = str(index)
	label.align = Label.ALIGN_CENTER
	label.valign = Label.VALIGN_CENTER
	label.rect_size = CARD_SIZE
	if File.new().file_exists(FONT):
		var font_data = DynamicFontData.new()
		font_data.font_path = FONT
		var font = DynamicFont.new()
		font.font_data = font_data
		font.size = 96
		label.add_font_override("font", font)
	panel.add_child(label)
	viewport.add_child(panel)
	var mesh = MeshInstance.new()
	mesh.mesh = QuadMesh.new()
	mesh.mesh.size = CARD_SIZE
	var material = SpatialMaterial.new()
	material.flags_unshaded = true
	material.flags_albedo_tex_force_srgb = true  # the card viewport draws in sRGB already
	material.albedo_texture = viewport.get_texture()
	material.albedo_texture.flags = Texture.FLAG_FILTER
	mesh.material_override = material
	mesh.add_child(viewport)
	return mesh


# The content follows the pointer, and → goes to the item on the right: the next one, or with
# carousel.rtl (a growing offset moves the content right) the previous one.
func _unhandled_input(event):
	var forward = -1 if carousel.rtl else 1
	if event is InputEventMouseMotion and event.button_mask & BUTTON_MASK_LEFT:
		carousel.offset -= forward * event.relative.x
	elif event is InputEventMouseButton and event.button_index == BUTTON_LEFT and not event.pressed:
		carousel.fling(-forward * Input.get_last_mouse_speed().x)
	elif event.is_action_pressed("ui_right"):
		carousel.scroll_to_item(carousel.current_item + forward)
	elif event.is_action_pressed("ui_left"):
		carousel.scroll_to_item(carousel.current_item - forward)


func _on_request_failed(status, detail):
	push_error("Pinwheel server: %s %s" % [status, detail])
