"""What a table says to the hub, over HTTP as JSON, and how the hub reads it.

A table says two things. `POST /api/games` carries finished games, `{"sent": T, "games":
[game, ...]}`, each game made once at the table with an id of its own, so one sent twice
is stored once. `POST /api/heartbeat` carries the table's state every few seconds. Both
carry the event's key (`Authorization: Bearer KEY`).

Everything is read strictly here, at the boundary: a field of the wrong kind, a string too
long, a number that is not finite or out of range is refused with a reason naming the
field; a batch keeps its good games and refuses its bad ones one by one (a table sets a
refused game aside instead of sending it for ever). Pure Python: the hub, the table and the
tests share it.

Times: a table's clock may be wrong (a closed network has no time server), so the hub
trusts only its intervals: a game finished `sent - finished` seconds before the table
sent it, and the hub dates it by its own clock from that (`FinishedGame.dated`).
"""

from __future__ import annotations

import math
import re
import urllib.parse
from dataclasses import dataclass, field
from typing import Any

MAX_BODY = 256 * 1024  # bytes in one request: fifty games of eight seats fit in a quarter
MAX_GAMES = 50  # games in one request
MAX_SEATS = 8
MAX_OPTIONS = 40
KEEP_DAYS = 7  # a game older than this when it arrives is dated this old
ID = re.compile(r"[0-9A-Za-z_-]{8,64}")
GAME_ID = re.compile(r"[a-z][a-z0-9-]{0,39}")
KINDS = ("human", "bot")
SCENES = ("menu", "setup", "game", "results", "attract", "settings", "paused", "other")


def hub_url(text: str) -> str | None:
    """A hub's address as a table keeps it (http(s)://HOST[:PORT][/path], no query), or
    None if `text` is not one."""
    url = str(text).strip().rstrip("/")
    try:
        parts = urllib.parse.urlsplit(url)
        parts.port  # noqa: B018 (reading it checks it)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return None
    if parts.query or parts.fragment or parts.username or parts.password:
        return None
    return url


def good_key(text: str) -> bool:
    """Is `text` an event's key: 8 to 200 letters, digits or punctuation, no spaces (it
    travels in a header)?"""
    return 8 <= len(text) <= 200 and all("!" <= ch <= "~" for ch in text)


class Refused(ValueError):
    """A message or a game the hub will not take; the text says which field and why."""


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game as the table saw it."""

    seat: int  # 0 to 7: its colour and shape (engine/drawing/theme.py SEAT_STYLES)
    name: str  # as the table's panel named it
    kind: str  # "human" or "bot"
    level: str = ""  # a computer player's level
    avatar: str = ""  # the animal a person picked (engine/shell/avatars.py), by its id
    picture: str = ""  # the emoji the table shows for the seat (its avatar's, 🙂, 🤖)
    score: float = 0.0
    winner: bool = False
    accuracy: float | None = None  # the memory review's, None where nothing was judged
    remembered: int = 0
    forgot: int = 0

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class FinishedGame:
    id: str  # made by the table once: the same game sent twice is stored once
    table_id: str
    table_name: str
    game: str  # the game's id, "devils-circle"
    rules: str  # how it was played, the one line the results say ("Classic + 40 cards")
    finished: float  # seconds since the epoch, by the table's clock
    seconds: float  # how long it lasted
    seats: tuple[SeatResult, ...]
    options: dict[str, Any] = field(default_factory=dict)  # the rules' options, as played
    party: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "table": {"id": self.table_id, "name": self.table_name},
            "game": self.game,
            "rules": self.rules,
            "options": dict(self.options),
            "party": self.party,
            "finished": self.finished,
            "seconds": self.seconds,
            "seats": [seat.to_dict() for seat in self.seats],
        }

    def dated(self, sent: float, now: float) -> float:
        """When it finished by the hub's clock `now`: as long before now as it finished
        before the table sent it (never in the future, at most `KEEP_DAYS` ago)."""
        age = min(max(sent - self.finished, 0.0), KEEP_DAYS * 86400.0)
        return now - age


@dataclass(frozen=True)
class TableState:
    """A heartbeat: who the table is and what it is doing."""

    table_id: str
    name: str
    version: str
    scene: str  # one of SCENES
    game: str = ""  # the game on the table, if any
    players: int = 0
    party: bool = False
    waiting: int = 0  # games in its outbox the hub has not acknowledged
    error: str = ""  # the last error it reported ("" none)
    error_age: float | None = None  # seconds before `sent` it happened

    def to_dict(self) -> dict[str, Any]:
        return {
            "table": {"id": self.table_id, "name": self.name},
            "version": self.version,
            "state": {
                "scene": self.scene,
                "game": self.game,
                "players": self.players,
                "party": self.party,
            },
            "waiting": self.waiting,
            "error": None if not self.error else {"text": self.error, "age": self.error_age},
        }


@dataclass(frozen=True)
class Batch:
    sent: float
    games: list[FinishedGame]
    refused: list[tuple[str, str]]  # (the game's id or its place, why)


# --- reading ---------------------------------------------------------------------------
def parse_batch(data: Any) -> Batch:
    """`POST /api/games`'s body (already JSON): the games, and each bad one with its reason;
    Refused for a body that is not such a batch at all."""
    body = _object(data, "the body", {"sent", "games"})
    sent = _number(body, "sent", "the body", 0.0, 1e11)
    games = body.get("games")
    if not isinstance(games, list) or not games:
        raise Refused("games: a list of one or more games")
    if len(games) > MAX_GAMES:
        raise Refused(f"games: at most {MAX_GAMES} in one request, not {len(games)}")
    good: list[FinishedGame] = []
    refused: list[tuple[str, str]] = []
    for number, game in enumerate(games):
        try:
            good.append(parse_game(game, f"games[{number}]"))
        except Refused as why:
            named = game.get("id") if isinstance(game, dict) else None
            ident = named if isinstance(named, str) and ID.fullmatch(named) else f"#{number}"
            refused.append((ident, str(why)))
    return Batch(sent, good, refused)


def parse_game(data: Any, where: str = "game") -> FinishedGame:
    game = _object(
        data,
        where,
        {"id", "table", "game", "rules", "options", "party", "finished", "seconds", "seats"},
    )
    table = _object(game.get("table"), f"{where}.table", {"id", "name"})
    seats = game.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise Refused(f"{where}.seats: a list of 1 to {MAX_SEATS} seats")
    parsed = tuple(_seat(seat, f"{where}.seats[{n}]") for n, seat in enumerate(seats))
    if len({seat.seat for seat in parsed}) != len(parsed):
        raise Refused(f"{where}.seats: a seat is named twice")
    return FinishedGame(
        id=_ident(game, "id", where),
        table_id=_ident(table, "id", f"{where}.table"),
        table_name=_text(table, "name", f"{where}.table", 60, required=True),
        game=_game_id(game, where),
        rules=_text(game, "rules", where, 200),
        finished=_number(game, "finished", where, 0.0, 1e11),
        seconds=_number(game, "seconds", where, 0.0, 7 * 86400.0),
        seats=parsed,
        options=_options(game.get("options", {}), f"{where}.options"),
        party=_flag(game, "party", where),
    )


def parse_heartbeat(data: Any) -> TableState:
    body = _object(data, "the body", {"sent", "table", "version", "state", "waiting", "error"})
    table = _object(body.get("table"), "table", {"id", "name"})
    state = _object(body.get("state"), "state", {"scene", "game", "players", "party"})
    scene = _text(state, "scene", "state", 20, required=True)
    if scene not in SCENES:
        raise Refused(f"state.scene: one of {', '.join(SCENES)}, not {scene!r}")
    game = _text(state, "game", "state", 40)
    if game and not GAME_ID.fullmatch(game):
        raise Refused("state.game: a game's id")
    error = body.get("error")
    text, age = "", None
    if error is not None:
        error = _object(error, "error", {"text", "age"})
        text = _text(error, "text", "error", 300)
        age = _number(error, "age", "error", 0.0, 1e9) if error.get("age") is not None else None
    sent = _number(body, "sent", "the body", 0.0, 1e11)
    del sent  # read for its kind only: a heartbeat is dated when it arrives
    return TableState(
        table_id=_ident(table, "id", "table"),
        name=_text(table, "name", "table", 60, required=True),
        version=_text(body, "version", "the body", 40),
        scene=scene,
        game=game,
        players=_whole(state, "players", "state", 0, MAX_SEATS),
        party=_flag(state, "party", "state"),
        waiting=_whole(body, "waiting", "the body", 0, 10**9),
        error=text,
        error_age=age,
    )


def _seat(data: Any, where: str) -> SeatResult:
    seat = _object(
        data,
        where,
        {"seat", "name", "kind", "level", "avatar", "picture", "score", "winner"}
        | {"accuracy", "remembered", "forgot"},
    )
    kind = _text(seat, "kind", where, 10, required=True)
    if kind not in KINDS:
        raise Refused(f"{where}.kind: human or bot, not {kind!r}")
    accuracy = seat.get("accuracy")
    return SeatResult(
        seat=_whole(seat, "seat", where, 0, MAX_SEATS - 1, required=True),
        name=_text(seat, "name", where, 60, required=True),
        kind=kind,
        level=_text(seat, "level", where, 20),
        avatar=_text(seat, "avatar", where, 20),
        picture=_text(seat, "picture", where, 8),
        score=_number(seat, "score", where, -1e6, 1e6),
        winner=_flag(seat, "winner", where),
        accuracy=None if accuracy is None else _number(seat, "accuracy", where, 0.0, 1.0),
        remembered=_whole(seat, "remembered", where, 0, 10**6),
        forgot=_whole(seat, "forgot", where, 0, 10**6),
    )


def _object(data: Any, where: str, known: set[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise Refused(f"{where}: an object, not {_kind(data)}")
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        raise Refused(f"{where}: no field {unknown[0][:40]!r}")
    return data


def _text(data: dict[str, Any], key: str, where: str, longest: int, required=False) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise Refused(f"{where}.{key}: words, not {_kind(value)}")
    value = "".join(ch for ch in value if ch.isprintable()).strip()
    if len(value) > longest:
        raise Refused(f"{where}.{key}: at most {longest} characters")
    if required and not value:
        raise Refused(f"{where}.{key}: missing")
    return value


def _ident(data: dict[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not ID.fullmatch(value):
        raise Refused(f"{where}.{key}: 8 to 64 letters, digits, - or _")
    return value


def _game_id(data: dict[str, Any], where: str) -> str:
    value = data.get("game")
    if not isinstance(value, str) or not GAME_ID.fullmatch(value):
        raise Refused(f"{where}.game: a game's id such as devils-circle")
    return value


def _number(data: dict[str, Any], key: str, where: str, low: float, high: float) -> float:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise Refused(f"{where}.{key}: a number, not {_kind(value)}")
    if not (math.isfinite(value) and low <= value <= high):
        raise Refused(f"{where}.{key}: from {low:g} to {high:g}")
    return float(value)


def _whole(data: dict[str, Any], key: str, where: str, low: int, high: int, required=False) -> int:
    value = data.get(key, None if required else 0)
    if isinstance(value, bool) or not isinstance(value, int):
        raise Refused(f"{where}.{key}: a whole number, not {_kind(value)}")
    if not low <= value <= high:
        raise Refused(f"{where}.{key}: from {low} to {high}")
    return value


def _flag(data: dict[str, Any], key: str, where: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise Refused(f"{where}.{key}: true or false, not {_kind(value)}")
    return value


def _options(data: Any, where: str) -> dict[str, Any]:
    """The rules' options: a flat object of plain values (the hub says them in its own
    language where the game knows them, engine/hub/board.py)."""
    if not isinstance(data, dict) or len(data) > MAX_OPTIONS:
        raise Refused(f"{where}: an object of at most {MAX_OPTIONS} options")
    for name, value in data.items():
        if not isinstance(name, str) or not 0 < len(name) <= 40:
            raise Refused(f"{where}: an option's name is 1 to 40 characters")
        plain = value is None or isinstance(value, bool | int | str)
        plain = plain or (isinstance(value, float) and math.isfinite(value))
        if not plain or (isinstance(value, str) and len(value) > 40):
            raise Refused(f"{where}.{name[:40]}: a plain value")
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**9:
            raise Refused(f"{where}.{name[:40]}: a plain value")
    return dict(data)


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "words"
    if isinstance(value, list):
        return "a list"
    return "an object"
