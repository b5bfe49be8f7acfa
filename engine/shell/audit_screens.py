"""The layout audit's walk through the shell's screens: the menu (with a kept game's Resume
card for each game and preset, and in party mode), the settings and their pages, credits,
and for each game its setup at every player count of every preset, its house rules page
for each preset (who starts a seat, where a seat may), the party setup, the pause card,
the keep question, the question a new game asks about a kept one, "still playing?", the
first how-to, every page of the how-to, and the results after a game (with no memory review
page open, and with every seat's open).

Each screen is shown for a few frames and every frame judged as the games' are
(`engine.drawing.judge`), with one more problem the shell must never have: words **cut**
short with "…" (a line of a wrapped text is traced to its text by `text.PART_RECORDERS`;
a picture's recipe runs again while someone listens, so a cut is heard in every frame
that shows it).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, partial
from typing import Any

from engine.compositor.cache import CACHE
from engine.compositor.measuring import Measuring
from engine.drawing import judge, text
from engine.game.setup import SeatPlan
from engine.shell.boot import make_app
from engine.storage.saves import SavedGame
from games.core.registry import GameSpec, all_games

FRAMES = 2  # frames each screen is judged in: its first shows it laid out and at rest


def said(orientation: str, table: tuple[str, ...], lang: str) -> str:
    """A case's settings as its label ends: " tablet bigger words fr"."""
    tablet = " tablet" if orientation == "tablet" else ""
    settings = "".join(f" {name.replace('_', ' ')}" for name in table)
    return tablet + settings + (f" {lang}" if lang != "en" else "")


def frame_marks(app) -> list[judge.Mark]:
    """What the last frame showed that the audit judges (the games' audit's too)."""
    pictures = app.compositor.pictures
    return judge.marks_of(app.shown.items, lambda sprite: pictures.smallest_words(sprite.image))


@dataclass(frozen=True)
class ScreensCase:
    """The shell's screens at a size, with the table's settings on, in a language."""

    size: tuple[int, int]
    orientation: str = "table"
    table: tuple[str, ...] = ()
    lang: str = "en"

    @property
    def label(self) -> str:
        return (
            f"screens {self.size[0]}x{self.size[1]}{said(self.orientation, self.table, self.lang)}"
        )


class _Judge:
    """What the frames of each screen showed wrong, by screen."""

    def __init__(self, app) -> None:
        self.app = app
        self.where = ""
        self.seen: Counter[judge.Finding] = Counter()
        self.kinds: Counter[str] = Counter()

    def heard(self, piece: str, whole: str) -> None:
        """A line of `whole`: cut short if it ends with "…" that `whole` does not."""
        if piece.endswith("…") and not whole.endswith(piece):
            self.seen[judge.Finding("cut", f"{self.where}: {whole!r}")] += 1

    def show(self, where: str, frames: int = FRAMES) -> None:
        """Judge the next `frames` frames as `where`'s."""
        self.where = where
        for _ in range(frames):
            self.app.frame(1 / 60, events=[])
            shown = frame_marks(self.app)
            self.kinds.update(m.kind for m in shown)
            found = judge.check(shown, self.app.size)
            self.seen.update({judge.Finding(f.problem, f"{where}: {f.detail}") for f in found})


SECTIONS = ("shell", "setups", "game pages", "results")  # the menus and dialogs, each
# game's setups and rules pages, the pages over a game, its results


def audit_screens(
    case: ScreensCase, only: list[str] | None = None, sections: tuple[str, ...] = SECTIONS
) -> dict[str, Any]:
    """Show every screen of `case` in `sections` (the setups and pages of `only`'s games,
    default all) and judge each frame; the report's shape is a game case's."""
    app = make_app(case.size, headless=True, lang=case.lang, orientation=case.orientation)
    app.compositor = Measuring()
    app.compositor.fit_screen(app.size)
    for name in case.table:
        setattr(app.settings, name, True)
    app.apply_table()
    seen = _Judge(app)
    CACHE.clear()  # a picture kept from another case would not be heard again
    text.PART_RECORDERS.append(seen.heard)
    try:
        app.scenes.push(app.home())
        for where, show in _screens(app, only, sections):
            seen.where = where  # what bringing it up says is its too
            show()
            seen.show(where)
            _back_to_menu(app)
    finally:
        text.PART_RECORDERS.remove(seen.heard)
    findings = [
        {"problem": f.problem, "detail": f.detail, "frames": n}
        for f, n in sorted(seen.seen.items(), key=lambda item: (item[0].problem, item[0].detail))
    ]
    kinds = dict(sorted(seen.kinds.items()))
    return {"case": case.label, "findings": findings, "marks": kinds, "errors": len(app.errors)}


def _back_to_menu(app) -> None:
    for _ in app.scenes.stack[1:]:
        app.scenes.pop()
    app.scenes.apply_pending()


Show = tuple[str, Callable[[], None]]


def _screens(app, only: list[str] | None, sections: tuple[str, ...]) -> Iterator[Show]:
    """Each screen as (its name in findings, what brings it up over the menu)."""
    games = [s for s in all_games() if s.available and (not only or s.id in only)]
    if "shell" in sections:
        yield from _shell(app, games)
    for spec in games:
        if "setups" in sections:
            yield from _setups(app, spec)
        if "game pages" in sections:
            yield from _game_pages(app, spec)
        if "results" in sections:
            yield from _results(app, spec)


def _push(app, scene) -> None:
    app.scenes.push(scene)
    app.scenes.apply_pending()


def _shell(app, games: list[GameSpec]) -> Iterator[Show]:
    from engine.shell.credits import CreditsScene
    from engine.shell.event_settings import EventSettingsScene
    from engine.shell.menu import MenuScene
    from engine.shell.phones_settings import PhonesScene
    from engine.shell.settings_scene import ClearTodayScene, SettingsScene
    from engine.shell.table_settings import TableSettingsScene

    yield "menu", lambda: None
    yield "party menu", lambda: _push(app, MenuScene(app, kids=True))
    for spec in games:
        for preset in spec.presets:
            where = f"menu, {spec.id} {preset} kept"
            yield where, lambda s=spec, p=preset: _push(app, _kept_menu(app, s, p))
        where = f"menu, {spec.id} kept with its house rules changed"
        yield where, lambda s=spec: _push(app, _kept_menu(app, s, "classic", _changed(s)))
    for name, scene in (
        ("settings", SettingsScene),
        ("table settings", TableSettingsScene),
        ("phones", PhonesScene),
        ("event settings", EventSettingsScene),
        ("clear today", ClearTodayScene),
        ("credits", CreditsScene),
    ):
        yield name, lambda s=scene: _push(app, s(app))


def _kept_menu(app, spec: GameSpec, preset: str, changes: dict[str, Any] | None = None):
    """The menu with a game of `spec` kept, with the most seats, a person at the first:
    its Resume card says the game, its seats and how it is played."""
    from engine.shell.menu import MenuScene

    menu = MenuScene(app)
    menu.saved = _kept(app, spec, preset, changes)
    return menu


def _changed(spec: GameSpec) -> dict[str, Any]:
    """Every house rule of the classic game that can be changed, changed (one after the
    other, each to its first other value the rules allow with the others): the longest
    "how it is played" a Resume card says."""
    changes: dict[str, Any] = {}
    for option in spec.choices:
        if option.seats:
            continue
        now = spec.options("classic", **changes).get(option.name, option.default)
        for value in (v for v in option.values if v != now):
            if spec.player_counts(spec.options("classic", **changes, **{option.name: value})):
                changes[option.name] = value
                break
    return changes


def _kept(app, spec: GameSpec, preset: str, changes: dict[str, Any] | None = None) -> SavedGame:
    from engine.shell.starting import bot_setup, game_scene

    counts = spec.player_counts(spec.options(preset, **(changes or {})))
    setup = bot_setup(spec, counts[-1], 1, preset, options=changes)
    setup.seats[0] = SeatPlan()
    scene = game_scene(app, setup)
    return SavedGame(scene.record, scene.state, scene.save_extra(), time.time())


def _setups(app, spec: GameSpec) -> Iterator[Show]:
    """The setup at every count of every preset, the rules page of each preset (and with a
    seat to start, where one may), and the party setup at its fewest and most seats."""
    from engine.shell.rules_page import RulesPage
    from engine.shell.setup_scene import SetupScene

    def setup(preset: str, players: int, kids: bool = False, rules: bool = False) -> None:
        scene = SetupScene(app, spec, kids)
        _push(app, scene)
        if not kids:
            scene.choose_preset(preset)
        scene.rules.set_players(players)
        if rules and scene.rules.starter is not None:  # the longest: a seat's name
            scene.rules.set("starter", players - 1)
        scene.resize(app.size)
        if rules:
            _push(app, RulesPage(app, scene.rules, lambda: None, scene.seat_label))

    for preset in spec.presets:
        counts = spec.player_counts(spec.options(preset))
        for players in counts:
            where = f"setup {spec.id} {preset} {players}p"
            yield where, lambda p=preset, n=players: setup(p, n)
        where = f"rules page {spec.id} {preset} {counts[-1]}p"
        yield where, lambda p=preset, n=counts[-1]: setup(p, n, rules=True)
        where = f"setup {spec.id} {preset} {counts[-1]}p, a seat starts"
        yield where, lambda p=preset, n=counts[-1]: setup(p, n, rules=True) or app.scenes.pop()
    kids = spec.player_counts(spec.options("kids" if "kids" in spec.presets else None))
    for players in sorted({kids[0], kids[-1]}):
        yield f"party setup {spec.id} {players}p", lambda n=players: setup("kids", n, kids=True)


def _game_pages(app, spec: GameSpec) -> Iterator[Show]:
    """Over a game with the most seats: the pause card, the keep question, "still
    playing?", the first how-to, each how-to page, and the question a new game asks about
    a kept one."""
    from engine.shell.howto import FirstHowTo
    from engine.shell.kept_game import ReplaceKeptScene
    from engine.shell.kiosk import StillPlayingScene
    from engine.shell.pause import KeepScene, PauseScene
    from engine.shell.starting import bot_setup, game_scene

    preset = next(iter(spec.presets))
    most = spec.player_counts(spec.options(preset))[-1]

    def game():
        setup = bot_setup(spec, most, 1, preset)
        setup.seats[0] = SeatPlan()
        scene = game_scene(app, setup)
        scene.persist = False
        _push(app, scene)
        return scene

    def howto(page: int) -> None:
        _push(app, PauseScene(app, game()))
        app.scenes.top.howto()
        app.scenes.apply_pending()
        for _ in range(page):
            app.scenes.top.next()

    yield f"pause {spec.id}", lambda: _push(app, PauseScene(app, game()))
    yield f"keep {spec.id}", lambda: _push(app, KeepScene(app, game()))
    yield f"still playing {spec.id}", lambda: _push(app, StillPlayingScene(app, game()))
    yield f"first how-to {spec.id}", lambda: _push(app, FirstHowTo(app, game()))
    kept = _kept(app, spec, preset)
    yield f"replace kept {spec.id}", lambda: _push(app, ReplaceKeptScene(app, kept, spec, _none))
    for page in range(_pages(app, spec, game)):
        yield f"how-to {spec.id} page {page + 1}", lambda p=page: howto(p)


def _results(app, spec: GameSpec) -> Iterator[Show]:
    """The results after a game of computers at the most seats: with no memory review
    page open (the boards), and with every seat's page opened (where they open one at a
    time, the last one's)."""
    ended = cache(partial(_finished, app, spec, next(iter(spec.presets))))

    def every_page() -> None:
        _push(app, app.results_scene(ended()))
        results = app.scenes.top
        for seat in range(len(results.brains)):
            results.toggle_page(seat)

    yield f"results {spec.id}", lambda: _push(app, app.results_scene(ended()))
    yield f"results {spec.id}, every page open", every_page


def _finished(app, spec: GameSpec, preset: str):
    """A game scene of `spec` with computers at its most seats brought to its end and
    never saved, its memory review worked out as a scene's is when it ends: what the
    results show."""
    from engine.review.ahead import ReviewAhead
    from engine.shell.starting import bot_setup, game_scene

    most = spec.player_counts(spec.options(preset))[-1]
    scene = game_scene(app, bot_setup(spec, most, 1, preset))
    scene.persist = False
    levels = tuple(plan.level for plan in scene.setup.seats)
    options = tuple(sorted(scene.record.options.items()))
    scene.match.replay(_played(spec.id, most, scene.setup.seed, options, levels))
    scene.match.finish()
    scene.review_ahead = ReviewAhead(scene.record)
    return scene


@cache
def _played(game: str, players: int, seed: int, options: tuple, levels: tuple) -> list:
    """The moves of a game of computers played to its end (as `simulate` plays it), once
    a run: each language's walk shows the same game."""
    from games.core.driver import play_game
    from games.core.registry import get_game

    return play_game(get_game(game), players, seed, dict(options), list(levels)).record.moves


def _pages(app, spec: GameSpec, game: Callable[[], Any]) -> int:
    """How many pages the how-to of `spec`'s game has."""
    from engine.shell.pause import PauseScene

    _push(app, PauseScene(app, game()))
    app.scenes.top.howto()
    app.scenes.apply_pending()
    count = len(app.scenes.top.pages)
    _back_to_menu(app)
    return count


def _none() -> None:
    """What a question's answer does here: nothing (the audit only looks)."""
