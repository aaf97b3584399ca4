"""The web module's `sizes` (issue 20) in Chromium, against the real server: a feed of cells of
their own heights scrolled and flung (every cell where the answer to the module's own query puts
it), cells measured from the page ("auto") and measured again when one resizes, a 100,000-cell
feed posted once as a size table and named by its id, and a table the server no longer holds
(evicted, or on another replica behind a load balancer) posted again."""

import json
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

import measure
from conftest import running_server
from module_page import check_children, container_centre, module, module_page, module_server, page_server  # noqa: F401 (fixtures)


def feed_heights(count):
    """Cell heights from 60 to 229 points; 53 apart modulo 170, so no two neighbours are equal and
    the compact form has one entry per cell."""
    return [60 + (item * 53) % 170 for item in range(count)]


def one_section(count):
    """The child of an item of a one-section parallax list: header, menu, section header, the
    cells, footer."""
    return lambda item: {"header": 0, "menu": 1, "sectionHeader": 2, "cell": 3 + item["item"],
                         "sectionFooter": 3 + count}[item["kind"]]


def post_sizes(server, text):
    """POST /sizes from the test itself: the server's answer (its id names `text` on any server)."""
    request = urllib.request.Request(f"{server}/sizes", data=text.encode(), method="POST",
                                     headers={"Content-Type": "text/plain"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status in (200, 201)
        return json.load(response)


def table_held(server, table_id):
    try:
        with urllib.request.urlopen(urllib.request.Request(f"{server}/sizes/{table_id}", method="HEAD"), timeout=10):
            return True
    except urllib.error.HTTPError as refused:
        assert refused.code == 404
        return False


def posts(module):
    """The POST /sizes requests the page made."""
    return [request for request in module.page_requests if request.method == "POST"]


def record_requests(module):
    module.page_requests = []
    module.page.on("request", lambda request: module.page_requests.append(request))


def without_fields(url):
    parts = urllib.parse.urlsplit(url)
    query = [(name, value) for name, value in urllib.parse.parse_qsl(parts.query) if name != "fields"]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


def record_frames(module):
    """From now on, the page records each shown child's box each time the module shows an offset."""
    module.page.evaluate("""() => {
        window.recordedFrames = [];
        window.moduleTest.wheel.on('change', ({ offset }) => {
            const rects = {};
            [...document.getElementById('container').children].forEach((element, position) => {
                if (element.hasAttribute('aria-live') || element.style.display === 'none') return;
                const box = element.getBoundingClientRect();
                rects[position] = [box.left, box.top, box.right, box.bottom];
            });
            window.recordedFrames.push({ offset, rects });
        });
    }""")


def check_frames(module, answer, position):
    """Every offset shown from the motion's first frame on is one of its frames, in order, with
    each shown child within 1 px of where that frame's item puts it; returns how many were shown."""
    recorded = module.page.evaluate("window.recordedFrames")
    first = answer["frames"][0]["offset"]
    starts = [index for index, shown in enumerate(recorded) if shown["offset"] == first]
    assert starts, f"the motion's first frame ({first}) was never shown"
    frames = iter(answer["frames"])
    box = module.container_box()
    shown = recorded[starts[-1]:]
    for sample in shown:
        frame = next((frame for frame in frames if frame["offset"] == sample["offset"]), None)
        assert frame is not None, f"offset {sample['offset']} is no frame of the motion, or out of order"
        assert sorted(int(child) for child in sample["rects"]) == sorted(position(item) for item in frame["items"])
        for item in frame["items"]:
            expected = measure.expected_rect(item, box, 0, frame["offset"])
            actual = sample["rects"][str(position(item))]
            error = max(abs(a - e) for a, e in zip(actual, expected))
            assert error <= measure.TOLERANCE, (f"at offset {frame['offset']}, {measure.key(item)} is at "
                                                f"{measure.fmt(actual)}, the frame puts it at {measure.fmt(expected)}")
            measure.STATS["cards"] += 1
            measure.STATS["max_error"] = max(measure.STATS["max_error"], error)
        measure.STATS["frames"] += 1
    assert shown[-1]["offset"] == answer["offset"], "the last offset shown is not where the motion rests"
    return len(shown)


def test_a_feed_of_varied_cells_scrolled_and_flung(module):
    count = 120
    heights = feed_heights(count)
    position = one_section(count)
    options = {"layout": "parallax", "count": [count], "sizes": heights}
    module.attach(options, 3 + count + 1)
    answer = check_children(module, options, elements_of=position)
    # 120 entries fit in a query: the list goes as it is, and each cell is as tall as its length.
    assert module.api_requests("layout")[-1]["sizes"] == ",".join(map(str, heights))
    for item in answer["items"]:
        if item["kind"] == "cell":
            assert item["frame"]["height"] == heights[item["item"]], item

    # Scrolled by the mouse wheel: the content stops 2,500 points down and comes to rest there.
    module.page.mouse.move(*container_centre(module))
    module.page.mouse.wheel(0, 2500)
    module.ready()
    assert module.wheel("offset") == 2500
    check_children(module, dict(options, offset=2500), elements_of=position)

    # Flung upwards: every frame of the motion shows every cell where that frame puts it.
    x, y = container_centre(module)
    for _ in range(3):  # a release this process sends late is a rest: try again
        record_frames(module)
        module.page.mouse.move(x, y)
        module.page.mouse.down()
        for step in range(1, 9):
            module.page.mouse.move(x, y - 200 * step / 8)
            time.sleep(0.01)
        module.page.mouse.up()
        module.ready()
        url = [url for url in module.requests if url.startswith(module.server + "/motion?")][-1]
        if float(measure.query_of(url)["velocity"]) > 0:
            break
    assert float(measure.query_of(url)["velocity"]) > 0, url
    assert measure.query_of(url)["sizes"] == ",".join(map(str, heights))
    motion = measure.fetch(without_fields(url))
    assert check_frames(module, motion, position) >= 2, "the fling jumped instead of playing its frames"
    assert module.wheel("offset") == motion["offset"] > 2700
    check_children(module, dict(options, offset=motion["offset"]), elements_of=position)
    assert module.errors_reported() == []


def test_cells_measured_from_the_page(module):
    # Six cells whose own CSS heights the module measures; three 80s are one run.
    heights = [120, 80, 80, 80, 200, 150]
    module.page.evaluate("""(heights) => {
        const container = document.getElementById('container');
        container.replaceChildren(...Array.from({ length: heights.length + 4 }, (_, position) => {
            const child = document.createElement('div');
            child.className = 'item';
            if (position >= 3 && position < 3 + heights.length) child.style.height = `${heights[position - 3]}px`;
            return child;
        }));
    }""", heights)
    position = one_section(6)
    # A short header (100 points), so that cells 0 and 1 are on screen.
    options = {"layout": "parallax", "count": [6], "headerHeight": 100}
    module.attach(dict(options, sizes="auto"), None)
    module.ready()
    assert [query["sizes"] for query in module.api_requests("layout")] == ["120,80*3,200,150"]
    check_children(module, dict(options, sizes="120,80*3,200,150"), elements_of=position)

    # A cell that grows is measured again (a ResizeObserver), and the list is laid out again.
    module.page.evaluate("document.getElementById('container').children[4].style.height = '130px'")
    module.ready()
    assert module.api_requests("layout")[-1]["sizes"] == "120,130,80*2,200,150"
    answer = check_children(module, dict(options, sizes="120,130,80*2,200,150"), elements_of=position)
    assert next(item for item in answer["items"] if item["kind"] == "cell" and item["item"] == 1)["frame"]["height"] == 130
    assert module.errors_reported() == []


def test_measured_sizes_need_a_child_per_item(module):
    # A header, a menu, a section header and five cells, for six: attach throws, and leaves the
    # container as it was.
    module.attach({"layout": "circle", "count": 3}, 3)
    module.page.evaluate("window.moduleTest.wheel.destroy()")
    outcome = module.page.evaluate("""() => {
        const container = document.getElementById('container');
        container.replaceChildren(...Array.from({ length: 2 + 1 + 5 }, () => document.createElement('div')));
        const before = container.outerHTML;
        try {
            window.moduleTest.wheel.constructor.attach(container, { layout: 'parallax', count: [6], sizes: 'auto' });
            return 'attached';
        } catch (error) {
            return [error.name, error.message, container.outerHTML === before];
        }
    }""")
    assert outcome == ["TypeError", "Pinwheel.attach: sizes 'auto' measures one child per item, and item 5 has none", True], outcome


def check_long_list(module, query, position):
    """check_children for a list of many children: the answer to `query` (the module's own, whole),
    each of its items' children within 1 px, and no other child shown."""
    module.ready()
    answer = measure.fetch(f"{module.server}/layout?{urllib.parse.urlencode(query)}")
    positions = [position(item) for item in answer["items"]]
    rects = module.page.evaluate("""(positions) => {
        const children = document.getElementById('container').children;
        return positions.map((position) => { const box = children[position].getBoundingClientRect();
                                             return [box.left, box.top, box.right, box.bottom]; });
    }""", positions)
    shown = module.page.evaluate("""() => [...document.getElementById('container').children]
        .filter((element) => !element.hasAttribute('aria-live') && element.style.display !== 'none').length""")
    assert shown == len(answer["items"]), f"{shown} children shown, the answer places {len(answer['items'])}"
    box = module.container_box()
    for item, actual in zip(answer["items"], rects):
        expected = measure.expected_rect(item, box, 0, float(query["offset"]))
        error = max(abs(a - e) for a, e in zip(actual, expected))
        assert error <= measure.TOLERANCE, f"{measure.key(item)}: on screen {measure.fmt(actual)}, API implies {measure.fmt(expected)}"
        measure.STATS["cards"] += 1
        measure.STATS["max_error"] = max(measure.STATS["max_error"], error)
    measure.STATS["frames"] += 1
    return answer


def test_a_100000_cell_feed_goes_as_a_size_table(module):
    count = 100_000
    heights = feed_heights(count)
    record_requests(module)
    module.page.set_default_timeout(60_000)
    module.attach({"layout": "parallax", "count": [count], "sizes": heights, "offset": 5_000_000}, 3 + count + 1)
    module.ready()
    # The list is far too long for a query: posted once, as text, to its id, then named by it;
    # the module computes the id the server gives the same text (the SHA-256 of its canonical form).
    text = ",".join(map(str, heights))
    assert [(request.headers["content-type"], request.post_data) for request in posts(module)] == [("text/plain", text)]
    table = post_sizes(module.server, text)
    assert [request.url for request in posts(module)] == [f"{module.server}/sizes/{table['id']}"]
    assert (table["count"], table["total"]) == (count, sum(heights))
    queries = module.api_requests("layout")
    assert queries and all(query["sizes"] == "@" + table["id"] for query in queries), queries
    position = one_section(count)
    query = dict(queries[-1], offset="5000000")
    del query["fields"]
    check_long_list(module, query, position)

    # Scrolling on asks with the same id; nothing is posted again.
    module.page.mouse.move(*container_centre(module))
    module.page.mouse.wheel(0, 1234)
    module.ready()
    assert module.wheel("offset") == 5_001_234 and len(posts(module)) == 1
    assert module.api_requests("layout")[-1]["sizes"] == "@" + table["id"]
    check_long_list(module, dict(query, offset="5001234"), position)
    assert module.errors_reported() == []


# A server that holds one table of 300 lengths and no more: each costs 24 bytes per run of equal
# lengths plus 672, 24 × 300 + 672 = 7,872 bytes, and two are 15,744 > 10,000. A post also needs
# room for its body (about 1,200 bytes) beside the table it makes (docs/OPERATIONS.md).
SMALL_MEMORY = "10000"


@pytest.fixture()
def small_server(tmp_path, page_server):
    with running_server(tmp_path / "server.log", "--cors-origin", page_server, "--sizes-memory", SMALL_MEMORY) as base_url:
        yield base_url


def test_an_evicted_table_is_posted_again(browser, page_server, small_server):
    with module_page(browser, page_server, small_server) as module:
        record_requests(module)
        heights = feed_heights(300)
        options = {"layout": "parallax", "count": [300], "sizes": heights}
        module.attach(options, 3 + 300 + 1)
        module.ready()
        assert len(posts(module)) == 1
        table_id = module.api_requests("layout")[-1]["sizes"].removeprefix("@")
        assert table_held(small_server, table_id)
        # Another client's table takes the memory: the least recently used, the module's, goes.
        post_sizes(small_server, ",".join(str(height + 1) for height in heights))
        assert not table_held(small_server, table_id)

        # The next request meets a 404 `sizes-unknown`: the module posts the table again, asks
        # again once, and shows the answer, without reporting anything.
        module.page.mouse.move(*container_centre(module))
        module.page.mouse.wheel(0, 900)
        module.ready()
        assert len(posts(module)) == 2 and table_held(small_server, table_id)
        statuses = [(request.method, request.response().status) for request in module.page_requests
                    if request.url.startswith(f"{small_server}/layout?") or request.url == f"{small_server}/sizes/{table_id}"]
        assert statuses[-3:] == [("GET", 404), ("POST", 201), ("GET", 200)], statuses
        check_children(module, dict(options, offset=900), elements_of=one_section(300))
        assert module.errors_reported() == [] and module.errors == []


def test_a_fresh_replica_is_sent_the_table_again(browser, page_server, module_server, tmp_path):
    """Behind a load balancer, the next request may reach a replica that never saw the table: here
    every request to the module's server is passed on to a second server from the moment the
    module has posted its table."""
    with running_server(tmp_path / "replica.log", "--cors-origin", page_server) as replica, \
            module_page(browser, page_server, module_server) as module:
        record_requests(module)
        heights = feed_heights(400)
        options = {"layout": "parallax", "count": [400], "sizes": heights}
        module.attach(options, 3 + 400 + 1)
        module.ready()
        table_id = module.api_requests("layout")[-1]["sizes"].removeprefix("@")
        assert len(posts(module)) == 1 and not table_held(replica, table_id)

        def balance(route):
            response = route.fetch(url=route.request.url.replace(module_server, replica))
            route.fulfill(response=response)

        module.page.route(f"{module_server}/**", balance)
        # Two requests name the table at once: a /layout for the scrolled offset and a /motion
        # to cell 30. Both meet the 404; the table is posted again once, and both are repeated.
        module.page.mouse.move(*container_centre(module))
        before = len(module.page_requests)
        module.page.mouse.wheel(0, 700)
        module.page.evaluate("window.moduleTest.wheel.scrollTo(30)")
        module.ready()
        statuses = [(request.method, urllib.parse.urlsplit(request.url).path, request.response().status)
                    for request in module.page_requests[before:]]
        # The post waits for the id's digest, so another 404 may come before it: what counts is
        # one post, every request before it a 404, and both asked again after it.
        reposts = [index for index, status in enumerate(statuses) if status[0] == "POST"]
        assert [statuses[index] for index in reposts] == [("POST", f"/sizes/{table_id}", 201)], statuses
        before_post, after_post = statuses[:reposts[0]], statuses[reposts[0] + 1:]
        assert {(method, path) for method, path, _ in before_post} == {("GET", "/layout"), ("GET", "/motion")}, statuses
        assert all(status == 404 for _, _, status in before_post), statuses
        assert sorted(after_post) == [("GET", "/layout", 200), ("GET", "/motion", 200)], statuses
        assert len(posts(module)) == 2 and table_held(replica, table_id)
        assert module.events("settle")[-1]["detail"]["index"] == 30
        check_children(module, dict(options, offset=module.wheel("offset")), elements_of=one_section(400))
        assert module.errors_reported() == [] and module.errors == []
