"""What /proc tells about a process and the machine: resident memory, descriptors, CPU time."""

import os
import time
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")


def status_kib(pid, field="VmRSS"):
    """A memory figure of /proc/PID/status in KiB (VmRSS, VmHWM…)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise ValueError(f"no {field} for process {pid}")


def descriptors(pid):
    """The process's open file descriptors."""
    return len(os.listdir(f"/proc/{pid}/fd"))


def children(pid):
    """The processes whose parent is `pid` (nginx's workers, say)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry))
    return found


def cpu_ticks(pid):
    """User and system time of the process and of its children now running, in clock ticks."""
    total = 0
    for each in [pid, *children(pid)]:
        try:
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime and stime, fields 14 and 15 of stat(5)
    return total


def machine_busy_ticks():
    """The machine's busy time since boot (user, nice, system, irq, softirq), in clock ticks."""
    user, nice, system, idle, iowait, irq, softirq = map(int, Path("/proc/stat").read_text().split()[1:8])
    return user + nice + system + irq + softirq


def machine_busy_percent(seconds=1.0):
    """The share of all CPUs that was busy over the next `seconds`."""
    def sample():
        fields = list(map(int, Path("/proc/stat").read_text().split()[1:8]))
        return machine_busy_ticks(), sum(fields)
    busy_before, all_before = sample()
    time.sleep(seconds)
    busy_after, all_after = sample()
    return 100 * (busy_after - busy_before) / max(1, all_after - all_before)


def open_descriptors(pid):
    """Descriptors open in the process and its children."""
    return sum(descriptors(each) for each in [pid, *children(pid)])


def settle(pid, idle=None, seconds=10, interval=0.1):
    """Waits, at most `seconds`, until the process (with its children) has closed its last
    connections: down to `idle` descriptors when given, else a count that holds still across
    `interval`. Returns the count."""
    deadline = time.monotonic() + seconds
    count = open_descriptors(pid)
    while time.monotonic() < deadline:
        if idle is not None and count <= idle:
            break
        time.sleep(interval)
        again = open_descriptors(pid)
        if idle is None and again == count:
            break
        count = again
    return count
