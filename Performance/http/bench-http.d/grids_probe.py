"""The grids over size tables against a running pinwheel: each first request's walk, and a window's server CPU.

    python3 Performance/http/bench-http.d/grids_probe.py PORT PID

PORT and PID: a `pinwheel serve --threads 1` started for this (a fresh process: the first
requests walk the tables). Posts a 1,000,000-entry table of heights, one of ratios and one of
10,000,000 lengths in runs; prints the first request of each layout and table (the walk that
builds its checkpoints), then the server's CPU per request (from /proc/PID/stat, 5,000 requests,
median of three) of a masonry and a justified window of the 10^6 table against a 100-item list.
"""

import http.client
import json
import random
import sys
import time

PORT, PID = sys.argv[1], sys.argv[2]
connection = http.client.HTTPConnection("127.0.0.1", int(PORT))


def request(method, target, body=None):
    headers = {"Content-Type": "text/plain"} if body else {}
    connection.request(method, target, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    if response.status not in (200, 201):
        sys.exit(f"{target[:80]}: {response.status} {data[:200]!r}")
    return data


def post(text):
    return json.loads(request("POST", "/sizes", text.encode()))["id"]


def cpu_seconds():
    fields = open(f"/proc/{PID}/stat").read().split(")")[1].split()
    return (int(fields[11]) + int(fields[12])) / 100


def cpu_microseconds(target, start, count=5000):
    request("GET", f"{target}&offset={start}")
    before = cpu_seconds()
    for index in range(count):
        request("GET", f"{target}&offset={start + index % 50}")
    return (cpu_seconds() - before) / count * 1e6


random.seed(32)
heights = [round(random.uniform(20, 400), 3) for _ in range(1_000_000)]
ratios = [round(random.uniform(0.4, 2.5), 3) for _ in range(1_000_000)]
tables = {"10^6": (post(",".join(map(str, heights))), post(",".join(map(str, ratios)))),
          "10^7 in runs": (post("120.5*4000000,80*3500000,333.25*2499999,7"),) * 2}
masonry = "/masonry/layout?width=1200&columnWidth=230&gutter=12&height=700"
justified = "/justified/layout?width=1200&height=700"
grid = "/grid/layout?width=1200&minColumnWidth=180&gap=9.5&height=700"
for label, (lengths, aspect) in tables.items():
    count = 1_000_000 if label == "10^6" else 10_000_000
    for name, target in [("masonry", f"{masonry}&sizes=@{lengths}"), ("justified", f"{justified}&aspectRatios=@{aspect}"),
                         ("grid", f"{grid}&sizes=@{lengths}")]:
        start = time.perf_counter()
        request("GET", f"{target}&count={count}&offset=1000000")
        print(f"{name} over {label}: first request {time.perf_counter() - start:.3f} s")
for name, table, small in [("masonry", f"{masonry}&count=1000000&sizes=@{tables['10^6'][0]}",
                            f"{masonry}&count=100&sizes=" + ",".join(map(str, heights[:100]))),
                           ("justified", f"{justified}&count=1000000&aspectRatios=@{tables['10^6'][1]}",
                            f"{justified}&count=100&aspectRatios=" + ",".join(map(str, ratios[:100])))]:
    big = sorted(cpu_microseconds(table, 2_000_000) for _ in range(3))[1]
    little = sorted(cpu_microseconds(small, 1000) for _ in range(3))[1]
    print(f"{name}: server CPU per request, 10^6 table window {big:.1f} µs, 100-item list {little:.1f} µs, "
          f"ratio {big / little:.2f}")
