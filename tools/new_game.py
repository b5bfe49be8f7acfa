"""Make a new game from the template: `python tools/new_game.py NAME` writes the game's
folder under games/ (every module a game's folder holds: a small pairs game that plays by
touch, has its tile on the menu and keeps the contract) and its English words into
assets/i18n/, and edits nothing else. Then make it your game: docs/architecture.md,
"Adding a game". `--root` writes under another folder (the tests make a game in a
temporary one)."""

from __future__ import annotations

import argparse
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "tools" / "game_template"
WORDS = "words.en.json"  # the template's English words, written as assets/i18n/<game>.en.json
# The template's names for its game, each replaced by the new game's.
PACKAGE, GAME_ID, CLASS, TITLE = "template_game", "template-game", "TemplateGame", "Template game"
NAME = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*")
TAKEN = {"core", "catalog", PACKAGE}  # games/ holds these, or they are the template's own


def names(name: str) -> dict[str, str]:
    """The template's names and the new game's for them: "pair-up" gives the package
    pair_up, the id pair-up, the classes PairUp… and the title "Pair up"."""
    if not NAME.fullmatch(name) or name.replace("-", "_") in TAKEN:
        raise ValueError(f"{name!r} cannot name a game: lower-case letters, digits, - or _")
    package = name.replace("-", "_")
    words = package.split("_")
    return {
        PACKAGE: package,
        GAME_ID: "-".join(words),
        CLASS: "".join(word.capitalize() for word in words),
        TITLE: " ".join(words).capitalize(),
    }


def fill(text: str, new: dict[str, str]) -> str:
    for old, name in new.items():
        text = text.replace(old, name)
    return text


def make_game(name: str, root: Path = ROOT) -> Path:
    """Write the game `name` under `root` (its folder and its English words) and return
    its folder; an existing game or words file is never written over."""
    new = names(name)
    folder = root / "games" / new[PACKAGE]
    words = root / "assets" / "i18n" / f"{new[PACKAGE]}.en.json"
    for path in (folder, words):
        if path.exists():
            raise FileExistsError(f"{path} exists already")
    for source in sorted(TEMPLATE.rglob("*.py")):
        target = folder / source.relative_to(TEMPLATE)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(fill(source.read_text(encoding="utf-8"), new), encoding="utf-8")
    words.parent.mkdir(parents=True, exist_ok=True)
    words.write_text(fill((TEMPLATE / WORDS).read_text(encoding="utf-8"), new), encoding="utf-8")
    return folder


def tidy(folder: Path) -> bool:
    """Sort the new game's imports and format it as the project's code is (ruff, with the
    project's settings): its names sort elsewhere than the template's. False: no ruff
    here (requirements-dev.txt installs it)."""
    if importlib.util.find_spec("ruff") is None:
        return False
    ruff = [sys.executable, "-m", "ruff"]
    settings = ["--config", str(ROOT / "pyproject.toml")]
    quiet = {"check": True, "capture_output": True}
    subprocess.run([*ruff, "check", *settings, "--fix", "--select", "I", str(folder)], **quiet)
    subprocess.run([*ruff, "format", *settings, str(folder)], **quiet)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name", help="the game's name, such as pair-up")
    parser.add_argument("--root", type=Path, default=ROOT, help="write under this folder")
    args = parser.parse_args(argv)
    try:
        folder = make_game(args.name, args.root)
    except (ValueError, OSError) as error:
        print(f"new_game: {error}", file=sys.stderr)
        return 2
    print(f"wrote {folder} and its English words; next: docs/architecture.md, Adding a game")
    if not tidy(folder):
        print("no ruff here: sort its imports with `ruff check --fix` before committing it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
