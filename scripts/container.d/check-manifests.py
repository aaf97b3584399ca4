#!/usr/bin/env python3
"""Checks deploy/compose.yaml and deploy/kubernetes.yaml beyond their schemas.

scripts/container-test runs kubernetes-validate (the Kubernetes JSON schemas, offline) on the
Kubernetes manifest first; this adds what a schema cannot say: the keys Pinwheel's deployment
relies on (replicas, probes on /healthz, resources, a non-root security context, a Service that
selects the Deployment's pods, the port the image listens on), that the balancer's ConfigMap is
deploy/nginx.conf but for its addresses, that an upstream routed by `hash … consistent` names
each replica on a `server` line of its own (deploy/CONTAINER.md, "Each replica by its own
name"), and parses the compose file, for which no offline schema is at hand, checking its
structure by hand.

Usage: check-manifests.py COMPOSE_YAML KUBERNETES_YAML
"""
import os
import re
import sys

import yaml

PORT = 8080  # the image's PINWHEEL_PORT and EXPOSE
UID = 10001  # the image's USER

problems = []


def check(condition, message):
    if not condition:
        problems.append(message)
    return condition


def get(mapping, *keys):
    """mapping[k1][k2]…, or None where a key or a mapping is missing."""
    for key in keys:
        if isinstance(mapping, list) and isinstance(key, int) and key < len(mapping):
            mapping = mapping[key]
        elif isinstance(mapping, dict) and key in mapping:
            mapping = mapping[key]
        else:
            return None
    return mapping


def check_compose(path):
    with open(path) as f:
        doc = yaml.safe_load(f)
    where = path
    if not check(isinstance(doc, dict), f"{where}: not a mapping"):
        return
    services = doc.get("services")
    if not check(isinstance(services, dict) and services, f"{where}: no services"):
        return
    allowed = {"name", "services", "networks", "volumes", "configs", "secrets", "include"}
    check(set(doc) <= allowed, f"{where}: unknown top-level keys {sorted(set(doc) - allowed)}")
    for name, service in services.items():
        if not check(isinstance(service, dict), f"{where}: service {name} is not a mapping"):
            continue
        check("image" in service or "build" in service, f"{where}: service {name} has neither image nor build")
        for depended in (service.get("depends_on") or {}):
            check(depended in services, f"{where}: service {name} depends on unknown service {depended}")
        for port in service.get("ports") or []:
            check(isinstance(port, (str, dict)), f"{where}: service {name} has a port that is neither text nor mapping")
    pinwheel = services.get("pinwheel")
    if not check(isinstance(pinwheel, dict), f"{where}: no pinwheel service"):
        return
    check(get(pinwheel, "build", "context") is not None, f"{where}: pinwheel is not built from the Dockerfile")
    replicas = get(pinwheel, "deploy", "replicas")
    check(isinstance(replicas, int) and replicas >= 2, f"{where}: pinwheel needs deploy.replicas of 2 or more, has {replicas!r}")
    check(get(pinwheel, "ports") is None, f"{where}: pinwheel's replicas cannot share a published port: publish the load balancer's")
    check(str(PORT) in [str(p) for p in pinwheel.get("expose") or []], f"{where}: pinwheel does not expose {PORT}")
    check(get(pinwheel, "deploy", "resources", "limits", "memory") is not None, f"{where}: pinwheel has no memory limit")
    balancers = [n for n, s in services.items() if n != "pinwheel" and (s.get("depends_on") or {}) and "pinwheel" in s["depends_on"]]
    if check(balancers, f"{where}: no load balancer depends on pinwheel"):
        lb = services[balancers[0]]
        check(lb.get("ports"), f"{where}: the load balancer {balancers[0]} publishes no port")
        condition = get(lb, "depends_on", "pinwheel", "condition")
        check(condition == "service_healthy", f"{where}: {balancers[0]} should wait for healthy replicas, waits for {condition!r}")
    check_compose_ring(path, doc.get("name"), services, replicas)


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


def check_compose_ring(where, project, services, replicas):
    """deploy/nginx.conf names each of compose's replicas by its container's name."""
    config = os.path.join(os.path.dirname(where), "nginx.conf")
    with open(config) as f:
        text = f.read()

    def names_several(host, parameters):
        if host in services:  # Docker's DNS answers a service's name with every replica's address
            return f"every replica of the compose service {host}"
        return None

    hosts = check_ring(config, text, names_several)
    if isinstance(replicas, int) and hosts:
        for index in range(1, replicas + 1):
            container = f"{project}-pinwheel-{index}"
            check(container in hosts, f"{config}: {where} runs {replicas} replicas, but no `server` line names {container}")


def check_kubernetes_ring(where, config_map, services):
    """The balancer's upstream names each pod: by SRV through a headless Service (each record's
    target is a pod's own name), not by a Service's name."""
    by_name = {get(s, "metadata", "name"): s for s in services}

    def names_several(host, parameters):
        service = by_name.get(host.split(".")[0])
        if service is None:
            return None
        headless = get(service, "spec", "clusterIP") == "None"
        srv = [p[len("service="):] for p in parameters if p.startswith("service=")]
        if not headless:
            return f"the Service {host.split('.')[0]}, one address in front of every pod"
        if not srv:
            return f"every pod of the headless Service {host.split('.')[0]} (look it up by SRV, `service=`)"
        port_names = {p.get("name") for p in get(service, "spec", "ports") or [] if p.get("protocol", "TCP") == "TCP"}
        check(srv[0] in port_names, f"{where}: `service={srv[0]}` names no TCP port of the Service {host.split('.')[0]}")
        return None

    check_ring(f"{where} (ConfigMap pinwheel-balancer)", get(config_map, "data", "nginx.conf") or "", names_several)


def check_probe(where, probe, name):
    if not check(isinstance(probe, dict), f"{where}: no {name}"):
        return
    check(get(probe, "httpGet", "path") == "/healthz", f"{where}: {name} does not GET /healthz")
    check(get(probe, "httpGet", "port") in (PORT, "http"), f"{where}: {name} does not probe port {PORT}")


def check_kubernetes(path):
    with open(path) as f:
        docs = [d for d in yaml.safe_load_all(f) if d is not None]
    where = path
    by_kind = {}
    for doc in docs:
        if not check(isinstance(doc, dict), f"{where}: a document is not a mapping"):
            continue
        for key in ("apiVersion", "kind", "metadata"):
            check(key in doc, f"{where}: a document has no {key}")
        check(get(doc, "metadata", "name"), f"{where}: a {doc.get('kind')} has no metadata.name")
        by_kind.setdefault(doc.get("kind"), []).append(doc)

    check_balancer(where, by_kind.get("ConfigMap", []), by_kind.get("Service", []))
    deployments = [d for d in by_kind.get("Deployment", []) if get(d, "metadata", "name") == "pinwheel"]
    if not check(len(deployments) == 1, f"{where}: expected one Deployment named pinwheel, found {len(deployments)}"):
        return
    deployment = deployments[0]
    spec = deployment.get("spec") or {}
    check(spec.get("replicas") == 3, f"{where}: the Deployment should run 3 replicas, has {spec.get('replicas')!r}")
    selector = get(spec, "selector", "matchLabels") or {}
    labels = get(spec, "template", "metadata", "labels") or {}
    check(selector and all(labels.get(k) == v for k, v in selector.items()),
          f"{where}: the Deployment's selector does not match its pod labels")
    pod = get(spec, "template", "spec") or {}
    pod_security = pod.get("securityContext") or {}
    containers = pod.get("containers") or []
    if not check(len(containers) == 1, f"{where}: expected one container, found {len(containers)}"):
        return
    container = containers[0]
    security = {**pod_security, **(container.get("securityContext") or {})}
    check(security.get("runAsNonRoot") is True, f"{where}: runAsNonRoot is not true")
    check(security.get("runAsUser") in (None, UID), f"{where}: runAsUser should be the image's {UID}")
    check(security.get("allowPrivilegeEscalation") is False, f"{where}: allowPrivilegeEscalation is not false")
    check(security.get("readOnlyRootFilesystem") is True, f"{where}: readOnlyRootFilesystem is not true")
    check(container.get("image"), f"{where}: the container names no image")
    ports = container.get("ports") or []
    check(any(p.get("containerPort") == PORT for p in ports), f"{where}: the container does not declare port {PORT}")
    check_probe(where, container.get("readinessProbe"), "readinessProbe")
    check_probe(where, container.get("livenessProbe"), "livenessProbe")
    for kind in ("requests", "limits"):
        for resource in ("cpu", "memory"):
            check(get(container, "resources", kind, resource) is not None, f"{where}: no resources.{kind}.{resource}")

    services = by_kind.get("Service", [])
    if check(len(services) >= 1, f"{where}: no Service"):
        service_spec = services[0].get("spec") or {}
        service_selector = service_spec.get("selector") or {}
        check(service_selector and all(labels.get(k) == v for k, v in service_selector.items()),
              f"{where}: the Service does not select the Deployment's pods")
        port_names = {p.get("name") for p in ports}
        for port in service_spec.get("ports") or []:
            target = port.get("targetPort", port.get("port"))
            check(target == PORT or target in port_names, f"{where}: the Service targets port {target!r}, not the container's")


def nginx_directives(text):
    """nginx.conf's lines but comments, blank lines and the lines that name addresses."""
    return [line.strip() for line in text.splitlines()
            if line.strip() and not line.strip().startswith(("#", "resolver ", "server pinwheel"))]


def check_balancer(where, config_maps, services):
    """The ConfigMap pinwheel-balancer's nginx.conf is deploy/nginx.conf with other addresses."""
    balancer = [m for m in config_maps if get(m, "metadata", "name") == "pinwheel-balancer"]
    if not check(len(balancer) == 1, f"{where}: no ConfigMap pinwheel-balancer"):
        return
    check_kubernetes_ring(where, balancer[0], services)
    with open(os.path.join(os.path.dirname(where), "nginx.conf")) as f:
        expected = nginx_directives(f.read())
    actual = nginx_directives(get(balancer[0], "data", "nginx.conf") or "")
    check(actual == expected, f"{where}: pinwheel-balancer's nginx.conf differs from deploy/nginx.conf beyond its addresses")


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    try:
        check_compose(sys.argv[1])
        check_kubernetes(sys.argv[2])
    except (OSError, yaml.YAMLError) as error:
        problems.append(str(error))
    for problem in problems:
        print(f"check-manifests: {problem}", file=sys.stderr)
    if not problems:
        print(f"check-manifests: {sys.argv[1]} and {sys.argv[2]} hold what the deployment needs")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
