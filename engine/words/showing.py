"""Showing instead of telling: a party page's demonstration (`games.core.howto.Demo`)
played on the game's own pieces, for children who cannot read yet.

A loop of `LOOP` seconds: the row as it lies (`before`), the pointing hand comes in from
the reader's side, taps its spot (a ring spreads) or drags the top piece of its spot to
another, the row turns into what the move makes of it (`after`: each spot that changes
turns over like a flipped tile or disc) and rests a moment before it starts again. It is
painted in the page's own frame (`Placement`), so every side's copy shows it facing that
side. With calm motion (`MOTION.calm`) nothing moves: the row before with the hand still
on its spot, an arrow, and the row after, one still picture.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.drawing import pieces, theme
from engine.drawing.display import DisplayList, Image
from engine.drawing.icons import picture
from engine.drawing.motion import MOTION
from engine.drawing.seats import Placement
from games.core.howto import Demo

# What the game's scene draws for a spot's piece name ("back", "face:3", "pawn:0"), at a
# size in pixels: its `traits.demo_piece`.
DrawPiece = Callable[[str, int], Image | None]
Point = tuple[float, float]

LOOP = 4.0  # seconds: the whole demonstration, then again
COME = 0.9  # the hand comes in
PRESS = 1.2  # the hand is down on its spot
MOVED = 2.2  # a drag has arrived
TURNED = 2.6  # the row is what the move makes of it
GONE = 3.0  # the hand has gone back


def _share(t: float, start: float, end: float) -> float:
    """How far (0..1) `t` is between `start` and `end`, eased in and out."""
    x = min(1.0, max(0.0, (t - start) / (end - start)))
    return x * x * (3 - 2 * x)


def paint_demo(
    frame: DisplayList,
    demo: Demo,
    draw: DrawPiece,
    place: Placement,
    box: pygame.Rect,
    now: float,
) -> None:
    """`demo` in `box` (upright pixels about the page's centre, the page's `place`)."""
    if MOTION.calm:
        _paint_still(frame, demo, draw, place, box)
        return
    frame.moving()  # the demonstration plays on
    t = now % LOOP
    size, spots = _row(len(demo.before), box)
    turning = _share(t, MOVED if demo.gesture == "drag" else PRESS, TURNED)
    # a dragged piece is the hand's from the press until the row turns into `after`
    carried = demo.gesture == "drag" and t >= PRESS and turning < 0.5
    for index, (was, becomes) in enumerate(zip(demo.before, demo.after, strict=True)):
        name = was if turning < 0.5 else becomes
        if carried and index == demo.at:
            name = was.rsplit("+", 1)[0] if "+" in was else ""
        flips = was.split("+")[0] != becomes.split("+")[0]  # the piece itself turns over
        squash = abs(1 - 2 * turning) if flips and 0 < turning < 1 else 1.0
        _paint_spot(frame, draw, place, name, spots[index], size, squash)
    at = spots[demo.at]
    if demo.gesture == "drag":
        along = _share(t, PRESS, MOVED)
        to = spots[demo.to if demo.to is not None else demo.at]
        at = (at[0] + (to[0] - at[0]) * along, at[1])
        if carried:
            top = demo.before[demo.at].rsplit("+", 1)[-1]
            lift = 0.12 if t < MOVED else 0.0  # put down where it goes
            _paint_spot(frame, draw, place, f"+{top}", at, size, 1.0, lift)
    elif PRESS - 0.3 <= t < TURNED:
        _paint_ring(frame, place, at, size, _share(t, PRESS - 0.3, TURNED))
    reach = 1 - _share(t, 0, COME) + _share(t, TURNED, GONE)
    if reach < 1:
        _paint_hand(frame, place, at, size, reach * box.h * 0.3)


def _paint_still(
    frame: DisplayList, demo: Demo, draw: DrawPiece, place: Placement, box: pygame.Rect
) -> None:
    """The move as one still picture: the row before, the hand on its spot (a drag's way
    shown by an arrow), then the row after: beside it past a ➡️ where the page is wide,
    under it past a ⬇️ where it is not, whichever shows the pieces bigger."""
    count = len(demo.before)
    beside = min(box.w / ((2 * count + 1) * 1.15), box.h / 1.6)
    under = min(box.w / (count * 1.15), box.h / 3.2)
    size = round(max(beside, under))
    step = size * 1.15
    if beside >= under:
        left = box.centerx - step * count
        before = [(left + i * step, box.centery - size * 0.1) for i in range(count)]
        after = [(x + step * (count + 1), y) for x, y in before]
        arrow, between = "➡️", (box.centerx, box.centery - size * 0.1)
    else:
        left = box.centerx - step * (count - 1) / 2
        before = [(left + i * step, box.centery - size * 0.95) for i in range(count)]
        after = [(x, y + size * 1.9) for x, y in before]
        arrow = "⬇️"
        between = (box.centerx + (size * 0.6 if count % 2 else 0), box.centery)
    for name, spot in zip(demo.before + demo.after, before + after, strict=True):
        _paint_spot(frame, draw, place, name, spot, size)
    at = before[demo.at]
    if demo.to is not None:
        to = before[demo.to]
        middle = ((at[0] + to[0]) / 2, at[1] - size * 0.7)
        way = "➡️" if to[0] > at[0] else "⬅️"
        frame.sprite(picture(way, round(size * 0.5)), place.to_screen(middle), angle=place.angle)
    _paint_hand(frame, place, at, size, 0.0)
    frame.sprite(picture(arrow, round(size * 0.5)), place.to_screen(between), angle=place.angle)


def _row(count: int, box: pygame.Rect) -> tuple[int, list[Point]]:
    """The pieces' size and the spots of a row of `count` in `box`, as big as they fit
    with room under the row for the hand's palm."""
    size = round(min(box.w / (count * 1.15), box.h / 1.4))
    step = size * 1.15
    left = box.centerx - step * (count - 1) / 2
    return size, [(left + i * step, box.centery - size * 0.1) for i in range(count)]


def _paint_spot(
    frame: DisplayList,
    draw: DrawPiece,
    place: Placement,
    name: str,
    at: Point,
    size: int,
    squash: float = 1.0,
    lift: float = 0.0,
) -> None:
    """A spot's pieces, bottom first ("back+pawn:0": the pawn on a hidden tile; "+pawn:0":
    the pawn alone, at the size it has on a tile), the top one raised by `lift` of its size
    (in the hand) over its shadow."""
    for depth, part in enumerate(name.split("+")):
        scale = 1.0 if depth == 0 else 0.8  # what lies on a tile is smaller than the tile
        image = draw(part, round(size * scale)) if part else None
        if image is None:
            continue
        if lift:
            shade = pieces.shadow(image.size, round_shape=True)
            frame.sprite(shade, place.to_screen(at), angle=place.angle)
        spot = place.to_screen((at[0], at[1] - lift * size))
        flat = (squash, 1.0) if place.angle % 180 == 0 else (1.0, squash)
        frame.sprite(image, spot, angle=place.angle, squash=flat if squash < 1 else (1.0, 1.0))


def _paint_ring(frame: DisplayList, place: Placement, at: Point, size: int, t: float) -> None:
    """The ring a tap spreads round its spot."""
    radius = round(size * (0.2 + 0.5 * t))
    width = max(2, round(size * 0.08 * (1 - t)))
    colour = theme.lighten(theme.GOLD, 0.3 * t)
    centre = place.to_screen(at)
    frame.shape("circle", colour, (round(centre[0]), round(centre[1])), radius, width)


def _paint_hand(frame: DisplayList, place: Placement, at: Point, size: int, away: float) -> None:
    """The pointing hand, its fingertip on `at` (`away`: pixels further towards the
    reader), reaching in from the reader's side of the page."""
    hand = round(size * 0.8)
    spot = (at[0] + hand * 0.1, at[1] + hand * 0.45 + away)
    frame.sprite(
        picture("👆", hand), place.to_screen(spot), angle=place.angle, what="pointing hand"
    )
