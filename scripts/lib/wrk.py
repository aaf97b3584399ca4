"""Running wrk (HTTP load) and reading its summary: answers, requests per second, p99, errors."""

import math
import os
import re
import resource
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

COUNTED_SCRIPT = Path(__file__).with_name("counted.lua")


class WrkError(Exception):
    pass


@dataclass
class Summary:
    requests: int  # answers received
    requests_per_second: float
    p99_ms: float | None  # with --latency only
    non_2xx: int
    socket_errors: str  # wrk's "Socket errors: …" line, or ""
    server_errors: int  # 5xx answers, as scripts/lib/counted.lua reports them
    cpu_seconds: float  # wrk's own user and system time
    text: str


_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def duration_ms(text):
    """wrk's duration ("812.00us", "1.23ms", "2.00s") in milliseconds."""
    number, unit = re.fullmatch(r"([0-9.]+)([a-z]+)", text).groups()
    return float(number) * _UNITS_MS[unit]


def parse(text, errors="", cpu_seconds=0.0):
    """The summary wrk printed (`text`), and the count of 5xx reports in its stderr (`errors`)."""
    def find(pattern):
        found = re.search(pattern, text, re.MULTILINE)
        return found and found.group(1)
    requests, per_second = find(r"^\s*(\d+) requests in "), find(r"^Requests/sec:\s*([0-9.]+)")
    if requests is None or per_second is None:
        raise WrkError(f"cannot read wrk's output:\n{text}{errors}")
    p99 = find(r"^\s*99%\s+(\S+)")
    return Summary(
        requests=int(requests), requests_per_second=float(per_second),
        p99_ms=duration_ms(p99) if p99 else None,
        non_2xx=int(find(r"Non-2xx or 3xx responses:\s*(\d+)") or 0),
        socket_errors=(find(r"^\s*(Socket errors:.*)$") or "").strip(),
        server_errors=errors.count("server error"), cpu_seconds=cpu_seconds, text=text)


def _children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(url, threads, connections, seconds, latency=True):
    """One timed run against `url`."""
    before = _children_cpu_seconds()
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", *(["--latency"] if latency else []), url]
    done = subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    if done.returncode != 0:
        raise WrkError(f"wrk failed against {url}:\n{done.stdout}{done.stderr}")
    return parse(done.stdout, done.stderr, _children_cpu_seconds() - before)


def counted(url, total, requests_file, threads, connections, work_dir):
    """About `total` requests (a share per thread, rounded up) from `requests_file`, in turn,
    through scripts/lib/counted.lua."""
    per_thread = math.ceil(total / threads)
    done_dir = Path(work_dir) / "counted-done"
    done_dir.mkdir(parents=True, exist_ok=True)
    for stale in done_dir.iterdir():
        stale.unlink()
    # A time cap in case the count is never reached: 500 requests a second at worst.
    cap = total // 500 + 30
    environment = {**os.environ, "COUNTED_PER_THREAD": str(per_thread), "COUNTED_DONE_DIR": str(done_dir),
                   "COUNTED_REQUESTS": str(Path(requests_file).resolve())}
    output, errors = Path(work_dir) / "wrk.out", Path(work_dir) / "wrk.err"
    before = _children_cpu_seconds()
    with open(output, "w") as out, open(errors, "w") as err:
        process = subprocess.Popen(
            ["wrk", f"-t{threads}", f"-c{connections}", f"-d{cap}s", "-s", str(COUNTED_SCRIPT), url],
            stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=environment)
        try:
            while process.poll() is None:
                if len(list(done_dir.iterdir())) >= threads:
                    process.send_signal(signal.SIGINT)  # wakes wrk's main thread, which prints its summary
                    break
                time.sleep(0.1)
            process.wait()
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    return parse(output.read_text(), errors.read_text(), _children_cpu_seconds() - before)
