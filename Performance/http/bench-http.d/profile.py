"""profile-http's measurement: perf profiles of pinwheel, the engine ceiling and bare libmicrohttpd under the same load."""

import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts" / "lib"))
import proc  # noqa: E402
import servers  # noqa: E402
import wrk  # noqa: E402
from answers import fetch, same_answer, same_headers  # noqa: E402

SECONDS = int(os.environ.get("SECONDS_PER_PROFILE") or 8)
SYMBOLS = int(os.environ.get("SYMBOLS") or 25)
PROFILES = Path(__file__).resolve().parents[3] / ".build-bench" / "profile"


def report(data, sort):
    """`perf report`'s lines for `data`, by `sort` (dso or symbol), self time only."""
    done = subprocess.run(["perf", "report", "-i", str(data), "--stdio", "--no-children", "--sort", sort, "-g", "none"],
                          capture_output=True, text=True, check=True)
    # perf pads the columns (and marks missing sort keys with "-"): one space between words.
    lines = [" ".join(word for word in line.split() if word != "-") for line in done.stdout.splitlines()
             if line.strip() and not line.startswith("#")]
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(lines), capture_output=True,
                               text=True)
    return (demangled.stdout if demangled.returncode == 0 else "\n".join(lines)).splitlines()


def profile(server, path, name):
    """The profile of `server` while wrk loads `path`: (CPU µs per request, req/s, perf data file)."""
    url = server.url + path
    wrk.run(url, 1, 32, 1, latency=False)  # warm up
    data = PROFILES / f"{name}.data"
    result = {}
    load = threading.Thread(target=lambda: result.update(summary=wrk.run(url, 1, 32, SECONDS + 2, latency=False)))
    ticks = proc.cpu_ticks(server.pid)
    load.start()
    subprocess.run(["perf", "record", "-q", "-g", "-F", "2000", "-p", str(server.pid), "-o", str(data),
                    "--", "sleep", str(SECONDS)], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    load.join()
    summary = result["summary"]
    cpu = 1e6 * (proc.cpu_ticks(server.pid) - ticks) / proc.TICKS / max(summary.requests, 1)
    return cpu, summary.requests_per_second, data


def main(pinwheel_binary, ceiling, engine_ceiling, paths, work):
    PROFILES.mkdir(parents=True, exist_ok=True)
    engine_command = [engine_ceiling, "--threads", "1", "--port", "0"]
    with servers.pinwheel(pinwheel_binary, work / "pinwheel.log", "--threads", "1") as pinwheel, \
            servers.Server("engine", engine_command, work / "engine.log", ready_path="/layout") as engine:
        for index, path in enumerate(paths):
            headers, body = fetch(pinwheel, path)
            same_answer(engine, path, headers, body)
            body_file = work / f"body{index}"
            body_file.write_bytes(body)
            header_arguments = [part for pair in same_headers(headers) for part in ("--header", f"{pair[0]}: {pair[1]}")]
            bare_command = [ceiling, "--body", str(body_file), "--threads", "1", "--port", "0", *header_arguments]
            with servers.Server("bare", bare_command, work / "bare.log", ready_path="/layout") as bare:
                print(f"\n{path} ({len(body):,} bytes), one server thread each, wrk -t1 -c32, {SECONDS} s of samples")
                for name, server in (("pinwheel", pinwheel), ("engine", engine), ("bare", bare)):
                    cpu, rate, data = profile(server, path, f"{name}-{index}")
                    print(f"\n  {name}: {cpu:.1f} µs of CPU per request, {rate:,.0f} req/s; perf report -i {data}")
                    print("    by library:")
                    print("\n".join(f"      {line}" for line in report(data, "dso")[:8]))
                    print(f"    by function (the first {SYMBOLS}):")
                    print("\n".join(f"      {line[:150]}" for line in report(data, "dso,symbol")[:SYMBOLS]))


if __name__ == "__main__":
    try:
        with tempfile.TemporaryDirectory(prefix="profile-http.") as folder:
            main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:], Path(folder))
    except (servers.ServerError, wrk.WrkError, subprocess.CalledProcessError) as error:
        sys.exit(f"profile-http: {error}")
