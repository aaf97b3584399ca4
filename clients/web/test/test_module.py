"""The web module (GET /pinwheel.js) in Chromium, on a plain page of another origin: children
placed where the API puts them, resizes, the keyboard and aria-live, taps on the circle, errors,
and the playback of a /motion answer. The playback tests answer /motion with a motion made here
from real /layout answers, so that they test the module's own timing, reduced motion, drag and
velocity; the server's /motion itself is tested with the module in test_module_motion.py."""

import json
import socket
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

import measure
from module_page import check_children, container_centre, layout_query, module, module_page, module_server, page_server  # noqa: F401 (fixtures)

PLACEMENT_FIELDS = "alpha,css,frame,transformOrigin,zIndex"


def test_the_module_is_served_with_its_declarations(module_server):
    with urllib.request.urlopen(module_server + "/pinwheel.js") as response:
        assert response.headers["Content-Type"] == "text/javascript; charset=utf-8"
        assert "export class Pinwheel" in response.read().decode()
    with urllib.request.urlopen(module_server + "/pinwheel.d.ts") as response:
        assert response.headers["Content-Type"] == "application/typescript; charset=utf-8"
        assert "export declare class Pinwheel" in response.read().decode()


def test_wheel_children_land_where_the_api_puts_them(module):
    for offset in (0, 137.25, 2345.678):
        options = {"layout": "wheel", "count": 40, "offset": offset}
        module.attach(options, 40)
        answer = check_children(module, options)
        # The wheel only lays out what is on screen: the other children are hidden.
        assert 0 < len(answer["items"]) < 40
    assert module.errors_reported() == []


def test_the_count_defaults_to_the_children_and_requests_ask_only_for_placement(module):
    module.attach({}, 17)
    module.ready()
    first = module.api_requests("layout")[0]
    assert first["layout"] == "wheel" and first["count"] == "17", first
    assert first["fields"] == PLACEMENT_FIELDS, first
    check_children(module, {"layout": "wheel", "count": 17})


@pytest.mark.parametrize("carousel_type", ["rotary", "coverFlow"])
def test_carousel_children_land_where_the_api_puts_them(module, carousel_type):
    options = {"layout": "carousel", "type": carousel_type, "count": 24}
    module.attach(options, 24)
    answer = check_children(module, options)
    # One item is u = contentSize.width / count points of offset; 2.4 items is between two cards.
    step = answer["contentSize"]["width"] / 24
    for offset in (step * 2.4, step * 7):
        options["offset"] = offset
        module.attach(options, 24)
        check_children(module, options)
    assert module.errors_reported() == []


def test_parallax_children_are_the_list_in_document_order(module):
    # Header, menu, then per section its header, cells and footer: 2 + (1 + 3 + 1) + (1 + 4 + 1) = 14.
    counts = [3, 4]

    def position(item):
        start = 2 + sum(count + 2 for count in counts[:item["section"]])
        return {"header": 0, "menu": 1, "sectionHeader": start, "cell": start + 1 + item["item"],
                "sectionFooter": start + 1 + counts[item["section"]]}[item["kind"]]

    for offset in (0, 420, 900):
        options = {"layout": "parallax", "count": counts, "offset": offset}
        module.attach(options, 14)
        answer = check_children(module, options, elements_of=position)
        assert "menu" in {item["kind"] for item in answer["items"]}  # sticky: on screen at every offset
    assert module.errors_reported() == []


def test_a_resize_re_lays_out(module):
    options = {"layout": "carousel", "type": "rotary", "count": 24}
    module.attach(options, 24)
    check_children(module, options)
    # The carousel's cards stand around the viewport's centre: a narrower, taller container moves them all.
    module.page.evaluate("Object.assign(document.getElementById('container').style, {width: '520px', height: '560px'})")
    check_children(module, options)
    last = module.api_requests("layout")[-1]
    assert (last["width"], last["height"]) == ("520", "560"), last
    module.page.set_viewport_size({"width": 700, "height": 620})
    module.page.evaluate("document.getElementById('container').style.width = '50%'")
    check_children(module, options)
    assert module.api_requests("layout")[-1]["width"] == "350"  # half the 700 px page
    assert module.errors_reported() == []


def test_the_container_is_focusable_and_labelled_and_arrow_keys_announce_the_item(module):
    # The circle does not scroll, so its keys need no /motion: they make an item current.
    options = {"layout": "circle", "count": 12}
    module.attach(options, 12)
    check_children(module, options)
    container = module.page.locator("#container")
    assert container.get_attribute("tabindex") == "0"
    assert container.get_attribute("role") == "region"
    assert container.get_attribute("aria-roledescription") == "carousel"
    assert container.get_attribute("aria-label") == "Carousel"
    live = module.page.locator("#container [aria-live=polite]")
    assert live.get_attribute("aria-atomic") == "true" and live.text_content() == ""

    module.page.keyboard.press("Tab")
    assert module.page.evaluate("document.activeElement.id") == "container"
    announced = []
    for key in ("ArrowDown", "ArrowDown", "ArrowRight", "ArrowUp", "ArrowUp", "ArrowUp", "ArrowLeft"):
        module.page.keyboard.press(key)
        announced.append(live.text_content())
    # From no current item: 0, 1, 2, back to 1, 0, round to 11, 10 (shown counting from 1).
    assert announced == ["Item 1 of 12", "Item 2 of 12", "Item 3 of 12", "Item 2 of 12", "Item 1 of 12",
                         "Item 12 of 12", "Item 11 of 12"]
    assert module.wheel("index") == 10
    module.page.keyboard.press("Enter")
    selects = module.events("select")
    assert [(event["detail"]["item"], event["childIndex"]) for event in selects] == [(10, 10)]
    assert module.api_requests("motion") == [], "the circle asked /motion"


def test_a_label_and_an_announcement_of_ones_own(module):
    module.page.evaluate("""() => {
        const { attach } = window.moduleTest;
        window.moduleTest.attach = function (options, children) {
            attach.call(this, { ...options, label: 'Numbers', announce: (index, element) => `Card ${element.textContent}` }, children);
        };
    }""")
    module.attach({"layout": "circle", "count": 5}, 5)
    module.ready()
    container = module.page.locator("#container")
    assert container.get_attribute("aria-label") == "Numbers"
    container.focus()
    module.page.keyboard.press("ArrowRight")
    module.page.keyboard.press("ArrowRight")
    assert module.page.locator("#container [aria-live]").text_content() == "Card 1"


def test_a_tap_on_a_circle_item_selects_it(module):
    options = {"layout": "circle", "count": 12}
    module.attach(options, 12)
    answer = check_children(module, options)
    # Item 3's centre, in the page: the container's origin plus its frame's centre (the circle does not scroll).
    box = module.container_box()
    frame = next(item for item in answer["items"] if item["item"] == 3)["frame"]
    module.page.mouse.click(box["left"] + frame["x"] + frame["width"] / 2, box["top"] + frame["y"] + frame["height"] / 2)
    assert [event["detail"] for event in module.events("select")] == [{"item": 3, "section": 0, "kind": "cell"}]
    assert module.page.locator("#container [aria-live]").text_content() == "Item 4 of 12"
    # A click on the empty middle of the circle selects nothing.
    module.page.mouse.click(*container_centre(module))
    assert len(module.events("select")) == 1


def test_a_refusing_server_emits_error_with_the_problems_detail(browser, page_server, module_server):
    with module_page(browser, page_server, module_server) as module:
        options = {"layout": "wheel", "count": 20, "radius": -5}
        module.attach(options, 20)
        module.ready()
        box = module.container_box()
        url = f"{module.server}/layout?{urllib.parse.urlencode(layout_query(options, box, 0))}"
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(url)
        problem = json.load(refused.value)
        assert problem["detail"].startswith("radius:"), problem
        errors = module.errors_reported()
        assert errors and errors[0]["detail"] == problem["detail"], errors
        assert (errors[0]["status"], errors[0]["parameter"]) == (400, "radius")
        assert errors[0]["url"].startswith(module.server + "/layout?")
        assert not any(state["shown"] for state in module.child_states())
        assert not module.errors, f"script errors on the page: {module.errors}"


def test_an_unreachable_server_emits_error(browser, page_server, module_server):
    # A port that was free a moment ago: nothing listens there, the connection is refused.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        nowhere = f"http://127.0.0.1:{probe.getsockname()[1]}"
    with module_page(browser, page_server, module_server, other_origins=[nowhere]) as module:
        module.attach({"api": nowhere, "count": 20}, 20)
        module.ready()
        errors = module.errors_reported()
        assert len(errors) == 1, errors
        assert errors[0]["detail"].startswith(f"cannot reach {nowhere}: "), errors
        assert errors[0]["status"] is None
        assert module.errors == []


def test_destroy_gives_the_container_back(module):
    module.page.evaluate("""() => {
        const container = document.getElementById('container');
        container.setAttribute('style', 'outline: 1px dotted red');
        container.replaceChildren(...['a', 'b', 'c'].map((text) => Object.assign(document.createElement('p'), { textContent: text })));
        container.lastElementChild.setAttribute('style', 'color: green');
    }""")
    original = module.page.evaluate("document.getElementById('container').outerHTML")
    module.attach({"layout": "circle"}, None)
    module.ready()
    assert module.page.evaluate("document.getElementById('container').outerHTML") != original
    events = len(module.events())
    module.page.evaluate("window.moduleTest.wheel.destroy()")
    assert module.page.evaluate("document.getElementById('container').outerHTML") == original
    requests = len(module.requests)
    module.page.focus("#container")
    module.page.keyboard.press("ArrowRight")
    module.page.mouse.click(*container_centre(module))
    module.page.evaluate("document.getElementById('container').style.width = '300px'")
    module.page.wait_for_timeout(300)
    assert len(module.requests) == requests, "a destroyed wheel still asks the server"
    assert len(module.events()) == events, "a destroyed wheel still emits events"


def test_destroy_leaves_no_style_attribute_where_there_was_none(module):
    # A parallax list whose cells shift a marked descendant: header, menu, then the section's
    # header, 3 cells and footer (7 children), none with a style attribute.
    module.page.evaluate("""() => document.getElementById('container').replaceChildren(...Array.from({ length: 7 }, (_, index) => {
        const child = document.createElement('div');
        if (index >= 3 && index <= 5) child.innerHTML = '<span data-pinwheel-parallax>cell</span>';
        return child;
    }))""")
    module.attach({"layout": "parallax", "count": [3], "offset": 150}, None)
    module.ready()
    # Nothing reads the attributes between the module's last writes to `style` and destroy():
    # Chromium then keeps an empty `style=""` when the attribute is merely removed.
    styled = module.page.evaluate("""() => {
        window.moduleTest.wheel.destroy();
        const container = document.getElementById('container');
        return [container, ...container.querySelectorAll('*')].filter((element) => element.hasAttribute('style'))
            .map((element) => element.outerHTML);
    }""")
    assert styled == [], styled


def test_ready_after_destroy_resolves(module):
    module.attach({"layout": "wheel", "count": 20}, 20)
    module.ready()
    outcome = module.page.evaluate("""async () => {
        const wheel = window.moduleTest.wheel;
        wheel.destroy();
        const late = new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000));
        return Promise.race([wheel.ready().then(() => 'resolved'), late]);
    }""")
    assert outcome == "resolved"


# ---------------------------------------------------------------------------------------------
# Playback of a /motion answer, made here from real /layout answers.

def fake_motion(module, frames, index):
    """Answers the page's /motion requests with `frames` [(time, offset), …] resting at the last
    offset with `index`; each frame's items are the server's /layout answer at that offset for
    the request's own query. Returns the list the requests' queries are appended to."""
    queries = []

    def answer(route):
        query = measure.query_of(route.request.url)
        queries.append(query)
        layout = {name: value for name, value in query.items() if name not in ("velocity", "item", "section", "fps", "rate")}
        motion_frames = []
        for frame_time, offset in frames:
            layout["offset"] = str(offset)
            items = measure.fetch(f"{module.server}/layout?{urllib.parse.urlencode(layout)}")["items"]
            motion_frames.append({"items": items, "offset": offset, "time": frame_time})
        body = {"duration": frames[-1][0], "frames": motion_frames, "index": index, "offset": frames[-1][1]}
        page_origin = module.page.url.split("/module.html")[0]
        route.fulfill(status=200, content_type="application/json", body=json.dumps(body),
                      headers={"Access-Control-Allow-Origin": page_origin})

    module.page.route(f"{module.server}/motion?*", answer)
    return queries


FRAMES = [(0, 0), (0.1, 100), (0.2, 200), (0.3, 260), (0.35, 262.5)]


def changes_after(module, since):
    return [event for event in module.events("change") if event["time"] > since]


def now(module):
    return module.page.evaluate("performance.now()")


def test_a_motion_plays_by_its_frame_times_and_settles(module):
    queries = fake_motion(module, FRAMES, 2)
    options = {"layout": "wheel", "count": 40}
    module.attach(options, 40)
    check_children(module, options)
    # A handler that throws is reported, and the module goes on.
    module.page.evaluate("window.moduleTest.wheel.on('change', () => { throw new Error('a handler failed'); })")
    module.page.focus("#container")
    start = now(module)
    module.page.keyboard.press("ArrowRight")
    module.ready()
    assert [query.get("item") for query in queries] == ["1"]
    assert queries[0]["offset"] == "0" and "fps" not in queries[0] and "velocity" not in queries[0]
    changes = changes_after(module, start)
    offsets = [event["detail"]["offset"] for event in changes]
    # Frames are shown in order (a slow frame may skip one), ending on the last.
    assert offsets == sorted(offsets) and offsets[-1] == 262.5 and set(offsets) <= {0, 100, 200, 260, 262.5}, offsets
    # By their times: the last frame is 0.35 s after the first, less a frame of slack.
    shown_at = {event["detail"]["offset"]: event["time"] for event in changes}
    assert shown_at[262.5] - changes[0]["time"] >= 350 - 20, changes
    settles = module.events("settle")
    assert [event["detail"] for event in settles] == [{"offset": 262.5, "index": 2, "section": 0}]
    assert settles[0]["time"] >= shown_at[262.5]
    assert module.wheel("offset") == 262.5 and module.wheel("index") == 2
    assert module.page.locator("#container [aria-live]").text_content() == "Item 3 of 40"
    check_children(module, options)
    assert module.errors and all("a handler failed" in error for error in module.errors), module.errors
    module.errors.clear()


def test_reduced_motion_jumps_to_the_last_frame(browser, page_server, module_server):
    with module_page(browser, page_server, module_server, reduced_motion=True) as module:
        queries = fake_motion(module, FRAMES, 2)
        options = {"layout": "wheel", "count": 40}
        module.attach(options, 40)
        check_children(module, options)
        module.page.focus("#container")
        start = now(module)
        module.page.keyboard.press("ArrowRight")
        module.ready()
        # One frame a second is enough to jump with; only the resting frame is shown.
        assert queries[0]["fps"] == "1" and queries[0]["item"] == "1", queries
        assert [event["detail"]["offset"] for event in changes_after(module, start)] == [262.5]
        assert [event["detail"]["index"] for event in module.events("settle")] == [2]
        check_children(module, options)
        assert module.errors == []


def test_a_drag_follows_the_pointer_and_its_release_plays_a_motion(module):
    queries = fake_motion(module, [(0, 200), (0.05, 230), (0.1, 240)], 1)
    in_flight, most = [0], [0]

    def sent(request):
        if "/layout?" in request.url:
            in_flight[0] += 1
            most[0] = max(most[0], in_flight[0])

    def done(request):
        if "/layout?" in request.url:
            in_flight[0] -= 1

    module.page.on("request", sent)
    module.page.on("requestfinished", done)
    module.page.on("requestfailed", done)
    options = {"layout": "wheel", "count": 40}
    # The module measures the velocity over the drag's last 100 ms, so a release it sees later
    # than that after the last move is a rest: on a busy machine this process can be descheduled
    # between the two, and then the drag is tried again (three tries in all).
    for _ in range(3):
        module.attach(options, 40)
        check_children(module, options)
        queries.clear()
        x, y = container_centre(module)
        module.page.mouse.move(x, y)
        module.page.mouse.down()
        for step in range(1, 11):
            module.page.mouse.move(x - 20 * step, y)
            time.sleep(0.01)
        module.page.mouse.up()
        module.ready()
        if float(queries[0]["velocity"]) != 0:
            break
    # The content followed the pointer: 200 px to the left is offset 200, where the release starts.
    assert len(queries) == 1 and queries[0]["offset"] == "200", queries
    # Dragging left moves the content left: the offset grows, so the velocity is positive.
    assert float(queries[0]["velocity"]) > 0, queries
    assert "item" not in queries[0]
    assert [event["detail"] for event in module.events("settle")] == [{"offset": 240, "index": 1, "section": 0}]
    check_children(module, options)
    assert most[0] == 1, f"{most[0]} /layout requests were in flight at once"
    # A drag is no tap: nothing was selected.
    assert module.events("select") == []
