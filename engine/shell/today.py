"""Today at this table, as the shell uses it: a finished game kept in the history with
every seat's memory review, today's best memories drawn on the menu and in attract mode,
and the operator's clear. Every use of the database is a job on the history's own thread
(engine/storage/history_keeper.py), so the results and the menu never wait for it: a game is
queued until the database can take it, and today's best is shown as last read, in place
(the list `best_today` returns is updated when a newer read is done). What the keeper must
say goes to the settings' notices, which the menu says as they come."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from engine.drawing import theme
from engine.drawing.display import WORDS, DisplayList, Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import text as words
from engine.drawing.text import type_size
from engine.i18n import game_title, percent, tr
from engine.loop.waiting import wake
from engine.shell.avatars import avatar_emoji
from engine.storage.history_keeper import Keeper
from engine.storage.settings import data_dir
from games.core.registry import get_game

if TYPE_CHECKING:
    from engine.storage.history import Best
    from games.core.review import Review

_keeper = Keeper(news=wake)  # a read or write done may change what the menu shows


def history_path() -> Path:
    return data_dir() / "history.sqlite3"


def flush_today(timeout: float | None = None) -> bool:
    """Wait for the history's thread (tests); False if it is still waiting for a lock."""
    return _keeper.flush(timeout)


def keep_game(app, game, review: Review | None) -> None:
    """Add a finished game with its seats' figures and avatars to today's history."""
    from engine.storage.history import SeatResult  # the database's, not the menu's
    from games.core.review import FORGOT, NEW_LUCKY, NEW_UNLUCKY, REMEMBERED

    scores = list(game.state.scores())
    winners = set(game.state.winners())
    rows = []
    for seat, plan in enumerate(game.setup.seats[: game.setup.players]):
        figures = review.seats[seat] if review is not None else None
        counts = figures.counts if figures else {}
        rows.append(
            SeatResult(
                seat,
                plan.kind,
                plan.level if plan.kind == "bot" else "",
                plan.avatar,
                float(scores[seat]) if seat < len(scores) else 0.0,
                seat in winners,
                counts.get(REMEMBERED, 0),
                counts.get(FORGOT, 0),
                counts.get(NEW_LUCKY, 0) + counts.get(NEW_UNLUCKY, 0),
                figures.accuracy if figures else None,
                figures.streak if figures else 0,
            )
        )
    _keeper.add_game(
        history_path(),
        app.settings.notices,
        game=game.setup.game,
        players=game.setup.players,
        seats=rows,
        party=game.setup.kids,
        finished_at=time.time(),
    )


def best_today(app) -> list[Best]:
    """Today's best as last read (a first start has none, and makes no database before
    the menu shows); a newer read fills the same list in when it is done."""
    _keeper.read_best(history_path(), app.settings.notices)
    return _keeper.best


def clear_today(app) -> None:
    _keeper.clear(history_path(), app.settings.notices)


def best_line(best: Best) -> str:
    title = game_title(best.game, get_game(best.game).title)
    return tr("today.entry", percent=percent(round(best.accuracy * 100)), game=title)


def paint_best(
    frame: DisplayList, bests: list[Best], center: tuple[float, float], unit: float
) -> None:
    """A small strip: "Today's best" and, per game, the avatar with its accuracy."""
    if not bests:
        return
    size = type_size("small", unit)
    frame.sprite(
        _strip(bests, unit), center, kind=WORDS, still=True, text_px=size, what="today's best"
    )


def _strip(bests: list[Best], unit: float) -> Image:
    size = type_size("small", unit)
    pad, gap = round(14 * unit), round(26 * unit)
    title = words(tr("today.title"), size, theme.HIGHLIGHT)
    entries = [
        (picture(avatar_emoji(b.avatar), round(size * 1.3)), words(best_line(b), size, theme.WHITE))
        for b in bests
    ]
    sizes = [title.size] + [
        (art.size[0] + 6 + line.size[0], max(art.size[1], line.size[1])) for art, line in entries
    ]
    width = sum(w for w, _ in sizes) + gap * (len(sizes) - 1) + 2 * pad
    height = max(h for _, h in sizes) + pad

    def make(raster: Raster) -> pygame.Surface:
        parts = [raster(title)]
        for art, line in entries:
            part = pygame.Surface(
                (art.size[0] + 6 + line.size[0], max(art.size[1], line.size[1])), pygame.SRCALPHA
            )
            part.blit(raster(art), raster(art).get_rect(midleft=(0, part.get_height() / 2)))
            at = (art.size[0] + 6, part.get_height() / 2)
            part.blit(raster(line), raster(line).get_rect(midleft=at))
            parts.append(part)
        strip = pygame.Surface((width, height), pygame.SRCALPHA)
        colour = (*theme.TABLE_RIM, 210)
        pygame.draw.rect(strip, colour, strip.get_rect(), border_radius=height // 2)
        x = pad
        for part in parts:
            strip.blit(part, part.get_rect(midleft=(x, height / 2)))
            x += part.get_width() + gap
        return strip

    return Image(("today", tuple(bests), round(unit * 100)), (width, height), make)
