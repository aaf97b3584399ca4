"""One SHA-256 over a server's answers to seeded random requests: equal digests, equal answers.

    python3 digest.py PINWHEEL OPENAPI_YAML SEED COUNT

Starts `PINWHEEL serve` on a free port, sends COUNT requests from queries.py (every layout and
endpoint), the static files openapi.yaml lists, a posted size table and queries naming it, a
revalidation (`If-None-Match`, 304) of some answers, and a posted page of every layout (PAGE) with
seeded /page/layout, /page/hit, /page/motion and /page/snap queries over it; then prints one
digest per group and one over all. Each answer counts with its method and target, status, Content-Type, ETag,
Cache-Control, Location and body.
"""

import hashlib
import http.client
import json
import random
import re
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import servers  # noqa: E402
import queries  # noqa: E402

HEADERS = ("Content-Type", "ETag", "Cache-Control", "Location", "Allow")
TABLE = "120,80*3,200.5,44*10"
# A page of every layout (docs/PAGE.md): boxes and flows, pinned and stretchy headers, a footer,
# insets and backgrounds.
PAGE = json.dumps({"sections": [
    {"query": "layout=parallax&count=40&headerHeight=200", "header": {"height": 44, "pinned": True, "stretchy": True},
     "background": True},
    {"query": "layout=wheel&count=30", "height": 300, "insets": {"left": 8, "right": 8}},
    {"query": "layout=masonry&count=60&columnWidth=100&gutter=8", "header": {"height": 30, "pinned": True},
     "footer": {"height": 20}},
    {"query": "layout=carousel&type=coverFlow&count=25", "height": 250},
    {"query": "layout=slider&effect=cards&count=12", "height": 400},
    {"query": "layout=justified&count=50&aspectRatios=1.5*50", "background": True},
    {"query": "layout=circle&count=12", "height": 360},
    {"query": "layout=grid&count=90&columns=3&gap=4"},
]})
PAGE_ROUNDS = 150


class Digests:
    def __init__(self):
        self.groups, self.total, self.counts, self.statuses = {}, hashlib.sha256(), {}, {}

    def add(self, group, exchanged):
        response, record = exchanged
        self.statuses[response.status] = self.statuses.get(response.status, 0) + 1
        self.groups.setdefault(group, hashlib.sha256()).update(record)
        self.counts[group] = self.counts.get(group, 0) + 1
        self.total.update(record)

    def report(self):
        for group in sorted(self.groups):
            print(f"{group:10} {self.counts[group]:7} {self.groups[group].hexdigest()}")
        print(f"{'all':10} {sum(self.counts.values()):7} {self.total.hexdigest()}")
        print("statuses", ", ".join(f"{status}: {count}" for status, count in sorted(self.statuses.items())))


def exchange(connection, method, target, headers=None, body=None):
    connection.request(method, target, body=body, headers=headers or {})
    response = connection.getresponse()
    content = response.read()
    fields = "\n".join(f"{name}: {response.getheader(name)}" for name in HEADERS if response.getheader(name) is not None)
    record = f"{method} {target}\n{response.status}\n{fields}\n\n".encode() + content + b"\n"
    return response, record


def static_targets(spec):
    """The paths without a query: the demo page, the web module's files, openapi.yaml, /healthz."""
    for path, item in spec["paths"].items():
        if "get" in item and "{" not in path and path != "/metrics" and not re.search(r"/(layout|snap|motion|hit)$", path):
            yield path


def page_targets(page, seed):
    """Seeded /page/* queries over the posted PAGE: widths, offsets, section scrolls, hits, releases,
    scrolls to a section or an item (some past the page's sections or items) and snaps."""
    source = random.Random(seed)
    for _ in range(PAGE_ROUNDS):
        width, offset = source.choice([320, 375, 414, 768]), source.uniform(-100, 9000)
        scroll = (f"&scroll=1:{source.uniform(0, 3000):.1f},3:{source.uniform(-200, 2000):.1f},"
                  f"4:{source.uniform(0, 3000):.1f}")
        base = f"page=@{page}&width={width}&height=700&offset={offset:.2f}{scroll}"
        yield f"/page/layout?{base}"
        yield f"/page/hit?{base}&x={source.uniform(0, width):.1f}&y={source.uniform(0, 700):.1f}"
        yield f"/page/motion?{base}&velocity={source.uniform(-3000, 3000):.1f}&fields=css,zIndex"
        moved = source.choice(["", f"&item={source.randrange(60)}", f"&velocity={source.uniform(-2000, 2000):.1f}"])
        yield f"/page/motion?{base}&section={source.randrange(9)}{moved}&fields=css"
        yield f"/page/snap?{base}&section={source.randrange(9)}&velocity={source.uniform(-2000, 2000):.1f}"


def digest_page(connection, digests, seed):
    response = exchange(connection, "POST", "/pages", {"Content-Type": "application/json"}, PAGE)
    digests.add("page", response)
    page = response[0].getheader("Location").rsplit("/", 1)[1]
    for target in page_targets(page, seed):
        digests.add("page", exchange(connection, "GET", target))


def main(binary, spec_path, seed, total):
    spec = yaml.safe_load(Path(spec_path).read_text())
    targets = queries.requests(spec, seed, total)
    digests = Digests()
    with servers.pinwheel(binary, "/dev/null") as server:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
        for path in static_targets(spec):
            digests.add("files", exchange(connection, "GET", path))
        response = exchange(connection, "POST", "/sizes", {"Content-Type": "text/plain"}, TABLE)
        digests.add("sizes", response)
        response = response[0]
        table = response.getheader("Location")
        for target in (table, f"/slider/layout?count=15&slidesPerView=auto&sizes=@{table.rsplit('/', 1)[1]}",
                       f"/parallax/layout?count=5,10&sizes=@{table.rsplit('/', 1)[1]}"):
            digests.add("sizes", exchange(connection, "GET", target))
        for index, (method, target) in enumerate(targets):
            exchanged = exchange(connection, method, target)
            digests.add(target.split("?")[0].rsplit("/", 1)[1], exchanged)
            tag = exchanged[0].getheader("ETag")
            if tag and index % 10 == 0:
                digests.add("304", exchange(connection, "GET", target, {"If-None-Match": tag}))
        digest_page(connection, digests, seed)
        connection.close()
        if server.process.poll() is not None:
            sys.exit(f"the server died during the run:\n{server.log()}")
    digests.report()
    print(f"requests {total} seed {seed}; queries {hashlib.sha256(repr(targets).encode()).hexdigest()[:16]}")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
