# Placement: the README's placement rule in Godot 4's types, for a Control, a Node2D or a Node3D.
#
# An item (one element of a /layout answer) is a box of frame.width × frame.height at the frame's
# origin less the content offset, transformed about its anchor point. In 2D that is UIKit's
# coordinates as they are (origin top-left, y down). In 3D one unit is one point, the viewport's
# centre is the world's origin, y is up and the viewer looks down −z (Godot's conventions), so
# UIKit's (x, y, z) is Godot's (x − width/2, height/2 − y, z).
extends RefCounted

# The kinds of the items that children show: the slider's are slides, every other layout's cells.
const ITEM_KINDS = ["cell", "slide"]


# The item's 2D transform (a, b, c, d, tx, ty): `transform`, or `transform3D`'s 2D part, which is
# the same numbers for the 2D layouts (a carousel's 3D placement needs a Node3D).
static func affine(item: Dictionary) -> Array[float]:
	if item.has("transform"):
		var t: Dictionary = item.transform
		return [t.a, t.b, t.c, t.d, t.tx, t.ty]
	var m: Dictionary = item.transform3D
	return [m.m11, m.m12, m.m21, m.m22, m.m41, m.m42]


# The item's anchor point in its own box, in points from the box's top-left corner.
static func anchor(item: Dictionary) -> Vector2:
	return Vector2(item.anchorPoint.x * item.frame.width, item.anchorPoint.y * item.frame.height)


# `item` with a 2D `transform` that a Control or a Node2D can take, when its transform3D has a
# perspective (a page's carousel box, whose items are not Node3Ds): the rectangle through the
# projections, as a browser draws them, of its centre and its edges' midpoints; the item itself
# without one.
static func flattened(item: Dictionary) -> Dictionary:
	var m: Dictionary = item.get("transform3D", {})
	if m.is_empty() or (m.m14 == 0 and m.m24 == 0 and m.m44 == 1):
		return item
	var pivot := anchor(item)
	var w: float = item.frame.width
	var h: float = item.frame.height
	var centre := _projected(m, Vector2(w / 2, h / 2) - pivot)
	var across := (_projected(m, Vector2(w, h / 2) - pivot) - _projected(m, Vector2(0, h / 2) - pivot)) / w
	var down := (_projected(m, Vector2(w / 2, h) - pivot) - _projected(m, Vector2(w / 2, 0) - pivot)) / h
	# The element's centre goes to `centre` (from the anchor point): t = centre − L · (centre − anchor).
	var from_anchor := Vector2(w / 2, h / 2) - pivot
	var translation := centre - (across * from_anchor.x + down * from_anchor.y)
	var flat := item.duplicate()
	flat.erase("transform3D")
	flat.transform = {"a": across.x, "b": across.y, "c": down.x, "d": down.y, "tx": translation.x, "ty": translation.y}
	return flat


# A point q (from the anchor point) through transform3D with the perspective divide, as a browser
# draws it: (X, Y, Z, W) = (q.x, q.y, 0, 1) · M, then (X, Y) / W.
static func _projected(m: Dictionary, q: Vector2) -> Vector2:
	var w: float = q.x * m.m14 + q.y * m.m24 + m.m44
	return Vector2((q.x * m.m11 + q.y * m.m21 + m.m41) / w, (q.x * m.m12 + q.y * m.m22 + m.m42) / w)


# The transform of a Node2D that draws the element in (0, 0)…(width, height).
static func transform_2d(item: Dictionary, content_offset: Vector2) -> Transform2D:
	var t := affine(item)
	var pivot := anchor(item)
	var linear := Transform2D(Vector2(t[0], t[1]), Vector2(t[2], t[3]), Vector2())
	# Differences are taken in GDScript's doubles before they meet Vector2's single precision.
	var x: float = item.frame.x - content_offset.x + t[4]
	var y: float = item.frame.y - content_offset.y + t[5]
	return Transform2D(linear.x, linear.y, Vector2(x, y) + pivot - linear.basis_xform(pivot))


# A Control has position, size, pivot, rotation and scale: every 2D transform but a shear.
# Answers false (and places it without the shear) for a transform with one. Godot 4 keeps a
# Control at least its minimum size: a frame smaller than that is drawn at the minimum size.
static func place_control(control: Control, item: Dictionary, content_offset: Vector2) -> bool:
	var t := affine(item)
	var scale_x := sqrt(t[0] * t[0] + t[1] * t[1])
	control.size = Vector2(item.frame.width, item.frame.height)
	control.pivot_offset = anchor(item)
	control.position = Vector2(item.frame.x - content_offset.x + t[4], item.frame.y - content_offset.y + t[5])
	control.rotation = atan2(t[1], t[0])
	control.scale = Vector2(scale_x, (t[0] * t[3] - t[1] * t[2]) / scale_x)
	return absf(t[0] * t[2] + t[1] * t[3]) <= 1e-9 * (1 + scale_x * scale_x)


# The 3D transform of a Node3D that draws the element centred on its origin in the z = 0 plane,
# y up (a QuadMesh or Sprite3D of the frame's size).
#
# transform3D (M, row vectors, translation in m41…m43) acts about the anchor point A. When it is
# a placement K followed by the perspective P (m34 = p) about the viewport's centre C, which the
# camera applies (see perspective()), M = K · P · T(−u) with u = A − C, so M · T(u) = K · P: K is
# M · T(u) without its fourth column, and it puts a point q of the element (from A) at q · K
# from C. Without a perspective (the 2D layouts) K is M moved by u. The carousel's items sit at
# C (u = 0); the slider's effects are seen through the container's perspective about C.
static func transform_3d(item: Dictionary, content_offset: Vector2, viewport: Vector2) -> Transform3D:
	var m: Dictionary = item.transform3D
	var pivot := anchor(item)
	# u, and the element's centre seen from its anchor point. Differences are taken in GDScript's
	# doubles before they meet Godot's single precision.
	var u_x: float = item.frame.x - content_offset.x + pivot.x - viewport.x / 2
	var u_y: float = item.frame.y - content_offset.y + pivot.y - viewport.y / 2
	var centre_x: float = item.frame.width / 2 - pivot.x
	var centre_y: float = item.frame.height / 2 - pivot.y
	var k: Array[Array] = [
		[m.m11 + m.m14 * u_x, m.m12 + m.m14 * u_y, m.m13],
		[m.m21 + m.m24 * u_x, m.m22 + m.m24 * u_y, m.m23],
		[m.m31 + m.m34 * u_x, m.m32 + m.m34 * u_y, m.m33],
		[m.m41 + m.m44 * u_x, m.m42 + m.m44 * u_y, m.m43],
	]
	# Godot's columns are K's rows, with y's sign flipped both ways.
	var basis := Basis(Vector3(k[0][0], -k[0][1], k[0][2]), Vector3(-k[1][0], k[1][1], -k[1][2]), Vector3(k[2][0], -k[2][1], k[2][2]))
	var origin: Array[float] = []
	for axis in 3:
		origin.append(centre_x * k[0][axis] + centre_y * k[1][axis] + k[3][axis])
	return Transform3D(basis, Vector3(origin[0], -origin[1], origin[2]))


# The item's perspective p (m34 = −1/d for an eye at distance d), when transform3D is its
# placement K followed by a perspective about the viewport's centre: then M's fourth column is
# p times its third, plus (0, 0, 0, 1) (the translation after P leaves both alone). The carousel's
# transforms are built that way (iCarousel sets m34 first and transforms after it), and so are the
# slider's (docs/SLIDER.md §4), so one camera at distance d from the centre shows every item exactly.
static func perspective(item: Dictionary) -> float:
	var m: Dictionary = item.transform3D
	var length_squared: float = m.m13 * m.m13 + m.m23 * m.m23 + m.m33 * m.m33
	if length_squared == 0:
		return 0.0
	return (m.m14 * m.m13 + m.m24 * m.m23 + m.m34 * m.m33) / length_squared


# Whether transform3D is a placement followed by the perspective p about the viewport's centre
# (its fourth column p times its third plus (0, 0, 0, 1)): what one camera shows exactly.
static func is_seen_from_centre(item: Dictionary, p: float) -> bool:
	var m: Dictionary = item.transform3D
	var residual: float = absf(m.m14 - p * m.m13) + absf(m.m24 - p * m.m23) + absf(m.m34 - p * m.m33) + absf(m.m44 - 1 - p * m.m43)
	return residual <= 1e-9 * (1 + absf(m.m43))


# Points the camera at the viewport's centre from the eye's distance −1/p, with the field of view
# that shows the z = 0 plane at one pixel per point (orthogonal when p is 0).
static func align_camera(camera: Camera3D, p: float, viewport: Vector2) -> void:
	camera.keep_aspect = Camera3D.KEEP_HEIGHT
	if p >= 0:
		camera.set_orthogonal(viewport.y, 1, 20000)
		camera.transform = Transform3D(Basis(), Vector3(0, 0, 10000))
		return
	var distance := -1 / p
	camera.set_perspective(rad_to_deg(2 * atan(viewport.y / 2 / distance)), distance / 1000, distance * 1000)
	camera.transform = Transform3D(Basis(), Vector3(0, 0, distance))


# The answer's items that children show (cells, slides) by child: child i shows item i, the
# parallax list's sections one after another.
static func cells_by_child(answer_items: Array, section_counts: Array[int]) -> Dictionary:
	var first_child_of_section: Array[int] = [0]
	for items_in_section in section_counts:
		first_child_of_section.append(first_child_of_section.back() + items_in_section)
	var cells := {}
	for item: Dictionary in answer_items:
		if item.kind in ITEM_KINDS and int(item.section) < first_child_of_section.size():
			cells[first_child_of_section[int(item.section)] + int(item.item)] = item
	return cells


# Stacking ranks 0, 1, … by zIndex (ties in answer order): the server's zIndex may be far
# outside the range of Godot's z indices and render priorities.
static func stacking(cells: Dictionary) -> Dictionary:
	var order: Array[Array] = []
	for index: int in cells:
		order.append([cells[index].zIndex, order.size(), index])
	order.sort_custom(func(a: Array, b: Array) -> bool: return a[0] < b[0] or (a[0] == b[0] and a[1] < b[1]))
	var ranks := {}
	for rank in order.size():
		ranks[order[rank][2]] = rank
	return ranks


# Opacity and stacking: `modulate` and z index in 2D (a Control has one in Godot 4, as a Node2D);
# in 3D, for a GeometryInstance3D whose material_override is a BaseMaterial3D (made unique to the
# element, alpha-blended, drawn without depth test as a browser or Core Animation draws flat
# siblings: by stacking order alone), its albedo alpha and render priority.
static func style(node: Node, alpha: float, stacking: int) -> void:
	if node is CanvasItem:
		node.modulate.a = alpha
		node.z_index = stacking
	elif node is GeometryInstance3D and node.material_override is BaseMaterial3D:
		if not node.has_meta(&"pinwheel_material"):
			node.material_override = node.material_override.duplicate()
			node.material_override.transparency = BaseMaterial3D.TRANSPARENCY_ALPHA
			node.material_override.no_depth_test = true
			node.set_meta(&"pinwheel_material", true)
		node.material_override.albedo_color.a = alpha
		node.material_override.render_priority = clampi(stacking - 128, Material.RENDER_PRIORITY_MIN, Material.RENDER_PRIORITY_MAX)
	elif node is SpriteBase3D:
		node.modulate.a = alpha
