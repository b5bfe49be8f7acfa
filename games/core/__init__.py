"""The shared rules core: pure Python, never imports pygame.

Every game's rules and bots build on this package so that any game can be simulated,
tested and replayed without a screen. The rules core is the only authority on outcomes.
"""

from games.core.codec import Action, Event, decode_action, encode
from games.core.registry import GameSpec, all_games, get_game, register
from games.core.state import TABLE, GameState, IllegalAction

__all__ = [
    "TABLE",
    "Action",
    "Event",
    "GameSpec",
    "GameState",
    "IllegalAction",
    "all_games",
    "decode_action",
    "encode",
    "get_game",
    "register",
]
