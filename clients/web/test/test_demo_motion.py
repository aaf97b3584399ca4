"""The demo page with the server's /motion and /hit (issue 14), in Chromium: during a fling the
cards sit where the motion's frames put them, the motion ends where /motion said, and a click
selects the card /hit names (a carousel card seen at an angle, a parallax cell under a sticky
header, nothing on empty space) and scrolls it to rest with /motion?item=."""

import urllib.parse

from measure import STATS, TOLERANCE, card_rects, check_cards, expected_rect, fetch, fmt, key, layout_url, query_of, settle, stage_box
from test_demo import demo, drag, select_layout, set_offset, stage_centre


class Requests:
    """Every /motion and /hit URL the page asks, in order."""

    def __init__(self, page):
        self.urls = []
        page.on("request", lambda request: self.urls.append(request.url))

    def of(self, path):
        return [url for url in self.urls if urllib.parse.urlsplit(url).path == path]


def record_frames(page):
    """From now on, the page records every card's on-screen box each time the module shows an
    offset (its `change` event, fired once the cards are placed)."""
    page.evaluate("""() => {
        window.recordedFrames = [];
        window.pinwheelDemo.module().on('change', ({ offset }) => {
            const rects = Object.fromEntries([...document.querySelectorAll('#stage > .item')]
                .filter((element) => { const style = getComputedStyle(element); return style.visibility !== 'hidden' && style.display !== 'none'; })
                .map((element) => { const box = element.getBoundingClientRect();
                                    return [element.dataset.key, [box.left, box.top, box.right, box.bottom]]; }));
            window.recordedFrames.push({ offset, rects });
        });
    }""")


def whole(url):
    """A /motion URL without `fields`: every key of every item, for the test's own geometry."""
    parts = urllib.parse.urlsplit(url)
    query = [(name, value) for name, value in urllib.parse.parse_qsl(parts.query) if name != "fields"]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


def fling(page, requests, dx, start):
    """A quick horizontal drag from offset `start`, released while moving (tried again when this
    process was descheduled before the release, which the page then sees as a rest); returns the
    /motion URL of its release."""
    for _ in range(3):
        set_offset(page, start)
        settle(page)
        record_frames(page)
        drag(page, dx, 0, steps=8, step_pause=0.01)
        assert settle(page) is None
        url = requests.of("/motion")[-1]
        if float(query_of(url)["velocity"]) != 0:
            return url
    raise AssertionError(f"three flings were released late: {url}")


def check_frames_on_screen(page, answer, axis):
    """Every offset the page showed from the motion's first frame on is one of its frames, in
    order, and each shown frame's cards sit within 1 px of where that frame's items put them."""
    recorded = page.evaluate("window.recordedFrames")
    first = answer["frames"][0]["offset"]
    starts = [position for position, shown in enumerate(recorded) if shown["offset"] == first]
    assert starts, f"the motion's first frame ({first}) was never shown"
    shown = recorded[starts[-1]:]
    frames = iter(answer["frames"])
    stage = stage_box(page)
    for sample in shown:
        frame = next((frame for frame in frames if frame["offset"] == sample["offset"]), None)
        assert frame is not None, f"offset {sample['offset']} is no frame of the motion, or out of order"
        offset_x, offset_y = {"x": (frame["offset"], 0), "y": (0, frame["offset"]), None: (0, 0)}[axis]
        assert sorted(sample["rects"]) == sorted(key(item) for item in frame["items"]), sample["offset"]
        for item in frame["items"]:
            expected = expected_rect(item, stage, offset_x, offset_y)
            if expected is None:
                continue
            error = max(abs(a - e) for a, e in zip(sample["rects"][key(item)], expected))
            assert error <= TOLERANCE, (f"at offset {frame['offset']}, {key(item)} is at {fmt(sample['rects'][key(item)])}, "
                                        f"the frame puts it at {fmt(expected)}")
            STATS["cards"] += 1
            STATS["max_error"] = max(STATS["max_error"], error)
        STATS["frames"] += 1
    assert shown[-1]["offset"] == answer["offset"], "the last offset shown is not where the motion rests"
    return len(shown)


def test_during_a_wheel_fling_the_cards_sit_where_the_frames_put_them(page, server):
    requests = Requests(page)
    for start, dx in ((1000, -160), (3000, 160)):
        url = fling(page, requests, dx, start)
        query = query_of(url)
        assert query["rate"] == "fast" and (float(query["velocity"]) > 0) == (dx < 0), query
        answer = fetch(whole(url))
        shown = check_frames_on_screen(page, answer, "x")
        assert shown >= 2, "the fling jumped instead of playing its frames"
        # The motion ends where /motion said, with the card it names centred.
        assert demo(page, "offset()") == answer["offset"]
        assert demo(page, "settles()")[-1] == {"offset": answer["offset"], "index": answer["index"], "section": 0}
        check_cards(page, server, "wheel", "x")
        left, _, right, _ = card_rects(page)[f"cell/0/{answer['index']}"]
        assert abs((left + right) / 2 - stage_centre(page)[0]) <= TOLERANCE


def test_a_carousel_fling_ends_where_motion_said(page, server):
    requests = Requests(page)
    select_layout(page, "carousel")
    for carousel_type in ("rotary", "coverFlow2"):
        page.select_option("#carousel-type-select", carousel_type)
        url = fling(page, requests, -240, 0)
        assert query_of(url)["type"] == carousel_type and "rate" not in query_of(url)
        answer = fetch(whole(url))
        check_frames_on_screen(page, answer, None)
        assert demo(page, "offset()") == answer["offset"] and demo(page, "index()") == answer["index"]
        front = max(check_cards(page, server, "carousel", None)["items"], key=lambda item: item["zIndex"])
        assert front["item"] == answer["index"]


def test_arrow_keys_and_a_wheel_scroll_pause_play_motion_answers(page, server):
    requests = Requests(page)
    page.focus("#stage")
    page.keyboard.press("ArrowRight")
    assert settle(page) is None
    url = requests.of("/motion")[-1]
    assert (query_of(url)["item"], query_of(url)["rate"]) == ("1", "fast")
    assert demo(page, "offset()") == fetch(url)["offset"] and demo(page, "index()") == 1
    select_layout(page, "parallax")
    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(0, 420)
    assert settle(page) is None
    url = requests.of("/motion")[-1]
    assert (query_of(url)["offset"], query_of(url)["velocity"], query_of(url)["rate"]) == ("420", "0", "normal")
    assert demo(page, "offset()") == fetch(url)["offset"]
    check_cards(page, server, "parallax", "y")


def hit_at(page, server, x, y):
    """/hit for the page's layout and offset at page point (x, y), asked by the test itself."""
    stage = stage_box(page)
    url = layout_url(server, page).replace("/layout?", "/hit?", 1)
    return fetch(f"{url}&x={x - stage['left']}&y={y - stage['top']}")


def test_a_click_on_a_carousel_card_seen_at_an_angle_selects_the_card_hit_names(page, server):
    requests = Requests(page)
    select_layout(page, "carousel")
    page.select_option("#carousel-type-select", "coverFlow")
    check_cards(page, server, "carousel", None)
    # Three quarters across item 2's on-screen box: coverFlow turns it away from the viewer, and
    # its neighbours overlap it, so which card is on top there is /hit's to say.
    left, top, right, bottom = card_rects(page)["cell/0/2"]
    x, y = (left + 3 * right) / 4, (top + bottom) / 2
    hit = hit_at(page, server, x, y)
    assert hit["kind"] == "cell" and hit["item"] not in (None, 0), hit
    page.mouse.click(x, y)
    assert settle(page) is None
    assert demo(page, "selects()") == [{"item": hit["item"], "section": 0, "kind": "cell"}]
    hits = requests.of("/hit")
    assert len(hits) == 1 and query_of(hits[0])["type"] == "coverFlow"
    motion = requests.of("/motion")[-1]
    assert query_of(motion)["item"] == str(hit["item"])
    answer = fetch(motion)
    assert demo(page, "offset()") == answer["offset"] and answer["index"] == hit["item"]
    front = max(check_cards(page, server, "carousel", None)["items"], key=lambda item: item["zIndex"])
    assert front["item"] == hit["item"], "the selected card did not come to the front"


def test_a_click_on_empty_space_selects_nothing(page, server):
    requests = Requests(page)
    for layout in ("wheel", "carousel"):
        select_layout(page, layout)
        stage = stage_box(page)
        # The stage's top-left corner: no card reaches it.
        x, y = stage["left"] + 4, stage["top"] + 4
        assert hit_at(page, server, x, y) == {"item": None, "kind": None, "section": None}
        offset = demo(page, "offset()")
        page.mouse.click(x, y)
        assert settle(page) is None
        assert demo(page, "selects()") == [] and demo(page, "offset()") == offset
    assert requests.of("/motion") == [] and len(requests.of("/hit")) == 2


def sticky_header_over_a_cell(page, server):
    """An offset at which a section header sticks over part of a cell: (offset, the header's top
    and bottom, the cell, the stage), boxes in the stage's coordinates from the server's /layout
    answers (a sticky header keeps its frame and is moved by its transform)."""
    select_layout(page, "parallax")
    stage = stage_box(page)
    origin = {"left": 0, "top": 0}
    for offset in range(300, 1500, 37):
        set_offset(page, offset)
        answer = fetch(layout_url(server, page))
        boxes = [(expected_rect(item, origin, 0, offset), item) for item in answer["items"]]
        for (_, top, _, bottom), header in boxes:
            if header["kind"] != "sectionHeader" or top < 1:
                continue
            for (_, cell_top, _, cell_bottom), cell in boxes:
                # The header covers the cell's top; more than 10 px of the cell shows below it.
                if cell["kind"] == "cell" and cell["zIndex"] < header["zIndex"] and cell_top < bottom - 10 < bottom + 10 < cell_bottom:
                    return offset, (top, bottom), cell, stage
    raise AssertionError("no offset puts a sticky section header over a cell")


def test_a_click_on_a_parallax_cell_under_a_sticky_header(page, server):
    requests = Requests(page)
    offset, (header_top, header_bottom), cell, stage = sticky_header_over_a_cell(page, server)
    assert settle(page) is None
    x = stage["left"] + stage["width"] / 2
    # On the header, where it covers the cell: the header is on top; a header is selected, not scrolled to.
    on_header = hit_at(page, server, x, stage["top"] + header_bottom - 5)
    assert on_header["kind"] == "sectionHeader", on_header
    page.mouse.click(x, stage["top"] + header_bottom - 5)
    assert settle(page) is None
    assert demo(page, "selects()") == [on_header] and requests.of("/motion") == []
    # Just below the header, on the part of the cell it leaves visible: that cell, scrolled to rest.
    below = hit_at(page, server, x, stage["top"] + header_bottom + 5)
    assert below == {"item": cell["item"], "kind": "cell", "section": cell["section"]}, below
    page.mouse.click(x, stage["top"] + header_bottom + 5)
    assert settle(page) is None
    assert demo(page, "selects()")[-1] == below
    motion = query_of(requests.of("/motion")[-1])
    assert (motion["item"], motion["section"], float(motion["offset"])) == (str(cell["item"]), str(cell["section"]), offset)
    answer = fetch(requests.of("/motion")[-1])
    assert demo(page, "offset()") == answer["offset"]
    assert demo(page, "settles()")[-1] == {"offset": answer["offset"], "index": cell["item"], "section": cell["section"]}
    check_cards(page, server, "parallax", "y")
