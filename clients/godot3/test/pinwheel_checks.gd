# The Godot 3 addon's test tools: each item's corners on screen worked out from the API's numbers
# and compared with where the nodes draw them, a GET or POST to the server, a wait for a node's
# signal, and the tally of checks. test_pinwheel.gd extends this script with the checks.
extends Node

const Response = preload("res://addons/pinwheel/response.gd")
const TOLERANCE = 1e-3

var base_url = OS.get_environment("PINWHEEL_URL")
var passed = 0
var failed = 0
var corners_checked = 0  # in the current check
var largest_error = 0.0


func post_sizes(text: String):
	var request = HTTPRequest.new()
	add_child(request)
	request.request(base_url + "/sizes", ["Content-Type: text/plain"], true, HTTPClient.METHOD_POST, text)
	var response = yield(request, "request_completed")
	request.queue_free()
	var answer = Response.json(response[0], response[2], response[3])
	if not response[1] in [200, 201] or answer == null:
		return "POST /sizes: status %d, %s" % [response[1], response[3].get_string_from_utf8().left(200)]
	return answer


# The problems with the nodes' placement, against one answer's items.
func compare(node: Control, items: Array, offset: float) -> Array:
	var content_offset = {"wheel": Vector2(offset, 0), "circle": Vector2(0, offset), "parallax": Vector2(0, offset)}.get(node.layout, Vector2())
	var first_child = [0]
	for items_in_section in node.section_counts:
		first_child.append(first_child.back() + items_in_section)
	var nodes = node.item_nodes()
	var shown = {}
	var problems = []
	for item in items:
		if not item.kind in ["cell", "slide"]:
			continue
		var child = nodes[first_child[int(item.section)] + int(item.item)]
		shown[child] = item
		problems += corner_problems(child, item, content_offset)
		if not child.visible or abs(alpha(child) - item.alpha) > TOLERANCE:
			problems.append("item %d: visible %s, alpha %s (API %s)" % [item.item, child.visible, alpha(child), item.alpha])
	for child in nodes:
		if child.visible != shown.has(child):
			problems.append("child %d visible %s, in the answer %s" % [nodes.find(child), child.visible, shown.has(child)])
		for other in shown:
			if shown.has(child) and shown[child].zIndex < shown[other].zIndex and stacking(child) != null and not stacking(child) < stacking(other):
				problems.append("item %d stacks above item %d" % [shown[child].item, shown[other].item])
	return problems


func corner_problems(child: Node, item: Dictionary, content_offset: Vector2) -> Array:
	var problems = []
	for corner in [Vector2(0, 0), Vector2(item.frame.width, 0), Vector2(0, item.frame.height), Vector2(item.frame.width, item.frame.height)]:
		var error = expected_corner(item, corner, content_offset).distance_to(actual_corner(child, item, corner))
		corners_checked += 1
		largest_error = max(largest_error, error)
		if not error <= TOLERANCE:
			problems.append("%s %d corner %s off by %s" % [item.kind, item.item, corner, error])
	return problems


# A corner (points from the box's top-left) on screen, as a browser draws `transform3D` about the
# anchor point: q = corner − anchor, (X, Y, Z, W) = (q.x, q.y, 0, 1) · M, then anchor + (X, Y) / W.
func expected_corner(item: Dictionary, corner: Vector2, content_offset: Vector2) -> Vector2:
	var m = item.transform3D
	var anchor_x = item.anchorPoint.x * item.frame.width
	var anchor_y = item.anchorPoint.y * item.frame.height
	var qx = corner.x - anchor_x
	var qy = corner.y - anchor_y
	var w = qx * m.m14 + qy * m.m24 + m.m44
	var x = item.frame.x - content_offset.x + anchor_x + (qx * m.m11 + qy * m.m21 + m.m41) / w
	var y = item.frame.y - content_offset.y + anchor_y + (qx * m.m12 + qy * m.m22 + m.m42) / w
	return Vector2(x, y)


# Where the node draws that corner: a Spatial's content is centred on its origin, y up.
func actual_corner(child: Node, item: Dictionary, corner: Vector2) -> Vector2:
	if child is Spatial:
		var local = Vector3(corner.x - item.frame.width / 2, item.frame.height / 2 - corner.y, 0)
		return get_viewport().get_camera().unproject_position(child.global_transform.xform(local))
	return child.get_transform().xform(corner)


func alpha(child: Node) -> float:
	return child.material_override.albedo_color.a if child is GeometryInstance else child.modulate.a


func stacking(child: Node):
	if child is Node2D:
		return child.z_index
	if child is GeometryInstance:
		return child.material_override.render_priority
	return null  # a Control's z index is set in the VisualServer, which does not tell it back


func report(name: String, problems: Array) -> void:
	if problems.empty():
		passed += 1
		var corners = ": %d corners, largest error %.6f points" % [corners_checked, largest_error] if corners_checked else ""
		print("ok    " + name + corners)
	else:
		failed += 1
		print("FAIL  %s: %d problems, first: %s" % [name, problems.size(), problems.slice(0, 2)])
	corners_checked = 0
	largest_error = 0.0


# The server's answer to GET /endpoint?query, or a String saying why there is none.
func fetch(endpoint: String, query: String):
	var request = HTTPRequest.new()
	add_child(request)
	request.request("%s/%s?%s" % [base_url, endpoint, query])
	var response = yield(request, "request_completed")
	request.queue_free()
	var answer = Response.json(response[0], response[2], response[3])
	if response[1] != 200 or answer == null:
		return "GET /%s: status %d, %s" % [endpoint, response[1], response[3].get_string_from_utf8().left(200)]
	return answer


# The two arguments of the node's next `signal_name`, or a String: its request_failed, or 10 s of silence.
func wait_for(node: Node, signal_name: String):
	var outcome = {}
	node.connect(signal_name, self, "_record", [outcome, "value"], CONNECT_ONESHOT)
	node.connect("request_failed", self, "_record", [outcome, "failure"], CONNECT_ONESHOT)
	var deadline = OS.get_ticks_msec() + 10000
	while outcome.empty() and OS.get_ticks_msec() < deadline:
		yield(get_tree(), "idle_frame")
	for connected in [signal_name, "request_failed"]:
		if node.is_connected(connected, self, "_record"):
			node.disconnect(connected, self, "_record")
	if outcome.has("value"):
		return outcome.value
	return "request_failed %s" % [outcome.failure] if outcome.has("failure") else "no %s within 10 s" % signal_name


func _record(first, second, outcome: Dictionary, key: String) -> void:
	outcome[key] = [first, second]
