# The editor side of the Pinwheel addon: registers PinwheelLayout in the Create Node dialog.
tool
extends EditorPlugin


func _enter_tree():
	var icon = get_editor_interface().get_base_control().get_icon("Control", "EditorIcons")
	add_custom_type("PinwheelLayout", "Control", preload("pinwheel_layout.gd"), icon)


func _exit_tree():
	remove_custom_type("PinwheelLayout")
