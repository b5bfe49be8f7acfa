"""What MemoDiXe's table shows: the square and its dice, the reserve and the dice set aside,
the cover and the secret square, the prompt in front of the player, sliding dice and the
won dice on the seat panels. Everything here reads the picture and the layout it is
handed and says items into the frame; nothing here decides what may be shown (the scene
does, before it asks for a secret square).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from engine.drawing import icons, panels, pieces, theme
from engine.drawing.display import MOVING, PIECE, TARGET, WORDS, DisplayList, Image, Raster, Sprite
from engine.drawing.images import plate_on, rounded
from engine.drawing.images import text as words
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.drawing.text import type_size
from engine.i18n import tr
from engine.words.prompts import paint_seat_prompt, prompt_lines
from games.memodixe import dice
from games.memodixe.actions import DixeView
from games.memodixe.dice import EMOJI
from games.memodixe.scene.layout import RESERVE_SCALE, Layout, Point
from games.memodixe.scene.picture import Entry, Glide, Picture
from games.memodixe.scene.sprites import COLOUR_RGB, die_face, every_face

KEY = (255, 0, 255)  # the colour key of the board's picture
BANNER_EMOJI = (*EMOJI.values(), "💥", "💀", "🤷", "📣", "✅", "❌", "▶️", "🏁", "🏆")
SHUSH = "🤫"  # on the cover over the square


def soon(layout: Layout, covers: dict[int, str]) -> tuple[tuple[Image, int], ...]:
    """What a throw, a cover or a banner will soon show at this size, each with the turn
    it shows at, for the frames to paint ahead (`DisplayList.ahead`) before it does: every
    face of every die (both sides up), the banners' pictures (at the size a banner's plate
    shows them) and the cover with its words facing each seat that may use a secret
    power (`covers`: its words by seat)."""
    banner = round(type_size("heading", layout.unit) * 1.5)
    ahead = [(image, 0) for image in every_face(layout.die_px)]
    ahead += [(icons.picture(emoji, banner), 0) for emoji in BANNER_EMOJI]
    if covers:
        ahead += [(_veil(layout), 0), (_shush(layout), 0)]
        ahead += [(_pill(layout, label)[0], layout.seats[s].angle) for s, label in covers.items()]
    return tuple(ahead)


# --- the square -------------------------------------------------------------------------
def paint_square(
    frame: DisplayList,
    layout: Layout,
    picture: Picture,
    now: float,
    shake_dx: Callable[[Hashable], float],
) -> None:
    """The board and the dice on it: pieces in play, lying still unless they shake or turn
    over (a waiting pair's halo pulses under them: party mode)."""
    rect = layout.square_rect
    board = _board(layout, tuple(sorted(picture.aside)))
    frame.sprite(board, rect.topleft, anchor="topleft", still=True)
    waiting = picture.hand.places if picture.hand is not None else ()
    pulse = MOTION.wave(now, 5.0)
    if waiting:
        frame.changes(MOTION.next_step(now))
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
            frame.shape("rect", colour, halo, 0, die_px // 4)
        elif place in picture.glow:
            halo = pygame.Rect(0, 0, die_px * 1.1, die_px * 1.1)
            halo.center = (round(px), round(py))
            frame.shape("rect", picture.glow[place], halo, 0, die_px // 4, still=True)
        shake = shake_dx(("place", place))
        tilt = picture.tilt.get(place, 0.0)
        item = _paint_die(frame, entry, tilt, (px + shake, py), die_px, shake == 0.0)
        item.rests = _square_at((px, py), die_px)


def _board(layout: Layout, aside: tuple[int, ...]) -> Image:
    """The felt and the nine places as one picture (colour-keyed, not per-pixel alpha: the
    cheapest big blit there is), ❄️ where a die is set aside."""
    rect = layout.square_rect
    hole = max(8, round(layout.die_px * 0.9))
    snow = icons.picture("❄️", hole // 2)

    def make(raster: Raster) -> pygame.Surface:
        board = pygame.Surface(rect.size)
        board.fill(KEY)
        radius = round(layout.cell * 0.18)
        pygame.draw.rect(board, theme.TABLE_RIM, board.get_rect(), border_radius=radius)
        for place, (px, py) in enumerate(layout.places):
            centre = (px - rect.left, py - rect.top)
            spot = pygame.Rect(0, 0, hole, hole)
            spot.center = (round(centre[0]), round(centre[1]))
            pygame.draw.rect(
                board, theme.darken(theme.TABLE_RIM, 0.3), spot, border_radius=hole // 5
            )
            if place in aside:
                art = raster(snow)
                board.blit(art, art.get_rect(center=(round(centre[0]), round(centre[1]))))
        board.set_colorkey(KEY, pygame.RLEACCEL)
        return board

    key = ("mdx-board", rect.size, layout.die_px, layout.cell, layout.places, rect.topleft, aside)
    return Image(key, rect.size, make)


def _square_at(centre: Point, px: int) -> pygame.Rect:
    square = pygame.Rect(0, 0, px, px)
    square.center = (round(centre[0]), round(centre[1]))
    return square


def _paint_die(
    frame: DisplayList, entry: Entry, tilt: float, centre: Point, px: int, steady: bool
) -> Sprite:
    """A die of the square, turning over as `tilt` goes from 0 (top up) to 1 (hidden up):
    the die's item (a piece in play; lying still when `steady` and not turning)."""
    die, top = entry
    what = "die in the square"
    under = dice.bottom(die, top)
    if tilt <= 0.0:
        return frame.sprite(die_face(die, top, px), centre, kind=PIECE, still=steady, what=what)
    if tilt >= 1.0:
        art = die_face(die, under, px, underside=True)
        return frame.sprite(art, centre, kind=PIECE, still=steady, what=what)
    scale, new_face, lift = pieces.flip_pose(tilt)
    art = die_face(die, under, px, True) if new_face else die_face(die, top, px)
    shade = pieces.shadow((px, px))
    off = lift * px * 0.12
    shadow = pygame.Rect((0, 0), shade.size)
    shadow.center = (centre[0] + off, centre[1] + off * 1.5)  # as `get_rect` puts it
    frame.sprite(shade, shadow.topleft, anchor="topleft")
    lifted = (centre[0], centre[1] - off)
    return frame.sprite(art, lifted, squash=(scale, 1.0), kind=PIECE, what=what)


def paint_reserve_and_aside(frame: DisplayList, layout: Layout, picture: Picture) -> None:
    """The reserve left of the square and the dice set aside right of it, small, each
    set-aside die with ❄️: pieces in play, lying still."""
    small = max(8, round(layout.die_px * RESERVE_SCALE))
    for die in picture.reserve:
        art = die_face(die, dice.faces(dice.colour_of(die))[0], small)
        at = layout.reserve_pos(die, picture.reserve)
        frame.sprite(art, at, kind=PIECE, still=True, what="reserve die")
    badge = icons.picture("❄️", small // 2)
    for place, (die, top) in picture.aside.items():
        pos = layout.aside_pos(place)
        frame.sprite(die_face(die, top, small), pos, kind=PIECE, still=True, what="die aside")
        frame.sprite(badge, (pos[0] + small * 0.45, pos[1] - small * 0.45), still=True)


def paint_glide(frame: DisplayList, glide: Glide, progress: float, pos: Point, px: int) -> None:
    """A die sliding across the table, shrinking (or growing) on the way."""
    scale = glide.scale(progress)
    art = die_face(glide.die, glide.face, px)
    frame.sprite(art, pos, squash=(scale, scale), kind=MOVING, what="sliding die")


# --- the cover and the secret square -------------------------------------------------------
def paint_cover(frame: DisplayList, layout: Layout, seat: int | None, label: str) -> None:
    """The veil over the square while `seat` uses a secret power, with its words on a dark
    pill on the far side of the square, facing them (readable, and not under the secret
    square that opens in front of them)."""
    rect = layout.square_rect
    frame.sprite(_veil(layout), rect.topleft, anchor="topleft", still=True)
    frame.sprite(_shush(layout), rect.center, still=True)
    if seat is None:
        return
    pill, size = _pill(layout, label)
    at, angle = layout.near_far_edge(seat, pill.size[1]), layout.seats[seat].angle
    what = f"cover {label!r}"
    frame.sprite(pill, at, angle=angle, kind=WORDS, still=True, text_px=size, what=what)


def _veil(layout: Layout) -> Image:
    radius = round(layout.cell * 0.18)
    return rounded(layout.square_rect.size, (22, 26, 40), radius, theme.GOLD, 4)


def _shush(layout: Layout) -> Image:
    return icons.picture(SHUSH, round(layout.cell * 1.1))


def _pill(layout: Layout, label: str) -> tuple[Image, int]:
    """`label` on a dark pill, upright, and its type size: the pill no longer than the
    dice span across the square, so that along the square's edge it stays off the rim's
    corners, where a neighbour's pad may reach; words that do not fit get smaller down
    to the readable floor, then take a second line (as a prompt's do: bigger words)."""
    body = type_size("body", layout.unit)
    room = 2 * layout.cell + layout.die_px - 2 * round(body * 0.4)
    size, lines = prompt_lines(label, layout.unit, room)
    texts = [words(line, size, theme.WHITE) for line in lines]
    pad = round(size * 0.4)
    tw, th = max(text.size[0] for text in texts), sum(text.size[1] for text in texts)
    w, h = tw + 2 * pad, th + pad
    radius = (th // len(texts) + pad) // 2  # round ends, as high as one line's
    pill = rounded((w, h), (20, 24, 36), radius, theme.GOLD, 2)

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, pill)
        y = (h - th) / 2
        for text in texts:
            surface.blit(raster(text), raster(text).get_rect(midtop=(w / 2, y)))
            y += text.size[1]
        return surface

    return Image(("mdx-pill", label, size, room), (w, h), make), size


def paint_secret_square(
    frame: DisplayList, layout: Layout, seat: int, view: DixeView, phase: str
) -> None:
    """The square as `seat` alone may see it (their peeks, their picks), in front of them:
    a touch target (they pick its dice). Only for the seat that is entitled to it, while
    their finger holds it open."""
    (cx, cy), cell = layout.mini_geometry(seat)
    facing = layout.seats[seat]
    image = _secret_square(view, phase, cell)
    frame.sprite(
        image,
        facing.to_screen((cx, cy)),
        angle=facing.angle,
        kind=TARGET,
        still=True,
        what="secret square",
    )


def _secret_square(view: DixeView, phase: str, cell: float) -> Image:
    peeked = {p.place: p.bottom for p in view.peeked}
    size = round(cell * 3 + cell * 0.4)
    plate = rounded((size, size), (30, 34, 48), round(cell * 0.25), theme.GOLD, 3)
    die_px = round(cell * 0.8)

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, plate)
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
            art = raster(die_face(entry.die, face, die_px, underside=place in peeked))
            surface.blit(art, art.get_rect(center=centre))
        return surface

    key = ("mdx-mini", cell, view.square, tuple(peeked.items()), view.picks, phase)
    return Image(key, plate.size, make)


# --- the prompt in front of the player ---------------------------------------------------
def paint_prompt(
    frame: DisplayList, layout: Layout, seat: Seat, emoji: str, label: str, now: float
) -> None:
    """What the player to act may do, in front of their seat, facing them: a picture that
    bobs beside the words."""
    x, y, width = layout.prompt_row_of(seat)
    art = type_size("heading", layout.unit) * 1.2  # paint_seat_prompt's picture
    # the picture sits left of the words: shift the words so the pair is centred
    centre = (x + art * 0.575, y) if label else (x, y)
    room = width - art * 1.2
    paint_seat_prompt(frame, seat, centre, emoji, label, now, layout.unit, theme.HIGHLIGHT, room)


# --- seat panels -------------------------------------------------------------------------
def paint_won(
    raster: Raster,
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
        word = panels.label(raster, tr("memodixe.frozen"), sizes.label, theme.INK_SOFT)
        badge = raster(icons.picture("❄️", round(slot.height * 0.45)))
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
