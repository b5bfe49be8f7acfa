"""The seats' secret tokens: a random one per seat and per game, in each seat's code.

A token is 16 letters and digits of base32 (80 random bits) in capitals, so a URL holding
it stays in the QR code's compact alphanumeric mode. It is compared in constant time
(`hmac.compare_digest`) against every seat's, so how long an answer takes says nothing of
how much of a guess was right.
"""

from __future__ import annotations

import base64
import hmac
import secrets
from dataclasses import dataclass, field

TOKEN_LETTERS = 16
ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def new_token() -> str:
    return base64.b32encode(secrets.token_bytes(10)).decode("ascii")


def well_formed(text: object) -> bool:
    """Could this be a token at all (before any comparison)?"""
    return isinstance(text, str) and len(text) == TOKEN_LETTERS and set(text) <= ALPHABET


@dataclass(frozen=True)
class SeatTokens:
    """One game's tokens by seat, and the game's number (a phone of an earlier game is
    told its code has expired)."""

    game: int
    by_seat: dict[int, str] = field(default_factory=dict)

    @staticmethod
    def deal(game: int, seats: list[int]) -> SeatTokens:
        return SeatTokens(game, {seat: new_token() for seat in seats})

    def seat_of(self, token: object) -> int | None:
        """The seat whose token this is; every seat's is compared, however early a match."""
        if not isinstance(token, str):
            return None
        given = token.strip().upper().encode("ascii", "replace")
        found = None
        for seat, mine in self.by_seat.items():
            if hmac.compare_digest(given, mine.encode("ascii")):
                found = seat
        return found
