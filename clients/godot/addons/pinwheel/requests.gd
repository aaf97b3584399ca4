# Requests: a PinwheelLayout's HTTP traffic: one HTTPRequest per endpoint, long `sizes` posted as a size table first, and the re-post after a 404 `sizes-unknown`.
#
# Each endpoint ("layout", "motion", "hit") has one request at a time; its answer goes to the
# callback `send` was given, as (result, status, the parsed body or null: see response.gd).
extends RefCounted

const Query = preload("query.gd")
const Response = preload("response.gd")
const Sizes = preload("sizes.gd")
const ENDPOINTS = ["layout", "motion", "hit", "sizes"]

# The size table that holds the children's long `sizes` ("sha256-…"), empty until posted.
var table_id := ""
var table_posts := 0  # tables posted so far: which post a request's table came from
# Where the table went: `/sizes/{id}` (the id computed here, so that a balancer routing by table
# id sends the post where the queries naming it go; deploy/CONTAINER.md), else `/sizes`.
var table_path := ""
var _layout: Control
var _requests := {}  # endpoint → its HTTPRequest (internal children of the layout)
var _sent := {}  # endpoint → {extra, callback, retried, post}: to ask again after a 404
var _in_flight := {}  # endpoint → true while its answer is awaited
var _table_text := ""  # the `sizes` text of table_id, or of the table being posted
var _posting := false  # the table of _table_text is on its way
var _waiting_for_table: Array[String] = []  # endpoints to send once the table is posted


func _init(layout: Control) -> void:
	_layout = layout
	for endpoint: String in ENDPOINTS:
		var request := HTTPRequest.new()
		request.download_chunk_size = 65536
		# Internal: not one of the layout's items, and never saved with an edited scene.
		layout.add_child(request, false, Node.INTERNAL_MODE_FRONT)
		request.request_completed.connect(_on_completed.bind(endpoint))
		_requests[endpoint] = request


func in_flight() -> Array[String]:
	var endpoints: Array[String] = []
	for endpoint: String in ENDPOINTS:
		if _in_flight.has(endpoint) or (endpoint == "sizes" and _posting):
			endpoints.append(endpoint)
	return endpoints


# Asks `endpoint` with the layout's query and `extra`; a long `sizes` goes as a size table, posted
# first when it is not yet (or no longer: `retried` after a 404 `sizes-unknown`).
func send(endpoint: String, extra: Dictionary, callback: Callable, retried := false) -> void:
	_sent[endpoint] = {"extra": extra, "callback": callback, "retried": retried, "post": 0}
	_in_flight[endpoint] = true
	var sizes: String = _layout.sizes_text()
	var url := Query.url(_layout, endpoint, extra, sizes)
	if sizes != "" and Sizes.wanted(sizes, url.length() - url.find("?") - 1):
		if table_id == "" or _table_text != sizes:
			if not endpoint in _waiting_for_table:
				_waiting_for_table.append(endpoint)
			_post_table(sizes)
			return
		_sent[endpoint].post = table_posts
		url = Query.url(_layout, endpoint, extra, "@" + table_id)
	var request: HTTPRequest = _requests[endpoint]
	request.cancel_request()
	if request.request(url) != OK:
		_finish(endpoint, HTTPRequest.RESULT_CANT_CONNECT, 0, null)


# Forgets `endpoint`'s request: its answer, if it comes, is not delivered.
func cancel(endpoint: String) -> void:
	_requests[endpoint].cancel_request()
	_waiting_for_table.erase(endpoint)
	_in_flight.erase(endpoint)


func _finish(endpoint: String, result: int, status: int, answer: Variant) -> void:
	_in_flight.erase(endpoint)
	_sent[endpoint].callback.call(result, status, answer)


func _on_completed(result: int, status: int, headers: PackedStringArray, body: PackedByteArray, endpoint: String) -> void:
	var answer: Variant = Response.json(result, headers, body)
	if endpoint == "sizes":
		_on_table_completed(result, status, answer)
	elif _in_flight.has(endpoint) and not _repeat_for_lost_table(endpoint, status, answer):
		_finish(endpoint, result, status, answer)


# POST /sizes/{id} with the canonical text of `text` (POST /sizes with `text` when its id cannot
# be computed here), unless it is being posted already.
func _post_table(text: String) -> void:
	if _table_text == text and _posting:
		return
	_table_text = text
	table_id = ""
	_posting = true
	var canonical := Sizes.canonical(text)
	if canonical == "":
		_send_table("/sizes", text)
	else:
		_send_table("/sizes/" + Sizes.table_id(canonical), canonical)


func _send_table(path: String, body: String) -> void:
	var request: HTTPRequest = _requests.sizes
	request.cancel_request()
	table_path = path
	var headers := PackedStringArray(["Content-Type: text/plain", "Accept: application/json"])
	if request.request(_layout.base_url.rstrip("/") + path, headers, HTTPClient.METHOD_POST, body) != OK:
		_on_table_completed(HTTPRequest.RESULT_CANT_CONNECT, 0, null)


# The table is posted (its id goes in the waiting requests) or refused (each waiting request
# fails with the refusal, which request_failed reports).
func _on_table_completed(result: int, status: int, answer: Variant) -> void:
	# A 409: the server's id for the list is not the one computed here; it takes it at /sizes.
	if status == 409 and table_path != "/sizes":
		_send_table("/sizes", _table_text)
		return
	_posting = false
	var posted := (status == 200 or status == 201) and answer is Dictionary and answer.get("id") is String
	if posted:
		table_id = answer.id
		table_posts += 1
	var waiting := _waiting_for_table
	_waiting_for_table = []
	for endpoint in waiting:
		var sent: Dictionary = _sent[endpoint]
		if posted:
			send(endpoint, sent.extra, sent.callback, sent.retried)
		else:
			_finish(endpoint, result, status, answer)


# After a 404 `sizes-unknown` (the server evicted the table, or it is another replica), posts the
# table again (unless another request met the same 404 first and it was posted since: the id is
# the same, the post is not) and repeats the request, once. Whether it did.
func _repeat_for_lost_table(endpoint: String, status: int, answer: Variant) -> bool:
	var sent: Dictionary = _sent[endpoint]
	if sent.retried or sent.post == 0 or not Sizes.is_unknown_table(status, answer):
		return false
	if sent.post == table_posts:
		table_id = ""
	send(endpoint, sent.extra, sent.callback, true)
	return true
