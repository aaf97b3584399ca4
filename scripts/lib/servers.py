"""Starting and stopping the servers scripts test and measure, free ports, and waiting for a condition.

A server that can (pinwheel, Performance/ceiling) is started on port 0 and tells its port through
`--port-file`; one that cannot (nginx) is given a free port. From the shell:

    python3 scripts/lib/servers.py free-port
    python3 scripts/lib/servers.py run [--log FILE] PINWHEEL [SERVE_ARGUMENT…] -- COMMAND…
        runs COMMAND (each `{url}` in it replaced by the server's base URL, also in PINWHEEL_URL)
        against a fresh `PINWHEEL serve`; exits with COMMAND's status, or 1 if the server died.
"""

import ctypes
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path


class ServerError(Exception):
    pass


def free_port():
    """A loopback port nothing listens on now (the kernel's pick for port 0)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(condition, seconds, what, interval=0.02):
    """Polls `condition()` until it returns something truthy, which it returns; raises after `seconds`."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise ServerError(f"{what}: not within {seconds} s")
        time.sleep(interval)


def get(url, timeout=5):
    """GET `url`: (status, headers, body); a status other than 2xx is returned, not raised."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def _die_with_parent():
    # Linux: the server gets SIGTERM if the script dies without cleaning up (SIGKILL).
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1 is PR_SET_PDEATHSIG


class Server:
    """A server process listening on 127.0.0.1, stopped on leaving its `with` block.

    `command` gets `--port-file FILE` appended when `port` is None, and the port is read from that
    file; the server is ready once `GET ready_path` answers 200."""

    def __init__(self, name, command, log_path, port=None, ready_path="/healthz", seconds=30):
        self.name, self.log_path = name, Path(log_path)
        folder = tempfile.TemporaryDirectory(prefix=f"{name}-port-")
        port_file = Path(folder.name) / "port"
        if port is None:
            command = [*command, "--port-file", str(port_file)]
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                            preexec_fn=_die_with_parent)
        try:
            with folder:
                self.port = port or wait_until(lambda: self._alive() and _read_port(port_file), seconds,
                                               f"{name} writing its port file")
            self.url = f"http://127.0.0.1:{self.port}"
            wait_until(lambda: self._alive() and self._answers(ready_path), seconds, f"{name} answering {ready_path}")
        except BaseException:
            self.stop()
            raise

    @property
    def pid(self):
        return self.process.pid

    def log(self):
        return self.log_path.read_text(errors="replace")

    def _alive(self):
        if self.process.poll() is not None:
            raise ServerError(f"{self.name} exited with status {self.process.returncode}:\n{self.log()}")
        return True

    def _answers(self, path):
        try:
            return get(self.url + path, timeout=2)[0] == 200
        except OSError:
            return False

    def stop(self, seconds=5):
        """SIGTERM, then SIGKILL after `seconds`; returns the exit status."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=seconds)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.stop()


def _read_port(port_file):
    try:
        return int(port_file.read_text())
    except (OSError, ValueError):  # not written yet (it appears whole: renamed into place)
        return None


def pinwheel(binary, log_path, *arguments):
    """`binary serve` on a free loopback port, with `arguments` (e.g. "--threads", "1")."""
    return Server("pinwheel", [str(binary), "serve", "--host", "127.0.0.1", "--port", "0", *arguments], log_path)


def _run(arguments):
    log_path = Path(os.devnull)
    if arguments[0] == "--log":
        log_path, arguments = Path(arguments[1]), arguments[2:]
    split = arguments.index("--")
    binary, serve_arguments, command = arguments[0], arguments[1:split], arguments[split + 1:]
    # A stop signal becomes an exception, so that the server is stopped on the way out.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    with pinwheel(binary, log_path, *serve_arguments) as server:
        print(f"{Path(sys.argv[0]).name}: {binary} serving at {server.url} (pid {server.pid})", file=sys.stderr)
        child = subprocess.Popen([part.replace("{url}", server.url) for part in command],
                                 env={**os.environ, "PINWHEEL_URL": server.url})
        try:
            status = child.wait()
        finally:
            if child.poll() is None:
                child.terminate()
                child.wait()
        if server.process.poll() is not None:
            print(f"the server died during the run; its log:\n{server.log()}", file=sys.stderr)
            return 1
    return status


if __name__ == "__main__":
    if sys.argv[1:] == ["free-port"]:
        print(free_port())
    elif sys.argv[1:2] == ["run"] and "--" in sys.argv:
        try:
            sys.exit(_run(sys.argv[2:]))
        except ServerError as error:
            sys.exit(f"servers.py: {error}")
    else:
        sys.exit(__doc__)
