"""bench-http's goal 11, issue 22's goal 2: the JSON writer's time per answer (the `stage … written`
micro-benchmark's loop, timed by writer-loop) and goal 8's server CPU per request, each against the
same measurement of the code before issue 22, built from its commit (Performance/http/bench-http.d/baseline-build.sh)
and run in turn with this checkout's on the same machine."""

import statistics
import subprocess

import goals
import servers
from measure import side

TARGET = 0.5
# The writing stage's answers (the micro-benchmarks' `stage goal 1, wheel: written` and `goal 6, carousel`),
# and about a third of a second of encodings at this checkout's speed.
WRITING_QUERIES = [
    ("wheel", "layout=wheel&count=20&offset=300", 300_000),
    ("carousel", "layout=carousel&type=rotary&count=20&offset=300", 120_000),
]


def encoding_nanoseconds(writer_loop, query, iterations):
    """writer-loop's time per encoding of `query`'s answer, over `iterations` encodings."""
    output = subprocess.run([writer_loop, query, str(iterations)], check=True, capture_output=True, text=True).stdout
    return int(output.split(", ")[-1].split()[0])


def writing_rows(settings):
    rows = []
    for name, query, iterations in WRITING_QUERIES:
        now, before = [], []
        for _ in range(settings.rounds):
            now.append(encoding_nanoseconds(settings.writer_loop, query, iterations))
            before.append(encoding_nanoseconds(settings.before_writer_loop, query, iterations // 2))
        print(f"  writing {name}: now {now} ns, before issue 22 {before} ns", flush=True)
        ratio = statistics.median(now) / statistics.median(before)
        rows.append(goals.Row(
            11, f"{name}: the writer's time per answer, now / before issue 22",
            f"{statistics.median(now):,.0f} vs {statistics.median(before):,.0f} ns", f"{ratio:.2f}",
            f"<= {TARGET:.2f}", goals.verdict(ratio <= TARGET)))
    return rows


def motion_row(settings, meter, pinwheel, work):
    with servers.pinwheel(settings.before_pinwheel, work / "baseline.log", "--threads",
                          str(settings.server_threads)) as before:
        print(f"\ngoal 11: {goals.MOTION}, pinwheel {pinwheel.url}, pinwheel before issue 22 {before.url}", flush=True)
        medians = meter.compare([side("now", pinwheel, goals.MOTION), side("before", before, goals.MOTION)])
    now, then = medians["now"].cpu_microseconds, medians["before"].cpu_microseconds
    return goals.Row(11, "motion (goal 8): server CPU per request, now / before issue 22",
                     f"{now:.1f} vs {then:.1f} µs", f"{now / then:.2f}", f"<= {TARGET:.2f}",
                     goals.verdict(now / then <= TARGET))


def goal_rows(settings, meter, pinwheel, work):
    """Goal 11's rows: the writing stage of goal 1's and goal 6's answers, then goal 8's CPU."""
    print(f"\ngoal 11: the writer's time per answer, {settings.rounds} runs of each side in turn "
          "(writer-loop; before issue 22: half as many encodings)", flush=True)
    return writing_rows(settings) + [motion_row(settings, meter, pinwheel, work)]
