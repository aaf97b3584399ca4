"""openapi-python-client's client, generated from the document: every layout's operations and the
size tables'."""

import importlib
import inspect
import pkgutil
import re
import subprocess
import sys

from helpers import operation

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
            call = operation(tag, module.name)
            # The query's keys the operation takes (`offset` is not every endpoint's).
            taken = inspect.signature(call.sync_detailed).parameters
            response = call.sync_detailed(client=client, **{k: v for k, v in query.items() if k in taken})
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
    posted = operation("sizes", "post_sizes").sync_detailed(client=client, body=[200.0, 150.0, 150.0, 320.0, 90.0, 90.0])
    assert posted.status_code in (200, 201), posted.content
    table = posted.parsed
    assert table.count == 6 and table.id.startswith("sha256-"), table
    read = operation("sizes", "get_size_table").sync_detailed(client=client, id=table.id)
    assert read.status_code == 200 and read.content == b"200,150*2,320,90*2", read.content
    head = operation("sizes", "head_size_table").sync_detailed(client=client, id=table.id)
    assert head.status_code == 200
    again = operation("sizes", "post_size_table").sync_detailed(
        client=client, id=table.id, body=[200.0, 150.0, 150.0, 320.0, 90.0, 90.0])
    assert again.status_code == 200 and again.parsed.id == table.id
    masonry = operation("layout", "get_masonry_layout").sync_detailed(
        client=client, count=6, column_width=100, sizes="@" + table.id)
    assert masonry.status_code == 200, masonry.content
    return 5
