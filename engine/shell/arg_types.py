"""The command line's values: each argument's type, which turns a word into the value or
refuses it in one line (argparse says it with the option's name, and exits 2)."""

from __future__ import annotations

import argparse
import contextlib
import math
from pathlib import Path

from engine.i18n import LANGUAGES
from engine.storage.settings import tuio_address

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp")


def size_arg(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1920x1080, not {text!r}") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 8192x8192)")
    return (w, h)


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a number of at least 1, not {value}")
    return value


def whole(low: int, high: int):
    """A whole number from `low` to `high`, as an argparse type."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected {low} to {high}, not {value}")
        return value

    return parse


def number(low: float, high: float):
    """A finite number from `low` to `high`, as an argparse type (no nan, no inf)."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number, not {text!r}") from None
        if not (math.isfinite(value) and low <= value <= high):
            raise argparse.ArgumentTypeError(f"expected {low:g} to {high:g}, not {text}")
        return value

    return parse


def seed_arg(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None


def image_out(text: str) -> Path:
    """Where `shot` writes: a picture format pygame saves, in a folder that exists."""
    path = Path(text)
    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise argparse.ArgumentTypeError(f"{text!r} must end in .png, .jpg or .bmp")
    if not path.resolve().parent.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {str(path.parent)!r} does not exist")
    return path


def tuio_arg(text: str) -> tuple[str, int]:
    """`--tuio [HOST:]PORT`: where to listen for TUIO (localhost unless a host is given)."""
    address = tuio_address(text)
    if address is None:
        raise argparse.ArgumentTypeError(
            f"--tuio takes a port or HOST:PORT (such as 3333 or 0.0.0.0:3333), not {text!r}"
        )
    return address


def variants_arg(text: str) -> str:
    for variant in (v for v in text.split(",") if v):
        if variant not in ("calm", "tuio"):
            raise argparse.ArgumentTypeError(f"unknown variant {variant!r} (calm, tuio)")
    return text


def languages_arg(text: str) -> tuple[str, ...]:
    """`all`, or languages separated by commas (`fr,de`), in the order given."""
    if text == "all":
        return LANGUAGES
    chosen = tuple(dict.fromkeys(lang for lang in text.split(",") if lang))
    for lang in chosen:
        if lang not in LANGUAGES:
            raise argparse.ArgumentTypeError(f"unknown language {lang!r} ({', '.join(LANGUAGES)})")
    if not chosen:
        raise argparse.ArgumentTypeError("name a language: en, fr, nl, de or all")
    return chosen


def data_dir_arg(text: str) -> Path:
    """A folder's path (whether it can be used is checked once the command is known)."""
    path = Path(text)
    with contextlib.suppress(OSError, ValueError):  # too long, a NUL: said when it is used
        if path.exists() and not path.is_dir():
            raise argparse.ArgumentTypeError(f"{text!r} is a file, not a folder")
    return path


def phones_address_arg(text: str) -> str:
    """Where the phone server listens: an IP address of this machine, with a port or not."""
    from engine.phones.address import AddressError, parse_address

    try:
        parse_address(text)
    except AddressError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text
