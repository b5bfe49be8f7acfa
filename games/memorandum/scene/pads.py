"""The pads in front of Memorandum's seats: "Mine!" (and in party mode "Not mine") while
the claim window is open, the 👍 pad while a person memorises, the deck of a person who
deals (MR-R8); how each shows now, and the looks the next moments will give them (to
paint ahead).

A pad lies still (the table at rest holds it) unless it shakes; in party mode, while it
waits for a child, its picture is left out of the pad and bobs over it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.drawing import panels, theme
from engine.drawing.display import DECOR, TARGET, DisplayList
from engine.drawing.icons import picture as art
from engine.drawing.motion import MOTION
from engine.drawing.seats import Seat
from engine.i18n import tr
from games.memorandum.rules import MEMORISE
from games.memorandum.scene.images import pad, pad_layout
from games.memorandum.scene.layout import Layout, Rect
from games.memorandum.scene.moment import SeatShow
from games.memorandum.scene.picture import Picture

BOB = 4.0  # a waiting pad's picture bobs at this pace (as the engine's seat prompts do)
DECK = "🃏"  # the deck's picture


@dataclass(frozen=True)
class Pad:
    """A pad in front of a seat, in the seat's frame, as it shows now."""

    seat: Seat
    rect: Rect  # its shake offset added
    colour: theme.Colour
    label: str
    emoji: str
    lit: bool
    waiting: bool  # for a person's answer (party mode: its picture bobs)
    stacked: bool = False  # the picture above the words
    shaking: bool = False


def claiming(picture: Picture, seat: int, receiver: bool) -> bool:
    """The seat's claim pads show (where its hand lay, put away while claiming)."""
    receiver = receiver and seat != picture.dealer
    return receiver and picture.phase == "claims" and not picture.hands


def seat_pads(picture: Picture, at: Layout, show: SeatShow) -> list[Pad]:
    """The pads in front of a seat now: "Mine!" (and "Not mine") while claiming, the
    👍 pad while its person memorises."""
    seat = show.seat
    if show.deck is not None:
        return [_deck_pad(at, show)]
    if not show.receiver or seat.index == picture.dealer:
        return []
    if claiming(picture, seat.index, show.receiver):
        return _claim_pads(picture, at, show)
    if picture.phase == MEMORISE and show.looking:
        done = show.ready
        rect, label = at.ready_rect(seat), tr("memorandum.ready") if at.shape.words else ""
        emoji = "✅" if done else "👍"
        return [Pad(seat, rect, theme.GOOD, label, emoji, done, not done, True)]
    return []


def _claim_pads(picture: Picture, at: Layout, show: SeatShow) -> list[Pad]:
    """ "Mine!" (and in party mode "Not mine"): lit once pressed; the other one greys
    out once a person has answered, and both when the window is closed."""
    seat, index = show.seat, show.seat.index
    answered = index in picture.claimed or index in picture.passed
    pads = []
    for key, (x, y, w, h) in at.claim_pads(seat).items():
        lit = index in (picture.claimed if key == "mine" else picture.passed)
        look = claim_look(seat, show.human, key, picture.window_open, answered, lit)
        if not at.shape.words:  # party mode: the picture alone (🙋 / 🙅)
            look = (look[0], "", *look[2:])
        shake = show.shakes.get(key, 0.0)
        pads.append(Pad(seat, (x + shake, y, w, h), *look, show.waiting, shaking=bool(shake)))
    return pads


def _deck_pad(at: Layout, show: SeatShow) -> Pad:
    """The deck of a person who deals, where a "Mine!" pad would lie, facing them."""
    seat = show.seat
    x, y, w, h = at.lone_pad(seat)
    shake = show.shakes.get("deck", 0.0)
    colour, label = deck_look(at, seat, bool(show.deck))
    rect = (x + shake, y, w, h)
    return Pad(seat, rect, colour, label, DECK, False, bool(show.deck), shaking=bool(shake))


def deck_look(at: Layout, seat: Seat, turns: bool) -> tuple[theme.Colour, str]:
    """The deck's colour and words: the seat's colour once its dealer may turn the next
    card, greyed while the claims on the last one are open; in party mode (the children's
    prompts) no words, the picture alone."""
    colour = seat.colour if turns else theme.BUTTON_DISABLED
    return colour, "" if at.shape.prompts else tr("memorandum.turn_card")


def deck_soon(frame: DisplayList, at: Layout, seat: Seat, bob: bool) -> None:
    """Both looks of a dealer's deck, to paint ahead (it changes with every card)."""
    least = panels.panel_type(at.shape.unit).label
    _, _, w, h = at.lone_pad(seat)
    for turns in (False, True):
        colour, label = deck_look(at, seat, turns)
        image = pad((round(w), round(h)), colour, label, DECK, least, False, False, not bob)
        frame.ahead(image, seat.angle)


def claim_look(
    seat: Seat, human: bool, key: str, window_open: bool, answered: bool, lit: bool
) -> tuple[theme.Colour, str, str, bool]:
    """A claim pad's colour, words, picture and whether it is lit."""
    mine = key == "mine"
    colour = seat.colour if mine else theme.PANEL
    if not window_open or (answered and not lit):
        colour = theme.BUTTON_DISABLED
    if not human:
        colour = theme.lighten(colour, 0.45)
    label = tr("memorandum.mine" if mine else "memorandum.not_mine")
    emoji = ("🙋" if human else "🤖") if mine else "🙅"
    return colour, label, emoji, lit


def paint_pad(frame: DisplayList, at: Layout, pad_: Pad, bob: bool) -> None:
    """A pad in the seat's frame, a touch target facing it; in party mode (`bob`), while
    it waits for the child, without its picture, which bobs (`paint_bob`), so the pad
    itself stays still. Every look of a pad of a size covers the same pixels, so a new
    look may be put over the last."""
    x, y, w, h = pad_.rect
    size, seat = (round(w), round(h)), pad_.seat
    least = panels.panel_type(at.shape.unit).label
    looks = (pad_.colour, pad_.label, pad_.emoji, least, pad_.lit, pad_.stacked)
    image = pad(size, *looks, not (pad_.waiting and bob))
    text_px = pad_layout(size, pad_.label, pad_.emoji, pad_.stacked, least)[2]
    frame.sprite(
        image,
        seat.to_screen((x, y)),
        angle=seat.angle,
        kind=TARGET,
        seat=seat.index,
        still=not pad_.shaking,
        text_px=text_px,
        what=f"pad {pad_.label or pad_.emoji!r} of seat {seat.index + 1}",  # party: its picture
        cover=("pad", size, seat.angle),
    )


def paint_bob(frame: DisplayList, at: Layout, pad_: Pad, now: float) -> None:
    """A waiting pad's bobbing picture (party mode), part of the pad."""
    x, y, w, h = pad_.rect
    least = panels.panel_type(at.shape.unit).label
    size = (round(w), round(h))
    px, spot, _, _ = pad_layout(size, pad_.label, pad_.emoji, pad_.stacked, least)
    if px:
        lift = abs(MOTION.bob(now, BOB)) * 0.08 * h
        frame.changes(MOTION.next_step(now))
        local = (x - w / 2 + spot[0], y - h / 2 + spot[1] - lift)
        seat = pad_.seat
        frame.sprite(art(pad_.emoji, px), seat.to_screen(local), angle=seat.angle, kind=DECOR)


def paint_window_bar(frame: DisplayList, at: Layout, seat: Seat, left: float) -> None:
    """The window's time left (`left`, a share), a bar inside the seat's "Mine!" pad
    along its far edge."""
    x, y, w, h = at.claim_pads(seat)["mine"]
    half_w, half_h = w * 0.8 * max(left, 0.02) / 2, 5 * at.shape.unit
    y = y - h / 2 + 10 * at.shape.unit
    corners = [(x - half_w, y - half_h), (x + half_w, y - half_h)]
    corners += [(x + half_w, y + half_h), (x - half_w, y + half_h)]
    frame.shape("polygon", theme.GOLD, [seat.to_screen(c) for c in corners])


def pads_soon(
    frame: DisplayList, picture: Picture, at: Layout, receivers: list[tuple[Seat, bool]], bob: bool
) -> None:
    """Each receiver's claim pads as the window opening or closing will show them (all
    of them change together) and lit once pressed, to paint ahead."""
    least = panels.panel_type(at.shape.unit).label
    for seat, human in receivers:
        if seat.index == picture.dealer:
            continue
        for key, (_, _, w, h) in at.claim_pads(seat).items():
            now_open = picture.window_open
            looks = [(not now_open, False), (now_open, False)]
            looks += [(True, True)] if now_open else []  # pressed: lit, the window open
            for window_open, pressed in looks:
                colour, label, emoji, lit = claim_look(
                    seat, human, key, window_open, pressed, pressed
                )
                bobs = window_open and human and bob and not pressed  # shown apart
                image = pad((round(w), round(h)), colour, label, emoji, least, lit, False, not bobs)
                frame.ahead(image, seat.angle)
