"""The seats' codes and the phones' secrets.

A seat's code is an invite, good for one phone: five capitals and digits (22 random bits)
in the QR code on the seat's panel and written under it for a phone that cannot scan,
from an alphabet with nothing to mistake when typed (no O or 0, no I, L or 1) and none of
the wide letters (A, M, Q, T, V, W, X, Y), so the letters need hardly more room on the
panel than the QR code above them. It is shown to everyone at the table, so its length is
not what keeps a seat: it is spent when a phone joins with it (a photographed code opens
nothing), and a new one is dealt only through the table ("change phone" on the seat's
panel). Five letters are quick to type; guessing them is stopped by the server long
before chance could find one (`server.FAILED_JOINS` wrong codes a minute from one
address, `server.FAILED_CODES` from all of them: at that pace, finding an open code takes
weeks on average, and a code is open only until its phone joins, usually a minute).

A phone that joined gets a secret of its own, 32 letters (160 random bits), which it keeps
in its browser and never shows, to join its seat again after a drop or a reload.

Both are compared in constant time (`hmac.compare_digest`) against every seat's, so how
long an answer takes says nothing of how much of a guess was right.
"""

from __future__ import annotations

import base64
import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field

INVITE_ALPHABET = "BCDEFGHJKNPRSUZ23456789"
INVITE_LETTERS = 5
KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"  # base32
KEY_LETTERS = 32
SPACING = str.maketrans({" ": None, "-": None, ".": None})  # what a person may type between


def new_invite() -> str:
    return "".join(secrets.choice(INVITE_ALPHABET) for _ in range(INVITE_LETTERS))


def new_key() -> str:
    return base64.b32encode(secrets.token_bytes(20)).decode("ascii")


def typed(text: str) -> str:
    """A code as a person may have typed it (small letters, spaces), as the table wrote it."""
    return text.upper().translate(SPACING)


def well_formed(text: object) -> bool:
    """Could this be a seat's code at all, before any comparison?"""
    return (
        isinstance(text, str) and len(text) == INVITE_LETTERS and set(text) <= set(INVITE_ALPHABET)
    )


def well_formed_key(text: object) -> bool:
    """Could this be a phone's secret at all, before any comparison?"""
    return isinstance(text, str) and len(text) == KEY_LETTERS and set(text) <= set(KEY_ALPHABET)


def seat_of(by_seat: Mapping[int, str], given: str) -> int | None:
    """The seat whose code or secret `given` is; every seat's is compared, however early
    a match."""
    wanted = given.encode("ascii", "replace")
    found = None
    for seat, mine in by_seat.items():
        if hmac.compare_digest(wanted, mine.encode("ascii")):
            found = seat
    return found


@dataclass(frozen=True)
class SeatTokens:
    """One game's open invites by seat, and the game's number (a phone of an earlier game
    is told its code has expired)."""

    game: int
    by_seat: dict[int, str] = field(default_factory=dict)

    @staticmethod
    def deal(game: int, seats: list[int]) -> SeatTokens:
        return SeatTokens(game, {seat: new_invite() for seat in seats})

    def dealt_again(self, seat: int) -> SeatTokens:
        """The same invites but a new one for `seat` (another phone is to take it)."""
        return SeatTokens(self.game, {**self.by_seat, seat: new_invite()})

    def seat_of(self, token: object) -> int | None:
        """The seat whose invite this is (as typed or scanned), if any."""
        if not isinstance(token, str):
            return None
        return seat_of(self.by_seat, typed(token))
