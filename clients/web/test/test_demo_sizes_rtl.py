"""The demo page's Sizes control and RTL switch (issue 20) in Chromium, against the real server:
the parallax list with cells of varied heights the module measures, a 100,000-cell feed that goes
as a size table, and the wheel and the carousel right to left, dragged by the mouse. Every card
is where the answer to the page's own query puts it."""

import json
import urllib.request

from measure import card_rects, check_cards, query_of, settle
from test_demo import demo, drag, select_layout, stage_centre


def layout_queries(requests, server):
    return [query_of(url) for url in requests if url.startswith(f"{server}/layout?")]


def record_requests(page):
    urls, methods = [], []
    page.on("request", lambda request: (urls.append(request.url), methods.append(request.method)))
    return urls, methods


def compact(lengths):
    """`sizes`' compact form: runs of n ≥ 2 equal lengths as `L*n`."""
    entries, start = [], 0
    while start < len(lengths):
        end = start
        while end < len(lengths) and lengths[end] == lengths[start]:
            end += 1
        entries.append(f"{lengths[start]}*{end - start}" if end - start > 1 else str(lengths[start]))
        start = end
    return ",".join(entries)


def test_varied_cells_are_measured_and_placed(page, server):
    urls, _ = record_requests(page)
    select_layout(page, "parallax")
    assert page.is_visible("#sizes-label") and not page.is_visible("#rtl-label")
    page.select_option("#sizes-select", "varied")
    assert settle(page) is None
    # The demo's cells are 90 + 67·(5·section + item) mod 190 points tall, in sections of 4, 6
    # and 5 (its CSS); the module measures them and sends their heights.
    heights = [90 + ((section * 5 + item) * 67) % 190 for section, count in enumerate([4, 6, 5]) for item in range(count)]
    sizes = layout_queries(urls, server)[-1]["sizes"]
    assert sizes == compact(heights)
    answer = check_cards(page, server, "parallax", "y", {"sizes": sizes})
    assert {item["frame"]["height"] for item in answer["items"] if item["kind"] == "cell"} <= set(heights)
    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(0, 900)
    assert settle(page) is None and demo(page, "offset()") == 900
    check_cards(page, server, "parallax", "y", {"sizes": sizes})


def test_a_feed_of_100000_cells_goes_as_a_size_table(page, server):
    urls, methods = record_requests(page)
    page.set_default_timeout(60_000)
    select_layout(page, "parallax")
    page.select_option("#sizes-select", "feed")
    assert settle(page) is None
    # Posted once, to its id, then named by the id the server gives the same list.
    heights = [80 + ((item * 7919) % 17) * 10 for item in range(100_000)]
    request = urllib.request.Request(f"{server}/sizes", data=compact(heights).encode(), method="POST",
                                     headers={"Content-Type": "text/plain"})
    with urllib.request.urlopen(request, timeout=30) as response:
        table = json.load(response)
    assert [url for url, method in zip(urls, methods) if method == "POST"] == [f"{server}/sizes/{table['id']}"]
    queries = layout_queries(urls, server)
    assert queries[-1]["count"] == "100000" and queries[-1]["sizes"] == "@" + table["id"], queries[-1]
    page.mouse.move(*stage_centre(page))
    page.mouse.wheel(0, 50_000)
    assert settle(page) is None and demo(page, "offset()") == 50_000
    answer = check_cards(page, server, "parallax", "y", {"sizes": "@" + table["id"]})
    assert any(item["kind"] == "cell" and item["item"] > 300 for item in answer["items"])
    assert layout_queries(urls, server)[-1]["sizes"] == "@" + table["id"] and methods.count("POST") == 1


def test_the_rtl_switch_mirrors_the_wheel_and_the_carousel(page, server):
    urls, _ = record_requests(page)
    page.check("#rtl-switch")
    assert settle(page) is None
    assert page.evaluate("document.getElementById('stage').dir") == "rtl"
    assert layout_queries(urls, server)[-1]["rtl"] == "true"
    check_cards(page, server, "wheel", "x")
    # Item 0 in the middle, item 1 on its left: the mirror image.
    rects = card_rects(page)
    assert rects["cell/0/1"][0] + rects["cell/0/1"][2] < rects["cell/0/0"][0] + rects["cell/0/0"][2]
    # A slow drag to the right, rested before the release: the offset grows by the distance.
    drag(page, 150, 0, steps=10, rest_before_release=0.3)
    assert settle(page) is None
    motion = [query_of(url) for url in urls if url.startswith(f"{server}/motion?")][-1]
    assert (motion["offset"], motion["velocity"], motion["rtl"]) == ("150", "0", "true"), motion
    check_cards(page, server, "wheel", "x")
    assert demo(page, "index()") == 1  # the next card came to the middle

    select_layout(page, "carousel")
    assert page.is_checked("#rtl-switch") and layout_queries(urls, server)[-1]["rtl"] == "true"
    check_cards(page, server, "carousel", None)
    page.uncheck("#rtl-switch")
    assert settle(page) is None
    assert "rtl" not in layout_queries(urls, server)[-1] and not page.evaluate("document.getElementById('stage').dir")
    check_cards(page, server, "carousel", None)
