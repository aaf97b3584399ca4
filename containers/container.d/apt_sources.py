"""This machine's Debian package sources for one suite, for containers/container.d/make-base-images.

    python3 apt_sources.py SUITE [FOLDER]

prints "URI SUITE" for every enabled `deb` source with the main component whose suite is SUITE,
SUITE-updates or SUITE-security, each once, in the order apt reads them: /etc/apt/sources.list,
then sources.list.d/*.list (the one-line format) and sources.list.d/*.sources (deb822).
FOLDER is /etc/apt unless given.
"""

import re
import sys
from pathlib import Path


def one_line_sources(text):
    """(URI, suite) of each `deb URI SUITE COMPONENT…` line with main among its components."""
    for line in text.splitlines():
        fields = re.sub(r"\[[^]]*\]", "", line.split("#", 1)[0]).split()
        if len(fields) >= 4 and fields[0] == "deb" and "main" in fields[3:]:
            yield fields[1], fields[2]


def deb822_paragraphs(text):
    """Each paragraph's fields, names in lower case, continuation lines joined with spaces."""
    paragraph, name = {}, None
    for line in [*text.splitlines(), ""]:
        if line.lstrip().startswith("#"):
            continue
        if not line.strip():
            if paragraph:
                yield paragraph
            paragraph, name = {}, None
        elif line[0] in " \t" and name:
            paragraph[name] += " " + line.strip()
        elif ":" in line:
            name, value = line.split(":", 1)
            name = name.strip().lower()
            paragraph[name] = value.strip()


def deb822_sources(text):
    """(URI, suite) of each enabled paragraph of type deb with main among its components."""
    for paragraph in deb822_paragraphs(text):
        if ("deb" in paragraph.get("types", "").split() and "main" in paragraph.get("components", "").split()
                and paragraph.get("enabled", "yes").lower() != "no"):
            for uri in paragraph.get("uris", "").split():
                for suite in paragraph.get("suites", "").split():
                    yield uri, suite


def sources(folder):
    folder = Path(folder)
    for path in [folder / "sources.list", *sorted((folder / "sources.list.d").glob("*.list"))]:
        if path.is_file():
            yield from one_line_sources(path.read_text())
    for path in sorted((folder / "sources.list.d").glob("*.sources")):
        yield from deb822_sources(path.read_text())


def main(suite, folder="/etc/apt"):
    wanted = {suite, f"{suite}-updates", f"{suite}-security"}
    seen = []
    for uri, source_suite in sources(folder):
        if source_suite in wanted and (uri, source_suite) not in seen:
            seen.append((uri, source_suite))
            print(uri, source_suite)


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    main(*sys.argv[1:])
