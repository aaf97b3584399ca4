"""Fixtures of the browser test: the real server on a free port, Debian's Chromium, one page."""

import contextlib
import os
import signal
import sys
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

import measure

# Starting and stopping the server is scripts/lib/servers.py's job, for every script and test.
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts" / "lib"))
import servers  # noqa: E402

VIEWPORT = {"width": 960, "height": 600}



def _stop_on_sigterm(signum, frame):
    # `timeout` sends SIGTERM: turn it into an exception so that every fixture's teardown runs
    # and the server and the browser are stopped.
    raise KeyboardInterrupt(f"signal {signum}")


signal.signal(signal.SIGTERM, _stop_on_sigterm)


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """The base URL of a freshly started `pinwheel serve` (PINWHEEL_BIN), stopped afterwards."""
    with running_server(tmp_path_factory.mktemp("server") / "server.log") as base_url:
        yield base_url


@pytest.fixture(scope="session")
def cors_server(tmp_path_factory, server):
    """A second server, on another origin, that lets pages from `server` call it."""
    with running_server(tmp_path_factory.mktemp("cors-server") / "server.log", "--cors-origin", server) as base_url:
        yield base_url


@contextlib.contextmanager
def running_server(log_path, *arguments):
    binary = os.environ.get("PINWHEEL_BIN", ".build/debug/pinwheel")
    try:
        server = servers.pinwheel(binary, log_path, *arguments)
    except servers.ServerError as error:
        pytest.fail(str(error))
    with server:
        yield server.url
    if server.process.returncode not in (0, -signal.SIGTERM):
        print(f"\nthe server exited with status {server.process.returncode}:\n{server.log()}", file=sys.stderr)


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), headless=True, args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture()
def page(browser, server):
    """The demo page at `/?layout=wheel`, loaded and showing the wheel (the page opens on the home
    screen without `layout`, test_demo_home.py's). Fails the test on a script error or on any
    request to another origin (the page loads nothing from elsewhere)."""
    with demo_page(browser, server + "/?layout=wheel", allowed_origins=[server]) as page:
        assert measure.settle(page) is None
        yield page


@contextlib.contextmanager
def demo_page(browser, url, allowed_origins, viewport=VIEWPORT, listeners=None):
    """`url` in a fresh context of `viewport`'s size, with `listeners` (event → handler) on the
    page from before it loads."""
    context = browser.new_context(viewport=viewport, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors, foreign = [], []
    page.on("pageerror", lambda error: errors.append(str(error)))
    for event, listener in (listeners or {}).items():
        page.on(event, listener)
    page.on("request", lambda request: None if any(request.url.startswith(origin + "/") for origin in allowed_origins)
            else foreign.append(request.url))
    try:
        page.goto(url)
        yield page
    finally:
        context.close()
    assert not errors, f"script errors on the page: {errors}"
    assert not foreign, f"requests to other origins: {foreign}"


@pytest.fixture(scope="session")
def artifacts():
    path = Path(os.environ.get("BROWSER_ARTIFACTS", "artifacts/browser"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def pytest_terminal_summary(terminalreporter):
    stats = measure.STATS
    if stats["cards"]:
        terminalreporter.write_line(
            f"browser-test: {stats['cards']} card rectangles checked in {stats['frames']} frames, "
            f"largest difference {stats['max_error']:.4f} px (allowed 1 px); "
            f"{stats['skipped']} with a corner behind the viewer left out")
