#!/usr/bin/env python3
"""Checks deploy/compose.yaml and deploy/kubernetes.yaml beyond their schemas.

containers/container-test runs kubernetes-validate (the Kubernetes JSON schemas, offline) on the
Kubernetes manifest first; this adds what a schema cannot say: the keys Pinwheel's deployment
relies on (replicas, probes on /healthz, resources, a non-root security context, a Service that
selects the Deployment's pods, the port the image listens on), that the balancer's ConfigMap is
deploy/nginx.conf but for its addresses, that an upstream routed by `hash … consistent` names
each replica on a `server` line of its own (deploy/CONTAINER.md, "Each replica by its own
name"), and parses the compose file, for which no offline schema is at hand, checking its
structure by hand.

Usage: check-manifests.py COMPOSE_YAML KUBERNETES_YAML
"""
import sys

import yaml

from manifests.common import problems
from manifests.compose import check_compose
from manifests.kubernetes import check_kubernetes


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
