# The editor side of the Pinwheel addon. PinwheelLayout is a node type by its class_name (with its
# icon) whether or not the plugin is on; enabling it only says the addon is in use.
@tool
extends EditorPlugin
