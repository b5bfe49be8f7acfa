"""Fireball Court's prompts with a picture, and party mode's help for children.

- The prompt beside the hand of the player on turn ("drag a card onto the Court") and
  the one under each copy of the round's summary ("tap for the next round") carry a
  bobbing picture beside the words, for grown-ups and children alike.
- `touch_hints`: where the pointing hand shows what a still child may touch: the cards of
  their hand in hand order (any card may be played, FC-R2), the Court once a card is
  chosen (the stack it will capture, which both the card and the Court show openly), and
  the "next round" prompt's picture when a round has been counted (the scene's
  `turn_cues` then names every child, since the table is on turn between rounds).
- `card_under`: the hand's hit-test, widened by the party slop. Hand cards lie side by
  side with a small gap and their touch areas already meet halfway, so the slop only
  widens the hand's two ends and its depth; the nearest card wins.

The table draws for the player (no choice in it), so the draw pile is never a target.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.drawing import theme
from engine.drawing.display import PROMPT, DisplayList
from engine.drawing.images import text as words
from engine.drawing.seats import Placement
from engine.drawing.text import font, measure, type_size, wrap
from engine.i18n import tr
from engine.words.prompts import BOB, paint_seat_prompt, prompt_lines
from games.fireball_court import cards as fc
from games.fireball_court.scene.layout import CourtLayout, Point

PLAY_EMOJI = "🃏"  # play a card
CHOSEN_EMOJI = "🎯"  # a card is chosen: now the Court
NEXT_EMOJI = "▶️"  # tap for the next round (not 👆: that is the pointing hand)
PromptSpot = tuple[Placement, Point, Point, float]  # a frame, where its words go, where the
# picture, and the widest its words may be


# --- where a child may touch ----------------------------------------------------------------
def play_hints(
    layout: CourtLayout,
    seat: int,
    hand: list[int],
    court: list[list[int]],
    selected: int | None,
    dragged: int | None,
) -> list[Point]:
    """For the player on turn: the cards of the hand (not the one in a finger), or, once
    one is chosen, where it goes on the Court."""
    if selected is not None:
        return [court_target(layout, court, selected)]
    return [layout.hand_pos(seat, i, len(hand)) for i, c in enumerate(hand) if c != dragged]


def court_target(layout: CourtLayout, court: list[list[int]], card: int) -> Point:
    """Where a chosen card goes: the stack of its kind, else (a Fireball's sweep, or a card
    laid in the Court) the Court's middle."""
    if fc.kind(card) != fc.FIREBALL:
        for index, stack in enumerate(court):
            if stack and fc.kind(stack[0]) == fc.kind(card):
                return layout.stack_pos(index, len(court))
    return layout.court_rect.center


def next_round_spot(spots: list[PromptSpot], angle: int) -> Point:
    """The picture of the "next round" prompt facing `angle` (on a tablet, the only one):
    the hand taps the ▶️ and leaves the words readable."""
    frame, _, picture, _ = next((s for s in spots if s[0].angle == angle), spots[0])
    return frame.to_screen(picture)


# --- wide fingers ------------------------------------------------------------------------------
def card_under(
    layout: CourtLayout,
    hands: Mapping[int, list[int | None]],
    selected: int | None,
    pos: Point,
    slop: float,
) -> tuple[int, int] | None:
    """The (seat, card) of a person's hand (`hands`: the people's seats, by slot, None for
    a card still in the air, which no finger can take) under `pos`, reaching `slop` pixels
    beyond the cards; where two reaches meet, the nearer card (along the hand) wins."""
    w, h = layout.card
    best: tuple[float, float, int, int] | None = None
    for seat, hand in hands.items():
        for card, (x, y) in zip(hand, layout.hand_spots(seat, hand, selected), strict=True):
            if card is None:
                continue
            dx, dy = abs(pos[0] - x), abs(pos[1] - y)
            if dx <= w * 0.54 + slop and dy <= h / 2 + slop:
                best = min(best or (dx, dy, seat, card), (dx, dy, seat, card))
    return None if best is None else (best[2], best[3])


# --- prompts with a picture --------------------------------------------------------------------
def paint_play_prompt(
    frame: DisplayList,
    layout: CourtLayout,
    seat: int,
    chosen: bool,
    now: float,
    reading: bool = True,
) -> None:
    """Left of the hand (as its owner sees it): a picture, then the words, wrapped into a
    block whose right edge keeps a gap to the hand; where that takes more than two lines
    (an upright tablet, a 4:3 screen), on the Court's side of the hand, centred and no
    wider than the Court, so that it stays off the draw pile and the race to the target
    beside it. The first line carries the picture (a seat's prompt); the others follow
    under it, and the prompt is judged as one block. Without `reading` (party mode) the
    picture alone, where the words would end."""
    u = layout.unit
    text = tr("fireball_court.hint_selected" if chosen else "fireball_court.hint")
    emoji = CHOSEN_EMOJI if chosen else PLAY_EMOJI
    zone = layout.zones[seat]
    art = type_size("heading", u) * 1.2 * 1.15  # paint_seat_prompt's picture, and its gap
    right = layout.hand_x - layout.card[0] * 2.9
    if not reading:
        paint_seat_prompt(frame, zone, (right - art, 0.0), emoji, "", now, u)
        return
    left = -layout.table[2] / 2 + 16 * u + art
    size = type_size("body", u)
    lines = wrap(text, size, max(60 * u, right - left))
    step = font(size).get_linesize()
    middle = 0.0
    across = len(lines) > 2
    if across:  # clear of the hand, by the first line's picture too, however it bobs
        lines = wrap(text, size, layout.court_frame.width - art)
        pictured = step * (len(lines) - 1) / 2 + type_size("heading", u) * 0.6 + BOB * u
        h = layout.card[1]
        reach = max(h * 0.62 + step * len(lines) / 2, h / 2 + 2 * u + pictured)
        middle = _towards_court(layout, zone) * reach
    widths = [measure(line, size)[0] for line in lines]
    text_left = (art - max(widths)) / 2 if across else max(left, right - max(widths))
    colour = theme.HIGHLIGHT
    for number, (line, width) in enumerate(zip(lines, widths, strict=True)):
        local = (text_left + width / 2, middle + (number - (len(lines) - 1) / 2) * step)
        if number == 0:  # the first line carries the picture, at the block's left
            paint_seat_prompt(frame, zone, local, emoji, line, now, u, colour, width + 1)
            block = frame.of(PROMPT)[-1]  # the prompt just said: it grows by the rest
            block.what = f"prompt {text!r}"
        else:
            shown = words(line, size, colour)
            item = frame.sprite(shown, zone.to_screen(local), angle=zone.angle, still=True)
            block.rect.union_ip(item.rect)


def _towards_court(layout: CourtLayout, zone: Placement) -> float:
    """+1 or -1: which way the zone's own "down" leads to the Court's middle."""
    middle = layout.table[1] + layout.table[3] / 2
    ahead = zone.to_screen((0.0, 1.0))[1] - zone.center[1]
    return 1.0 if (middle - zone.center[1]) * ahead > 0 else -1.0


def paint_next_round_prompts(
    frame: DisplayList, spots: list[PromptSpot], now: float, unit: float, reading: bool = True
) -> None:
    for place, local, _, room in spots:
        text = tr("fireball_court.tap_next") if reading else ""
        paint_seat_prompt(frame, place, local, NEXT_EMOJI, text, now, unit, max_width=room)


def prompt_spots(layout: CourtLayout, summary_height: float) -> list[PromptSpot]:
    """Each summary copy's frame and, in it, where the words of "tap for the next round"
    and their picture go: beyond the summary and clear of the Court's frame, towards the
    player it faces, and over the place of their hand (empty once a round is counted),
    clear of the captured piles beside it: words that would reach them move away from
    them, towards the table's end but clear of the draw pile and the score track there
    (bigger words on a 4:3 table: "Tippen für die nächste Runde"), and where even that
    is short of room they take a second line; picture and words centred together."""
    u = layout.unit
    art = type_size("heading", u) * 1.2
    gap = 16 * u
    piles = layout.piles_x - layout.small[0] / 2 - gap  # where the words end at the latest
    end = max(layout.pile_rect.width, layout.track_rect.width) / 2  # the draw pile, the track
    start = layout.pile_pos[0] - layout.center[0] + end + gap  # each as far from its end
    room = piles - (start + art * 1.3)  # after the picture
    size, lines = prompt_lines(tr("fireball_court.tap_next"), u, room)
    text_w = max(measure(line, size)[0] for line in lines)
    y = summary_height / 2 + 56 * u
    local = (min(layout.hand_x + art * 0.6, piles - text_w / 2), y)
    picture = (local[0] - text_w / 2 - art * 0.65, y)
    return [(place, local, picture, room) for place in layout.summary_spots(summary_height)]
