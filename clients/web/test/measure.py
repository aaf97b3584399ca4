"""What the browser test measures: the rectangles the API's attributes imply, and the page's own."""

import json
import math
import urllib.parse
import urllib.request

# Allowed difference between a card's on-screen edge and the one the attributes imply, in CSS px.
TOLERANCE = 1.0

# Figures for the closing summary.
STATS = {"cards": 0, "skipped": 0, "frames": 0, "max_error": 0.0}


def settle(page):
    """Waits until the page shows the answer for its current offset; returns the page's last
    API error (None when there is none)."""
    return page.evaluate("window.pinwheelDemo.ready()")


def fetch(url):
    """An API answer fetched by the test itself (not through the page)."""
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.load(response)


def query_of(url):
    """The parameters of a URL's query, by name."""
    return dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(url).query))


def stage_box(page):
    return page.evaluate("""() => {
        const stage = document.getElementById('stage');
        const box = stage.getBoundingClientRect();
        return { left: box.left + stage.clientLeft, top: box.top + stage.clientTop,
                 width: stage.clientWidth, height: stage.clientHeight };
    }""")


def card_rects(page):
    """Each card shown's getBoundingClientRect(), by "kind/section/item" (the module hides the
    cards an answer does not place)."""
    return page.evaluate("""() => Object.fromEntries(
        [...document.querySelectorAll('#stage > .item')]
            .filter((element) => { const style = getComputedStyle(element); return style.visibility !== 'hidden' && style.display !== 'none'; })
            .map((element) => {
                const box = element.getBoundingClientRect();
                return [element.dataset.key, [box.left, box.top, box.right, box.bottom]];
            }))""")


def layout_url(server, page, extra=None):
    """The /layout URL, on `server`, of what the demo page should show now: its layout's
    parameters (with `extra` instead of any of the same name), its offset and its stage's size
    (whole answers: no `fields`)."""
    shown = page.evaluate("({ parameters: window.pinwheelDemo.parameters(), offset: window.pinwheelDemo.offset() })")
    stage = stage_box(page)
    query = dict(shown["parameters"], **(extra or {}), offset=shown["offset"], width=stage["width"], height=stage["height"])
    return f"{server}/layout?{urllib.parse.urlencode({name: text(value) for name, value in query.items()})}"


def text(value):
    """A parameter as JavaScript's String() writes it (an integral float without '.0', booleans
    in lower case)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def key(item):
    return f"{item['kind']}/{item['section']}/{item['item']}"


def corner_points(item, left, top):
    """The frame's four corners transformed about the anchor point, placed with the element's
    top-left corner at (left, top): the affine for 2D items, transform3D (row vectors, as Core
    Animation applies it, with the perspective divide) for 3D ones."""
    width, height = item["frame"]["width"], item["frame"]["height"]
    anchor_x = item["anchorPoint"]["x"] * width
    anchor_y = item["anchorPoint"]["y"] * height
    points = []
    for x, y in ((0, 0), (width, 0), (0, height), (width, height)):
        px, py = x - anchor_x, y - anchor_y
        if "transform" in item:
            t = item["transform"]
            tx, ty = t["a"] * px + t["c"] * py + t["tx"], t["b"] * px + t["d"] * py + t["ty"]
        else:
            projected = project(item["transform3D"], px, py)
            if projected is None:
                return None
            tx, ty = projected
        points.append((left + anchor_x + tx, top + anchor_y + ty))
    return points


def project(m, x, y):
    """(x, y, 0, 1) · M, divided by w. None when the point is behind the viewer (w ≤ 0)."""
    w = x * m["m14"] + y * m["m24"] + m["m44"]
    if w <= 0:
        return None
    return ((x * m["m11"] + y * m["m21"] + m["m41"]) / w, (x * m["m12"] + y * m["m22"] + m["m42"]) / w)


def expected_rect(item, stage, offset_x, offset_y):
    """The axis-aligned bounding box, in page coordinates, of the element the attributes describe:
    frame minus the content offset, shifted by the stage's position, transformed about the anchor."""
    left = stage["left"] + item["frame"]["x"] - offset_x
    top = stage["top"] + item["frame"]["y"] - offset_y
    points = corner_points(item, left, top)
    if points is None:
        return None
    if "transform" in item and "transform3D" in item:
        # Both forms of the same 2D transform must agree.
        three_d = dict(item)
        del three_d["transform"]
        for (x, y), (x3, y3) in zip(points, corner_points(three_d, left, top)):
            assert abs(x - x3) < 1e-6 and abs(y - y3) < 1e-6, f"{key(item)}: transform and transform3D differ"
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return [min(xs), min(ys), max(xs), max(ys)]


def check_cards(page, server, layout, axis, extra=None):
    """Compares every card on the page with the /layout answer for the page's current offset and
    viewport, fetched here. `axis` is the one the frames are scrolled along ("x" or "y"), None
    for frames already in viewport coordinates (the carousel's); `extra`, parameters the test
    knows better than the page's hook (`sizes` as the module sent it). Returns that answer."""
    error = settle(page)
    assert error is None, f"the page reports an API error: {error}"
    assert page.evaluate("window.pinwheelDemo.layout()") == layout
    offset = page.evaluate("window.pinwheelDemo.offset()")
    stage = stage_box(page)
    answer = fetch(layout_url(server, page, extra))
    # The page shows the answer for its offset: the last change the module made is at that
    # offset, with the same items and transforms.
    shown = page.evaluate("window.pinwheelDemo.lastChange()")
    assert shown is not None and shown["offset"] == offset, f"page offset {offset}, last shown {shown and shown['offset']}"
    assert [(key(item), item["css"]) for item in shown["items"]] == [(key(item), item["css"]) for item in answer["items"]], \
        "the page shows another answer than the test's"
    rects = card_rects(page)
    expected_keys = [key(item) for item in answer["items"]]
    assert sorted(rects) == sorted(expected_keys), f"cards on the page {sorted(rects)} != API items {sorted(expected_keys)}"

    offset_x, offset_y = {"x": (offset, 0), "y": (0, offset), None: (0, 0)}[axis]
    differences = []
    worst = 0.0
    checked = 0
    for item in answer["items"]:
        expected = expected_rect(item, stage, offset_x, offset_y)
        if expected is None:
            continue  # a corner behind the viewer: the browser clips the element, the box is undefined
        checked += 1
        actual = rects[key(item)]
        error = max(abs(a - e) for a, e in zip(actual, expected))
        worst = max(worst, error)
        if not error <= TOLERANCE:
            differences.append(
                f"  {key(item)}: on screen {fmt(actual)}, API implies {fmt(expected)} (off by {error:.3f} px)")
    assert not differences, (
        f"{layout} at offset {offset}: {len(differences)} of {len(answer['items'])} cards misplaced\n"
        + "\n".join(differences))
    STATS["cards"] += checked
    STATS["skipped"] += len(answer["items"]) - checked
    STATS["frames"] += 1
    STATS["max_error"] = max(STATS["max_error"], worst)
    return answer


def fmt(rect):
    return "(" + ", ".join(f"{value:.2f}" for value in rect) + ")"


def assert_close(actual, expected, what, tolerance=TOLERANCE):
    assert math.isfinite(actual) and abs(actual - expected) <= tolerance, f"{what}: {actual} != {expected} (±{tolerance})"
