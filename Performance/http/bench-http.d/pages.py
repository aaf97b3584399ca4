"""bench-http's page goals (15-17, docs/PAGE.md) in instructions per request, and the first read's cost."""

import http.client
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import callgrind
import goals
import servers

REPOSITORY = Path(__file__).resolve().parents[3]
HOME_SCREEN = REPOSITORY / "clients/fixtures/home-screen.json"
# The page's default viewport (docs/PAGE.md): 375 × 667.
VIEWPORT_HEIGHT = 667
# Goal 15's window of the demo screen: a phone of 390 × 844 points scrolled 200 points, where all
# four of its blocks are on screen (the hero slider's foot, the shelf of cards, the grid of
# categories and the feed's top), as a client would otherwise ask for them in four requests.
HOME_VIEWPORT = (390, 844)
HOME_OFFSET = 200
# Goal 16's sections: a grid of six categories under a pinned title (404 points tall at 375), and
# a feed of masonry under one, its heights the demo feed's (180, 260, 340, 220, 300 in turn).
GRID_SECTION = {"query": "layout=grid&count=6&minColumnWidth=160&itemHeight=120", "header": {"height": 44, "pinned": True}}
FEED_HEIGHTS = [180, 260, 340, 220, 300]
DEEP_SECTIONS = 10_000
MASONRY_ITEMS = 1_000_000
LIST_ITEMS = 100
PAGE_TARGET = 0.5  # goal 15: a page's window over its visible sections' single requests
DEEP_TARGET = 1.2  # goal 16: over the 3-section page's window


def masonry_section(count, sizes):
    return {"query": f"layout=masonry&count={count}&columnWidth=160&gutter=8&sizes={sizes}",
            "header": {"height": 44, "pinned": True}}


def feed(count):
    return [FEED_HEIGHTS[index % len(FEED_HEIGHTS)] for index in range(count)]


@dataclass
class Page:
    """A page to post: its description (`@{table}` where its size table's id goes), its table's
    lengths (None: no table) and the offset of the window measured: a number, or "end" (the last
    window, contentSize.height − 667) or "deep" (100 points into the block of the middle section)."""
    name: str
    description: str
    table: list
    offset: object
    viewport: tuple = None  # (width, height) asked for; None: the page's default, 375 × 667
    ids: tuple = (None, None)  # (page id, table id), once posted

    @property
    def viewport_height(self):
        return self.viewport[1] if self.viewport else VIEWPORT_HEIGHT

    def table_text(self):
        return ",".join(map(str, self.table)).encode() if self.table else b""


def compact(page):
    return json.dumps(page, separators=(",", ":"))


def home_screen():
    fixture = json.loads(HOME_SCREEN.read_text())
    table = [fixture["feedHeights"][index % len(fixture["feedHeights"])] for index in range(fixture["feedCount"])]
    return Page("demo screen", compact(fixture["page"]).replace("@FEED", "@{table}"), table, HOME_OFFSET, HOME_VIEWPORT)


def three_sections(offset):
    lengths = ",".join(map(str, feed(LIST_ITEMS)))
    return Page("3-section page", compact({"sections": [GRID_SECTION, GRID_SECTION, masonry_section(LIST_ITEMS, lengths)]}),
                None, offset)


def deep_page():
    return Page(f"{DEEP_SECTIONS:,}-section page", compact({"sections": [GRID_SECTION] * DEEP_SECTIONS}), None, "deep")


def masonry_page():
    sections = [GRID_SECTION, GRID_SECTION, masonry_section(MASONRY_ITEMS, "@{table}")]
    return Page("10^6 masonry page", compact({"sections": sections}), feed(MASONRY_ITEMS), "end")


def post(port, path, body, content_type):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    connection.request("POST", path, body=body, headers={"Content-Type": content_type})
    response = connection.getresponse()
    answer = response.read()
    connection.close()
    if response.status not in (200, 201):
        sys.exit(f"bench-http: POST {path} answered {response.status}: {answer[:300]!r}")
    return json.loads(answer)["id"]


def get_json(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    body = callgrind.get(connection, path)
    connection.close()
    return json.loads(body)


def posted(page, port):
    """Posts `page`'s table and the page itself to the server on `port`: (page id, table id or None)."""
    table_id = post(port, "/sizes", page.table_text(), "text/plain") if page.table else None
    description = page.description.replace("@{table}", f"@{table_id}") if table_id else page.description
    return post(port, "/pages", description.encode(), "application/json"), table_id


def window_path(page_id, offset, viewport=None):
    size = f"&width={float(viewport[0])!r}&height={float(viewport[1])!r}" if viewport else ""
    return f"/page/layout?page=@{page_id}&offset={offset!r}{size}"


def prepare_window(page):
    """A `prepare` for callgrind.count: posts the page and gives the path of its measured window.
    Its first read (the walk) falls before the warmup's requests."""
    def prepare(port):
        page.ids = posted(page, port)
        page_id = page.ids[0]
        offset = page.offset
        if offset in ("end", "deep"):
            height = get_json(port, window_path(page_id, 0, page.viewport))["contentSize"]["height"]
            offset = height - page.viewport_height if offset == "end" else height / DEEP_SECTIONS * (DEEP_SECTIONS // 2) + 100
        return window_path(page_id, float(offset), page.viewport)
    return prepare


def single_paths(page_answer, page):
    """The `/layout` requests a client would make instead of the page's window: each visible
    section's query, with the width, height and offset the page gives it (a box's own height and
    offset, its layout's default; a flow's content width, the viewport's height and `Y − cTop`)."""
    queries = [section["query"] for section in json.loads(page.description)["sections"]]
    paths = []
    for state in page_answer["sections"]:
        frame, query = state["frame"], queries[state["section"]]
        if state["kind"] == "flow":
            asked = f"&width={float(frame['width'])!r}&height={float(page.viewport_height)!r}&offset={float(state['offset'])!r}"
        else:
            asked = f"&width={float(frame['width'])!r}&height={float(frame['height'])!r}"
        # The goals' queries need no escaping.
        paths.append((f"/layout?{query}{asked}", "@{table}" in query))
    return paths


def goal_rows(settings, work, counted, pinwheel, engine):
    """Goals 15-17: a window of a page against what it stands for (15: the single requests of its
    sections; 16: a 3-section page's window; 17: the engine ceiling composing the same page)."""
    rows = []
    if not settings.goals & {15, 16, 17}:
        return rows
    print("\npages: /page/layout windows, instructions per request (each page posted before its count)", flush=True)
    home = home_screen()
    if settings.goals & {15, 17}:
        page = counted("pinwheel", pinwheel, None, prepare=prepare_window(home))
        print(f"  the demo screen's window at offset {HOME_OFFSET}, {HOME_VIEWPORT[0]} × {HOME_VIEWPORT[1]}: {goals.items(page.body)} items, {len(page.body):,} bytes")
        if 15 in settings.goals:
            rows.append(home_against_singles(counted, pinwheel, home, page))
        if 17 in settings.goals:
            rows.append(against_ceiling(work, counted, engine, home, page))
    if 16 in settings.goals:
        top = counted("pinwheel", pinwheel, None, prepare=prepare_window(three_sections(100)))
        end = counted("pinwheel", pinwheel, None, prepare=prepare_window(three_sections("end")))
        deep = counted("pinwheel", pinwheel, None, prepare=prepare_window(deep_page()))
        masonry = counted("pinwheel", pinwheel, None, prepare=prepare_window(masonry_page()))
        for name, count in (("3-section top", top), ("3-section end", end), ("deep", deep), ("masonry end", masonry)):
            print(f"  {name}: {goals.items(count.body)} items, {len(count.body):,} bytes")
        rows.append(goals.instruction_row(16, f"a window deep in a {DEEP_SECTIONS:,}-section page", (deep, top),
                                          DEEP_TARGET, "over a 3-section page's (its first two sections)"))
        rows.append(goals.instruction_row(16, "the last window of a page ending in 10^6 masonry items", (masonry, end),
                                          DEEP_TARGET, f"over a 3-section page's (ending in {LIST_ITEMS} listed)"))
    return rows


def home_against_singles(counted, pinwheel, home, page):
    """Goal 15: the demo screen's window over its visible sections' own `/layout` requests."""
    answer = json.loads(page.body)
    singles = []
    for path, names_table in single_paths(answer, home):
        if names_table:
            def prepare(port, path=path):
                table_id = post(port, "/sizes", home.table_text(), "text/plain")
                return path.replace("@{table}", f"@{table_id}")
            singles.append(counted("pinwheel", pinwheel, None, prepare=prepare))
        else:
            singles.append(counted("pinwheel", pinwheel, path))
    total = callgrind.Count("singles", b"", 1, sum(single.instructions_per_request for single in singles), {}, {})
    return goals.instruction_row(15, f"the demo screen's window (sections {[s['section'] for s in answer['sections']]})",
                                 (page, total), PAGE_TARGET, f"over its sections' {len(singles)} single requests")


def against_ceiling(work, counted, engine, home, page):
    """Goal 17: the demo screen's window over the engine ceiling's composing the same page."""
    table_file = work / "home-feed.txt"
    table_file.write_bytes(home.table_text())
    page_id, table_id = home.ids
    description_file = work / "home-page.json"
    description_file.write_text(home.description.replace("@{table}", f"@{table_id}"))
    ceiling = counted("engine ceiling", [*engine, "--table", f"{table_id}={table_file}", "--page",
                                         f"{page_id}={description_file}"], page.path)
    if ceiling.body != page.body:
        sys.exit("bench-http: goal 17: the engine ceiling's page answer differs from Pinwheel's")
    return goals.instruction_row(17, "the demo screen's window", (page, ceiling), goals.ENGINE_TARGET,
                                 "Pinwheel / engine ceiling")


def first_reads(settings, work):
    """The first request's cost: posting each page and its first reads, in wall time (a server of
    its own, no valgrind) and in instructions (callgrind, each read counted alone)."""
    print("\nthe first read of a page at a width (the stack; for a 10^6 masonry, the walk)", flush=True)
    pinwheel = [settings.pinwheel, "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "1"]
    for page in (home_screen(), deep_page(), masonry_page()):
        with servers.Server("pinwheel", pinwheel, work / "first-read.log", ready_path="/layout?count=1") as server:
            started = time.perf_counter()
            page_id, _ = posted(page, server.port)
            posting = time.perf_counter() - started
            times = []
            for width in (375, 375, 414, 414):
                started = time.perf_counter()
                get_json(server.port, f"/page/layout?page=@{page_id}&width={width}")
                times.append(1000 * (time.perf_counter() - started))
        print(f"  {page.name}: POST /pages (and the table) {1000 * posting:.0f} ms; reads at width 375 "
              f"{times[0]:.1f} then {times[1]:.2f} ms, at 414 {times[2]:.1f} then {times[3]:.2f} ms", flush=True)
        for width in (375, 414):
            def prepare(port, page=page, width=width):
                page_id, _ = posted(page, port)
                return f"/page/layout?page=@{page_id}&width={width}"
            first = callgrind.count("pinwheel", pinwheel, None, work, requests=1, warmup=0, prepare=prepare)
            print(f"    its first read at width {width}: {first.instructions:,} instructions", flush=True)
