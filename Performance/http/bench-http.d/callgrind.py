"""callgrind-http's measurement: a server's instructions and allocations per request, under callgrind."""

import http.client
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts" / "lib"))
import servers  # noqa: E402

REQUESTS = int(os.environ.get("REQUESTS") or 2000)
WARMUP = int(os.environ.get("WARMUP") or 200)
SYMBOLS = int(os.environ.get("SYMBOLS") or 20)
KEEP = os.environ.get("KEEP")  # where to keep callgrind's data, for callgrind_annotate
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc"}


def get(connection, path):
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    if response.status != 200:
        raise servers.ServerError(f"{path} answered {response.status}")
    return body


def totals(data):
    """(instructions, calls to each allocator, self instructions by function) of a callgrind file."""
    names, calls, by_function = {}, defaultdict(int), defaultdict(int)
    function = callee = None
    total = 0
    for line in data.read_text(errors="replace").splitlines():
        named = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?$", line)
        if named:
            kind, number, name = named.groups()
            if name:
                names[number] = name
            if kind == "fn":
                function = names[number]
            else:
                callee = names[number]
        elif line.startswith("calls="):
            if callee in ALLOCATORS:
                calls[callee] += int(line.split("=")[1].split()[0])
            callee = "+call"  # the next cost line is the call's inclusive cost, not the caller's own
        elif line[:1].isdigit() or line[:1] in "+-*":
            cost = line.split()
            if len(cost) > 1:
                if callee == "+call":
                    callee = None
                    continue
                by_function[function] += int(cost[1])
                total += int(cost[1])
        elif line.startswith("summary:") or line.startswith("totals:"):
            total = max(total, int(line.split()[1]))
    return total, calls, by_function


def demangled(names):
    done = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(names), capture_output=True, text=True)
    return done.stdout.splitlines() if done.returncode == 0 else names


@dataclass
class Count:
    """What callgrind counted of `requests` requests of `path`: per request, and the data it came from."""
    path: str
    body: bytes
    requests: int
    instructions: int
    allocations: dict
    by_function: dict

    @property
    def instructions_per_request(self):
        return self.instructions / self.requests


def count(name, command, path, work, requests=REQUESTS, warmup=WARMUP, keep=None, prepare=None):
    """Starts `command` (a server taking `--port-file`) under callgrind, sends `warmup` requests of
    `path` on one kept-alive connection, then counts `requests` more. `prepare`, if given, is
    called with the server's port once it answers `path` (or `/layout?count=1` then), before the warmup,
    and returns the path to count instead (a query naming a size table it posted, say)."""
    data = work / f"callgrind-{name.replace(' ', '-')}.out"
    # Valgrind 3.19 cannot read the DWARF 5 that Swift writes: the copy it runs keeps its symbols only.
    binary = work / f"{Path(command[0]).name}-stripped"
    subprocess.run(["objcopy", "--strip-debug", command[0], str(binary)], check=True)
    # Swift seeds its hashing per process: deterministic hashing makes the count the same on every run.
    valgrind = ["env", "SWIFT_DETERMINISTIC_HASHING=1", "valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={data}", str(binary),
                *command[1:]]
    ready_path = "/layout?count=1" if prepare else path
    with servers.Server(name, valgrind, work / f"{name.replace(' ', '-')}.log", ready_path=ready_path, seconds=600) as server:
        if prepare:
            path = prepare(server.port)
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=600)
        body = b""
        for _ in range(warmup):
            body = get(connection, path)
        subprocess.run(["callgrind_control", "-i", "on", str(server.pid)], check=True, capture_output=True)
        for _ in range(requests):
            get(connection, path)
        subprocess.run(["callgrind_control", "-i", "off", str(server.pid)], check=True, capture_output=True)
        connection.close()
    if keep:
        shutil.copy(data, keep)
    instructions, allocations, by_function = totals(data)
    return Count(path, body, requests, instructions, allocations, by_function)


def main(name, command, path, work):
    counted = count(name, command, path, work, keep=KEEP)
    per_request = counted.requests
    print(f"{name} {path} ({len(counted.body):,} bytes): {per_request} requests on one kept-alive connection after {WARMUP} more")
    print(f"  {counted.instructions_per_request:,.0f} instructions per request")
    print(f"  {sum(counted.allocations.values()) / per_request:.2f} allocations per request "
          f"({', '.join(f'{each} {calls / per_request:.2f}' for each, calls in sorted(counted.allocations.items()))})")
    top = sorted(counted.by_function.items(), key=lambda item: -item[1])[:SYMBOLS]
    print(f"  by function (self), the first {SYMBOLS}:")
    for (function, cost), readable in zip(top, demangled([function or "?" for function, _ in top])):
        print(f"    {cost / per_request:9,.0f}  {100 * cost / max(counted.instructions, 1):5.1f}%  {readable[:130]}")


if __name__ == "__main__":
    try:
        with tempfile.TemporaryDirectory(prefix="callgrind-http.") as folder:
            main(sys.argv[1], sys.argv[3:], sys.argv[2], Path(folder))
    except (servers.ServerError, OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"callgrind-http: {error}")
