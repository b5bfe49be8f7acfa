"""Drawing Tamega's table: the board and its tiles, glows, pieces in motion, prompts, the
pause's countdowns and pads, and the game's part of a seat panel.

A `Painter` is made for one layout (on every resize) and reads what it draws through
narrow arguments: the picture, a finger's drag, the squares to light up. It never asks the
rules; the scene decides what is shown and the painter only draws it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Hashable, Iterable, Sequence

import pygame

from engine.drawing import marks, panels, pieces, render, theme
from engine.drawing.anim import ease_in_out, lerp2
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.drawing.widgets import Button, draw_countdown
from engine.game.flight import Flight
from engine.i18n import tr
from engine.words.banners import draw_seat_prompt, prompt_lines
from games.tamega.board import EMPTY, VOID, Geometry
from games.tamega.scene.layout import BoardLayout, Point
from games.tamega.scene.picture import Drag, Flip, Picture
from games.tamega.scene.sprites import code_sprite, glow, pawn, red_tile, tile_face, tile_size

BOARD_WOOD = (176, 132, 84)
WELL = (120, 84, 50)

Shake = Callable[[Hashable], float]  # the scene's shake offset of a refused thing


class BoardSurface:
    """The table with the board on it and every tile at rest, in one full-screen surface
    that each frame starts from instead of the bare felt (`GameScene.table_layer`), and
    repainted square by square when a square changes: even while tiles flip, the board
    costs no copy of its own (drawn over the felt it cost 0.4-2 ms a frame at 1080p-4K)."""

    def __init__(self, geo: Geometry, cell: int, felt: pygame.Surface, at: Point) -> None:
        """`felt`: the table's felt; `at`: the board's top-left on it."""
        self.geo, self.cell = geo, cell
        self.pad, self.at = cell // 5, (round(at[0]), round(at[1]))
        self.surface = felt.copy()
        h = geo.rows * cell + 2 * self.pad
        for board in range(geo.boards):
            left = self.at[0] + board * 7 * cell
            frame = pygame.Rect(left, self.at[1], 7 * cell + 2 * self.pad, h)
            edge = theme.darken(BOARD_WOOD, 0.3)
            pygame.draw.rect(self.surface, BOARD_WOOD, frame, border_radius=self.pad * 2)
            pygame.draw.rect(self.surface, edge, frame, max(2, self.pad // 3), self.pad * 2)
        for square in range(geo.squares):
            if geo.exists[square]:
                pygame.draw.rect(self.surface, WELL, self.well(square), border_radius=cell // 7)
        self.board = pygame.Rect(self.at, (geo.cols * cell + 2 * self.pad, h))
        self.empty = self.surface.subsurface(self.board.clip(self.surface.get_rect())).copy()
        self.drawn: list[int | None] = [None] * geo.squares

    def well(self, square: int) -> pygame.Rect:
        row, col = divmod(square, self.geo.cols)
        rect = pygame.Rect(0, 0, self.cell, self.cell)
        left, top = self.at[0] + self.pad, self.at[1] + self.pad
        rect.topleft = (left + col * self.cell, top + row * self.cell)
        return rect

    def paint(self, cells: Sequence[int], hidden: Collection[int]) -> pygame.Surface:
        """The table showing `cells`, with the squares in `hidden` (animating) left empty."""
        size = tile_size(self.cell)
        for square, code in enumerate(cells):
            shown = EMPTY if square in hidden else code
            if code == VOID or self.drawn[square] == shown:
                continue
            self.drawn[square] = shown
            rect = self.well(square)
            self.surface.blit(self.empty, rect, rect.move(-self.board.left, -self.board.top))
            sprite = code_sprite(shown, size)
            if sprite is not None:
                render.blit_center(self.surface, sprite, (rect.centerx, rect.centery - 1))
        return self.surface


class Painter:
    """Draws the table for one `BoardLayout`."""

    def __init__(self, board: BoardLayout, unit: float, felt: pygame.Surface) -> None:
        """`felt`: the table's felt, the whole screen's."""
        self.board = board
        self.unit = unit
        self.wood = BoardSurface(board.geo, board.cell, felt, board.rect.topleft)

    def prewarm(self, pictures: int, panel_tiles: Iterable[int], owners: Iterable[int]) -> None:
        """Rasterise every picture at the board's and the panels' sizes now, not mid-game."""
        sizes = {self.board.tile, *panel_tiles}
        for picture in range(pictures):
            for size in sizes:
                tile_face(size, picture)
        for owner in set(owners):
            for blocked in (False, True):
                pawn(owner, self.board.pawn, blocked)

    # --- the board ----------------------------------------------------------------------
    def table(self, picture: Picture, drag: Drag | None) -> pygame.Surface:
        """The felt with the board and its tiles at rest, the frame's first copy: turning
        tiles and a dragged red tile are drawn on their own."""
        hidden = set(picture.flips)
        if drag is not None and drag.kind == "red":
            hidden.add(picture.reds[drag.index])
        marks.mark(marks.PIECE, self.board.rect, "board")
        return self.wood.paint(picture.cells, hidden)

    def glows(self, surface: pygame.Surface, squares: list[int], now: float) -> None:
        if not squares:
            return
        halo = glow(self.board.cell)
        halo.set_alpha(round(175 + 80 * MOTION.wave(now, 5)))
        for square in squares:
            render.blit_center(surface, halo, self.board.centre_of(square))

    def flips(self, surface: pygame.Surface, flips: dict[int, Flip], shake: Shake) -> None:
        board = self.board
        size = board.tile
        for square, flip in flips.items():
            scale, new_face, lift = pieces.flip_pose(flip.progress)
            sprite = code_sprite(flip.new if new_face else flip.old, size)
            if sprite is None:
                continue
            x, y = board.centre_of(square)
            x += shake(("square", square))
            shade = pieces.shadow((size, size))
            render.blit_center(surface, shade, (x + lift * 6, y + lift * 10))
            render.blit_center(
                surface, pieces.squash(sprite, scale), (x, y - lift * board.cell * 0.2)
            )

    def reds(
        self,
        surface: pygame.Surface,
        picture: Picture,
        drag: Drag | None,
        movable: bool,
        now: float,
    ) -> None:
        """Red tiles in motion (glided or dragged); at rest they are part of the board,
        with a pulsing ring when they may move (step 3, like the pawn's)."""
        board = self.board
        size = board.tile
        for red in range(len(picture.reds)):
            glide = picture.glides.get(("red", red))
            if drag is not None and drag.kind == "red" and drag.index == red:
                pos = drag.pos
            elif glide is not None:
                t = MOTION.travel(ease_in_out(glide.progress))
                pos = lerp2(board.centre_of(glide.start), board.centre_of(glide.end), t)
                pos = (pos[0], pos[1] - math.sin(math.pi * t) * board.cell * 0.4)
            else:
                if movable:
                    self.ring(surface, board.centre_of(picture.reds[red]), round(size * 1.2), now)
                continue
            render.blit_center(surface, pieces.shadow((size, size)), (pos[0] + 6, pos[1] + 14))
            render.blit_center(surface, red_tile(size), pos)

    def pawns(
        self,
        surface: pygame.Surface,
        picture: Picture,
        mover: int,
        drag: Drag | None,
        shake: Shake,
        now: float,
    ) -> None:
        """Every pawn, greyed when its seat is blocked; a ring round `mover` (-1: none)."""
        size = self.board.pawn
        for index, square in enumerate(picture.pawns):
            owner = picture.owners[index]
            pos = self.pawn_pos(picture, index, square, drag)
            pos = (pos[0] + shake(("pawn", index)), pos[1])
            if index == mover:
                self.ring(surface, pos, size, now)
            render.blit_center(surface, pawn(owner, size, picture.blocked[owner]), pos)

    def pawn_pos(self, picture: Picture, index: int, square: int, drag: Drag | None) -> Point:
        """Under the finger once dragged, on its square at rest, else hopping (higher over
        a bridge)."""
        board = self.board
        if drag is not None and drag.kind == "pawn" and drag.index == index:
            return drag.pos if drag.moved else board.centre_of(square)
        glide = picture.glides.get(("pawn", index))
        if glide is None:
            return board.centre_of(square)
        t = MOTION.travel(ease_in_out(glide.progress))
        x, y = lerp2(board.centre_of(glide.start), board.centre_of(glide.end), t)
        height = 0.9 if glide.over >= 0 else 0.35
        return (x, y - math.sin(math.pi * t) * board.cell * height)

    def ring(self, surface: pygame.Surface, pos: Point, size: int, now: float) -> None:
        """A pulsing ring that says "this one moves": round the piece, clear of its rim,
        and thick enough to see from across the table."""
        pulse = MOTION.wave(now, 4)
        ring = size * (0.62 + 0.1 * pulse)
        pygame.draw.circle(surface, theme.HIGHLIGHT, pos, ring, max(4, size // 9))

    def pair(self, surface: pygame.Surface, flight: Flight, pos: Point, now: float) -> None:
        """A tile of a found pair on its way to its finder, shrinking as it lands."""
        scale = 1.15 - 0.55 * flight.ease(flight.progress(now))
        face = pieces.squash(tile_face(self.board.tile, flight.what[0]), scale, scale)
        render.blit_center(surface, face, pos)

    # --- in front of the seats ----------------------------------------------------------------
    def prompts(
        self,
        surface: pygame.Surface,
        prompts: list[tuple[Seat, str, str]],
        now: float,
        room: float | None,
    ) -> None:
        """What to do now, in front of each seat (its panel and what stands in front of
        it): a bobbing picture and the words, as wide as the panel (or `room`: a tablet's
        row, where the seats share the strip) and taking a second line rather than reaching
        a neighbour's prompt; never past the screen's edge."""
        u = self.unit
        for place, emoji, key in prompts:
            pw, depth = place.panel_size
            text, width = tr(key), prompt_room(room or pw, u)
            x = on_screen(place, art_reach(u) / 2, prompt_span(text, u, width), surface.get_size())
            local = (x, -(depth / 2 + 30 * u))
            draw_seat_prompt(surface, place, local, emoji, text, now, u, max_width=width)

    def countdowns(
        self,
        surface: pygame.Surface,
        places: Iterable[tuple[Seat, Point, float]],
        remaining: float,
        fraction: float,
    ) -> None:
        """The pause's countdown at every seat (centre in its frame, radius)."""
        for seat, centre, radius in places:
            draw_countdown(
                surface,
                seat.to_screen(centre),
                radius,
                fraction,
                math.ceil(remaining),
                angle=seat.angle,
                seat=seat.index,
            )

    def pad_rims(self, surface: pygame.Surface, pads: Iterable[Button], now: float) -> None:
        """Party pause: a pulsing rim round each "Seen it!" pad not yet pressed."""
        u = self.unit
        pulse = MOTION.wave(now, 5)
        for pad in pads:
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

    # --- a seat's panel ------------------------------------------------------------------------
    def panel(
        self,
        surface: pygame.Surface,
        slot: pygame.Rect,
        size: int,
        blocked: bool,
        team: str,
        taken: Sequence[int],
    ) -> None:
        """The seat's team ("" when everyone plays alone), a stop sign with its word when
        it is blocked, then its pairs as `size` tiles fanned to fit (the score beside the
        slot counts them)."""
        words = panels.panel_type(self.unit).label
        x, y = slot.left, slot.centery
        if team:
            badge = panels.label(tr("tamega.team", team=team), words, theme.INK)
            surface.blit(badge, badge.get_rect(midleft=(x, y)))
            x += badge.get_width() + words * 0.5
        if blocked:
            stop = pieces.tile(round(size * 0.7), "🚫")
            mark = panels.label(tr("tamega.blocked"), words, theme.BAD)
            surface.blit(stop, stop.get_rect(midtop=(x + stop.get_width() / 2, slot.top)))
            surface.blit(mark, mark.get_rect(midbottom=(x + stop.get_width() / 2, slot.bottom)))
            x += max(stop.get_width(), mark.get_width()) + words * 0.5
        x += size / 2
        step = size * 0.42
        for number, picture in enumerate(taken):
            if x + number * step + size / 2 > slot.right:
                break
            face = tile_face(size, picture)
            surface.blit(face, face.get_rect(center=(x + number * step, y)))


ART_REACH = theme.TYPE["heading"] * 1.2 * 1.15  # layout units a prompt's picture takes
# left of its words (`draw_seat_prompt`'s picture, 1.2 headings, and its gap)


def prompt_span(text: str, unit: float, room: float) -> tuple[float, float]:
    """How far a prompt centred at x reaches left and right (its picture is on the left):
    `draw_seat_prompt`'s own measures."""
    size, lines = prompt_lines(text, unit, room)
    widest = max(render.font(size).size(line)[0] for line in lines)
    return (widest / 2 + art_reach(unit), widest / 2)


def art_reach(unit: float) -> float:
    """The pixels a prompt's picture takes left of its words (it grows with the words)."""
    return ART_REACH * unit * theme.WORDS.scale


def prompt_room(width: float, unit: float) -> float:
    """The words' width of a prompt in front of a panel (or row) `width` wide."""
    return width - art_reach(unit) - 16 * unit


def on_screen(
    frame: Seat, x: float, span: tuple[float, float], size: tuple[int, int], margin: float = 8
) -> float:
    """`x` along `frame` moved just enough that a prompt reaching `span` (left, right)
    from it stays on a screen of `size` (a prompt of the seat at the end of a row)."""
    w, h = size
    along = [frame.to_local(corner)[0] for corner in ((0, 0), (w, 0), (0, h), (w, h))]
    low, high = min(along) + span[0] + margin, max(along) - span[1] - margin
    return min(max(x, low), high) if low <= high else (low + high) / 2
