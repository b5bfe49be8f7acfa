"""Remake the screenshots in README.md and docs/ with `python main.py shot`.

Every picture in the documentation is listed here with the shot that makes it, so a change
to how the table looks is followed by `python tools/make_screens.py` (all of them) or
`python tools/make_screens.py NAME ...` (some), and the pictures never drift from the app.
Each shot runs in its own process with a temporary data folder, like any `shot`.
"""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "img"
HD, UHD = "1280x720", "3840x2160"


@dataclass(frozen=True)
class Screen:
    name: str  # docs/img/<name>.png
    game: str  # a game id, or "menu"
    size: str = "1920x1080"
    players: int = 0  # 0: the game's default
    seed: int = 3
    frames: int = 600
    extra: tuple[str, ...] = ()

    def command(self) -> list[str]:
        out = IMAGES / f"{self.name}.png"
        args = [sys.executable, str(ROOT / "main.py"), "shot", self.game, "--out", str(out)]
        args += ["--size", self.size, "--seed", str(self.seed), "--frames", str(self.frames)]
        if self.players:
            args += ["--players", str(self.players)]
        return args + list(self.extra)


def table(game: str, most: int, fewest: int = 2) -> tuple[Screen, ...]:
    """A game at 1280x720 with the fewest seats and at 3840x2160 with the most."""
    file = game.replace("-", "_")
    return (
        Screen(f"{file}-720p-{fewest}", game, HD, fewest, frames=900),
        Screen(f"{file}-4k-{most}", game, UHD, most, frames=900),
    )


SCREENS = (
    Screen("menu", "menu", HD, frames=30),
    Screen("menu-party", "menu", HD, frames=30, extra=("--party",)),
    Screen("memory-review", "devils-circle", HD, 2, extra=("--results",), frames=150),
    *table("devils-circle", 6),
    *table("fireball-court", 2),
    *table("memodixe", 6),
    *table("memorandum", 7, 3),
    *table("tamega", 8),
    # the moments each game's page shows (1920x1080; frames found by watching the banners)
    Screen("devils_circle-table", "devils-circle", players=4, frames=1320),
    Screen(
        "devils_circle-kids", "devils-circle", players=4, frames=900, extra=("--preset", "kids")
    ),
    Screen("devils_circle-party", "devils-circle", players=4, frames=400, extra=("--party",)),
    Screen("fireball_court-fireball", "fireball-court", players=2, frames=4640),
    Screen("fireball_court-round", "fireball-court", players=2, frames=5250),
    Screen(
        "fireball_court-tablet",
        "fireball-court",
        players=2,
        frames=900,
        extra=("--orientation", "tablet"),
    ),
    Screen("fireball_court-party", "fireball-court", players=2, frames=400, extra=("--party",)),
    Screen("memodixe-pair", "memodixe", players=4, frames=1310),
    Screen("memodixe-throw", "memodixe", players=4, frames=1420),
    Screen("memodixe-secret", "memodixe", players=4, seed=5, frames=1520),
    Screen("memodixe-party", "memodixe", players=4, frames=400, extra=("--party",)),
    Screen("memorandum-call", "memorandum", players=4, frames=700),
    Screen("memorandum-kids", "memorandum", players=3, frames=700, extra=("--preset", "kids")),
    Screen("memorandum-party", "memorandum", players=4, frames=400, extra=("--party",)),
    Screen("memorandum-reveal", "memorandum", players=4, frames=7600),
    Screen("tamega-2p", "tamega", players=2, frames=900),
    Screen("tamega-memorise", "tamega", players=2, frames=660),
    Screen("tamega-two-boards", "tamega", players=8, frames=900),
    Screen("tamega-party", "tamega", players=4, frames=400, extra=("--party",)),
    Screen(
        "tamega-party-howto",
        "tamega",
        players=8,
        frames=100,
        extra=("--party", "--screen", "howto"),
    ),
    # docs/phones.md: every seat's code on its panel (the phone pages: make_phone_pages.py)
    Screen("phones-seat-codes", "memorandum", players=4, frames=200, extra=("--phones",)),
)


def make(screen: Screen) -> str:
    done = subprocess.run(screen.command(), capture_output=True, text=True, cwd=ROOT)
    return done.stdout.strip() or done.stderr.strip().splitlines()[-1]


def main(names: list[str]) -> int:
    chosen = [s for s in SCREENS if not names or s.name in names]
    unknown = set(names) - {s.name for s in SCREENS}
    if unknown:
        print(f"unknown screen(s): {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    with ThreadPoolExecutor(max_workers=2) as pool:
        for line in pool.map(make, chosen):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
