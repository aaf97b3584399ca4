"""bench-http's goals 1, 6-10 and 12-17 in instructions per request, counted by callgrind."""

import http.client
import json
import re
import sys

import callgrind
import goals
import pages


def posted_table(text):
    """A `prepare` for callgrind.count: posts `text` to /sizes and gives the path with its id."""
    def prepare(path):
        def post(port):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
            connection.request("POST", "/sizes", body=text, headers={"Content-Type": "text/plain"})
            response = connection.getresponse()
            answer = response.read()
            connection.close()
            if response.status != 201:
                sys.exit(f"bench-http: POST /sizes answered {response.status}: {answer[:200]!r}")
            return path.format(table=json.loads(answer)["id"])
        return post
    return prepare


def goal_rows(settings, work):
    """Goals 1, 6-10 and 12-17 judged in instructions per request (callgrind, one server thread):
    Pinwheel against the engine ceiling, the stylesheet against the JSON of the same query, a
    window of a 10^6-entry table against the engine ceiling and against a 100-item list, and the
    page goals (pages.py).
    Unlike CPU time, the count is the same on every run, whatever else the machine does."""
    rows = []
    requests, warmup = settings.callgrind_requests, max(1, settings.callgrind_requests // 10)
    pinwheel = [settings.pinwheel, "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "1"]
    engine = [settings.engine_ceiling, "--threads", "1", "--port", "0"]

    def counted(name, command, path, share=1, prepare=None):
        result = callgrind.count(name, command, path, work, requests=max(1, requests // share),
                                 warmup=max(1, warmup // share), prepare=prepare)
        shown = result.path if len(result.path) < 160 else result.path[:150] + "…"
        print(f"  {name} {shown}: {result.instructions_per_request:,.0f} instructions per request", flush=True)
        return result

    selected = [entry for entry in goals.CEILING_GOALS if entry[0] in settings.goals]
    stylesheets = [entry for entry in goals.STYLESHEET_GOALS if entry[0] in settings.goals]
    if selected or stylesheets:
        print(f"\ninstructions per request, counted by callgrind ({requests} requests after {warmup})", flush=True)
    for goal, name, path in selected:
        # The motion answer is 60 frames, twenty times a layout's instructions: a third of the requests.
        share = 3 if path == goals.MOTION else 1
        counts = (counted("pinwheel", pinwheel, path, share), counted("engine ceiling", engine, path, share))
        rows.append(goals.instruction_row(goal, name, counts, goals.ENGINE_TARGET, "Pinwheel / engine ceiling"))
    for goal, name, css, json_path in stylesheets:
        counts = (counted("pinwheel", pinwheel, css), counted("pinwheel", pinwheel, json_path))
        rows.append(goals.instruction_row(goal, name, counts, goals.STYLESHEET_TARGET, "CSS / JSON"))
    return (rows + grid_rows(settings, work, counted, pinwheel, engine)
            + pages.goal_rows(settings, work, counted, pinwheel, engine))


def grid_rows(settings, work, counted, pinwheel, engine):
    """Goals 13 and 14: a window of a 10^6-entry table, posted to Pinwheel before the count (its
    first request, the walk, falls in the warmup) and given to the engine ceiling as a file."""
    rows = []
    for goal, name, table_path, list_path, kind in goals.GRID_GOALS:
        if goal not in settings.goals:
            continue
        lengths = goals.grid_table(kind)
        text = ",".join(map(str, lengths))
        table_file = work / f"{kind.replace(' ', '-')}.txt"
        table_file.write_text(text)
        print(f"\ngoal {goal}: {name}, a window of a table of {len(lengths):,} {kind} ({len(text):,} bytes posted)",
              flush=True)
        table = counted("pinwheel", pinwheel, table_path, prepare=posted_table(text.encode())(table_path))
        # The ceiling holds the table under the id Pinwheel gave it, and finds it by the query's.
        table_id = re.search(r"@(sha256-[0-9a-f]{64})", table.path).group(1)
        ceiling = counted("engine ceiling", [*engine, "--table", f"{table_id}={table_file}"], table.path)
        listed = counted("pinwheel", pinwheel, list_path.format(list=",".join(map(str, lengths[:100]))))
        if table.body != ceiling.body:
            sys.exit(f"bench-http: goal {goal}: the engine ceiling's answer differs from Pinwheel's")
        rows.append(goals.instruction_row(goal, f"{name} window of a 10^6 table", (table, ceiling), goals.ENGINE_TARGET,
                                          "Pinwheel / engine ceiling"))
        rows.append(goals.instruction_row(goal, f"{name} window, 10^6 table / 100-item list", (table, listed),
                                          goals.GRID_LIST_TARGET, "table / list"))
    return rows
