"""The checks of containers/container.d/check-manifests.py: common (shared helpers), nginx, compose, kubernetes."""
