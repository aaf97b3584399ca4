"""The demo page's grid layouts (issue 32) in Chromium, against the real server: a masonry of cards
of varied text and a grid, both measured by the module, and a justified gallery of generated
photos of random shapes, whose ratios the module reads once they load. Every card is where the
answer to the page's own query puts it, at the top, scrolled, right to left and after a click."""

import pytest

from measure import check_cards, settle
from test_demo import demo, select_layout, stage_centre
from test_demo_sizes_rtl import layout_queries, record_requests

# Each grid layout, and the parameter the module fills in from the page (measured or read).
MEASURED = {"masonry": "sizes", "justified": "aspectRatios", "grid": "sizes"}


def check_measured(page, server, urls, layout):
    """Checks every card against the answer to the module's own last query (its measured list)."""
    name = MEASURED[layout]
    measured = layout_queries(urls, server)[-1][name]
    assert measured and measured != "auto", measured
    return check_cards(page, server, layout, "y", {name: measured})


@pytest.mark.parametrize("layout", list(MEASURED))
def test_grid_layouts_are_placed_and_scroll(page, server, layout):
    urls, _ = record_requests(page)
    select_layout(page, layout)
    assert page.is_visible("#rtl-label")
    answer = check_measured(page, server, urls, layout)
    tops = {item["frame"]["y"] for item in answer["items"]}
    assert len(answer["items"]) >= 4 and len(tops) >= 2, answer["items"]
    if layout == "justified":
        # Photos of random shapes: one row height per row, many widths.
        assert len({round(item["frame"]["width"]) for item in answer["items"]}) > 3
    else:
        # Cards of varied text: many heights, each measured by the module.
        assert len({item["frame"]["height"] for item in answer["items"]}) > 3

    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(0, 700)
    assert settle(page) is None and demo(page, "offset()") == 700
    answer = check_measured(page, server, urls, layout)

    # A click on a card low in the stage brings it to the top (or the content to its end).
    stage = page.evaluate("(() => { const box = document.getElementById('stage').getBoundingClientRect(); return [box.left, box.top, box.height]; })()")
    low = [item for item in answer["items"] if 720 < item["frame"]["y"] < 700 + stage[2] - 40]
    target = max(low, key=lambda item: item["frame"]["y"])
    frame = target["frame"]
    page.mouse.click(stage[0] + frame["x"] + frame["width"] / 2, stage[1] + frame["y"] - 700 + 8)
    assert settle(page) is None
    assert demo(page, "selects()")[-1]["item"] == target["item"]
    assert demo(page, "offset()") > 700
    check_measured(page, server, urls, layout)


def test_grid_layouts_right_to_left(page, server):
    urls, _ = record_requests(page)
    select_layout(page, "grid")
    page.check("#rtl-switch")
    assert settle(page) is None
    answer = check_measured(page, server, urls, "grid")
    assert layout_queries(urls, server)[-1]["rtl"] == "true"
    width = page.evaluate("document.getElementById('stage').clientWidth")
    first = next(item for item in answer["items"] if item["item"] == 0)["frame"]
    assert first["x"] + first["width"] == pytest.approx(width, abs=1 / 64)
