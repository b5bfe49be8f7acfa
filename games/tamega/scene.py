"""Tamega on the table: a square board in the middle, big pawns in the seats' colours and
shapes, tiles that flip with weight, pairs that fly to their owner, the red bridge.

Touches (only the player on turn acts; any other touch gets a gentle shake):
- touch your pawn: its squares glow (bridge moves too); drag it there, or tap a glowing
  square;
- step 3: drag the red tile onto an empty square, or press "Leave it" on your panel;
- step 4: tap any face-down tile;
- step 2: a countdown on every panel; "Ready" ends it early when only bots must watch.
The scene keeps its own picture of the table, changed event by event by `scene_story`;
when the timeline is idle it equals the rules' public view again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine import pieces, render, theme
from engine.anim import ease_in_out, ease_out_cubic, lerp2
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.messages import Spot
from engine.ui import Button, draw_countdown
from games.tamega.actions import KeepRed, Move, MoveRed, Reveal
from games.tamega.board import EMPTY, destinations
from games.tamega.rules import pause_skippable
from games.tamega.scene_draw import (
    BoardPainter,
    code_sprite,
    glow,
    pawn,
    red_tile,
    tile_face,
    tile_size,
)
from games.tamega.scene_story import tell

HINTS = {
    "move": "tamega.hint.move",
    "step5": "tamega.hint.step5",
    "red": "tamega.hint.red",
    "reveal": "tamega.hint.reveal",
    "memorise": "tamega.hint.memorise",
}


@dataclass
class Drag:
    pointer: object
    kind: str  # "pawn" or "red"
    index: int
    pos: tuple[float, float]
    moved: bool = False


class TamegaScene(GameScene):
    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.geo = self.state.geo
        self.glides: dict = {}
        self.flips: dict = {}
        self.flyers: list = []
        self.drag: Drag | None = None
        self.selected: tuple[str, int] | None = None
        self.fixed_buttons: list[Button] = []
        self.keep_buttons: dict[int, Button] = {}
        self.ready_buttons: dict[int, Button] = {}
        self._blocked: tuple[int, tuple[bool, ...]] = (-1, ())
        self.sync()

    # --- the scene's picture of the table ---------------------------------------------
    def sync(self) -> None:
        view = self.state.view(0)  # every view is the same: Tamega hides nothing per seat
        self.cells = list(view.cells)
        self.pawns = list(view.pawns)
        self.reds = list(self.state.reds)
        self.taken = [list(t) for t in view.taken]

    def animate(self, seat, action, events) -> None:
        self.selected = None
        tell(self, events)
        self.timeline.call(self.sync, "sync")

    # --- layout -------------------------------------------------------------------------
    def layout(self) -> None:
        x, y, w, h = self.table
        u = self.unit
        margin = 58 * u
        self.cell = max(12, int(min((w - 2 * margin) / self.geo.cols, (h - 2 * margin) / 7)))
        self.pad = self.cell // 5
        bw = self.geo.cols * self.cell + 2 * self.pad
        bh = self.geo.rows * self.cell + 2 * self.pad
        self.board_rect = pygame.Rect(0, 0, bw, bh)
        self.board_rect.center = (round(x + w / 2), round(y + h / 2))
        self.pawn_size = round(self.cell * 0.74)
        self.painter = BoardPainter(self.geo, self.cell)
        self._prewarm()
        self.fixed_buttons = list(self.buttons)
        self.keep_buttons, self.ready_buttons = {}, {}
        for seat in self.seats:
            pw, depth = seat.panel_size
            size = (pw * 0.34, depth * 0.52)
            self.keep_buttons[seat.index] = Button(
                tr("tamega.keep_red"),
                (pw * 0.06, 0),
                size,
                lambda s=seat.index: self.try_act(s, KeepRed(), ("keep", s)),
                seat,
                (200, 70, 60),
                "✋",
                unit=u,
            )
            self.ready_buttons[seat.index] = Button(
                tr("tamega.ready"),
                (pw * 0.12, 0),
                size,
                self.end_pause_now,
                seat,
                theme.GOOD,
                "👍",
                unit=u,
            )

    def _prewarm(self) -> None:
        """Rasterise every picture at the board's and the panels' sizes now, not mid-game."""
        sizes = {tile_size(self.cell), *(self._panel_tile(s) for s in self.seats)}
        for picture in range(int(self.state.options["pictures"])):
            for size in sizes:
                tile_face(size, picture)
        for owner in set(self.state.owners):
            for blocked in (False, True):
                pawn(owner, self.pawn_size, blocked)

    def _panel_tile(self, seat) -> int:
        return max(8, round(self.panel_slot(seat).height * 0.46))

    def centre_of(self, square: int) -> tuple[float, float]:
        row, col = divmod(square, self.geo.cols)
        left, top = self.board_rect.topleft
        return (left + self.pad + (col + 0.5) * self.cell, top + self.pad + (row + 0.5) * self.cell)

    def square_at(self, pos: tuple[float, float]) -> int | None:
        left, top = self.board_rect.topleft
        col = math.floor((pos[0] - left - self.pad) / self.cell)
        row = math.floor((pos[1] - top - self.pad) / self.cell)
        if not (0 <= row < self.geo.rows and 0 <= col < self.geo.cols):
            return None
        square = row * self.geo.cols + col
        return square if self.geo.exists[square] else None

    # --- clocks and buttons ---------------------------------------------------------------
    def pause_total(self) -> float:
        return self.state.pause_seconds * (1.5 if self.setup.kids else 1.0)

    def table_delay(self) -> float | None:
        return self.pause_total() if self.state.phase == "memorise" else 0.0

    def end_pause_now(self) -> None:
        """TM-R6: the finder ends the pause early, allowed when only bots must memorise."""
        if self.state.phase == "memorise" and self.table_deadline is not None:
            self.table_deadline = self.app.now

    def update(self, dt: float) -> None:
        super().update(dt)
        extra = []
        state = self.state
        if not state.over and self.timeline.idle and self.is_human(state.turn):
            if state.phase == "red":
                extra.append(self.keep_buttons[state.turn])
            elif state.phase == "memorise" and pause_skippable(state.turn, set(self.human_seats)):
                extra.append(self.ready_buttons[state.turn])
        self.buttons = self.fixed_buttons + extra

    def blocked(self) -> tuple[bool, ...]:
        """Which seats cannot move, as of the last move the table has finished showing."""
        if self.timeline.idle and self._blocked[0] != self.state.moves:
            self._blocked = (self.state.moves, self.state.blocked())
        return self._blocked[1] or (False,) * self.state.players

    # --- touches ---------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        if self.state.over:
            return
        if gesture.kind == "down":
            self._touch_down(gesture)
        elif gesture.kind == "drag" and self._dragging(gesture):
            self.drag.pos, self.drag.moved = gesture.pos, True
        elif (
            gesture.kind in ("up", "cancel") and self.drag and self.drag.pointer == gesture.pointer
        ):
            self._drop(gesture)
        elif gesture.kind == "tap":
            self._tap(gesture.pos)

    def _dragging(self, gesture: Gesture) -> bool:
        return self.drag is not None and self.drag.pointer == gesture.pointer

    def _my_turn(self) -> bool:
        return self.input_open() and self.is_human(self.state.turn)

    def _touch_down(self, gesture: Gesture) -> None:
        square = self.square_at(gesture.pos)
        if square is None or not self._my_turn() or self.drag is not None:
            return
        state = self.state
        if state.phase in ("move", "step5") and square == self.pawns[state.active]:
            self.drag = Drag(gesture.pointer, "pawn", state.active, gesture.pos)
            self.selected = ("pawn", state.active)
        elif state.phase == "red" and square in self.reds:
            red = self.reds.index(square)
            self.drag = Drag(gesture.pointer, "red", red, gesture.pos)
            self.selected = ("red", red)

    def _drop(self, gesture: Gesture) -> None:
        drag, self.drag = self.drag, None
        if drag is None or not drag.moved or gesture.kind == "cancel":
            return
        target = self.square_at(gesture.pos)
        seat = self.state.turn
        if drag.kind == "pawn":
            action = Move(drag.index, -1 if target is None else target)
            self.try_act(seat, action, ("pawn", drag.index))
        else:
            action = MoveRed(drag.index, -1 if target is None else target)
            self.try_act(seat, action, ("red", drag.index))

    def _tap(self, pos: tuple[float, float]) -> None:
        square = self.square_at(pos)
        if square is None:
            return
        if not self._my_turn():
            self.refuse(("square", square))
            return
        state, seat = self.state, self.state.turn
        if state.phase in ("move", "step5"):
            if square == self.pawns[state.active]:
                return  # the touch already selected the pawn: its squares glow
            self.try_act(seat, Move(state.active, square), ("square", square))
        elif state.phase == "reveal":
            self.try_act(seat, Reveal(square), ("square", square))
        elif state.phase == "red":
            if square in self.reds:
                return
            if self.selected and self.selected[0] == "red":
                self.try_act(seat, MoveRed(self.selected[1], square), ("square", square))
            else:
                self.refuse(("square", square))

    def glowing(self) -> list[int]:
        """Squares to light up: where the touched pawn or red tile may go."""
        if self.selected is None or not self._my_turn():
            return []
        kind, index = self.selected
        if kind == "pawn" and self.state.phase in ("move", "step5"):
            occupied = set(self.pawns)
            return list(destinations(self.geo, self.cells, occupied, self.pawns[index]))
        if kind == "red" and self.state.phase == "red":
            home = self.geo.board_of(self.reds[index])
            return [
                s for s, c in enumerate(self.cells) if c == EMPTY and self.geo.board_of(s) == home
            ]
        return []

    # --- drawing -------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, alpha: float) -> None:
        hidden = set(self.flips)
        if self.drag is not None and self.drag.kind == "red":
            hidden.add(self.reds[self.drag.index])
        surface.blit(self.painter.paint(self.cells, hidden), self.board_rect)
        self._draw_glows(surface)
        self._draw_flips(surface)
        self._draw_reds(surface)
        self._draw_pawns(surface)
        self._draw_hint(surface)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The base draws the board, the panels and banners; countdowns and flying pairs
        go over the panels."""
        super().draw(surface, alpha)
        self._draw_countdowns(surface)
        self._draw_flyers(surface)

    def _draw_glows(self, surface: pygame.Surface) -> None:
        squares = self.glowing()
        if not squares:
            return
        halo = glow(self.cell)
        halo.set_alpha(round(215 + 40 * math.sin(self.app.now * 5)))
        for square in squares:
            render.blit_center(surface, halo, self.centre_of(square))

    def _draw_flips(self, surface: pygame.Surface) -> None:
        size = tile_size(self.cell)
        for square, flip in self.flips.items():
            scale, new_face, lift = pieces.flip_pose(flip.progress)
            sprite = code_sprite(flip.new if new_face else flip.old, size)
            if sprite is None:
                continue
            x, y = self.centre_of(square)
            x += self.shake_dx(("square", square))
            shade = pieces.shadow((size, size))
            render.blit_center(surface, shade, (x + lift * 6, y + lift * 10))
            render.blit_center(
                surface, pieces.squash(sprite, scale), (x, y - lift * self.cell * 0.2)
            )

    def _draw_reds(self, surface: pygame.Surface) -> None:
        size = tile_size(self.cell)
        for red in range(len(self.reds)):
            glide = self.glides.get(("red", red))
            if self.drag is not None and self.drag.kind == "red" and self.drag.index == red:
                pos = self.drag.pos
            elif glide is not None:
                t = ease_in_out(glide.progress)
                pos = lerp2(self.centre_of(glide.start), self.centre_of(glide.end), t)
                pos = (pos[0], pos[1] - math.sin(math.pi * t) * self.cell * 0.4)
            else:
                continue  # at rest: part of the board picture
            render.blit_center(surface, pieces.shadow((size, size)), (pos[0] + 6, pos[1] + 14))
            render.blit_center(surface, red_tile(size), pos)

    def _draw_pawns(self, surface: pygame.Surface) -> None:
        size = self.pawn_size
        blocked = self.blocked()
        mover = self.state.active if self.state.phase in ("move", "step5") else -1
        for index, square in enumerate(self.pawns):
            owner = self.state.owners[index]
            pos = self._pawn_pos(index, square)
            pos = (pos[0] + self.shake_dx(("pawn", index)), pos[1])
            if index == mover and self.timeline.idle:
                pulse = 0.5 + 0.5 * math.sin(self.app.now * 4)
                ring = size * (0.56 + 0.06 * pulse)
                pygame.draw.circle(surface, theme.HIGHLIGHT, pos, ring, max(3, size // 14))
            sprite = pawn(owner, size, blocked[owner] if owner < len(blocked) else False)
            render.blit_center(surface, sprite, pos)

    def _pawn_pos(self, index: int, square: int) -> tuple[float, float]:
        if self.drag is not None and self.drag.kind == "pawn" and self.drag.index == index:
            return self.drag.pos if self.drag.moved else self.centre_of(square)
        glide = self.glides.get(("pawn", index))
        if glide is None:
            return self.centre_of(square)
        t = ease_in_out(glide.progress)
        x, y = lerp2(self.centre_of(glide.start), self.centre_of(glide.end), t)
        height = 0.9 if glide.over >= 0 else 0.35
        return (x, y - math.sin(math.pi * t) * self.cell * height)

    def _draw_flyers(self, surface: pygame.Surface) -> None:
        size = tile_size(self.cell)
        for flyer in self.flyers:
            t = ease_out_cubic(flyer.progress)
            start = self.centre_of(flyer.square)
            pos = lerp2(start, self.seats[flyer.seat].center, t)
            pos = (pos[0], pos[1] - math.sin(math.pi * t) * self.cell * 0.8)
            scale = 1.15 - 0.55 * t
            face = pieces.squash(tile_face(size, flyer.picture), scale, scale)
            render.blit_center(surface, face, pos)

    def _draw_countdowns(self, surface: pygame.Surface) -> None:
        remaining = self.table_remaining()
        if self.state.phase != "memorise" or remaining is None:
            return
        fraction = remaining / max(0.1, self.pause_total())
        for seat in self.seats:
            pw, depth = seat.panel_size
            centre = seat.to_screen((pw * 0.14, 0))
            draw_countdown(
                surface, centre, depth * 0.36, fraction, math.ceil(remaining), angle=seat.angle
            )

    def _draw_hint(self, surface: pygame.Surface) -> None:
        state = self.state
        if state.over or not self.timeline.idle or state.phase not in HINTS:
            return
        seat = self.seats[state.turn] if state.phase != "memorise" else None
        for place in [seat] if seat else self.seats:
            label = tr(HINTS[state.phase])
            size = render.type_size("small", self.unit)
            key = ("tm-hint", label, size, place.angle)
            pill = render.CACHE.get(
                key, lambda label=label, size=size, a=place.angle: _pill(label, size, a)
            )
            depth = place.panel_size[1]
            render.blit_center(surface, pill, place.to_screen((0, -(depth / 2 + 26 * self.unit))))

    def banner_spots(self) -> list[Spot]:
        """Over the board's middle, facing the player on turn."""
        angle = self.seats[self.state.turn].angle if self.state.turn < len(self.seats) else 0
        return [(self.board_rect.center, angle)]

    # --- panels -------------------------------------------------------------------------
    def panel_key(self, seat: int):
        blocked = self.blocked()
        return (tuple(self.taken[seat]), blocked[seat] if seat < len(blocked) else False)

    def paint_panel(self, seat: int, surface: pygame.Surface, slot: pygame.Rect) -> None:
        size = self._panel_tile(self.seats[seat])
        x = slot.left + size * 0.6
        y = slot.centery
        if self.blocked()[seat]:
            mark = render.text(tr("tamega.blocked"), render.type_size("tiny", self.unit), theme.BAD)
            stop = pieces.tile(size, "🚫")
            surface.blit(stop, stop.get_rect(center=(x, y - size * 0.15)))
            surface.blit(mark, mark.get_rect(center=(x, y + size * 0.62)))
            x += size * 1.2
        if self.state.teams:
            team = tr("tamega.team", team="AB"[self.state.teams[seat]])
            badge = render.text(team, render.type_size("tiny", self.unit), theme.INK)
            surface.blit(badge, badge.get_rect(topleft=(slot.left, slot.top)))
        step = size * 0.42
        for number, picture in enumerate(self.taken[seat]):
            if x + number * step + size / 2 > slot.right:
                break
            face = tile_face(size, picture)
            surface.blit(face, face.get_rect(center=(x + number * step, y)))

    # --- results and help -------------------------------------------------------------------
    def results_extra(self) -> list[str]:
        if self.state.players != 1:
            return []
        pairs, goal = len(self.state.taken[0]), self.state.pairs_total - 1
        key = "tamega.solo.won" if pairs >= goal else "tamega.solo.lost"
        return [tr(key, pairs=pairs, goal=goal)]

    def howto_pages(self) -> list[HowToPage]:
        return [
            HowToPage("🐾", tr("tamega.howto.move")),
            HowToPage("🟥", tr("tamega.howto.bridge")),
            HowToPage("👀", tr("tamega.howto.pair")),
            HowToPage("🚫", tr("tamega.howto.blocked")),
            HowToPage("🏆", tr("tamega.howto.win")),
        ]


def _pill(label: str, size: int, angle: int) -> pygame.Surface:
    """A label on a dark rounded pill, turned to face one side of the table (cached)."""

    def make() -> pygame.Surface:
        text = render.text(label, size, theme.WHITE)
        w, h = text.get_width() + size, text.get_height() + size // 2
        pill = render.rounded_panel((w, h), theme.TABLE_RIM, h // 2, theme.GOLD, 2).copy()
        pill.blit(text, text.get_rect(center=(w / 2, h / 2)))
        return pill

    return render.rotated(("tm-pill", label, size), angle, make)
