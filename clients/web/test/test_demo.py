"""The demo page in Chromium: cards where the API puts them in every layout, and every release,
key and wheel-scroll pause played from a /motion answer. These tests answer /motion with a motion
made here from real /layout and /snap answers, so that they check what the page asks and that it
plays what it is told; test_demo_motion.py checks the page against the server's own /motion and /hit."""

import json
import time
import urllib.error
import urllib.parse

from conftest import demo_page
from measure import assert_close, card_rects, check_cards, fetch, query_of, settle, stage_box, text


def demo(page, expression):
    """The value of `window.pinwheelDemo.<expression>`, the page's test hook."""
    return page.evaluate(f"() => window.pinwheelDemo.{expression}")


def set_offset(page, offset):
    page.evaluate("(offset) => window.pinwheelDemo.setOffset(offset)", offset)


def stage_centre(page):
    stage = stage_box(page)
    return stage["left"] + stage["width"] / 2, stage["top"] + stage["height"] / 2


def drag(page, dx, dy, steps=10, step_pause=0.0, rest_before_release=0.0):
    """A real mouse drag from the stage's centre: press, move in steps, (rest,) release."""
    x, y = stage_centre(page)
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.mouse.move(x + dx * step / steps, y + dy * step / steps)
        if step_pause:
            time.sleep(step_pause)
    if rest_before_release:
        time.sleep(rest_before_release)
    page.mouse.up()


def select_layout(page, name):
    page.select_option("#layout-select", name)
    settle(page)


class FakeMotion:
    """Answers the page's /motion requests on `api` with a motion of the contract's shape: 9
    frames 1/60 s apart, straight from the start offset to a rest taken from the real server
    (/snap's for the wheel and the carousel, the start held within the content for the others),
    each frame's items the server's /layout answer at its offset. Keeps every query and answer."""

    FRAMES = 9

    def __init__(self, page, api):
        self.page, self.api = page, api
        self.queries, self.answers = [], []
        page.route(f"{api}/motion?*", self.answer)

    def answer(self, route):
        query = query_of(route.request.url)
        self.queries.append(query)
        page_origin = "{0.scheme}://{0.netloc}".format(urllib.parse.urlsplit(self.page.url))
        headers = {"Access-Control-Allow-Origin": page_origin}
        try:
            body = self.motion(query)
        except urllib.error.HTTPError as refused:
            # Parameters the server refuses for /layout: its problem, as /motion would answer it.
            route.fulfill(status=refused.code, content_type="application/problem+json", body=refused.read(), headers=headers)
            return
        self.answers.append(body)
        route.fulfill(status=200, content_type="application/json", body=json.dumps(body), headers=headers)

    def motion(self, query):
        layout = {name: value for name, value in query.items()
                  if name not in ("velocity", "item", "section", "fps", "rate", "fields")}
        start = float(query["offset"])
        rest, index = self.rest(layout, start, query)
        frames = []
        for number in range(self.FRAMES):
            offset = start + (rest - start) * number / (self.FRAMES - 1) if number < self.FRAMES - 1 else rest
            items = fetch(f"{self.api}/layout?{urllib.parse.urlencode(dict(layout, offset=text(offset)))}")["items"]
            frames.append({"items": items, "offset": offset, "time": number / 60})
        return {"duration": frames[-1]["time"], "frames": frames, "index": index, "offset": rest}

    def rest(self, layout, start, query):
        kind = layout["layout"]
        if kind in ("wheel", "carousel"):
            if "item" in query:
                # Item k's resting offset, found by /snap from about where it is: k items along.
                content = fetch(f"{self.api}/layout?{urllib.parse.urlencode(dict(layout, offset='0'))}")["contentSize"]
                span = content["width"] - (float(layout["width"]) if kind == "wheel" else content["width"] / float(layout["count"]))
                near, velocity = int(query["item"]) * span / (float(layout["count"]) - 1), "0"
            else:
                near, velocity = start, query["velocity"]
            snap = fetch(f"{self.api}/snap?{urllib.parse.urlencode(dict(layout, offset=text(near), velocity=velocity))}")
            return snap["offset"], snap["index"]
        if kind == "circle":
            return 0, None
        content = fetch(f"{self.api}/layout?{urllib.parse.urlencode(dict(layout, offset='0'))}")["contentSize"]
        return min(max(start, 0), content["height"] - float(layout["height"])), None


def played_to_the_end(page, motion):
    """The page showed the last motion's frames in order (a slow frame may skip some), from the
    release on, and rests on its last offset with its index."""
    answer = motion.answers[-1]
    frame_offsets = [frame["offset"] for frame in answer["frames"]]
    shown = demo(page, "shownOffsets()")
    tail = shown[len(shown) - 1 - shown[::-1].index(frame_offsets[0]):] if frame_offsets[0] in shown else shown[-1:]
    remaining = iter(frame_offsets)
    assert all(offset in remaining for offset in tail), (tail, frame_offsets)
    assert demo(page, "offset()") == answer["offset"] == tail[-1]
    assert demo(page, "settles()")[-1] == {"offset": answer["offset"], "index": answer["index"], "section": 0}
    return answer


def fling(page, motion, dx, start):
    """A quick horizontal drag from offset `start`, released while moving; returns its /motion
    query. The module measures velocity over the drag's last 100 ms, so a release it saw later than
    that after the last move is a rest: on a busy machine this process can be descheduled between
    the two, and then the fling is tried again (three tries in all)."""
    for _ in range(3):
        set_offset(page, start)
        settle(page)
        drag(page, dx, 0, steps=8, step_pause=0.01)
        settle(page)
        query = motion.queries[-1]
        if float(query["velocity"]) != 0:
            return query
        print("the release came late; flinging again")
    raise AssertionError(f"three flings were released late: {query}")


def test_wheel_cards_match_the_api(page, server, artifacts):
    motion = FakeMotion(page, server)
    answer = check_cards(page, server, "wheel", "x")
    largest = answer["contentSize"]["width"] - stage_box(page)["width"]
    for offset in (137.25, 1000, 2345.678, largest, 0):
        set_offset(page, offset)
        check_cards(page, server, "wheel", "x")

    # Horizontal wheel scrolling, then Shift with a vertical wheel: the wheel turns, and when the
    # scrolling pauses it comes to rest with a release at no velocity from where it was turned to.
    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(300, 0)
    check_cards(page, server, "wheel", "x")
    assert [(query["offset"], query["velocity"]) for query in motion.queries] == [("300", "0")]
    after_wheel = played_to_the_end(page, motion)["offset"]
    assert after_wheel > 0, "a horizontal wheel scroll did not turn the wheel"
    page.keyboard.down("Shift")
    page.mouse.wheel(0, 300)
    page.keyboard.up("Shift")
    check_cards(page, server, "wheel", "x")
    assert float(motion.queries[-1]["offset"]) == after_wheel + 300
    assert demo(page, "offset()") > after_wheel, "Shift + vertical wheel did not turn the wheel"

    # A slow drag that rests before release: no velocity, from 150 px further on.
    before = demo(page, "offset()")
    drag(page, -150, 0, rest_before_release=0.25)
    check_cards(page, server, "wheel", "x")
    assert float(motion.queries[-1]["velocity"]) == 0
    assert float(motion.queries[-1]["offset"]) == before + 150
    played_to_the_end(page, motion)
    page.screenshot(path=artifacts / "wheel.png")


def test_a_wheel_fling_plays_the_motion_answer(page, server):
    motion = FakeMotion(page, server)
    for start, dx in ((1000, -160), (3000, 160)):
        query = fling(page, motion, dx, start)
        # Dragging left moves the content left: the offset grows, the velocity is positive; the
        # release starts where the drag left the offset.
        assert (float(query["velocity"]) > 0) == (dx < 0), query
        assert (float(query["offset"]) > start) == (dx < 0), query
        assert query["rate"] == "fast" and "item" not in query, query
        answer = played_to_the_end(page, motion)
        check_cards(page, server, "wheel", "x")
        # The card at rest is centred: it stands in the middle of the stage.
        left, _, right, _ = card_rects(page)[f"cell/0/{answer['index']}"]
        assert_close((left + right) / 2, stage_centre(page)[0], "the centred card's middle")


def test_circle_cards_match_the_api(page, server, artifacts):
    motion = FakeMotion(page, server)
    select_layout(page, "circle")
    answer = check_cards(page, server, "circle", "y")
    assert [item["item"] for item in answer["items"]] == list(range(12))
    assert page.locator("#stage > .card.circle").count() == 12
    for offset in (-60, 45.5):
        set_offset(page, offset)
        check_cards(page, server, "circle", "y")
    # A vertical drag stretches the circle (nothing scrolls, so 120 px up moves the offset a
    # third of that, 40); its release plays the motion back to 0.
    set_offset(page, 0)
    drag(page, 0, -120, rest_before_release=0.2)
    check_cards(page, server, "circle", "y")
    assert motion.queries[-1]["offset"] == "40" and motion.queries[-1]["rate"] == "normal"
    assert 40 in demo(page, "shownOffsets()") and demo(page, "offset()") == 0
    page.screenshot(path=artifacts / "circle.png")


def test_parallax_list_matches_the_api(page, server, artifacts):
    motion = FakeMotion(page, server)
    select_layout(page, "parallax")
    check_cards(page, server, "parallax", "y")
    stage = stage_box(page)

    # Scrolled past the header with the mouse wheel: the menu sticks to the top.
    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(0, 420)
    answer = check_cards(page, server, "parallax", "y")
    assert demo(page, "offset()") == 420
    assert motion.queries[-1]["offset"] == "420" and motion.queries[-1]["rate"] == "normal"
    rects = card_rects(page)
    assert_close(rects["menu/0/0"][1], stage["top"], "the sticky menu's top")
    check_parallax_contents(page, answer)

    # Further down: a section header sticks under the menu.
    set_offset(page, 600)
    answer = check_cards(page, server, "parallax", "y")
    rects = card_rects(page)
    menu_height = next(item for item in answer["items"] if item["kind"] == "menu")["frame"]["height"]
    assert_close(rects["menu/0/0"][1], stage["top"], "the sticky menu's top")
    stuck = [name for name, rect in rects.items()
             if name.startswith("sectionHeader/") and abs(rect[1] - stage["top"] - menu_height) <= 1]
    assert stuck, f"no section header sticks under the menu: {rects}"
    check_parallax_contents(page, answer)

    # Pulled down: the header stretches and stays at the top.
    set_offset(page, -100)
    answer = check_cards(page, server, "parallax", "y")
    header = card_rects(page)["header/0/0"]
    assert_close(header[1], stage["top"], "the stretched header's top")
    assert_close(header[3] - header[1], 300 + 100, "the stretched header's height")

    # Half collapsed: the header's overlay darkens as the API says.
    set_offset(page, 150)
    answer = check_cards(page, server, "parallax", "y")
    alpha = next(item for item in answer["items"] if item["kind"] == "header")["headerOverlayAlpha"]
    shown = float(page.evaluate("getComputedStyle(document.querySelector('.header .overlay')).opacity"))
    assert_close(shown, alpha, "the header overlay's opacity", tolerance=1e-3)
    assert alpha > 0
    page.screenshot(path=artifacts / "parallax.png")

    # A real vertical drag scrolls the list; it is released at rest 200 px further down.
    set_offset(page, 500)
    settle(page)
    drag(page, 0, -200, rest_before_release=0.2)
    answer = check_cards(page, server, "parallax", "y")
    assert (motion.queries[-1]["offset"], motion.queries[-1]["velocity"]) == ("700", "0")
    assert_close(demo(page, "offset()"), 700, "the offset after a 200 px drag up", tolerance=1e-6)
    check_parallax_contents(page, answer)


def check_parallax_contents(page, answer):
    """Each cell's content is shifted by the cell's `parallax` translation."""
    offsets = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#stage > .cell')].map((cell) =>
        [cell.dataset.key, cell.firstElementChild.getBoundingClientRect().top - cell.getBoundingClientRect().top]))""")
    max_parallax = float(demo(page, "parameters()")["maxParallax"])
    for item in answer["items"]:
        if item["kind"] == "cell":
            key = f"cell/{item['section']}/{item['item']}"
            assert_close(offsets[key], -max_parallax + item["parallax"]["ty"], f"{key}'s content shift")


def test_switching_layouts_replaces_the_cards(page, server):
    wheel = set(card_rects(page))
    select_layout(page, "circle")
    circle = set(card_rects(page))
    select_layout(page, "parallax")
    parallax = set(card_rects(page))
    assert {"header/0/0", "menu/0/0"} <= parallax
    assert wheel != circle and not {name for name in parallax if not name.startswith("cell/")} & circle
    # Each layout keeps its own offset.
    set_offset(page, 333)
    select_layout(page, "wheel")
    assert demo(page, "offset()") == 0
    select_layout(page, "parallax")
    assert demo(page, "offset()") == 333
    check_cards(page, server, "parallax", "y")


def test_api_problems_show_in_the_status_line(page, server):
    FakeMotion(page, server)  # a resized wheel jumps to its card's new resting offset
    # A stage wider than the API's largest viewport (100,000 points) makes the page send a width
    # the API refuses with a problem.
    page.evaluate("document.getElementById('stage').style.width = '200000px'")
    error = settle(page)
    assert error and error.startswith("width:"), error
    status = page.locator("#status")
    assert status.text_content() == error
    assert "error" in status.get_attribute("class")
    page.evaluate("document.getElementById('stage').style.width = ''")
    assert settle(page) is None
    assert "error" not in status.get_attribute("class")


def test_the_check_sees_a_card_two_pixels_off(page, server):
    """The measure itself: a card nudged by 2 px is reported, with its key and the difference."""
    key = next(iter(card_rects(page)))
    page.evaluate("(key) => document.querySelector(`[data-key='${key}']`).style.marginLeft = '2px'", key)
    try:
        check_cards(page, server, "wheel", "x")
    except AssertionError as error:
        assert key in str(error) and "off by 2.0" in str(error), str(error)
    else:
        raise AssertionError("a card 2 px off passed the check")


CAROUSEL_TYPES = ["linear", "rotary", "invertedRotary", "cylinder", "invertedCylinder", "wheel", "invertedWheel",
                  "coverFlow", "coverFlow2", "timeMachine", "invertedTimeMachine"]


def test_carousel_cards_match_the_api_in_every_type(page, server, artifacts):
    assert not page.locator("#carousel-type-select").is_visible()
    select_layout(page, "carousel")
    assert page.locator("#carousel-type-select").is_visible()
    types = page.eval_on_selector_all("#carousel-type-select option", "(options) => options.map((o) => o.value)")
    assert types == CAROUSEL_TYPES
    for carousel_type in CAROUSEL_TYPES:
        page.select_option("#carousel-type-select", carousel_type)
        answer = check_cards(page, server, "carousel", None)
        assert demo(page, "parameters()")["type"] == carousel_type
        assert all("transform" not in item for item in answer["items"])
        step = answer["contentSize"]["width"] / 24
        for offset in (step * 2.4, step * 7):
            set_offset(page, offset)
            check_cards(page, server, "carousel", None)
        if carousel_type == "coverFlow":
            page.screenshot(path=artifacts / "carousel-coverflow.png")
    page.select_option("#carousel-type-select", "rotary")
    check_cards(page, server, "carousel", None)
    page.screenshot(path=artifacts / "carousel-rotary.png")


def test_a_carousel_fling_plays_the_motion_answer(page, server):
    motion = FakeMotion(page, server)
    select_layout(page, "carousel")
    # (type, drag, start as a fraction of the content): rotary wraps, so a drag back from 0 goes
    # below 0; coverFlow does not.
    cases = (("rotary", -240, 0), ("rotary", 240, 0), ("coverFlow", -240, 0), ("coverFlow", 120, 0.5))
    for carousel_type, dx, start_fraction in cases:
        page.select_option("#carousel-type-select", carousel_type)
        settle(page)
        start = fetch_content_width(page, server) * start_fraction
        query = fling(page, motion, dx, start)
        assert query["type"] == carousel_type and "rate" not in query, query
        assert (float(query["velocity"]) > 0) == (dx < 0), query
        answer = played_to_the_end(page, motion)
        layout = check_cards(page, server, "carousel", None)
        # The item it stopped on is in front, in the middle of the stage.
        front = max(layout["items"], key=lambda item: item["zIndex"])
        assert front["item"] == answer["index"], f"item {front['item']} is in front, /motion said {answer['index']}"
        left, top, right, bottom = card_rects(page)[f"cell/0/{front['item']}"]
        centre_x, centre_y = stage_centre(page)
        assert_close((left + right) / 2, centre_x, "the front card's middle (x)")
        assert_close((top + bottom) / 2, centre_y, "the front card's middle (y)")


def fetch_content_width(page, server):
    stage = stage_box(page)
    query = dict(demo(page, "parameters()"), offset=0, width=stage["width"], height=stage["height"])
    return fetch(f"{server}/layout?{urllib.parse.urlencode({name: text(value) for name, value in query.items()})}")["contentSize"]["width"]


def test_arrow_keys_move_one_card(page, server):
    motion = FakeMotion(page, server)
    for layout, axis, rate in (("wheel", "x", "fast"), ("carousel", None, None)):
        select_layout(page, layout)
        page.focus("#stage")
        for key in ("ArrowRight", "ArrowRight", "ArrowLeft"):
            page.keyboard.press(key)
            check_cards(page, server, layout, axis)
            played_to_the_end(page, motion)
        queries = motion.queries[-3:]
        assert [query["item"] for query in queries] == ["1", "2", "1"], f"{layout}: arrow keys went to {queries}"
        assert [query.get("rate") for query in queries] == [rate] * 3, queries
        assert demo(page, "index()") == 1


def test_each_layout_asks_motion_for_its_rate_and_never_layout(page, server):
    motion = FakeMotion(page, server)
    layouts = []
    page.on("request", lambda request: layouts.append(query_of(request.url)) if "/layout?" in request.url else None)
    for layout, rate in (("wheel", "fast"), ("circle", "normal"), ("parallax", "normal"), ("carousel", None)):
        select_layout(page, layout)
        assert demo(page, "rate()") == rate
        drag(page, -40, -40, rest_before_release=0.2)
        settle(page)
        assert motion.queries[-1]["layout"] == layout and motion.queries[-1].get("rate") == rate, motion.queries[-1]
    assert layouts and not [query for query in layouts if "rate" in query]


def test_a_narrow_screen_hides_the_title_and_keeps_the_cards_right(page, server):
    FakeMotion(page, server)  # a resized wheel jumps to its card's new resting offset
    page.set_viewport_size({"width": 420, "height": 700})
    assert not page.locator("#bar h1").is_visible() and page.locator("#layout-select").is_visible()
    bar = page.evaluate("(({ scrollWidth, clientWidth }) => [scrollWidth, clientWidth])(document.getElementById('bar'))")
    assert bar[0] == bar[1], f"the bar overflows: {bar}"
    check_cards(page, server, "wheel", "x")
    select_layout(page, "carousel")
    check_cards(page, server, "carousel", None)


def test_the_api_parameter_points_the_page_at_another_origin(browser, server, cors_server):
    with demo_page(browser, f"{server}/?layout=wheel&api={cors_server}", allowed_origins=[server, cors_server]) as page:
        requests = []
        page.on("request", lambda request: requests.append(request.url))
        motion = FakeMotion(page, cors_server)
        page.reload()
        assert settle(page) is None
        assert f"{cors_server}/pinwheel.js" in requests
        layouts = [url for url in requests if "/layout?" in url]
        assert layouts and all(url.startswith(cors_server + "/layout?") for url in layouts), layouts
        check_cards(page, server, "wheel", "x")
        drag(page, -150, 0, rest_before_release=0.2)
        check_cards(page, server, "wheel", "x")
        assert len(motion.queries) == 1
        assert any(url.startswith(cors_server + "/motion?") for url in requests)


def test_an_api_parameter_that_is_no_http_url_is_reported(browser, server):
    with demo_page(browser, f"{server}/?layout=wheel&api=javascript:alert(1)", allowed_origins=[server]) as page:
        assert settle(page) is None
        status = page.locator("#status")
        assert "api: 'javascript:alert(1)' is not an http(s) URL" in status.text_content()
        assert "error" in status.get_attribute("class")
        check_cards(page, server, "wheel", "x")
