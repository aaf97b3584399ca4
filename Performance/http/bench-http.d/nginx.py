"""An nginx of bench-http's own: one file served at /layout and /motion (any query), as application/json."""

import shutil
import subprocess
from pathlib import Path

import servers

CONFIGURATION = """daemon off;
worker_processes {workers};
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    types {{ }}
    default_type application/json;
    sendfile on;
    tcp_nopush on;
    tcp_nodelay on;
    keepalive_requests 100000000;
    open_file_cache max=16 inactive=600s;
    open_file_cache_valid 600s;
{temporary_paths}
    server {{
        listen 127.0.0.1:{port};
        root {folder}/html;
        location = /layout {{ try_files /layout.json =500; }}
        location = /motion {{ try_files /layout.json =500; }}
    }}
}}
"""


def _temporary_paths(folder):
    """A temporary folder in the prefix for every module this nginx was built with."""
    built = subprocess.run(["nginx", "-V"], capture_output=True, text=True).stderr
    return "".join(f"    {module}_temp_path {folder}/tmp/{module};\n"
                   for module in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
                   if f"--without-http_{module}_module" not in built)


def serve(body_file, workers, work_dir):
    """A started nginx (a servers.Server) with `workers` worker processes serving `body_file`."""
    folder = Path(work_dir) / "nginx"
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "html").mkdir(parents=True)
    (folder / "tmp").mkdir()
    shutil.copy(body_file, folder / "html" / "layout.json")
    # Its workers may run as another user (nobody, when started as root) and must read the file.
    for path in [Path(work_dir), folder, folder / "html"]:
        path.chmod(0o755)
    (folder / "html" / "layout.json").chmod(0o644)
    temporary_paths = _temporary_paths(folder)
    last_error = None
    for _ in range(5):  # the free port may be taken between the pick and nginx's bind
        port = servers.free_port()
        (folder / "nginx.conf").write_text(CONFIGURATION.format(
            workers=workers, folder=folder, temporary_paths=temporary_paths, port=port))
        command = ["nginx", "-p", f"{folder}/", "-c", f"{folder}/nginx.conf", "-e", f"{folder}/error.log"]
        try:
            return servers.Server("nginx", command, folder / "stderr.log", port=port, ready_path="/layout")
        except servers.ServerError as error:
            last_error = error
    error_log = folder / "error.log"
    raise servers.ServerError(f"nginx did not start: {last_error}\n{error_log.read_text() if error_log.exists() else ''}")
