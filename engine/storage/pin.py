"""The operator's PIN, kept as a salted hash (scrypt), never as the digits themselves.

A settings file can be read by anyone with the machine's disk; the hash does not give the
PIN back without trying every one, and scrypt makes each try cost tens of milliseconds and
16 MB. Checking takes as long (`engine/shell/pin_pad.py` does it off the frame).
"""

from __future__ import annotations

import hashlib
import hmac
import os

SCHEME = "scrypt"
COST, BLOCK, PARALLEL = 2**14, 8, 1
MIN_DIGITS, MAX_DIGITS = 4, 8


def valid_pin(text: object) -> bool:
    """4 to 8 digits."""
    return (
        isinstance(text, str)
        and text.isascii()
        and text.isdigit()
        and MIN_DIGITS <= len(text) <= MAX_DIGITS
    )


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """ "scrypt$n$r$p$salt$hash", all it takes to check a PIN later."""
    salt = os.urandom(16) if salt is None else salt
    digest = _scrypt(pin, salt, COST, BLOCK, PARALLEL)
    return f"{SCHEME}${COST}${BLOCK}${PARALLEL}${salt.hex()}${digest.hex()}"


def valid_hash(stored: object) -> bool:
    return isinstance(stored, str) and _parts(stored) is not None


def check_pin(pin: str, stored: str) -> bool:
    parts = _parts(stored)
    if parts is None or not valid_pin(pin):
        return False
    cost, block, parallel, salt, digest = parts
    return hmac.compare_digest(_scrypt(pin, salt, cost, block, parallel), digest)


def _scrypt(pin: str, salt: bytes, cost: int, block: int, parallel: int) -> bytes:
    return hashlib.scrypt(
        pin.encode("ascii"), salt=salt, n=cost, r=block, p=parallel, maxmem=64 * 2**20, dklen=32
    )


def _parts(stored: str) -> tuple[int, int, int, bytes, bytes] | None:
    """The hash's parameters, if it is one this module wrote (and cheap enough to check)."""
    fields = stored.split("$")
    if len(fields) != 6 or fields[0] != SCHEME:
        return None
    try:
        cost, block, parallel = (int(field) for field in fields[1:4])
        salt, digest = bytes.fromhex(fields[4]), bytes.fromhex(fields[5])
    except ValueError:
        return None
    sane = (cost, block, parallel) == (COST, BLOCK, PARALLEL)  # a file cannot ask for more
    return (cost, block, parallel, salt, digest) if sane and len(digest) == 32 and salt else None
