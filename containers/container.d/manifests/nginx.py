"""nginx.conf as check-manifests.py reads it: its upstream blocks, and the rule that an upstream
routed by `hash … consistent` names each replica on a `server` line of its own."""
import re

from .common import check


def upstreams(text):
    """(name, routed by `hash … consistent`, [(address, parameters)] of its `server` lines) for
    each upstream block of an nginx.conf."""
    text = re.sub(r"(^|\s)#[^\n]*", r"\1", text)
    for name, body in re.findall(r"\bupstream\s+(\S+)\s*\{([^{}]*)\}", text):
        directives = [d.split() for d in body.split(";") if d.split()]
        consistent = any(d[0] == "hash" and "consistent" in d[2:] for d in directives)
        servers = [(d[1], d[2:]) for d in directives if d[0] == "server" and len(d) > 1]
        yield name, consistent, servers


def host_of(address):
    host, _, port = address.rpartition(":")
    return host if host and port.isdigit() else address


def check_ring(where, text, names_several):
    """nginx's consistent hash places a server on its ring by the name on its `server` line, and
    every address that one name resolves to keeps that name (ngx_http_upstream_hash_module.c,
    ngx_http_upstream_update_chash; ngx_http_upstream_zone_module.c's resolve handler): the
    replicas behind one name would share every point and take turns at each id. So in an
    upstream that hashes consistently, no `server` line may name several replicas. Returns the
    hosts of those upstreams' `server` lines."""
    hosts = []
    for name, consistent, servers in upstreams(text):
        if not consistent:
            continue
        for address, parameters in servers:
            hosts.append(host_of(address))
            several = names_several(host_of(address), parameters)
            check(several is None,
                  f"{where}: upstream {name} hashes consistently, but `server {address}` names {several}, "
                  "which would share every point of the hash ring: name each replica on a line of its own")
    return hosts


def nginx_directives(text):
    """nginx.conf's lines but comments, blank lines and the lines that name addresses."""
    return [line.strip() for line in text.splitlines()
            if line.strip() and not line.strip().startswith(("#", "resolver ", "server pinwheel"))]
