"""Every relative link and #anchor in the repository's markdown resolves: to a file or folder that
exists and, for an anchor, to a heading of that file (GitHub's anchors). Prints each broken link
and exits 1 when there is one; prints what it checked otherwise.

    python3 scripts/docs.d/links.py [ROOT]
"""

import re
import subprocess
import sys
import unicodedata
from pathlib import Path

LINK = re.compile(r"(?<!\!)\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(\s*<?([^)\s>]+)>?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s+.*)?$", re.MULTILINE)
FENCE = re.compile(r"^(\s*)(```|~~~)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
EXPLICIT_ANCHOR = re.compile(r"<a\s+(?:name|id)=\"([^\"]+)\"")


def markdown_files(root):
    """The markdown files git tracks (or would: untracked and not ignored)."""
    listed = subprocess.run(["git", "-C", str(root), "ls-files", "--cached", "--others", "--exclude-standard",
                             "*.md"], check=True, capture_output=True, text=True).stdout.split()
    return sorted(root / name for name in listed if (root / name).is_file())


def prose_lines(text):
    """The lines outside fenced code blocks (links in code are examples, not links)."""
    fenced = None
    for line in text.splitlines():
        match = FENCE.match(line)
        if match:
            fenced = None if fenced == match.group(2) else (fenced or match.group(2))
            continue
        if fenced is None:
            yield line


def without_code_spans(line):
    return re.sub(r"`[^`]*`", "", line)


def slug(heading):
    """GitHub's anchor of a heading: lowercase, inline markup and punctuation dropped, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text only
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").lower()
    kept = []
    for character in text:
        category = unicodedata.category(character)
        if character in "-_" or category[0] in "LN" or category == "Mn":
            kept.append(character)
        elif character == " ":
            kept.append("-")
    return "".join(kept)


def anchors(path, cache={}):
    if path not in cache:
        found, seen = set(), {}
        text = path.read_text(encoding="utf-8")
        for line in prose_lines(text):
            heading = HEADING.match(line)
            if heading:
                base = slug(heading.group(1))
                count = seen.get(base, 0)
                seen[base] = count + 1
                found.add(base if count == 0 else f"{base}-{count}")
            found.update(EXPLICIT_ANCHOR.findall(line))
        cache[path] = found
    return cache[path]


def targets(text):
    for line in prose_lines(text):
        line = without_code_spans(line)
        for pattern in (LINK, IMAGE):
            yield from pattern.findall(line)
    yield from REFERENCE.findall(text)


def check(root):
    broken, checked, files = [], 0, markdown_files(root)
    for path in files:
        for target in targets(path.read_text(encoding="utf-8")):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE):
                continue  # a URL (http:, https:, mailto:) is not the repository's
            checked += 1
            file_part, _, anchor = target.partition("#")
            resolved = (path.parent / file_part).resolve() if file_part else path
            where = f"{path.relative_to(root)}: ({target})"
            if file_part.startswith("/"):
                broken.append(f"{where}: an absolute path; link relative to the file")
            elif root not in resolved.parents and resolved != root:
                broken.append(f"{where}: outside the repository")
            elif not resolved.exists():
                broken.append(f"{where}: no such file")
            elif anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
                broken.append(f"{where}: no heading #{anchor} in {resolved.relative_to(root)}")
    return files, checked, broken


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]).resolve()
    files, checked, broken = check(root)
    for line in broken:
        print(f"broken link: {line}")
    print(f"{checked} relative links and anchors in {len(files)} markdown files: {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
