"""Seeded random requests over every layout and endpoint, drawn from openapi.yaml's parameters.

Each layout's own operations (`/slider/layout`, `/carousel/snap`, …) list that layout's parameters
with their schemas; a request takes a random few of them, with values mostly within range (small
counts, a few decimals) and now and then out of it, so that refusals are answered too. Half the
requests name the layout in the query (`/layout?layout=slider&…`), half in the path.
"""

import random
import re
from urllib.parse import quote

ENDPOINTS = ("layout", "snap", "motion", "hit")


def layout_operations(spec):
    """{(layout, endpoint): [parameter schema…]} for every layout's own GET operation."""
    parameters = spec["components"]["parameters"]
    operations = {}
    for path, item in spec["paths"].items():
        match = re.fullmatch(r"/(\w+)/(layout|snap|motion|hit|layout\.css)", path)
        if match and "get" in item:
            operations[match.groups()] = [parameters[entry["$ref"].rsplit("/", 1)[1]] for entry in item["get"]["parameters"]]
    return operations


def number(random_source, schema):
    """A value within the schema's range, at a random scale and with up to three decimals."""
    low, high = schema.get("minimum", -1e9), schema.get("maximum", schema.get("exclusiveMaximum", 1e9))
    if "exclusiveMaximum" in schema:
        high -= (high - low) / 1000
    if random_source.random() < 0.05:
        return random_source.choice([low, high])
    scale = random_source.choice([1, 10, 100, 1000, 10000])
    value = random_source.uniform(max(low, -scale), min(high, scale))
    if schema.get("type") == "integer":
        return int(value)
    return round(value, random_source.randint(0, 3))


def text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return str(value)


def draw(random_source, schema):
    """A value of `schema` (its oneOf branches, enums, booleans, numbers)."""
    if "oneOf" in schema:
        return draw(random_source, random_source.choice(schema["oneOf"]))
    if "enum" in schema:
        return random_source.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "boolean":
        return random_source.random() < 0.5
    if kind in ("number", "integer"):
        return number(random_source, schema)
    return None


def lengths(random_source, count):
    """A `sizes` list of `count` items: runs `L*n` and single lengths."""
    entries, left = [], count
    while left > 0:
        run = min(left, random_source.choice([1, 1, 2, 5, 50]))
        length = text(round(random_source.uniform(1, 400), random_source.randint(0, 2)))
        entries.append(length if run == 1 else f"{length}*{run}")
        left -= run
    return ",".join(entries)


def creative_value(random_source, name):
    if name.endswith("Translate"):
        return ",".join(text(round(random_source.uniform(-500, 500), 1)) for _ in range(3))
    if name.endswith("Rotate"):
        return ",".join(text(random_source.randint(-360, 360)) for _ in range(3))
    if name.endswith("Origin"):
        return random_source.choice(["left", "right top", "center bottom", "25% 75%", "top"])
    return None


def field_list(random_source, schema):
    names = sorted(set(re.findall(r"[a-zA-Z0-9]+", schema["pattern"].split("(,(")[0])) - {"a", "zA", "Z0", "9"})
    return ",".join(random_source.sample(names, random_source.randint(1, 5)))


def counts(random_source, layout):
    """The `count` value and the number of items it makes."""
    if layout == "parallax":
        sections = [random_source.randint(0, 12) for _ in range(random_source.randint(1, 4))]
        return ",".join(map(str, sections)), sum(sections)
    if layout == "circle" or random_source.random() < 0.8:
        count = random_source.randint(0, 40)
    else:
        count = random_source.choice([1000, 123456, 10000000])
    return str(count), count


def invalid(random_source):
    return random_source.choice(["abc", "-", "1e999", "nan", "", "1,2", "0x10", "%00"])


def query(random_source, layout, endpoint, parameters):
    """One request's query items for `layout` on `endpoint`."""
    count_text, count = counts(random_source, layout)
    items = [("count", count_text)]
    wanted = 0.12 if layout == "slider" else 0.3
    for parameter in parameters:
        name, schema = parameter["name"], parameter["schema"]
        if name == "count":
            continue
        required = parameter.get("required", False)
        # The slider's effect and the carousel's type decide most of an answer: name one often.
        often = 0.7 if name in ("effect", "type") else wanted
        if not required and random_source.random() > often:
            continue
        if name == "sizes":
            value = lengths(random_source, count) if count <= 200 else None
        elif name == "fields":
            value = field_list(random_source, schema)
        elif name in ("x", "y"):
            value = text(round(random_source.uniform(-50, 700), 1))
        elif name == "item":
            value = str(random_source.randint(0, max(count, 1)))
        elif name == "section":
            value = str(random_source.randint(0, 3))
        elif name == "offset":
            value = text(round(random_source.uniform(-300, 3000), random_source.randint(0, 2)))
        elif name == "velocity":
            value = text(round(random_source.uniform(-4000, 4000), random_source.randint(0, 1)))
        elif name == "fps":
            value = str(random_source.choice([30, 60, 120]))
        else:
            value = creative_value(random_source, name) if name.startswith("creative") else None
            if value is None:
                value = draw(random_source, schema)
        if value is None:
            continue
        if random_source.random() < 0.01:
            value = invalid(random_source)
        items.append((name, text(value)))
    # The slider answers `sizes` only with slidesPerView=auto: ask for that often with `sizes`.
    if layout == "slider" and any(name == "sizes" for name, _ in items) and random_source.random() < 0.7:
        items = [(name, value) for name, value in items if name != "slidesPerView"] + [("slidesPerView", "auto")]
    random_source.shuffle(items)
    return items


def requests(spec, seed, total):
    """`total` (method, target) pairs, the same for the same seed and openapi.yaml."""
    random_source = random.Random(seed)
    operations = layout_operations(spec)
    keys = sorted(operations)
    targets = []
    for _ in range(total):
        layout, endpoint = random_source.choice(keys)
        items = query(random_source, layout, endpoint, operations[(layout, endpoint)])
        if random_source.random() < 0.5:
            path, items = f"/{endpoint}", [("layout", layout), *items]
        else:
            path = f"/{layout}/{endpoint}"
        method = "HEAD" if random_source.random() < 0.05 else "GET"
        targets.append((method, path + "?" + "&".join(f"{name}={quote(value, safe=',*@%')}" for name, value in items)))
    return targets
