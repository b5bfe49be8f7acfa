"""Painters of Fireball Court's cached board regions: the Court, the draw pile, the score
track and each seat's side (hand and captured piles).

Each region has a key (everything it shows) and a painter drawing it onto an opaque
layer (`engine.layers.BoardLayers`) whose top-left is at `origin` on the screen; the
layer is repainted only when the key changes, so a frame is a few opaque blits.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from engine import render, theme
from engine.assets import icon
from engine.i18n import language, tr
from games.fireball_court import scene_draw as art

if TYPE_CHECKING:
    from games.fireball_court.scene import FireballCourtScene

Origin = tuple[int, int]
Painter = Callable[[pygame.Surface, Origin], None]


def _put(target: pygame.Surface, image: pygame.Surface, pos, origin: Origin) -> None:
    render.blit_center(target, image, (pos[0] - origin[0], pos[1] - origin[1]))


# --- the Court ------------------------------------------------------------------------------
def court_key(scene: FireballCourtScene) -> Hashable:
    court = tuple(tuple(s) for s in scene.shown.court)
    shake = round(scene.shake_dx("court"))
    quiet = scene.summary is None and not scene.flights
    return (court, frozenset(scene.glowing), shake, quiet, language())


def court_fn(scene: FireballCourtScene) -> Painter:
    def paint(target: pygame.Surface, origin: Origin) -> None:
        u = scene.unit
        frame = scene.court_frame.move(-origin[0], -origin[1]).inflate(-4, -4)
        pygame.draw.rect(target, theme.TABLE_LIGHT, frame, border_radius=round(24 * u))
        pygame.draw.rect(target, theme.GOLD, frame, max(2, round(3 * u)), round(24 * u))
        shake = scene.shake_dx("court")
        court = scene.shown.court
        cw, ch = scene.court_card
        if not court and scene.summary is None and not scene.flights:
            size = render.type_size("small", u)
            words = art.label(tr("fireball_court.court"), size, theme.PANEL)
            _put(target, words, (scene.court_frame.centerx + shake, scene.center[1]), origin)
        for index, stack in enumerate(court):
            x, y = scene.stack_pos(index, len(court))
            for depth, card in enumerate(stack):
                pos = (x + shake + depth * cw * 0.16, y + depth * ch * 0.06)
                if card in scene.glowing:
                    _put(target, art.glow(scene.court_card, theme.HIGHLIGHT), pos, origin)
                _put(target, art.face(card, scene.court_card), pos, origin)
            if len(stack) > 1:
                badge = art.badge(str(len(stack)), round(cw * 0.42), theme.BUTTON)
                _put(target, badge, (x - cw * 0.45, y - ch * 0.45), origin)

    return paint


# --- the draw pile --------------------------------------------------------------------------
def pile_fn(scene: FireballCourtScene) -> Painter:
    def paint(target: pygame.Surface, origin: Origin) -> None:
        count = scene.shown.pile
        x, y = scene.pile_pos
        for i in range(min(count, 6)):
            _put(target, art.back(scene.court_card), (x - i * 2, y - i * 2), origin)
        size = round(scene.court_card[0] * 0.55)
        below = (x, y + scene.court_card[1] * 0.62)
        _put(target, art.badge(str(count), size, theme.GOLD), below, origin)
        if not scene.tablet:
            above = (x, y - scene.court_card[1] * 0.62 - 12 * scene.unit)
            _put(target, art.badge(str(count), size, theme.GOLD, 180), above, origin)

    return paint


# --- the race to the target -----------------------------------------------------------------
def track_key(scene: FireballCourtScene) -> Hashable:
    return (scene.shown_scores(), scene.state.target, scene._bottom_seat(), scene.tablet)


def track_fn(scene: FireballCourtScene) -> Painter:
    """Both running totals on one bar, the finish flag in the middle, readable from both
    ends: each player's bar grows from their own side towards the flag."""

    def paint(target: pygame.Surface, origin: Origin) -> None:
        track = scene.track.move(-origin[0], -origin[1])
        u = scene.unit
        radius = track.width // 2
        pygame.draw.rect(target, theme.TABLE_RIM, track, border_radius=radius)
        goal = scene.state.target
        scores = scene.shown_scores()
        bottom = scene._bottom_seat()
        half = track.height / 2
        for seat in (0, 1):
            colour = theme.SEAT_STYLES[seat].colour
            reach = max(track.width, half * min(1.0, scores[seat] / max(1, goal)))
            if seat == bottom:
                bar = pygame.Rect(track.left, track.bottom - reach, track.width, reach)
                label_at, angle = (track.centerx, track.bottom + 20 * u), 0
            else:
                bar = pygame.Rect(track.left, track.top, track.width, reach)
                label_at, angle = (track.centerx, track.top - 20 * u), scene.angle_of(seat)
            pygame.draw.rect(target, colour, bar, border_radius=radius)
            text = f"{scores[seat]}/{goal}"
            size = render.type_size("small", u)
            plate = art.label(text, size, theme.lighten(colour, 0.55), angle)
            render.blit_center(target, plate, label_at)
        flag = icon("🏁", round(track.width * 1.1))
        render.blit_center(target, flag, track.center)

    return paint


# --- a seat's side: hand and captured piles -------------------------------------------------
def zone_key(scene: FireballCourtScene, seat: int) -> Hashable:
    hand = tuple(scene.shown.hands[seat])
    dragged = scene.drag[1] if scene.drag else None
    shakes = tuple(round(scene.shake_dx(("card", c))) for c in hand)
    glows = tuple(scene.hand_glows(seat, c) for c in hand)
    piles = tuple(scene.shown.piles[seat])
    return (hand, scene.open_hand(seat), scene.selected, dragged, shakes, glows, piles)


def zone_fn(scene: FireballCourtScene, seat: int) -> Painter:
    def paint(target: pygame.Surface, origin: Origin) -> None:
        _paint_piles(scene, seat, target, origin)
        _paint_hand(scene, seat, target, origin)

    return paint


def _paint_hand(scene: FireballCourtScene, seat: int, target, origin: Origin) -> None:
    hand = scene.shown.hands[seat]
    up = scene.open_hand(seat)
    angle = scene.angle_of(seat)
    dragged = scene.drag[1] if scene.drag else None
    for index, card in enumerate(hand):
        if card == dragged:
            continue
        x, y = scene.hand_pos(seat, index, len(hand))
        pos = (x + scene.shake_dx(("card", card)), y)
        if scene.hand_glows(seat, card):
            _put(target, art.glow(scene.card, theme.HIGHLIGHT), pos, origin)
        shown = up and card >= 0
        image = art.face(card, scene.card, angle) if shown else art.back(scene.card, angle)
        _put(target, image, pos, origin)


def _paint_piles(scene: FireballCourtScene, seat: int, target, origin: Origin) -> None:
    piles: dict[str, list[int]] = {key: [] for key in art.PILES}
    for card in scene.shown.piles[seat]:
        piles[art.pile_key(card)].append(card)
    angle = scene.angle_of(seat)
    sw, sh = scene.small
    zone = scene.zones[seat]
    for key in art.PILES:
        x, y = scene.pile_pos_of(seat, key)
        cards = piles[key]
        if not cards:
            _put(target, _ghost(art.PILE_EMOJI[key], round(sw * 0.6), angle), (x, y), origin)
            continue
        for depth, card in enumerate(cards[-4:]):
            _put(target, art.face(card, scene.small, angle), (x, y - depth * sh * 0.06), origin)
        local = (scene.piles_x + art.PILES.index(key) * sw * 1.45 + sw * 0.45, -sh * 0.5)
        badge = art.badge(str(len(cards)), round(sw * 0.6), theme.INK, angle)
        _put(target, badge, zone.to_screen(local), origin)


def _ghost(emoji: str, size: int, angle: int) -> pygame.Surface:
    """A faint picture marking where a pile will lie (a copy: cached icons stay opaque)."""

    def make() -> pygame.Surface:
        faint = icon(emoji, size, angle).copy()
        faint.set_alpha(70)
        return faint

    return render.CACHE.get(("fc-ghost", emoji, size, angle), make)
