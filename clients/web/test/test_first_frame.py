"""The first frame without a script (GET /{layout}/layout.css, docs/FIRST-FRAME.md), in Chromium: with
JavaScript disabled, the stylesheet alone puts every child where the web module alone would (box and
transformed corners within 0.5 px, the same opacity, z-index, shift, overlay and shadows); with the
stylesheet linked and the module attached after the first paint, no child moves, changes or appears
at any animation frame until 300 ms after ready(), the layout shifts sum to 0, and a scroll then
shows what the module alone shows; bad selectors are refused."""

import json
import urllib.error
import urllib.parse
import urllib.request

import pytest

import first_frame_page as frames
from first_frame_page import frame_pages, frame_server  # noqa: F401 (fixtures)
from module_page import ModulePage, check_children

# Each case at a non-zero offset: the module's options, its children, and whether the container is right to left.
CASES = {
    "wheel": ({"layout": "wheel", "count": 14, "offset": 310}, 14, False),
    "wheel-rtl": ({"layout": "wheel", "count": 14, "offset": 310}, 14, True),
    "circle": ({"layout": "circle", "count": 9, "offset": 40}, 9, False),
    "carousel-coverFlow": ({"layout": "carousel", "type": "coverFlow", "count": 12, "offset": 3.4}, 12, False),
    "carousel-rotary": ({"layout": "carousel", "type": "rotary", "count": 12, "offset": 2}, 12, False),
    # Header, menu, then per section its header, cells and footer: 2 + (1 + 3 + 1) + (1 + 5 + 1) = 14.
    "parallax": ({"layout": "parallax", "count": [3, 5], "offset": 180}, 14, False),
    "slider-slide": ({"layout": "slider", "effect": "slide", "count": 6, "spaceBetween": 20, "offset": 420}, 6, False),
    "slider-cards": ({"layout": "slider", "effect": "cards", "count": 6, "slidesPerView": 2, "offset": 500}, 6, False),
    "slider-coverflow": ({"layout": "slider", "effect": "coverflow", "count": 7, "slidesPerView": 3,
                          "centeredSlides": True, "offset": 533}, 7, False),
}
# Where each case scrolls once attached: an item whose child the stylesheet hides.
SCROLL_TO = {"wheel": 9, "wheel-rtl": 9, "circle": 4, "carousel-coverFlow": 9, "carousel-rotary": 8, "parallax": 4,
             "slider-slide": 5, "slider-cards": 5, "slider-coverflow": 6}


def module_alone(browser, pages, server, options, children, rtl):
    """The children's states with the module alone attached, at rest."""
    body = frames.page_html(server, children, options["layout"], rtl=rtl)
    context, page = frames.open_page(browser, pages, body)
    try:
        page.wait_for_selector("body[data-ready]", state="attached")
        page.evaluate("(options) => window.firstFrameAttach(options).ready()", options)
        return page.evaluate("window.firstFrameSnapshot()"), frames.container_style(page)
    finally:
        context.close()


@pytest.mark.parametrize("case", list(CASES))
def test_the_stylesheet_alone_places_every_child_as_the_module_does(browser, frame_pages, frame_server, case):
    options, children, rtl = CASES[case]
    expected, container = module_alone(browser, frame_pages, frame_server, options, children, rtl)
    assert any(state["shown"] for state in expected), expected
    body = frames.page_html(frame_server, children, options["layout"], rtl=rtl, script=False,
                            stylesheet=frames.stylesheet_url(frame_server, options, rtl=rtl))
    context, page = frames.open_page(browser, frame_pages, body, javascript=False)
    try:
        assert page.evaluate("() => document.scripts.length") == 0
        found = frames.differences(expected, frames.snapshot(page))
        assert frames.container_style(page) == container
        assert not found, f"{case} without a script:\n" + "\n".join(found)
    finally:
        context.close()


@pytest.mark.parametrize("case", list(CASES))
def test_the_module_takes_over_the_first_frame_without_a_shift(browser, frame_pages, frame_server, case):
    options, children, rtl = CASES[case]
    body = frames.page_html(frame_server, children, options["layout"], rtl=rtl,
                            stylesheet=frames.stylesheet_url(frame_server, options, rtl=rtl))
    context, page = frames.open_page(browser, frame_pages, body)
    try:
        page.wait_for_selector("body[data-ready]", state="attached")
        # Attached after two frames (the first painted), then 300 ms of frames after ready().
        page.evaluate("""async (options) => {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            window.firstFrameRecord.attachedAt = window.firstFrameRecord.frames.length;
            const wheel = window.firstFrameAttach(options);
            // What the next frame paints should no answer come before it (a slow server).
            window.firstFrameRecord.frames.push({ time: performance.now(), children: window.firstFrameSnapshot() });
            await wheel.ready();
            window.firstFrameRecord.readyAt = window.firstFrameRecord.frames.length;
            const until = performance.now() + 300;
            await new Promise((resolve) => { const wait = (now) => now >= until ? resolve() : requestAnimationFrame(wait); requestAnimationFrame(wait); });
            window.firstFrameRecord.recording = false;
        }""", options)
        record = page.evaluate("window.firstFrameRecord")
        recorded = record["frames"]
        assert record["attachedAt"] >= 2 and len(recorded) > record["readyAt"] > record["attachedAt"], record
        first = recorded[0]["children"]
        for frame in recorded[1:]:
            found = frames.differences(first, frame["children"])
            assert not found, f"{case}, frame at {frame['time']:.1f} ms ({len(recorded)} frames):\n" + "\n".join(found)
        assert record["shift"] == 0 and record["shiftEntries"] == 0, record
        # The module's aria-live region is not hidden by the stylesheet's rules.
        assert page.evaluate("getComputedStyle(document.querySelector('[data-pinwheel-live]')).display") != "none"

        # A scroll to an item the stylesheet hid shows what the module alone shows.
        module = ModulePage(page, frame_server)
        module.page.evaluate("(item) => window.moduleTest.wheel.scrollTo(item)", SCROLL_TO[case])
        check_options = {**options, "rtl": True} if rtl else options
        check_children(module, check_options, elements_of=elements_of(options))
        assert module.events("error") == []

        # destroy() gives the page back to the stylesheet: the first frame as it was.
        page.evaluate("window.moduleTest.wheel.destroy()")
        found = frames.differences(first, page.evaluate("window.firstFrameSnapshot()"))
        assert not found, f"{case} after destroy():\n" + "\n".join(found)
    finally:
        context.close()


def elements_of(options):
    """The child of an item, in the module's document order."""
    if options["layout"] != "parallax":
        return None
    counts = options["count"]

    def position(item):
        start = 2 + sum(count + 2 for count in counts[:item["section"]])
        return {"header": 0, "menu": 1, "sectionHeader": start, "cell": start + 1 + item["item"],
                "sectionFooter": start + 1 + counts[item["section"]]}[item["kind"]]
    return position


BAD_SELECTORS = ["#a b", ".a{", "#a}", "#a;b", "</style>", "#a\nb", "." + "a" * 64, "pinwheel", "#", "", ".a.b",
                 "#a:hover", "*"]


@pytest.mark.parametrize("selector", BAD_SELECTORS)
def test_a_bad_selector_is_a_problem_naming_it(frame_server, selector):
    problem = refusal(f"{frame_server}/wheel/layout.css?count=3&selector={urllib.parse.quote(selector)}")
    assert problem["parameter"] == "selector", problem


@pytest.mark.parametrize("query, parameter", [
    ("count=3&radius=-1", "radius"), ("count=x", "count"), ("layout=wheel&count=3", "layout"),
    ("count=3&bogus=1", "bogus"), ("count=3&fields=nope", "fields"), ("count=3&offset=NaN", "offset")])
def test_a_bad_layout_parameter_is_a_problem_naming_it(frame_server, query, parameter):
    problem = refusal(f"{frame_server}/wheel/layout.css?{query}")
    assert problem["parameter"] == parameter, problem


def refusal(url):
    with pytest.raises(urllib.error.HTTPError) as raised:
        urllib.request.urlopen(url, timeout=10)
    assert raised.value.code == 400
    assert raised.value.headers["Content-Type"] == "application/problem+json"
    return json.load(raised.value)
