"""What a game's scene declares: the few hooks it may override, and its traits.

A game's scene (`games/<game>/scene/play.py`) subclasses `GameScene`, which inherits these
hooks with their defaults; the base runs everything else (the match, the timeline, the
flights, the panels, the table's words, the phones, the pause). `HOOKS` names every method
a game may override, and `tests/test_architecture.py` fails on a game that overrides any
other method of the base. A game keeps its own state in `__init__` (the base's first),
and what is constant about it in one `Traits` declaration (the class attribute `traits`).

The hooks that answer "what now?" (`pacing`, `turn_cues`, `room_for_words`) each return
one small dataclass, so related answers are given together and read in one place; a field
left None keeps the base's default. They are asked often (people may act? in every
hit-test), so they are plain slotted dataclasses, made directly rather than copied.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from engine.drawing.display import DisplayList, Image, Point
from engine.game.first_turn import Starting
from engine.game.flight import Flight
from engine.game.story import Story
from engine.words.banners import middle_spots
from engine.words.places import Spot

if TYPE_CHECKING:
    from engine.drawing import panels
    from engine.input.pointer import Gesture
    from games.core import Action, GameState

THINK_SECONDS = 0.8  # a computer player's pause before acting, so people can follow


def thinking(rng: random.Random) -> float:
    """A computer player's pause before acting, so people can follow it."""
    return THINK_SECONDS * (0.7 + 0.6 * rng.random())


def nobody_starts(state: GameState) -> Starting | None:
    return None


def no_lines(state: GameState) -> list[str]:
    return []


def no_pieces(name: str, size: int) -> Image | None:
    """A game that draws no pieces for its demonstrations: its pages show their pictures."""
    return None


def no_touches(seat: int) -> list[Point]:
    return []


@dataclass(frozen=True)
class Traits:
    """What is constant about a game's scene, declared once (`traits = Traits(...)`).

    `who_starts` and `results_extra` are functions of the rules' state alone: the seat
    that makes the first move and why (`engine/game/first_turn.py` tells it with a star;
    None: nobody alone, or the story tells it), and the results' extra lines.
    `demo_piece` draws a piece its how-to pages' demonstrations name (`games.core.howto.
    Demo`: "back", "face:3", "pawn:0") at a size in pixels, so party mode shows a move on
    the game's own pieces."""

    score_words: tuple[str, str] = ("⭐", "game.points")  # the picture and word by a score
    restart_thinking: bool = True  # a move restarts every other computer player's
    # thinking (False: each keeps its own reaction clock, as in Memorandum's claims)
    flights_over_panels: bool = False  # pieces fly over the panels, hand and banner (a
    # piece landing on a seat's panel must not vanish under it)
    think_seconds: Callable[[random.Random], float] = thinking
    who_starts: Callable[[GameState], Starting | None] = nobody_starts
    results_extra: Callable[[GameState], list[str]] = no_lines
    demo_piece: Callable[[str, int], Image | None] = no_pieces


@dataclass(slots=True)
class Pacing:
    """When people, computers and the table may act now."""

    input_open: bool | None = None  # may people act? (None: once the table has shown the
    # last move, the timeline idle)
    table_delay: float | None = 0.0  # seconds before the TABLE seat acts once the timeline
    # is idle (None: not yet; when `party.clocks` is off, never a clock on people)
    bots_act: bool = True  # may computer players act (once the table is idle)?


@dataclass(slots=True)
class Cues:
    """Whose turn the table shows, and where party mode's pointing hand points."""

    on_turn: Sequence[int] | None = None  # whose panels say "Your turn!" (None: the seats
    # the rules have on turn; a game may wait for what the turn starts with, as Fireball
    # Court waits for the dealt hand)
    helped: Sequence[int] | None = None  # whom the hand helps (None: the people on turn
    # while input is open; a game names others when they must act, "seen it" pads)
    touches: Callable[[int], list[Point]] = no_touches  # screen points a person at a
    # seat may touch now, never ordered by hidden information


@dataclass(slots=True)
class Room:
    """Room for the table's words (banners, notices, pops), besides what the last frame
    showed that matters (pieces, prompts, clocks, buttons, panels)."""

    keep: list[pygame.Rect] = field(default_factory=list)  # never to be covered: a place
    # something is about to show (a card about to land, the board a player memorises)
    spots: list[Spot] = field(default_factory=list)  # where a banner would like to show
    # (it moves from there to the nearest place clear of what matters)
    over_prompts: bool = False  # words may lie where the last frame's prompts lay (the
    # prompts wait while they show: one message at a time)


class GameHooks:
    """The hooks a game's scene overrides, with the base's defaults (see the module)."""

    traits = Traits()

    # what the base keeps, which the defaults read
    app: Any
    state: GameState
    table: tuple[float, float, float, float]

    def make_story(self) -> Story:
        """The game's story (its tellers and the picture the table shows). Called at the
        end of the base's start-up, when the match exists: it may read `self.state`."""
        return Story(self)

    def layout(self) -> None:
        """Place the board from `self.table` (the free middle: x, y, w, h) and `self.seats`
        (and `self.corners`, the ⏸ buttons where no panel is, which a piece that moves
        freely keeps off: they may lie in the middle's corners, on a tablet). Called on
        start and on every resize, even mid-animation: keep positions, not pictures."""

    def advance(self, dt: float) -> None:
        """The game's own step, after the base's every update (even while the table
        stands still): its physics, the buttons it shows now, what it forgets."""

    def on_gesture(self, gesture: Gesture) -> None:
        """Turn a touch into moves with `try_act` (gestures are in screen pixels)."""

    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        """Say what the game shows on the table, from its picture and layout: the board
        (at the depth the frame is at, `BOARD`), and with `frame.at(...)` what lies above
        the pieces in the air (`OVER_FLIGHTS`: a piece in a finger, prompts) or on the
        panels (`ON_PANELS`: a clock, a pad's rim). Every piece in play is said as a
        `PIECE`, every prompt, clock and touch target as such, so the table's words keep
        clear of them; what lies still is said `still`. Painting changes nothing."""

    def paint_flight(self, frame: DisplayList, flight: Flight, pos: Point) -> None:
        """Say one piece in the air at `pos` (the base keeps and prunes the flights)."""

    def panel_part(self, seat: int) -> tuple[Hashable, panels.PanelPart | None]:
        """The game's part of a seat panel: what it shows (a panel is painted again only
        when this changes) and how to paint it upright into the panel's slot
        (`paint(raster, surface, slot)`), every number with its picture and word
        (`engine.drawing.panels.paint_count`)."""
        return None, None

    def shown_scores(self) -> Sequence[float]:
        """The scores the panels show. The rules know a move's result at once; a game whose
        animation reveals scores later (a reveal, a flying pack) shows them when it lands."""
        return self.state.scores()

    def pacing(self) -> Pacing:
        """Who may act now: people (`input_open`, by default once the table has shown the
        last move), the table (`table_delay`: a claim window, a memorising pause; other
        clocks are named timers on `self.timers`) and the computer players."""
        return Pacing()

    def table_move(self, action: Action) -> Action:
        """The move the table makes when its clock runs out, given the rules' choice: a
        game may make another of the table's legal moves where the choice is the table's,
        not the rules' (Memorandum deals a person's deal by hand, for them to turn)."""
        return action

    def turn_cues(self) -> Cues:
        """Whose panels say "Your turn!" and what party mode's pointing hand shows."""
        return Cues()

    def room_for_words(self) -> Room:
        """Where the table's words may go: by default a banner shows in the table's
        middle, facing both long sides, and nothing more is kept clear."""
        return Room(spots=middle_spots(self.table, self.app.settings.orientation == "tablet"))


HOOKS = (
    "make_story",
    "layout",
    "advance",
    "on_gesture",
    "paint_table",
    "paint_flight",
    "panel_part",
    "shown_scores",
    "pacing",
    "table_move",
    "turn_cues",
    "room_for_words",
)
DECLARED = ("traits", "__init__")  # what a game declares besides the hooks
