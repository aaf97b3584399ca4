"""The demo page in Chromium: cards where the API puts them, flings resting where /snap says."""

import time
import urllib.parse

from conftest import demo_page
from measure import assert_close, card_rects, check_cards, fetch, query_of, settle, stage_box


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


def fling(page, dx, start):
    """A quick horizontal drag from offset `start`, released while moving; returns the page's
    record of the release. The page measures velocity over the last 100 ms, so a release it saw
    later than that after the last move is a rest, not a fling: on a busy machine this process can
    be descheduled between the two, and then the fling is tried again (three tries in all)."""
    for _ in range(3):
        set_offset(page, start)
        settle(page)
        drag(page, dx, 0, steps=8, step_pause=0.01)
        release = demo(page, "lastRelease()")
        late = release["time"] - release["samples"][-2]["time"]
        if release["velocity"] != 0 or late <= 100:
            return release
        print(f"the release came {late:.0f} ms after the last move; flinging again")
    raise AssertionError(f"three flings were released late: {release}")


def select_layout(page, name):
    page.select_option("#layout-select", name)
    settle(page)


def test_wheel_cards_match_the_api(page, server, artifacts):
    answer = check_cards(page, server, "wheel", "x")
    largest = answer["contentSize"]["width"] - stage_box(page)["width"]
    for offset in (137.25, 1000, 2345.678, largest, 0):
        set_offset(page, offset)
        check_cards(page, server, "wheel", "x")

    # Horizontal wheel scrolling, then Shift with a vertical wheel: the wheel turns, then snaps.
    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(300, 0)
    check_cards(page, server, "wheel", "x")
    after_wheel = demo(page, "offset()")
    assert after_wheel > 0, "a horizontal wheel scroll did not turn the wheel"
    page.keyboard.down("Shift")
    page.mouse.wheel(0, 300)
    page.keyboard.up("Shift")
    check_cards(page, server, "wheel", "x")
    assert demo(page, "offset()") > after_wheel, "Shift + vertical wheel did not turn the wheel"

    # A slow drag that rests before release: no velocity, the nearest card is centred.
    before = demo(page, "offset()")
    drag(page, -150, 0, rest_before_release=0.25)
    check_cards(page, server, "wheel", "x")
    snap = demo(page, "lastSnap()")
    assert float(query_of(snap["url"])["velocity"]) == 0
    assert demo(page, "offset()") == snap["answer"]["offset"]
    assert demo(page, "offset()") > before
    page.screenshot(path=artifacts / "wheel.png")


def test_a_fling_comes_to_rest_where_snap_says(page, server):
    for start, dx in ((1000, -160), (3000, 160)):
        release = fling(page, dx, start)
        answer = check_cards(page, server, "wheel", "x")
        snap = demo(page, "lastSnap()")
        velocity = float(query_of(snap["url"])["velocity"])
        # Dragging left moves the content left: the offset grows, the velocity is positive.
        assert (velocity > 0) == (dx < 0), f"drag by {dx} px sent velocity {velocity}: {release}"
        offset = demo(page, "offset()")
        assert offset == snap["answer"]["offset"], f"came to rest at {offset}, /snap said {snap['answer']}"
        assert fetch(urllib.parse.urljoin(server + "/", snap["url"])) == snap["answer"]
        assert (offset > start) == (dx < 0), f"a fling by {dx} px from {start} came to rest at {offset}"

        # The snapped card is centred: its angle is 0 and it stands in the middle of the stage.
        centred = [item for item in answer["items"] if item["item"] == snap["answer"]["index"]]
        assert centred and abs(centred[0]["angle"]) < 1e-9, f"card {snap['answer']['index']} is not at angle 0: {centred}"
        left, _, right, _ = card_rects(page)[f"cell/0/{snap['answer']['index']}"]
        assert_close((left + right) / 2, stage_centre(page)[0], "the centred card's middle")


def test_circle_cards_match_the_api(page, server, artifacts):
    select_layout(page, "circle")
    answer = check_cards(page, server, "circle", "y")
    assert [item["item"] for item in answer["items"]] == list(range(12))
    assert page.locator("#stage > .card.circle").count() == 12
    for offset in (-60, 45.5):
        set_offset(page, offset)
        check_cards(page, server, "circle", "y")
    # A vertical drag stretches the circle; it springs back on release.
    set_offset(page, 0)
    drag(page, 0, -120, rest_before_release=0.2)
    check_cards(page, server, "circle", "y")
    assert demo(page, "offset()") == 0
    page.screenshot(path=artifacts / "circle.png")


def test_parallax_list_matches_the_api(page, server, artifacts):
    select_layout(page, "parallax")
    check_cards(page, server, "parallax", "y")
    stage = stage_box(page)

    # Scrolled past the header with the mouse wheel: the menu sticks to the top.
    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(0, 420)
    answer = check_cards(page, server, "parallax", "y")
    assert demo(page, "offset()") == 420
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

    # A real vertical drag scrolls the list, and it comes to rest inside its content.
    set_offset(page, 500)
    settle(page)
    drag(page, 0, -200, rest_before_release=0.2)
    answer = check_cards(page, server, "parallax", "y")
    assert_close(demo(page, "offset()"), 700, "the offset after a 200 px drag up", tolerance=1e-6)
    check_parallax_contents(page, answer)


def check_parallax_contents(page, answer):
    """Each cell's content is shifted by the cell's `parallax` translation."""
    offsets = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll('#stage > .cell')].map((cell) =>
        [cell.dataset.key, cell.firstElementChild.getBoundingClientRect().top - cell.getBoundingClientRect().top]))""")
    max_parallax = float(query_of(demo(page, "lastLayout()")["url"])["maxParallax"])
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


def test_api_problems_show_in_the_status_line(page):
    # A stage of no width makes the page send width=0, which the API refuses with a problem.
    page.evaluate("document.getElementById('stage').style.width = '0px'")
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
        assert all("transform" not in item for item in answer["items"])
        step = answer["contentSize"]["width"] / 24
        for offset in (step * 2.4, step * 7):
            set_offset(page, offset)
            check_cards(page, server, "carousel", None)
        if carousel_type == "coverFlow":
            page.screenshot(path=artifacts / "carousel-coverflow.png")
    page.select_option("#carousel-type-select", "rotary")
    set_offset(page, 0)
    check_cards(page, server, "carousel", None)
    page.screenshot(path=artifacts / "carousel-rotary.png")


def test_a_carousel_fling_stops_on_an_item_where_snap_says(page, server):
    select_layout(page, "carousel")
    # (type, drag, start as a fraction of the content): rotary wraps, so a drag back from 0 goes
    # below 0; coverFlow does not.
    cases = (("rotary", -240, 0), ("rotary", 240, 0), ("coverFlow", -240, 0), ("coverFlow", 120, 0.5))
    for carousel_type, dx, start_fraction in cases:
        page.select_option("#carousel-type-select", carousel_type)
        settle(page)
        start = demo(page, "lastLayout()")["answer"]["contentSize"]["width"] * start_fraction
        release = fling(page, dx, start)
        answer = check_cards(page, server, "carousel", None)
        snap = demo(page, "lastSnap()")
        query = query_of(snap["url"])
        assert query["type"] == carousel_type
        assert (float(query["velocity"]) > 0) == (dx < 0), f"drag by {dx} px sent velocity {query['velocity']}: {release}"
        offset = demo(page, "offset()")
        assert offset == snap["answer"]["offset"], f"came to rest at {offset}, /snap said {snap['answer']}"
        assert fetch(urllib.parse.urljoin(server + "/", snap["url"])) == snap["answer"]
        assert (offset > start) == (dx < 0), f"a fling by {dx} px from {start} came to rest at {offset}"
        # The item it stopped on is in front, in the middle of the stage.
        front = max(answer["items"], key=lambda item: item["zIndex"])
        assert front["item"] == snap["answer"]["index"], f"item {front['item']} is in front, /snap said {snap['answer']}"
        left, top, right, bottom = card_rects(page)[f"cell/0/{front['item']}"]
        centre_x, centre_y = stage_centre(page)
        assert_close((left + right) / 2, centre_x, "the front card's middle (x)")
        assert_close((top + bottom) / 2, centre_y, "the front card's middle (y)")


def test_arrow_keys_move_one_card(page, server):
    for layout, axis in (("wheel", "x"), ("carousel", None)):
        select_layout(page, layout)
        page.focus("#stage")
        indexes = []
        for key in ("ArrowRight", "ArrowRight", "ArrowLeft"):
            page.keyboard.press(key)
            check_cards(page, server, layout, axis)
            snap = demo(page, "lastSnap()")
            assert demo(page, "offset()") == snap["answer"]["offset"]
            indexes.append(snap["answer"]["index"])
        assert indexes == [1, 2, 1], f"{layout}: arrow keys went to items {indexes}"


def test_the_api_parameter_points_the_page_at_another_origin(browser, server, cors_server):
    with demo_page(browser, f"{server}/?api={cors_server}", allowed_origins=[server, cors_server]) as page:
        assert settle(page) is None
        assert demo(page, "lastLayout()")["url"].startswith(cors_server + "/layout?")
        check_cards(page, server, "wheel", "x")
        drag(page, -150, 0, rest_before_release=0.2)
        check_cards(page, server, "wheel", "x")
        assert demo(page, "lastSnap()")["url"].startswith(cors_server + "/snap?")


def test_an_api_parameter_that_is_no_http_url_is_reported(browser, server):
    with demo_page(browser, f"{server}/?api=javascript:alert(1)", allowed_origins=[server]) as page:
        assert settle(page) is None
        status = page.locator("#status")
        assert "api: 'javascript:alert(1)' is not an http(s) URL" in status.text_content()
        assert "error" in status.get_attribute("class")
        assert demo(page, "lastLayout()")["url"].startswith("/layout?")
