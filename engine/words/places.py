"""Where a plate of words goes: the nearest place on a grid where it covers nothing kept
clear. Banners, the reactions' pops and cards, and Devil's Circle's prompts all move
this way, so they move alike."""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
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
    once. Row by row from `centre` outwards, not point by point: in a row, the places
    each taken rectangle rules out are one run of the grid, so a row's nearest free place
    either side of `centre` is found from those runs (a pop on a crowded 4K table has
    tens of thousands of places to try one by one). Rows further from `centre` than the
    best place found are not looked at."""
    w, h = size
    left, top, width, height = area
    xs = _steps(left + w / 2, left + width - w / 2, step)
    ys = _steps(top + h / 2, top + height - h / 2, step)
    if not xs or not ys:
        return centre
    lefts = [round(x) - w // 2 for x in xs]  # where a plate at each column starts (as
    # pygame puts a rectangle's centre), rising with the column
    # each taken rectangle as pygame meets it (an empty one meets nothing, its sides any
    # way round): the rows it reaches into and the run of columns it rules out there
    reach: list[tuple[int, int, tuple[int, int]]] = []
    for x, y, tw, th in taken if w and h else ():
        if tw and th:
            x, y, tw, th = min(x, x + tw), min(y, y + th), abs(tw), abs(th)
            reach.append((y, y + th, (bisect_right(lefts, x - w), bisect_left(lefts, x + tw))))
    rows = sorted(range(len(ys)), key=lambda j: (abs(ys[j] - centre[1]), j))
    columns: dict[tuple[int, ...], list[int]] = {}  # by the rectangles a row meets
    best: tuple[float, int, float, float] | None = None
    for j in rows:
        dy = ys[j] - centre[1]
        if best is not None and abs(dy) > best[0]:
            break  # every row further out is further away than the best found
        row_top = round(ys[j]) - h // 2
        met = tuple(n for n, (y0, y1, _) in enumerate(reach) if y0 < row_top + h and y1 > row_top)
        free = columns.get(met)
        if free is None:
            free = columns[met] = _nearest_free_columns(xs, centre[0], [reach[n][2] for n in met])
        for i in free:
            found = (math.hypot(xs[i] - centre[0], dy), i * len(ys) + j)
            if best is None or found < best[:2]:
                best = (*found, xs[i], ys[j])
    return centre if best is None else (best[2], best[3])


def _nearest_free_columns(xs: list[float], x: float, runs: list[tuple[int, int]]) -> list[int]:
    """The free columns nearest `x` on either side (a run [a, b) of columns is taken)."""
    merged: list[list[int]] = []
    for a, b in sorted(run for run in runs if run[0] < run[1]):
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    k = bisect_left(xs, x)  # xs[k - 1] < x <= xs[k]
    sides = (_free_from(k - 1, merged, len(xs), -1), _free_from(k, merged, len(xs), +1))
    return [i for i in sides if i is not None]


def _free_from(i: int, merged: list[list[int]], count: int, way: int) -> int | None:
    """The first column from `i` going `way` (+1, -1) that no run takes, if any."""
    while 0 <= i < count:
        run = next((r for r in merged if r[0] <= i < r[1]), None)
        if run is None:
            return i
        i = run[1] if way > 0 else run[0] - 1
    return None


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
