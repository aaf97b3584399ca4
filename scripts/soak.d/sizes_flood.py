"""scripts/sizes-flood's run: distinct tables posted for a while; RSS bounded by --sizes-memory."""

import http.client
import os
import random
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import proc  # noqa: E402
import servers  # noqa: E402

RUNS_PER_TABLE = 2000  # 2,000 runs of one: 48,256 bytes a table by the server's count
SLACK_KIB = 16 * 1024  # allocator and buffers above what the tables themselves hold


def flood(port, seconds, seed, outcome):
    rng = random.Random(seed)
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        # Neighbouring lengths differ, so every entry is its own run.
        lengths = [rng.randrange(1, 50_000) * 2 + (i % 2) for i in range(RUNS_PER_TABLE)]
        connection.request("POST", "/sizes", ",".join(map(str, lengths)), {"Content-Type": "text/plain"})
        response = connection.getresponse()
        response.read()
        outcome["posted"] += 1
        if response.status != 201:
            outcome["unexpected"].append(response.status)


def main(binary):
    seconds = float(os.environ.get("FLOOD_SECONDS", "60"))
    memory = int(os.environ.get("FLOOD_MEMORY", str(8 * 1024 * 1024)))
    with tempfile.TemporaryDirectory(prefix="sizes-flood-") as work, \
            servers.pinwheel(binary, Path(work) / "server.log", "--threads", "2",
                             "--sizes-memory", str(memory)) as server:
        outcomes = [{"posted": 0, "unexpected": []} for _ in range(2)]
        flood(server.port, min(2.0, seconds), 99, outcomes[0])
        rss_before = proc.status_kib(server.pid)
        print(f"after a 2 s warm-up ({outcomes[0]['posted']} tables): RSS {rss_before} KiB")
        threads = [threading.Thread(target=flood, args=(server.port, seconds, seed, outcomes[seed]))
                   for seed in range(2)]
        for thread in threads:
            thread.start()
        peak = rss_before
        while any(thread.is_alive() for thread in threads):
            peak = max(peak, proc.status_kib(server.pid))
            time.sleep(0.2)
        rss_after = proc.status_kib(server.pid)
    posted = sum(outcome["posted"] for outcome in outcomes)
    unexpected = [status for outcome in outcomes for status in outcome["unexpected"]]
    bound = rss_before + memory // 1024 + SLACK_KIB
    print(f"{posted} tables of {RUNS_PER_TABLE} lengths in {seconds:.0f} s "
          f"({posted * RUNS_PER_TABLE * 48 // 2**20} MiB of tables' worth posted); "
          f"RSS peak {peak} KiB, at the end {rss_after} KiB; bound {bound} KiB "
          f"(warm-up + --sizes-memory + {SLACK_KIB} KiB)")
    failures = []
    if unexpected:
        failures.append(f"answers other than 201: {sorted(set(unexpected))}")
    if peak > bound:
        failures.append(f"RSS {peak} KiB passed the bound {bound} KiB")
    if posted * 48_256 < 4 * memory:
        failures.append("too few tables posted to fill the budget four times over")
    for failure in failures:
        print(f"FAIL: {failure}")
    if not failures:
        print("PASS: RSS within --sizes-memory of the warm-up, every table accepted")
    return 1 if failures else 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    try:
        sys.exit(main(sys.argv[1]))
    except servers.ServerError as error:
        sys.exit(f"sizes-flood: {error}")
