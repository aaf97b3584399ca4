"""Pages for the first-frame test (GET /{layout}/layout.css, docs/FIRST-FRAME.md): a container of
numbered children as on module.html, with the stylesheet linked or not and the web module attached
or not, served from the test page's origin; and what the test reads of them (each child's box, the
four corners of its transformed border box, opacity, z-index, whether it is shown, every animation
frame, and the layout shifts)."""

import functools
import html
import http.server
import itertools
import threading
import urllib.parse

import pytest

from conftest import running_server
from module_page import _QuietHandler, parameter_text

# Each child's state, in document order, without the module's own elements: its box, its border
# box's corners through its transform about its origin (from the computed styles), its opacity and
# z-index, whether it is shown, and what the module writes inside it (parallax shift, overlay
# alpha) and its shadows (the module's overlays, or the stylesheet's pseudo-elements).
SNAPSHOT = r"""
window.firstFrameSnapshot = () => {
  const container = document.getElementById('container');
  const base = container.getBoundingClientRect();
  const originX = base.left + container.clientLeft, originY = base.top + container.clientTop;
  const pseudo = { shadowBefore: '::before', shadowAfter: '::after', shadow: '::before' };
  return [...container.children]
    .filter((element) => !element.hasAttribute('data-pinwheel-live') && !element.hasAttribute('data-pinwheel-shadow'))
    .map((element) => {
      const style = getComputedStyle(element);
      const shown = style.display !== 'none' && style.visibility !== 'hidden';
      const box = element.getBoundingClientRect();
      const matrix = new DOMMatrix(style.transform === 'none' ? undefined : style.transform);
      const [ox, oy] = style.transformOrigin.split(' ').map(parseFloat);
      const left = parseFloat(style.left), top = parseFloat(style.top);
      const width = parseFloat(style.width), height = parseFloat(style.height);
      const corners = [[0, 0], [width, 0], [width, height], [0, height]].map(([x, y]) => {
        const point = matrix.transformPoint(new DOMPoint(x - ox, y - oy, 0, 1));
        return [originX + left + ox + point.x / point.w, originY + top + oy + point.y / point.w];
      });
      const shifted = element.querySelector('[data-pinwheel-parallax]');
      const overlay = element.querySelector('[data-pinwheel-overlay]');
      const shadows = {};
      for (const key of ['shadowBefore', 'shadowAfter', 'shadow']) {
        const own = element.querySelector(`:scope > [data-pinwheel-shadow="${key}"]`);
        if (own) { if (own.style.display !== 'none') shadows[key] = getComputedStyle(own).opacity; continue; }
        const drawn = getComputedStyle(element, pseudo[key]);
        if (drawn.content !== 'none' && drawn.content !== 'normal') shadows[pseudo[key]] = drawn.opacity;
      }
      return { shown, rect: [box.left, box.top, box.right, box.bottom], corners, opacity: style.opacity,
               zIndex: style.zIndex, shift: shifted ? getComputedStyle(shifted).transform : null,
               overlay: overlay ? getComputedStyle(overlay).opacity : null, shadows };
    });
};
"""

# From before the first paint: every animation frame's snapshot, and the layout shifts.
RECORDER = r"""
window.firstFrameRecord = { frames: [], shift: 0, shiftEntries: 0, recording: true };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) { window.firstFrameRecord.shift += entry.value; window.firstFrameRecord.shiftEntries += 1; }
}).observe({ type: 'layout-shift', buffered: true });
const recordFrame = (time) => {
  if (!window.firstFrameRecord.recording) return;
  if (document.getElementById('container')) window.firstFrameRecord.frames.push({ time, children: window.firstFrameSnapshot() });
  requestAnimationFrame(recordFrame);
};
requestAnimationFrame(recordFrame);
"""

# The module, from the Pinwheel server; `attach` makes window.moduleTest as module.html does (for check_children).
ATTACH = r"""
const { Pinwheel } = await import(API + '/pinwheel.js');
window.firstFrameAttach = (options) => {
  const wheel = Pinwheel.attach(document.getElementById('container'), options);
  window.moduleTest = { wheel, events: [] };
  wheel.on('error', (detail) => window.moduleTest.events.push({ name: 'error', detail: String(detail.message ?? detail) }));
  return wheel;
};
document.body.dataset.ready = 'true';
"""

STYLE = """
  body { margin: 0; font-family: sans-serif; }
  #container { width: 800px; height: 480px; margin: 24px 0 0 40px; border: 3px solid #333; background: #f4f4f4; }
  /* The page's own rules for the children, which the stylesheet must win over. */
  #container > .item { display: flex; align-items: center; justify-content: center; border: 2px solid #123;
          border-radius: 8px; background: #4a86c5; color: #fff; font-size: 28px; margin: 12px; position: static; }
  .header-overlay { position: absolute; inset: 0; background: #000; opacity: 0.9; }
"""

WIDTH, HEIGHT = 800, 480


def children_html(count, layout):
    """`count` numbered children; the parallax list's first is a header with an overlay, and each
    child holds a shifted span."""
    parts = []
    for index in range(count):
        inner = f'<span data-pinwheel-parallax>{index}</span>' if layout == "parallax" else str(index)
        if layout == "parallax" and index == 0:
            inner += '<div class="header-overlay" data-pinwheel-overlay></div>'
        parts.append(f'<div class="item">{inner}</div>')
    return "".join(parts)


def page_html(server, children, layout, stylesheet=None, script=True, rtl=False, selector="#container"):
    """A page of `children` children: the stylesheet's URL linked after the page's own styles, the
    recorder and the module when `script`."""
    link = f'<link rel="stylesheet" href="{html.escape(stylesheet)}">' if stylesheet else ""
    scripts = ""
    if script:
        scripts = (f"<script>{SNAPSHOT}{RECORDER}</script>"
                   f'<script type="module">const API = {server!r};{ATTACH}</script>')
    else:
        scripts = ""
    selector_attribute = f'class="{selector[1:]}"' if selector.startswith(".") else ""
    direction = ' dir="rtl"' if rtl else ""
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>first frame</title>'
            f"<style>{STYLE}</style>{link}</head><body>"
            f'<div id="container" {selector_attribute}{direction}>{children_html(children, layout)}</div>'
            f"{scripts}</body></html>")


def stylesheet_url(server, options, selector="#container", rtl=False):
    """The stylesheet of `options` (the module's options) for the test's container."""
    query = {name: value for name, value in options.items()}
    query.update(width=WIDTH, height=HEIGHT, selector=selector)
    if rtl:
        query["rtl"] = True
    layout = query.pop("layout", "wheel")
    text = {name: parameter_text(value) for name, value in query.items()}
    return f"{server}/{layout}/layout.css?{urllib.parse.urlencode(text)}"


class PageServer:
    """A static server over a directory the test writes its pages into (a real origin: Chromium
    lets a page routed by Playwright load no module from a loopback server)."""

    def __init__(self, directory):
        self.directory = directory
        self._server = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(_QuietHandler, directory=directory))
        self.origin = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._names = itertools.count()
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def url_of(self, body):
        """The URL of a new page holding `body`."""
        name = f"first-frame-{next(self._names)}.html"
        (self.directory / name).write_text(body, encoding="utf-8")
        return f"{self.origin}/{name}"

    def close(self):
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture(scope="session")
def frame_pages(tmp_path_factory):
    server = PageServer(tmp_path_factory.mktemp("first-frame-pages"))
    try:
        yield server
    finally:
        server.close()


@pytest.fixture(scope="session")
def frame_server(tmp_path_factory, frame_pages):
    """A Pinwheel server that lets the pages of `frame_pages` load its module and call it."""
    with running_server(tmp_path_factory.mktemp("frame-server") / "server.log", "--cors-origin",
                        frame_pages.origin) as base_url:
        yield base_url


def open_page(browser, pages, body, javascript=True):
    """A fresh context showing `body` (served by `pages`); returns (context, page)."""
    context = browser.new_context(viewport={"width": 960, "height": 600}, device_scale_factor=1,
                                  java_script_enabled=javascript)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(pages.url_of(body))
    return context, page


def snapshot(page):
    """The children's states now (the snapshot function is evaluated here when the page runs no script)."""
    return page.evaluate(f"() => {{ {SNAPSHOT}; return window.firstFrameSnapshot(); }}")


def container_style(page):
    """The container's position, overflow and isolation, as the module or the stylesheet set them up."""
    return page.evaluate("""() => { const style = getComputedStyle(document.getElementById('container'));
        return [style.position, style.overflow, style.isolation]; }""")


def differences(expected, actual, tolerance=0.5):
    """How `actual`'s children differ from `expected`'s: shown or hidden, a box or corner further
    than `tolerance` px, another opacity, z-index, shift, overlay or shadow."""
    found = []
    if len(expected) != len(actual):
        return [f"{len(actual)} children, expected {len(expected)}"]
    for position, (want, got) in enumerate(zip(expected, actual)):
        if want["shown"] != got["shown"]:
            found.append(f"child {position}: shown {got['shown']}, expected {want['shown']}")
            continue
        if not want["shown"]:
            continue
        error = max(abs(a - b) for a, b in zip(want["rect"], got["rect"]))
        corner_error = max(abs(a - b) for want_corner, got_corner in zip(want["corners"], got["corners"])
                           for a, b in zip(want_corner, got_corner))
        if not (error <= tolerance and corner_error <= tolerance):
            found.append(f"child {position}: box {got['rect']} corners {got['corners']}, expected {want['rect']} "
                         f"{want['corners']} (off by {max(error, corner_error):.3f} px)")
        for key in ("opacity", "zIndex", "overlay"):
            if want[key] != got[key]:
                found.append(f"child {position}: {key} {got[key]}, expected {want[key]}")
        if want["shift"] != got["shift"] and not _same_matrix(want["shift"], got["shift"]):
            found.append(f"child {position}: shift {got['shift']}, expected {want['shift']}")
        if sorted(want["shadows"].values()) != sorted(got["shadows"].values()):
            found.append(f"child {position}: shadows {got['shadows']}, expected {want['shadows']}")
    return found


def _same_matrix(first, second):
    if first is None or second is None:
        return False
    numbers = [[float(part) for part in text[text.index("(") + 1:-1].split(",")] for text in (first, second)]
    return len(numbers[0]) == len(numbers[1]) and all(abs(a - b) <= 1e-6 for a, b in zip(*numbers))
