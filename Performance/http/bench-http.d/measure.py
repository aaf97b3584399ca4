"""bench-http's runs: wrk against servers in turn, each side's median, runs that shared the CPUs left out."""

import os
import statistics
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

import proc
import wrk


@dataclass
class Side:
    """One server under load: a label for the tables and the URL wrk requests."""
    label: str
    url: str
    pid: int
    idle_descriptors: int  # what it holds open with no client, to know when a run's connections are closed


def side(label, server, path):
    return Side(label, server.url + path, server.pid, proc.open_descriptors(server.pid))


@dataclass
class Median:
    requests_per_second: float
    p99_ms: float
    runs: list  # the requests per second of the runs the medians are taken over
    undisturbed: int
    cpu_microseconds: float  # the server's CPU (user + system, all its processes) per request

    def spread(self):
        return f"{min(self.runs):,.0f}–{max(self.runs):,.0f}"


class Meter:
    """wrk runs of `seconds` with `threads` threads and `connections` connections. A run during
    which other processes took more than `disturbed_percent` of the CPUs is run again, up to
    `tries` times in all."""

    def __init__(self, seconds, rounds, tries, disturbed_percent, threads, connections):
        self.seconds, self.rounds, self.tries = seconds, rounds, tries
        self.disturbed_percent, self.threads, self.connections = disturbed_percent, threads, connections
        self.disturbed_runs = 0

    def run(self, side):
        """(wrk's summary, whether the run was disturbed even at its last try, the server's CPU
        microseconds per request). The CPU per request is steadier than req/s when client and
        server share the cores, and says what a server does per request wherever it runs."""
        for _ in range(self.tries):
            proc.settle(side.pid, idle=side.idle_descriptors)  # the previous run's connections closed
            started, machine, server = time.monotonic(), proc.machine_busy_ticks(), proc.cpu_ticks(side.pid)
            summary = wrk.run(side.url, self.threads, self.connections, self.seconds)
            machine, server = proc.machine_busy_ticks() - machine, proc.cpu_ticks(side.pid) - server
            elapsed = time.monotonic() - started
            if summary.non_2xx:
                raise wrk.WrkError(f"{side.label} answered {summary.non_2xx} non-2xx responses:\n{summary.text}")
            # The machine's busy time less the server's and wrk's: what other processes took.
            capacity = elapsed * os.cpu_count() * proc.TICKS
            other = max(0.0, 100 * (machine - server - summary.cpu_seconds * proc.TICKS) / capacity)
            disturbed = other > self.disturbed_percent
            cpu_microseconds = 1e6 * server / proc.TICKS / max(summary.requests, 1)
            path = urlsplit(side.url)
            print(f"  {side.label:<9} {path.path + '?' + path.query:<52} {summary.requests_per_second:8.0f} req/s"
                  f"  p99 {summary.p99_ms:7.3f} ms  CPU {cpu_microseconds:6.1f} µs/request"
                  f"  other {other:3.0f}%{'  disturbed' if disturbed else ''}"
                  f"{'  (' + summary.socket_errors + ')' if summary.socket_errors else ''}", flush=True)
            if not disturbed:
                return summary, False, cpu_microseconds
        self.disturbed_runs += 1
        return summary, True, cpu_microseconds

    def compare(self, sides):
        """`rounds` runs of each side, the order turning each round (A B C, B C A, C A B, …) so that
        no side always runs first or right after another. Returns each side's Median, by label:
        over its undisturbed runs when every side has some, else over all runs of every side (a
        side's clean runs against another's disturbed ones would skew the ratio)."""
        runs = {each.label: [] for each in sides}
        for round_index in range(self.rounds):
            turn = round_index % len(sides)
            for each in sides[turn:] + sides[:turn]:
                runs[each.label].append(self.run(each))
        clean = {label: [(summary, cpu) for summary, disturbed, cpu in results if not disturbed]
                 for label, results in runs.items()}
        every_side_clean = all(clean.values())
        medians = {}
        for label, results in runs.items():
            used = clean[label] if every_side_clean else [(summary, cpu) for summary, _, cpu in results]
            median = medians[label] = Median(
                statistics.median(summary.requests_per_second for summary, _ in used),
                statistics.median(summary.p99_ms for summary, _ in used),
                [summary.requests_per_second for summary, _ in used], len(clean[label]),
                statistics.median(cpu for _, cpu in used))
            print(f"  median    {label:<9} {median.requests_per_second:,.0f} req/s (runs {median.spread()}), "
                  f"p99 {median.p99_ms:.3f} ms, CPU {median.cpu_microseconds:.1f} µs/request, "
                  f"{'of its' if every_side_clean else 'of all'} "
                  f"{len(used)} run(s), {len(clean[label])} undisturbed", flush=True)
        return medians
