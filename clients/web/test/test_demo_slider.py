"""The demo page's Slider layout in Chromium, against the real server: every effect in the Effect
selector places its slides where the answer to the page's own query puts them, the coverflow over
slides of their own widths sends the widths it measured (`slidesPerView: "auto"`), a drag's
release comes to rest on a slide, and the Autoplay switch moves on by itself."""

import urllib.error

import pytest

import measure
from measure import check_cards, query_of, settle
from test_demo import demo, drag, select_layout


@pytest.fixture(autouse=True)
def server_has_the_slider(server):
    """Until the server's slider (branch slider-api) is merged, these tests have nothing to test."""
    try:
        measure.fetch(f"{server}/layout?layout=slider&count=1&width=10&height=10")
    except urllib.error.HTTPError as error:
        if error.code == 400:
            pytest.skip("the server has no layout=slider")
        raise


def select_effect(page, name):
    page.select_option("#effect-select", name)
    assert settle(page) is None


def sent_sizes(requests, server):
    return [query_of(url)["sizes"] for url in requests if url.startswith(f"{server}/layout?") and "sizes=" in url][-1]


def test_every_effect_places_its_slides(page, server):
    select_layout(page, "slider")
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    effects = page.eval_on_selector_all("#effect-select option", "(options) => options.map((o) => o.value)")
    assert {"slide", "fade", "cube", "coverflow", "coverflow-auto", "flip", "cards", "creative"} <= set(effects)
    for effect in effects:
        if effect == "cube":
            continue  # its shadow is no card: test_module_slider.py checks it
        select_effect(page, effect)
        extra = {"sizes": sent_sizes(requests, server)} if effect == "coverflow-auto" else None
        check_cards(page, server, "slider", None, extra)
        drag(page, -120, 0, rest_before_release=0.2)
        check_cards(page, server, "slider", None, extra)
        assert demo(page, "index()") is not None


def test_varied_widths_are_measured(page, server):
    select_layout(page, "slider")
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    select_effect(page, "coverflow-auto")
    widths = page.evaluate("[...document.querySelectorAll('#stage > .item')].map((slide) => slide.offsetWidth)")
    assert len(set(widths)) > 1
    assert sent_sizes(requests, server) == ",".join(str(width) for width in widths)
    assert query_of([url for url in requests if "/layout?" in url][-1])["slidesPerView"] == "auto"


def test_the_autoplay_switch_moves_on_by_itself(page, server):
    select_layout(page, "slider")
    page.mouse.move(1, 1)  # off the stage: hovering pauses it
    page.check("#autoplay-switch")
    assert settle(page) is None
    page.wait_for_function("window.pinwheelDemo.settles().length > 0", timeout=10_000)
    assert demo(page, "settles()")[-1]["index"] == 1
    page.uncheck("#autoplay-switch")
    check_cards(page, server, "slider", None)
