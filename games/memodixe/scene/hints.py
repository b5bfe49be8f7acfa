"""What a player may touch now, for party mode's pointing hand, and the prompt in front of
them: a picture for every phase, so that nobody needs to read.

Hints are in board order (places 0-8, seats clockwise), never chosen by a hidden face:
the hand must not tell a child which die matches.
"""

from __future__ import annotations

from engine.drawing import theme
from engine.drawing.widgets import Button
from engine.i18n import tr
from games.core import Action
from games.memodixe import rules
from games.memodixe.actions import CallDixe, GoOn, Keep, Pick, Steal, TurnOver
from games.memodixe.scene.layout import Layout, Point
from games.memodixe.scene.picture import HandWait

SECRET_PHASES = (rules.PEEK, rules.SWAP)  # the square is covered; the secret square opens
TURN_BACK = "🔄"
PROMPT_EMOJI = {  # the picture beside the words in front of the player, per phase
    rules.FIRST: "🔍",
    rules.SECOND: "🔍",
    rules.KEEP: "🤲",
    rules.PEEK: "👁️",
    rules.SWAP: "🎩",
    rules.STEAL: "☀️",
    rules.GIVE: "⚖️",
    rules.REROLL: "🎲",
    rules.ASIDE: "❄️",
    rules.LAST: "🏆",
}


PARTY_PICTURES = {  # party mode's prompts have no words: what the words said, in pictures
    rules.FIRST: "🎲 📣",  # turn over a die, or shout DiXe!
    rules.SECOND: "🎲",
}


def prompt(phase: str, reading: bool = True) -> tuple[str, str]:
    """The picture and the words in front of the player on turn in `phase`; without
    `reading` (party mode) its pictures alone."""
    emoji = PROMPT_EMOJI.get(phase, "👆")
    if not reading:
        return PARTY_PICTURES.get(phase, emoji), ""
    return emoji, tr(f"memodixe.hint.{phase}")


def choice_buttons(layout: Layout, seat: int) -> list[tuple[Button, GoOn]]:
    """After a right "DiXe!" (optional rule): go on, or end the game. In the pad row in
    front of the caller (their DiXe! pad steps aside meanwhile), so that they never cover
    the square."""
    frame, u = layout.seats[seat], layout.unit
    w, h = layout.choice_size
    centre, y = layout.choice_row(frame)
    out = []
    for x, go, emoji, key in (
        (centre - (w / 2 + 6 * u), True, "▶️", "memodixe.go_on"),
        (centre + w / 2 + 6 * u, False, "🏁", "memodixe.stop"),
    ):
        button = Button(tr(key), (x, y), (w, h), None, frame, theme.BUTTON, emoji, unit=u)
        out.append((button, GoOn(go)))
    return out


def _on_screen(button: Button) -> Point:
    return button.frame.to_screen(button.center)


def turn_back_hints(layout: Layout, hand: HandWait, back_pad: Button) -> list[Point]:
    """A missed pair waiting for the child's hand: its dice, then their 🔄 pad."""
    dice_up = [layout.die_hint(hand.seat, p) for p in sorted(hand.places)]
    return [*dice_up, _on_screen(back_pad)]


def move_hints(
    layout: Layout,
    seat: int,
    phase: str,
    legal: list[Action],
    dixe_pad: Button,
    secret_open: bool,
) -> list[Point]:
    """What the player on turn may touch for a move in `phase`: dice of the square (and
    the DiXe! pad), the players to rob or give to, the choices, or the secret square (their
    own panel first, which they hold to open it)."""
    if phase == rules.GO_ON:
        return [_on_screen(b) for b, _action in choice_buttons(layout, seat)]
    if phase in (rules.STEAL, rules.GIVE):
        whom = [a.victim if isinstance(a, Steal) else a.receiver for a in legal]
        return [layout.seats[s].center for s in sorted(whom)]
    if phase in SECRET_PHASES:
        if not secret_open:
            return [layout.seats[seat].center]  # hold your panel
        places = sorted(a.place for a in legal if isinstance(a, Pick))
        return [layout.mini_point(seat, p) for p in places]
    places = sorted({a.place for a in legal if isinstance(a, TurnOver | Keep | Pick)})
    spots = [layout.die_hint(seat, p) for p in places]
    if any(isinstance(a, CallDixe) for a in legal):
        spots.append(_on_screen(dixe_pad))
    return spots
