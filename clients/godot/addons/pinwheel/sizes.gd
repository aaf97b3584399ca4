# Sizes: each child's length along the scroll axis, written as `sizes`, and when a list goes as a size table (POST /sizes).
#
# `sizes` is one length per item along the scroll axis, comma-separated, a run of n equal lengths
# written `L*n` (`200,150*3,320`), or `@sha256-…`: a table posted before with POST /sizes.
extends RefCounted

# A list of more entries than this (a run of equal lengths is one entry) is posted as a table:
# the query stays short, and the server parses the list once.
const TABLE_ENTRIES = 256
# The server's limit on a query string, in bytes as sent (percent-encoded).
const QUERY_LIMIT = 4096
# The shortest length the server takes; a child that measures 0 counts as this.
const SHORTEST = 0.001
# Where a Control's size before the layout first placed it is kept (the layout sets its size).
const NATURAL_SIZE = &"pinwheel_natural_size"


# A child's own length along `axis` (0: x, 1: y). A Control's is the larger of its combined
# minimum size and the size it had before the layout placed it; a Node3D's or a Node2D's is its
# exported `size` (a Vector2, or a Vector3's x and y), else its mesh's (a QuadMesh's). 0 when it
# has none.
static func length_of(child: Node, axis: int) -> float:
	if child is Control:
		if not child.has_meta(NATURAL_SIZE):
			child.set_meta(NATURAL_SIZE, child.size)
		return maxf(child.get_combined_minimum_size()[axis], child.get_meta(NATURAL_SIZE)[axis])
	var size: Variant = child.get("size")
	if size == null and child is MeshInstance3D and child.mesh != null:
		size = child.mesh.get("size")
	if size is Vector2 or size is Vector3:
		return size[axis]
	return 0.0


# A child's width / height, for justified rows' `aspectRatios`: a TextureRect's texture's, else a
# Control's size before the layout placed it (kept as length_of keeps it), a Node3D's or a
# Node2D's `size` or its QuadMesh's. 0 when it has none.
static func aspect_ratio_of(child: Node) -> float:
	var size: Variant = null
	if child is TextureRect and child.texture != null:
		size = child.texture.get_size()
	elif child is Control:
		length_of(child, 0)
		size = child.get_meta(NATURAL_SIZE)
	else:
		size = Vector2(length_of(child, 0), length_of(child, 1))
	return size.x / size.y if size.x > 0 and size.y > 0 else 0.0


# `sizes`' compact form of `lengths`: comma-separated, a run of n ≥ 2 equal lengths as `L*n`;
# `number_text` writes one length.
static func compact(lengths: Array[float], number_text: Callable) -> String:
	var entries := PackedStringArray()
	var start := 0
	while start < lengths.size():
		var end := start + 1
		while end < lengths.size() and lengths[end] == lengths[start]:
			end += 1
		var length: String = number_text.call(maxf(SHORTEST, lengths[start]))
		entries.append(length + ("*%d" % (end - start) if end - start > 1 else ""))
		start = end
	return ",".join(entries)


# Whether `text` goes as a table in a query of `query_length` bytes (with `text` in it as it is).
static func wanted(text: String, query_length: int) -> bool:
	if text.begins_with("@"):
		return false
	return query_length > QUERY_LIMIT or text.split(",").size() > TABLE_ENTRIES


# Whether an answer says the server does not hold the table a query named (evicted, or another
# replica): a 404 whose problem (`answer`, the body parsed by response.gd) has a type ending with
# `sizes-unknown`.
static func is_unknown_table(status: int, answer: Variant) -> bool:
	return status == 404 and answer is Dictionary and str(answer.get("type", "")).ends_with("sizes-unknown")
