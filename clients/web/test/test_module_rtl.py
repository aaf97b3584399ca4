"""The web module right to left (issue 20's `rtl`) in Chromium, against the real server: a wheel
in a `dir="rtl"` container is the server's mirrored answer, dragged by the mouse it follows the
pointer the right way (a drag to the right grows the offset), ← goes to the next item, a Shift +
wheel scroll goes the way the content does; the option turns it on for a carousel, and a
vertical list ignores the reading direction."""

import time
import urllib.parse

import pytest

import measure
from module_page import check_children, container_centre, module, module_server, page_server  # noqa: F401 (fixtures)


def read_right_to_left(module):
    module.page.evaluate("document.getElementById('container').dir = 'rtl'")


def motion_urls(module):
    return [url for url in module.requests if url.startswith(module.server + "/motion?")]


def without_fields(url):
    parts = urllib.parse.urlsplit(url)
    query = [(name, value) for name, value in urllib.parse.parse_qsl(parts.query) if name != "fields"]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


def centre_x(module, child):
    left, _, right, _ = module.child_states()[child]["rect"]
    return (left + right) / 2


def test_an_rtl_wheel_is_the_mirrored_answer_and_follows_a_mouse_drag(module):
    read_right_to_left(module)
    options = {"layout": "wheel", "count": 40, "offset": 1000}
    expected = dict(options, rtl=True)
    module.attach(options, 40)
    answer = check_children(module, expected)
    assert module.api_requests("layout")[0]["rtl"] == "true"
    shown = [item["item"] for item in answer["items"]]

    # A slow drag to the right, held still before the release: the offset grows by the distance
    # the pointer moved, and the cards move right with it.
    x, y = container_centre(module)
    probe = shown[len(shown) // 2]
    before = centre_x(module, probe)
    module.page.mouse.move(x, y)
    module.page.mouse.down()
    for step in range(1, 11):
        module.page.mouse.move(x + 12 * step, y)
    module.page.wait_for_timeout(150)
    assert module.wheel("offset") == 1120
    time.sleep(0.15)  # the pointer rests: the release has no velocity
    module.page.mouse.up()
    module.ready()
    release = measure.query_of(motion_urls(module)[0])
    assert (release["offset"], release["velocity"], release["rtl"]) == ("1120", "0", "true"), release
    answer = measure.fetch(without_fields(motion_urls(module)[0]))
    assert module.wheel("offset") == answer["offset"]
    check_children(module, dict(expected, offset=answer["offset"]))
    assert centre_x(module, probe) > before, "the cards did not move right with the pointer"

    # A quick drag to the right: released while moving, the velocity is positive (toward higher
    # offsets), and the wheel comes to rest further along.
    for _ in range(3):  # a release this process sends late is a rest: try again
        module.attach(options, 40)
        check_children(module, expected)
        module.page.mouse.move(x, y)
        module.page.mouse.down()
        for step in range(1, 9):
            module.page.mouse.move(x + 20 * step, y)
            time.sleep(0.01)
        module.page.mouse.up()
        module.ready()
        fling = measure.query_of(motion_urls(module)[-1])
        if float(fling["velocity"]) != 0:
            break
    assert float(fling["velocity"]) > 0 and float(fling["offset"]) > 1000, fling
    assert module.wheel("offset") > float(fling["offset"])
    check_children(module, dict(expected, offset=module.wheel("offset")))


def test_rtl_arrow_keys_and_wheel_follow_the_reading_direction(module):
    read_right_to_left(module)
    options = {"layout": "wheel", "count": 40}
    module.attach(options, 40)
    check_children(module, dict(options, rtl=True))
    # The mirror image: item 0 in the middle, item 1 on its left.
    assert centre_x(module, 1) < centre_x(module, 0)
    module.page.focus("#container")
    indexes = []
    for key in ("ArrowLeft", "ArrowLeft", "ArrowRight"):
        module.page.keyboard.press(key)
        module.ready()
        indexes.append(module.wheel("index"))
    # ← is the next item, → the previous one.
    assert indexes == [1, 2, 1], indexes
    assert [measure.query_of(url)["item"] for url in motion_urls(module)] == ["1", "2", "1"]
    at_rest = module.wheel("offset")
    check_children(module, dict(options, rtl=True, offset=at_rest))
    # Shift + wheel down moves the view right, as in a native right-to-left scroller: toward the
    # start, a lower offset.
    module.page.mouse.move(*container_centre(module))
    module.page.keyboard.down("Shift")
    module.page.mouse.wheel(0, 40)
    module.page.keyboard.up("Shift")
    module.ready()
    assert measure.query_of(motion_urls(module)[-1])["offset"] == str(at_rest - 40).removesuffix(".0")


def test_the_option_turns_rtl_on_and_a_vertical_list_ignores_the_direction(module):
    options = {"layout": "carousel", "type": "coverFlow", "count": 24, "rtl": True, "offset": 250}
    module.attach(options, 24)
    check_children(module, options)
    assert module.api_requests("layout")[-1]["rtl"] == "true"
    # The parallax list reads top to bottom in every script: no `rtl` for it.
    read_right_to_left(module)
    module.attach({"layout": "parallax", "count": [3]}, 7)
    module.ready()
    assert "rtl" not in module.api_requests("layout")[-1]
