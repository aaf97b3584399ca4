"""Fixtures of the browser test: the real server on a free port, Debian's Chromium, one page."""

import contextlib
import ctypes
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

import measure

VIEWPORT = {"width": 960, "height": 600}

# The web module's tests with the server's /motion and /hit (issue 14): collected once the server has them.
collect_ignore = ["test_module_motion.py"]


def _stop_on_sigterm(signum, frame):
    # `timeout` sends SIGTERM: turn it into an exception so that every fixture's teardown runs
    # and the server and the browser are stopped.
    raise KeyboardInterrupt(f"signal {signum}")


signal.signal(signal.SIGTERM, _stop_on_sigterm)


def _die_with_parent():
    # Linux: the server gets SIGTERM if this process dies without cleaning up (SIGKILL).
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


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
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            [binary, "serve", "--host", "127.0.0.1", "--port", "0", *arguments],
            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, preexec_fn=_die_with_parent)
    try:
        base_url = _wait_until_listening(process, log_path)
        yield base_url
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    if process.returncode not in (0, -signal.SIGTERM):
        print(f"\nthe server exited with status {process.returncode}:\n{log_path.read_text()}", file=sys.stderr)


def _wait_until_listening(process, log_path, seconds=30):
    deadline = time.monotonic() + seconds
    port = None
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the server exited with status {process.returncode}:\n{log_path.read_text()}")
        if port is None:
            found = re.search(r"listening on http://127\.0\.0\.1:(\d+)", log_path.read_text(errors="replace"))
            port = found and found.group(1)
        if port:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
                    if response.status == 200:
                        return f"http://127.0.0.1:{port}"
            except OSError:
                pass
        time.sleep(0.05)
    pytest.fail(f"the server did not answer /healthz within {seconds} s:\n{log_path.read_text()}")


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
    """The demo page at `/`, loaded and showing its first layout. Fails the test on a script error
    or on any request to another origin (the page loads nothing from elsewhere)."""
    with demo_page(browser, server + "/", allowed_origins=[server]) as page:
        assert measure.settle(page) is None
        yield page


@contextlib.contextmanager
def demo_page(browser, url, allowed_origins):
    context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors, foreign = [], []
    page.on("pageerror", lambda error: errors.append(str(error)))
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
