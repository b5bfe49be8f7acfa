"""Drawing MemoDiXe: the square and its dice, the reserve and the dice set aside, the cover
and the secret square, the prompt in front of the player, sliding dice and the won dice on
the seat panels. Everything here reads the picture and the layout it is handed; nothing
here decides what may be shown (the scene does, before it asks for a secret square).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from engine.drawing import marks, panels, pieces, render, theme
from engine.drawing.icons import icon
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.i18n import tr
from engine.words.banners import draw_seat_prompt
from games.memodixe import dice
from games.memodixe.actions import DixeView
from games.memodixe.scene.layout import RESERVE_SCALE, Layout, Point
from games.memodixe.scene.picture import Entry, Glide, Picture
from games.memodixe.scene.sprites import COLOUR_RGB, EMOJI, prewarm, sprite

KEY = (255, 0, 255)  # the colour key of the cached board
BANNER_EMOJI = (*EMOJI.values(), "💥", "💀", "🤷", "📣", "✅", "❌", "▶️", "🏁", "🏆")


def _icon(emoji: str, size: int) -> pygame.Surface:
    return icon(emoji, max(4, size))


def prewarm_art(layout: Layout) -> None:
    """Every sprite and banner picture at this size, at layout time, not mid-move."""
    prewarm(layout.die_px)
    for emoji in BANNER_EMOJI:
        _icon(emoji, round(layout.cell * 1.2))
    _icon("🤫", round(layout.cell * 1.1))


# --- the square -------------------------------------------------------------------------
def draw_square(
    surface: pygame.Surface,
    layout: Layout,
    picture: Picture,
    now: float,
    shake_dx: Callable[[Hashable], float],
) -> None:
    surface.blit(_board(layout, tuple(sorted(picture.aside))), layout.square_rect)
    waiting = picture.hand.places if picture.hand is not None else ()
    pulse = MOTION.wave(now, 5.0)
    die_px = layout.die_px
    for place, entry in enumerate(picture.square):
        if entry is None:
            continue
        px, py = layout.places[place]
        if place in waiting:  # party mode: these wait for the child's tap
            halo = pygame.Rect(0, 0, die_px * (1.1 + 0.1 * pulse), 0)
            halo.height = halo.width
            halo.center = (round(px), round(py))
            colour = theme.lighten(theme.GOLD, 0.5 * pulse)
            pygame.draw.rect(surface, colour, halo, border_radius=die_px // 4)
        elif place in picture.glow:
            halo = pygame.Rect(0, 0, die_px * 1.1, die_px * 1.1)
            halo.center = (round(px), round(py))
            pygame.draw.rect(surface, picture.glow[place], halo, border_radius=die_px // 4)
        centre = (px + shake_dx(("place", place)), py)
        _draw_die(surface, entry, picture.tilt.get(place, 0.0), centre, die_px)
        if marks.RECORDER is not None:
            marks.mark(marks.PIECE, _square_at((px, py), die_px), "die in the square")


def _board(layout: Layout, aside: tuple[int, ...]) -> pygame.Surface:
    """The felt and the nine places as one cached surface (colour-keyed, not per-pixel
    alpha: the cheapest big blit there is)."""
    rect = layout.square_rect
    key = ("mdx-board", rect.size, layout.die_px, aside)

    def make() -> pygame.Surface:
        board = pygame.Surface(rect.size)
        board.fill(KEY)
        radius = round(layout.cell * 0.18)
        pygame.draw.rect(board, theme.TABLE_RIM, board.get_rect(), border_radius=radius)
        hole = max(8, round(layout.die_px * 0.9))
        for place, (px, py) in enumerate(layout.places):
            centre = (px - rect.left, py - rect.top)
            spot = pygame.Rect(0, 0, hole, hole)
            spot.center = (round(centre[0]), round(centre[1]))
            pygame.draw.rect(
                board, theme.darken(theme.TABLE_RIM, 0.3), spot, border_radius=hole // 5
            )
            if place in aside:
                render.blit_center(board, _icon("❄️", hole // 2), centre)
        board.set_colorkey(KEY, pygame.RLEACCEL)
        return board

    return render.CACHE.get(key, make)


def _square_at(centre: Point, px: int) -> pygame.Rect:
    square = pygame.Rect(0, 0, px, px)
    square.center = (round(centre[0]), round(centre[1]))
    return square


def _draw_die(surface: pygame.Surface, entry: Entry, tilt: float, centre: Point, px: int) -> None:
    """A die of the square, turning over as `tilt` goes from 0 (top up) to 1 (hidden up)."""
    die, top = entry
    if tilt <= 0.0:
        render.blit_center(surface, sprite(die, top, px), centre)
        return
    under = dice.bottom(die, top)
    if tilt >= 1.0:
        render.blit_center(surface, sprite(die, under, px, underside=True), centre)
        return
    scale, new_face, lift = pieces.flip_pose(tilt)
    art = sprite(die, under, px, True) if new_face else sprite(die, top, px)
    shade = pieces.shadow((px, px))
    off = lift * px * 0.12
    surface.blit(shade, shade.get_rect(center=(centre[0] + off, centre[1] + off * 1.5)))
    render.blit_center(surface, pieces.squash(art, scale), (centre[0], centre[1] - off))


def draw_reserve_and_aside(surface: pygame.Surface, layout: Layout, picture: Picture) -> None:
    small = max(8, round(layout.die_px * RESERVE_SCALE))
    for die in picture.reserve:
        art = sprite(die, dice.faces(dice.colour_of(die))[0], small)
        render.blit_center(surface, art, layout.reserve_pos(die, picture.reserve))
    for place, (die, top) in picture.aside.items():
        pos = layout.aside_pos(place)
        render.blit_center(surface, sprite(die, top, small), pos)
        badge = _icon("❄️", small // 2)
        render.blit_center(surface, badge, (pos[0] + small * 0.45, pos[1] - small * 0.45))


def draw_glide(surface: pygame.Surface, glide: Glide, progress: float, pos: Point, px: int) -> None:
    """A die sliding across the table, shrinking (or growing) on the way."""
    scale = glide.scale(progress)
    art = pieces.squash(sprite(glide.die, glide.face, px), scale, scale)
    render.blit_center(surface, art, pos)


# --- the cover and the secret square -------------------------------------------------------
def draw_cover(surface: pygame.Surface, layout: Layout, seat: int | None, label: str) -> None:
    """The veil over the square while `seat` uses a secret power, its words facing them."""
    rect = layout.square_rect
    veil = render.rounded_panel(rect.size, (22, 26, 40), round(layout.cell * 0.18), theme.GOLD, 4)
    surface.blit(veil, rect)
    render.blit_center(surface, _icon("🤫", round(layout.cell * 1.1)), rect.center)
    if seat is not None:
        facing_text(surface, layout, label, seat, layout.near_far_edge(seat))


def draw_secret_square(
    surface: pygame.Surface, layout: Layout, seat: int, view: DixeView, phase: str
) -> None:
    """The square as `seat` alone may see it (their peeks, their picks), in front of them.
    Only for the seat that is entitled to it, while their finger holds it open."""
    (cx, cy), cell = layout.mini_geometry(seat)
    frame = layout.seats[seat]
    art = _secret_square(view, phase, cell, frame.angle)
    render.blit_center(surface, art, frame.to_screen((cx, cy)))


def _secret_square(view: DixeView, phase: str, cell: float, angle: int) -> pygame.Surface:
    peeked = {p.place: p.bottom for p in view.peeked}
    key = ("mdx-mini", round(cell), view.square, tuple(peeked.items()), view.picks, phase)

    def make() -> pygame.Surface:
        size = round(cell * 3 + cell * 0.4)
        surface = render.rounded_panel(
            (size, size), (30, 34, 48), round(cell * 0.25), theme.GOLD, 3
        ).copy()
        die_px = round(cell * 0.8)
        for place, entry in enumerate(view.square):
            if entry is None:
                continue
            centre = (
                cell * 0.2 + (place % 3 + 0.5) * cell,
                cell * 0.2 + (place // 3 + 0.5) * cell,
            )
            if place in view.picks or place in peeked:
                ring = pygame.Rect(0, 0, die_px + 10, die_px + 10)
                ring.center = (round(centre[0]), round(centre[1]))
                pygame.draw.rect(surface, theme.GOLD, ring, border_radius=die_px // 4)
            face = peeked.get(place, entry.top)
            art = sprite(entry.die, face, die_px, underside=place in peeked)
            surface.blit(art, art.get_rect(center=centre))
        return surface

    return render.rotated(key, angle, make)


def facing_text(
    surface: pygame.Surface, layout: Layout, label: str, seat: int | None, centre: Point
) -> None:
    """A label on a dark pill, turned to face `seat`, readable over the dice."""
    seats = layout.seats
    angle = seats[seat].angle if seat is not None and 0 <= seat < len(seats) else 0
    width = layout.square_rect.width * 0.95
    size = render.fit_size(label, render.type_size("body", layout.unit), width)

    def make() -> pygame.Surface:
        text = render.text(label, size, theme.WHITE)
        pad = round(size * 0.4)
        w, h = text.get_width() + 2 * pad, text.get_height() + pad
        pill = render.rounded_panel((w, h), (20, 24, 36), h // 2, theme.GOLD, 2).copy()
        pill.blit(text, text.get_rect(center=(w / 2, h / 2)))
        return pill

    art = render.rotated(("mdx-pill", label, size), angle, make)
    render.blit_center(surface, art, centre)


# --- the prompt in front of the player ---------------------------------------------------
def draw_prompt(
    surface: pygame.Surface, layout: Layout, seat: Seat, emoji: str, label: str, now: float
) -> None:
    """What the player to act may do, in front of their seat, facing them: a picture that
    bobs beside the words."""
    x, y, width = layout.prompt_row_of(seat)
    art = render.type_size("heading", layout.unit) * 1.2  # draw_seat_prompt's picture
    # the picture sits left of the words: shift the words so the pair is centred
    centre = (x + art * 0.575, y)
    room = width - art * 1.2
    draw_seat_prompt(surface, seat, centre, emoji, label, now, layout.unit, theme.HIGHLIGHT, room)


# --- seat panels -------------------------------------------------------------------------
def paint_won(
    surface: pygame.Surface,
    slot: pygame.Rect,
    sizes: panels.PanelType,
    won: tuple[int, ...],
    owns_aside: bool,
) -> None:
    """The dice a player has won (the score beside the slot counts them), two rows at
    most, and ❄️ "frozen" while a die of theirs is aside."""
    right = slot.right
    if owns_aside:
        word = panels.label(tr("memodixe.frozen"), sizes.label, theme.INK_SOFT)
        badge = _icon("❄️", round(slot.height * 0.45))
        surface.blit(badge, badge.get_rect(midtop=(right - word.get_width() / 2, slot.top)))
        surface.blit(word, word.get_rect(bottomright=slot.bottomright))
        right -= word.get_width() + sizes.label * 0.5
    width = right - slot.left
    size = max(6, min(round(slot.height * 0.42), round(width / 8)))
    per_row = max(1, int(width // (size * 1.15)))
    for index, die in enumerate(won[: per_row * 2]):
        row, col = divmod(index, per_row)
        rect = pygame.Rect(0, 0, size, size)
        rect.topleft = (
            slot.left + col * size * 1.15,
            slot.top + row * size * 1.15 + size * 0.1,
        )
        colour = COLOUR_RGB[dice.colour_of(die)]
        pygame.draw.rect(surface, theme.darken(colour, 0.3), rect, border_radius=size // 4)
        pygame.draw.rect(
            surface, colour, rect.inflate(-size // 6, -size // 6), border_radius=size // 5
        )
