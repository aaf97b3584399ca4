# A demo card in 3D: a quad of its item's size with its number on it, for the carousel and the slider's 3D effects.
extends MeshInstance3D

var _label := Label3D.new()


func _init(index: int, color: Color) -> void:
	mesh = QuadMesh.new()
	var material := StandardMaterial3D.new()
	material.shading_mode = BaseMaterial3D.SHADING_MODE_UNSHADED
	material.albedo_color = color
	material_override = material  # PinwheelLayout sets its alpha and render priority (a copy)
	_label.text = str(index)
	_label.font_size = 96
	_label.outline_size = 0
	_label.pixel_size = 1  # one pixel one point, as the layout's camera shows the z = 0 plane
	_label.no_depth_test = true
	_label.position.z = 0.5
	add_child(_label)


# PinwheelLayout calls this after placing the card: the quad takes the item's size, and the
# number is drawn with the quad (same alpha, same stacking rank).
func pinwheel_apply(item: Dictionary) -> void:
	mesh.size = Vector2(item.frame.width, item.frame.height)
	_label.font_size = int(minf(item.frame.width, item.frame.height) * 0.45)
	_label.modulate.a = item.alpha
	_label.render_priority = material_override.render_priority
