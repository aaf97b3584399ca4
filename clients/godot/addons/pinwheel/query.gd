# Query: a PinwheelLayout's properties as a request's URL, and numbers as the server reads them.
extends RefCounted

const SliderOptions = preload("slider.gd")


# The URL of `endpoint` with `layout`'s query (a PinwheelLayout), `extra` (the offset, the
# point of a /hit…) and `sizes` (the children's lengths, or `@` and a table's id).
static func url(layout: Control, endpoint: String, extra: Dictionary, sizes: String) -> String:
	var viewport: Vector2 = layout.viewport_size()
	var query := {"layout": layout.layout, "count": count_text(layout), "width": viewport.x, "height": viewport.y}
	if layout.type != "":
		query.type = layout.type
	if layout.fields != "":
		query.fields = layout.fields
	if layout.rtl:
		query.rtl = true
	var sources: Array = [SliderOptions.query(layout)] if layout.layout == "slider" else []
	for source: Dictionary in sources + [layout.parameters, extra]:
		for key in source:
			query[key] = source[key]
	if sizes != "":
		query[sizes_parameter(layout)] = sizes
	var parts := PackedStringArray()
	for key in query:
		parts.append(str(key).uri_encode() + "=" + text(query[key]).uri_encode())
	return layout.base_url.rstrip("/") + "/" + endpoint + "?" + "&".join(parts)


# The parameter the children's own sizes go as: justified rows take their aspect ratios, the
# others their lengths along the scroll axis.
static func sizes_parameter(layout: Control) -> String:
	return "aspectRatios" if layout.layout == "justified" else "sizes"


# Numbers as the server reads them: plain decimals, every digit a double holds (Godot 4's str()
# writes 3.0 for a whole float, and JSON's numbers are all floats).
static func text(value: Variant) -> String:
	match typeof(value):
		TYPE_BOOL:
			return "true" if value else "false"
		TYPE_FLOAT:
			if value == floorf(value) and absf(value) < 1e15:
				return str(int(value))
			return ("%.17f" % value).rstrip("0").rstrip(".")
	return str(value)


# The scroll axis: x for the wheel, the carousel (unless `vertical`) and the slider (unless its
# direction is vertical), y for the others.
static func axis(layout: Control) -> String:
	if layout.layout == "wheel" or (layout.layout == "carousel" and text(layout.parameters.get("vertical", false)) != "true"):
		return "x"
	return "x" if layout.layout == "slider" and layout.direction != "vertical" else "y"


static func count_text(layout: Control) -> String:
	if layout.layout == "parallax" and not layout.section_counts.is_empty():
		var parts := PackedStringArray()
		for items_in_section: int in layout.section_counts:
			parts.append(str(items_in_section))
		return ",".join(parts)
	return str(layout.count if layout.count >= 0 else layout.item_nodes().size())
