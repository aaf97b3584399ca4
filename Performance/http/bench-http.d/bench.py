"""bench-http's measurement: starts the servers, runs the goals, prints the tables (see ../bench-http)."""

import os
import signal
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "scripts" / "lib"))
import baseline  # noqa: E402
import instructions  # noqa: E402
from answers import fetch, same_answer, same_headers  # noqa: E402
import goals  # noqa: E402
import nginx  # noqa: E402
import pages  # noqa: E402
import proc  # noqa: E402
import servers  # noqa: E402
import wrk  # noqa: E402
from measure import Meter, side  # noqa: E402

@dataclass
class Settings:
    pinwheel: str
    ceiling: str
    engine_ceiling: str
    revision: str
    goals: set
    duration: int
    rounds: int
    tries: int
    disturbed_percent: float
    connections: int
    server_threads: int
    wrk_threads: int
    second_threads: int  # 0: no second table
    requests: int
    baseline_requests: int
    encoder: str
    writer_loop: str  # goal 11: writer-loop built from this checkout, and from the code before issue 22
    before_writer_loop: str
    before_pinwheel: str
    callgrind_requests: int  # 0: no instruction counts
    first_reads: bool  # the first read of each page of goals 15-16, timed and counted

    @staticmethod
    def from_environment(arguments):
        number = lambda name, default: int(os.environ.get(name) or default)  # noqa: E731
        settings = Settings(
            pinwheel=arguments[0], ceiling=arguments[1], engine_ceiling=arguments[2], revision=arguments[3],
            goals={int(goal) for goal in os.environ.get("GOALS", goals.ALL_GOALS).split()},
            duration=number("DURATION", 10), rounds=number("ROUNDS", 3), tries=number("TRIES", 3),
            disturbed_percent=float(os.environ.get("DISTURBED_PERCENT") or 10), connections=number("CONNECTIONS", 32),
            server_threads=number("SERVER_THREADS", 1), wrk_threads=number("WRK_THREADS", 1),
            second_threads=number("SECOND_THREADS", 2), requests=number("REQUESTS", 1_000_000),
            baseline_requests=number("BASELINE_REQUESTS", 10_000), encoder=os.environ.get("ENCODER", ""),
            writer_loop=os.environ.get("WRITER_LOOP_BINARY", ""),
            before_writer_loop=os.environ.get("BASELINE_WRITER_LOOP", ""),
            before_pinwheel=os.environ.get("BASELINE_PINWHEEL", ""),
            callgrind_requests=number("CALLGRIND_REQUESTS", 300), first_reads=number("FIRST_READS", 0) > 0)
        if min(settings.duration, settings.rounds, settings.tries, settings.server_threads, settings.wrk_threads) < 1:
            sys.exit("bench-http: DURATION, ROUNDS, TRIES, SERVER_THREADS and WRK_THREADS must be whole numbers, at least 1")
        return settings

    def meter(self, threads):
        return Meter(self.duration, self.rounds, self.tries, self.disturbed_percent, threads, self.connections)

    def start_pinwheel(self, threads, work):
        encoder = ["--encoder", self.encoder] if self.encoder else []
        return servers.pinwheel(self.pinwheel, work / "pinwheel.log", "--threads", str(threads), *encoder)

    def start_engine_ceiling(self, threads, work):
        return servers.Server("engine ceiling", [self.engine_ceiling, "--threads", str(threads), "--port", "0"],
                              work / "engine-ceiling.log", ready_path="/layout")


def ceiling_goals(settings, meter, threads, pinwheel, engine, work):
    """Goals 1, 6, 7 and 8: each query from pinwheel; from the engine ceiling, which computes the
    same answer with the same engine and writer; from bare libmicrohttpd and nginx, which serve
    pinwheel's bytes. Every answer is checked equal to pinwheel's (body and headers) first."""
    rows = []
    for goal, name, path in goals.CEILING_GOALS:
        if goal not in settings.goals:
            continue
        headers, body = fetch(pinwheel, path)
        same_answer(engine, path, headers, body)
        body_file = work / f"{name}.json"
        body_file.write_bytes(body)
        header_arguments = [part for name_and_value in same_headers(headers)
                            for part in ("--header", f"{name_and_value[0]}: {name_and_value[1]}")]
        bare_command = [settings.ceiling, "--body", str(body_file), "--threads", str(threads), "--port", "0",
                        *header_arguments]
        with servers.Server("bare", bare_command, work / "bare.log", ready_path="/layout") as bare, \
                nginx.serve(body_file, threads, work) as web:
            same_answer(bare, path, headers, body)
            if fetch(web, path)[1] != body:
                raise servers.ServerError(f"nginx does not serve pinwheel's bytes for {path}")
            print(f"\ngoal {goal}: {path} ({goals.items(body)} items, {len(body)} bytes; the engine ceiling's answer "
                  f"is pinwheel's, body and headers), pinwheel {pinwheel.url}, engine ceiling {engine.url}, "
                  f"bare libmicrohttpd {bare.url}, nginx {web.url}", flush=True)
            medians = meter.compare([side("pinwheel", pinwheel, path), side("engine", engine, path),
                                     side("bare", bare, path), side("nginx", web, path)])
        rows += goals.ceiling_rows(goal, name, medians)
    return rows


def scaling_goals(settings, meter, pinwheel):
    """Goals 2, 3 and 5: a huge collection against a small one, both answering the same few items."""
    rows = []
    for goal, measure, big, small, big_label, small_label in goals.SCALING_GOALS:
        if goal not in settings.goals:
            continue
        big_body, small_body = fetch(pinwheel, big)[1], fetch(pinwheel, small)[1]
        print(f"\ngoal {goal}: {big} ({goals.items(big_body)} items, {len(big_body)} bytes) vs {small} "
              f"({goals.items(small_body)} items, {len(small_body)} bytes)", flush=True)
        medians = meter.compare([side(big_label, pinwheel, big), side(small_label, pinwheel, small)])
        rows.append(goals.scaling_row(goal, measure, medians[big_label], medians[small_label]))
    return rows


def stylesheet_goals(settings, meter, pinwheel):
    """Goal 12: the first frame as CSS against the JSON answer of the same query."""
    rows = []
    for goal, name, css, json in goals.STYLESHEET_GOALS:
        if goal not in settings.goals:
            continue
        print(f"\ngoal {goal}: {css} ({len(fetch(pinwheel, css)[1])} bytes) vs {json} "
              f"({len(fetch(pinwheel, json)[1])} bytes)", flush=True)
        medians = meter.compare([side("css", pinwheel, css), side("json", pinwheel, json)])
        rows.append(goals.stylesheet_row(goal, name, medians["css"], medians["json"]))
    return rows


def rss_goal(settings, work):
    """Goal 4: a fresh pinwheel's RSS after BASELINE_REQUESTS and after REQUESTS requests."""
    requests_file = work / "soak.requests"
    requests_file.write_text("".join(f"GET {query}\n" for query in goals.SOAK_QUERIES))
    with settings.start_pinwheel(settings.server_threads, work) as pinwheel:
        print(f"\ngoal 4: a fresh pinwheel (pid {pinwheel.pid}, RSS {proc.status_kib(pinwheel.pid)} KiB idle), "
              "the goal 1-3 queries in turn", flush=True)

        def drive(count):
            summary = wrk.counted(pinwheel.url, count, requests_file, settings.wrk_threads, settings.connections, work)
            if summary.non_2xx:
                raise wrk.WrkError(f"pinwheel answered non-2xx responses in the soak:\n{summary.text}")
            return summary.requests

        first_count = drive(settings.baseline_requests)
        first_kib = proc.status_kib(pinwheel.pid)
        print(f"  after {first_count} requests: VmRSS {first_kib} KiB")
        remaining = settings.requests - first_count
        total = first_count + (drive(remaining) if remaining > 0 else 0)
        last_kib = proc.status_kib(pinwheel.pid)
        print(f"  after {total} requests: VmRSS {last_kib} KiB (peak {proc.status_kib(pinwheel.pid, 'VmHWM')} KiB)")
    return [goals.rss_row(first_count, first_kib, total, last_kib)]


def main(settings, work):
    threads, wrk_threads, second = settings.server_threads, settings.wrk_threads, settings.second_threads
    print(f"pinwheel {settings.revision}; {os.cpu_count()} cores; -c{settings.connections}, {settings.duration}s a run, "
          f"{settings.rounds} runs a side (median){'; --encoder ' + settings.encoder if settings.encoder else ''}")
    busy = proc.machine_busy_percent()
    if busy > 20:
        print(f"warning: the CPUs were {busy:.0f}% busy before starting: something else is running, the figures will suffer")
    headline = settings.meter(wrk_threads)
    with settings.start_pinwheel(threads, work) as pinwheel, settings.start_engine_ceiling(threads, work) as engine:
        rows = ceiling_goals(settings, headline, threads, pinwheel, engine, work)
        rows += scaling_goals(settings, headline, pinwheel)
        rows += stylesheet_goals(settings, headline, pinwheel)
        if 11 in settings.goals:
            rows += baseline.goal_rows(settings, headline, pinwheel, work)
    if settings.callgrind_requests:
        rows += instructions.goal_rows(settings, work)
    if settings.first_reads:
        pages.first_reads(settings, work)
    if 4 in settings.goals:
        rows += rss_goal(settings, work)
    second_rows, second_meter = [], settings.meter(second)
    if second and settings.goals & {goal for goal, _, _ in goals.CEILING_GOALS}:
        print(f"\n--- {second} server threads, wrk -t{second}")
        with settings.start_pinwheel(second, work) as pinwheel, settings.start_engine_ceiling(second, work) as engine:
            second_rows = ceiling_goals(settings, second_meter, second, pinwheel, engine, work)

    goals.print_table(f"{threads} server thread(s) (pinwheel --threads, bare libmicrohttpd's pool, nginx's workers), "
                      f"wrk -t{wrk_threads} -c{settings.connections}:", rows)
    if second_rows:
        goals.print_table(f"{second} server threads, wrk -t{second} -c{settings.connections}:", second_rows)
    disturbed = headline.disturbed_runs + second_meter.disturbed_runs
    if disturbed:
        print(f"\nwarning: {disturbed} wrk run(s) shared the CPUs with other processes (over "
              f"{settings.disturbed_percent:g}%) even after {settings.tries} tries: the ratios above are unreliable")


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    settings = Settings.from_environment(sys.argv[1:])
    try:
        with tempfile.TemporaryDirectory(prefix="bench-http.") as work:
            main(settings, Path(work))
    except (servers.ServerError, wrk.WrkError) as error:
        sys.exit(f"bench-http: {error}")
