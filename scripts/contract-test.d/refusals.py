"""Schemathesis check for the contract test: schema-valid data is answered, or refused as documented.

Loaded by schemathesis.toml (`hooks`). It takes the place of Schemathesis's own
`positive_data_acceptance`, which can only allow a status as a whole: here a schema-valid request
must be answered 2xx or 304, or refused with a problem whose `type` and `parameter` its
operation's description lists among the refusals no schema can state (a cross-field rule: too
many items, an option the slider's effect overwrites, `rtl` with a vertical direction …). Such a
list is a run of lines

    - `too-many-items` naming `itemWidth`: …
    - `invalid-parameter` naming `slidesOffsetBefore` or `slidesOffsetAfter`: …

each naming a problem type (`urn:pinwheel:problem:` left out) and the parameters its problem may
name; a page description's JSON path names its section `k` (`sections[k].query` stands for
`sections[3].query`). A HEAD answer has no body: its problem is read from the same request sent
as GET.

The page operations read a page the server holds: one is posted at the start (page.json, beside
this file), and every schema-valid page id they are sent names it instead, so that they are tested
past `page-unknown`; see `before_call`.
"""

import hashlib
import json
import re
import urllib.error
import urllib.request
from functools import cache
from pathlib import Path

import schemathesis
from schemathesis.generation.meta import REQUEST_SHAPE_PROBES, coverage_scenario

PROBLEM_TYPE_PREFIX = "urn:pinwheel:problem:"
# A refusal's line; its names may run on to the next lines.
NAMED = r"`[A-Za-z0-9]+(?:\[k\])?(?:\.[A-Za-z0-9]+)*`"
REFUSAL = re.compile(r"^ *- `([a-z-]+)` naming ((?:" + NAMED + r"(?:,\s+|\s+or\s+)?)+)", re.MULTILINE)
NAME = re.compile(r"`([A-Za-z0-9.\[\]]+)`")
# A section's index in a JSON path, as the descriptions write it.
SECTION_INDEX = re.compile(r"\[[0-9]+\]")


@cache
def documented_refusals(description: str) -> frozenset[tuple[str, str]]:
    """The (problem type, parameter) pairs a description lists."""
    return frozenset(
        (PROBLEM_TYPE_PREFIX + problem_type, name)
        for problem_type, names in REFUSAL.findall(description)
        for name in NAME.findall(names)
    )


def description_of(operation) -> str:
    """The operation's description; a HEAD's is its GET's, which it answers as."""
    item = operation.schema.raw_schema["paths"][operation.path]
    return (item.get("get") if operation.method.lower() == "head" else item[operation.method.lower()]).get(
        "description", ""
    )


def problem_of(response) -> dict:
    """The problem the response holds, or for a HEAD the one the same GET holds."""
    if response.request.method != "HEAD":
        return json.loads(response.content)
    request = urllib.request.Request(response.request.url, headers=dict(response.request.headers), method="GET")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            body = answer.read()
    except urllib.error.HTTPError as refused:
        body = refused.read()
    return json.loads(body)


@schemathesis.check
def positive_data_answered(ctx, response, case):
    """Schema-valid data is answered 2xx or 304, or refused as its operation's description says."""
    if case.meta is None or not case.meta.generation.mode.is_positive:
        return None
    # Probes of the request's shape (an unexpected method, a duplicate parameter) are not data.
    if coverage_scenario(case) in REQUEST_SHAPE_PROBES:
        return None
    status = response.status_code
    if 200 <= status < 300 or status == 304:
        return None
    try:
        problem = problem_of(response)
    except ValueError:
        raise AssertionError(f"Valid data answered {status} without a problem body")
    refusal = (problem.get("type"), problem.get("parameter"))
    if (refusal[0], SECTION_INDEX.sub("[k]", str(refusal[1]))) in documented_refusals(description_of(case.operation)):
        return None
    raise AssertionError(
        f"Valid data answered {status} with a refusal the operation's description does not list:\n"
        f"type {refusal[0]}, parameter {refusal[1]}: {problem.get('detail')}"
    )


# POST /sizes/{id} takes only the body's own id (any other is a 409): a schema-valid JSON list
# posted to a schema-valid id is sent to its own id, the SHA-256 of its canonical text
# (docs/LAYOUTS.md §6), so that the operation is tested past that refusal.
TABLE_ID = re.compile(r"^sha256-[0-9a-f]{64}$")


def canonical_text(lengths) -> str:
    """Maximal runs, `L` or `L*n`, each length as the server writes it (shortest round trip)."""
    runs = []
    for length in lengths:
        if runs and runs[-1][0] == length:
            runs[-1][1] += 1
        else:
            runs.append([length, 1])
    written = (repr(float(length)).removesuffix(".0") + (f"*{count}" if count > 1 else "") for length, count in runs)
    return ",".join(written)


PAGE = Path(__file__).with_name("page.json").read_bytes()
PAGE_ID = "sha256-" + hashlib.sha256(PAGE).hexdigest()
PAGE_NAME = re.compile(r"^@sha256-[0-9a-f]{64}$")
posted_to = set()


def post_the_page(base_url):
    """Posts page.json to the server at `base_url`, once (again if it was evicted: a 201)."""
    if base_url in posted_to:
        return
    request = urllib.request.Request(base_url + "/pages", data=PAGE, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert json.loads(answer.read())["id"] == PAGE_ID
    posted_to.add(base_url)


@schemathesis.hook
def before_call(ctx, case, **kwargs):
    path = case.operation.path
    if path.startswith("/page/") and PAGE_NAME.match(str((case.query or {}).get("page", ""))):
        # A read of a page: the page posted at the start, whatever schema-valid id was drawn.
        post_the_page(case.operation.schema.get_base_url())
        case.query["page"] = "@" + PAGE_ID
    elif path == "/pages/{id}" and case.method in ("GET", "HEAD") and TABLE_ID.match(str((case.path_parameters or {}).get("id"))):
        post_the_page(case.operation.schema.get_base_url())
        case.path_parameters["id"] = PAGE_ID
    elif path == "/pages/{id}" and case.method == "POST":
        # Only the body's own id is taken (any other is a 409): a description is posted to its id,
        # the SHA-256 of the bytes sent (what `requests` makes of the JSON: `json.dumps`).
        if isinstance(case.body, dict) and TABLE_ID.match(str((case.path_parameters or {}).get("id"))):
            try:
                sent = json.dumps(case.body, allow_nan=False).encode()
            except ValueError:
                return
            case.path_parameters["id"] = "sha256-" + hashlib.sha256(sent).hexdigest()
    elif case.method == "POST" and path == "/sizes/{id}":
        post_size_table_to_its_id(case)


def post_size_table_to_its_id(case):
    body, table_id = case.body, (case.path_parameters or {}).get("id")
    numbers = isinstance(body, list) and body and all(
        isinstance(length, (int, float)) and not isinstance(length, bool) and 0.001 <= length <= 100_000 for length in body
    )
    if numbers and isinstance(table_id, str) and TABLE_ID.match(table_id):
        case.path_parameters["id"] = "sha256-" + hashlib.sha256(canonical_text(body).encode()).hexdigest()
