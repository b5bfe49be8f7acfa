"""Game setup: how many players, a person or a computer (and how good) at each seat, and
the variant. In party mode it is all big pictures and nothing to read or choose but the
number of players: the kids preset is fixed (no variant row) and everyone is a child."""

from __future__ import annotations

import random
from functools import partial

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.felt import felt
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.text import measure, type_size
from engine.drawing.widgets import Button
from engine.game.setup import GameSetup, SeatPlan
from engine.i18n import game_title, tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.avatars import AVATARS, avatar_emoji
from engine.shell.dialogs import card
from engine.shell.howto import teach_first
from engine.shell.kept_game import ReplaceKeptScene
from engine.shell.player_counts import count_span, player_words, starting_preset
from engine.shell.starting import scene_class
from engine.storage.saves import SavedGame
from games.core.memory import HUMAN_LEVELS
from games.core.registry import GameSpec, OptionsError

SEAT_CYCLE = ("human", *HUMAN_LEVELS)


class SetupScene(Scene):
    name = "setup"

    def __init__(
        self, app, spec: GameSpec, kids: bool = False, kept: SavedGame | None = None
    ) -> None:
        super().__init__(app)
        self.spec = spec
        self.kids = kids
        self.kept = kept  # the game kept on the menu's Resume card, which Play would replace
        self.preset = starting_preset(spec, kids)
        counts = self.counts()
        self.players = next((n for n in counts if n >= 2), counts[-1])
        self.seat_kinds = ["human"] + ["casual"] * 7 if not kids else ["human"] * 8
        self.avatars = [a.id for a in AVATARS]  # a different animal at each seat to start
        self.buttons: list[Button] = []

    def enter(self) -> None:
        self.resize(self.app.size)

    def counts(self, preset: str | None = None) -> list[int]:
        """The numbers of players the rules allow with `preset` (the chosen one)."""
        return self.spec.player_counts(self.spec.options(preset or self.preset))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.app.unit * (1.15 if self.kids else 1.0)
        cx = w / 2
        self.card_rect = pygame.Rect(0, 0, min(w * 0.92, 1300 * u), h * 0.9)
        self.card_rect.center = (w // 2, h // 2)
        top = self.card_rect.top + 150 * u
        counts = self.counts()
        b = [
            Button(
                "",
                (cx + side * 190 * u, top),
                (100 * u, 90 * u),
                lambda d=side: self.change_players(d),
                emoji=emoji,
                enabled=counts[0] < self.players if side < 0 else self.players < counts[-1],
                unit=u,
            )
            for side, emoji in ((-1, "➖"), (1, "➕"))
        ]
        self.players_center = (cx, top)
        # seats: two columns of seat buttons, a person's avatar on the outer side
        row_h = 84 * u
        seat_top = top + 120 * u
        for seat in range(self.players):
            col, row = seat % 2, seat // 2
            side = -1 if col == 0 else 1
            x = cx + side * 250 * u
            y = seat_top + row * row_h * 1.12
            kind = self.seat_kinds[seat]
            label = (
                tr("setup.person")
                if kind == "human"
                else tr("setup.computer", level=tr(f"level.{kind}"))
            )
            emoji = ("🧒" if self.kids else "🙂") if kind == "human" else "🤖"
            colour = theme.SEAT_STYLES[seat].colour
            b.append(
                Button(
                    label,
                    (x, y),
                    (460 * u, row_h),
                    lambda s=seat: self.cycle_seat(s),
                    colour=colour,
                    emoji=emoji,
                    unit=u,
                )
            )
            if kind == "human":
                b.append(self._avatar_button(seat, (cx + side * 545 * u, y), row_h, u))
        self.seat_tokens_top = seat_top
        # presets (none to choose in party mode: the kids preset it is)
        preset_y = self.card_rect.bottom - 230 * u
        names = [] if self.kids else list(self.spec.presets)
        pw = min(300 * u, self.card_rect.width * 0.9 / max(1, len(names)))
        for i, name in enumerate(names):
            x = cx + (i - (len(names) - 1) / 2) * pw * 1.08
            b.append(
                Button(
                    f"{tr(f'preset.{name}')} · {count_span(self.counts(name))}",
                    (x, preset_y),
                    (pw, 76 * u),
                    lambda n=name: self.choose_preset(n),
                    colour=theme.TABLE_LIGHT,
                    selected=name == self.preset,
                    text_role="small",
                    unit=u,
                )
            )
        start_y = self.card_rect.bottom - 100 * u
        b.append(
            Button(
                tr("setup.back"),
                (cx - 260 * u, start_y),
                (300 * u, 96 * u),
                self.back,
                colour=theme.TABLE_RIM,
                emoji="⬅️",
                unit=u,
            )
        )
        b.append(
            Button(
                tr("setup.start"),
                (cx + 200 * u, start_y),
                (420 * u, 110 * u),
                self.start,
                colour=theme.GOOD,
                emoji="▶️",
                text_role="heading",
                unit=u,
            )
        )
        self.buttons = b

    def _avatar_button(self, seat: int, center, size: float, u: float) -> Button:
        """A person's animal; a tap moves on to the next one."""
        return Button(
            "",
            center,
            (size, size),
            lambda: self.cycle_avatar(seat),
            colour=theme.TABLE_LIGHT,
            emoji=avatar_emoji(self.avatars[seat]),
            unit=u,
        )

    def change_players(self, step: int) -> None:
        """One allowed count up or down (Tamega's teams go 4, 6, 8)."""
        counts = self.counts()
        at = counts.index(self.players) if self.players in counts else 0
        self.players = counts[max(0, min(len(counts) - 1, at + step))]
        self.resize(self.app.size)

    def cycle_seat(self, seat: int) -> None:
        kind = self.seat_kinds[seat]
        self.seat_kinds[seat] = SEAT_CYCLE[(SEAT_CYCLE.index(kind) + 1) % len(SEAT_CYCLE)]
        self.resize(self.app.size)

    def cycle_avatar(self, seat: int) -> None:
        ids = [a.id for a in AVATARS]
        self.avatars[seat] = ids[(ids.index(self.avatars[seat]) + 1) % len(ids)]
        self.resize(self.app.size)

    def choose_preset(self, name: str) -> None:
        """Another preset; the player count moves to the nearest one it allows."""
        self.preset = name
        counts = self.counts()
        self.players = min(counts, key=lambda n: (abs(n - self.players), n))
        self.resize(self.app.size)

    def make_setup(self) -> GameSetup:
        seats = [
            SeatPlan("human", avatar=self.avatars[seat])
            if kind == "human"
            else SeatPlan("bot", kind)
            for seat, kind in enumerate(self.seat_kinds[: self.players])
        ]
        return GameSetup(
            self.spec.id, self.players, random.randrange(1 << 30), self.preset, {}, seats, self.kids
        )

    def start(self) -> None:
        """Play: the new game, or first the question whether to replace the kept one. The
        question faces the bottom edge, where this card faces and its Play was tapped."""
        setup = self.make_setup()
        try:
            self.spec.check_players(setup.players, setup.full_options())
        except OptionsError:
            self.app.sounds.play("shake")
            return
        if self.kept is None:
            self.begin(setup)
            return
        self.app.sounds.play("tap")
        start = partial(self.begin, setup)
        self.app.scenes.push(ReplaceKeptScene(self.app, self.kept, self.spec, start, self.kids))

    def begin(self, setup: GameSetup) -> None:
        """The new game in place of this card (its how-to first, the first time here)."""
        self.app.sounds.play("success")
        game = scene_class(self.spec)(self.app, setup)
        self.app.scenes.replace(game, fade=True)
        teach_first(self.app, game)

    def back(self) -> None:
        self.app.scenes.pop(fade=True)

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap":
            any(b.tap(gesture.pos) for b in self.buttons)

    def paint(self, frame: DisplayList, alpha: float) -> None:
        frame.sprite(felt(self.app.size), (0, 0), anchor="topleft", still=True)
        u = self.app.unit * (1.15 if self.kids else 1.0)
        frame.sprite(card(self.card_rect.size, self.app.unit), self.card_rect.center, still=True)
        art = picture(self.spec.icon or "🎲", round(76 * u))
        name = game_title(self.spec.id, self.spec.title)
        size = type_size("title", self.app.unit)
        title = words(name, size, theme.INK)
        tx = self.card_rect.centerx
        ty = self.card_rect.top + 60 * u
        frame.sprite(title, (tx + 45 * u, ty), kind=WORDS, still=True, text_px=size, what="title")
        frame.sprite(art, (tx - title.size[0] / 2 - 20 * u, ty), still=True)
        size = type_size("title", u)
        people = words(str(self.players), size, theme.INK)
        frame.sprite(
            people, self.players_center, kind=WORDS, still=True, text_px=size, what="players"
        )
        allowed = player_words(self.counts())
        size = type_size("small", u)
        x, y = self.players_center
        frame.sprite(
            words(allowed, size, theme.INK_SOFT),
            (x + 260 * u, y - measure(allowed, size)[1] / 2),
            anchor="topleft",
            kind=WORDS,
            still=True,
            text_px=size,
            what="player counts",
        )
        group = picture("👥", round(60 * u))
        frame.sprite(group, (self.players_center[0] - 300 * u, self.players_center[1]), still=True)
        for button in self.buttons:
            button.paint(frame)
