"""Clients generated from openapi.yaml, used against the real server: openapi-python-client's client
calls every operation of every layout and endpoint, the size tables' and the pages';
datamodel-code-generator's models parse an answer of every schema; openapi-core validates real answers (200s, problems, HEAD,
304) against the document. Run by scripts/generated-clients-test, in its virtual environment.

    python3 clients.py OPENAPI SERVER_URL WORK_FOLDER
"""

import importlib
import inspect
import json
import pkgutil
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

LAYOUTS = {
    "wheel": {"count": 20},
    "circle": {"count": 8},
    "parallax": {"count": "3,4"},
    "carousel": {"count": 10},
    "slider": {"count": 5},
    "masonry": {"count": 6, "column_width": 100},
    "justified": {"count": 6, "aspect_ratios": "1.5*6"},
    "grid": {"count": 6, "columns": 3},
}
ENDPOINTS = {
    "layout": {"offset": 10},
    "stylesheet": {},
    "snap": {"offset": 10, "velocity": 300},
    "motion": {"velocity": 600},
    "hit": {"x": 187, "y": 333},
}
OPERATION = re.compile(r"^get_(?:(?P<layout>[a-z]+)_)?(?P<endpoint>layout|stylesheet|snap|motion|hit)$")


def generate_client(openapi, work):
    """openapi-python-client's package, importable from `work`."""
    subprocess.run(["openapi-python-client", "generate", "--path", str(openapi), "--output-path",
                    str(work / "pinwheel_client"), "--meta", "none", "--overwrite"], check=True,
                   stdout=subprocess.DEVNULL)
    work_around_the_d_field(work / "pinwheel_client" / "models" / "affine_transform.py")
    sys.path.insert(0, str(work))
    return importlib.import_module("pinwheel_client")


def work_around_the_d_field(model):
    """openapi-python-client 0.29.1 names the dictionary its `from_dict` reads `d`, and then
    assigns the transform's own `d` field to the same name (`d = d.pop("d")`), so reading `tx`
    after it fails. The tool's bug, not the document's: the dictionary is renamed here."""
    text = model.read_text()
    fixed = text.replace("d = dict(src_dict)", "fields = dict(src_dict)")
    fixed = re.sub(r"(\w+) = d\.pop\(", r"\1 = fields.pop(", fixed)
    assert fixed != text, "the generated AffineTransform changed: look at the workaround again"
    model.write_text(fixed)


def call_every_layout_operation(package, url):
    """Every generated GET of a layout endpoint, with a small valid query; the count of calls."""
    client = package.Client(base_url=url)
    problem = importlib.import_module("pinwheel_client.models.problem").Problem
    called = set()
    for tag in ("layout", "motion"):
        api = importlib.import_module(f"pinwheel_client.api.{tag}")
        for module in pkgutil.iter_modules(api.__path__):
            match = OPERATION.match(module.name)
            if not match:
                continue
            layout, endpoint = match["layout"], match["endpoint"]
            query = dict(LAYOUTS[layout or "wheel"], **ENDPOINTS[endpoint])
            if layout is None:
                query["count"] = str(query["count"])  # the generic paths' count takes parallax's lists
            operation = importlib.import_module(f"{api.__name__}.{module.name}")
            # The query's keys the operation takes (`offset` is not every endpoint's).
            taken = inspect.signature(operation.sync_detailed).parameters
            response = operation.sync_detailed(client=client, **{k: v for k, v in query.items() if k in taken})
            assert response.status_code == 200, f"{module.name}: {response.status_code} {response.content[:300]!r}"
            assert not isinstance(response.parsed, problem), module.name
            called.add((layout or "generic", endpoint))
    missing = {(layout, endpoint) for layout in LAYOUTS for endpoint in ("layout", "stylesheet", "motion", "hit")} - called
    assert not missing, f"no generated operation for {sorted(missing)}"
    return len(called)


def use_the_size_tables(package, url):
    """Posts a table, reads it back, posts it to its id, names it in a masonry query (which must
    not be sent an `itemHeight` it did not ask for); the operations used."""
    client = package.Client(base_url=url)
    sizes = importlib.import_module("pinwheel_client.api.sizes")
    post = importlib.import_module(f"{sizes.__name__}.post_sizes")
    posted = post.sync_detailed(client=client, body=[200.0, 150.0, 150.0, 320.0, 90.0, 90.0])
    assert posted.status_code in (200, 201), posted.content
    table = posted.parsed
    assert table.count == 6 and table.id.startswith("sha256-"), table
    read = importlib.import_module(f"{sizes.__name__}.get_size_table").sync_detailed(client=client, id=table.id)
    assert read.status_code == 200 and read.content == b"200,150*2,320,90*2", read.content
    head = importlib.import_module(f"{sizes.__name__}.head_size_table").sync_detailed(client=client, id=table.id)
    assert head.status_code == 200
    again = importlib.import_module(f"{sizes.__name__}.post_size_table").sync_detailed(
        client=client, id=table.id, body=[200.0, 150.0, 150.0, 320.0, 90.0, 90.0])
    assert again.status_code == 200 and again.parsed.id == table.id
    masonry = importlib.import_module("pinwheel_client.api.layout.get_masonry_layout").sync_detailed(
        client=client, count=6, column_width=100, sizes="@" + table.id)
    assert masonry.status_code == 200, masonry.content
    return 5


# A page of every kind of section: a slider box with a stretchy header and a background, a grid
# flow with a pinned header and footer inside insets, a carousel box.
PAGE = {"sections": [
    {"query": "layout=slider&count=8&slidesPerView=2.5", "height": 180,
     "header": {"height": 44, "pinned": True, "stretchy": True}, "background": True},
    {"query": "layout=grid&count=6&minColumnWidth=160&itemHeight=200&gap=8",
     "header": {"height": 44, "pinned": True}, "footer": {"height": 20, "pinned": False},
     "insets": {"top": 8, "left": 16, "bottom": 16, "right": 16}},
    {"query": "layout=carousel&count=10", "height": 200},
]}


def page_body():
    """PAGE as the generated client sends it (`json=`, as httpx writes it), so that its id is known."""
    return json.dumps(PAGE).encode()


def use_the_pages(package, url):
    """Posts a page, posts it again to its id, reads it back, and calls every page endpoint; the
    operations used."""
    client = package.Client(base_url=url)
    pages = importlib.import_module("pinwheel_client.api.pages")
    models = importlib.import_module("pinwheel_client.models")
    description = models.PageDescription.from_dict(PAGE)
    posted = importlib.import_module(f"{pages.__name__}.post_page").sync_detailed(client=client, body=description)
    assert posted.status_code in (200, 201), posted.content
    page = posted.parsed
    assert page.sections == 3 and page.id.startswith("sha256-"), page
    again = importlib.import_module(f"{pages.__name__}.post_page_at").sync_detailed(
        client=client, id=page.id, body=description)
    assert again.status_code == 200 and again.parsed.id == page.id, again.content
    read = importlib.import_module(f"{pages.__name__}.get_page").sync_detailed(client=client, id=page.id)
    assert read.status_code == 200 and read.parsed.to_dict() == PAGE, read.content
    head = importlib.import_module(f"{pages.__name__}.head_page").sync_detailed(client=client, id=page.id)
    assert head.status_code == 200
    name = "@" + page.id
    calls = {
        "get_page_layout": dict(offset=100, scroll="0:120,2:200", fields="frame,zIndex"),
        "get_page_hit": dict(offset=100, x=20, y=10),
        "get_page_motion": dict(velocity=900, fields="frame"),
        "get_page_snap": dict(section=0, velocity=-300, scroll="0:150"),
    }
    for operation, query in calls.items():
        response = importlib.import_module(f"{pages.__name__}.{operation}").sync_detailed(client=client, page=name, **query)
        assert response.status_code == 200, f"{operation}: {response.status_code} {response.content[:300]!r}"
        assert type(response.parsed).__name__ != "Problem", operation
    box = importlib.import_module(f"{pages.__name__}.get_page_motion").sync_detailed(
        client=client, page=name, section=0, velocity=-900, fields="frame")
    assert box.status_code == 200 and all(frame.scroll is not None for frame in box.parsed.frames), box.content[:300]
    return 4 + len(calls)


def answers(url):
    """One real answer of each answer schema: (schema, target, JSON)."""
    targets = {
        "LayoutResponse": "/layout?count=20&offset=10",
        "SnapResponse": "/snap?count=20&offset=10&velocity=300",
        "Motion": "/motion?count=20&velocity=600",
        "Hit": "/hit?count=20&x=187&y=333",
        "Health": "/healthz",
        "Problem": "/layout?count=abc",
    }
    for schema, target in targets.items():
        try:
            body = urllib.request.urlopen(url + target).read()
        except urllib.error.HTTPError as error:
            body = error.read()
        yield schema, target, json.loads(body)
    request = urllib.request.Request(url + "/sizes", data=b"[200, 150]", headers={"Content-Type": "application/json"})
    yield "SizeTable", "/sizes", json.loads(urllib.request.urlopen(request).read())
    request = urllib.request.Request(url + "/pages", data=page_body(), headers={"Content-Type": "application/json"})
    page = json.loads(urllib.request.urlopen(request).read())
    yield "PostedPage", "/pages", page
    yield "PageDescription", f"/pages/{page['id']}", json.loads(urllib.request.urlopen(f"{url}/pages/{page['id']}").read())
    target = f"/page/layout?page=@{page['id']}&offset=100"
    yield "PageLayoutResponse", target, json.loads(urllib.request.urlopen(url + target).read())
    target = f"/page/motion?page=@{page['id']}&section=0&velocity=-900&fields=frame"
    yield "Motion", target, json.loads(urllib.request.urlopen(url + target).read())


def parse_with_generated_models(openapi, work, url):
    """datamodel-code-generator's pydantic models of the document parse an answer of every schema;
    the schemas parsed, the nested ones counted."""
    output = work / "pinwheel_models.py"
    subprocess.run(["datamodel-codegen", "--input", str(openapi), "--input-file-type", "openapi", "--output",
                    str(output), "--output-model-type", "pydantic_v2.BaseModel"], check=True)
    sys.path.insert(0, str(work))
    models = importlib.import_module("pinwheel_models")
    parsed = set()
    for schema, target, answer in answers(url):
        instance = getattr(models, schema).model_validate(answer)
        # Read back as it was written: every key kept, none invented.
        again = json.loads(instance.model_dump_json(by_alias=True, exclude_unset=True))
        assert again == answer, f"{target}: {again} != {answer}"
        parsed.add(schema)
        parsed.update(nested_models(instance))
    every = set(json.loads(json.dumps(load_yaml(openapi)["components"]["schemas"])).keys())
    missing = every - parsed - {"LayoutName"}  # an enum: every answer's `layout` is one
    assert not missing, f"schemas no answer exercised: {sorted(missing)}"
    return len(parsed)


def nested_models(instance):
    from pydantic import BaseModel
    found = set()
    values = list(instance.__dict__.values())
    while values:
        value = values.pop()
        if isinstance(value, BaseModel):
            found.add(type(value).__name__)
            values.extend(value.__dict__.values())
        elif isinstance(value, list):
            values.extend(value)
        elif hasattr(value, "root"):
            values.append(value.root)
    return found


def load_yaml(path):
    import yaml
    return yaml.safe_load(Path(path).read_text())


def validate_with_openapi_core(openapi, url):
    """Real answers (200s, a problem, HEAD, 304) against the document; how many were validated."""
    from openapi_core import Config, OpenAPI
    from openapi_core.testing import MockRequest, MockResponse
    # openapi-core reads `application/json` only; RFC 9457's problem+json is JSON too.
    config = Config(extra_media_type_deserializers={"application/problem+json": json.loads})
    document = OpenAPI.from_file_path(str(openapi), config=config)
    request = urllib.request.Request(url + "/pages", data=page_body(), headers={"Content-Type": "application/json"})
    page = "@" + json.loads(urllib.request.urlopen(request).read())["id"]
    samples = [("GET", "/layout", "count=20&offset=10"), ("GET", "/wheel/layout", "count=20"),
               ("GET", "/slider/snap", "count=5&offset=100&velocity=200"), ("GET", "/carousel/motion", "count=10&velocity=3"),
               ("GET", "/masonry/hit", "count=6&columnWidth=100&x=50&y=50"), ("GET", "/layout", "count=abc"),
               ("HEAD", "/grid/layout", "count=6&columns=3"), ("GET", "/healthz", ""),
               ("GET", f"/pages/{page[1:]}", ""), ("HEAD", f"/pages/{page[1:]}", ""),
               ("GET", "/page/layout", f"page={page}&offset=100&scroll=0:120"), ("HEAD", "/page/layout", f"page={page}"),
               ("GET", "/page/hit", f"page={page}&x=20&y=10"), ("GET", "/page/motion", f"page={page}&section=0&velocity=-900"),
               ("GET", "/page/snap", f"page={page}&section=2&velocity=300"), ("GET", "/page/layout", "page=@sha256-" + "0" * 64),
               ("GET", "/page/layout", f"page={page}&scroll=1:5")]
    checked = 0
    for method, path, query in samples:
        status, headers, body = fetch(url, method, path, query)
        validate(document, MockRequest, MockResponse, url, method, path, query, status, headers, body)
        checked += 1
        if method == "GET" and status == 200 and "etag" in headers:
            status, headers, body = fetch(url, method, path, query, {"If-None-Match": headers["etag"]})
            assert status == 304, (path, status)
            validate(document, MockRequest, MockResponse, url, method, path, query, status, headers, body)
            checked += 1
    return checked


def fetch(url, method, path, query, headers=None):
    request = urllib.request.Request(f"{url}{path}?{query}" if query else url + path, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def validate(document, MockRequest, MockResponse, url, method, path, query, status, headers, body):
    from urllib.parse import parse_qsl
    request = MockRequest(url, method.lower(), path, args=dict(parse_qsl(query)))
    content_type = headers.get("content-type", "").split(";")[0] or None
    response = MockResponse(body, status_code=status, content_type=content_type, headers=headers)
    document.validate_response(request, response)


def main(openapi, url, work):
    openapi, work = Path(openapi).resolve(), Path(work).resolve()
    package = generate_client(openapi, work)
    operations = call_every_layout_operation(package, url) + use_the_size_tables(package, url) + use_the_pages(package, url)
    schemas = parse_with_generated_models(openapi, work, url)
    validated = validate_with_openapi_core(openapi, url)
    print(f"generated clients: openapi-python-client called {operations} operations (every layout's endpoints, "
          f"the size tables' and the pages'), datamodel-code-generator's models parsed answers of {schemas} schemas, "
          f"openapi-core validated {validated} answers")


if __name__ == "__main__":
    main(*sys.argv[1:4])
