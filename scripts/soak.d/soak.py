"""scripts/soak's run: a fresh server (two threads), a warm-up, then REQUESTS more; RSS, descriptors and 5xx compared."""

import os
import signal
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import proc  # noqa: E402
import servers  # noqa: E402
import wrk  # noqa: E402

REQUESTS_FILE = Path(__file__).with_name("mixed.requests")
RSS_GROWTH_ALLOWED = 0.10  # of the RSS after the warm-up
DESCRIPTOR_GROWTH_ALLOWED = 8


def main(binary):
    requests = int(os.environ.get("REQUESTS", "1000000"))
    warmup = int(os.environ.get("WARMUP", "10000"))
    with tempfile.TemporaryDirectory(prefix="soak-") as work, \
            servers.pinwheel(binary, Path(work) / "server.log", "--threads", "2") as server:
        def drive(count):
            return wrk.counted(server.url, count, REQUESTS_FILE, threads=2, connections=32, work_dir=work)

        # What the server holds with no connection open: each count below waits (up to ten seconds)
        # until wrk's connections are closed down to it, rather than for a count that merely
        # holds still for a moment while a loaded server is still closing them.
        idle = proc.open_descriptors(server.pid)
        warm = drive(warmup)
        descriptors_before, rss_before = proc.settle(server.pid, idle=idle), proc.status_kib(server.pid)
        print(f"after {warmup} warm-up requests: RSS {rss_before} KiB, {descriptors_before} fds")
        started = time.monotonic()
        run = drive(requests)
        for line in run.text.splitlines():
            if "requests in" in line or "Requests/sec" in line or "Non-2xx" in line:
                print(line)
        descriptors_after, rss_after = proc.settle(server.pid, idle=idle), proc.status_kib(server.pid)
        print(f"after {requests} more requests in {time.monotonic() - started:.0f} s: "
              f"RSS {rss_after} KiB, {descriptors_after} fds")

    failures = []
    if warm.server_errors or run.server_errors:
        failures.append(f"the server answered 5xx ({warm.server_errors + run.server_errors} times)")
    if rss_after > rss_before * (1 + RSS_GROWTH_ALLOWED):
        failures.append(f"RSS grew more than 10% ({rss_before} -> {rss_after} KiB)")
    if descriptors_after > descriptors_before + DESCRIPTOR_GROWTH_ALLOWED:
        failures.append(f"file descriptors grew ({descriptors_before} -> {descriptors_after})")
    for failure in failures:
        print(f"FAIL: {failure}")
    if not failures:
        print("PASS: RSS within 10%, no descriptor growth, no 5xx")
    return 1 if failures else 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    try:
        sys.exit(main(sys.argv[1]))
    except (servers.ServerError, wrk.WrkError) as error:
        sys.exit(f"soak: {error}")
