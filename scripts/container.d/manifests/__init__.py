"""The checks of scripts/container.d/check-manifests.py: common (shared helpers), nginx, compose, kubernetes."""
