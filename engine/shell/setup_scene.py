"""Game setup: how many players, a person or a computer (and how good) at each seat, the
variant (a preset, one tap), who starts (the ⭐: a tap steps through the rule book's way,
at random and each seat, which wears the star) and the house rules (📜: every option on
a page of its own, engine/shell/rules_page.py). Every game opens the same way: one person
at the first seat and computer players at the others, each seat's colour and shape on its
button and on a map of the table where its panel will be, and a line saying what a tap on
a seat steps through (person, then the computer's levels). In party mode it is all big
pictures and nothing to read: the kids preset is fixed (no variant row), a tap on a seat
turns a child into a computer player and back, ➖ and ➕ take a seat away or add one."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.felt import felt
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.images import token
from engine.drawing.panels import panel_type
from engine.drawing.text import measure, type_size
from engine.drawing.widgets import Button
from engine.game.setup import GameSetup, SeatPlan
from engine.i18n import game_title, tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.avatars import AVATARS, PERSON, avatar_emoji
from engine.shell.dialogs import card, card_width, stretch
from engine.shell.house_rules import HouseRules
from engine.shell.howto import teach_first
from engine.shell.kept_game import ReplaceKeptScene
from engine.shell.player_counts import player_words, starting_preset
from engine.shell.rules_page import NOBODY, RulesPage, preset_row
from engine.shell.seat_cycle import COMPUTER, paint_cycle, seat_cycle
from engine.shell.setup_map import paint_map, table_map
from engine.shell.starting import scene_class
from engine.storage.saves import SavedGame
from engine.words.options import option_name, rules_line, value_words
from games.core.memory import MATCHED
from games.core.registry import GameSpec, OptionsError

TITLE_Y = 60  # layout units: the title's middle below the card's top


def first_seats(kids: bool) -> list[str]:
    """Every game's setup opens like this: a person at the first seat and computer players
    at the others (in party mode matched to the children), each changed by a tap."""
    return ["human"] + [MATCHED if kids else "casual"] * 7


@dataclass(frozen=True)
class Chosen:
    """What a game's setup card was left with (by Back or by Play): the same game's card
    opens with it again while the app runs (`App.remembered`), in the same mode."""

    players: int
    preset: str
    changes: dict[str, Any] = field(default_factory=dict)
    seat_kinds: tuple[str, ...] = ()
    avatars: tuple[str, ...] = ()


class SetupScene(Scene):
    name = "setup"

    def __init__(
        self, app, spec: GameSpec, kids: bool = False, kept: SavedGame | None = None
    ) -> None:
        super().__init__(app)
        self.spec = spec
        self.kids = kids
        self.kept = kept  # the game kept on the menu's Resume card, which Play would replace
        preset = starting_preset(spec, kids)
        counts = spec.player_counts(spec.options(preset))
        self.rules = HouseRules(spec, preset, next((n for n in counts if n >= 2), counts[-1]))
        self.seat_kinds = first_seats(kids)
        self.avatars = [a.id for a in AVATARS]  # a different animal at each seat to start
        chosen = app.remembered.get(self._chosen_key)
        if isinstance(chosen, Chosen):
            self.rules = HouseRules(spec, chosen.preset, chosen.players, dict(chosen.changes))
            self.seat_kinds, self.avatars = list(chosen.seat_kinds), list(chosen.avatars)
        self.buttons: list[Button] = []
        self.seat_spots: list[tuple[float, float]] = []  # each seat button's middle
        self.wide = 1.0  # how far the card's rows spread past their design (`stretch`)

    def enter(self) -> None:
        self.resize(self.app.size)

    @property
    def preset(self) -> str:
        return self.rules.preset

    @property
    def players(self) -> int:
        return self.rules.players

    def counts(self, preset: str | None = None) -> list[int]:
        """The numbers of players the rules allow with `preset`, or with the choices made."""
        return self.rules.counts(preset)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.app.unit * (1.15 if self.kids else 1.0)
        cx = w / 2
        self.card_rect = pygame.Rect(0, 0, card_width(1300 * u, w * 0.92), h * 0.9)
        self.card_rect.center = (w // 2, h // 2)
        wide = self.wide = stretch(self.card_rect.width, 1300 * u)
        top = self.card_rect.top + max(150 * u, self._title_bottom(u) + 48 * u)
        counts = self.counts()
        b = [
            Button(
                "",
                (cx + side * 190 * u * wide, top),
                (100 * u, 90 * u),
                lambda d=side: self.change_players(d),
                emoji=emoji,
                enabled=counts[0] < self.players if side < 0 else self.players < counts[-1],
                unit=u,
            )
            for side, emoji in ((-1, "➖"), (1, "➕"))
        ]
        self.players_center = (cx, top)
        # a card narrower than its design (a tablet held upright): the columns closer
        # together, and the map between the player count and the seats if it does not
        # fit beside the count; a card wider (bigger words, where the screen has the
        # width) spreads its rows as far as its words grew
        row_h = 72 * u
        half = self.card_rect.width / 2
        sx = min(1.0, (half / u - 2.2 * row_h / u - 10) / 460)
        sx = wide if sx > 0.98 else sx
        orientation = self.app.settings.orientation
        box = (190 * u, 120 * u)
        self.map = table_map(self.players, size, orientation, (cx + 510 * u, top), box)
        side_x = self.card_rect.right - 15 * u - self.map.rect.width / 2
        self.map = table_map(self.players, size, orientation, (side_x, top), box)
        below_title = self.card_rect.top + self._title_bottom(u) + 6 * u
        if self.map.rect.left < self._title_right(u) and self.map.rect.top < below_title:
            side_y = below_title + self.map.rect.height / 2  # a long title reaches over it
            self.map = table_map(self.players, size, orientation, (side_x, side_y), box)
        seat_top = top + 112 * u
        rows = 3  # the seat cycle's line under the fourth row of seats, however many there are
        right = self.map.rect.left >= self._count_words_end(u)
        if not right or self.map.rect.bottom > seat_top - row_h / 2 - 4 * u:  # then on the left
            small = (box[0] * 0.88, box[1] * 0.88)  # under the title, over the seats
            self.map = table_map(self.players, size, orientation, (0, 0), small)
            left_x = self.card_rect.left + 15 * u + self.map.rect.width / 2
            left_y = max(top, below_title + self.map.rect.height / 2)
            self.map = table_map(self.players, size, orientation, (left_x, left_y), small)
            clear = self.map.rect.bottom < seat_top - row_h / 2 - 4 * u  # of the seats' rows
            if self.map.rect.right > self._count_start(u) or not clear:
                self.map = table_map(self.players, size, orientation, (cx, top + 130 * u), box)
                seat_top += 150 * u
                rows = -(-self.players // 2) - 1  # the seat cycle under the seats there are
        # seats: two columns of seat buttons, each seat's token and a person's avatar on
        # the outer side
        outer = 460 * u * sx  # a button's outer end
        self.seat_spots = []
        self.token_spots: list[tuple[float, float]] = []
        for seat in range(self.players):
            side = -1 if seat % 2 == 0 else 1
            x, y = cx + side * 250 * u * sx, seat_top + seat // 2 * row_h * 1.1
            self.seat_spots.append((x - 210 * u * sx, y - row_h / 2))
            self.token_spots.append((cx + side * (outer + 38 * u), y))
            b.append(self._seat_button(seat, (x, y), (420 * u * sx, row_h), u, sx < 1))
            if self.seat_kinds[seat] == "human":
                avatar_at = (cx + side * (outer + 80 * u + row_h / 2), y)
                b.append(self._avatar_button(seat, avatar_at, row_h, u))
        self.cycle_y = seat_top + rows * row_h * 1.1 + row_h * 0.5 + 36 * u
        # presets (none to choose in party mode: the kids preset it is), and under them
        # who starts and the house rules
        preset_y = self.card_rect.bottom - (326 if not self.kids else 230) * u
        rules = [] if self.kids else self._rules_row(self.card_rect.bottom - 226 * u, u)
        if any(button.cut() for button in rules) and preset_y - 230 * u > self.cycle_y:
            rules = self._rules_row(self.card_rect.bottom - 226 * u, u, stacked=True)
            preset_y -= 96 * u  # a row each, the presets above them (an upright tablet)
        b += self._presets(preset_y, u) + rules
        b += back_and_play(
            (cx, self.card_rect.bottom - 100 * u), u, self.kids, self.back, self.start
        )
        self.buttons = b

    def _seat_button(self, seat: int, at, size, u: float, short: bool) -> Button:
        """Who plays `seat`: a person, or a computer and its level (the level alone
        beside the 🤖 where the card is narrow, or where the words would be cut)."""
        kind = self.seat_kinds[seat]

        def button(label: str) -> Button:
            return Button(
                label,
                at,
                size,
                lambda: self.cycle_seat(seat),
                colour=theme.SEAT_STYLES[seat].colour,
                emoji=PERSON if kind == "human" else COMPUTER,
                unit=u,
            )

        if self.kids:
            return button("")
        whole = button(self.kind_words(kind, short=short))
        return button(self.kind_words(kind, short=True)) if whole.cut() else whole

    def _presets(self, y: float, u: float) -> list[Button]:
        """A button per preset (none in party mode: the kids preset it is), in a row at
        `y`, or in two rows ending there where one would cut their labels and there is
        room under the seat cycle (an upright tablet), else closer together."""
        names = [] if self.kids else list(self.spec.presets)
        rules, width = self.rules, self.card_rect.width
        row = preset_row(rules, (self.card_rect.centerx, y), width, self.wide, u)
        buttons = row(names, self.choose_preset, False)
        if not any(button.cut() for button in buttons):
            return buttons
        if len(names) > 2 and y - 134 * u > self.cycle_y + 40 * u:
            half = -(-len(names) // 2)
            upper = preset_row(rules, (self.card_rect.centerx, y - 96 * u), width, self.wide, u)
            return upper(names[:half], self.choose_preset, False) + row(
                names[half:], self.choose_preset, False
            )
        return row(names, self.choose_preset, True)

    def _rules_row(self, y: float, u: float, stacked: bool = False) -> list[Button]:
        """Who starts (a tap: the next way) and the house rules (a tap: their page), side
        by side, or `stacked` across the card, who starts above."""
        width = min(560 * u * self.wide, self.card_rect.width * 0.44)
        cx, x, up = self.card_rect.centerx, width * 0.54, 0.0
        if stacked:
            width, x, up = self.card_rect.width * 0.9, 0.0, 96 * u
        look = {"colour": theme.TABLE_LIGHT, "text_role": "small", "unit": u}
        row = [
            Button(
                tr("rules.button", line=rules_line(self.spec, self._options_said())),
                (cx + x, y),
                (width, 76 * u),
                self.open_rules,
                emoji="📜",
                **look,
            ).grown()
        ]
        if (starter := self.rules.starter) is not None:
            free = self.rules.blocked("starter", starter.values[-1]) is None
            value = value_words(starter, self.rules.full()["starter"], self.seat_label)
            row.append(
                Button(
                    tr("rules.pair", name=option_name(starter), value=value if free else NOBODY),
                    (cx - x, y - up),
                    (width, 76 * u),
                    self.next_starter,
                    emoji="⭐",
                    enabled=free,
                    **look,
                ).grown()
            )
        return row

    def _options_said(self) -> dict[str, Any]:
        """The options the 📜 button sums up: who starts is the ⭐ button's to say."""
        options = self.rules.options()
        starter = self.rules.starter
        if starter is not None:
            as_preset = self.spec.options(self.preset)
            options.pop(starter.name, None)
            if starter.name in as_preset:
                options[starter.name] = as_preset[starter.name]
        return options

    def _title_right(self, u: float) -> float:
        """Where the game's title ends on the card, to the right."""
        name = game_title(self.spec.id, self.spec.title)
        width = measure(name, type_size("title", self.app.unit))[0]
        return self.card_rect.centerx + 45 * u + width / 2

    def _title_bottom(self, u: float) -> float:
        """How far below the card's top the game's title ends."""
        name = game_title(self.spec.id, self.spec.title)
        return TITLE_Y * u + measure(name, type_size("title", self.app.unit))[1] / 2

    def _count_start(self, u: float) -> float:
        """Where the player count's row begins on the card: the 👥 (party mode: ➖)."""
        if self.kids:
            return self.card_rect.centerx - 250 * u
        return self.card_rect.centerx - 190 * u * self.wide - 140 * u

    def _count_words_end(self, u: float) -> float:
        """Where the player count's words end on the card (party mode: the ➕ button)."""
        if self.kids:
            return self.card_rect.centerx + 250 * u
        size = max(panel_type(self.app.unit).label, type_size("small", u))
        x = self.card_rect.centerx + 190 * u * self.wide + 70 * u
        return x + measure(player_words(self.counts()), size)[0]

    def kind_words(self, kind: str, short: bool = False) -> str:
        """Who plays a seat, in words: a person, or a computer and its level (`short`: the
        level alone, beside the 🤖, on a narrow card)."""
        if kind == "human":
            return tr("setup.person")
        level = tr(f"level.{kind}")
        return level if short else tr("setup.computer", level=level)

    def seat_label(self, seat: int) -> str:
        """A seat as the setup shows it: by its colour."""
        return tr(f"seat.{theme.SEAT_STYLES[seat].name}")

    def open_rules(self) -> None:
        self.app.sounds.play("tap")
        page = RulesPage(self.app, self.rules, lambda: self.resize(self.app.size), self.seat_label)
        self.app.scenes.push(page)

    def next_starter(self) -> None:
        if self.rules.next_starter():
            self.app.sounds.play("tap")
        self.resize(self.app.size)

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
        self.rules.step_players(step)
        self.resize(self.app.size)

    def cycle_seat(self, seat: int) -> None:
        """The seat's next step: person, then the computer's levels (party mode: a child,
        then a computer matched to the children), then a person again."""
        cycle = seat_cycle(self.kids)
        self.seat_kinds[seat] = cycle[(cycle.index(self.seat_kinds[seat]) + 1) % len(cycle)]
        self.resize(self.app.size)

    def cycle_avatar(self, seat: int) -> None:
        ids = [a.id for a in AVATARS]
        self.avatars[seat] = ids[(ids.index(self.avatars[seat]) + 1) % len(ids)]
        self.resize(self.app.size)

    def choose_preset(self, name: str) -> None:
        """Another preset, as it is; the player count moves to the nearest one it allows."""
        self.rules.choose_preset(name)
        self.resize(self.app.size)

    def make_setup(self) -> GameSetup:
        seats = [
            SeatPlan("human", avatar=self.avatars[seat])
            if kind == "human"
            else SeatPlan("bot", kind)
            for seat, kind in enumerate(self.seat_kinds[: self.players])
        ]
        changes = dict(self.rules.changes)
        seed = random.randrange(1 << 30)
        return GameSetup(self.spec.id, self.players, seed, self.preset, changes, seats, self.kids)

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
        self.keep_choices()
        self.app.sounds.play("success")
        game = scene_class(self.spec)(self.app, setup)
        self.app.scenes.replace(game, fade=True)
        teach_first(self.app, game)

    def back(self) -> None:
        self.keep_choices()
        self.app.scenes.pop(fade=True)

    @property
    def _chosen_key(self) -> tuple[str, str, bool]:
        return ("setup", self.spec.id, self.kids)

    def keep_choices(self) -> None:
        """What this card holds now, for the next time the same game's card opens."""
        rules, kinds, avatars = self.rules, tuple(self.seat_kinds), tuple(self.avatars)
        chosen = Chosen(rules.players, rules.preset, dict(rules.changes), kinds, avatars)
        self.app.remembered[self._chosen_key] = chosen

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap":
            any(b.tap(gesture.pos) for b in self.buttons)

    def next_change(self, now: float) -> float:
        return math.inf  # the setup waits for taps

    def _paint_title(self, frame: DisplayList, u: float) -> None:
        """The game's picture and name at the top of the card; in party mode its picture
        alone, bigger: the children know the game by it."""
        tx, ty = self.card_rect.centerx, self.card_rect.top + TITLE_Y * u
        if self.kids:
            art = picture(self.spec.icon or "🎲", round(84 * u))
            frame.sprite(art, (tx, ty), still=True, what="title")
            return
        art = picture(self.spec.icon or "🎲", round(76 * u))
        name = game_title(self.spec.id, self.spec.title)
        size = type_size("title", self.app.unit)
        title = words(name, size, theme.INK)
        frame.sprite(title, (tx + 45 * u, ty), kind=WORDS, still=True, text_px=size, what="title")
        frame.sprite(art, (tx - title.size[0] / 2 - 20 * u, ty), still=True)

    def paint(self, frame: DisplayList, alpha: float) -> None:
        frame.sprite(felt(self.app.size), (0, 0), anchor="topleft", still=True)
        u = self.app.unit * (1.15 if self.kids else 1.0)
        frame.sprite(card(self.card_rect.size, self.app.unit), self.card_rect.center, still=True)
        self._paint_title(frame, u)
        size = type_size("title", u)
        people = words(str(self.players), size, theme.INK)
        frame.sprite(
            people, self.players_center, kind=WORDS, still=True, text_px=size, what="players"
        )
        if not self.kids:  # party mode: the number and ➖ ➕ say it
            allowed = player_words(self.counts())
            size = max(panel_type(self.app.unit).label, type_size("small", u))
            x, y = self.players_center
            frame.sprite(
                words(allowed, size, theme.INK_SOFT),
                (x + 190 * u * self.wide + 70 * u, y - measure(allowed, size)[1] / 2),
                anchor="topleft",
                kind=WORDS,
                still=True,
                text_px=size,
                what="player counts",
            )
        group = picture("👥", round(60 * u))
        group_x = self.players_center[0] - 190 * u * self.wide - 110 * u
        frame.sprite(group, (group_x, self.players_center[1]), still=True)
        for button in self.buttons:
            button.paint(frame)
        paint_map(frame, self.map, u)
        for seat, spot in enumerate(self.token_spots):
            style = theme.SEAT_STYLES[seat]
            mark = token(style.shape, style.colour, round(64 * u))
            frame.sprite(mark, spot, kind=WORDS, still=True, what=f"seat {seat + 1}'s token")
        paint_cycle(frame, self.card_rect, self.cycle_y, self.kids, (self.app.unit, u))
        self._paint_star(frame, u)

    def _paint_star(self, frame: DisplayList, u: float) -> None:
        """The ⭐ on the button of the seat that starts, when a seat was chosen."""
        seat = None if self.kids else self.rules.starting_seat()  # party mode: nothing to set
        if seat is not None and seat < len(self.seat_spots):
            star = picture("⭐", round(44 * u))
            frame.sprite(star, self.seat_spots[seat], still=True, what="who starts")


def back_and_play(
    at: tuple[float, float],
    u: float,
    kids: bool,
    back: Callable[[], None],
    play: Callable[[], None],
) -> list[Button]:
    """The card's ⬅️ Back and ▶️ Play along its foot (`at`: their row's middle); in party
    mode their pictures say it."""
    cx, y = at
    return [
        Button(
            "" if kids else tr("setup.back"),
            (cx - 260 * u, y),
            (300 * u, 96 * u),
            back,
            colour=theme.TABLE_RIM,
            emoji="⬅️",
            unit=u,
        ),
        Button(
            "" if kids else tr("setup.start"),
            (cx + 200 * u, y),
            (420 * u, 110 * u),
            play,
            colour=theme.GOOD,
            emoji="▶️",
            text_role="heading",
            unit=u,
        ),
    ]
