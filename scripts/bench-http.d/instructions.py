"""scripts/bench-http's goals 1, 6-10 and 12 in instructions per request, counted by callgrind."""

import callgrind
import goals


def goal_rows(settings, work):
    """Goals 1, 6-10 and 12 judged in instructions per request (callgrind, one server thread):
    Pinwheel against the engine ceiling, and the stylesheet against the JSON of the same query.
    Unlike CPU time, the count is the same on every run, whatever else the machine does."""
    rows = []
    requests, warmup = settings.callgrind_requests, max(1, settings.callgrind_requests // 10)
    pinwheel = [settings.pinwheel, "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "1"]
    engine = [settings.engine_ceiling, "--threads", "1", "--port", "0"]

    def counted(name, command, path, share=1):
        result = callgrind.count(name, command, path, work, requests=max(1, requests // share),
                                 warmup=max(1, warmup // share))
        print(f"  {name} {path}: {result.instructions_per_request:,.0f} instructions per request", flush=True)
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
    for goal, name, css, json in stylesheets:
        counts = (counted("pinwheel", pinwheel, css), counted("pinwheel", pinwheel, json))
        rows.append(goals.instruction_row(goal, name, counts, goals.STYLESHEET_TARGET, "CSS / JSON"))
    return rows
