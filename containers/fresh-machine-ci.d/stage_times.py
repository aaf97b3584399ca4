"""The time each stage of a CI log took, for containers/fresh-machine-ci.

    python3 stage_times.py LOG START END

scripts/test marks each stage with a line `=== NAME (HH:MM:SS)`; a stage lasts until the next
mark, the last one until END. START and END are the run's own start and end, HH:MM:SS (UTC,
the container's clock is the host's); the time before the first mark (installs) is shown too.
"""

import re
import sys

MARK = re.compile(r"^=== (.+) \((\d\d):(\d\d):(\d\d)\)\s*$")


def seconds(clock):
    hours, minutes, secs = (int(part) for part in clock.split(":"))
    return hours * 3600 + minutes * 60 + secs


def duration(start, end):
    return (end - start) % 86400  # a run that crosses midnight


def clock(total):
    return f"{total // 3600:02d}:{total % 3600 // 60:02d}:{total % 60:02d}"


def main(log, start, end):
    start, end = seconds(start), seconds(end)
    marks = []
    with open(log, errors="replace") as lines:
        for line in lines:
            found = MARK.match(line)
            if found:
                marks.append((found[1], int(found[2]) * 3600 + int(found[3]) * 60 + int(found[4])))
    stages = [("(before the first stage)", start)] + marks
    for (name, began), (_, ended) in zip(stages, stages[1:] + [("", end)]):
        print(f"  {clock(duration(began, ended))}  {name}")
    print(f"  {clock(duration(start, end))}  in all")


if __name__ == "__main__":
    main(*sys.argv[1:4])
