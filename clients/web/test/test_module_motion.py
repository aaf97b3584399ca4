"""The web module with the server's /motion and /hit (issue 14's contract), in Chromium: a drag's
release plays the motion and settles where /motion says, a tap selects the item /hit (or the
page) names and scrolls it to rest, arrow keys move one item, reduced motion jumps, requests ask
only for the fields placement needs, and a resized wheel keeps its item at rest."""

import time
import urllib.parse

import pytest

import measure
from module_page import check_children, container_centre, module, module_page, module_server, page_server  # noqa: F401 (fixtures)

PLACEMENT_FIELDS = {"alpha", "css", "frame", "transformOrigin", "zIndex"}
ALWAYS_KEPT = {"kind", "section", "item"}


def motion_urls(module):
    return [url for url in module.requests if url.startswith(module.server + "/motion?")]


def settles(module):
    return [event["detail"] for event in module.events("settle")]


def live_text(module):
    return module.page.locator("#container [aria-live]").text_content()


def fling(module, options, dx):
    """A quick drag along x from the container's centre, released while moving; returns the /motion
    URL of its release. The module measures the velocity over the drag's last 100 ms, so a release
    it sees later than that is a rest: on a busy machine this process can be descheduled between
    the last move and the release, and then the fling is tried again (three tries in all)."""
    for _ in range(3):
        module.attach(options, options["count"])
        check_children(module, options)
        x, y = container_centre(module)
        module.page.mouse.move(x, y)
        module.page.mouse.down()
        for step in range(1, 9):
            module.page.mouse.move(x + dx * step / 8, y)
            time.sleep(0.01)
        module.page.mouse.up()
        module.ready()
        url = motion_urls(module)[-1]
        if float(measure.query_of(url)["velocity"]) != 0:
            return url
    raise AssertionError(f"three flings were released late: {url}")


@pytest.mark.parametrize("options", [
    {"layout": "wheel", "count": 40, "offset": 1000},
    {"layout": "carousel", "type": "rotary", "count": 24},
], ids=["wheel", "carousel"])
def test_a_release_plays_the_motion_and_settles_where_it_says(module, options):
    for dx in (-160, 160):
        start = options.get("offset", 0)
        url = fling(module, options, dx)
        query = measure.query_of(url)
        # Dragging left moves the content left: the offset grows, the velocity is positive.
        assert (float(query["velocity"]) > 0) == (dx < 0), query
        assert (float(query["offset"]) > start) == (dx < 0), query
        answer = measure.fetch(url)
        assert settles(module) == [{"offset": answer["offset"], "index": answer["index"], "section": 0}]
        assert module.wheel("offset") == answer["offset"] and module.wheel("index") == answer["index"]
        # After the first frame (the release offset), every offset shown is one of the motion's
        # frames, in order, ending on the last.
        offsets = [event["detail"]["offset"] for event in module.events("change")]
        first = len(offsets) - 1 - offsets[::-1].index(answer["frames"][0]["offset"])
        shown = offsets[first + 1:]
        frame_offsets = [frame["offset"] for frame in answer["frames"]]
        assert answer["frames"][0]["offset"] == float(query["offset"])
        remaining = iter(frame_offsets[1:])
        assert shown and all(offset in remaining for offset in shown), (shown, frame_offsets)  # in order
        assert shown[-1] == answer["offset"], (shown, answer["offset"])
        assert live_text(module) == f"Item {answer['index'] + 1} of {options['count']}"
        at_rest = dict(options, offset=answer["offset"])
        check_children(module, at_rest)


def test_a_tap_on_a_carousel_card_selects_the_card_hit_names(module):
    options = {"layout": "carousel", "type": "coverFlow", "count": 24}
    module.attach(options, 24)
    check_children(module, options)
    box = module.container_box()
    # A point on item 2's on-screen box, which coverFlow turns away from the viewer: the server
    # says which card is on top there.
    left, top, right, bottom = module.child_states()[2]["rect"]
    x, y = (left + 3 * right) / 4, (top + bottom) / 2
    hit_query = {"layout": "carousel", "type": "coverFlow", "count": 24, "offset": 0,
                 "width": box["width"], "height": box["height"], "x": x - box["left"], "y": y - box["top"]}
    hit = measure.fetch(f"{module.server}/hit?{urllib.parse.urlencode(hit_query)}")
    assert hit["item"] not in (None, 0), hit
    module.page.mouse.click(x, y)
    module.ready()
    assert [event["detail"] for event in module.events("select")] == [{"item": hit["item"], "section": 0, "kind": "cell"}]
    assert measure.query_of(motion_urls(module)[-1])["item"] == str(hit["item"])
    assert settles(module)[-1]["index"] == hit["item"]
    check_children(module, dict(options, offset=module.wheel("offset")))
    # A click on empty space (the container's top-left corner) selects nothing.
    module.page.mouse.click(box["left"] + 4, box["top"] + 4)
    module.ready()
    assert len(module.events("select")) == 1


def test_a_tap_on_a_wheel_card_selects_it_and_brings_it_to_rest(module):
    options = {"layout": "wheel", "count": 40}
    module.attach(options, 40)
    answer = check_children(module, options)
    # Item 2, two cards right of the centred item 0, tapped at the middle of its box (the wheel's
    # cards stand one item width apart on its rim and do not overlap there).
    item = 2
    assert item in [element["item"] for element in answer["items"]]
    left, top, right, bottom = module.child_states()[item]["rect"]
    module.page.mouse.click((left + right) / 2, (top + bottom) / 2)
    module.ready()
    assert [event["detail"] for event in module.events("select")] == [{"item": item, "section": 0, "kind": "cell"}]
    assert settles(module)[-1]["index"] == item
    assert live_text(module) == f"Item {item + 1} of 40"
    check_children(module, dict(options, offset=module.wheel("offset")))


@pytest.mark.parametrize("options", [
    {"layout": "wheel", "count": 40},
    {"layout": "carousel", "type": "coverFlow", "count": 24},
], ids=["wheel", "carousel"])
def test_arrow_keys_move_one_item_and_announce_it(module, options):
    module.attach(options, options["count"])
    check_children(module, options)
    module.page.focus("#container")
    indexes, announced = [], []
    for key in ("ArrowRight", "ArrowRight", "ArrowLeft", "End", "Home"):
        module.page.keyboard.press(key)
        module.ready()
        indexes.append(settles(module)[-1]["index"])
        announced.append(live_text(module))
    last = options["count"] - 1
    assert indexes == [1, 2, 1, last, 0], indexes
    assert announced == [f"Item {index + 1} of {options['count']}" for index in indexes]
    assert [measure.query_of(url)["item"] for url in motion_urls(module)] == ["1", "2", "1", str(last), "0"]
    check_children(module, dict(options, offset=module.wheel("offset")))


def test_parallax_keys_scroll_cell_by_cell(module):
    counts = [2, 3]

    def position(item):  # header, menu, then per section its header, cells and footer
        start = 2 + sum(count + 2 for count in counts[:item["section"]])
        return {"header": 0, "menu": 1, "sectionHeader": start, "cell": start + 1 + item["item"],
                "sectionFooter": start + 1 + counts[item["section"]]}[item["kind"]]

    options = {"layout": "parallax", "count": counts}
    module.attach(options, 2 + 4 + 5)
    module.ready()
    module.page.focus("#container")
    cells = []
    for _ in range(3):
        module.page.keyboard.press("ArrowDown")
        module.ready()
        cells.append((settles(module)[-1]["section"], settles(module)[-1]["index"]))
    # From none: the first cell, the second, then the first of section 1.
    assert cells == [(0, 0), (0, 1), (1, 0)], cells
    assert live_text(module) == "Item 1 of 3, section 2"
    check_children(module, dict(options, offset=module.wheel("offset")), elements_of=position)


def test_reduced_motion_jumps(browser, page_server, module_server):
    with module_page(browser, page_server, module_server, reduced_motion=True) as module:
        options = {"layout": "wheel", "count": 40}
        module.attach(options, 40)
        check_children(module, options)
        module.page.focus("#container")
        before = len(module.events("change"))
        module.page.keyboard.press("ArrowRight")
        module.ready()
        url = motion_urls(module)[-1]
        assert measure.query_of(url)["fps"] == "1"
        answer = measure.fetch(url)
        # One change, straight to where the motion rests.
        assert [event["detail"]["offset"] for event in module.events("change")[before:]] == [answer["offset"]]
        assert settles(module) == [{"offset": answer["offset"], "index": 1, "section": 0}]
        check_children(module, dict(options, offset=answer["offset"]))
        assert module.errors == [] and module.errors_reported() == []


@pytest.mark.parametrize("options", [
    {"layout": "wheel", "count": 40},
    {"layout": "carousel", "type": "coverFlow2", "count": 24},
    {"layout": "parallax", "count": [3, 4]},
], ids=["wheel", "carousel", "parallax"])
def test_requests_ask_only_for_what_placement_needs(module, options):
    children = 2 + 5 + 6 if options["layout"] == "parallax" else options["count"]
    module.attach(options, children)
    module.ready()
    module.page.focus("#container")
    module.page.keyboard.press("ArrowDown" if options["layout"] == "parallax" else "ArrowRight")
    module.ready()
    expected = PLACEMENT_FIELDS | ({"headerOverlayAlpha", "parallax"} if options["layout"] == "parallax" else set())
    urls = [url for url in module.requests if url.startswith((module.server + "/layout?", module.server + "/motion?"))]
    assert any("/motion?" in url for url in urls)
    for url in urls:
        assert set(measure.query_of(url)["fields"].split(",")) == expected, url
    answer = measure.fetch([url for url in urls if "/motion?" in url][-1])
    for frame in answer["frames"]:
        for item in frame["items"]:
            assert set(item) <= expected | ALWAYS_KEPT, item


def test_a_resized_wheel_keeps_its_item_at_rest(module):
    options = {"layout": "wheel", "count": 40}
    module.attach(options, 40)
    module.ready()
    module.page.evaluate("window.moduleTest.wheel.scrollTo(5)")
    module.ready()
    assert settles(module)[-1]["index"] == 5
    # The wheel's resting offsets depend on the viewport's width: after the resize the module
    # jumps to item 5's new one, which /motion?item=5 at the new width names.
    module.page.evaluate("document.getElementById('container').style.width = '520px'")
    module.ready()
    url = motion_urls(module)[-1]
    query = measure.query_of(url)
    assert (query["item"], query["width"], query["fps"]) == ("5", "520", "1"), query
    answer = measure.fetch(url)
    assert module.wheel("offset") == answer["offset"] and settles(module)[-1]["index"] == 5
    check_children(module, dict(options, offset=answer["offset"]))
