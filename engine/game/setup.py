"""Who sits where in a game, and how a game was set up: what the setup screen chooses, the
command line and attract mode build, and a save keeps to rebuild the scene on resume."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from engine.drawing import theme
from engine.drawing.seats import NAME_NOTE
from engine.i18n import tr
from games.core.memory import MATCHED
from games.core.registry import GameSpec, get_game


@dataclass
class SeatPlan:
    """Who sits at a seat: a person, or a computer player at a memory level. `avatar` is
    the animal a person picked at setup (engine/shell/avatars.py), so today's best can say who
    without anyone typing a name; older saves have none."""

    kind: str = "human"  # "human" or "bot"
    level: str = "casual"
    name: str = ""
    avatar: str = ""
    # A matched computer in a game played again: what it ended the last game knowing of
    # the table (games/core/matching.py), where it starts; empty for a first game.
    known: tuple[float, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        plan = {"kind": self.kind, "level": self.level, "name": self.name, "avatar": self.avatar}
        return {**plan, "known": list(self.known)} if self.known else plan


@dataclass
class GameSetup:
    game: str
    players: int
    seed: int
    preset: str = "classic"
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[SeatPlan] = field(default_factory=list)
    kids: bool = False  # party mode: bigger targets, no time pressure

    def played_again(self, seed: int, record_seats: list[dict[str, Any]]) -> GameSetup:
        """The same table for another game (the results' Play again): a matched computer
        starts from what it settled on in the game just played (`record_seats`)."""
        sat = [*record_seats, *[{}] * len(self.seats)][: len(self.seats)]
        seats = [
            replace(plan, known=tuple(then["settled"])) if "settled" in then else plan
            for plan, then in zip(self.seats, sat, strict=True)
        ]
        return replace(self, seed=seed, seats=seats)

    @property
    def spec(self) -> GameSpec:
        return get_game(self.game)

    def full_options(self) -> dict[str, Any]:
        return self.spec.options(self.preset, **self.options)

    def clocked_options(self, clocks: float) -> dict[str, Any]:
        """A new game's options with the table's longer clocks (`clocks` times): they are
        the rules' options, so the record keeps them and replays with them."""
        return self.spec.with_clocks(self.full_options(), clocks)

    def seat_plans(self) -> list[dict[str, Any]]:
        """The seats as the match records them: a matched computer aims at the weakest
        person at a party, at the table's middle otherwise (games/core/matching.py)."""
        from games.core.matching import AIM_MIDDLE, AIM_WEAKEST  # a game's start, not the menu's

        aim = {"aim": AIM_WEAKEST if self.kids else AIM_MIDDLE}
        return [
            {**plan.to_dict(), **(aim if plan.kind == "bot" and plan.level == MATCHED else {})}
            for plan in self.seats
        ]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    @property
    def human_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.is_human(s)]

    def seat_name(self, seat: int, note: str = "") -> str:
        """The name a panel shows: the player's own, else the seat's colour (and, for a
        computer player, its level, or `note` instead: what a matched one played like). In
        party mode the colour alone: the panel's 🤖 says a computer plays there."""
        plan = self.seats[seat]
        if plan.name:
            return plan.name
        colour = tr(f"seat.{theme.SEAT_STYLES[seat].name}")
        if plan.kind == "human" or self.kids:
            return colour
        return f"{colour}{NAME_NOTE}{note or tr('level.' + plan.level)}"


def setup_dict(setup: GameSetup) -> dict[str, Any]:
    """The setup as plain data for a save (`setup_from_dict` reads it back)."""
    return {
        "game": setup.game,
        "players": setup.players,
        "seed": setup.seed,
        "preset": setup.preset,
        "options": setup.options,
        "seats": [s.to_dict() for s in setup.seats],
        "kids": setup.kids,
    }


def setup_from_dict(data: dict[str, Any]) -> GameSetup:
    seats = [SeatPlan(**{**s, "known": tuple(s.get("known", ()))}) for s in data.get("seats", [])]
    return GameSetup(
        game=data["game"],
        players=int(data["players"]),
        seed=int(data["seed"]),
        preset=str(data.get("preset", "classic")),
        options=dict(data.get("options", {})),
        seats=seats,
        kids=bool(data.get("kids", False)),
    )
