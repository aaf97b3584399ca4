"""What the generated-client checks share: the page they post, the server's answers fetched over
HTTP, the generated client's operations by name and the document read as YAML."""

import importlib
import json
import urllib.error
import urllib.request
from pathlib import Path

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


def get_json(url, target):
    """The JSON of a GET's answer, a refusal's too."""
    try:
        body = urllib.request.urlopen(url + target).read()
    except urllib.error.HTTPError as error:
        body = error.read()
    return json.loads(body)


def post_json(url, target, body):
    """The JSON answer of POSTing `body` (bytes of JSON) to `target`."""
    request = urllib.request.Request(url + target, data=body, headers={"Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(request).read())


def post_page(url):
    """PAGE posted; the server's answer (its `id` and `sections`)."""
    return post_json(url, "/pages", page_body())


def fetch(url, method, path, query, headers=None):
    """(status, lower-cased headers, body) of a request, a refusal's too."""
    request = urllib.request.Request(f"{url}{path}?{query}" if query else url + path, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def operation(tag, name):
    """The generated client's module of an operation: `pinwheel_client.api.<tag>.<name>`."""
    return importlib.import_module(f"pinwheel_client.api.{tag}.{name}")


def load_yaml(path):
    import yaml
    return yaml.safe_load(Path(path).read_text())
