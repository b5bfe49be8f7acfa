"""Tamega on the table: a square board in the middle, big pawns in the seats' colours and
shapes, tiles that flip with weight, pairs that fly to their owner, the red bridge.

Touches (only the player on turn acts; any other touch gets a gentle shake):
- touch your pawn: its squares glow (bridge moves too); drag it there, or tap a glowing
  square;
- step 3: drag the red tile onto an empty square, or press "Leave it" on your panel;
- step 4: tap any face-down tile;
- step 2: a countdown on every panel; "Ready" ends it early when only bots must watch.
  In party mode there is no countdown: every other person at the table presses their own
  "Seen it!" pad (`pause.py`).
The board is a packed grid, so a touch goes to the nearest square (in party mode a touch
just outside the grid still reaches the edge square). What the table shows is the story's
picture (`story.py`); this module wires touches, buttons and the base's hooks to it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from engine.drawing import panels, theme
from engine.drawing.display import ON_PANELS, DisplayList
from engine.drawing.seats import Seat
from engine.drawing.widgets import Button
from engine.game.first_turn import Starting
from engine.game.flight import Flight, Point
from engine.game.hooks import Cues, Pacing, Room, Traits
from engine.game.scene import GameScene
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.words.banners import plate
from engine.words.places import Spot
from games.tamega.actions import KeepRed, Move, MoveRed, Reveal
from games.tamega.rules import TamegaState, pair_scores
from games.tamega.scene.hints import MOVING, Selection, glowing_squares, seat_prompts, turn_spots
from games.tamega.scene.layout import (
    BUTTON_DEPTH,
    KEEP,
    READY,
    SEEN,
    BoardLayout,
    PanelButton,
    PanelRoom,
    board_margins,
    panel_tile,
    prompt_ends,
    row_frame,
)
from games.tamega.scene.painter import Painter, paint_panel_part
from games.tamega.scene.pause import SEEN_BEAT, MemorisePause
from games.tamega.scene.picture import Drag, Picture
from games.tamega.scene.sprites import demo_piece
from games.tamega.scene.story import TamegaStory


def solo_result(state: TamegaState) -> list[str]:
    """A game alone: whether it found all the pairs but one."""
    if state.players != 1:
        return []
    pairs, goal = len(state.taken[0]), state.pairs_total - 1
    key = "tamega.solo.won" if pairs >= goal else "tamega.solo.lost"
    return [tr(key, count=pairs, goal=goal)]


class TamegaScene(GameScene):
    state: TamegaState
    story: TamegaStory
    traits = Traits(
        score_words=("🎴", "tamega.pairs"),  # the score counts the pairs taken
        flights_over_panels=True,  # a pair flies onto its finder's panel, over it
        who_starts=lambda state: Starting(state.turn),
        results_extra=solo_result,
        demo_piece=demo_piece,  # the pieces of the how-to's demonstrations
    )

    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.selected: Selection = None  # the pawn or red tile touched last
        self.memorising = MemorisePause(self.setup.human_seats, self.party.clocks, setup.kids)
        self.fixed_buttons: list[Button] = []
        self.keep_buttons: dict[int, Button] = {}
        self.ready_buttons: dict[int, Button] = {}
        self.seen_pads: dict[int, Button] = {}
        self.match.watchers.append(self._moved)

    def make_story(self) -> TamegaStory:
        return TamegaStory(self, lambda: self.state.public_view())

    @property
    def picture(self) -> Picture:
        return self.story.picture

    def _moved(self, *_move: object) -> None:
        self.selected = None  # a move ends what was touched before it

    # --- layout -------------------------------------------------------------------------
    def layout(self) -> None:
        depth, size, unit = self.target_size(0, BUTTON_DEPTH)[1], self.app.size, self.unit
        self.rooms = [PanelRoom.of(s, self.panels.plan(s), unit, depth, size) for s in self.seats]
        margins = board_margins(self.rooms, self.unit)
        self.board = BoardLayout.fit(self.state.geo, self.table, margins)
        self.prompt_frames = [room.frame() for room in self.rooms]
        together = len({seat.edge for seat in self.seats}) == 1  # a tablet's row (or one seat)
        self.row = row_frame(self.prompt_frames) if together else None
        pictures = int(self.state.opts.pictures)
        panel_tiles = [panel_tile(self.panels.slot(seat)) for seat in self.seats]
        places = [*self.seats, *self.prompt_frames, *([self.row] if together else [])]
        ends = prompt_ends(places, self.prompt_frames, self.board.rect, size)
        self.painter = Painter(self.board, unit, pictures, panel_tiles, self.picture.owners, ends)
        self.fixed_buttons = list(self.buttons)
        self.keep_buttons, self.ready_buttons, self.seen_pads = {}, {}, {}
        for seat in self.seats:
            s = seat.index
            self.keep_buttons[s] = self._panel_button(seat, KEEP, lambda s=s: self.keep_red(s))
            self.ready_buttons[s] = self._panel_button(seat, READY, self.end_pause_now)
            self.seen_pads[s] = self._panel_button(seat, SEEN, lambda s=s: self.press_seen(s))
        self.flights.reaim(self.story.aim)

    def _panel_button(self, seat: Seat, spec: PanelButton, on_tap: Callable[[], None]) -> Button:
        centre, size = self.rooms[seat.index].button(
            spec, self.target_size(spec.width, BUTTON_DEPTH)
        )
        label, emoji, colour = self.party.said(tr(spec.label)), spec.emoji, spec.colour
        slop, unit = self.touch_slop, self.unit
        return Button(label, centre, size, on_tap, seat, colour, emoji, unit=unit, slop=slop)

    # --- the pause and the panel buttons -----------------------------------------
    def pause_total(self) -> float:
        return self.memorising.seconds(self.state)

    def watchers(self) -> list[int]:
        return self.memorising.watchers(self.state)

    def still_looking(self) -> list[int]:
        return self.memorising.still_looking(self.state)

    def pacing(self) -> Pacing:
        return Pacing(table_delay=self._table_delay())

    def _table_delay(self) -> float | None:
        if self.state.phase != "memorise":
            return 0.0
        return self.memorising.delay(self.state)

    def press_seen(self, seat: int) -> None:
        """A child says they have seen the board; the last one ends the pause."""
        if not self.timeline.idle or not self.memorising.see(self.state, seat):
            return
        self.play("pop", seat)
        if not self.still_looking():
            self.set_table_clock(SEEN_BEAT)

    def keep_red(self, seat: int) -> None:
        """Step 3's "Leave it": the red tiles stay where they are."""
        self.try_act(seat, KeepRed(), ("keep", seat))

    def end_pause_now(self) -> None:
        """TM-R6: the finder ends the pause early, allowed when only bots must memorise."""
        if self.state.phase == "memorise" and self.table_remaining() is not None:
            self.set_table_clock(0.0)

    def advance(self, dt: float) -> None:
        self.memorising.follow(self.state)
        self.buttons = self.fixed_buttons + self._panel_buttons_shown()

    def _panel_buttons_shown(self) -> list[Button]:
        """Leave it in step 3; in the pause, the children's "Seen it!" pads (a tick once
        pressed) or the finder's Ready."""
        state = self.state
        if state.over or not self.timeline.idle:
            return []
        if state.phase == "red" and self.is_human(state.turn):
            return [self.keep_buttons[state.turn]]
        watchers = self.watchers()
        for seat in watchers:
            pad = self.seen_pads[seat]
            seen = seat in self.memorising.seen
            pad.emoji, pad.colour = ("✅", theme.GOOD) if seen else ("👀", theme.GOLD)
        if watchers:
            return [self.seen_pads[seat] for seat in watchers]
        if state.phase == "memorise" and self.memorising.skippable(state):
            return [self.ready_buttons[state.turn]]
        return []

    # --- touches ---------------------------------------------------------------------------
    def dragged(self) -> Drag | None:
        """The piece a finger holds, if any (one at a time)."""
        return next((held for _, held in self.captures.items()), None)

    def on_gesture(self, gesture: Gesture) -> None:
        if self.state.over:
            return
        held = self.captures.holding(gesture.pointer)
        if gesture.kind == "down":
            self._touch_down(gesture)
        elif gesture.kind == "drag" and held is not None:
            held.pos, held.moved = gesture.pos, True
        elif gesture.kind in ("up", "cancel") and held is not None:
            self.captures.release(gesture.pointer)
            if held.moved and gesture.kind == "up":
                self._drop(held, gesture.pos)
        elif gesture.kind == "tap":
            self._tap(gesture.pos)

    def _my_turn(self) -> bool:
        return self.input_open() and self.is_human(self.state.turn)

    def square_at(self, pos: Point) -> int | None:
        return self.board.square_at(pos, self.touch_slop)

    def _touch_down(self, gesture: Gesture) -> None:
        square = self.square_at(gesture.pos)
        if square is None or not self._my_turn() or len(self.captures):
            return
        state, picture = self.state, self.picture
        if state.phase in MOVING and square == picture.pawns[state.active]:
            self.captures.grab(gesture.pointer, Drag("pawn", state.active, gesture.pos))
            self.selected = ("pawn", state.active)
        elif state.phase == "red" and square in picture.reds:
            red = picture.reds.index(square)
            self.captures.grab(gesture.pointer, Drag("red", red, gesture.pos))
            self.selected = ("red", red)

    def _drop(self, drag: Drag, pos: Point) -> None:
        target = self.square_at(pos)
        to = -1 if target is None else target
        action = Move(drag.index, to) if drag.kind == "pawn" else MoveRed(drag.index, to)
        self.try_act(self.state.turn, action, (drag.kind, drag.index))

    def _tap(self, pos: Point) -> None:
        square = self.square_at(pos)
        if square is None:
            return
        if not self._my_turn():
            self.refuse(("square", square))
            return
        state, seat, picture = self.state, self.state.turn, self.picture
        if state.phase in MOVING:
            if square == picture.pawns[state.active]:
                return  # the touch already selected the pawn: its squares glow
            self.try_act(seat, Move(state.active, square), ("square", square))
        elif state.phase == "reveal":
            self.try_act(seat, Reveal(square), ("square", square))
        elif state.phase == "red":
            if square in picture.reds:
                return
            if self.selected and self.selected[0] == "red":
                self.try_act(seat, MoveRed(self.selected[1], square), ("square", square))
            else:
                self.refuse(("square", square))

    # --- hints -------------------------------------------------------------------------------
    def glowing(self) -> list[int]:
        """Squares to light up for a person on turn (see `hints.glowing_squares`)."""
        if not self._my_turn():
            return []
        return glowing_squares(self.state.geo, self.picture, self.state.phase, self.selected)

    def turn_cues(self) -> Cues:
        """In the party pause nobody is on turn: the hand helps whoever still looks."""
        looking = self.still_looking()
        helped = looking if looking and self.timeline.idle else None
        return Cues(helped=helped, touches=self.touch_hints)

    def touch_hints(self, seat: int) -> list[Point]:
        """What `seat` may touch now, in a fixed order (never by a hidden picture); in
        the party pause, the seat's own "Seen it!" pad."""
        state = self.state
        if state.over or not self.timeline.idle:
            return []
        if state.phase == "memorise":
            pad = self.seen_pads.get(seat)
            if pad is None or seat not in self.still_looking():
                return []
            return [pad.frame.to_screen(pad.center)]
        if seat != state.turn or not self.is_human(seat):
            return []
        keep = self.keep_buttons[seat]  # its upper half: the hand then stays on screen
        keep_at = keep.frame.to_screen((keep.center[0], -keep.size[1] * 0.2))
        return turn_spots(
            self.board, self.picture, state.phase, state.active, self.selected, keep_at
        )

    # --- painting ----------------------------------------------------------------------
    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        """The board and its tiles (lying still), the glows, tiles turning, the red tiles
        and pawns, the prompts; on the panels, the pause's countdowns and pads."""
        state, picture, painter, now = self.state, self.picture, self.painter, self.app.now
        drag, idle = self.dragged(), self.timeline.idle
        painter.table(frame, picture, drag)
        painter.glows(frame, self.glowing(), now)
        painter.flips(frame, picture.flips, self.shake_dx)
        painter.reds(frame, picture, drag, state.phase == "red" and self._my_turn(), now)
        mover = state.active if state.phase in MOVING and idle else -1
        painter.pawns(frame, picture, mover, drag, self.shake_dx, now)
        memorising = state.phase == "memorise"  # "Memorise the pictures!" from the first second
        if idle and (memorising or not self.words_showing()):  # else one message at a time
            painter.prompts(frame, self.prompts_due(), now, self.row_room())
        painter.ahead(frame)
        with frame.at(ON_PANELS):
            self._paint_on_panels(frame)

    def paint_flight(self, frame: DisplayList, flight: Flight, pos: Point) -> None:
        self.painter.pair(frame, flight, pos, self.app.now)

    def _paint_on_panels(self, frame: DisplayList) -> None:
        """The pause's countdowns and pads go over the panels."""
        remaining = self.table_remaining()
        if self.state.phase == "memorise" and remaining is not None and not self.watchers():
            fraction = remaining / max(0.1, self.pause_total())
            ready = self.ready_buttons.get(self.state.turn)
            places = self._countdown_places(ready.size if ready in self.buttons else None)
            self.painter.countdowns(frame, places, remaining, fraction)
        looking = self.still_looking()
        if looking and self.timeline.idle:
            pads = [self.seen_pads[seat] for seat in looking]
            self.painter.pad_rims(frame, pads, self.app.now)

    def _countdown_places(self, beside: Point | None) -> list[tuple[Seat, Point, float]]:
        """The pause's countdown at every seat (centre in its frame, radius), the finder's
        beside its Ready button of size `beside`, if it shows."""
        turn = self.state.turn
        return [
            (room.seat, *room.countdown(beside if i == turn else None))
            for i, room in enumerate(self.rooms)
        ]

    def prompts_due(self) -> list[tuple[Seat, str, str]]:
        """The prompts the table shows while nothing else is told, each with the frame it
        stands in front of. Memorising, every seat's shows from the pause's start but for
        one whose "+1" is rising in front of it (a crowded table has no room for both)."""
        state = self.state
        if state.over:
            return []
        together, seen = self.row is not None, self.memorising.seen
        prompts = seat_prompts(state.phase, state.turn, len(self.seats), seen, together)
        # Only step 3 and the pause put buttons and clocks in front of a narrow panel.
        before = self.prompt_frames if state.phase in ("red", "memorise") else self.seats
        said = self.party.said  # party mode: the pictures alone
        now = self.app.now
        popping = {pop.seat for pop in self.reactions.pops if pop.showing(now)}
        return [
            (before[s] if s is not None else self.row, emoji, said(text))
            for s, emoji, text in prompts
            if s not in popping
        ]

    def row_room(self) -> float | None:
        """The width a tablet's row of seats shares for its one prompt."""
        return self.row.panel_size[0] if self.row is not None else None

    def keep_clear(self) -> list[pygame.Rect]:
        """The table's words never hide the board (its tiles are what everyone memorises),
        nor the pause's countdowns where they are about to show while a found pair is told
        (in front of a narrow panel, where a "+1" would go), nor, unless a banner shows (the
        prompts wait for it), where the prompts show up once the move is told."""
        keep = [self.board.rect]
        if self.state.phase == "memorise" and not self.watchers():
            ready = self.ready_buttons.get(self.state.turn)
            shown = ready is not None and self.memorising.skippable(self.state)
            for seat, (x, y), radius in self._countdown_places(ready.size if shown else None):
                cx, cy = seat.to_screen((x, y))
                ring = pygame.Rect(0, 0, round(2 * radius), round(2 * radius))
                ring.center = (round(cx), round(cy))
                keep.append(ring)
        if not self.banner_showing():
            keep += self.painter.prompt_rooms(self.prompts_due(), self.row_room())
        return keep

    def words_showing(self) -> bool:
        """Whether the table is saying something (a banner, a notice, a pop) or the turn
        marker is on its way to the next seat: the prompts wait for it, so a "+1" or "Oops!"
        never lies under the prompt that comes next, nor the marker's ring on it."""
        now, reactions = self.app.now, self.reactions
        pops = any(pop.showing(now) for pop in reactions.pops)
        return self.banner_showing() or pops or reactions.marker.moving(now)

    def banner_spots(self) -> list[Spot]:
        """In the strip between the board and the seat on turn, facing it (prompts wait
        while a banner shows, so the strip is free), kept inside the table."""
        turn = self.state.turn if self.state.turn < len(self.seats) else 0
        frame, board = self.prompt_frames[turn], self.board.rect
        corners = [(x, y) for x in (board.left, board.right) for y in (board.top, board.bottom)]
        near = max(frame.to_local(c)[1] for c in corners)  # the board's edge towards the seat
        centre = frame.to_screen((0.0, (near - frame.panel_size[1] / 2) / 2))
        return [(self._inside_table(centre, frame.angle), frame.angle)]

    def banner_showing(self) -> bool:
        banner = self.banner
        return banner is not None and banner.showing(self.app.now)

    def room_for_words(self) -> Room:
        """While a banner shows the prompts wait (one message at a time), so it may take
        the strip where the last frame's prompts lay; but "Memorise the pictures!" shows
        all through the pause, and the banner keeps clear of it."""
        waiting = self.banner_showing() and self.state.phase != "memorise"
        return Room(self.keep_clear(), self.banner_spots(), waiting)

    def _inside_table(self, centre: Point, angle: int) -> Point:
        """`centre` moved so the showing banner lies inside the table."""
        banner = self.banner
        if banner is None:
            return centre
        w, h = plate(banner.emoji, banner.text, self.unit).size
        w, h = (w, h) if angle % 180 == 0 else (h, w)
        x, y, tw, th = self.table
        cx = min(max(centre[0], x + w / 2), x + tw - w / 2)
        cy = min(max(centre[1], y + h / 2), y + th - h / 2)
        return (cx, cy)

    # --- panels -------------------------------------------------------------------------
    def shown_scores(self) -> list[float]:
        """A pair counts when it lands at the seat, not when the rules take it."""
        return pair_scores(self.picture.taken, self.picture.teams)

    def panel_part(self, seat: int) -> tuple[Hashable, panels.PanelPart]:
        """The seat's team, whether it is blocked and the pairs it took."""
        picture = self.picture
        team = "AB"[picture.teams[seat]] if picture.teams else ""
        blocked, taken = picture.blocked[seat], tuple(picture.taken[seat])
        sizes = panels.panel_type(self.unit)

        def paint(raster, surface: pygame.Surface, slot: pygame.Rect) -> None:
            paint_panel_part(raster, surface, slot, sizes, blocked, team, taken)

        return (taken, blocked, team), paint
