"""What Tamega's table shows: the board and its tiles, glows, pieces in motion, prompts, the
pause's countdowns and pads, and the game's part of a seat panel.

A `Painter` is made for one layout (on every resize) and reads what it shows through
narrow arguments: the picture, a finger's drag, the squares to light up. It never asks the
rules, and it paints nothing itself: it says items into the frame (the board and every
piece lying still go into the compositor's table at rest, so a board that changes a
square at a time costs nothing a frame while it lies still).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Sequence

import pygame

from engine.drawing import panels, pieces, theme
from engine.drawing.anim import lerp2
from engine.drawing.display import MOVING, PIECE, DisplayList, Raster
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.drawing.text import measure
from engine.drawing.widgets import Button, paint_countdown
from engine.game.flight import Flight
from engine.i18n import tr
from engine.words.prompts import paint_seat_prompt, prompt_lines
from games.tamega.board import DOWN, RED
from games.tamega.scene.layout import BoardLayout, Ends, Point, panel_tile
from games.tamega.scene.picture import Drag, Flip, Picture
from games.tamega.scene.sprites import (
    code_image,
    column_left,
    glow,
    pawn,
    red_tile,
    tile_face,
    wood,
)

Shake = Callable[[Hashable], float]  # the scene's shake offset of a refused thing


class Painter:
    """Says the table for one `BoardLayout`, a game of `pictures` pictures, the panels'
    tile sizes, the pawns' `owners` and how far along its edge a prompt may reach in
    front of each frame (`ends`, `layout.prompt_ends`). The board's and the tiles'
    pictures, where each square's tile lies and what to paint ahead are worked out once
    here, not for each of a hundred tiles in every frame."""

    def __init__(
        self,
        board: BoardLayout,
        unit: float,
        pictures: int,
        panel_tiles: Iterable[int],
        owners: Iterable[int],
        ends: dict[Seat, Ends],
    ) -> None:
        self.board = board
        self.ends = ends
        self.unit = unit
        self.wood = wood(board.geo, board.cell)
        codes = (*range(pictures), DOWN, RED)
        self.tiles = {code: code_image(code, board.tile) for code in codes}
        self.spots = [_tile_at(board, square) for square in range(board.geo.squares)]
        faces = [tile_face(size, p) for size in sorted(set(panel_tiles)) for p in range(pictures)]
        pawns = [pawn(o, board.pawn, grey) for o in sorted(set(owners)) for grey in (False, True)]
        self.soon = [*self.tiles.values(), *faces, *pawns]

    def ahead(self, frame: DisplayList) -> None:
        """Every picture at the board's and the panels' sizes and every pawn, to paint in
        quiet frames before a tile first turns up or a seat is first blocked."""
        for image in self.soon:
            frame.ahead(image)

    # --- the board ----------------------------------------------------------------------
    def table(self, frame: DisplayList, picture: Picture, drag: Drag | None) -> None:
        """The board and every tile at rest, lying still: turning tiles and a dragged red
        tile show on their own, their squares left empty."""
        hidden = set(picture.flips)
        if drag is not None and drag.kind == "red":
            hidden.add(picture.reds[drag.index])
        cells = tuple(picture.cells)
        key = (cells, frozenset(hidden))
        frame.group(self, key, lambda said: self._board(said, cells, hidden))

    def _board(self, frame: DisplayList, cells: Sequence[int], hidden: set[int]) -> None:
        at = self.board.rect.topleft
        frame.sprite(self.wood, at, anchor="topleft", kind=PIECE, still=True, what="board")
        tiles, spots = self.tiles, self.spots
        for square, code in enumerate(cells):
            if code in tiles and square not in hidden:
                frame.sprite(tiles[code], spots[square], kind=PIECE, still=True, what="tile")

    def glows(self, frame: DisplayList, squares: list[int], now: float) -> None:
        """A pulsing halo on each square the touched piece may go to."""
        if not squares:
            return
        halo = glow(self.board.cell)
        alpha = round(175 + 80 * MOTION.wave(now, 5))
        frame.changes(MOTION.next_step(now))
        for square in squares:
            frame.sprite(halo, self.board.centre_of(square), alpha=alpha)

    def flips(self, frame: DisplayList, flips: dict[int, Flip], shake: Shake) -> None:
        """Tiles turning over on their squares, lifted, with a shadow under them."""
        board = self.board
        size = board.tile
        for square, flip in flips.items():
            scale, new_face, lift = pieces.flip_pose(flip.progress)
            image = code_image(flip.new if new_face else flip.old, size)
            if image is None:
                continue
            x, y = board.centre_of(square)
            dx = shake(("square", square))
            x += dx
            frame.sprite(pieces.shadow((size, size)), (x + lift * 6, y + lift * 10))
            at = (x, y - lift * board.cell * 0.2)
            rests = (x - dx, y) if dx else None
            frame.sprite(image, at, squash=(scale, 1.0), kind=PIECE, what="tile", rests_at=rests)

    def reds(
        self,
        frame: DisplayList,
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
                t = glide.travelled()
                pos = lerp2(board.centre_of(glide.start), board.centre_of(glide.end), t)
                pos = (pos[0], pos[1] - math.sin(math.pi * t) * board.cell * 0.4)
            else:
                if movable:
                    self.ring(frame, board.centre_of(picture.reds[red]), round(size * 1.2), now)
                continue
            frame.sprite(pieces.shadow((size, size)), (pos[0] + 6, pos[1] + 14))
            frame.sprite(red_tile(size), pos, kind=MOVING, what="red tile")

    def pawns(
        self,
        frame: DisplayList,
        picture: Picture,
        mover: int,
        drag: Drag | None,
        shake: Shake,
        now: float,
    ) -> None:
        """Every pawn, greyed when its seat is blocked; a ring round `mover` (-1: none).
        A pawn on its square is a piece in play, lying still unless it shakes; one hopping
        or under a finger is moving."""
        size = self.board.pawn
        for index, square in enumerate(picture.pawns):
            owner = picture.owners[index]
            pos = self.pawn_pos(picture, index, square, drag)
            dx = shake(("pawn", index))
            shown = (pos[0] + dx, pos[1])
            if index == mover:
                self.ring(frame, shown, size, now)
            image = pawn(owner, size, picture.blocked[owner])
            held = drag is not None and drag.kind == "pawn" and drag.index == index
            if held or ("pawn", index) in picture.glides:
                frame.sprite(image, shown, kind=MOVING, what="pawn")
            else:
                rests = pos if dx else None
                frame.sprite(image, shown, kind=PIECE, still=not dx, what="pawn", rests_at=rests)

    def pawn_pos(self, picture: Picture, index: int, square: int, drag: Drag | None) -> Point:
        """Under the finger once dragged, on its square at rest, else hopping (higher over
        a bridge)."""
        board = self.board
        if drag is not None and drag.kind == "pawn" and drag.index == index:
            return drag.pos if drag.moved else board.centre_of(square)
        glide = picture.glides.get(("pawn", index))
        if glide is None:
            return board.centre_of(square)
        t = glide.travelled()
        x, y = lerp2(board.centre_of(glide.start), board.centre_of(glide.end), t)
        height = 0.9 if glide.over >= 0 else 0.35
        return (x, y - math.sin(math.pi * t) * board.cell * height)

    def ring(self, frame: DisplayList, pos: Point, size: int, now: float) -> None:
        """A pulsing ring that says "this one moves": round the piece, clear of its rim,
        and thick enough to see from across the table."""
        pulse = MOTION.wave(now, 4)
        frame.changes(MOTION.next_step(now))
        ring = size * (0.62 + 0.1 * pulse)
        frame.shape("circle", theme.HIGHLIGHT, pos, ring, max(4, size // 9), what="ring")

    def pair(self, frame: DisplayList, flight: Flight, pos: Point, now: float) -> None:
        """A tile of a found pair on its way to its finder, shrinking as it lands."""
        scale = 1.15 - 0.55 * flight.along(now)
        face = tile_face(self.board.tile, flight.what[0])
        frame.sprite(face, pos, squash=(scale, scale), kind=MOVING, what="pair")

    # --- in front of the seats ----------------------------------------------------------------
    def prompts(
        self,
        frame: DisplayList,
        prompts: list[tuple[Seat, str, str]],
        now: float,
        room: float | None,
    ) -> None:
        """What to do now, in front of each seat (its panel and what stands in front of
        it): a bobbing picture and the words, as wide as the panel (or `room`: a tablet's
        row, where the seats share the strip) and taking a second line rather than reaching
        a neighbour's prompt; never past the screen's edge nor a side panel beside it."""
        u = self.unit
        for place, emoji, key in prompts:
            text, width, x, _ = self._prompt_at(place, key, room)
            local = (x, -(place.panel_size[1] / 2 + 30 * u))
            paint_seat_prompt(frame, place, local, emoji, text, now, u, max_width=width)

    def prompt_rooms(
        self, prompts: list[tuple[Seat, str, str]], room: float | None
    ) -> list[pygame.Rect]:
        """Where each of `prompts` shows up, on screen: as wide as its words and picture,
        across the strip between its frame's panel and the board (what the table's words
        keep clear of before the prompts show: said from the frame they show, they would
        come a frame late)."""
        rects = []
        board = self.board.rect
        corners = [(x, y) for x in (board.left, board.right) for y in (board.top, board.bottom)]
        for place, _emoji, key in prompts:
            _, _, x, span = self._prompt_at(place, key, room)
            near = max(place.to_local(c)[1] for c in corners)  # the board's edge towards it
            edge = -place.panel_size[1] / 2
            box = [place.to_screen((x + dx, y)) for dx in (-span[0], span[1]) for y in (near, edge)]
            xs, ys = [c[0] for c in box], [c[1] for c in box]
            left, top = round(min(xs)), round(min(ys))
            rects.append(pygame.Rect(left, top, round(max(xs)) - left, round(max(ys)) - top))
        return rects

    def _prompt_at(
        self, place: Seat, key: str, room: float | None
    ) -> tuple[str, float, float, tuple[float, float]]:
        """A prompt's words, their wrap width, its middle along `place`'s edge and how far
        it reaches left and right of it: as wide as the panel (or `room`), no further
        than the prompt's ends (`layout.prompt_ends`)."""
        u = self.unit
        low, high = self.ends[place]
        text = tr(key)
        width = prompt_room(min(room or place.panel_size[0], high - low), u)
        span = prompt_span(text, u, width)
        return text, width, within(art_reach(u) / 2, span, (low, high)), span

    def countdowns(
        self,
        frame: DisplayList,
        places: Iterable[tuple[Seat, Point, float]],
        remaining: float,
        fraction: float,
    ) -> None:
        """The pause's countdown at every seat (centre in its frame, radius)."""
        for seat, centre, radius in places:
            paint_countdown(
                frame,
                seat.to_screen(centre),
                radius,
                fraction,
                math.ceil(remaining),
                angle=seat.angle,
                seat=seat.index,
            )

    def pad_rims(self, frame: DisplayList, pads: Iterable[Button], now: float) -> None:
        """Party pause: a pulsing rim round each "Seen it!" pad not yet pressed."""
        u = self.unit
        pulse = MOTION.wave(now, 5)
        frame.changes(MOTION.next_step(now))
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
            frame.shape("rect", theme.TABLE_RIM, rim, max(4, round(8 * u)), radius)
            inner = rim.inflate(-4 * u, -4 * u)
            colour = theme.lighten(theme.HIGHLIGHT, 0.5 * pulse)
            frame.shape("rect", colour, inner, max(2, round(4 * u)), radius)


def _tile_at(board: BoardLayout, square: int) -> tuple[int, int]:
    """Where a tile at rest lies: the middle of its well, a pixel up."""
    row, col = divmod(square, board.geo.cols)
    well = pygame.Rect(0, 0, board.cell, board.cell)
    left, top = board.rect.left, board.rect.top + board.pad
    well.topleft = (left + column_left(col, board.cell), top + row * board.cell)
    return (well.centerx, well.centery - 1)


# --- a seat's panel ----------------------------------------------------------------------------
def paint_panel_part(
    raster: Raster,
    surface: pygame.Surface,
    slot: pygame.Rect,
    sizes: panels.PanelType,
    blocked: bool,
    team: str,
    taken: Sequence[int],
) -> None:
    """The seat's team ("" when everyone plays alone), a stop sign with its word when
    it is blocked, then its pairs as tiles fanned to fit the upright panel's `slot` (the
    score beside the slot counts them)."""
    size = panel_tile(slot)
    words = sizes.label
    x, y = slot.left, slot.centery
    if team:
        badge = panels.label(raster, tr("tamega.team", team=team), words, theme.INK)
        surface.blit(badge, badge.get_rect(midleft=(x, y)))
        x += badge.get_width() + words * 0.5
    if blocked:
        stop = raster(pieces.tile(round(size * 0.7), "🚫"))
        mark = panels.label(raster, tr("tamega.blocked"), words, theme.BAD)
        wide = max(stop.get_width(), mark.get_width())  # the word may be the wider
        surface.blit(stop, stop.get_rect(midtop=(x + wide / 2, slot.top)))
        surface.blit(mark, mark.get_rect(midbottom=(x + wide / 2, slot.bottom)))
        x += wide + words * 0.5
    x += size / 2
    step = size * 0.42
    for number, picture in enumerate(taken):
        if x + number * step + size / 2 > slot.right:
            break
        face = raster(tile_face(size, picture))
        surface.blit(face, face.get_rect(center=(x + number * step, y)))


ART_REACH = theme.TYPE["heading"] * 1.2 * 1.15  # layout units a prompt's picture takes
# left of its words (`paint_seat_prompt`'s picture, 1.2 headings, and its gap)


def prompt_span(text: str, unit: float, room: float) -> tuple[float, float]:
    """How far a prompt centred at x reaches left and right (its picture is on the left):
    `paint_seat_prompt`'s own measures."""
    size, lines = prompt_lines(text, unit, room)
    widest = max(measure(line, size)[0] for line in lines)
    return (widest / 2 + art_reach(unit), widest / 2)


def art_reach(unit: float) -> float:
    """The pixels a prompt's picture takes left of its words (it grows with the words)."""
    return ART_REACH * unit * theme.WORDS.scale


def prompt_room(width: float, unit: float) -> float:
    """The words' width of a prompt in front of a panel (or row) `width` wide."""
    return width - art_reach(unit) - 16 * unit


def within(x: float, span: tuple[float, float], ends: Ends) -> float:
    """`x` along a frame moved just enough that a prompt reaching `span` (left, right)
    from it stays within `ends` (a prompt of the seat at the end of a row, or in a
    corner)."""
    low, high = ends[0] + span[0], ends[1] - span[1]
    return min(max(x, low), high) if low <= high else (low + high) / 2
