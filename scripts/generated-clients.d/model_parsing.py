"""datamodel-code-generator's pydantic models of the document parse a real answer of every schema."""

import importlib
import json
import subprocess
import sys

from helpers import get_json, load_yaml, post_json, post_page

# One real answer of each answer schema that a GET gives.
TARGETS = {
    "LayoutResponse": "/layout?count=20&offset=10",
    "SnapResponse": "/snap?count=20&offset=10&velocity=300",
    "Motion": "/motion?count=20&velocity=600",
    "Hit": "/hit?count=20&x=187&y=333",
    "Health": "/healthz",
    "Problem": "/layout?count=abc",
}


def answers(url):
    """One real answer of each answer schema: (schema, target, JSON)."""
    for schema, target in TARGETS.items():
        yield schema, target, get_json(url, target)
    yield "SizeTable", "/sizes", post_json(url, "/sizes", b"[200, 150]")
    page = post_page(url)
    yield "PostedPage", "/pages", page
    yield "PageDescription", f"/pages/{page['id']}", get_json(url, f"/pages/{page['id']}")
    target = f"/page/layout?page=@{page['id']}&offset=100"
    yield "PageLayoutResponse", target, get_json(url, target)
    target = f"/page/motion?page=@{page['id']}&section=0&velocity=-900&fields=frame"
    yield "Motion", target, get_json(url, target)


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
