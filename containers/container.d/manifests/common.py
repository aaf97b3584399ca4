"""The shared helpers of check-manifests.py: the problems found so far and how a check records one,
the image's port and user, and a lookup through nested mappings and lists."""

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
