"""Every relative link and #anchor in the repository's markdown resolves: to a file or folder that
exists and, for an anchor, to a heading of that file (GitHub's anchors). And every repository path
a code span names exists: `scripts/soak`, `Performance/http/bench-http GOALS=1` (a command's first
word, after any VAR=value; relative to the repository's root or to the file's folder), so that a
tool that moves leaves no prose naming its old place; spans with a wildcard or a placeholder (`*`,
`<Family>`, `…`) and build folders (`.build…`) are not paths to check, and the dated benchmark log,
which keeps each command as it was run, is left out. Prints each broken link and missing path and
exits 1 when there is one; prints what it checked otherwise.

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
CODE_SPAN = re.compile(r"`([^`]+)`")
ASSIGNMENT = re.compile(r"^[A-Z_][A-Z0-9_]*=")
NOT_A_PATH = re.compile(r"[*?<>{}$…|\[\]]|(^|/)\.build")
# The dated log records each command as it was run, at the paths of its day.
HISTORICAL = {"docs/BENCHMARKS-LOG.md"}


def markdown_files(root):
    """The markdown files git tracks (or would: untracked and not ignored)."""
    listed = subprocess.run(["git", "-C", str(root), "ls-files", "--cached", "--others", "--exclude-standard",
                             "*.md"], check=True, capture_output=True, text=True).stdout.split()
    return sorted(root / name for name in listed if (root / name).is_file())


def numbered_prose_lines(text):
    """(line number, line) for the lines outside fenced code blocks (links in code are examples, not links)."""
    fenced = None
    for number, line in enumerate(text.splitlines(), 1):
        match = FENCE.match(line)
        if match:
            fenced = None if fenced == match.group(2) else (fenced or match.group(2))
        elif fenced is None:
            yield number, line


def prose_lines(text):
    return (line for _, line in numbered_prose_lines(text))


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


def top_folders(root):
    """The repository's top-level folders that git tracks files in (Sources, scripts, …)."""
    listed = subprocess.run(["git", "-C", str(root), "ls-files"], check=True, capture_output=True, text=True)
    return {name.split("/", 1)[0] for name in listed.stdout.split() if "/" in name}


def named_paths(text, folders):
    """(line number, path) for each code span whose first word is a path under one of `folders`."""
    for number, line in numbered_prose_lines(text):
        for span in CODE_SPAN.findall(line):
            words = [word for word in span.split() if not ASSIGNMENT.match(word)]
            if not words or words[0].split("/", 1)[0] not in folders or "/" not in words[0]:
                continue
            path = re.sub(r"('s|[.,;:)'])+$", "", words[0]).split("#", 1)[0]
            if not NOT_A_PATH.search(path):
                yield number, path


def check_paths(root, files):
    missing, checked, folders = [], 0, top_folders(root)
    for file in files:
        if str(file.relative_to(root)) in HISTORICAL:
            continue
        for number, path in named_paths(file.read_text(encoding="utf-8"), folders):
            checked += 1
            if not (root / path).exists() and not (file.parent / path).exists():
                missing.append(f"{file.relative_to(root)}:{number}: `{path}` names no file or folder")
    return checked, missing


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]).resolve()
    files, checked, broken = check(root)
    for line in broken:
        print(f"broken link: {line}")
    print(f"{checked} relative links and anchors in {len(files)} markdown files: {len(broken)} broken")
    named, missing = check_paths(root, files)
    for line in missing:
        print(f"missing path: {line}")
    print(f"{named} repository paths in code spans of {len(files)} markdown files: {len(missing)} missing")
    return 1 if broken or missing else 0


if __name__ == "__main__":
    sys.exit(main())
