"""Where a plate of words goes: the nearest place on a grid where it covers nothing kept
clear. Banners, the reactions' pops and cards, and Devil's Circle's prompts all move
this way, so they move alike."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

import pygame

Spot = tuple[tuple[float, float], int]  # a centre on screen and the angle to face


def clear_spots(
    spots: list[Spot],
    size: tuple[int, int],
    keep_clear: list[pygame.Rect],
    area: pygame.Rect,
    step: float,
) -> list[Spot]:
    """`spots` for an upright banner of `size`, each moved to the nearest place in `area`
    (on a grid of `step` pixels) where it covers nothing in `keep_clear` nor an earlier
    copy. A copy that fits nowhere stays where the game put it; the caller sees that
    it covers something (a banner or card then holds the table: `engine.words.standstill`)."""
    placed: list[Spot] = []
    taken = list(keep_clear)
    for centre, angle in spots:
        w, h = size if angle % 180 == 0 else (size[1], size[0])
        plate_rect = pygame.Rect(0, 0, w, h)
        place = _nearest_free(plate_rect, centre, taken, area, max(4.0, step))
        placed.append((place, angle))
        plate_rect.center = (round(place[0]), round(place[1]))
        taken.append(plate_rect)
    return placed


def _nearest_free(
    rect: pygame.Rect,
    centre: tuple[float, float],
    taken: list[pygame.Rect],
    area: pygame.Rect,
    step: float,
) -> tuple[float, float]:
    """The grid point of `area` nearest `centre` where `rect` covers nothing `taken`
    (ties: the leftmost, then the topmost), or `centre` if there is none."""
    rect.center = (round(centre[0]), round(centre[1]))
    if rect.collidelist(taken) == -1:
        return centre
    kept = tuple(tuple(r) for r in taken)
    return _search(rect.size, centre, kept, tuple(area), step)


@lru_cache(maxsize=2048)
def _search(
    size: tuple[int, int],
    centre: tuple[float, float],
    taken: tuple[tuple[int, int, int, int], ...],
    area: tuple[int, int, int, int],
    step: float,
) -> tuple[float, float]:
    """`_nearest_free` past its first look, kept: the same plate against the same places
    (a banner every frame it shows, a layout made again for the same table) is found
    once. The grid is searched in square rings outwards from `centre`, not sorted whole:
    a pop free to move over a 4K screen has tens of thousands of places, too many to sort
    in a frame."""
    rect = pygame.Rect((0, 0), size)
    left, top, width, height = area
    xs = _steps(left + rect.w / 2, left + width - rect.w / 2, step)
    ys = _steps(top + rect.h / 2, top + height - rect.h / 2, step)
    if not xs or not ys:
        return centre
    i0, j0 = _nearest_index(xs, centre[0], step), _nearest_index(ys, centre[1], step)
    best: tuple[float, int, float, float] | None = None
    for ring in range(max(len(xs), len(ys))):
        if best is not None and (ring - 0.5) * step > best[0]:
            break  # every place further out is further away than the best found
        for i, j in _ring(i0, j0, ring, len(xs), len(ys)):
            rect.center = (round(xs[i]), round(ys[j]))
            if rect.collidelist(taken) == -1:
                found = (math.hypot(xs[i] - centre[0], ys[j] - centre[1]), i * len(ys) + j)
                if best is None or found < best[:2]:
                    best = (*found, xs[i], ys[j])
    return centre if best is None else (best[2], best[3])


def _nearest_index(values: list[float], value: float, step: float) -> int:
    return min(len(values) - 1, max(0, round((value - values[0]) / step)))


def _ring(i0: int, j0: int, ring: int, columns: int, rows: int) -> Iterable[tuple[int, int]]:
    """The grid cells `ring` steps from (i0, j0) in the larger direction, on the grid."""
    for i in range(i0 - ring, i0 + ring + 1):
        if not 0 <= i < columns:
            continue
        edge = abs(i - i0) == ring
        for j in range(j0 - ring, j0 + ring + 1) if edge else (j0 - ring, j0 + ring):
            if 0 <= j < rows:
                yield i, j


def _steps(low: float, high: float, step: float) -> list[float]:
    if high < low:
        return []
    count = int((high - low) / step)
    return [low + i * step for i in range(count + 1)]


def spot_rects(spots: list[Spot], size: tuple[int, int]) -> list[pygame.Rect]:
    """The screen rectangles of an upright plate of `size` at each of `spots`."""
    rects = []
    for (x, y), angle in spots:
        w, h = size if angle % 180 == 0 else size[::-1]
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(x), round(y))
        rects.append(rect)
    return rects
