"""The demo page's home screen in Chromium, against the real server: the page at `/` opens on
clients/fixtures/home-screen.json made one page (demo-home.js); its feed's size table and the page
are posted by their ids; every child sits where /page/layout puts it at offsets that show each
block, pin a title and reach deep into the 100,000-card feed; a box dragged sideways moves its own
offset; a server that lost the page and the table is given both again; no console error. The
phone-sized screenshot is docs/images/web-home-screen.png (regenerate it with
`scripts/browser-test -k screenshot` and copy artifacts/browser/web-home-screen.png there)."""

import contextlib
import hashlib
import json
import urllib.parse
from pathlib import Path

import pytest

import measure
from conftest import VIEWPORT, demo_page, running_server

FIXTURE = json.loads((Path(__file__).resolve().parents[2] / "fixtures" / "home-screen.json").read_text())
TITLES = ["Featured", "Shelf", "Categories", "Feed"]
PHONE = {"width": 390, "height": 844}


def sha256(text):
    return "sha256-" + hashlib.sha256(text.encode()).hexdigest()


# What the page must post, computed here from the fixture as its "about" says: the feed's table
# (no two neighbours equal, so its canonical text is the list itself), then the page with the
# table's id for @FEED, as JSON.stringify writes it.
TABLE = ",".join(str(FIXTURE["feedHeights"][index % len(FIXTURE["feedHeights"])]) for index in range(FIXTURE["feedCount"]))
TABLE_ID = sha256(TABLE)
DESCRIPTION = json.dumps({**FIXTURE["page"], "sections": [
    {**section, "query": section["query"].replace("@FEED", "@" + TABLE_ID)} for section in FIXTURE["page"]["sections"]]},
    separators=(",", ":"))
PAGE_ID = sha256(DESCRIPTION)


@contextlib.contextmanager
def home_page(browser, server, viewport=VIEWPORT, console_errors_allowed=False):
    """The demo page at `/` in a context of `viewport`'s size, and its requests (method, URL);
    no console error unless `console_errors_allowed` (Chromium logs each 4xx answer as one)."""
    requests, console_errors = [], []

    def console(message):
        # Chromium asks for /favicon.ico, which the server does not have, and logs the 404.
        if message.type == "error" and not message.location.get("url", "").endswith("/favicon.ico"):
            console_errors.append(f"{message.text} ({message.location.get('url')})")

    listeners = {"request": lambda request: requests.append((request.method, request.url)), "console": console}
    with demo_page(browser, server + "/", allowed_origins=[server], viewport=viewport, listeners=listeners) as page:
        assert measure.settle(page) is None
        yield page, requests
    assert console_errors_allowed or console_errors == [], f"console errors: {console_errors}"


@pytest.fixture()
def home(browser, server):
    with home_page(browser, server) as opened:
        yield opened


def demo(page, expression):
    return page.evaluate(f"() => window.pinwheelDemo.{expression}")


def page_layout(server, page):
    """The whole /page/layout answer for what the demo shows now (fetched by the test), its
    offset and the stage's box."""
    box = measure.stage_box(page)
    state = page.evaluate("""() => ({ offset: window.pinwheelDemo.offset(), scroll: window.pinwheelDemo.homePage().scroll,
                                      scrollTop: document.getElementById('stage').scrollTop })""")
    assert state["scrollTop"] == state["offset"]
    query = {"page": "@" + PAGE_ID, "width": measure.text(box["width"]), "height": measure.text(box["height"]),
             "offset": measure.text(state["offset"])}
    if state["scroll"]:
        query["scroll"] = ",".join(f"{section}:{measure.text(value)}" for section, value in state["scroll"].items())
    return measure.fetch(f"{server}/page/layout?{urllib.parse.urlencode(query)}"), state["offset"], box


def check_children(page, server):
    """Every child on the stage sits where /page/layout puts it (frame less (0, Y), through its
    transform) within 1 px, and no other is shown. Returns the answer."""
    assert measure.settle(page) is None
    answer, offset, box = page_layout(server, page)
    children = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#stage [data-pinwheel-key]')].map((element) => {
        const box = element.getBoundingClientRect();
        return [element.dataset.pinwheelKey, [box.left, box.top, box.right, box.bottom]];
    }))""")
    keys = [f"{item['section']}/{item['kind']}/{item['item']}" for item in answer["items"]]
    assert sorted(children) == sorted(keys), f"at Y={offset}: children {sorted(children)} != the answer's {sorted(keys)}"
    differences = []
    for item, key in zip(answer["items"], keys):
        expected = measure.expected_rect(item, box, 0, offset)
        if expected is None:
            continue
        error = max(abs(a - e) for a, e in zip(children[key], expected))
        measure.STATS["max_error"] = max(measure.STATS["max_error"], error)
        if not error <= measure.TOLERANCE:
            differences.append(f"  {key}: on screen {measure.fmt(children[key])}, API implies {measure.fmt(expected)}")
    assert not differences, f"at Y={offset}:\n" + "\n".join(differences)
    measure.STATS["cards"] += len(keys)
    measure.STATS["frames"] += 1
    return answer


def scroll_to(page, offset):
    page.evaluate("(offset) => window.pinwheelDemo.setOffset(offset)", offset)
    assert measure.settle(page) is None


def titles_shown(page):
    return page.evaluate("[...document.querySelectorAll('#stage .home-title')].map((element) => element.textContent)")


def test_the_demo_opens_on_the_home_screen_posted_by_its_ids(home, server):
    page, requests = home
    assert demo(page, "layout()") == "home" and page.locator("#layout-select").input_value() == "home"
    assert demo(page, "home()") == {"tableId": TABLE_ID, "pageId": PAGE_ID, "description": DESCRIPTION}
    posts = [url for method, url in requests if method == "POST"]
    assert posts == [f"{server}/sizes/{TABLE_ID}?page=@{PAGE_ID}", f"{server}/pages/{PAGE_ID}"], posts
    answer = check_children(page, server)
    # At Y = 0 the hero slider and the shelf show, with their titles.
    assert {item["kind"] for item in answer["items"] if item["section"] == 0} >= {"slide", "pageHeader"}
    assert titles_shown(page)[:2] == TITLES[:2]


def test_every_child_sits_where_page_layout_says(home, server):
    page, _ = home
    first, _, box = page_layout(server, page)
    # At Y = 0 the stage (552 tall) reaches the grid's block, which starts at 504 (the slider's
    # 44 + 200, the shelf's 44 + 8 + 200 + 8); its title, 44, and its top inset, 8, are above its
    # content box: 20 points into the block its title is pinned. The feed's block follows the
    # grid's (after its bottom inset, 16), its content box 44 + 8 further down and as tall as the
    # rest of the page, millions of points: 60% down it is deep in the feed.
    grid = next(entry for entry in first["sections"] if entry["section"] == 2)
    grid_pinned = int(grid["frame"]["y"]) - 52 + 20
    content_height = first["contentSize"]["height"]
    feed_top = grid["frame"]["y"] + grid["frame"]["height"] + 16 + 52
    deep = int(feed_top + (content_height - feed_top) * 0.6)
    assert content_height - feed_top > 1_000_000
    for offset, pinned in ((0, "Featured"), (300, None), (grid_pinned, "Categories"), (deep, "Feed"),
                           (int(content_height - box["height"]), "Feed")):
        scroll_to(page, offset)
        assert demo(page, "offset()") == offset
        answer = check_children(page, server)
        if pinned:
            header = next(item for item in answer["items"] if item["kind"] == "pageHeader" and TITLES[item["section"]] == pinned)
            assert header["frame"]["y"] == offset, f"{pinned} is not pinned at Y={offset}"
            assert pinned in titles_shown(page)
    # Deep in the feed, its cards are the thousands-th.
    scroll_to(page, deep)
    assert min(item["item"] for item in check_children(page, server)["items"] if item["section"] == 3 and item["kind"] != "pageHeader") > 10_000


def test_a_dragged_box_moves_its_own_offset(home, server):
    page, _ = home
    before = check_children(page, server)
    shelf = next(entry for entry in before["sections"] if entry["section"] == 1)
    box = measure.stage_box(page)
    # Drag the coverFlow shelf (section 1) leftwards across its middle, slowly, and let go.
    x, y = box["left"] + box["width"] * 0.75, box["top"] + shelf["frame"]["y"] + shelf["frame"]["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x - 20 * step, y)
    page.wait_for_function("window.pinwheelDemo.homePage().scroll[1] !== undefined")
    page.mouse.up()
    after = check_children(page, server)
    moved = next(entry for entry in after["sections"] if entry["section"] == 1)
    assert moved["offset"] > shelf["offset"], (shelf, moved)
    assert demo(page, "offset()") == 0  # the page itself did not move
    # The other box kept its own offset.
    assert next(entry for entry in after["sections"] if entry["section"] == 0)["offset"] == \
        next(entry for entry in before["sections"] if entry["section"] == 0)["offset"]


def test_the_single_layouts_stay_reachable(home, server):
    page, _ = home
    scroll_to(page, 500)
    page.select_option("#layout-select", "wheel")
    assert measure.settle(page) is None
    measure.check_cards(page, server, "wheel", "x")
    assert page.locator("#stage [data-pinwheel-key]").count() == 0
    # Back on the home screen, where it was left.
    page.select_option("#layout-select", "home")
    assert measure.settle(page) is None
    assert demo(page, "offset()") == 500
    check_children(page, server)


def test_a_server_that_lost_the_page_and_its_table_is_given_both_again(browser, server, tmp_path):
    """Behind a balancer, a replica that never saw the page nor its table answers 404: the module
    posts the page again, which the replica refuses for its table (404 sizes-unknown); the demo
    posts the table again and makes the page anew where it was."""
    with running_server(tmp_path / "replica.log") as replica, \
            home_page(browser, server, console_errors_allowed=True) as (page, _):
        scroll_to(page, 700)
        statuses = []

        def balance(route):
            response = route.fetch(url=route.request.url.replace(server, replica))
            statuses.append((route.request.method, urllib.parse.urlsplit(route.request.url).path, response.status))
            route.fulfill(response=response)

        for path in ("page/**", "pages/**", "sizes/**"):
            page.route(f"{server}/{path}", balance)
        scroll_to(page, 900)
        page.wait_for_function("window.pinwheelDemo.offset() === 900 && window.pinwheelDemo.lastChange()?.offset === 900")
        assert measure.settle(page) is None
        assert statuses[:5] == [("GET", "/page/layout", 404), ("POST", f"/pages/{PAGE_ID}", 404),
                                ("POST", f"/sizes/{TABLE_ID}", 201), ("POST", f"/pages/{PAGE_ID}", 201),
                                ("GET", "/page/layout", 200)], statuses
        page.unroute_all()
        check_children(page, replica)
        assert demo(page, "error()") is None


def test_screenshot_of_the_home_screen_on_a_phone(browser, server, artifacts):
    with home_page(browser, server, PHONE) as (page, _):
        check_children(page, server)
        page.screenshot(path=artifacts / "web-home-screen.png")
