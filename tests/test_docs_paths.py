"""Every repository path the docs name exists, so a moved or deleted file cannot leave a page
or a docstring pointing at nothing.

Read: README.md, docs/*.md, docs/games/*.md, and the comments and docstrings (triple-quoted
strings that begin a line) of the project's Python files. What counts as a path:
- a word `a/b...` that starts at a top folder of the repository (engine, games, assets,
  sounds, tests, tools, docs, .ci): it must exist from the repository's root;
- a word `a/b...` that starts elsewhere and ends in a source file (`.py`, `.md`, `.sql`),
  as the game folder's table names `scene/play.py` and the engine's `compositor/rest.py`:
  it must exist under the root, a top folder, a game's folder or the folder of the file
  that names it;
- a source file's name alone (`saves.py`, `README.md`): some file of the repository must
  have that name.
A path inside an address, after `../` or after `/` (outside the repository) is not one; nor
is a data file the app writes (`settings.json`, `outbox/<id>.json`), which names no
repository file, nor a rate (`57 games/s`). `<placeholder>`, `*` and `NNN` match any one
name or number; `bench.py:measure`, `architecture.md#the-loop`, `tests/fingers.new_app` (a
module's attribute) and a module named without `.py` name that file. No doc names a folder
of one machine.

A section named after a page (`docs/performance.md, "Start-up"`, `architecture.md#the-loop`)
must be a heading of that page (one that begins with the words quoted).
"""

from __future__ import annotations

import bisect
import functools
import pathlib
import re
from collections.abc import Iterator

ROOT = pathlib.Path(__file__).resolve().parents[1]
TOP = ("engine", "games", "assets", "sounds", "tests", "tools", "docs", ".ci")
SOURCES = ("engine", "games", "tests", "tools")
SOURCE_ENDS = ("py", "md", "sql")
# Comments, triple-quoted strings and one-line strings, each whole, so that a `#` or a
# quote inside a string starts nothing (the tokenizer and the AST take ten times as long).
LEX = re.compile(
    r"#[^\n]*"
    r'|"""(?:[^"\\]|\\.|"(?!""))*"""'
    r"|'''(?:[^'\\]|\\.|'(?!''))*'''"
    r'|"(?:[^"\\\n]|\\.)*"'
    r"|'(?:[^'\\\n]|\\.)*'",
    re.S,
)
# Not preceded by a word, a dot or a slash: not inside an address, a `../` or `/x/y` path.
PATH = re.compile(r"(?<![\w./~:@\\-])((?:\.ci|[\w<>*-]+)(?:/[\w<>*.-]*)+)")
NAME = re.compile(r"(?<![\w./~:@\\<-])([\w-]+\.(?:py|md))(?![\w/>-])")
# A page and a section of it: `architecture.md, "The loop"` (across a line break too) or
# `architecture.md#the-loop`.
SECTION = re.compile(
    r'(?<![\w/.-])([\w/.-]+\.md)`?,?\s+"([^"\n]+(?:\n[^"\n]+)?)"'
    r"|(?<![\w/.-])([\w/.-]+\.md)#([\w-]+)"
)
MACHINE = re.compile(r"(?<![\w.~-])/(?:work|home|root|Users)/[\w./-]+")


def _docs() -> list[pathlib.Path]:
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    return pages + sorted((ROOT / "docs" / "games").glob("*.md"))


def _sources() -> list[pathlib.Path]:
    found = [ROOT / "main.py"]
    for folder in SOURCES:
        found += sorted((ROOT / folder).rglob("*.py"))
    return found


def _prose(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of the comments and docstrings of a Python file's source."""
    starts = [0] + [match.end() for match in re.finditer("\n", source)]
    for match in LEX.finditer(source):
        text = match.group()
        if text[0] != "#":
            line_start = starts[bisect.bisect_right(starts, match.start()) - 1]
            before = source[line_start : match.start()]
            if text[:3] not in ('"""', "'''") or before.strip(" rRuU"):
                continue
        first = bisect.bisect_right(starts, match.start())
        for offset, line in enumerate(text.split("\n")):
            yield first + offset, line


@functools.cache
def _texts() -> tuple[tuple[pathlib.Path, int, str], ...]:
    """(file, line, text) of every line of prose read."""
    found = []
    for page in _docs():
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            found.append((page, number, line))
    for path in _sources():
        found += [(path, n, line) for n, line in _prose(path.read_text(encoding="utf-8"))]
    return tuple(found)


def _exists(base: pathlib.Path, name: str) -> bool:
    pattern = re.sub(r"<[^>/]*>", "*", name.rstrip("/")).replace("NNN", "[0-9][0-9][0-9]")
    if "*" not in pattern and "[" not in pattern:
        return (base / pattern).exists()
    return next(base.glob(pattern), None) is not None


def _found(base: pathlib.Path, word: str) -> bool:
    """`word` under `base`, or the module it names (`tests/fingers.new_app`, `tests/fingers`)."""
    if _exists(base, word):
        return True
    folder, _, last = word.rpartition("/")
    module = last.split(".")[0] + ".py"
    return bool(last) and _exists(base, f"{folder}/{module}" if folder else module)


def _bases(named_in: pathlib.Path) -> list[pathlib.Path]:
    games = [folder for folder in (ROOT / "games").iterdir() if folder.is_dir()]
    return [ROOT, *(ROOT / top for top in TOP), *games, named_in.parent]


def _file_names() -> set[str]:
    names = {path.name for path in ROOT.iterdir() if path.is_file()}
    for top in TOP:
        names |= {path.name for path in (ROOT / top).rglob("*") if path.is_file()}
    return names


def _paths_named() -> Iterator[tuple[pathlib.Path, int, str, str]]:
    """(file, line, path, kind) for each path named: kind is "top", "relative" or "name"."""
    for page, number, line in _texts():
        for match in PATH.finditer(line):
            word = match.group(1).rstrip(".,;)").split("#")[0]
            last = word.rsplit("/", 1)[-1]
            if re.fullmatch(r"\w+/s", word):  # a rate: 57 games/s
                continue
            if word.split("/")[0] in TOP:
                yield page, number, word, "top"
            elif "." in last and last.rsplit(".", 1)[-1] in SOURCE_ENDS:
                yield page, number, word, "relative"
        for match in NAME.finditer(line):
            yield page, number, match.group(1), "name"


def test_every_path_named_in_the_docs_and_docstrings_exists() -> None:
    names = _file_names()
    bases: dict[pathlib.Path, list[pathlib.Path]] = {}
    missing: list[str] = []
    counted = {"top": 0, "relative": 0, "name": 0}
    for page, number, word, kind in _paths_named():
        counted[kind] += 1
        if kind == "top":
            found = _found(ROOT, word)
        elif kind == "relative":
            found = any(_found(base, word) for base in bases.setdefault(page, _bases(page)))
        else:
            found = word in names
        if not found:
            missing.append(f"{page.relative_to(ROOT)}:{number}: {word}")
    assert not missing, "paths named that the repository does not hold:\n" + "\n".join(missing)
    assert counted["top"] > 400 and counted["relative"] > 40 and counted["name"] > 200, counted


def test_no_doc_or_docstring_names_a_folder_of_one_machine() -> None:
    found = [
        f"{page.relative_to(ROOT)}:{number}: {match.group(0)}"
        for page, number, line in _texts()
        for match in MACHINE.finditer(line)
    ]
    assert not found, "name what the file is, not where it lies on one machine:\n" + "\n".join(
        found
    )


@functools.cache
def _headings(page: pathlib.Path) -> list[str]:
    lines = page.read_text(encoding="utf-8").splitlines()
    return [line.lstrip("#").strip() for line in lines if line.startswith("#")]


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")


def _page(word: str) -> pathlib.Path | None:
    for base in (ROOT, ROOT / "docs", ROOT / "docs" / "games"):
        if (base / word).is_file():
            return base / word
    return None


def test_every_section_named_after_a_page_is_a_heading_of_it() -> None:
    runs: dict[pathlib.Path, list[tuple[int, str]]] = {}
    for path, number, line in _texts():
        runs.setdefault(path, []).append((number, line))
    wrong, named = [], 0
    for path, lines in runs.items():
        text = "\n".join(line for _, line in lines)
        for match in SECTION.finditer(text):
            word = match.group(1) or match.group(3)
            number = lines[text.count("\n", 0, match.start())][0]
            page = _page(word.split("/", 1)[1] if word.startswith("../") else word)
            if page is None:
                continue  # a page outside the repository; the path test judges the rest
            named += 1
            heads = _headings(page)
            if match.group(2):
                quoted = " ".join(match.group(2).lstrip("# ").split())
                found = any(head.startswith(quoted) for head in heads)
            else:
                found = match.group(4) in {_slug(head) for head in heads}
            if not found:
                said = match.group(2) or match.group(4)
                wrong.append(f"{path.relative_to(ROOT)}:{number}: {word}, {said!r}")
    assert not wrong, "sections named that their page does not have:\n" + "\n".join(wrong)
    assert named >= 8, named
