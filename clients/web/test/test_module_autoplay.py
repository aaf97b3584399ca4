"""The web module's autoplay (pinwheel-autoplay.js), in Chromium: a cycle moves to the next item
with /motion and wraps to the first at the end, the pointer over the container pauses it, the
user's own input stops it, a hidden page pauses it, and reduced motion keeps it off. Every wait is
for a condition, never a fixed sleep."""

import pytest

from module_page import check_children, container_centre, module, module_page, module_server, page_server  # noqa: F401 (fixtures)

DELAY = 300
# For the tests that pause it before its first move: long enough that a loaded machine's round
# trips between attaching the module and pausing it (a mouse move, a script) cannot outlast it.
PAUSED_DELAY = 1500
OPTIONS = {"layout": "carousel", "type": "linear", "count": 3, "autoplay": {"delay": DELAY}}


def settled_indexes(module):
    return [event["detail"]["index"] for event in module.events("settle")]


def wait_for_settles(module, count):
    module.page.wait_for_function("(count) => window.moduleTest.events.filter((e) => e.name === 'settle').length >= count",
                                  arg=count)


def wait_at_least(module, milliseconds):
    """Waits until `milliseconds` have passed on the page's clock (a condition the page checks)."""
    start = module.page.evaluate("performance.now()")
    module.page.wait_for_function("(until) => performance.now() >= until", arg=start + milliseconds)


def away_from_container(module):
    """Parks the mouse outside the container, so that hovering does not pause the autoplay."""
    module.page.mouse.move(2, 2)


def test_a_cycle_advances_item_by_item_and_wraps_to_the_first(module):
    away_from_container(module)
    module.attach(OPTIONS, 3)
    assert module.wheel("autoplay.running") is True
    # 0 → 1 → 2, then back to 0: the linear carousel does not wrap.
    wait_for_settles(module, 3)
    assert settled_indexes(module)[:3] == [1, 2, 0]
    # Each settle is a /motion to the item, and the items shown are /layout's answer there.
    items = [query.get("item") for query in module.api_requests("motion")]
    assert items[:3] == ["1", "2", "0"]
    module.page.evaluate("window.moduleTest.wheel.autoplay.stop()")
    check_children(module, {k: v for k, v in OPTIONS.items() if k != "autoplay"})


def test_a_wrapping_carousel_goes_on_to_the_first_item_ahead(module):
    away_from_container(module)
    module.attach({**OPTIONS, "type": "rotary"}, 3)
    wait_for_settles(module, 3)
    assert settled_indexes(module)[:3] == [1, 2, 0]
    # The third scroll goes forward round the ring: the offset keeps growing.
    offsets = [event["detail"]["offset"] for event in module.events("settle")]
    assert offsets[0] < offsets[1] < offsets[2], offsets


def test_hovering_pauses_and_leaving_resumes(module):
    away_from_container(module)
    module.attach({**OPTIONS, "autoplay": {"delay": PAUSED_DELAY, "pauseOnHover": True}}, 3)
    x, y = container_centre(module)
    module.page.mouse.move(x, y)
    module.page.wait_for_function("window.moduleTest.wheel.autoplay.paused === true")
    wait_at_least(module, 2 * PAUSED_DELAY)
    assert settled_indexes(module) == [], "it moved while the pointer was over it"
    assert module.wheel("autoplay.running") is True
    away_from_container(module)
    module.page.wait_for_function("window.moduleTest.wheel.autoplay.paused === false")
    wait_for_settles(module, 1)
    assert settled_indexes(module)[0] == 1


def test_hovering_does_not_pause_when_not_asked(module):
    module.attach({**OPTIONS, "autoplay": {"delay": DELAY, "pauseOnHover": False}}, 3)
    x, y = container_centre(module)
    module.page.mouse.move(x, y)
    wait_for_settles(module, 1)
    assert module.wheel("autoplay.paused") is False


@pytest.mark.parametrize("interaction", ["key", "tap", "drag", "wheel"])
def test_the_users_input_stops_it_for_good(module, interaction):
    away_from_container(module)
    module.attach({**OPTIONS, "autoplay": {"delay": DELAY, "pauseOnHover": False}}, 3)
    x, y = container_centre(module)
    page = module.page
    if interaction == "key":
        page.focus("#container")
        page.keyboard.press("ArrowRight")
    elif interaction == "tap":
        page.mouse.click(x, y)
    elif interaction == "drag":
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x - 60, y, steps=6)
        page.mouse.up()
    else:
        page.mouse.move(x, y)
        page.mouse.wheel(40, 0)
    page.wait_for_function("window.moduleTest.wheel.autoplay.running === false")
    module.ready()
    settled = len(module.events("settle"))
    wait_at_least(module, 3 * DELAY)
    module.ready()
    assert len(module.events("settle")) == settled, "it went on after the user's input"


def test_without_stop_on_interaction_a_key_only_restarts_the_delay(module):
    away_from_container(module)
    module.attach({**OPTIONS, "autoplay": {"delay": DELAY, "stopOnInteraction": False}}, 3)
    module.page.focus("#container")
    module.page.keyboard.press("ArrowRight")
    wait_for_settles(module, 2)
    assert module.wheel("autoplay.running") is True
    assert settled_indexes(module)[:2] == [1, 2]


def test_a_hidden_page_pauses_it(module):
    away_from_container(module)
    module.attach({**OPTIONS, "autoplay": {"delay": PAUSED_DELAY}}, 3)
    # Playwright cannot hide a page: the page's visibility is emulated, as a browser reports it.
    hide = """(hidden) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => hidden ? 'hidden' : 'visible' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        document.dispatchEvent(new Event('visibilitychange'));
    }"""
    module.page.evaluate(hide, True)
    assert module.wheel("autoplay.paused") is True
    wait_at_least(module, 2 * PAUSED_DELAY)
    assert settled_indexes(module) == [], "it moved while the page was hidden"
    module.page.evaluate(hide, False)
    assert module.wheel("autoplay.paused") is False
    wait_for_settles(module, 1)
    assert settled_indexes(module)[0] == 1


def test_destroy_tears_it_down(module):
    away_from_container(module)
    module.attach(OPTIONS, 3)
    module.page.evaluate("window.moduleTest.autoplay = window.moduleTest.wheel.autoplay; window.moduleTest.wheel.destroy()")
    assert module.page.evaluate("window.moduleTest.autoplay.running") is False
    wait_at_least(module, 3 * DELAY)
    assert module.events("settle") == []


def test_autoplay_true_takes_the_defaults(module):
    module.attach({**OPTIONS, "autoplay": True}, 3)
    assert module.wheel("autoplay.running") is True
    assert module.page.evaluate("window.moduleTest.wheel.autoplay.paused") is False
    # No autoplay option, no autoplay.
    module.attach({k: v for k, v in OPTIONS.items() if k != "autoplay"}, 3)
    assert module.wheel("autoplay") is None


def test_reduced_motion_keeps_it_off(browser, page_server, module_server):
    with module_page(browser, page_server, module_server, reduced_motion=True) as module:
        module.page.mouse.move(2, 2)
        module.attach(OPTIONS, 3)
        assert module.wheel("autoplay.running") is False
        wait_at_least(module, 3 * DELAY)
        module.ready()
        assert module.events("settle") == []
        assert module.api_requests("motion") == []
        assert not module.errors
