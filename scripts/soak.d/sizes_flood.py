"""scripts/sizes-flood's run: size tables posted well past --sizes-memory, one at a time and then
several in flight at once; the peak RSS stays within the first table's RSS + 1.5 × --sizes-memory
(docs/OPERATIONS.md): the budget counts the tables held and the posts being answered, and half a
budget more bounds what it does not count (the allocator's free memory, the process's own)."""

import http.client
import os
import random
import signal
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import proc  # noqa: E402
import servers  # noqa: E402

TABLES = 200  # a phase: posted one after the other, then again with bodies in flight
LENGTHS = 20_000  # random lengths a table: about 120 KB of JSON
IN_FLIGHT = 4  # connections posting at once in the second phase


def post_tables(port, seed, count, outcome):
    """Posts `count` tables of random lengths on one connection; notes answers other than 201."""
    rng = random.Random(seed)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    for _ in range(count):
        body = "[" + ",".join(str(rng.randrange(1, 100_000)) for _ in range(LENGTHS)) + "]"
        connection.request("POST", "/sizes", body, {"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        outcome["posted"] += 1
        if response.status != 201:
            outcome["unexpected"].append(response.status)
    connection.close()


def flood(binary, budget):
    """One server with `budget` bytes of tables: the figures and the failures of its flood."""
    with tempfile.TemporaryDirectory(prefix="sizes-flood-") as work, \
            servers.pinwheel(binary, Path(work) / "server.log", "--threads", str(IN_FLIGHT),
                             "--sizes-memory", str(budget)) as server:
        first = {"posted": 0, "unexpected": []}
        post_tables(server.port, 0, 1, first)
        rss_first = proc.status_kib(server.pid)
        post_tables(server.port, 1, TABLES - 1, first)
        rss_one_at_a_time = proc.status_kib(server.pid, "VmHWM")
        outcomes = [{"posted": 0, "unexpected": []} for _ in range(IN_FLIGHT)]
        threads = [threading.Thread(target=post_tables, args=(server.port, 2 + n, TABLES // IN_FLIGHT, outcomes[n]))
                   for n in range(IN_FLIGHT)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        peak = proc.status_kib(server.pid, "VmHWM")
        rss_end = proc.status_kib(server.pid)
    outcomes.append(first)
    posted = sum(outcome["posted"] for outcome in outcomes)
    unexpected = sorted({status for outcome in outcomes for status in outcome["unexpected"]})
    bound = rss_first + 3 * budget // 2 // 1024
    print(f"--sizes-memory {budget // 2**20} MiB: {posted} tables of {LENGTHS} lengths; RSS after the first "
          f"{rss_first} KiB, peak one at a time {rss_one_at_a_time} KiB, peak with {IN_FLIGHT} in flight "
          f"{peak} KiB (+{(peak - rss_first) / 1024:.1f} MiB), at the end {rss_end} KiB; "
          f"bound {bound} KiB (first + 1.5 x --sizes-memory)")
    failures = []
    if unexpected:
        failures.append(f"answers other than 201: {unexpected}")
    if peak > bound:
        failures.append(f"peak RSS {peak} KiB over the bound {bound} KiB")
    # 20,000 runs hold 480,000 bytes or more: the tables posted fill the budget at least twice.
    if posted * LENGTHS * 24 < 2 * budget:
        failures.append("too few tables posted to fill the budget twice")
    return [f"--sizes-memory {budget}: {failure}" for failure in failures]


def main(binary):
    budgets = [int(budget) for budget in os.environ.get("FLOOD_BUDGETS", "8388608 67108864").split()]
    failures = [failure for budget in budgets for failure in flood(binary, budget)]
    for failure in failures:
        print(f"FAIL: {failure}")
    if not failures:
        print("PASS: peak RSS within the first table's + 1.5 x --sizes-memory, every table accepted")
    return 1 if failures else 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    try:
        sys.exit(main(sys.argv[1]))
    except servers.ServerError as error:
        sys.exit(f"sizes-flood: {error}")
