"""The main menu: a tile for every registered game (its picture and colour from its spec,
in the catalog's order), readable from both long sides of the table, the
buttons for party mode, settings, credits and resuming a saved game, and a strip with
today's best memories under the tiles (nothing when there is none)."""

from __future__ import annotations

import math
from functools import partial

import pygame

from engine.drawing import theme
from engine.drawing.anim import shake_offset, shaking
from engine.drawing.display import TARGET, WORDS, DisplayList, Image, Raster
from engine.drawing.felt import felt
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.panels import panel_type
from engine.drawing.seats import Placement
from engine.drawing.text import ellipsize, fit_size, measure, type_size, wrap
from engine.drawing.widgets import Button
from engine.i18n import game_title, tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.player_counts import player_words, starting_preset
from engine.shell.resume_tile import ResumeCard, resume_card
from engine.shell.today import best_today, paint_best
from engine.storage.saves import SavedGame, load_save
from games.core.registry import GameSpec, all_games


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app, kids: bool = False) -> None:
        super().__init__(app)
        self.kids = kids
        self.specs: dict[str, GameSpec] = {spec.id: spec for spec in all_games()}
        self.tiles: list[tuple[str, pygame.Rect]] = []
        self.rows = 1  # of tiles: two on an upright screen (`resize`)
        self.lower = 0.0  # how far below the middle the tiles' middle is (`resize`)
        self.shaken: dict[str, float] = {}
        self.best = best_today(app)  # first: a damaged history's notice is shown below
        self.notice = " ".join(tr(key) for key in app.settings.notices)
        app.settings.notices.clear()
        self.saved = self._load_saved()

    def _load_saved(self) -> SavedGame | None:
        """The kept game, if it can be resumed; a damaged one is set aside and said so."""
        loaded = load_save()
        if isinstance(loaded, str):
            self.notice = f"{self.notice} {loaded}".strip()
            return None
        return loaded

    def enter(self) -> None:
        self.resize(self.app.size)

    def update(self, dt: float) -> None:
        """Say what comes to be known while the menu shows (today's history is read off
        the frame: a file it set aside is found after the menu opened)."""
        notices = self.app.settings.notices
        while notices:  # popped one by one: the history's thread may be adding one
            self.notice = f"{self.notice} {tr(notices.pop(0))}".strip()

    def next_change(self, now: float) -> float:
        """Nothing of the menu changes by itself (a notice or today's best read off the
        frame wakes the loop when it comes: `engine/shell/today.py`)."""
        return math.inf

    def resume(self) -> None:
        self.best = best_today(self.app)  # the operator may have cleared them
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.app.unit
        self.rows = 2 if h > w else 1  # an upright screen: the tiles in two rows
        # ... and the title with them in the middle, where nothing is said under them
        quiet = self.rows > 1 and not (self.best or self.notice)
        self.lower = self._title_above() if quiet else 0.0
        columns = -(-len(self.specs) // self.rows)
        tile_w = min(330 * u, (w - 24 * u * (columns + 1)) / columns)
        tile_h = min(h * 0.5 / self.rows, tile_w * 1.45)
        for _ in range(4):  # the tiles shorter while the top bar reaches the title
            self._lay_out(size, tile_w, tile_h)
            reach = max(b.screen_rect().bottom for b in self.buttons if b.frame.angle)
            title_top = self.tiles[0][1].top - 2 * self._title_above()
            if reach + 6 * u <= title_top:
                break
            tile_h -= 2 * (reach + 6 * u - title_top) / self.rows

    def _lay_out(self, size: tuple[int, int], tile_w: float, tile_h: float) -> None:
        """The tiles in a row across the middle (an upright screen: in two rows, the first
        the longer), a bar of buttons beyond each long side."""
        w, h = size
        u, gap = self.app.unit, 24 * self.app.unit
        ids = list(self.specs)
        columns = -(-len(ids) // self.rows)
        block = self.rows * tile_h + (self.rows - 1) * gap
        self.tiles = []
        for row in range(self.rows):
            line = ids[row * columns : (row + 1) * columns]
            left = (w - (tile_w * len(line) + gap * (len(line) - 1))) / 2
            top = (h - block) / 2 + self.lower + row * (tile_h + gap)
            self.tiles += [
                (
                    game_id,
                    pygame.Rect(
                        round(left + i * (tile_w + gap)), round(top), round(tile_w), round(tile_h)
                    ),
                )
                for i, game_id in enumerate(line)
            ]
        self.buttons = []
        top, bottom = (h - block) / 2 + self.lower, (h + block) / 2 + self.lower
        for frame in (Placement((w / 2, (h + bottom) / 2), 0), Placement((w / 2, top / 2), 180)):
            self.buttons += self._bar(frame, u)

    def _block(self) -> tuple[float, float]:
        """The top and bottom of the tiles' block (the title above it, today's best under)."""
        gap, height = 24 * self.app.unit, self.tiles[0][1].height
        span = self.rows * height + (self.rows - 1) * gap
        middle = self.app.size[1] * 0.5 + self.lower
        return middle - span / 2, middle + span / 2

    def _title(self) -> tuple[str, int]:
        """The menu's title and its type size (party mode shows a picture the same size)."""
        return "MemoTable", type_size("title", self.app.unit)

    def _title_above(self) -> float:
        """How far above the tiles the title's middle is (bigger words: further)."""
        title, size = self._title()
        return max(46 * self.app.unit, measure(title, size)[1] / 2 + 4 * self.app.unit)

    def _bar(self, frame: Placement, u: float) -> list[Button]:
        entries = [  # in party mode their pictures alone (the 🎈 back to the grown-ups' menu)
            (tr("menu.party"), "🎈", self.toggle_party, (214, 84, 140)),
            (tr("menu.settings"), "⚙️", self.open_settings, theme.BUTTON),
            (tr("menu.credits"), "ℹ️", self.open_credits, theme.BUTTON),
        ]
        if not self.app.kiosk:
            ask = partial(self.quit, frame.angle)  # the question faces the bar's side
            entries.append((tr("menu.quit"), "🚪", ask, theme.TABLE_RIM))
        height, gap = 84 * u, 24 * u
        room = self.app.size[0] * 0.98 - gap * (len(entries) - 1)
        wide = max(300 * u, *(_wide_enough(e[0], height, u) for e in entries))
        width = 150 * u if self.kids else min(room / len(entries), wide)
        card_width = 0.0 if self.saved is None else 480 * u * theme.WORDS.scale  # its words grow
        span = len(entries) * (width + gap) + card_width - gap
        own_row = span > self.app.size[0] * 0.98  # one row wider than the screen: `_grid`
        bar: list[Button] = []
        card: ResumeCard | None = None
        if self.saved is not None:
            card = resume_card(
                self.saved,
                center=(0, 0),
                size=(card_width, height * 1.45 * theme.WORDS.scale),
                on_tap=self.resume_saved,
                frame=frame,
                unit=u,
                words=not self.kids,  # the party menu: its picture and seats
            ).grown()
            bar.append(card)
        if own_row:  # the card beside the buttons in two rows, as near the edge as fits
            return self._grid(frame, entries, card, u)
        x = -span / 2
        if card is not None:
            card.center = (x + card_width / 2, 0)
            x += card_width + gap
        for entry in entries:
            bar.append(self._button(entry, (x + width / 2, 0), width, frame, u))
            x += width + gap
        if any(button.cut() for button in bar if not isinstance(button, ResumeCard)):
            return self._grid(frame, entries, None, u)  # a narrow screen: two rows
        return bar

    def _grid(self, frame: Placement, entries, card: ResumeCard | None, u: float) -> list[Button]:
        """The bar's buttons in rows of two where one row is wider than the screen or cuts
        their words (bigger words on a 4:3 screen, an upright tablet): beside the Resume
        card, or under it where two buttons beside it would cut theirs; the whole bar as
        near its edge as it fits, clear of the title over the tiles."""
        height, gap = 84 * u, 24 * u
        w = self.app.size[0]
        columns, rows = 2, -(-len(entries) // 2)
        beside = card is not None
        width = (w * 0.98 - (card.size[0] if beside else 0) - gap * columns) / columns
        if beside and any(self._button(e, (0, 0), width, frame, u).cut() for e in entries):
            beside = False
            width = (w * 0.98 - gap * columns) / columns
        buttons_h = rows * height + (rows - 1) * gap / 2
        above = card.size[1] + gap / 2 if card is not None and not beside else 0.0
        depth = max(card.size[1], buttons_h) if beside else above + buttons_h
        edge = abs(frame.center[1] - (0 if frame.angle else self.app.size[1]))
        dy = max(0.0, edge - depth / 2 - 12 * u)  # towards the edge
        span = columns * width + (columns - 1) * gap / 2
        left = -(card.size[0] + gap + span) / 2 if beside else -span / 2
        top = dy - depth / 2
        bar: list[Button] = []
        if card is not None:
            card.center = (left + card.size[0] / 2, dy) if beside else (0, top + above / 2)
            bar.append(card)
        x0 = left + card.size[0] + gap if beside else left
        top = dy - buttons_h / 2 if beside else top + above
        for i, entry in enumerate(entries):
            x = x0 + (i % columns) * (width + gap / 2) + width / 2
            y = top + (i // columns) * (height + gap / 2) + height / 2
            bar.append(self._button(entry, (x, y), width, frame, u))
        return bar

    def _button(self, entry, center, width: float, frame: Placement, u: float) -> Button:
        """One of the bar's buttons (in party mode its picture alone)."""
        label, emoji, action, colour = entry
        label = "" if self.kids else label
        return Button(label, center, (width, 84 * u), action, frame, colour, emoji, unit=u)

    # --- actions ------------------------------------------------------------------------
    # The scenes behind the menu's buttons load when first opened (see boot.py).
    def start(self, game_id: str) -> None:
        from engine.shell.setup_scene import SetupScene

        self.app.sounds.play("tap")
        setup = SetupScene(self.app, self.specs[game_id], self.kids, self.saved)
        self.app.scenes.push(setup, fade=True)

    def toggle_party(self) -> None:
        self.app.scenes.replace(MenuScene(self.app, not self.kids), fade=True)

    def open_settings(self) -> None:
        """Settings; in a kiosk only past the operator's PIN (visitors must not change them)."""
        from engine.shell.settings_scene import SettingsScene

        if self.app.kiosk:
            from engine.shell.pin_pad import PinScene

            self.app.scenes.push(PinScene(self.app, lambda: SettingsScene(self.app)))
        else:
            self.app.scenes.push(SettingsScene(self.app))

    def open_credits(self) -> None:
        from engine.shell.credits import CreditsScene

        self.app.scenes.push(CreditsScene(self.app))

    def resume_saved(self) -> None:
        from engine.shell.resume import resume_saved_game

        message = resume_saved_game(self.app)
        if message:
            self.notice = message
            self.saved = None
            self.resize(self.app.size)

    def quit(self, angle: int = 0) -> None:
        """Asks first (engine/shell/confirm.py), facing the side whose Quit was tapped."""
        from engine.shell.confirm import ConfirmScene, Question

        question = Question("🚪", "confirm.quit_title", "menu.quit", self.leave)
        self.app.scenes.push(ConfirmScene(self.app, question, self.kids, angle))

    def leave(self) -> None:
        self.app.running = False

    def back(self) -> None:
        if self.kids:
            self.toggle_party()

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind != "tap":
            return
        if any(b.tap(gesture.pos) for b in self.buttons):
            return
        for game_id, rect in self.tiles:
            if rect.collidepoint(gesture.pos):
                if self.specs[game_id].available:
                    self.start(game_id)
                else:
                    self.shaken[game_id] = self.app.now
                    self.app.sounds.play("shake")
                return

    # --- painting -----------------------------------------------------------------------
    def paint(self, frame: DisplayList, alpha: float) -> None:
        u = self.app.unit
        w, h = self.app.size
        frame.sprite(felt((w, h)), (0, 0), anchor="topleft", still=True)
        title, size = self._title()
        top, bottom = self._block()
        center = (w / 2, top - self._title_above())
        if self.kids:  # party mode: a party in pictures, nothing to read
            label = picture("🎉", round(size * 1.5))
            frame.sprite(label, center, still=True, what="title")
        else:
            label = words(title, size, theme.WHITE)
            frame.sprite(label, center, kind=WORDS, still=True, text_px=size, what="title")
        if self.kids:
            frame.sprite(bunting((w, h), u), (0, 0), anchor="topleft", still=True)
            balloon = picture("🎈", round(label.size[1] * 1.2))
            for side in (-1, 1):
                spot = (center[0] + side * (label.size[0] / 2 + balloon.size[0]), center[1])
                frame.sprite(balloon, spot, still=True)
        for game_id, rect in self.tiles:
            age = self.app.now - self.shaken.get(game_id, -9)
            dx = shake_offset(age, amplitude=10 * u)
            if shaking(age):
                frame.moving()
            tile = self._tile(self.specs[game_id], rect.size)
            item = frame.sprite(
                tile,
                rect.move(round(dx), 0).topleft,
                anchor="topleft",
                kind=TARGET,
                still=dx == 0,
                what=f"tile {game_id}",
            )
            item.rests = rect.copy()
        for button in self.buttons:
            button.paint(frame)
        below = bottom + 30 * u
        if self.notice:
            size = max(panel_type(u).label, type_size("tiny", u))
            notice = words(self.notice[:140], size, theme.HIGHLIGHT)
            frame.sprite(
                notice, (w / 2, below), kind=WORDS, still=True, text_px=size, what="notice"
            )
            below += notice.size[1] + 10 * u
        paint_best(frame, self.best, (w / 2, below + 12 * u), u)

    def _tile(self, spec: GameSpec, size: tuple[int, int]) -> Image:
        key = ("tile", spec.id, size, spec.available, self.kids, self.app.unit)
        return Image(key, size, lambda raster: self._paint_tile(raster, spec, size))

    @property
    def art_share(self) -> float:
        """A tile's picture, as a share of its width: bigger for children."""
        return 0.66 if self.kids else 0.5

    def counts(self, spec: GameSpec) -> list[int]:
        """The player counts of the preset a tap on the tile sets up first (in party mode
        the kids' one), as the rules allow them."""
        return spec.player_counts(spec.options(starting_preset(spec, self.kids)))

    def _paint_tile(self, raster: Raster, spec: GameSpec, size: tuple[int, int]) -> pygame.Surface:
        """A game's tile: its picture and colour (a game with no scene yet greyed, "coming
        soon"), its title and the players and age it is for (in party mode its picture
        alone); the picture smaller where a short tile (an upright screen's two rows)
        leaves it less room between the words at its two ends."""
        w, h = size
        ready = spec.available
        colour = spec.colour if ready else theme.BUTTON_DISABLED
        if self.kids and ready:
            colour = theme.lighten(colour, 0.18)  # party colours: brighter
        u = self.app.unit
        base = rounded((w, h), colour, round(28 * u), theme.lighten(colour, 0.4), round(4 * u))
        tile = plate_on(raster, base)
        block = None if self.kids else self._tile_block(raster, spec, colour, w)
        edge = round(h * 0.035)  # each long side reads the words nearest it
        between = h if block is None else h - 2 * (block.get_height() + edge)
        art_px = round(min(w * self.art_share, between * 0.95))
        art = raster(picture(spec.icon or "🎲", max(8, art_px)))
        if not ready:
            art = art.copy()
            art.set_alpha(110)
        tile.blit(art, art.get_rect(center=(w / 2, h / 2)))
        if block is None:  # party mode: the game's picture alone, nothing to read
            return tile
        tile.blit(block, block.get_rect(midbottom=(w / 2, h - edge)))
        turned = pygame.transform.rotate(block, 180)
        tile.blit(turned, turned.get_rect(midtop=(w / 2, edge)))
        return tile

    def _tile_block(
        self, raster: Raster, spec: GameSpec, colour: theme.Colour, w: int
    ) -> pygame.Surface:
        """A tile's words, its title over the players and age it is for, as one block."""
        u = self.app.unit
        title = game_title(spec.id, spec.title)
        facts = tr("menu.coming_soon")
        if spec.available:
            facts = f"{player_words(self.counts(spec))} · {spec.age}+"
        floor = panel_type(u).label
        said = tile_words(title, type_size("heading", u), floor, w * 0.86, theme.WHITE)
        ink = theme.lighten(colour, 0.75)
        said += tile_words(facts, max(floor, type_size("small", u)), floor, w * 0.9, ink)
        lines = [raster(line) for line in said]
        block = pygame.Surface((w, sum(line.get_height() for line in lines)), pygame.SRCALPHA)
        y = 0
        for line in lines:
            block.blit(line, line.get_rect(midtop=(w / 2, y)))
            y += line.get_height()
        return block


def tile_words(text: str, size: int, floor: int, room: float, ink: theme.Colour) -> list[Image]:
    """`text` on a tile: on one line, smaller if it must but never below `floor`; if it does
    not fit at the floor, on two lines at the largest size they fit (at the floor, on as
    many as it needs; a word wider than the tile even then is cut short with …, never
    clipped unsaid at the tile's edge)."""
    fitted = fit_size(text, size, room)
    if fitted >= floor:
        return [words(text, fitted, ink)]

    def too_big(lines: list[str]) -> bool:  # a word wider than the tile cannot wrap
        return len(lines) > 2 or any(measure(line, size)[0] > room for line in lines)

    while size > floor and too_big(wrap(text, size, room)):
        size = max(floor, int(size * 0.9))
    return [words(ellipsize(line, size, room), size, ink) for line in wrap(text, size, room)]


def _wide_enough(label: str, height: float, u: float) -> float:
    """How wide a bar button with an icon must be for `label` on one line (bigger words:
    "Einstellungen" is one word)."""
    size = max(panel_type(u).label, type_size("body", u))
    return (measure(label, size)[0] + int(height * 0.56) + height * 0.1) / 0.86 + 2


def bunting(size: tuple[int, int], unit: float) -> Image:
    """Party mode's garland of pennants in the seat colours along the top and bottom
    edges: the menu looks like a party before anyone reads a word."""
    return Image(("bunting", size, unit), size, lambda _: _bunting(size, unit))


def _bunting(size: tuple[int, int], unit: float) -> pygame.Surface:
    w, h = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    step, drop = 70 * unit, 44 * unit
    for line, way in ((4 * unit, 1), (h - 4 * unit, -1)):
        pygame.draw.line(layer, theme.WHITE, (0, line), (w, line), max(2, round(3 * unit)))
        for i in range(int(w / step) + 1):
            x = i * step + step / 2
            colour = theme.SEAT_STYLES[i % len(theme.SEAT_STYLES)].colour
            points = [(x - step * 0.4, line), (x + step * 0.4, line), (x, line + way * drop)]
            pygame.draw.polygon(layer, colour, points)
    return layer
