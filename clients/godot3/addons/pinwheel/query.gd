# Query: a PinwheelLayout's properties as a request's URL, and numbers as the server reads them.
extends Reference

const Slider = preload("slider.gd")


# The URL of `endpoint` with `layout`'s query (a PinwheelLayout), `extra` (the offset, the item
# of a /motion…) and `sizes` (the children's lengths, or `@` and a table's id).
static func url(layout: Control, endpoint: String, extra: Dictionary, sizes: String) -> String:
	var viewport = layout.viewport_size()
	var query = {"layout": layout.layout, "count": count_text(layout), "width": viewport.x, "height": viewport.y}
	if layout.type != "":
		query.type = layout.type
	if layout.fields != "":
		query.fields = layout.fields
	if layout.rtl:
		query.rtl = true
	var sources = [Slider.query(layout)] if layout.layout == "slider" else []
	for source in sources + [layout.parameters, extra]:
		for key in source:
			query[key] = source[key]
	if sizes != "":
		query.sizes = sizes
	var parts = PoolStringArray()
	for key in query:
		parts.append(str(key).percent_encode() + "=" + text(query[key]).percent_encode())
	return layout.base_url.rstrip("/") + "/" + endpoint + "?" + parts.join("&")


# Numbers as the server reads them: plain decimals, every digit a double holds.
static func text(value) -> String:
	match typeof(value):
		TYPE_BOOL:
			return "true" if value else "false"
		TYPE_REAL:
			if value == floor(value) and abs(value) < 1e15:
				return str(int(value))
			return ("%.17f" % value).rstrip("0").rstrip(".")
	return str(value)


# The scroll axis: x for the wheel, the carousel (unless `vertical`) and the slider (unless its
# direction is vertical), y for the others.
static func axis(layout: Control) -> String:
	if layout.layout == "wheel" or (layout.layout == "carousel" and not text(layout.parameters.get("vertical", false)) == "true"):
		return "x"
	return "x" if layout.layout == "slider" and layout.direction != "vertical" else "y"


static func count_text(layout: Control) -> String:
	if layout.layout == "parallax" and not layout.section_counts.empty():
		return PoolStringArray(layout.section_counts).join(",")
	return str(layout.count if layout.count >= 0 else layout.item_nodes().size())
