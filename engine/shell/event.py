"""A table at an event: its link to the hub (engine/storage/hub_link.py) turned on from the
command line (`--hub URL --hub-key KEY`) or Settings → Event, each finished game with a
person at the table told to the hub as the results say it, and what the table is doing for
its heartbeat. `simulate --hub` sends its computer games the same way.

Pure Python (no pygame): `simulate` uses it without a screen. The app keeps its link as
`app.hub` (None when it reports to no hub).
"""

from __future__ import annotations

import contextlib
import logging
import secrets
import socket
import time
from pathlib import Path
from typing import Any

from engine.hub.wire import FinishedGame, SeatResult
from engine.review.text import seat_label
from engine.shell.avatars import avatar_emoji
from engine.shell.version import version
from engine.storage.hub_link import HubLink, TableReport
from engine.storage.outbox import table_id
from engine.storage.saves import saving_stopped
from engine.storage.settings import data_dir
from engine.words.options import rules_line
from games.core.record import GameRecord
from games.core.registry import GameSpec
from games.core.review import FORGOT, REMEMBERED, Review

_log = logging.getLogger(__name__)
COMPUTER = "🤖"
SCENES = {  # the top scene's name, as the hub's operator page says what a table does
    "menu": "menu",
    "setup": "setup",
    "rules": "setup",
    "replace-kept": "setup",
    "results": "results",
    "attract": "attract",
    "pause": "paused",
    "still-playing": "paused",
    "settings": "settings",
    "table-settings": "settings",
    "event-settings": "settings",
    "keyboard": "settings",
    "pin": "settings",
    "pin-set": "settings",
}


def machine_name() -> str:
    with contextlib.suppress(OSError):
        return socket.gethostname()[:40] or "MemoTable"
    return "MemoTable"


def link(url: str, key: str, name: str, data: Path, patience: float | None = None) -> HubLink:
    """A started link to the hub at `url` for the table whose data folder is `data`."""
    extra = {} if patience is None else {"patience": patience}
    hub = HubLink(url, key, data, (table_id(data), name), version(), **extra)
    hub.start()
    return hub


# --- the app ----------------------------------------------------------------------------------
def hub_on(app: Any, url: str, key: str, name: str = "") -> None:
    """Report to the hub at `url` from now on (the last link, if any, stops first)."""
    from engine.loop.waiting import wake  # the app's loop (simulate sends without one)

    hub_off(app)
    named = name or app.settings.hub_name or machine_name()
    app.hub = link(url, key, named, data_dir())
    app.hub.on_status = wake  # what the table says of the hub changed: a resting loop wakes
    _log.info("reporting to the event's hub at %s as %r", url, named)


def hub_off(app: Any, wait: float = 0.0) -> None:
    """Report to no hub: what waits in the outbox stays there for the next link. The frame
    waits for nothing (`wait` 0: the thread keeps what it holds and ends on its own; the
    app's exit waits a moment for it)."""
    hub, app.hub = app.hub, None
    if hub is not None:
        hub.stop(wait)


def start_reporting(app: Any, url: str | None, key: str | None, name: str | None) -> None:
    """At start: the command line's hub (and name, for this run), else the one Settings →
    Event keeps."""
    s = app.settings
    if url and key:
        hub_on(app, url, key, name or "")
    elif s.hub_reporting and s.hub_url and s.hub_key:
        hub_on(app, s.hub_url, s.hub_key, name or "")


def report_game(app: Any, game: Any, review: Review | None) -> None:
    """Tell the hub of a finished game with a person at the table (as the history keeps
    those); nothing waits for it."""
    if app.hub is None or not (game.persist and game.setup.human_seats):
        return
    setup, state = game.setup, game.state
    plans = setup.seats[: setup.players]
    pictures = [avatar_emoji(plan.avatar) if plan.kind == "human" else COMPUTER for plan in plans]
    finished = finished_game(
        app.hub,
        setup.spec,
        state.options,
        [game.seat_name(s) for s in range(setup.players)],
        [(plan.kind, plan.level if plan.kind == "bot" else "", plan.avatar) for plan in plans],
        pictures,
        list(state.scores()),
        set(state.winners()),
        review,
        rules_line(setup.spec, state.options, game.seat_name),
        party=setup.kids,
        seconds=max(0.0, time.time() - game.began),
    )
    app.hub.send(finished.to_dict())


def report_table(app: Any) -> None:
    """What the table is doing now, for the hub's operator page (each frame that steps;
    the link sends it only when it changed, or with the next heartbeat)."""
    if app.hub is None:
        return
    stack = app.scenes.stack
    top = stack[-1].name if stack else "menu"
    game = next((scene for scene in reversed(stack) if hasattr(scene, "match")), None)
    scene = "game" if game is not None and stack[-1] is game else SCENES.get(top, "other")
    error, at = _last_error(app)
    app.hub.report(
        TableReport(
            scene=scene,
            game=game.setup.game if game is not None else "",
            players=game.setup.players if game is not None else 0,
            party=bool(game.setup.kids) if game is not None else False,
            error=error,
            error_at=at,
        )
    )


_errors_seen: dict[int, tuple[int, str, float]] = {}  # app -> (errors counted, last, when)


def _last_error(app: Any) -> tuple[str, float | None]:
    """The table's last trouble: saving stopped, else the last error a scene raised."""
    stopped = saving_stopped()
    if stopped:
        return f"saving stopped: {stopped}", None
    count, text, at = _errors_seen.get(id(app), (0, "", 0.0))
    if len(app.errors) != count:
        lines = [line for line in app.errors[-1].strip().splitlines() if line.strip()]
        count, text, at = len(app.errors), (lines[-1] if lines else "")[:300], time.time()
        _errors_seen[id(app)] = (count, text, at)
    return text, (at if text else None)


# --- simulate --hub ---------------------------------------------------------------------------
def simulated_game(hub: HubLink, spec: GameSpec, record: GameRecord, review: Review | None):
    """A computer game of `simulate` as the hub hears it (its seats named as simulate
    names them)."""
    seats = record.seats or [{"kind": "bot", "level": "casual"}] * record.players
    return finished_game(
        hub,
        spec,
        record.options,
        [seat_label(s) for s in range(record.players)],
        [("bot", str(seat.get("level", "")), "") for seat in seats],
        [COMPUTER] * record.players,
        list(record.scores or []),
        set(record.winners or []),
        review,
        rules_line(spec, record.options),
    )


# --- both ----------------------------------------------------------------------------------
def finished_game(
    hub: HubLink,
    spec: GameSpec,
    options: dict[str, Any],
    names: list[str],
    seats: list[tuple[str, str, str]],
    pictures: list[str],
    scores: list[float],
    winners: set[int],
    review: Review | None,
    rules: str,
    party: bool = False,
    seconds: float = 0.0,
) -> FinishedGame:
    """A finished game as the hub hears it, with an id made here, once."""
    results = []
    for seat, (kind, level, avatar) in enumerate(seats):
        figures = review.seats[seat] if review is not None and seat < len(review.seats) else None
        counts = figures.counts if figures else {}
        results.append(
            SeatResult(
                seat=seat,
                name=names[seat][:60],
                kind=kind,
                level=level,
                avatar=avatar,
                picture=pictures[seat],
                score=float(scores[seat]) if seat < len(scores) else 0.0,
                winner=seat in winners,
                accuracy=figures.accuracy if figures else None,
                remembered=counts.get(REMEMBERED, 0),
                forgot=counts.get(FORGOT, 0),
            )
        )
    return FinishedGame(
        id=secrets.token_hex(16),
        table_id=hub.table_id,
        table_name=hub.name,
        game=spec.id,
        rules=rules[:200],
        finished=time.time(),
        seconds=min(seconds, 7 * 86400.0),
        seats=tuple(results),
        options={k: v for k, v in options.items() if _plain(v)},
        party=party,
    )


def _plain(value: Any) -> bool:
    return value is None or isinstance(value, bool | int | float | str)
