"""The checks of deploy/kubernetes.yaml beyond its schema: the Deployment, its container and
probes, the Service in front of it, and the balancer's ConfigMap."""
import os

import yaml

from .common import PORT, UID, check, get
from .nginx import check_ring, nginx_directives


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
