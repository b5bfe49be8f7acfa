"""What Fireball Court's table shows: the Court, the draw pile, the race to the target and
each seat's side (hand and captured piles), cards in the air and in a finger, the round's
summary and the game's part of the seat panels.

Each function says items into the frame from what it is given: the layout, the picture
and a `BoardLook` (what the touches and shakes make of the board this frame); it never
sees the scene and paints nothing itself. What lies still is said `still`, so the
compositor keeps it in the table at rest and a quiet frame costs one blit; a card shaking
after a refused touch moves for a moment and rests where it was.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

import games.fireball_court.scene.faces as art
from engine.drawing import panels, theme
from engine.drawing.display import DECOR, MOVING, PIECE, WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded, token
from engine.drawing.images import text as words
from engine.drawing.text import ellipsize, measure, wrap
from engine.i18n import tr
from games.fireball_court import cards as fc
from games.fireball_court.actions import RavensShare, RoundScored
from games.fireball_court.scene.layout import PILES, CourtLayout, Point, pile_key
from games.fireball_court.scene.picture import Carried, Picture

GHOST_ALPHA = 70  # a faint picture where a captured pile will lie


@dataclass(frozen=True)
class SideLook:
    """How one seat's hand shows this frame."""

    open: bool  # faces up
    selected: int | None  # the chosen card, lifted
    dragged: int | None  # the card in a finger (shown over everything, not in the hand)
    shakes: tuple[float, ...]  # each card's shake offset (a refused touch)
    glows: tuple[bool, ...]  # each card: may be played now


@dataclass(frozen=True)
class BoardLook:
    court_shake: float  # the Court's shake offset (a refused touch)
    flying: bool  # cards are in the air (the Court's empty label waits)
    scores: tuple[int, int]  # the running totals as shown
    target: int
    sides: tuple[SideLook, SideLook]
    reading: bool = True  # False (party mode): no words, so no name on the empty Court


def paint_board(frame: DisplayList, layout: CourtLayout, picture: Picture, look: BoardLook):
    """The Court, the draw pile, the score track, then each seat's side: each a group of
    the layout, named by what it shows (a shaking card's offset too)."""
    court = (tuple(map(tuple, picture.court)), frozenset(picture.glowing))
    court += (picture.summary is None, look.flying, look.reading, look.court_shake)
    frame.group(layout, court, lambda said: paint_court(said, layout, picture, look))
    count = picture.pile
    frame.group(layout, ("pile", count), lambda said: paint_pile(said, layout, count))
    track = ("track", look.scores, look.target)
    frame.group(layout, track, lambda said: paint_track(said, layout, look))
    for seat in (0, 1):
        hand, piles, side = picture.in_hand(seat), picture.piles[seat], look.sides[seat]
        paint = partial(paint_piles, layout=layout, seat=seat, captured=piles)
        frame.group(layout, ("piles", seat, tuple(piles)), paint)
        paint = partial(paint_hand, layout=layout, seat=seat, hand=hand, side=side)
        frame.group(layout, ("hand", seat, tuple(hand), side), paint)


def _piece(
    frame: DisplayList,
    image: Image,
    pos: Point,
    shake: float,
    what: str,
    angle: int = 0,
    kind: str = PIECE,
    text_px: int = 0,
    seat: int | None = None,
) -> None:
    """A piece lying at `pos`, shaken `shake` pixels aside for a moment (then it moves, and
    rests where it lies); `seat`: whose it is (a hand: that seat's page may lie on it)."""
    at = (pos[0] + shake, pos[1])
    rests = pos if shake else None
    still = not shake
    frame.sprite(
        image,
        at,
        angle=angle,
        kind=kind,
        seat=seat,
        still=still,
        what=what,
        text_px=text_px,
        rests_at=rests,
    )


# --- the Court ------------------------------------------------------------------------------
def paint_court(frame: DisplayList, layout: CourtLayout, picture: Picture, look: BoardLook):
    """The Court's frame, its stacks (the cards about to be captured glowing) with their
    counts, and its name while it lies empty and quiet."""
    u = layout.unit
    edge = layout.court_frame.inflate(-4, -4)
    frame.shape("rect", theme.TABLE_LIGHT, edge, 0, round(24 * u), still=True)
    frame.shape("rect", theme.GOLD, edge, max(2, round(3 * u)), round(24 * u), still=True)
    shake = look.court_shake
    court = picture.court
    cw, ch = layout.court_card
    quiet = picture.summary is None and not look.flying
    if not court and quiet and look.reading:
        name, at = court_name(layout)
        _piece(frame, name, at, shake, "the Court", kind=WORDS, text_px=name_size(layout))
    for index, stack in enumerate(court):
        x, y = layout.stack_pos(index, len(court))
        for depth, card in enumerate(stack):
            pos = (x + depth * cw * 0.16, y + depth * ch * 0.06)
            if card in picture.glowing:
                glow = art.glow(layout.court_card, theme.HIGHLIGHT)
                _piece(frame, glow, pos, shake, "", kind=DECOR)
            _piece(frame, art.face(card, layout.court_card), pos, shake, "court card")
        if len(stack) > 1:
            size = badge_size(round(cw * 0.42), u)
            badge = art.badge(str(len(stack)), size, theme.BUTTON)
            at = (x - cw * 0.45, y - ch * 0.45)
            px = art.badge_px(size)  # the count stays put while the cards shake
            _piece(frame, badge, at, 0.0, "court stack count", text_px=px)


def name_size(layout: CourtLayout) -> int:
    """The type size of the Court's name: read from across the table."""
    return panels.panel_type(layout.unit).label


def court_name(layout: CourtLayout) -> tuple[Image, Point]:
    """The Court's name and where it lies while the Court is empty."""
    name = art.label(tr("fireball_court.court"), name_size(layout), theme.PANEL)
    return name, (layout.court_frame.centerx, layout.center[1])


# --- the draw pile --------------------------------------------------------------------------
def paint_pile(frame: DisplayList, layout: CourtLayout, count: int) -> None:
    """The draw pile's backs and its count, readable from both ends of the table."""
    x, y = layout.pile_pos
    for i in range(min(count, 6)):
        back = art.back(layout.court_card)
        frame.sprite(back, (x - i * 2, y - i * 2), kind=PIECE, still=True, what="draw pile")
    size = badge_size(round(layout.court_card[0] * 0.55), layout.unit)
    badge, px = art.badge(str(count), size, theme.GOLD), art.badge_px(size)
    below = (x, y + layout.court_card[1] * 0.62)
    frame.sprite(badge, below, kind=PIECE, still=True, what="draw pile count", text_px=px)
    if not layout.tablet:
        above = (x, y - layout.court_card[1] * 0.62 - 12 * layout.unit)
        frame.sprite(
            badge, above, angle=180, kind=PIECE, still=True, what="draw pile count", text_px=px
        )


# --- the race to the target -----------------------------------------------------------------
def paint_track(frame: DisplayList, layout: CourtLayout, look: BoardLook) -> None:
    """Both running totals on one bar, the finish flag in the middle, readable from both
    ends: each player's bar grows from their own side towards the flag, from the seat's
    token (its shape says whose bar it is as well as its colour)."""
    track = layout.track
    u = layout.unit
    radius = track.width // 2
    frame.shape("rect", theme.TABLE_RIM, track, 0, radius, still=True)
    frame.mark(PIECE, track, "score track")
    goal, scores = look.target, look.scores
    half = track.height / 2
    size = panels.panel_type(u).label  # read from across the table
    for seat in (0, 1):
        colour = theme.SEAT_STYLES[seat].colour
        reach = max(track.width, half * min(1.0, scores[seat] / max(1, goal)))
        if seat == layout.bottom:
            bar = pygame.Rect(track.left, track.bottom - reach, track.width, reach)
            label_at, angle = (track.centerx, track.bottom + 20 * u), 0
        else:
            bar = pygame.Rect(track.left, track.top, track.width, reach)
            label_at, angle = (track.centerx, track.top - 20 * u), layout.angle_of(seat)
        frame.shape("rect", colour, bar, 0, radius, still=True)
        base = (track.centerx, bar.bottom - radius if seat == layout.bottom else bar.top + radius)
        shape = token(theme.SEAT_STYLES[seat].shape, colour, round(track.width * 0.9))
        frame.sprite(shape, base, still=True, what=f"seat {seat + 1}'s token on the track")
        plate = art.label(f"{scores[seat]}/{goal}", size, theme.lighten(colour, 0.55))
        frame.sprite(
            plate, label_at, angle=angle, kind=PIECE, still=True, what="score", text_px=size
        )
    flag = picture("🏁", round(track.width * 1.1))
    frame.sprite(flag, track.center, still=True)


# --- a seat's side: hand and captured piles -------------------------------------------------
def paint_hand(
    frame: DisplayList, layout: CourtLayout, seat: int, hand: list[int | None], side: SideLook
) -> None:
    """A hand by its slots (None: a card still in the air, shown by its flight), the cards
    that may be played glowing, the chosen one lifted."""
    angle = layout.angle_of(seat)
    spots = layout.hand_spots(seat, hand, side.selected)
    for index, card in enumerate(hand):
        if card is None or card == side.dragged:
            continue
        shake = side.shakes[index]
        if side.glows[index]:
            glow = art.glow(layout.card, theme.HIGHLIGHT)
            _piece(frame, glow, spots[index], shake, "", kind=DECOR)
        shown = side.open and card >= 0
        image = art.face(card, layout.card) if shown else art.back(layout.card)
        _piece(frame, image, spots[index], shake, f"hand of seat {seat + 1}", angle, seat=seat)


def paint_piles(frame: DisplayList, layout: CourtLayout, seat: int, captured: list[int]) -> None:
    """A seat's captured piles, each with its count, and a faint picture where a pile will
    lie."""
    piles: dict[str, list[int]] = {key: [] for key in PILES}
    for card in captured:
        piles[pile_key(card)].append(card)
    angle = layout.angle_of(seat)
    sw, sh = layout.small
    zone = layout.zones[seat]
    for key in PILES:
        x, y = layout.pile_pos_of(seat, key)
        cards = piles[key]
        if not cards:
            ghost = picture(art.PILE_EMOJI[key], round(sw * 0.6))
            frame.sprite(ghost, (x, y), angle=angle, alpha=GHOST_ALPHA, still=True)
            continue
        what = f"captured pile of seat {seat + 1}"
        for depth, card in enumerate(cards[-4:]):
            face = art.face(card, layout.small)
            pos = (x, y - depth * sh * 0.06)
            frame.sprite(face, pos, angle=angle, kind=PIECE, still=True, what=what)
        local = (layout.piles_x + PILES.index(key) * sw * 1.45 + sw * 0.45, -sh * 0.5)
        size = badge_size(round(sw * 0.6), layout.unit)
        badge = art.badge(str(len(cards)), size, theme.INK)
        at, px = zone.to_screen(local), art.badge_px(size)
        frame.sprite(
            badge, at, angle=angle, kind=PIECE, still=True, what=f"{what}: count", text_px=px
        )


def badge_size(size: int, unit: float) -> int:
    """A count badge of at least `size`, whose number is never smaller than a panel's
    words: a pile's count is read from across the table too."""
    return max(size, math.ceil(panels.panel_type(unit).label / art.BADGE_TEXT))


# --- what moves over the board -----------------------------------------------------------
def paint_flight(
    frame: DisplayList, layout: CourtLayout, what: Carried, t: float, pos: Point
) -> None:
    """A card on its way, `t` of its eased path done: it turns to its new owner and
    shrinks to a pile card in the second half."""
    card, up, angle, small = what
    size = layout.small if small and t > 0.5 else layout.court_card
    if up and card >= 0:
        image, turn = art.face(card, size), angle if t > 0.5 else 0
    else:
        image, turn = art.back(size), angle
    frame.sprite(image, pos, angle=turn, kind=MOVING, what="card in the air")


def paint_dragged(
    frame: DisplayList, layout: CourtLayout, card: int, pos: Point, angle: int
) -> None:
    """The card in a finger, glowing."""
    frame.sprite(art.glow(layout.card, theme.HIGHLIGHT), pos)
    frame.sprite(art.face(card, layout.card), pos, angle=angle, kind=MOVING, what="card in hand")


AHEAD = 6  # pictures said each frame to paint ahead: the whole list comes round in seconds


def paint_ahead(frame: DisplayList, soon: list[tuple[Image, int]], turn: int) -> None:
    """A few of `soon` to paint ahead, a different few each frame (`turn`: the frame's
    number): asking for all of them in every frame would cost more than it saves."""
    for index in range(turn * AHEAD, turn * AHEAD + min(AHEAD, len(soon))):
        frame.ahead(*soon[index % len(soon)])


def faces_ahead(layout: CourtLayout) -> list[tuple[Image, int]]:
    """Every card face at every size it shows at, turned to each end of the table: to
    paint ahead, so no frame waits for an SVG."""
    angles = sorted({zone.angle for zone in layout.zones} | {0})
    faces = {(fc.kind(c), fc.pile_of(c)): c for c in range(fc.DECK_SIZE)}
    return [
        (art.face(card, size), angle)
        for card in faces.values()
        for size in (layout.card, layout.court_card, layout.small)
        for angle in angles
    ]


# --- the round's summary ---------------------------------------------------------------------
def paint_summary(
    frame: DisplayList, layout: CourtLayout, picture: Picture, names: Callable[[int], str]
) -> None:
    """The round's count, one copy facing each player (named by its rows, as the audit
    reads words)."""
    if picture.summary is None:
        return
    size = panels.panel_type(layout.unit).label
    rows = summary_rows(picture.summary, picture.share, names)
    image = summary(picture.summary, picture.share, names, layout.unit)
    what = " ".join(["the round's summary", *map(repr, rows)])
    for spot in layout.summary_spots(image.size[1]):
        frame.sprite(
            image, spot.center, angle=spot.angle, kind=WORDS, still=True, text_px=size, what=what
        )


def summary_rects(layout: CourtLayout, image: Image) -> list[pygame.Rect]:
    """Where the copies of the round's summary lie (as `paint_summary` shows them)."""
    rects = []
    for spot in layout.summary_spots(image.size[1]):
        rect = pygame.Rect((0, 0), image.size)
        rect.center = (round(spot.center[0]), round(spot.center[1]))
        rects.append(rect)
    return rects


def summary(
    scored: RoundScored, share: RavensShare | None, names: Callable[[int], str], u: float
) -> Image:
    """The round's count on a plate: the round, the ravens' share, each player's points."""
    size = panels.panel_type(u).label  # read from across the table
    rows = summary_rows(scored, share, names)
    sizes = [measure(row, size) for row in rows]
    width = max(w for w, _ in sizes) + round(40 * u)
    height = sum(h for _, h in sizes) + round(30 * u)
    plate = rounded((width, height), theme.PANEL, round(18 * u), theme.GOLD, max(2, round(3 * u)))

    def make(raster: Raster) -> pygame.Surface:
        surface = plate_on(raster, plate)
        y = round(15 * u)
        for row in rows:
            image = raster(words(row, size, theme.INK))
            surface.blit(image, image.get_rect(midtop=(width / 2, y)))
            y += image.get_height()
        return surface

    return Image(("fc-summary", tuple(rows), size, u), (width, height), make)


def summary_rows(
    scored: RoundScored, share: RavensShare | None, names: Callable[[int], str]
) -> list[str]:
    """The round's count, row by row: the round, the ravens' share, each player's points."""
    rows = [tr("fireball_court.round_over", number=scored.round_no)]
    if share is not None:
        rows.append(
            tr("fireball_court.ravens_tie")
            if share.taker is None
            else tr("fireball_court.ravens_take", name=names(share.taker), count=len(share.coins))
        )
    for seat in (0, 1):
        rows.append(
            tr(
                "fireball_court.breakdown",
                name=names(seat),
                coins=tr("fireball_court.breakdown_coins", count=scored.coins[seat]),
                sets=scored.set_points[seat],
                points=scored.points[seat],
                total=scored.totals[seat],
            )
        )
    return rows


# --- the seat panel ----------------------------------------------------------------------
def paint_panel(
    raster: Raster,
    surface: pygame.Surface,
    slot: pygame.Rect,
    unit: float,
    target: int,
    started: bool,
    reading: bool = True,
) -> None:
    """The target (🏁 21 "target"), and whether this seat started the round: beside the
    target in up to two lines, or, where they would not fit whole there (a slot narrowed
    by the seat's phone code), across the slot under the target laid on one line; where
    the slot is too shallow for that too (a tablet's panel with bigger words), a ⭐ beside
    the target as in party mode (the star at the seat said it before the first card).
    Without `reading` (party mode): 🏁 21, and a ⭐ for the seat that started the round."""
    sizes = panels.panel_type(unit)
    size = sizes.label
    if not reading:
        _paint_pictures(raster, surface, slot, target, started, sizes)
        return
    count = panels.Count("🏁", target, "fireball_court.target_word")
    number = panels.count_size(sizes, slot)
    width = min(slot.width, round(panels.count_width(count, number, size)))
    room = slot.width - width - size
    lines = _started_beside(room, size) if started else []
    if lines is None:
        _paint_under(raster, surface, slot, count, sizes)
        return
    area = pygame.Rect(slot.topleft, (width, slot.height))
    panels.paint_count(raster, surface, area, count, number, size)
    top = slot.centery - len(lines) * size * 0.55
    _paint_started(raster, surface, lines, size, (slot.left + width + size, top), room)


def _paint_under(
    raster: Raster,
    surface: pygame.Surface,
    slot: pygame.Rect,
    count: panels.Count,
    sizes: panels.PanelType,
) -> None:
    """The target laid on one line and "started this round" across the slot under it, or
    where the slot is too shallow for both, the target and a ⭐ (party mode's part)."""
    size = sizes.label
    lines = wrap(tr("fireball_court.started"), size, slot.width)[:2]
    below = round((len(lines) - 1) * size * 1.1 + measure(lines[-1], size)[1])
    if slot.height - below < size:
        _paint_pictures(raster, surface, slot, round(count.number), True, sizes)
        return
    area = pygame.Rect(slot.left, slot.top, slot.width, slot.height - below)
    panels.paint_count(raster, surface, area, count, panels.count_size(sizes, area), size)
    _paint_started(raster, surface, lines, size, (slot.left, area.bottom), slot.width)


def _started_beside(room: float, size: int) -> list[str] | None:
    """ "started this round" in up to two lines `room` wide, or None where they would not
    fit whole."""
    lines = wrap(tr("fireball_court.started"), size, room)
    if len(lines) > 2 or any(measure(line, size)[0] > room for line in lines):
        return None
    return lines


def _paint_pictures(
    raster: Raster,
    surface: pygame.Surface,
    slot: pygame.Rect,
    target: int,
    started: bool,
    sizes: panels.PanelType,
) -> None:
    """Party mode's part of the panel: the target's picture and number, then a ⭐ for the
    seat that started the round (as the star at its seat said before the first card)."""
    count = panels.Count("🏁", target, "")
    number = panels.count_size(sizes, slot)
    width = min(slot.width, round(panels.count_width(count, number, sizes.label)))
    area = pygame.Rect(slot.topleft, (width, slot.height))
    panels.paint_count(raster, surface, area, count, number, sizes.label)
    if started:
        star = raster(picture("⭐", number))
        surface.blit(star, star.get_rect(midleft=(area.right + sizes.label, slot.centery)))


def _paint_started(
    raster: Raster,
    surface: pygame.Surface,
    lines: list[str],
    size: int,
    topleft: tuple[float, float],
    room: float,
) -> None:
    """The lines of "started this round" from `topleft` down (cut short with "…" only if
    a single word is wider than the room)."""
    for row, line in enumerate(lines):
        text = panels.label(raster, ellipsize(line, size, room), size, theme.INK_SOFT)
        surface.blit(text, text.get_rect(topleft=(topleft[0], topleft[1] + row * size * 1.1)))
