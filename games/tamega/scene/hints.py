"""What a player may touch now, and what the table tells them to do.

The glowing squares (where the touched pawn or red tile may go), the party mode's
pointing-hand spots on the board, and the prompt in front of each seat. Everything here
reads only what the table shows (the picture) and the rules' public phase, in board order:
never a hidden picture.
"""

from __future__ import annotations

from games.tamega.board import DOWN, EMPTY, Geometry, destinations
from games.tamega.scene.layout import BoardLayout, Point
from games.tamega.scene.picture import Picture

MOVING = ("move", "step5")  # the phases in which the pawn on turn moves
PROMPTS = {  # what the seat on turn may do now: a picture and a few words
    "move": ("🚶", "tamega.hint.move"),
    "step5": ("🚶", "tamega.hint.step5"),
    "red": ("🟥", "tamega.hint.red"),
    "reveal": ("🔍", "tamega.hint.reveal"),
    "memorise": ("👀", "tamega.hint.memorise"),
}
SEEN_WAIT = ("👍", "tamega.seen_wait")  # party pause: this seat has seen, the others not yet

Selection = tuple[str, int] | None  # ("pawn" | "red", index) touched, if any


def red_targets(geo: Geometry, picture: Picture, red: int | None = None) -> list[int]:
    """Empty squares a red tile may go to in step 3 (board order): one red tile's, or
    with `red` None every red tile's, so that on two boards both show their places."""
    boards = {geo.board_of(r) for i, r in enumerate(picture.reds) if red in (None, i)}
    return [s for s, c in enumerate(picture.cells) if c == EMPTY and geo.board_of(s) in boards]


def glowing_squares(geo: Geometry, picture: Picture, phase: str, selected: Selection) -> list[int]:
    """Squares to light up for the player on turn: where the touched pawn or red tile may
    go; in step 3 before a red tile is touched, where every red tile may go."""
    if selected is None:
        return red_targets(geo, picture) if phase == "red" else []
    kind, index = selected
    if kind == "pawn" and phase in MOVING:
        pawns = picture.pawns
        return list(destinations(geo, picture.cells, set(pawns), pawns[index]))
    if kind == "red" and phase == "red":
        return red_targets(geo, picture, index)
    return []


def turn_spots(
    board: BoardLayout, picture: Picture, phase: str, pawn: int, selected: Selection, keep: Point
) -> list[Point]:
    """Where the player on turn may touch, in a fixed order: the pawn, then its squares;
    the red tiles (or the touched one's places) and `keep` ("Leave it"); face-down tiles
    in board order."""
    centre = board.centre_of
    if phase in MOVING:
        if selected != ("pawn", pawn):
            return [centre(picture.pawns[pawn])]
        return [centre(s) for s in sorted(glowing_squares(board.geo, picture, phase, selected))[:3]]
    if phase == "red":
        if selected and selected[0] == "red":
            return [*(centre(s) for s in red_targets(board.geo, picture, selected[1])[:2]), keep]
        return [*(centre(r) for r in sorted(picture.reds)), keep]
    down = [s for s, c in enumerate(picture.cells) if c == DOWN and s not in picture.pawns]
    return [centre(s) for s in down[:3]]


def seat_prompts(
    phase: str, turn: int, seats: int, seen: set[int], together: bool
) -> list[tuple[int | None, str, str]]:
    """The prompt (seat, picture, words key) in front of the seat on turn; in the
    memorising pause every seat gets one (a thumb once it has said "Seen it!"), or, when
    the seats sit `together` in one row (a tablet), the row gets one (seat None): side by
    side, eight copies of the same words would cover each other."""
    if phase not in PROMPTS:
        return []
    if phase != "memorise":
        return [(turn, *PROMPTS[phase])]
    if together:
        return [(None, *PROMPTS[phase])]
    return [(i, *(SEEN_WAIT if i in seen else PROMPTS[phase])) for i in range(seats)]
