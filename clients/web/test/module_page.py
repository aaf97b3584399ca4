"""The web module's test page: a static server for clients/web/test/pages/ on one origin, the real
Pinwheel server on another (started with --cors-origin naming the first), and helpers that attach
the module and compare its children with the API's geometry."""

import contextlib
import functools
import http.server
import threading
import urllib.parse
from pathlib import Path

import pytest

import measure
from conftest import VIEWPORT, running_server

PAGES = Path(__file__).parent / "pages"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *arguments):
        pass


@pytest.fixture(scope="session")
def page_server():
    """The origin that serves the test page (and nothing of Pinwheel's)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=PAGES))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def module_server(tmp_path_factory, page_server):
    """A Pinwheel server that lets pages from `page_server` load its module and call it."""
    with running_server(tmp_path_factory.mktemp("module-server") / "server.log", "--cors-origin", page_server) as base_url:
        yield base_url


class ModulePage:
    """The test page in a fresh browser context, with every request it made."""

    def __init__(self, page, server):
        self.page = page
        self.server = server
        self.requests = []
        self.errors = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))

    def attach(self, options, children=20):
        self.page.evaluate("([options, children]) => window.moduleTest.attach(options, children)", [options, children])

    def ready(self):
        self.page.evaluate("window.moduleTest.wheel.ready()")

    def events(self, name=None):
        events = self.page.evaluate("window.moduleTest.events")
        return [event for event in events if name is None or event["name"] == name]

    def errors_reported(self):
        return [event["detail"] for event in self.events("error")]

    def wheel(self, expression):
        return self.page.evaluate(f"window.moduleTest.wheel.{expression}")

    def api_requests(self, path):
        """The queries of the requests the page sent to `path` on the Pinwheel server, in order."""
        prefix = f"{self.server}/{path}?"
        return [measure.query_of(url) for url in self.requests if url.startswith(prefix)]

    def container_box(self):
        """The container's padding box (the module's viewport), in page coordinates."""
        return self.page.evaluate("""() => {
            const container = document.getElementById('container');
            const box = container.getBoundingClientRect();
            return { left: box.left + container.clientLeft, top: box.top + container.clientTop,
                     width: container.clientWidth, height: container.clientHeight };
        }""")

    def child_states(self):
        """Each child's getBoundingClientRect() and whether it is shown, in document order."""
        return self.page.evaluate("""() => [...document.getElementById('container').children]
            .filter((element) => !element.hasAttribute('aria-live'))
            .map((element) => {
                const box = element.getBoundingClientRect();
                return { rect: [box.left, box.top, box.right, box.bottom],
                         shown: getComputedStyle(element).visibility === 'visible' && getComputedStyle(element).display !== 'none' };
            })""")


@contextlib.contextmanager
def module_page(browser, page_server, server, reduced_motion=False, other_origins=()):
    """The test page, loaded with the module from `server`. Fails the test on a request to any
    origin but the two (and `other_origins`); the script errors are left to the test
    (`ModulePage.errors`)."""
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1,
                                  reduced_motion="reduce" if reduced_motion else "no-preference")
    page = context.new_page()
    page.set_default_timeout(15_000)
    module = ModulePage(page, server)
    try:
        page.goto(f"{page_server}/module.html?api={urllib.parse.quote(server, safe=':/')}")
        page.wait_for_selector("body[data-ready]", state="attached")
        yield module
    finally:
        context.close()
    allowed = tuple(origin + "/" for origin in (page_server, server, *other_origins))
    foreign = [url for url in module.requests if not url.startswith(allowed)]
    assert not foreign, f"requests to other origins: {foreign}"


@pytest.fixture()
def module(browser, page_server, module_server):
    """The test page with the module, which must end with no script error and no API error
    reported (a test that provokes either builds its page with `module_page`)."""
    with module_page(browser, page_server, module_server) as module:
        yield module
        assert not module.errors, f"script errors on the page: {module.errors}"
        assert module.errors_reported() == [], "the module reported API errors"


def layout_query(options, box, offset):
    """The /layout query the module should send for `options` in a viewport of `box`'s size."""
    query = {name: value for name, value in options.items() if name not in ("api", "label", "fps", "rate", "hit", "offset", "autoplay")}
    query.update(offset=offset, width=box["width"], height=box["height"])
    return {name: parameter_text(value) for name, value in query.items()}


def parameter_text(value):
    """A parameter as the module writes it: booleans as `true`/`false`, lists comma-separated."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(parameter_text(element) for element in value)
    return str(value)


def check_children(module, options, elements_of=None, dragging=False):
    """Compares every child with the whole /layout answer the test fetches itself for the module's
    offset and the container's size: shown children within measure.TOLERANCE of the box the
    attributes imply, the others hidden. `elements_of(item)` gives a child's position in the
    container (default: the item's index). `dragging`: a drag is under way (ready() waits for its
    end): wait until the module shows its offset instead. Returns the answer."""
    if dragging:
        module.page.wait_for_function("""() => {
            const changes = window.moduleTest.events.filter((event) => event.name === 'change');
            return changes.length > 0 && changes[changes.length - 1].detail.offset === window.moduleTest.wheel.offset;
        }""")
    else:
        module.ready()
    offset = module.wheel("offset")
    box = module.container_box()
    url = f"{module.server}/layout?{urllib.parse.urlencode(layout_query(options, box, offset))}"
    answer = measure.fetch(url)
    states = module.child_states()
    layout = options.get("layout", "wheel")
    offset_x, offset_y = {"wheel": (offset, 0), "carousel": (0, 0), "slider": (0, 0)}.get(layout, (0, offset))
    placed = set()
    differences = []
    worst = 0.0
    checked = 0
    for item in answer["items"]:
        position = elements_of(item) if elements_of else item["item"]
        placed.add(position)
        state = states[position]
        assert state["shown"], f"child {position} ({measure.key(item)}) is hidden, the API places it"
        expected = measure.expected_rect(item, box, offset_x, offset_y)
        if expected is None:
            continue  # a corner behind the viewer: the browser clips the element, its box is undefined
        checked += 1
        error = max(abs(a - e) for a, e in zip(state["rect"], expected))
        worst = max(worst, error)
        if not error <= measure.TOLERANCE:
            differences.append(f"  child {position} ({measure.key(item)}): on screen {measure.fmt(state['rect'])}, "
                               f"API implies {measure.fmt(expected)} (off by {error:.3f} px)")
    assert not differences, f"{layout} at offset {offset}:\n" + "\n".join(differences)
    shown = {position for position, state in enumerate(states) if state["shown"]}
    assert shown == placed, f"children shown {sorted(shown)} != children the API places {sorted(placed)}"
    measure.STATS["cards"] += checked
    measure.STATS["skipped"] += len(answer["items"]) - checked
    measure.STATS["frames"] += 1
    measure.STATS["max_error"] = max(measure.STATS["max_error"], worst)
    return answer


def container_centre(module):
    box = module.container_box()
    return box["left"] + box["width"] / 2, box["top"] + box["height"] / 2
