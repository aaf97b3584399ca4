# SizeTable: the size table that holds a PinwheelLayout's long `sizes` on the server: its post (POST /sizes/{id}), its id, and its loss (a 404 `sizes-unknown`).
#
# One table at a time, on an HTTPRequest of its own; `settled` says when its post ends. Which
# list goes as a table, its canonical text and its id: sizes.gd.
extends RefCounted

const Response = preload("response.gd")
const Sizes = preload("sizes.gd")

# The post ended: `posted` (the id is set), else refused, with the HTTPRequest's result, the
# status and the parsed body or null (see response.gd).
signal settled(posted: bool, result: int, status: int, answer: Variant)

# The table's id ("sha256-…"), empty until posted.
var id := ""
var posts := 0  # tables posted so far: which post a request's table came from
# Where the table went: `/sizes/{id}` (the id computed here, so that a balancer routing by table
# id sends the post where the queries naming it go; deploy/CONTAINER.md), else `/sizes`.
var path := ""
var posting := false  # the table of _text is on its way
var _layout: Control
var _request: HTTPRequest
var _text := ""  # the `sizes` text of id, or of the table being posted


func _init(layout: Control) -> void:
	_layout = layout
	_request = HTTPRequest.new()
	_request.download_chunk_size = 65536
	# Internal: not one of the layout's items, and never saved with an edited scene.
	layout.add_child(_request, false, Node.INTERNAL_MODE_FRONT)
	_request.request_completed.connect(_on_completed)


# Whether the table is posted with `text`: a query can name it by its id.
func holds(text: String) -> bool:
	return id != "" and _text == text


# POST /sizes/{id} with the canonical text of `text` (POST /sizes with `text` when its id cannot
# be computed here), unless it is being posted already.
func post(text: String) -> void:
	if _text == text and posting:
		return
	_text = text
	id = ""
	posting = true
	var canonical := Sizes.canonical(text)
	if canonical == "":
		_send("/sizes", text)
	else:
		_send("/sizes/" + Sizes.table_id(canonical), canonical)


# A request that named the table of post `post_number` (the count of posts then) met a 404
# `sizes-unknown` (the server evicted the table, or it is another replica): the table is to be
# posted again, unless another request met the same 404 first and it was posted since (the id
# is the same, the post is not).
func lost(post_number: int) -> void:
	if post_number == posts:
		id = ""


func _send(to_path: String, body: String) -> void:
	_request.cancel_request()
	path = to_path
	var headers := PackedStringArray(["Content-Type: text/plain", "Accept: application/json"])
	if _request.request(_layout.base_url.rstrip("/") + to_path, headers, HTTPClient.METHOD_POST, body) != OK:
		_settle(HTTPRequest.RESULT_CANT_CONNECT, 0, null)


func _on_completed(result: int, status: int, headers: PackedStringArray, body: PackedByteArray) -> void:
	_settle(result, status, Response.json(result, headers, body))


# The table is posted (its id kept) or refused; `settled` says which.
func _settle(result: int, status: int, answer: Variant) -> void:
	# A 409: the server's id for the list is not the one computed here; it takes it at /sizes.
	if status == 409 and path != "/sizes":
		_send("/sizes", _text)
		return
	posting = false
	var posted := (status == 200 or status == 201) and answer is Dictionary and answer.get("id") is String
	if posted:
		id = answer.id
		posts += 1
	settled.emit(posted, result, status, answer)
