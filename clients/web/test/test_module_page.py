"""Pages (docs/PAGE.md) in Chromium, against the real server: (a) /page/layout's pinned headers and
footers are where Chromium's own `position: sticky` puts them in the same page written as plain
HTML, to 1/64 px, at offsets that pin, push and release every title; (b) the web module's page
(module/pinwheel-page.js) shows every child where /page/layout puts it, within 1 px, after
scrolls and after a box is dragged; taps go through /page/hit; a page the server does not hold is
posted again."""

import contextlib
import functools
import hashlib
import http.server
import json
import random
import threading
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

import measure
from conftest import VIEWPORT, running_server
from module_page import _QuietHandler

WEB = Path(__file__).resolve().parents[1]  # clients/web: the test page and the module beside it
TITLES = ("pageHeader", "pageFooter")
# Chromium lays out in LayoutUnits of 1/64 px.
CSS_TOLERANCE = 1 / 64

_sizes = random.Random(7)
# Four sections: a slider box, a grid flow, a masonry flow with a pinned footer, a carousel box
# with an unpinned header and a pinned footer; insets and backgrounds everywhere. Lengths are
# multiples of 1/64 (7.75, 90.5, 40.25…), so Chromium holds them exactly and sums them without
# rounding.
MASONRY_SIZES = ",".join(f"{_sizes.randint(100, 340) / 2}" for _ in range(24))
DESCRIPTION = json.dumps({"sections": [
    {"query": "layout=slider&count=8&slidesPerView=2.5&spaceBetween=12", "height": 160,
     "header": {"height": 44, "pinned": True}, "insets": {"top": 8, "left": 16, "bottom": 16, "right": 16}, "background": True},
    {"query": "layout=grid&count=14&minColumnWidth=120&itemHeight=90.5&gap=7.75",
     "header": {"height": 40.25, "pinned": True}, "insets": {"top": 6, "left": 12, "bottom": 10.5, "right": 12}, "background": True},
    {"query": f"layout=masonry&count=24&columnWidth=110&gutter=8&sizes={MASONRY_SIZES}",
     "header": {"height": 36, "pinned": True}, "footer": {"height": 50.5, "pinned": True},
     "insets": {"top": 4, "left": 10, "bottom": 4.25, "right": 10}, "background": True},
    {"query": "layout=carousel&count=10&itemWidth=120", "height": 300,
     "header": {"height": 30}, "footer": {"height": 24, "pinned": True},
     "insets": {"top": 5, "left": 8, "bottom": 5, "right": 8}, "background": True},
]}, separators=(",", ":"))
SECTIONS = json.loads(DESCRIPTION)["sections"]
# The id the module must post to: the SHA-256 of the exact bytes (docs/PAGE.md §1).
PAGE_ID = "sha256-" + hashlib.sha256(DESCRIPTION.encode()).hexdigest()


@pytest.fixture(scope="module")
def web_origin():
    """The origin that serves clients/web: the test page and the module files it imports."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=WEB))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def api(tmp_path_factory, web_origin):
    with running_server(tmp_path_factory.mktemp("page-server") / "server.log", "--cors-origin", web_origin) as base_url:
        yield base_url


@contextlib.contextmanager
def opened_page(browser, web_origin, api):
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        query = urllib.parse.urlencode({"api": api, "module": f"{web_origin}/module/pinwheel-page.js"})
        page.goto(f"{web_origin}/test/pages/page.html?{query}")
        page.wait_for_selector("body[data-ready]", state="attached")
        yield page
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"


@pytest.fixture()
def browser_page(browser, web_origin, api):
    with opened_page(browser, web_origin, api) as page:
        yield page


def page_layout(api, width, height, offset, scroll=None):
    """The whole /page/layout answer (every key), fetched by the test itself."""
    query = {"page": "@" + PAGE_ID, "width": measure.text(width), "height": measure.text(height), "offset": measure.text(offset)}
    if scroll:
        query["scroll"] = ",".join(f"{section}:{measure.text(value)}" for section, value in sorted(scroll.items()))
    return measure.fetch(f"{api}/page/layout?{urllib.parse.urlencode(query)}")


def post_page(api):
    request = urllib.request.Request(f"{api}/pages/{PAGE_ID}", data=DESCRIPTION.encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def page_held(api):
    request = urllib.request.Request(f"{api}/pages/{PAGE_ID}", method="HEAD")
    try:
        with urllib.request.urlopen(request, timeout=10):
            return True
    except urllib.error.HTTPError as error:
        if error.code == 404:
            return False
        raise


def client_box(page, selector):
    """An element's client box (the scrollport) in page coordinates, and its width and height."""
    return page.evaluate("""(selector) => {
        const element = document.querySelector(selector);
        const box = element.getBoundingClientRect();
        return { left: box.left + element.clientLeft, top: box.top + element.clientTop,
                 width: element.clientWidth, height: element.clientHeight };
    }""", selector)


def blocks(answer):
    """Each section's block [top, bottom) from the whole page's answer (§2.3: the content box's
    frame less the header and the top inset, plus the bottom inset and the footer)."""
    result = []
    for entry, section in zip(answer["sections"], SECTIONS):
        insets = section.get("insets", {})
        header = section.get("header", {}).get("height", 0)
        footer = section.get("footer", {}).get("height", 0)
        frame = entry["frame"]
        result.append((frame["y"] - insets.get("top", 0) - header,
                       frame["y"] + frame["height"] + insets.get("bottom", 0) + footer))
    return result


# -------------------------------------------------------------------------------------------
# (a) /page/layout against Chromium's position: sticky.

def build_css_page(page, content_heights):
    """The same page as plain HTML beside the module's container: per section a block holding
    its header (`position: sticky; top: 0` when pinned), its insets (padding) around a content box
    of the height /page/layout gives it (a flow's contentSize, a box's entry height), and its
    footer (`position: sticky; bottom: 0` when pinned); the blocks stacked in flow."""
    page.evaluate("""([sections, heights]) => {
        const scroller = document.createElement('div');
        scroller.id = 'css-page';
        scroller.className = 'screen';
        scroller.style.cssText = 'overflow-x: hidden; overflow-y: auto; scrollbar-gutter: stable; position: relative';
        sections.forEach((section, index) => {
            const block = document.createElement('div');
            block.className = 'block';
            block.style.background = index % 2 ? '#eed' : '#dde';
            const title = (kind, spec) => {
                const element = document.createElement('div');
                element.className = kind;
                element.style.height = `${spec.height}px`;
                if (spec.pinned) {
                    element.style.position = 'sticky';
                    element.style[kind === 'pageHeader' ? 'top' : 'bottom'] = '0px';
                }
                return element;
            };
            if (section.header?.height) block.append(title('pageHeader', section.header));
            const insets = { top: 0, right: 0, bottom: 0, left: 0, ...section.insets };
            const body = document.createElement('div');
            body.style.padding = `${insets.top}px ${insets.right}px ${insets.bottom}px ${insets.left}px`;
            const content = document.createElement('div');
            content.style.height = `${heights[index]}px`;
            body.append(content);
            block.append(body);
            if (section.footer?.height) block.append(title('pageFooter', section.footer));
            scroller.append(block);
        });
        document.body.append(scroller);
    }""", [SECTIONS, content_heights])


def css_titles(page, offset):
    """Chromium's page scrolled to `offset`: its scrollTop, and each block's and each title's
    rectangle (x, y, width, height) in the page's content coordinates (relative to the
    scroller's client box, plus scrollTop)."""
    return page.evaluate("""(offset) => {
        const scroller = document.getElementById('css-page');
        scroller.scrollTop = offset;
        const box = scroller.getBoundingClientRect();
        const left = box.left + scroller.clientLeft, top = box.top + scroller.clientTop - scroller.scrollTop;
        const rect = (element) => {
            const r = element.getBoundingClientRect();
            return [r.left - left, r.top - top, r.width, r.height];
        };
        return { scrollTop: scroller.scrollTop, sections: [...scroller.children].map((block) => ({
            pageBackground: rect(block),
            pageHeader: block.querySelector(':scope > .pageHeader') && rect(block.querySelector(':scope > .pageHeader')),
            pageFooter: block.querySelector(':scope > .pageFooter') && rect(block.querySelector(':scope > .pageFooter')),
        })) };
    }""", offset)


def title_offsets(bounds, height, content_height):
    """Offsets that pin, push and release every pinned title (§3.2), each state's edges and a
    point inside, kept within [0, contentHeight − H] and whole (scrollTop is whole here)."""
    highest = content_height - height
    offsets = set()
    for (top, bottom), section in zip(bounds, SECTIONS):
        header = section.get("header", {})
        footer = section.get("footer", {})
        if header.get("pinned"):
            hh = header["height"]
            # released (Y < top), pinned (top ≤ Y ≤ bottom − hh), pushed (bottom − hh < Y < bottom)
            offsets |= {top - 25, top, top + 13, bottom - hh - 2, bottom - hh, bottom - hh + 7, bottom - 3}
        if footer.get("pinned"):
            fh = footer["height"]
            # pushed to the block's top (Y + H − fh < top), pinned, released (Y + H ≥ bottom)
            offsets |= {top - height + fh - 9, top - height + fh, top - height + 40, bottom - height - 5, bottom - height, bottom - height + 11}
    return sorted({min(max(0, int(offset)), int(highest)) for offset in offsets})


def title_state(kind, y, offset, height, top, bottom, length):
    """Which of §3.2's cases a title's y is in at `offset`."""
    if kind == "pageHeader":
        return "released" if offset < top else "pushed" if offset > bottom - length else "pinned"
    edge = offset + height - length
    return "pushed" if edge < top else "released" if edge >= bottom - length else "pinned"


def test_page_titles_are_where_chromiums_sticky_puts_them(browser_page, api):
    page = browser_page
    post_page(api)
    # The content boxes' heights at the scroller's width: the whole page in one answer.
    build_css_page(page, [0] * len(SECTIONS))
    box = client_box(page, "#css-page")
    width, height = box["width"], box["height"]
    whole = page_layout(api, width, 1, 0)
    whole = page_layout(api, width, whole["contentSize"]["height"], 0)
    assert [entry["section"] for entry in whole["sections"]] == list(range(len(SECTIONS)))
    content_heights = [entry["frame"]["height"] for entry in whole["sections"]]
    page.evaluate("document.getElementById('css-page').remove()")
    build_css_page(page, content_heights)
    bounds = blocks(whole)
    content_height = whole["contentSize"]["height"]
    assert content_height == bounds[-1][1]

    differences = []
    states = set()
    offsets = title_offsets(bounds, height, content_height)
    for offset in offsets:
        chromium = css_titles(page, offset)
        assert chromium["scrollTop"] == offset, f"Chromium scrolled to {chromium['scrollTop']}, not {offset}"
        answer = page_layout(api, width, height, offset)
        from_api = {(item["section"], item["kind"]): item["frame"] for item in answer["items"]
                    if item["kind"] in TITLES + ("pageBackground",)}
        for section, (rects, (top, bottom)) in enumerate(zip(chromium["sections"], bounds)):
            for kind in TITLES + ("pageBackground",):
                rect = rects[kind]
                if rect is None:
                    continue
                x, y, w, h = rect
                on_screen = y < offset + height and y + h > offset
                frame = from_api.get((section, kind))
                if not on_screen:
                    if frame is not None:
                        differences.append(f"  Y={offset}: {kind} {section}: off screen in Chromium at y={y}, the API places it at {frame}")
                    continue
                if frame is None:
                    differences.append(f"  Y={offset}: {kind} {section}: on screen in Chromium at y={y}, absent from the API")
                    continue
                expected = [frame["x"], frame["y"], frame["width"], frame["height"]]
                if max(abs(a - e) for a, e in zip(rect, expected)) > CSS_TOLERANCE:
                    differences.append(f"  Y={offset}: {kind} {section}: Chromium {rect}, API {expected}")
                spec = SECTIONS[section].get("header" if kind == "pageHeader" else "footer", {})
                if kind in TITLES and spec.get("pinned"):
                    states.add((section, kind, title_state(kind, y, offset, height, top, bottom, h)))
                measure.STATS["cards"] += 1
        measure.STATS["frames"] += 1
    assert not differences, "PAGE.md §3.2 against Chromium's sticky:\n" + "\n".join(differences)
    # Every pinned title was seen pinned, pushed and released wherever a scroll offset reaches
    # that case: the first header cannot be released (Y ≥ 0 = top_0), the last block's header
    # cannot be pushed (Y ≤ contentHeight − H < bottom − hh).
    expected_states = {(0, "pageHeader", "pinned"), (0, "pageHeader", "pushed"),
                       (1, "pageHeader", "released"), (1, "pageHeader", "pinned"), (1, "pageHeader", "pushed"),
                       (2, "pageHeader", "released"), (2, "pageHeader", "pinned"), (2, "pageHeader", "pushed"),
                       (2, "pageFooter", "pushed"), (2, "pageFooter", "pinned"), (2, "pageFooter", "released"),
                       (3, "pageFooter", "pushed"), (3, "pageFooter", "pinned"), (3, "pageFooter", "released")}
    assert expected_states <= states, f"cases never reached: {sorted(expected_states - states)} (offsets {offsets})"


# -------------------------------------------------------------------------------------------
# (b) The web module's page.

def create(page, **options):
    page.evaluate("(options) => window.pageTest.create(options)", dict(options, description=DESCRIPTION))
    ready(page)


def ready(page):
    page.evaluate("window.pageTest.page.ready()")


def events(page, name):
    return [event for event in page.evaluate("window.pageTest.events") if event["name"] == name]


def scroll_to(page, offset):
    page.evaluate("(offset) => { document.getElementById('page').scrollTop = offset; }", offset)
    ready(page)


def check_children(page, api):
    """Every child the page shows sits where /page/layout (fetched here for the page's offset,
    box offsets and size) puts it: frame less (0, Y), through its transform, within 1 px of its
    getBoundingClientRect; no other child is shown; each box's clip is at its frame less (0, Y)."""
    state = page.evaluate("({ offset: window.pageTest.page.offset, scroll: window.pageTest.page.scroll })")
    offset = state["offset"]
    assert offset == page.evaluate("document.getElementById('page').scrollTop")
    box = client_box(page, "#page")
    answer = page_layout(api, box["width"], box["height"], offset, {int(k): v for k, v in state["scroll"].items()})
    children = page.evaluate("window.pageTest.children()")
    keys = [f"{item['section']}/{item['kind']}/{item['item']}" for item in answer["items"]]
    assert sorted(children) == sorted(keys), f"at Y={offset}: children {sorted(children)} != the answer's {sorted(keys)}"
    differences = []
    for item, key in zip(answer["items"], keys):
        expected = measure.expected_rect(item, box, 0, offset)
        error = max(abs(a - e) for a, e in zip(children[key], expected))
        measure.STATS["max_error"] = max(measure.STATS["max_error"], error)
        if not error <= measure.TOLERANCE:
            differences.append(f"  {key}: on screen {measure.fmt(children[key])}, API implies {measure.fmt(expected)}")
    assert not differences, f"at Y={offset}, scroll {state['scroll']}:\n" + "\n".join(differences)
    clips = page.evaluate("window.pageTest.clips()")
    boxes = {str(entry["section"]): entry["frame"] for entry in answer["sections"] if entry["kind"] == "box"}
    assert sorted(clips) == sorted(boxes)
    for section, frame in boxes.items():
        rect, overflow = clips[section]
        expected = [box["left"] + frame["x"], box["top"] + frame["y"] - offset,
                    box["left"] + frame["x"] + frame["width"], box["top"] + frame["y"] - offset + frame["height"]]
        assert overflow == "hidden" and max(abs(a - e) for a, e in zip(rect, expected)) <= measure.TOLERANCE, (section, rect, expected)
    measure.STATS["cards"] += len(keys)
    measure.STATS["frames"] += 1
    return answer


def test_the_page_shows_its_children_where_page_layout_puts_them(browser_page, api):
    page = browser_page
    requests = []
    page.on("request", lambda request: requests.append((request.method, request.url)))
    create(page)
    # Posted once, to the id the test computes from the same bytes.
    assert [url for method, url in requests if method == "POST"] == [f"{api}/pages/{PAGE_ID}"]
    check_children(page, api)
    content_height = page.evaluate("document.getElementById('page').scrollHeight")
    client_height = client_box(page, "#page")["height"]
    # The blocks at this width (385): [0, 228), [228, 964.75), [964.75, 1843), [1843, 2207), and
    # H = 300. At 300 the grid's header is pinned; at 940 pushed (964.75 − 40.25 = 924.5 < 940)
    # under the masonry's header; at 1200 the masonry's header and footer are pinned; at the end
    # (2207 − 300 = 1907) the carousel box and its footer show.
    for offset in (300, 940, 1200, content_height - client_height):
        scroll_to(page, offset)
        assert page.evaluate("window.pageTest.page.offset") == offset
        answer = check_children(page, api)
        assert any(item["kind"] in TITLES for item in answer["items"])
    assert events(page, "error") == []


def test_a_dragged_box_moves_its_own_offset(browser_page, api):
    page = browser_page
    create(page)
    before = check_children(page, api)
    slide = next(item for item in before["items"] if item["kind"] == "slide" and item["item"] == 1)
    # Drag the slider (section 0) two slides to the left with the mouse, slowly, and let go.
    box = client_box(page, "#page")
    x, y = box["left"] + 250, box["top"] + slide["frame"]["y"] + 80
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x - 29 * step, y)
    # During the drag, the slides follow the pointer: box 0's offset is 290 points along.
    page.wait_for_function("window.pageTest.page.scroll[0] === 290")
    page.wait_for_function("""() => { const changes = window.pageTest.events.filter((event) => event.name === 'change');
        return changes.length > 0 && changes[changes.length - 1].detail.scroll[0] === 290; }""")
    moved = check_children(page, api)
    assert moved["sections"][0]["offset"] == 290
    page.mouse.up()
    ready(page)
    # Let go, the box comes to rest on a slide (its own /motion, or /page/motion once the server
    # has it): the page itself did not move.
    settle = events(page, "settle")[-1]["detail"]
    assert settle["section"] == 0 and settle["offset"] == 0 and settle["scroll"] == page.evaluate("window.pageTest.page.scroll[0]")
    after = check_children(page, api)
    assert after["sections"][0]["offset"] > 0 and after["sections"][0]["activeIndex"] > 0
    first = lambda answer: next(item["frame"]["x"] for item in answer["items"] if item["kind"] == "slide")
    assert [item["item"] for item in after["items"] if item["kind"] == "slide"] != [item["item"] for item in before["items"] if item["kind"] == "slide"] \
        or first(after) != first(before)
    # The page scrolls on with the box where it was left.
    scroll_to(page, 150)
    check_children(page, api)
    assert events(page, "error") == []


def test_a_change_reports_the_box_offsets_its_children_were_placed_for(browser_page, api):
    """An answer that comes after the drag has moved on is shown (one request is in flight at a
    time), and its `change` names the offsets it was asked for, not the drag's latest."""
    page = browser_page
    create(page)
    held = []

    def hold_first_drag_answer(route):
        scroll = urllib.parse.parse_qs(urllib.parse.urlsplit(route.request.url).query).get("scroll")
        if scroll == ["0:29"] and not held:
            held.append(route)
        else:
            route.continue_()

    page.route(f"{api}/page/layout?*", hold_first_drag_answer)
    box = client_box(page, "#page")
    slide = next(item for item in check_children(page, api)["items"] if item["kind"] == "slide" and item["item"] == 1)
    x, y = box["left"] + 250, box["top"] + slide["frame"]["y"] + 80
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 29, y)
    page.wait_for_function("window.pageTest.page.scroll[0] === 29")
    while not held:
        page.wait_for_timeout(20)  # the module's request for 0:29 reaches the route
    for step in range(2, 11):
        page.mouse.move(x - 29 * step, y)
    page.wait_for_function("window.pageTest.page.scroll[0] === 290")
    changes = len(events(page, "change"))
    held[0].continue_()
    page.wait_for_function(f"window.pageTest.events.filter((event) => event.name === 'change').length > {changes}")
    assert events(page, "change")[changes]["detail"]["scroll"] == {"0": 29}
    page.wait_for_function("""() => { const changes = window.pageTest.events.filter((event) => event.name === 'change');
        return changes[changes.length - 1].detail.scroll[0] === 290; }""")
    assert check_children(page, api)["sections"][0]["offset"] == 290
    page.mouse.up()
    ready(page)
    assert events(page, "error") == []


# A slider box over a grid of 12-point cells: every /page/motion frame holds the 400-odd cells on
# screen, so the box's 19-frame fling at the server's default 60 frames a second holds more than
# an answer's item limit, and 30 frames a second does not.
DENSE_DESCRIPTION = json.dumps({"sections": [
    {"query": "layout=slider&count=8&slidesPerView=2.5", "height": 120},
    {"query": "layout=grid&count=900&minColumnWidth=12&itemHeight=12&gap=1"},
]}, separators=(",", ":"))


def test_a_fling_over_the_item_limit_is_asked_again_at_half_the_frames(browser_page, api):
    page = browser_page
    motions = []

    def note_motion(response):
        if urllib.parse.urlsplit(response.url).path == "/page/motion":
            fps = urllib.parse.parse_qs(urllib.parse.urlsplit(response.url).query).get("fps")
            motions.append((fps, response.status))

    page.on("response", note_motion)
    page.evaluate("(description) => window.pageTest.create({ description })", DENSE_DESCRIPTION)
    ready(page)
    # Fling the slider (section 0) to the left with the mouse, fast.
    box = client_box(page, "#page")
    x, y = box["left"] + 300, box["top"] + 60
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 6):
        page.mouse.move(x - 30 * step, y)
    page.mouse.up()
    page.wait_for_function("window.pageTest.events.some((event) => event.name === 'settle')")
    ready(page)
    assert motions == [(None, 400), (["30"], 200)], motions
    settle = events(page, "settle")[-1]["detail"]
    assert settle["section"] == 0 and settle["scroll"] > 0
    assert events(page, "error") == []


def test_a_tap_names_what_page_hit_names(browser_page, api):
    page = browser_page
    create(page, offset=400)
    assert page.evaluate("window.pageTest.page.offset") == 400
    check_children(page, api)
    box = client_box(page, "#page")
    # Y = 400 is inside the grid's block (from 228, below the slider's 44 + 8 + 160 + 16): its
    # header is pinned at the top, a cell of its first column is 120 points down.
    page.mouse.click(box["left"] + 30, box["top"] + 10)
    page.wait_for_function("window.pageTest.events.some((event) => event.name === 'select')")
    select = events(page, "select")[-1]
    assert select["detail"] == {"section": 1, "kind": "pageHeader", "item": 0} and select["element"] == "1/pageHeader/0"
    page.mouse.click(box["left"] + 30, box["top"] + 120)
    page.wait_for_function("window.pageTest.events.filter((event) => event.name === 'select').length === 2")
    hit = measure.fetch(f"{api}/page/hit?page=@{PAGE_ID}&x=30&y=120&offset=400&width={box['width']}&height={box['height']}")
    select = events(page, "select")[-1]
    assert hit["kind"] == "cell" and select["detail"] == hit and select["element"] == f"1/cell/{hit['item']}"


def test_a_page_the_server_does_not_hold_is_posted_again(browser, web_origin, api, tmp_path):
    """Behind a load balancer, the next request may reach a replica that never saw the page:
    it answers 404 page-unknown, and the module posts the page again and asks once more."""
    with running_server(tmp_path / "replica.log", "--cors-origin", web_origin) as replica, \
            opened_page(browser, web_origin, api) as page:
        create(page)
        assert not page_held(replica)
        statuses = []

        def balance(route):
            response = route.fetch(url=route.request.url.replace(api, replica))
            statuses.append((route.request.method, urllib.parse.urlsplit(route.request.url).path, response.status))
            route.fulfill(response=response)

        page.route(f"{api}/**", balance)
        scroll_to(page, 500)
        assert statuses == [("GET", "/page/layout", 404), ("POST", f"/pages/{PAGE_ID}", 201), ("GET", "/page/layout", 200)], statuses
        assert page_held(replica)
        page.unroute(f"{api}/**")
        check_children(page, replica)
        assert events(page, "error") == []
