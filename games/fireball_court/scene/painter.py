"""Fireball Court's drawing: the board's cached regions (the Court, the draw pile, the score
track and each seat's side), the card in a finger, cards in the air, the round's summary
and the game's part of the seat panels.

Each board region has a key (everything it shows) and a painter drawing it onto an opaque
layer (`engine.compositor.layers.BoardLayers`) whose top-left is at `origin` on the screen; a layer
is repainted only when its key changes, so a frame is a few opaque blits. What the
painter reads comes in as arguments: the layout, the picture and a `BoardLook` (what the
touches and shakes make of the board this frame); it never sees the scene.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

import games.fireball_court.scene.faces as art
from engine.compositor.layers import BoardLayers
from engine.drawing import panels, render, theme
from engine.drawing.icons import icon
from engine.i18n import language, tr
from games.fireball_court import cards as fc
from games.fireball_court.actions import RavensShare, RoundScored
from games.fireball_court.scene.layout import PILES, CourtLayout, Point, pile_key
from games.fireball_court.scene.picture import Carried, Picture

Origin = tuple[int, int]


@dataclass(frozen=True)
class SideLook:
    """How one seat's hand shows this frame."""

    open: bool  # faces up
    selected: int | None  # the chosen card, lifted
    dragged: int | None  # the card in a finger (drawn over everything, not in the hand)
    shakes: tuple[float, ...]  # each card's shake offset (a refused touch)
    glows: tuple[bool, ...]  # each card: may be played now

    def key(self) -> Hashable:
        shakes = tuple(round(s) for s in self.shakes)
        return (self.open, self.selected, self.dragged, shakes, self.glows)


@dataclass(frozen=True)
class BoardLook:
    court_shake: float  # the Court's shake offset (a refused touch)
    flying: bool  # cards are in the air (the Court's empty label waits)
    scores: tuple[int, int]  # the running totals as shown
    target: int
    sides: tuple[SideLook, SideLook]


def _put(target: pygame.Surface, image: pygame.Surface, pos: Point, origin: Origin) -> None:
    render.blit_center(target, image, (pos[0] - origin[0], pos[1] - origin[1]))


class CourtPainter:
    def __init__(self, names: Callable[[int], str]) -> None:
        self.names = names
        self.layers = BoardLayers()

    def relayout(self, layout: CourtLayout) -> None:
        """New sizes: forget the painted regions and rasterise every card face at every new
        size once, so no frame waits for an SVG."""
        self.layers.clear()
        angles = {zone.angle for zone in layout.zones} | {0}
        faces = {(fc.kind(c), fc.pile_of(c)): c for c in range(fc.DECK_SIZE)}
        for card in faces.values():
            for size in (layout.card, layout.court_card, layout.small):
                for angle in angles:
                    art.face(card, size, angle)
        step = max(4, round(12 * layout.unit))
        for size in range(step, round(60 * layout.unit) + step, step):
            icon("🔥", size)
            icon("💥", size)

    # --- the board ---------------------------------------------------------------------------
    def board(
        self, surface: pygame.Surface, layout: CourtLayout, picture: Picture, look: BoardLook
    ) -> None:
        layers = self.layers
        quiet = picture.summary is None and not look.flying
        court = tuple(tuple(s) for s in picture.court)
        court_key = (court, frozenset(picture.glowing), round(look.court_shake), quiet, language())
        layers.draw(
            surface,
            "court",
            layout.court_frame,
            court_key,
            lambda target, origin: _paint_court(target, origin, layout, picture, look, quiet),
        )
        layers.draw(
            surface,
            "pile",
            layout.pile_rect,
            (picture.pile,),
            lambda target, origin: _paint_pile(target, origin, layout, picture.pile),
        )
        track_key = (look.scores, look.target, layout.bottom, layout.tablet)
        layers.draw(
            surface,
            "track",
            layout.track_rect,
            track_key,
            lambda target, origin: _paint_track(target, origin, layout, look),
        )
        for seat in (0, 1):
            hand, piles, side = picture.in_hand(seat), picture.piles[seat], look.sides[seat]
            layers.draw(
                surface,
                f"zone{seat}",
                layout.zone_rects[seat],
                (tuple(hand), side.key(), tuple(piles)),
                _side_painter(layout, seat, hand, piles, side),
            )

    # --- what moves over the board -----------------------------------------------------------
    def flight(
        self, surface: pygame.Surface, layout: CourtLayout, what: Carried, t: float, pos: Point
    ) -> None:
        """A card on its way, `t` of its eased path done: it turns to its new owner and
        shrinks to a pile card in the second half."""
        card, up, angle, small = what
        size = layout.small if small and t > 0.5 else layout.court_card
        image = (
            art.face(card, size, angle if t > 0.5 else 0)
            if up and card >= 0
            else art.back(size, angle)
        )
        render.blit_center(surface, image, pos)

    def dragged(
        self, surface: pygame.Surface, layout: CourtLayout, card: int, pos: Point, angle: int
    ) -> None:
        render.blit_center(surface, art.glow(layout.card, theme.HIGHLIGHT), pos)
        render.blit_center(surface, art.face(card, layout.card, angle), pos)

    def summary(self, surface: pygame.Surface, layout: CourtLayout, picture: Picture) -> None:
        """The round's count, one copy facing each player."""
        if picture.summary is None:
            return
        for spot in layout.summary_spots():
            panel = self.summary_panel(picture.summary, picture.share, spot.angle, layout.unit)
            render.blit_center(surface, panel, spot.center)

    def summary_panel(
        self, scored: RoundScored, share: RavensShare | None, angle: int, unit: float
    ) -> pygame.Surface:
        key = ("fc-summary", id(self), scored, share, angle, unit)
        return render.rotated(key, angle, lambda: self._paint_summary(scored, share, unit))

    def _paint_summary(
        self, scored: RoundScored, share: RavensShare | None, u: float
    ) -> pygame.Surface:
        size = panels.panel_type(u).label  # read from across the table
        rows = [tr("fireball_court.round_over", number=scored.round_no)]
        if share is not None:
            rows.append(
                tr("fireball_court.ravens_tie")
                if share.taker is None
                else tr(
                    "fireball_court.ravens_take",
                    name=self.names(share.taker),
                    count=len(share.coins),
                )
            )
        for seat in (0, 1):
            rows.append(
                tr(
                    "fireball_court.breakdown",
                    name=self.names(seat),
                    coins=scored.coins[seat],
                    sets=scored.set_points[seat],
                    points=scored.points[seat],
                    total=scored.totals[seat],
                )
            )
        images = [render.text(r, size, theme.INK) for r in rows]
        width = max(i.get_width() for i in images) + round(40 * u)
        height = sum(i.get_height() for i in images) + round(30 * u)
        panel = render.rounded_panel(
            (width, height), theme.PANEL, round(18 * u), theme.GOLD, max(2, round(3 * u))
        ).copy()
        y = round(15 * u)
        for image in images:
            panel.blit(image, image.get_rect(midtop=(width / 2, y)))
            y += image.get_height()
        return panel

    # --- the seat panel ----------------------------------------------------------------------
    def panel(
        self, surface: pygame.Surface, slot: pygame.Rect, unit: float, target: int, started: bool
    ) -> None:
        """The target (🏁 21 "target"), and whether this seat started the round."""
        sizes = panels.panel_type(unit)
        count = panels.Count("🏁", target, "fireball_court.target_word")
        number = panels.count_size(sizes, slot)
        width = min(slot.width, round(panels.count_width(count, number, sizes.label)))
        panels.paint_count(
            surface, pygame.Rect(slot.topleft, (width, slot.height)), count, number, sizes.label
        )
        if not started:
            return
        room = slot.width - width - sizes.label
        lines = render.wrap(tr("fireball_court.started"), sizes.label, room)[:2]
        top = slot.centery - len(lines) * sizes.label * 0.55
        for row, line in enumerate(lines):
            text = panels.label(
                render.ellipsize(line, sizes.label, room), sizes.label, theme.INK_SOFT
            )
            at = (slot.left + width + sizes.label, top + row * sizes.label * 1.1)
            surface.blit(text, text.get_rect(topleft=at))


# --- the Court ------------------------------------------------------------------------------
def _paint_court(
    target: pygame.Surface,
    origin: Origin,
    layout: CourtLayout,
    picture: Picture,
    look: BoardLook,
    quiet: bool,
) -> None:
    u = layout.unit
    frame = layout.court_frame.move(-origin[0], -origin[1]).inflate(-4, -4)
    pygame.draw.rect(target, theme.TABLE_LIGHT, frame, border_radius=round(24 * u))
    pygame.draw.rect(target, theme.GOLD, frame, max(2, round(3 * u)), round(24 * u))
    shake = look.court_shake
    court = picture.court
    cw, ch = layout.court_card
    if not court and quiet:
        size = panels.panel_type(u).label  # read from across the table
        words = art.label(tr("fireball_court.court"), size, theme.PANEL)
        _put(target, words, (layout.court_frame.centerx + shake, layout.center[1]), origin)
    for index, stack in enumerate(court):
        x, y = layout.stack_pos(index, len(court))
        for depth, card in enumerate(stack):
            pos = (x + shake + depth * cw * 0.16, y + depth * ch * 0.06)
            if card in picture.glowing:
                _put(target, art.glow(layout.court_card, theme.HIGHLIGHT), pos, origin)
            _put(target, art.face(card, layout.court_card), pos, origin)
        if len(stack) > 1:
            badge = _badge(str(len(stack)), round(cw * 0.42), theme.BUTTON, u)
            _put(target, badge, (x - cw * 0.45, y - ch * 0.45), origin)


# --- the draw pile --------------------------------------------------------------------------
def _paint_pile(target: pygame.Surface, origin: Origin, layout: CourtLayout, count: int) -> None:
    x, y = layout.pile_pos
    for i in range(min(count, 6)):
        _put(target, art.back(layout.court_card), (x - i * 2, y - i * 2), origin)
    size = round(layout.court_card[0] * 0.55)
    below = (x, y + layout.court_card[1] * 0.62)
    _put(target, _badge(str(count), size, theme.GOLD, layout.unit), below, origin)
    if not layout.tablet:
        above = (x, y - layout.court_card[1] * 0.62 - 12 * layout.unit)
        _put(target, _badge(str(count), size, theme.GOLD, layout.unit, 180), above, origin)


# --- the race to the target -----------------------------------------------------------------
def _paint_track(target: pygame.Surface, origin: Origin, layout: CourtLayout, look: BoardLook):
    """Both running totals on one bar, the finish flag in the middle, readable from both
    ends: each player's bar grows from their own side towards the flag."""
    track = layout.track.move(-origin[0], -origin[1])
    u = layout.unit
    radius = track.width // 2
    pygame.draw.rect(target, theme.TABLE_RIM, track, border_radius=radius)
    goal, scores = look.target, look.scores
    half = track.height / 2
    for seat in (0, 1):
        colour = theme.SEAT_STYLES[seat].colour
        reach = max(track.width, half * min(1.0, scores[seat] / max(1, goal)))
        if seat == layout.bottom:
            bar = pygame.Rect(track.left, track.bottom - reach, track.width, reach)
            label_at, angle = (track.centerx, track.bottom + 20 * u), 0
        else:
            bar = pygame.Rect(track.left, track.top, track.width, reach)
            label_at, angle = (track.centerx, track.top - 20 * u), layout.angle_of(seat)
        pygame.draw.rect(target, colour, bar, border_radius=radius)
        text = f"{scores[seat]}/{goal}"
        size = panels.panel_type(u).label  # read from across the table
        plate = art.label(text, size, theme.lighten(colour, 0.55), angle)
        render.blit_center(target, plate, label_at)
    flag = icon("🏁", round(track.width * 1.1))
    render.blit_center(target, flag, track.center)


# --- a seat's side: hand and captured piles -------------------------------------------------
def _side_painter(
    layout: CourtLayout, seat: int, hand: list[int | None], piles: list[int], side: SideLook
) -> Callable[[pygame.Surface, Origin], None]:
    def paint(target: pygame.Surface, origin: Origin) -> None:
        _paint_piles(target, origin, layout, seat, piles)
        _paint_hand(target, origin, layout, seat, hand, side)

    return paint


def _paint_hand(
    target: pygame.Surface,
    origin: Origin,
    layout: CourtLayout,
    seat: int,
    hand: list[int | None],
    side: SideLook,
) -> None:
    """A hand by its slots (None: a card still in the air, drawn by the flight)."""
    angle = layout.angle_of(seat)
    spots = layout.hand_spots(seat, hand, side.selected)
    for index, card in enumerate(hand):
        if card is None or card == side.dragged:
            continue
        x, y = spots[index]
        pos = (x + side.shakes[index], y)
        if side.glows[index]:
            _put(target, art.glow(layout.card, theme.HIGHLIGHT), pos, origin)
        shown = side.open and card >= 0
        image = art.face(card, layout.card, angle) if shown else art.back(layout.card, angle)
        _put(target, image, pos, origin)


def _paint_piles(
    target: pygame.Surface, origin: Origin, layout: CourtLayout, seat: int, captured: list[int]
) -> None:
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
            _put(target, _ghost(art.PILE_EMOJI[key], round(sw * 0.6), angle), (x, y), origin)
            continue
        for depth, card in enumerate(cards[-4:]):
            _put(target, art.face(card, layout.small, angle), (x, y - depth * sh * 0.06), origin)
        local = (layout.piles_x + PILES.index(key) * sw * 1.45 + sw * 0.45, -sh * 0.5)
        badge = _badge(str(len(cards)), round(sw * 0.6), theme.INK, layout.unit, angle)
        _put(target, badge, zone.to_screen(local), origin)


def _badge(
    label: str, size: int, colour: theme.Colour, unit: float, angle: int = 0
) -> pygame.Surface:
    """A count badge of at least `size`, whose number is never smaller than a panel's
    words: a pile's count is read from across the table too."""
    least = math.ceil(panels.panel_type(unit).label / art.BADGE_TEXT)
    return art.badge(label, max(size, least), colour, angle)


def _ghost(emoji: str, size: int, angle: int) -> pygame.Surface:
    """A faint picture marking where a pile will lie (a copy: cached icons stay opaque)."""

    def make() -> pygame.Surface:
        faint = icon(emoji, size, angle).copy()
        faint.set_alpha(70)
        return faint

    return render.CACHE.get(("fc-ghost", emoji, size, angle), make)
