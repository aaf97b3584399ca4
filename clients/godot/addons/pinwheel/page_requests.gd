# PageRequests: a PinwheelPage's HTTP traffic: the page posted by its id (its size tables first), the reads of /page/*, and the re-post after a 404.
#
# The page's id is `sha256-` and the SHA-256 of the description's exact bytes (docs/PAGE.md §1),
# computed here, so the page goes to `POST /pages/{id}` and the size tables its queries name to
# `POST /sizes/{tableId}?page=@{id}`: a proxy hashing on the page's id sends them all where the
# page's reads go. A read answered 404 `page-unknown` or `sizes-unknown` (the server evicted the
# page or a table, or it is another replica) posts the tables and the page again and is asked
# again, once. Each endpoint ("layout", "motion", "hit") has one request at a time; its answer
# goes to the callback `send` was given, as (result, status, the parsed body or null).
extends RefCounted

const Query = preload("query.gd")
const Response = preload("response.gd")
const Sizes = preload("sizes.gd")
const ENDPOINTS = ["layout", "motion", "hit"]

var page_id := ""  # "sha256-…" of the body
var posts := 0  # posts of the page completed: which post a read's page came from
var _page: Control
var _body := ""
var _tables: PackedStringArray = []  # the size tables' canonical texts
var _requests := {}  # endpoint (and "post") → its HTTPRequest, internal children of the page
var _sent := {}  # endpoint → {query, callback, retried, post}
var _in_flight := {}  # endpoint → true while its answer is awaited
var _posted := false
var _post_queue: Array = []  # [path, body, content type] still to post
var _waiting: Array[String] = []  # endpoints to send once the page is posted


func _init(page: Control) -> void:
	_page = page
	for endpoint: String in ENDPOINTS + ["post"]:
		var request := HTTPRequest.new()
		request.download_chunk_size = 65536
		page.add_child(request, false, Node.INTERNAL_MODE_FRONT)
		request.request_completed.connect(_on_completed.bind(endpoint))
		_requests[endpoint] = request


# The page to post: its description's exact text and its size tables' texts. A change forgets
# that it was posted.
func set_page(body: String, tables: PackedStringArray) -> void:
	var canonical := PackedStringArray()
	for table in tables:
		canonical.append(Sizes.canonical(table) if Sizes.canonical(table) != "" else table)
	if body == _body and canonical == _tables:
		return
	_body = body
	_tables = canonical
	page_id = "sha256-" + body.sha256_text()
	_posted = false


func in_flight() -> Array[String]:
	var endpoints: Array[String] = []
	for endpoint: String in ENDPOINTS:
		if _in_flight.has(endpoint):
			endpoints.append(endpoint)
	if not _post_queue.is_empty():
		endpoints.append("pages")
	return endpoints


# GET /page/`endpoint` with `query` (the page's id added), the page posted first when it is not
# (or no longer: `retried` after a 404).
func send(endpoint: String, query: Dictionary, callback: Callable, retried := false) -> void:
	_sent[endpoint] = {"query": query, "callback": callback, "retried": retried, "post": posts}
	_in_flight[endpoint] = true
	if not _posted:
		if not endpoint in _waiting:
			_waiting.append(endpoint)
		_post()
		return
	var parts := PackedStringArray(["page=" + ("@" + page_id).uri_encode()])
	for key in query:
		parts.append(str(key).uri_encode() + "=" + Query.text(query[key]).uri_encode())
	var request: HTTPRequest = _requests[endpoint]
	request.cancel_request()
	if request.request(_url("/page/" + endpoint + "?" + "&".join(parts))) != OK:
		_finish(endpoint, HTTPRequest.RESULT_CANT_CONNECT, 0, null)


# Forgets `endpoint`'s request: its answer, if it comes, is not delivered.
func cancel(endpoint: String) -> void:
	_requests[endpoint].cancel_request()
	_waiting.erase(endpoint)
	_in_flight.erase(endpoint)


# The tables, then the page, one post after another, unless they are on their way already.
func _post() -> void:
	if not _post_queue.is_empty():
		return
	var at := "?page=" + ("@" + page_id).uri_encode()
	for table in _tables:
		var id := Sizes.table_id(table)
		_post_queue.append(["/sizes/" + id + at, table, "text/plain"])
	_post_queue.append(["/pages/" + page_id, _body, "application/json"])
	_send_post()


func _send_post() -> void:
	var next: Array = _post_queue[0]
	var headers := PackedStringArray(["Content-Type: " + next[2], "Accept: application/json"])
	var request: HTTPRequest = _requests.post
	if request.request(_url(next[0]), headers, HTTPClient.METHOD_POST, next[1]) != OK:
		_on_posted(HTTPRequest.RESULT_CANT_CONNECT, 0, null)


func _on_posted(result: int, status: int, answer: Variant) -> void:
	if status != 200 and status != 201:
		_post_queue.clear()
		var waiting := _waiting
		_waiting = []
		for endpoint in waiting:
			_finish(endpoint, result, status, answer)
		return
	_post_queue.pop_front()
	if not _post_queue.is_empty():
		_send_post()
		return
	_posted = true
	posts += 1
	var waiting := _waiting
	_waiting = []
	for endpoint in waiting:
		var sent: Dictionary = _sent[endpoint]
		send(endpoint, sent.query, sent.callback, sent.retried)


func _url(path: String) -> String:
	return _page.base_url.rstrip("/") + path


func _finish(endpoint: String, result: int, status: int, answer: Variant) -> void:
	_in_flight.erase(endpoint)
	_sent[endpoint].callback.call(result, status, answer)


func _on_completed(result: int, status: int, headers: PackedStringArray, body: PackedByteArray, endpoint: String) -> void:
	var answer: Variant = Response.json(result, headers, body)
	if endpoint == "post":
		_on_posted(result, status, answer)
	elif _in_flight.has(endpoint) and not _repeat_for_lost_page(endpoint, status, answer):
		_finish(endpoint, result, status, answer)


# After a 404 `page-unknown` or `sizes-unknown`, posts the tables and the page again (unless
# another read met the same 404 first and they were posted since) and asks again, once.
func _repeat_for_lost_page(endpoint: String, status: int, answer: Variant) -> bool:
	var sent: Dictionary = _sent[endpoint]
	if sent.retried or status != 404 or not answer is Dictionary:
		return false
	var type := str(answer.get("type", ""))
	if not type.ends_with("page-unknown") and not type.ends_with("sizes-unknown"):
		return false
	if sent.post == posts:
		_posted = false
	send(endpoint, sent.query, sent.callback, true)
	return true
