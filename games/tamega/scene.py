"""Tamega on the table: a square board in the middle, big pawns in the seats' colours and
shapes, tiles that flip with weight, pairs that fly to their owner, the red bridge.

Touches (only the player on turn acts; any other touch gets a gentle shake):
- touch your pawn: its squares glow (bridge moves too); drag it there, or tap a glowing
  square;
- step 3: drag the red tile onto an empty square, or press "Leave it" on your panel;
- step 4: tap any face-down tile;
- step 2: a countdown on every panel; "Ready" ends it early when only bots must watch.
  In party mode there is no countdown: every other person at the table presses their own
  "Seen it!" pad, and the tiles turn face down once all have (TM-R6 taken literally).
The board is a packed grid, so a touch goes to the nearest square (in party mode a touch
just outside the grid still reaches the edge square). The scene keeps its own picture of
the table, changed event by event by `scene_story`; when the timeline is idle it equals the
rules' public view again.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine import pieces, render, theme
from engine.anim import ease_in_out, lerp2
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.messages import Spot, draw_seat_prompt
from engine.ui import Button, draw_countdown
from games.tamega.actions import KeepRed, Move, MoveRed, Reveal
from games.tamega.board import DOWN, EMPTY, destinations
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
from games.tamega.scene_story import pair_flight, tell

PROMPTS = {  # what the seat on turn may do now: a picture and a few words
    "move": ("🚶", "tamega.hint.move"),
    "step5": ("🚶", "tamega.hint.step5"),
    "red": ("🟥", "tamega.hint.red"),
    "reveal": ("🔍", "tamega.hint.reveal"),
    "memorise": ("👀", "tamega.hint.memorise"),
}
SEEN_WAIT = ("👍", "tamega.seen_wait")  # party pause: this seat has seen, the others not yet
SEEN_BEAT = 0.5  # after the last "Seen it!", a moment to see its tick before tiles turn


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
        self.seen_pads: dict[int, Button] = {}
        self.seen: set[int] = set()  # party pause: the seats that pressed "Seen it!"
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
        self.keep_buttons, self.ready_buttons, self.seen_pads = {}, {}, {}
        for seat in self.seats:
            pw = seat.panel_size[0]
            s = seat.index
            self.keep_buttons[s] = self._panel_button(
                seat,
                (pw * 0.06, 177),
                "tamega.keep_red",
                "✋",
                (200, 70, 60),
                lambda s=s: self.try_act(s, KeepRed(), ("keep", s)),
            )
            self.ready_buttons[s] = self._panel_button(
                seat, (-pw * 0.07, 150), "tamega.ready", "👍", theme.GOOD, self.end_pause_now
            )
            self.seen_pads[s] = self._panel_button(
                seat,
                (pw * 0.06, 177),
                "tamega.seen",
                "👀",
                theme.GOLD,
                lambda s=s: self.press_seen(s),
            )
        self.flyers = [pair_flight(self, *f.what, f.began) for f in self.flyers]

    def _panel_button(self, seat, place, key, emoji, colour, on_tap) -> Button:
        """A button on a seat's panel: `place` is (x in the panel, width in layout units);
        bigger in party mode, never wider or deeper than the panel leaves room for."""
        x, width = place
        pw, depth = seat.panel_size
        w, h = self.target_size(width, 78)
        size = (min(w, pw * 0.46), min(h, depth * 0.72))
        slop = self.touch_slop
        return Button(tr(key), (x, 0), size, on_tap, seat, colour, emoji, unit=self.unit, slop=slop)

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
        """The square under a touch: the board is a packed grid, so the nearest square
        wins; in party mode a touch up to `touch_slop` outside the grid reaches the edge."""
        left, top = self.board_rect.topleft
        x, y = pos[0] - left - self.pad, pos[1] - top - self.pad
        width, height = self.geo.cols * self.cell, self.geo.rows * self.cell
        slop = self.touch_slop
        if not (-slop <= x < width + slop and -slop <= y < height + slop):
            return None
        col = min(self.geo.cols - 1, max(0, math.floor(x / self.cell)))
        row = min(self.geo.rows - 1, max(0, math.floor(y / self.cell)))
        square = row * self.geo.cols + col
        return square if self.geo.exists[square] else None

    # --- clocks and buttons ---------------------------------------------------------------
    def pause_total(self) -> float:
        return self.state.pause_seconds * (1.5 if self.setup.kids else 1.0)

    def watchers(self) -> list[int]:
        """TM-R6 in party mode: the other people at the table, who each press "Seen it!"
        when they have seen the board (none for grown-ups, or when only bots watch)."""
        if self.party.clocks or self.state.phase != "memorise":
            return []
        return [s for s in self.human_seats if s != self.state.turn]

    def still_looking(self) -> list[int]:
        return [s for s in self.watchers() if s not in self.seen]

    def table_delay(self) -> float | None:
        if self.state.phase != "memorise":
            return 0.0
        if self.watchers():  # party mode: no clock, the pause waits for every "Seen it!"
            return None if self.still_looking() else SEEN_BEAT
        return self.pause_total()

    def press_seen(self, seat: int) -> None:
        """A child says they have seen the board; the last one ends the pause."""
        if seat not in self.still_looking() or not self.timeline.idle:
            return
        self.seen.add(seat)
        self.play("pop", seat)
        if not self.still_looking():
            self.set_table_clock(SEEN_BEAT)

    def end_pause_now(self) -> None:
        """TM-R6: the finder ends the pause early, allowed when only bots must memorise."""
        if self.state.phase == "memorise" and self.table_remaining() is not None:
            self.set_table_clock(0.0)

    def update(self, dt: float) -> None:
        super().update(dt)
        extra = []
        state = self.state
        if state.phase != "memorise":
            self.seen.clear()
        if not state.over and self.timeline.idle:
            watchers = self.watchers()
            if state.phase == "red" and self.is_human(state.turn):
                extra.append(self.keep_buttons[state.turn])
            elif watchers:
                for seat in watchers:
                    pad = self.seen_pads[seat]
                    pad.emoji, pad.colour = (
                        ("✅", theme.GOOD) if seat in self.seen else ("👀", theme.GOLD)
                    )
                    extra.append(pad)
            elif (
                state.phase == "memorise"
                and self.is_human(state.turn)
                and pause_skippable(state.turn, set(self.human_seats))
            ):
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
        """Squares to light up: where the touched pawn or red tile may go; in step 3 before
        a red tile is touched, where every red tile may go."""
        if not self._my_turn():
            return []
        if self.selected is None:
            return self.red_targets() if self.state.phase == "red" else []
        kind, index = self.selected
        if kind == "pawn" and self.state.phase in ("move", "step5"):
            occupied = set(self.pawns)
            return list(destinations(self.geo, self.cells, occupied, self.pawns[index]))
        if kind == "red" and self.state.phase == "red":
            return self.red_targets(index)
        return []

    def red_targets(self, red: int | None = None) -> list[int]:
        """Empty squares a red tile may go to in step 3 (board order): one red tile's, or
        with `red` None every red tile's, so that on two boards both show their places."""
        boards = {self.geo.board_of(r) for i, r in enumerate(self.reds) if red in (None, i)}
        return [
            s for s, c in enumerate(self.cells) if c == EMPTY and self.geo.board_of(s) in boards
        ]

    def hint_seats(self) -> list[int]:
        """In the party pause nobody is on turn: the hand helps whoever still looks."""
        looking = self.still_looking()
        return looking if looking and self.timeline.idle else super().hint_seats()

    def touch_hints(self, seat: int) -> list[tuple[float, float]]:
        """What `seat` may touch now, in a fixed order (never by a hidden picture): the pawn,
        then its squares; the red tiles and "Leave it"; face-down tiles in board order; in
        the party pause, the seat's own "Seen it!" pad."""
        state = self.state
        if state.over or not self.timeline.idle:
            return []
        if state.phase == "memorise":
            pad = self.seen_pads.get(seat)
            if pad is None or seat not in self.still_looking():
                return []
            return [pad.frame.to_screen(pad.center)]
        if seat != state.turn or not self.is_human(seat):
            return []
        if state.phase in ("move", "step5"):
            if self.selected != ("pawn", state.active):
                return [self.centre_of(self.pawns[state.active])]
            return [self.centre_of(s) for s in sorted(self.glowing())[:3]]
        if state.phase == "red":
            keep = self.keep_buttons[seat]  # its upper half: the hand then stays on screen
            keep_at = keep.frame.to_screen((keep.center[0], -keep.size[1] * 0.2))
            if self.selected and self.selected[0] == "red":
                return [
                    *(self.centre_of(s) for s in self.red_targets(self.selected[1])[:2]),
                    keep_at,
                ]
            return [*(self.centre_of(r) for r in sorted(self.reds)), keep_at]
        down = [s for s, c in enumerate(self.cells) if c == DOWN and s not in self.pawns]
        return [self.centre_of(s) for s in down[:3]]

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
        self._draw_prompts(surface)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The base draws the board, the panels and banners; countdowns, the party pause's
        pads and flying pairs go over the panels."""
        super().draw(surface, alpha)
        self._draw_countdowns(surface)
        self._draw_pads(surface)
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
        movable = self.state.phase == "red" and self._my_turn()
        for red in range(len(self.reds)):
            glide = self.glides.get(("red", red))
            if self.drag is not None and self.drag.kind == "red" and self.drag.index == red:
                pos = self.drag.pos
            elif glide is not None:
                t = ease_in_out(glide.progress)
                pos = lerp2(self.centre_of(glide.start), self.centre_of(glide.end), t)
                pos = (pos[0], pos[1] - math.sin(math.pi * t) * self.cell * 0.4)
            else:
                if movable:  # step 3: a pulsing ring says "this one moves", like the pawn's
                    self._draw_ring(surface, self.centre_of(self.reds[red]), round(size * 1.2))
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
                self._draw_ring(surface, pos, size)
            sprite = pawn(owner, size, blocked[owner] if owner < len(blocked) else False)
            render.blit_center(surface, sprite, pos)

    def _draw_ring(self, surface: pygame.Surface, pos: tuple[float, float], size: int) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.app.now * 4)
        ring = size * (0.56 + 0.06 * pulse)
        pygame.draw.circle(surface, theme.HIGHLIGHT, pos, ring, max(3, size // 14))

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
        now = self.app.now
        for flight in self.flyers:
            scale = 1.15 - 0.55 * flight.ease(flight.progress(now))
            face = pieces.squash(tile_face(size, flight.what[0]), scale, scale)
            render.blit_center(surface, face, flight.pos(now))

    def _draw_countdowns(self, surface: pygame.Surface) -> None:
        remaining = self.table_remaining()
        if self.state.phase != "memorise" or remaining is None or self.watchers():
            return
        fraction = remaining / max(0.1, self.pause_total())
        ready = self.ready_buttons.get(self.state.turn)
        for seat in self.seats:
            pw, depth = seat.panel_size
            x, radius = pw * 0.14, depth * 0.36
            if ready in self.buttons and seat.index == self.state.turn:
                x, radius = pw * 0.22, depth * 0.3  # beside the Ready button, not over it
            draw_countdown(
                surface,
                seat.to_screen((x, 0)),
                radius,
                fraction,
                math.ceil(remaining),
                angle=seat.angle,
            )

    def _draw_pads(self, surface: pygame.Surface) -> None:
        """Party pause: a pulsing rim round each "Seen it!" pad not yet pressed."""
        looking = self.still_looking()
        if not looking or not self.timeline.idle:
            return
        u, now = self.unit, self.app.now
        pulse = 0.5 + 0.5 * math.sin(now * 5)
        for seat in looking:
            pad = self.seen_pads[seat]
            (cx, cy), (w, h) = pad.center, pad.size
            corners = [
                pad.frame.to_screen((cx + dx, cy + dy))
                for dx in (-w / 2, w / 2)
                for dy in (-h / 2, h / 2)
            ]
            xs, ys = [c[0] for c in corners], [c[1] for c in corners]
            rim = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            rim = rim.inflate((10 + 10 * pulse) * u, (10 + 10 * pulse) * u)
            radius = round(min(w, h) * 0.35)
            pygame.draw.rect(surface, theme.TABLE_RIM, rim, max(4, round(8 * u)), radius)
            inner = rim.inflate(-4 * u, -4 * u)
            colour = theme.lighten(theme.HIGHLIGHT, 0.5 * pulse)
            pygame.draw.rect(surface, colour, inner, max(2, round(4 * u)), radius)

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        """In front of the seat on turn, what to do now: a bobbing picture and the words.
        In the memorising pause every seat gets one (a thumb once it has said "Seen it!")."""
        state = self.state
        if state.over or not self.timeline.idle or state.phase not in PROMPTS:
            return
        places = self.seats if state.phase == "memorise" else [self.seats[state.turn]]
        u = self.unit
        for place in places:
            emoji, key = SEEN_WAIT if place.index in self.seen else PROMPTS[state.phase]
            pw, depth = place.panel_size
            local = (pw * 0.08, -(depth / 2 + 30 * u))
            draw_seat_prompt(
                surface, place, local, emoji, tr(key), self.app.now, u, max_width=pw * 1.05
            )

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
