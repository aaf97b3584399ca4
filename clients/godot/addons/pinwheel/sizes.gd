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
# The most digits of a length whose id the addon computes: up to 15, Godot's to_float reads a
# decimal exactly as the server does (its longer readings may differ in the last bit); a list
# with a longer length is posted to POST /sizes, which computes the id.
const SIGNIFICANT_DIGITS = 15
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
# each length its shortest decimal (so that a table's text is canonical), else as `number_text`
# writes it.
static func compact(lengths: Array[float], number_text: Callable) -> String:
	var entries := PackedStringArray()
	var start := 0
	while start < lengths.size():
		var end := start + 1
		while end < lengths.size() and lengths[end] == lengths[start]:
			end += 1
		var length := shortest(maxf(SHORTEST, lengths[start]))
		if length == "":
			length = number_text.call(maxf(SHORTEST, lengths[start]))
		entries.append(length + ("*%d" % (end - start) if end - start > 1 else ""))
		start = end
	return ",".join(entries)


# The canonical text of a `sizes` list (docs/LAYOUTS.md §6): maximal runs of equal lengths, `L`
# or `L*n`, each length the shortest decimal that reads back as it, as the server writes it; ""
# when `text` has an entry written otherwise than digits with an optional fraction (`L` or
# `L*n`), a length out of range, or one of more than SIGNIFICANT_DIGITS digits. test/fixture_checks.gd
# holds it and table_id to the server's, clients/fixtures/size-text.json.
static func canonical(text: String) -> String:
	var lengths: Array[float] = []
	var counts: Array[int] = []
	for entry in text.split(","):
		var parts := entry.split("*")
		if parts.size() > 2 or not _is_decimal(parts[0]) or (parts.size() == 2 and not _is_count(parts[1])) \
				or _significant_digits(parts[0]) > SIGNIFICANT_DIGITS:
			return ""
		var length := parts[0].to_float()
		var count := parts[1].to_int() if parts.size() == 2 else 1
		if length < SHORTEST or length > 100000.0 or count < 1:
			return ""
		if not lengths.is_empty() and lengths[-1] == length:
			counts[-1] += count
		else:
			lengths.append(length)
			counts.append(count)
	var entries := PackedStringArray()
	for run in lengths.size():
		var length := shortest(lengths[run])
		if length == "":
			return ""
		entries.append(length + ("*%d" % counts[run] if counts[run] > 1 else ""))
	return ",".join(entries)


# A table's id: `sha256-` and the SHA-256 of its canonical text in hexadecimal.
static func table_id(canonical_text: String) -> String:
	return "sha256-" + canonical_text.sha256_text()


# The shortest decimal that reads back as `value` (Swift's and JavaScript's shortest round trip,
# for a length from 0.001 to 100,000); "" when that takes more than SIGNIFICANT_DIGITS digits.
static func shortest(value: float) -> String:
	if value == floorf(value):
		return str(int(value))
	for places in range(1, 18):
		var text := String.num(value, places)
		if "." in text:
			text = text.rstrip("0").rstrip(".")
		if text.to_float() == value:
			return text if _significant_digits(text) <= SIGNIFICANT_DIGITS else ""
	return ""


static func _is_decimal(text: String) -> bool:
	var parts := text.split(".")
	return parts.size() <= 2 and _is_digits(parts[0]) and (parts.size() == 1 or _is_digits(parts[1]))


static func _significant_digits(text: String) -> int:
	return text.replace(".", "").lstrip("0").length()


static func _is_count(text: String) -> bool:
	return _is_digits(text) and text.length() <= 9


static func _is_digits(text: String) -> bool:
	if text.is_empty():
		return false
	for character in text:
		if character < "0" or character > "9":
			return false
	return true


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
