# Requests: a PinwheelLayout's HTTP traffic: one HTTPRequest per endpoint, long `sizes` sent as a size table (size_table.gd) posted first, and the re-post after a 404 `sizes-unknown`.
#
# Each endpoint ("layout", "motion", "hit") has one request at a time; its answer goes to the
# callback `send` was given, as (result, status, the parsed body or null: see response.gd).
extends RefCounted

const Query = preload("query.gd")
const Response = preload("response.gd")
const Sizes = preload("sizes.gd")
const SizeTable = preload("size_table.gd")
const ENDPOINTS = ["layout", "motion", "hit"]

# The size table that holds the children's long `sizes`; in_flight() names its post "sizes".
var table: SizeTable
var _layout: Control
var _requests := {}  # endpoint → its HTTPRequest (internal children of the layout)
var _sent := {}  # endpoint → {extra, callback, retried, post}: to ask again after a 404
var _in_flight := {}  # endpoint → true while its answer is awaited
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
	table = SizeTable.new(layout)
	table.settled.connect(_on_table_settled)


func in_flight() -> Array[String]:
	var endpoints: Array[String] = []
	for endpoint: String in ENDPOINTS:
		if _in_flight.has(endpoint):
			endpoints.append(endpoint)
	if table.posting:
		endpoints.append("sizes")
	return endpoints


# Asks `endpoint` with the layout's query and `extra`; a long `sizes` goes as a size table, posted
# first when it is not yet (or no longer: `retried` after a 404 `sizes-unknown`).
func send(endpoint: String, extra: Dictionary, callback: Callable, retried := false) -> void:
	_sent[endpoint] = {"extra": extra, "callback": callback, "retried": retried, "post": 0}
	_in_flight[endpoint] = true
	var sizes: String = _layout.sizes_text()
	var url := Query.url(_layout, endpoint, extra, sizes)
	if sizes != "" and Sizes.wanted(sizes, url.length() - url.find("?") - 1):
		if not table.holds(sizes):
			if not endpoint in _waiting_for_table:
				_waiting_for_table.append(endpoint)
			table.post(sizes)
			return
		_sent[endpoint].post = table.posts
		url = Query.url(_layout, endpoint, extra, "@" + table.id)
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
	if _in_flight.has(endpoint) and not _repeat_for_lost_table(endpoint, status, answer):
		_finish(endpoint, result, status, answer)


# The table is posted (its id goes in the waiting requests) or refused (each waiting request
# fails with the refusal, which request_failed reports).
func _on_table_settled(posted: bool, result: int, status: int, answer: Variant) -> void:
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
	table.lost(sent.post)
	send(endpoint, sent.extra, sent.callback, true)
	return true
