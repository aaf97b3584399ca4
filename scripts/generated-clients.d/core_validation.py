"""openapi-core validates real answers (200s, problems, HEAD, 304) against the document."""

import json
from urllib.parse import parse_qsl

from helpers import fetch, post_page


def samples(page):
    """(method, path, query) of the requests whose answers are validated, `page` a page's name."""
    return [("GET", "/layout", "count=20&offset=10"), ("GET", "/wheel/layout", "count=20"),
            ("GET", "/slider/snap", "count=5&offset=100&velocity=200"), ("GET", "/carousel/motion", "count=10&velocity=3"),
            ("GET", "/masonry/hit", "count=6&columnWidth=100&x=50&y=50"), ("GET", "/layout", "count=abc"),
            ("HEAD", "/grid/layout", "count=6&columns=3"), ("GET", "/healthz", ""),
            ("GET", f"/pages/{page[1:]}", ""), ("HEAD", f"/pages/{page[1:]}", ""),
            ("GET", "/page/layout", f"page={page}&offset=100&scroll=0:120"), ("HEAD", "/page/layout", f"page={page}"),
            ("GET", "/page/hit", f"page={page}&x=20&y=10"), ("GET", "/page/motion", f"page={page}&section=0&velocity=-900"),
            ("GET", "/page/snap", f"page={page}&section=2&velocity=300"), ("GET", "/page/layout", "page=@sha256-" + "0" * 64),
            ("GET", "/page/layout", f"page={page}&scroll=1:5")]


def validate_with_openapi_core(openapi, url):
    """Real answers (200s, a problem, HEAD, 304) against the document; how many were validated."""
    from openapi_core import Config, OpenAPI
    # openapi-core reads `application/json` only; RFC 9457's problem+json is JSON too.
    config = Config(extra_media_type_deserializers={"application/problem+json": json.loads})
    document = OpenAPI.from_file_path(str(openapi), config=config)
    page = "@" + post_page(url)["id"]
    checked = 0
    for method, path, query in samples(page):
        status, headers, body = fetch(url, method, path, query)
        validate(document, url, method, path, query, status, headers, body)
        checked += 1
        if method == "GET" and status == 200 and "etag" in headers:
            status, headers, body = fetch(url, method, path, query, {"If-None-Match": headers["etag"]})
            assert status == 304, (path, status)
            validate(document, url, method, path, query, status, headers, body)
            checked += 1
    return checked


def validate(document, url, method, path, query, status, headers, body):
    from openapi_core.testing import MockRequest, MockResponse
    request = MockRequest(url, method.lower(), path, args=dict(parse_qsl(query)))
    content_type = headers.get("content-type", "").split(";")[0] or None
    response = MockResponse(body, status_code=status, content_type=content_type, headers=headers)
    document.validate_response(request, response)
