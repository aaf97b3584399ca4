# Response: the JSON an HTTPRequest brought back, read only when there is some.
#
# Godot's JSON.parse_string prints an engine ERROR line for any text that is not JSON, the empty
# body of a failed connection included: so a body is parsed only when the request succeeded, it is
# not empty and its Content-Type says JSON (a proxy's HTML error page is not parsed either).
extends RefCounted


# The parsed body, or null when there is none to parse. Numbers in it are all floats.
static func json(result: int, headers: PackedStringArray, body: PackedByteArray) -> Variant:
	if result != HTTPRequest.RESULT_SUCCESS or body.is_empty() or not _says_json(headers):
		return null
	return JSON.parse_string(body.get_string_from_utf8())


# A 200's parsed answer, or null after `node` (a PinwheelLayout or a PinwheelPage) keeps the
# failure as its last_error and says it with request_failed: the problem's detail, or what the
# HTTPRequest met.
static func checked(node: Control, result: int, status: int, answer: Variant) -> Variant:
	if status == 200 and answer is Dictionary:
		return answer
	var detail: String = answer.get("detail", "") if answer is Dictionary else "no answer (HTTPRequest result %d, status %d)" % [result, status]
	node.last_error = {"status": status, "detail": detail}
	node.request_failed.emit(status, detail)
	return null


# Whether the Content-Type is JSON: application/json, or a +json type (application/problem+json).
static func _says_json(headers: PackedStringArray) -> bool:
	for header in headers:
		var parts := header.split(":", true, 1)
		if parts.size() == 2 and parts[0].strip_edges().to_lower() == "content-type":
			var media_type := parts[1].split(";")[0].strip_edges().to_lower()
			return media_type == "application/json" or media_type.ends_with("+json")
	return false
