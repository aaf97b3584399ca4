"""The checks of deploy/compose.yaml, for which no offline schema is at hand: its structure by
hand, the keys the deployment relies on, and deploy/nginx.conf's names for its replicas."""
import os

import yaml

from .common import PORT, check, get
from .nginx import check_ring


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
