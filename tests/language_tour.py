"""Every scene of the app in one language, with every string shown as words recorded: the
tour the language tests judge (tests/test_languages.py)."""

from __future__ import annotations

import random
import string
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial

from engine import i18n
from engine.compositor.cache import CACHE
from engine.compositor.measuring import Measuring
from engine.drawing import judge, text
from engine.drawing.display import PIECE
from engine.game.setup import SeatPlan
from engine.shell.attract import AttractScene
from engine.shell.boot import make_app
from engine.shell.credits import CreditsScene
from engine.shell.event import machine_name
from engine.shell.event_settings import EventSettingsScene
from engine.shell.kept_game import ReplaceKeptScene
from engine.shell.keyboard import ENTER, SHIFT, KeyboardScene
from engine.shell.kiosk import StillPlayingScene
from engine.shell.menu import MenuScene
from engine.shell.pause import KeepScene, PauseScene
from engine.shell.phones_settings import PhonesScene
from engine.shell.pin_pad import PinSetScene
from engine.shell.rules_page import RulesPage
from engine.shell.settings_scene import ClearTodayScene, SettingsScene
from engine.shell.setup_scene import SetupScene
from engine.shell.starting import bot_setup, game_scene, party_setup
from engine.shell.table_settings import TableSettingsScene
from engine.storage.hub_link import BUSY, DISK, KEY, REFUSED, UNREACHABLE, LinkStatus
from engine.storage.pin import hash_pin
from engine.storage.saves import SavedGame
from games.core.registry import all_games
from tests.fingers import frames, run_until, tap

SIZE = (1280, 720)
SHELL = ("dialog", "scene menu", "scene setup")  # the shell's screens (the games: the audit)
TOUR_PIN = "2468"
TABLE_NAME = "Stand A"  # what the tour types as the table's name for an event's hub
# Names, not words: the keyboard's keys, the table's name typed on it (with the caret at
# its end) and the machine's, which the event's page shows until one is typed.
TYPED = frozenset({*string.ascii_letters, TABLE_NAME, f"{TABLE_NAME}|", machine_name()})
PLAYABLE = [spec for spec in all_games() if spec.available]


@dataclass
class Drawn:
    """What a tour drew: every string with the largest size it was drawn at, and for each
    line of a wrapped or shortened text the whole texts it came from; and, by the scene
    that drew it (`scene`, set while a scene paints), each string at the smallest size it
    was drawn at and each text cut short with "…"."""

    sizes: dict[str, int] = field(default_factory=dict)
    parts: dict[str, set[str]] = field(default_factory=dict)
    smallest: dict[tuple[str, str], int] = field(default_factory=dict)
    cut: set[tuple[str, str]] = field(default_factory=set)
    small: dict[tuple[str, str], int] = field(default_factory=dict)
    scene: str = ""

    def record(self, label: str, size: int) -> None:
        self.sizes[label] = max(size, self.sizes.get(label, 0))
        where = (self.scene, label)
        self.smallest[where] = min(size, self.smallest.get(where, size))

    def part(self, piece: str, whole: str) -> None:
        self.parts.setdefault(piece, set()).add(whole)
        if piece.endswith("…") and not whole.endswith(piece):  # cut short, not wrapped
            self.cut.add((self.scene, whole))

    def watch(self, scenes) -> None:
        """Name the scene painting while each scene `scenes` shows from now on paints."""
        for name in ("push", "replace", "reset"):
            given = getattr(scenes, name)
            setattr(scenes, name, partial(self._pushed, given))
        for scene in scenes.stack:
            self._named(scene)

    def judge(self, app) -> None:
        """After each frame `app` draws, the words below the floor in what each scene
        showed, as the layout audit judges them (a picture's words noted as it was
        painted: a menu tile's title)."""
        draw = app.draw

        def drawing(frame) -> None:
            draw(frame)
            self._judged(app)

        app.draw = drawing

    def _judged(self, app) -> None:
        frame, floor = app.shown, judge.floor_px(app.size)
        pictures = app.compositor.pictures

        def words_in(sprite) -> int:
            return pictures.smallest_words(sprite.image)

        for scene in app.scenes.shown():
            if not _kind(scene).startswith(SHELL):
                continue
            start, end = frame.parts.get(id(scene), (0, 0))
            for mark in judge.marks_of(frame.items[start:end], words_in):
                if mark.kind != PIECE and 0 < mark.text_px < floor:  # as the audit judges
                    where = (_kind(scene), mark.what)
                    self.small[where] = min(mark.text_px, self.small.get(where, floor))

    def _pushed(self, given, scene, *args, **kwargs) -> None:
        self._named(scene)
        given(scene, *args, **kwargs)

    def _named(self, scene) -> None:
        paint, kind = scene.paint, _kind(scene)

        def painting(frame, alpha) -> None:
            outer, self.scene = self.scene, kind
            try:
                paint(frame, alpha)
            finally:
                self.scene = outer

        scene.paint = painting


def _kind(scene) -> str:
    """ "dialog pause", "scene menu": a scene as the tour's findings name it."""
    return f"{'dialog' if scene.overlay else 'scene'} {scene.name}"


@contextmanager
def recording() -> Iterator[Drawn]:
    """Every string shown while the block runs; lines of wrapped or shortened strings are
    traced too, so a line of a long sentence can be traced to the sentence."""
    drawn = Drawn()
    CACHE.clear()  # a picture kept in another language would hide its words
    text.TEXT_RECORDERS.append(drawn.record)
    text.PART_RECORDERS.append(drawn.part)
    try:
        yield drawn
    finally:
        text.TEXT_RECORDERS.remove(drawn.record)
        text.PART_RECORDERS.remove(drawn.part)


def show(app, scene, count: int = 3) -> None:
    """Push `scene`, draw it for `count` frames and take it off again."""
    app.scenes.push(scene)
    frames(app, count)
    app.scenes.pop()
    frames(app, 1)


def shell_tour(app) -> None:
    """The menu (grown-ups and party), settings (its phones page too) and its confirmation,
    credits, attract mode, the kiosk's PIN pad (a wrong PIN, then the right one) and
    operator card."""
    frames(app, 3)
    show(app, MenuScene(app, kids=True))
    show(app, SettingsScene(app))
    show(app, TableSettingsScene(app))
    show(app, PhonesScene(app))
    event_tour(app)
    show(app, ClearTodayScene(app))
    show(app, CreditsScene(app))
    show(app, AttractScene(app, seed=1), 120)
    pin_tour(app)
    for notice in ("settings.fixed", "kiosk.pin_invalid", "history.newer"):
        app.settings.notices.append(notice)
        show(app, MenuScene(app))  # a notice a menu says once


class _Link:
    """What Settings → Event reads of a link to a hub, in one state (for its words)."""

    url, name = "http://192.168.1.20:8780", TABLE_NAME

    def __init__(self, status: LinkStatus) -> None:
        self._shown = status

    def status(self) -> LinkStatus:
        return self._shown

    def report(self, _report) -> None:
        pass


def event_tour(app) -> None:
    """Settings → Event: off, refused for want of an address, each state a link can say,
    and the keyboard with each refusal it can show."""
    scene = EventSettingsScene(app)
    app.scenes.push(scene)
    frames(app, 2)
    scene.toggle()  # no address or key yet: it says so
    frames(app, 2)
    s = app.settings
    s.hub_url, s.hub_key, s.hub_name = _Link.url, "fete-2026!", _Link.name
    problems = (UNREACHABLE, BUSY, KEY, REFUSED, DISK)
    for status in (
        LinkStatus(),
        LinkStatus(sent=12, heard_at=1.0),
        LinkStatus(waiting=1),
        LinkStatus(waiting=3),
        *(LinkStatus(waiting=2, problem=problem) for problem in problems),
    ):
        app.hub = _Link(status)
        scene.resize(app.size)
        frames(app, 2)
    show(app, SettingsScene(app))  # its Event button, reporting
    app.hub = None
    app.scenes.pop()
    for title, refusal, extra in (
        ("event.hub", "event.bad_address", "_@"),
        ("event.key", "event.bad_key", "_@"),
        ("event.name", "event.bad_name", " "),
    ):
        keyboard = KeyboardScene(
            app, i18n.tr(title), "Stand A", lambda _t, r=refusal: i18n.tr(r), extra
        )
        app.scenes.push(keyboard)
        frames(app, 2)
        keyboard.press(SHIFT)
        keyboard.press(ENTER)  # refused, and said
        frames(app, 2)
        app.scenes.pop()
    frames(app, 1)


def pin_tour(app) -> None:
    """The PIN pad: a wrong PIN, the wait after too many, the right one and the operator
    card; choosing a PIN (why, too short, typed again, not the same) and the kiosk's
    settings, where the operator changes it."""
    app.settings.kiosk_pin_hash = hash_pin(TOUR_PIN)
    app.supervisor.open_pin()
    frames(app, 2)
    pin = app.scenes.top
    pin.refuse(i18n.tr("kiosk.wrong"))
    frames(app, 2)
    pin.tries.until = app.now + 75
    frames(app, 2)
    pin.tries.reset()
    pin.entered = TOUR_PIN
    pin.submit()
    assert run_until(app, lambda: app.scenes.top.name == "operator", 600)
    frames(app, 3)
    app.scenes.pop()
    for reason in ("kiosk.pin_none", "kiosk.pin_invalid"):
        chooser = PinSetScene(app, reason, required=True)
        app.scenes.push(chooser)
        frames(app, 2)
        for typed in ("12", "1234", "4321"):
            chooser.entered = typed
            chooser.submit()
            frames(app, 2)
        app.scenes.pop()
    app.kiosk = True
    show(app, SettingsScene(app))
    app.kiosk = False
    frames(app, 1)


def people_tour(app, spec, kids: bool) -> None:
    """The setup, then a game with a person at seat 0 (their prompts and hints) played
    for a while, its pause card, the keep question, the question a new game asks about it
    once kept, and every how-to page; for grown-ups, the setup's rules page with each
    preset (where some options are refused, with their reasons)."""
    setup = SetupScene(app, spec, kids)
    show(app, setup)
    if not kids:
        for preset in spec.presets:
            setup.rules.choose_preset(preset)
            show(app, RulesPage(app, setup.rules, lambda: None, setup.seat_label), 2)
    if kids:
        setup = party_setup(spec, None, seed=3)
        setup.seats[1:] = [SeatPlan("bot", "child") for _ in setup.seats[1:]]
    else:
        setup = bot_setup(spec, None, 3, next(iter(spec.presets)))
        setup.seats[0] = SeatPlan()
    scene = game_scene(app, setup)
    scene.persist = False
    app.scenes.push(scene)
    frames(app, 300)  # two game minutes: longer showed no other words in any language
    if spec is PLAYABLE[0] and not kids:
        saving_tour(app, scene)
    keep = KeepScene(app, scene)
    app.scenes.push(keep)
    frames(app, 2)
    keep.discard()  # armed: "Tap again to throw it away"
    frames(app, 2)
    app.scenes.pop()
    kept = SavedGame(scene.record, scene.state, scene.save_extra(), time.time())
    show(app, ReplaceKeptScene(app, kept, spec, lambda: None, kids))
    show(app, StillPlayingScene(app, scene))
    pause = PauseScene(app, scene)
    app.scenes.push(pause)
    frames(app, 2)
    pause.howto()
    frames(app, 1)
    howto = app.scenes.top
    for _ in howto.pages:
        frames(app, 2)
        howto.next()
    app.scenes.pop()  # the how-to
    app.scenes.pop()  # the pause
    app.scenes.pop()  # the game
    frames(app, 1)


SAVING = ("saving.stopped.full", "saving.stopped.read_only", "saving.stopped.broken")


def saving_tour(app, scene) -> None:
    """What the table says, to every side, when saving stops and when it is back."""
    for key in (*SAVING, "saving.again"):
        scene.reactions.summary("💾", i18n.tr(key), app.now)
        assert run_until(app, lambda k=key: _card_shown(scene, i18n.tr(k)), 1200)
    frames(app, 200)


def _card_shown(scene, text: str) -> bool:
    told = scene.reactions.told.current
    return told is not None and told.text == text and told.showing(scene.app.now + 1)


def results_tour(app, spec, seed: int, kids: bool) -> None:
    """A game to its results with two seats' memory review pages open: computer players,
    or in party mode children for whom computer players stand in (party pages: the first
    game only, as a game whose table waits for every child's "ready" would never end)."""
    setup = party_setup(spec, None, seed) if kids else bot_setup(spec, None, seed, "classic")
    scene = game_scene(app, setup)
    scene.persist = False
    for seat in setup.human_seats:
        scene.match.bots[seat] = spec.make_bot(seat, "sharp", random.Random(seat))
        scene.match.bots[seat].observe(scene.state.view(seat))
    app.scenes.push(scene)
    assert run_until(app, lambda: app.scenes.top.name == "results" or app.errors, 20_000)
    results = app.scenes.top
    frames(app, 240)
    for brain in results.brains[:2]:
        tap(app, brain.frame.to_screen(brain.center))
    frames(app, 240)
    app.scenes.pop()
    frames(app, 1)


def tour(lang: str, games=PLAYABLE) -> Drawn:
    """Every string drawn in `lang` across the shell and `games`, with its largest size."""
    i18n.set_language(lang)
    try:
        with recording() as drawn:
            app = make_app(SIZE, headless=True, speed=24, lang=lang)
            app.options.heap = False  # as `tests.fingers.new_app`'s
            app.compositor = Measuring()
            app.compositor.fit_screen(app.size)
            drawn.watch(app.scenes)
            drawn.judge(app)
            app.scenes.push(app.home())
            app.clock.max_steps = 64
            shell_tour(app)
            for index, spec in enumerate(games):
                people_tour(app, spec, kids=False)
                people_tour(app, spec, kids=True)
                results_tour(app, spec, random.Random(index).randrange(100), kids=index == 0)
            assert app.errors == [], app.errors
        return drawn
    finally:
        i18n.set_language("en")
