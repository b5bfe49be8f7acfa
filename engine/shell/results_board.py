"""A results board: the winner, every seat's points from best to worst with a sticker
popping in beside each name (a crown for the winners, a star or applause for everyone
else), and the game's lines under them, worked out as a plan before it is painted.

Every word stays at least the panels' readable floor (bigger words too). The rows take
as many columns as keep them readable, each column as wide as its names need with the
board's spare room shared out; a name that still does not fit whole shows without its
note ("Blue" for "Blue · casual"), and only a player's own long name is cut short."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.drawing import theme
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, token
from engine.drawing.images import text as words
from engine.drawing.panels import panel_type
from engine.drawing.seats import short_name
from engine.drawing.text import ellipsize, fit_size, measure, type_size, wrap
from engine.i18n import tr
from engine.shell.dialogs import card


def sticker(won: bool, kids: bool) -> str:
    """A crown for a winner; for everyone else applause, or a star for a child."""
    if won:
        return "👑"
    return "🌟" if kids else "👏"


@dataclass(frozen=True)
class Row:
    """One seat's row on a board: its token, name and points, where they go."""

    shape: str
    seat: int
    name: str
    points: str
    x: float
    y: float
    token: int
    right: float
    height: float


@dataclass(frozen=True)
class BoardPlan:
    """Where a results board puts its words, worked out before it is painted: the title,
    the rows (token, name, points) in as many columns as keep them readable, the game's
    extra lines and where each name's sticker goes; `text_px` is its smallest text."""

    size: tuple[int, int]  # with the card's shadow
    unit: float
    title: str
    title_size: int
    crown_at: tuple[float, float]
    rows: tuple[Row, ...]
    row_size: int
    extra: tuple[tuple[str, float], ...]
    extra_size: int
    stickers: tuple[tuple[float, float, int, str], ...]
    text_px: int


def board_plan(
    rows: list[tuple[str, str, float, bool]],
    extra: list[str],
    names: list[str],
    kids: bool,
    w: int,
    h: int,
    u: float,
) -> BoardPlan:
    pad = round(10 * u)  # the card's shadow
    floor = panel_type(u).label
    title = "" if kids else results_title([name for name, _, _, won in rows if won])
    size = max(floor, fit_size(title, type_size("heading", u), w * 0.7))
    title = ellipsize(title, size, w * 0.7)
    title_w, title_h = measure(title, size)
    beside = title_w / 2 + 12 * u if title else -32 * u  # party mode: the crown alone, centred
    crown_at = (pad + w / 2 - beside, pad + 18 * u + size * 0.6)
    top = pad + 30 * u + title_h
    extra_size = max(floor, type_size("small", u))
    said = [part for line in extra for part in wrap(line, extra_size, w * 0.9)]  # never cut
    bottom = pad + h - 14 * u - len(said) * extra_size * 1.2
    box = pygame.Rect(pad, top, w, bottom - top)
    for columns in range(1, len(rows) + 1):
        per = -(-len(rows) // columns)
        row_h = min(52 * u, box.h / per)
        if row_h * 0.62 >= floor:
            break
    row_size = max(floor, round(row_h * 0.62))
    row_h = max(row_h, row_size / 0.62)
    ends = row_h * (1.4 if columns == 1 else 2.2)  # the token, the gaps and the sticker
    widths = column_widths(rows, per, row_size, ends, box.w)
    lefts = [box.x + (box.w - sum(widths)) / 2 + sum(widths[:c]) for c in range(columns)]
    placed, stickers = [], []
    for n, (name, shape, score, won) in enumerate(rows):
        x, width = lefts[n // per], widths[n // per]
        y = box.y + (n % per) * row_h + row_h / 2
        seat = names.index(name)
        points = f"{score:g}"
        right = x + width - row_h * (0.2 if columns == 1 else 1.0)
        room = right - measure(points, row_size)[0] - x - row_h * 1.2
        label = row_name(name, row_size, room)
        placed.append(Row(shape, seat, label, points, x, y, round(row_h * 0.9), right, row_h))
        spot = (right + row_h * 0.65 if columns == 1 else right + row_h * 0.55, y)
        stickers.append((*spot, round(row_h * 0.9), sticker(won, kids)))
    y = box.y + min(per, len(rows)) * row_h
    lines = []
    for line in said:
        lines.append((line, y))
        y += extra_size * 1.2
    text_px = min(size, extra_size if extra else size, row_size)
    return BoardPlan(
        (w + 2 * pad, h + 2 * pad),
        u,
        title,
        size,
        crown_at,
        tuple(placed),
        row_size,
        tuple(lines),
        extra_size,
        tuple(stickers),
        text_px,
    )


def column_widths(
    rows: list[tuple[str, str, float, bool]], per: int, size: int, ends: float, board: float
) -> list[float]:
    """Each column's width (`per` rows to a column) on a board `board` pixels across: what
    its rows need (`ends` for the token, the gaps and the sticker, then the points and the
    name whole, else without its note), with what is left of the board's rows shared out
    evenly; equal widths where even the short names need more. The rows take 0.92 of the
    board, and a single column 0.6 of it where its names need no more."""
    columns = -(-len(rows) // per)
    full = board * 0.92
    for shown in (lambda name: name, short_name):
        needs = [
            max(
                ends + measure(f"{score:g}", size)[0] + measure(shown(name), size)[0]
                for name, _, score, _ in rows[c * per : (c + 1) * per]
            )
            for c in range(columns)
        ]
        if sum(needs) <= full:
            least = board * 0.6 if columns == 1 else full
            spare = max(least, sum(needs)) - sum(needs)
            return [need + spare / columns for need in needs]
    return [full / columns] * columns


def row_name(name: str, size: int, room: float) -> str:
    """A name as a board's row shows it in `room` pixels: whole, else without its note
    ("Blue" for "Blue · casual", as a seat's panel short of room shows it), and cut short
    only where even that does not fit (a player's own long name)."""
    for text in dict.fromkeys((name, short_name(name))):
        if measure(text, size)[0] <= room:
            return text
    return ellipsize(name, size, room)


def board_image(plan: BoardPlan) -> Image:
    """A results board, upright, painted from its plan."""
    u = plan.unit
    w, h = plan.size[0] - 2 * round(10 * u), plan.size[1] - 2 * round(10 * u)
    pad = round(10 * u)

    def make(raster: Raster) -> pygame.Surface:
        board = plate_on(raster, card((w, h), u))
        heading = raster(words(plan.title, plan.title_size, theme.INK))
        board.blit(heading, heading.get_rect(midtop=(pad + w / 2, pad + 18 * u)))
        crown = raster(picture("🏆", round(64 * u)))
        board.blit(crown, crown.get_rect(midright=plan.crown_at))
        for row in plan.rows:
            colour = theme.SEAT_STYLES[row.seat].colour
            shown = raster(token(row.shape, colour, row.token))
            board.blit(shown, shown.get_rect(midleft=(row.x, row.y)))
            score = raster(words(row.points, plan.row_size, theme.INK))
            board.blit(score, score.get_rect(midright=(row.right, row.y)))
            name = raster(words(row.name, plan.row_size, theme.INK))
            board.blit(name, name.get_rect(midleft=(row.x + row.height, row.y)))
        for line, y in plan.extra:
            label = raster(words(line, plan.extra_size, theme.INK_SOFT))
            board.blit(label, label.get_rect(midtop=(pad + w / 2, y + 4 * u)))
        return board

    return Image(("results", plan), plan.size, make)


def results_title(winners: list[str]) -> str:
    """One winner, a shared win, or nobody (a lost solo game, the house ahead)."""
    if not winners:
        return tr("results.nobody")
    if len(winners) == 1:
        return tr("results.winner", name=winners[0])
    return tr("results.shared", names=" & ".join(winners))
