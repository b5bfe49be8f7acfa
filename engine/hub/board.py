"""What the board and the operator's page show, as data in the operator's language: read
from the database (engine/hub/store.py) on the hub's reading thread, made into JSON once
for every screen that shows it (engine/hub/server.py), and drawn by the pages' scripts
(`assets/hub/`).

The board: today's best memories per game and over every game (people before computers:
a computer shows only where no person has a figure yet, as when `simulate` demonstrates
the hub), the day's counts and the last games. The operator's page: every table, when it
was last heard and what it said, and how many games it sent today; a table silent for
`SILENT_AFTER` seconds is marked. Numbers and titles are said here, as the table says
them (`engine.i18n`); the pages add only what ticks (how long ago).
"""

from __future__ import annotations

import time
from functools import cache
from typing import Any

from engine.drawing.theme import SEAT_STYLES
from engine.drawing.twemoji import svg_path
from engine.hub.store import Store, day_of
from engine.hub.wire import SCENES
from engine.i18n import catalogue, game_title, language, number, percent, tr
from games.core.registry import OptionsError, all_games, get_game

SILENT_AFTER = 60.0  # seconds without a heartbeat before a table is marked silent
UNKNOWN_GAME = "🎲"  # a game this hub does not know (a newer table's)
PAGE_PICTURES = ("🏆", "🥇", "🥈", "🥉", "👑", "🤖", "📡", "⚠️", "🕹️")  # the pages' own
CREDITS = ("credits.art", "credits.font")  # the pictures' and the font's, on every page


def picture(emoji: str) -> str:
    """The name the pages fetch an emoji's artwork by (`/emoji/<name>.svg`), "" where
    Twemoji has none."""
    path = svg_path(emoji) if emoji else None
    return path.name.removesuffix(".svg") if path is not None else ""


@cache
def pictures() -> dict[str, str]:
    """Every emoji artwork the hub may serve, by name: the games', the pages' and the
    seats' (any emoji Twemoji has: a table says which its seats show)."""
    emoji = [spec.icon for spec in all_games()] + [UNKNOWN_GAME, *PAGE_PICTURES]
    return {name: emoji for emoji in emoji if (name := picture(emoji))}


def page_words() -> dict[str, Any]:
    """What a page needs besides the data: its words and the seats' colours and shapes."""
    lang = language()
    keys = {**catalogue("en"), **catalogue(lang)}
    texts = {key: tr(key) for key in keys if key.startswith("hub.")}
    texts |= {key: tr(key) for key in CREDITS}
    palette = [
        {"colour": "#{:02x}{:02x}{:02x}".format(*style.colour), "shape": style.shape}
        for style in SEAT_STYLES
    ]
    marks = {emoji: picture(emoji) for emoji in PAGE_PICTURES}
    return {"lang": lang, "words": texts, "palette": palette, "pictures": marks}


def _game(game_id: str) -> dict[str, str]:
    try:
        spec = get_game(game_id)
    except OptionsError:  # a game a newer table knows and this hub does not
        return {"game": game_id, "title": game_id, "icon": picture(UNKNOWN_GAME)}
    return {
        "game": game_id,
        "title": game_title(spec.id, spec.title),
        "icon": picture(spec.icon or UNKNOWN_GAME),
    }


def _memory(entry: dict[str, Any]) -> dict[str, Any]:
    return {
        **_game(entry["game"]),
        "name": entry["name"],
        "picture": picture(entry["picture"]),
        "seat": entry["seat"],
        "bot": entry["kind"] != "human",
        "accuracy": percent(round(entry["accuracy"] * 100)),
        "remembered": tr("hub.board.remembered", count=entry["remembered"]),
        "table": entry["table"],
    }


def _people_first(entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """People only, where any person has a figure; else the computers (a demonstration)."""
    people = [entry for entry in entries if entry["kind"] == "human"]
    return people or entries


def board(store: Store, now: float) -> dict[str, Any]:
    """The board as it is now."""
    day = day_of(now)
    per_game, overall = store.best(day)
    best: dict[str, list[dict[str, Any]]] = {}
    for entry in per_game:
        best.setdefault(entry["game"], []).append(entry)
    order = {spec.id: rank for rank, spec in enumerate(all_games())}
    counts = store.counts(day)
    games = sum(counts.values())
    return {
        "day": day,
        "games": tr("hub.board.games", count=games),
        "tables": tr("hub.board.tables", count=len(counts)),
        "best": [
            {**_game(game), "entries": [_memory(e) for e in _people_first(entries)]}
            for game, entries in sorted(best.items(), key=lambda kv: (order.get(kv[0], 99), kv[0]))
        ],
        "overall": [_memory(entry) for entry in _people_first(overall)],
        "last": [_last(game) for game in store.games_of(day, last=10)],
    }


def _last(game: dict[str, Any]) -> dict[str, Any]:
    seats = sorted(game["seats"], key=lambda seat: (-seat["score"], seat["seat"]))
    return {
        "id": game["id"],
        **_game(game["game"]),
        "rules": game["rules"],
        "table": game["table"]["name"],
        "at": time.strftime("%H:%M", time.localtime(game["finished"])),
        "took": _took(game["seconds"]),
        "seats": [
            {
                "name": seat["name"],
                "picture": picture(seat["picture"]),
                "seat": seat["seat"],
                "bot": seat["kind"] != "human",
                "score": number(seat["score"]),
                "winner": seat["winner"],
            }
            for seat in seats
        ],
    }


def _took(seconds: float) -> str:
    if seconds < 60:
        return tr("hub.time.seconds", n=round(seconds))
    return tr("hub.time.minutes", n=round(seconds / 60))


def tables(store: Store, now: float) -> dict[str, Any]:
    """The operator's page as it is now: every table heard, and any that sent games today
    without a heartbeat."""
    day = day_of(now)
    counts = store.counts(day)
    rows = []
    for table in store.tables():
        age = max(0.0, now - table["heard_at"])
        playing = ""
        if table["game"]:
            title = _game(table["game"])["title"]
            playing = tr("hub.tables.playing_game", game=title, count=table["players"])
        scene = table["scene"] if table["scene"] in SCENES else "other"
        rows.append(
            {
                "id": table["id"],
                "name": table["name"],
                "address": table["address"],
                "age": age,
                "silent": age >= SILENT_AFTER,
                "state": tr(f"hub.scene.{scene}"),
                "playing": playing,
                "party": bool(table["party"]),
                "games": counts.get(table["id"], 0),
                "waiting": table["waiting"],
                "version": table["version"],
                "error": table["error"],
                "error_age": None if table["error_at"] is None else now - table["error_at"],
            }
        )
    for table_id, name in store.unheard(day):
        rows.append(
            {
                "id": table_id,
                "name": name,
                "address": "",
                "age": None,
                "silent": True,
                "state": "",
                "playing": "",
                "party": False,
                "games": counts.get(table_id, 0),
                "waiting": 0,
                "version": "",
                "error": "",
                "error_age": None,
            }
        )
    rows.sort(key=lambda row: (row["name"].casefold(), row["id"]))
    silent = sum(1 for row in rows if row["silent"])
    return {
        "day": day,
        "silent_after": SILENT_AFTER,
        "summary": tr("hub.tables.summary", count=len(rows), silent=silent),
        "tables": rows,
    }
