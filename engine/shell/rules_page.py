"""The setup's rules page: under the presets (the one-tap starting points), every option of
the game as a tile with its picture and a few words, switched by touch. A tile the rules
will not switch now (a hand cap in the classic game: ruling MR-R6) is shown greyed with the
reason, and a tap on it shakes it. The player count on the setup follows each choice.

A toggle or a choice switches with a tap on its tile; a number steps with its − and +;
who starts cycles with a tap (the rule book's way, at random, a seat) and any seat can be
tapped at once on its coloured token."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine.drawing import anim, theme
from engine.drawing.display import CARD, TARGET, WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded, token
from engine.drawing.images import text as words
from engine.drawing.panels import panel_type
from engine.drawing.text import ellipsize, fit_size, measure, type_size, wrap
from engine.drawing.widgets import Button
from engine.i18n import game_title, tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.dialogs import card, card_width, dim, stretch
from engine.shell.house_rules import HouseRules
from engine.shell.player_counts import count_span, player_words
from engine.words.options import about, option_name, reason, rules_line, value_words
from games.core.options import Option

COLUMNS = 3
TILE_H = 185.0  # layout units: a tile's height (its width shares the card's)
STARTER_H = 130.0
PRESET_ROW = 96.0  # layout units from a row of presets to the next (the tiles move down as far)
DONE_ROOM = 160.0  # layout units under the tiles: the Done button and the card's margin
CORNER = (260.0, 80.0)  # the Done button's size in the card's corner (no room under the tiles)
NOBODY = "—"  # who starts, where no seat does


@dataclass
class Tile:
    """One option on the page: where it lies, what it says, whether a tap may switch it."""

    option: Option
    rect: pygame.Rect
    value: str
    words: str  # a few words on the option, or why it cannot be switched now
    enabled: bool
    buttons: list[Button] = field(default_factory=list)  # − and +, or the seats' tokens
    shaken_at: float = -10.0


class RulesPage(Scene):
    overlay = True
    name = "rules"

    def __init__(self, app, rules: HouseRules, changed, seat_label) -> None:
        super().__init__(app)
        self.rules = rules
        self.changed = changed  # the setup lays itself out again after a change
        self.seat_label = seat_label  # a seat's colour, as the setup names it
        self.tiles: list[Tile] = []
        self.buttons: list[Button] = []
        self.heading_room = 0.0  # the heading's width: less where Done is in the corner
        self.heading_x = 0.0  # its middle: left of the middle where Done is in the corner
        self.lowered = 0.0  # how much lower the rules line is (a second row of presets)
        self.lowered_tiles = 0.0  # ... and the tiles (and a second line of the rules line)

    @property
    def spec(self):
        return self.rules.spec

    def enter(self) -> None:
        self.resize(self.app.size)

    def next_change(self, now: float) -> float:
        return math.inf  # the tiles wait for taps (a refused one's shake says itself)

    def idle_allowed(self) -> bool:
        return False

    # --- layout ------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.app.unit
        self.card_rect = pygame.Rect(0, 0, round(card_width(1300 * u, w * 0.92)), round(h * 0.9))
        self.card_rect.center = (w // 2, h // 2)
        self.heading_room = self.card_rect.width * 0.8
        self.heading_x = self.card_rect.centerx + 30 * u  # the heading's middle
        rows = len({button.center[1] for button in self._presets(u)})
        self.lowered = (rows - 1) * PRESET_ROW * u  # the tiles under a second row of presets
        lines, small = self._rules_said(u)  # ... and under the rules line's second line
        self.lowered_tiles = self.lowered + (len(lines) - 1) * small * 1.15
        self._lay_tiles(u)
        needed = self.tiles[-1].rect.bottom - self.card_rect.top + DONE_ROOM * u
        done_at = (self.card_rect.centerx, self.card_rect.bottom - 90 * u)
        if needed > self.card_rect.height:  # words grown taller: the card, up to the screen
            self.card_rect.height = round(min(h * 0.97, needed))
            self.card_rect.center = (w // 2, h // 2)
            self._lay_tiles(u)
            done_at = (self.card_rect.centerx, self.card_rect.bottom - 90 * u)
            if needed > self.card_rect.height:  # beside a short row of tiles, or in a corner
                done_at = self._free_spot(u) or self._corner(u)
        self.buttons = [*self._presets(u), self._done(done_at, u)]

    def _corner(self, u: float) -> tuple[float, float]:
        """The Done button's place in the card's top right corner (smaller: `CORNER`),
        beside the heading, which then keeps to the width left of it."""
        room = self.card_rect.width - (CORNER[0] + 80) * u  # left of the Done button
        self.heading_room = room - 68 * u  # the 📜 before it
        self.heading_x = self.card_rect.left + 30 * u + room / 2 + 34 * u
        return (self.card_rect.right - (CORNER[0] / 2 + 30) * u, self.card_rect.top + 60 * u)

    def _free_spot(self, u: float) -> tuple[float, float] | None:
        """The middle of the columns a short last row of options leaves empty, if the
        Done button fits there."""
        plain = [t for t in self.tiles if not t.option.seats]
        if not plain or len(plain) % COLUMNS == 0:
            return None
        last = plain[-1].rect
        free = pygame.Rect(last.right, last.top, self.card_rect.right - 40 * u - last.right, last.h)
        if free.w < 400 * u or free.h < 110 * u:
            return None
        return free.center

    def _presets(self, u: float) -> list[Button]:
        """The presets in a row, closer together where their words would be cut, in two
        rows where even then they would (bigger words on an upright tablet: the tiles
        start a row lower, `preset_rows`)."""
        y = self.card_rect.top + 150 * u
        names = list(self.spec.presets)
        wide = stretch(self.card_rect.width, 1300 * u)
        at = (self.card_rect.centerx, y)
        row = preset_row(self.rules, at, self.card_rect.width, wide, u)
        buttons = row(names, self.choose_preset, False)
        if any(button.cut() for button in buttons):  # closer together
            buttons = row(names, self.choose_preset, True)
        if len(names) > 2 and any(button.cut() for button in buttons):
            half = -(-len(names) // 2)
            lower = (at[0], y + PRESET_ROW * u)
            under = preset_row(self.rules, lower, self.card_rect.width, wide, u)
            buttons = row(names[:half], self.choose_preset, True)
            buttons += under(names[half:], self.choose_preset, True)
        return buttons

    def _done(self, at: tuple[float, float], u: float) -> Button:
        in_corner = self.heading_room < self.card_rect.width * 0.8
        return Button(
            tr("rules.done"),
            at,
            (CORNER[0] * u, CORNER[1] * u) if in_corner else (360 * u, 100 * u),
            self.close,
            colour=theme.GOOD,
            emoji="✅",
            unit=u,
        )

    def _lay_tiles(self, u: float) -> None:
        """The options in rows of three, who starts across the last row; a row as tall as
        the words of its tiles need (bigger words), its design's height at least."""
        pad, gap = 40 * u, 16 * u
        inner = self.card_rect.inflate(-2 * pad, 0)
        y = self.card_rect.top + 270 * u + self.lowered_tiles
        tile_w = (inner.width - gap * (COLUMNS - 1)) / COLUMNS
        self.tiles = []
        shown = [o for o in self.spec.choices if o.shown]
        plain = [o for o in shown if not o.seats]
        rows = [plain[i : i + COLUMNS] for i in range(0, len(plain), COLUMNS)]
        rows += [[o] for o in shown if o.seats]
        for row in rows:
            width = inner.width if row[0].seats else tile_w
            design = (STARTER_H if row[0].seats else TILE_H) * u
            drafts = [self._tile(o, pygame.Rect(0, 0, round(width), round(design)), u) for o in row]
            height = round(max(design, *(tile_height(t, u) for t in drafts)))
            for col, option in enumerate(row):
                x = inner.left + col * (tile_w + gap)
                self.tiles.append(
                    self._tile(option, pygame.Rect(round(x), round(y), round(width), height), u)
                )
            y += height + gap

    def _tile(self, option: Option, rect: pygame.Rect, u: float) -> Tile:
        value = self.rules.full()[option.name]
        why = self._why_not(option, value)
        said = value_words(option, value, self.seat_label)
        if why is not None and option.look == "seats":
            said = NOBODY  # the house deals alone: no seat starts
        blurb = reason(why) if why is not None else about(option, value)
        tile = Tile(option, rect, said, blurb, why is None)
        if option.look == "steps":
            tile.buttons = self._steps(option, value, rect, u)
        elif option.look == "seats" and tile.enabled:
            tile.buttons = self._seats(option, value, rect, u)
        return tile

    def _why_not(self, option: Option, value: Any):
        """The tie that keeps this option as it is, if every way to change it is refused."""
        others = [v for v in self._next_values(option, value) if v != value]
        refusals = [self.rules.blocked(option.name, v) for v in others]
        if others and all(refusals):
            return refusals[0]
        return None

    def _next_values(self, option: Option, value: Any) -> list[Any]:
        if option.look == "steps":
            return [option.step(value, -1), option.step(value, 1)]
        if option.look == "seats":
            return self.rules.starter_values()
        stops = list(option.values)
        at = stops.index(value) if value in stops else -1
        return [stops[(at + 1) % len(stops)]]

    def _steps(self, option: Option, value: Any, rect: pygame.Rect, u: float) -> list[Button]:
        side = min(rect.height * 0.42, 76 * u)
        x = rect.right - side * 0.65
        return [
            Button(
                "",
                (x, rect.centery + dy * side * 0.58),
                (side, side),
                lambda by=by: self.step(option, by),
                emoji=emoji,
                enabled=option.step(value, by) != value
                and self.rules.blocked(option.name, option.step(value, by)) is None,
                unit=u,
            )
            for by, emoji, dy in ((1, "➕", -1), (-1, "➖", 1))
        ]

    def _seats(self, option: Option, value: Any, rect: pygame.Rect, u: float) -> list[Button]:
        """A token per seat, in its colour: a tap makes that seat start."""
        side = min(rect.height * 0.55, 72 * u)
        count = self.rules.players
        right = rect.right - 16 * u
        return [
            Button(
                str(seat + 1),
                (right - (count - seat - 0.5) * side * 1.12, rect.top + rect.height * 0.66),
                (side, side),
                lambda s=seat: self.set(option, s),
                colour=theme.SEAT_STYLES[seat].colour,
                selected=value == seat,
                text_role="small",
                unit=u,
            )
            for seat in range(count)
        ]

    # --- touches -------------------------------------------------------------------------------
    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind != "tap":
            return
        pos = gesture.pos
        for tile in self.tiles:
            if any(b.tap(pos) for b in tile.buttons):
                return
        if any(b.tap(pos) for b in self.buttons):
            return
        tile = next((t for t in self.tiles if t.rect.collidepoint(pos)), None)
        if tile is not None and not tile.enabled:
            self._after(False, tile)  # refused: it shakes, its words say why
        elif tile is not None and tile.option.look != "steps":
            self.switch(tile)

    def switch(self, tile: Tile) -> None:
        """A tap on a tile: the next value, or a shake where the rules refuse."""
        option = tile.option
        if option.look == "seats":
            done = tile.enabled and self.rules.next_starter()
        else:
            value = self.rules.full()[option.name]
            done = tile.enabled and self.rules.set(option.name, self._next_values(option, value)[0])
        self._after(done, tile)

    def step(self, option: Option, by: int) -> None:
        value = self.rules.full()[option.name]
        self._after(self.rules.set(option.name, option.step(value, by)), None)

    def set(self, option: Option, value: Any) -> None:
        self._after(self.rules.set(option.name, value), None)

    def choose_preset(self, name: str) -> None:
        self.rules.choose_preset(name)
        self._after(True, None)

    def _after(self, done: bool, tile: Tile | None) -> None:
        if not done:
            if tile is not None:
                tile.shaken_at = time.monotonic()
            self.app.sounds.play("shake")
            return
        self.app.sounds.play("tap")
        self.changed()
        self.resize(self.app.size)

    def close(self) -> None:
        self.app.scenes.pop()

    def back(self) -> None:
        self.close()

    # --- painting ------------------------------------------------------------------------------
    def paint(self, frame: DisplayList, alpha: float) -> None:
        dim(frame)
        u = self.app.unit
        frame.sprite(card(self.card_rect.size, u), self.card_rect.center, still=True)
        self._paint_heading(frame, u)
        for tile in self.tiles:
            self._paint_tile(frame, tile, u)
        for button in self.buttons:
            button.paint(frame)

    def _paint_heading(self, frame: DisplayList, u: float) -> None:
        cx, top = self.card_rect.centerx, self.card_rect.top
        title = f"{tr('rules.title')} · {game_title(self.spec.id, self.spec.title)}"
        size = fit_size(title, type_size("heading", u), self.heading_room)
        heading = words(title, size, theme.INK)
        at = (self.heading_x, top + 60 * u)
        frame.sprite(heading, at, kind=WORDS, still=True, text_px=size, what="rules title")
        art = picture("📜", round(56 * u))
        art_x = self.heading_x - heading.size[0] / 2 - 40 * u
        frame.sprite(art, (art_x, top + 60 * u), still=True)
        lines, small = self._rules_said(u)
        for number, line in enumerate(lines):
            said = words(ellipsize(line, small, self.card_rect.width * 0.9), small, theme.INK_SOFT)
            at = (cx, top + 222 * u + self.lowered + number * small * 1.15)
            frame.sprite(said, at, kind=WORDS, still=True, text_px=small, what="rules line")

    def _rules_said(self, u: float) -> tuple[list[str], int]:
        """How the table plays and for how many, on one line, or on two where one would
        cut it (the tiles start lower: `resize`), and its type size."""
        line = f"{rules_line(self.spec, self.rules.options(), self.seat_label)} · "
        line += player_words(self.rules.counts())
        small = max(panel_type(u).label, type_size("small", u))
        room = self.card_rect.width * 0.9
        if measure(line, small)[0] <= room:
            return [line], small
        first, *rest = wrap(line, small, room)
        return [first, " ".join(rest)] if rest else [first], small  # a third: cut short

    def _paint_tile(self, frame: DisplayList, tile: Tile, u: float) -> None:
        """The tile, shaking a moment after a refused tap; a touch target (a tap switches
        it) but for a number's, which only its − and + step."""
        age = time.monotonic() - tile.shaken_at
        shake = anim.shake_offset(age, amplitude=8 * u)
        if anim.shaking(age):
            frame.moving()
        kind = CARD if tile.buttons else TARGET  # a tile's own buttons lie on it
        frame.sprite(
            tile_image(tile, u),
            (tile.rect.x + shake, tile.rect.y),
            anchor="topleft",
            kind=kind,
            still=shake == 0.0,
            text_px=panel_type(u).label,
            what=f"option {tile.option.name}",
            rests_at=tile.rect.topleft,
        )
        for button in tile.buttons:
            button.paint(frame)
        if tile.option.look == "seats":  # each seat's shape too: colour is never the only cue
            for seat, button in enumerate(tile.buttons):
                style, rect = theme.SEAT_STYLES[seat], button.screen_rect()
                mark = token(style.shape, style.colour, round(rect.height * 0.55))
                at = (rect.right - rect.height * 0.12, rect.top + rect.height * 0.12)
                frame.sprite(mark, at, still=True, what=f"starting seat {seat + 1}'s token")


@dataclass
class TileWords:
    """Where a tile's words go: its name's and value's rows (each line with its left
    edge), where the few words on it start, and those words' lines."""

    rows: list[tuple[Image, float]]
    marked: Image  # the line the option's picture goes beside
    art: int  # the picture's size
    top: float
    lines: list[str]


def tile_words(tile: Tile, u: float) -> TileWords:
    """The words of `tile` laid out for its width (the height they need: `tile_height`)."""
    w, h = tile.rect.size
    colour = theme.TABLE_LIGHT if tile.enabled else theme.BUTTON_DISABLED
    ink = theme.readable_ink(colour)
    steps = tile.option.look == "steps"
    floor = panel_type(u).label
    name_size = max(floor, type_size("small", u))
    art_w = round(measure("Ag", name_size)[1] * 1.25)
    beside_steps = min(h * 0.5, TILE_H * u * 0.5)  # the − and + keep their size
    pad, right = 14 * u, w - (beside_steps if tile.buttons and steps else 16 * u)
    left = pad + art_w + 8 * u
    value_size = max(floor, fit_size(tile.value, type_size("body", u), right - pad))
    name = option_name(tile.option)
    beside = measure(name, name_size)[0] <= right - left  # else beside the value, if it fits
    beside = beside or measure(tile.value, value_size)[0] > right - left
    name_x, value_x = (left, pad) if beside else (pad, left)
    name_lines = wrap(name, name_size, right - name_x)
    rows = [
        *((words(line, name_size, ink), name_x) for line in name_lines),
        *(
            (words(line, value_size, ink), value_x)
            for line in wrap(tile.value, value_size, right - value_x)
        ),
    ]
    marked = rows[0 if beside else len(name_lines)][0]
    seats = tile.option.look == "seats"
    tokens = len(tile.buttons) * min(h * 0.55, 72 * u) * 1.12 + 32 * u  # the seats' row
    room = w - 28 * u - (beside_steps if steps else 0)
    room = max(w * 0.45, room - tokens) if seats else room
    top = 14 * u + sum(line.size[1] for line, _ in rows)
    return TileWords(rows, marked, art_w, top, wrap(tile.words, floor, room))


def tile_height(tile: Tile, u: float) -> float:
    """The height `tile`'s words need at its width."""
    laid = tile_words(tile, u)
    return laid.top + len(laid.lines) * panel_type(u).label * 1.15 + 10 * u


def preset_row(rules: HouseRules, at, card_width: float, wide: float, u: float):
    """A row of preset buttons centred `at` on a card `card_width` wide (the setup's and
    the rules page's): called with the presets' names, what a tap does and whether
    `tight` (closer together and wider, each its name alone, where their words would be
    cut otherwise)."""

    def row(names: list[str], choose, tight: bool) -> list[Button]:
        share, spacing = (0.97, 1.02) if tight else (0.9, 1.08)

        def label(name: str) -> str:  # tight: the name alone (the count row says the count)
            said = tr(f"preset.{name}")
            return said if tight else f"{said} · {count_span(rules.counts(name))}"

        pw = min(300 * u * wide, card_width * share / max(1, len(names)))
        return [
            Button(
                label(name),
                (at[0] + (i - (len(names) - 1) / 2) * pw * spacing, at[1]),
                (pw, 76 * u),
                lambda n=name: choose(n),
                colour=theme.TABLE_LIGHT,
                selected=not rules.changes and name == rules.preset,
                text_role="small",
                unit=u,
            ).grown()
            for i, name in enumerate(names)
        ]

    return row


def tile_image(tile: Tile, u: float) -> Image:
    """An option's tile, upright: its picture and name, its value, and a few words on it
    (or why it cannot be switched now), greyed when it cannot. The picture is as tall as
    the name's line, so the name and the value have the tile's width (never cut); the
    page makes the tile as tall as its words (`tile_height`), and a line that would
    still not fit is cut short with … rather than dropped unsaid."""
    w, h = tile.rect.size
    colour = theme.TABLE_LIGHT if tile.enabled else theme.BUTTON_DISABLED
    base = rounded((w, h), colour, round(18 * u), theme.lighten(colour, 0.3), 2)
    ink = theme.readable_ink(colour)
    floor = panel_type(u).label
    laid = tile_words(tile, u)
    rows, marked, top, pad = laid.rows, laid.marked, laid.top, 14 * u
    art = picture(tile.option.picture, laid.art)
    fits = max(1, int((h - top) // (floor * 1.15)))
    said = laid.lines[:fits]
    if len(laid.lines) > fits:
        said[-1] = ellipsize(f"{said[-1]} {laid.lines[fits]}", floor, w - 2 * pad)
    lines = [words(line, floor, ink) for line in said]

    def make(raster: Raster) -> pygame.Surface:
        painted = plate_on(raster, base)
        y = 8 * u
        for line, x in rows:
            if line is marked:
                painted.blit(raster(art), raster(art).get_rect(midleft=(pad, y + line.size[1] / 2)))
            painted.blit(raster(line), (x, y))
            y += line.size[1]
        y = top
        for line in lines:
            painted.blit(raster(line), (pad, y))
            y += floor * 1.15
        return painted

    key = ("rules-tile", tile.option.key, tile.value, tile.words, tile.enabled, w, h, u)
    return Image(key, base.size, make)
