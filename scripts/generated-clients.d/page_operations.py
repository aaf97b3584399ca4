"""The generated client's page operations: a page posted, posted again to its id, read back, and
every page endpoint asked of it."""

import importlib

from helpers import PAGE, operation


def use_the_pages(package, url):
    """Posts a page, posts it again to its id, reads it back, and calls every page endpoint; the
    operations used."""
    client = package.Client(base_url=url)
    models = importlib.import_module("pinwheel_client.models")
    description = models.PageDescription.from_dict(PAGE)
    posted = operation("pages", "post_page").sync_detailed(client=client, body=description)
    assert posted.status_code in (200, 201), posted.content
    page = posted.parsed
    assert page.sections == 3 and page.id.startswith("sha256-"), page
    again = operation("pages", "post_page_at").sync_detailed(client=client, id=page.id, body=description)
    assert again.status_code == 200 and again.parsed.id == page.id, again.content
    read = operation("pages", "get_page").sync_detailed(client=client, id=page.id)
    assert read.status_code == 200 and read.parsed.to_dict() == PAGE, read.content
    head = operation("pages", "head_page").sync_detailed(client=client, id=page.id)
    assert head.status_code == 200
    name = "@" + page.id
    calls = {
        "get_page_layout": dict(offset=100, scroll="0:120,2:200", fields="frame,zIndex"),
        "get_page_hit": dict(offset=100, x=20, y=10),
        "get_page_motion": dict(velocity=900, fields="frame"),
        "get_page_snap": dict(section=0, velocity=-300, scroll="0:150"),
    }
    for name_of_operation, query in calls.items():
        response = operation("pages", name_of_operation).sync_detailed(client=client, page=name, **query)
        assert response.status_code == 200, f"{name_of_operation}: {response.status_code} {response.content[:300]!r}"
        assert type(response.parsed).__name__ != "Problem", name_of_operation
    box = operation("pages", "get_page_motion").sync_detailed(
        client=client, page=name, section=0, velocity=-900, fields="frame")
    assert box.status_code == 200 and all(frame.scroll is not None for frame in box.parsed.frames), box.content[:300]
    return 4 + len(calls)
