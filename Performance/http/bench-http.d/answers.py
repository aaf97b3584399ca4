"""bench-http's answers: fetched from a server, and checked equal to Pinwheel's."""

import servers

# Headers libmicrohttpd writes itself, for any answer.
OWN_HEADERS = {"date", "content-length", "connection", "keep-alive", "transfer-encoding"}


def fetch(server, path):
    status, headers, body = servers.get(server.url + path)
    if status != 200:
        raise servers.ServerError(f"{server.name} answered {status} to {path}")
    return headers, body


def same_headers(headers):
    return sorted((name.lower(), value) for name, value in headers.items() if name.lower() not in OWN_HEADERS)


def same_answer(server, path, headers, body):
    """Raises unless `server` answers `path` with `body` and the headers `headers` has beyond libmicrohttpd's own."""
    other_headers, other_body = fetch(server, path)
    if other_body != body:
        raise servers.ServerError(f"{server.name} does not serve pinwheel's bytes for {path}")
    if same_headers(other_headers) != same_headers(headers):
        raise servers.ServerError(f"{server.name} does not send pinwheel's headers for {path}: "
                                  f"{same_headers(other_headers)} vs {same_headers(headers)}")
