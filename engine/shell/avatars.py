"""The avatars players pick at setup: an animal picture and a colour, so a table can say
"Fox: 94 % in Devil's Circle" without anyone typing a name. Animal names are translated
(`avatar.<id>` keys); the pictures are Twemoji."""

from __future__ import annotations

from typing import NamedTuple

from engine.drawing.theme import Colour


class Avatar(NamedTuple):
    id: str
    emoji: str
    colour: Colour


AVATARS: tuple[Avatar, ...] = (
    Avatar("fox", "🦊", (230, 126, 34)),
    Avatar("owl", "🦉", (142, 110, 80)),
    Avatar("frog", "🐸", (88, 170, 70)),
    Avatar("panda", "🐼", (90, 90, 90)),
    Avatar("lion", "🦁", (226, 170, 40)),
    Avatar("octopus", "🐙", (200, 80, 150)),
    Avatar("penguin", "🐧", (60, 90, 160)),
    Avatar("unicorn", "🦄", (170, 110, 210)),
)
BY_ID = {avatar.id: avatar for avatar in AVATARS}
PERSON = "🙂"  # a person's seat, grown-up or child, wherever the table says who plays


def avatar(avatar_id: str) -> Avatar | None:
    """The avatar with this id, or None for an unknown or empty id (an older save)."""
    return BY_ID.get(avatar_id)


def avatar_emoji(avatar_id: str) -> str:
    """The avatar's picture; a plain face for a seat without one."""
    found = avatar(avatar_id)
    return found.emoji if found else PERSON
