"""Every `console` example in the repository's markdown, run against the real server: each `$ `
command (a trailing `\\` continues it) and the output under it, up to the next command or the end
of the block. A block's commands run in one bash, in order (so a variable one sets is there for
the next), from the repository's root, with `pinwheel` on PATH and `127.0.0.1:8080` (or
`localhost:8080`) standing for a fresh `pinwheel serve`. The output must be
what the example shows, exactly; an HTTP head (`curl -i`) shows its status line exactly and the
header fields it chooses, which the answer must carry with those values, then the body exactly.

An example that cannot run here (it needs a browser, Godot or a container) is marked by the line
`<!-- example: not run: REASON -->` just before its block; it is listed, not run.

    python3 scripts/docs.d/examples.py PINWHEEL_BINARY [ROOT]
"""

import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "lib"))
import servers  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from links import markdown_files  # noqa: E402

NOT_RUN = re.compile(r"<!--\s*example:\s*not run:\s*(.+?)\s*-->")
ADDRESS = re.compile(r"(?:http://)?(?:127\.0\.0\.1|localhost):8080")


def examples(path):
    """The console blocks of `path`: (first line number, [(command, expected output)], reason not run)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    index = 0
    while index < len(lines):
        if lines[index].strip() != "```console":
            index += 1
            continue
        start = index + 1
        previous = lines[index - 1] if index > 0 else ""
        reason = NOT_RUN.search(previous)
        block, index = [], start
        while index < len(lines) and lines[index].strip() != "```":
            block.append(lines[index])
            index += 1
        yield start, commands(block), reason.group(1) if reason else None
        index += 1


def commands(block):
    steps, command, output = [], None, []
    lines = iter(block)
    for line in lines:
        if line.startswith("$ "):
            if command is not None:
                steps.append((command, output))
            command, output = line[2:], []
            while command.endswith("\\"):
                command = command + "\n" + next(lines, "")
        elif command is not None:
            output.append(line)
    if command is not None:
        steps.append((command, output))
    return steps


def matches(expected, actual):
    """Whether `actual` is what the example shows (an HTTP head by the fields it shows)."""
    if not expected or not expected[0].startswith("HTTP/"):
        return expected == actual
    blank = expected.index("") if "" in expected else len(expected)
    actual_blank = actual.index("") if "" in actual else len(actual)
    if actual[:1] != expected[:1] or expected[blank:] != actual[actual_blank:]:
        return False
    fields = {}
    for line in actual[1:actual_blank]:
        name, _, value = line.partition(":")
        fields.setdefault(name.strip().lower(), []).append(value.strip())
    for line in expected[1:blank]:
        name, _, value = line.partition(":")
        if value.strip() not in fields.get(name.strip().lower(), []):
            return False
    return True


def run_block(commands, root, environment):
    """Runs `commands` in one bash, in order: (exit status, output lines, stderr) of each. Each
    command's output and status are told apart by a line no example prints."""
    marker = "@@pinwheel-example-step@@"
    script = "".join(f"{command}\necho \"{marker} $?\"; echo \"{marker}\" >&2\n" for command in commands)
    run = subprocess.run(["bash", "-o", "pipefail", "-c", script], cwd=root, env=environment,
                         capture_output=True, text=True, timeout=60 * len(commands))
    outputs = run.stdout.replace("\r\n", "\n").split(marker + " ")
    errors = run.stderr.split(marker + "\n")
    results = []
    for position in range(len(commands)):
        if position + 1 >= len(outputs):
            results.append((run.returncode or 1, ["(the block stopped before this command)"], run.stderr.strip()))
            continue
        text = outputs[position] if position == 0 else outputs[position].split("\n", 1)[1] if "\n" in outputs[position] else ""
        status = int(outputs[position + 1].split("\n", 1)[0])
        error = errors[position].strip() if position < len(errors) else ""
        text = text.rstrip("\n")
        results.append((status, text.split("\n") if text else [], error))
    return results


def main(binary, root):
    binary, root = Path(binary).resolve(), Path(root).resolve()
    ran, skipped, failures = 0, [], []
    with tempfile.TemporaryDirectory(prefix="doc-examples-") as work, \
            servers.pinwheel(binary, Path(work) / "server.log") as server:
        address = server.url.removeprefix("http://")
        environment = {"PATH": f"{binary.parent}:/usr/bin:/bin", "LC_ALL": "C.UTF-8"}
        for path in markdown_files(root):
            for line, steps, reason in examples(path):
                where = f"{path.relative_to(root)}:{line}"
                if reason:
                    skipped.append(f"{where}: {reason}")
                    continue
                ran += len(steps)
                for (command, expected), (status, actual, errors) in zip(steps, run_block(
                        [ADDRESS.sub(lambda m: ("http://" if m.group(0).startswith("http://") else "") + address, c)
                         for c, _ in steps], root, environment)):
                    if status != 0 or not matches(expected, actual):
                        failures.append(f"{where}: $ {command}\n  expected:\n    " + "\n    ".join(expected)
                                        + "\n  got (exit status " + str(status) + "):\n    "
                                        + "\n    ".join(actual) + (f"\n  stderr: {errors}" if errors else ""))
    for failure in failures:
        print(f"FAIL {failure}")
    for reason in skipped:
        print(f"not run: {reason}")
    print(f"{ran} console commands run, {len(failures)} differ; {len(skipped)} examples marked not run")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parents[2]))
