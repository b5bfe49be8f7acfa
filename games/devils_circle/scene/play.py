"""Devil's Circle on the table: ten discs in a ring with pymunk weight, the searched card
(and any twin pack under it) in the middle beside the coin pot, coins and won cards at
each seat, a Pass button in the active player's own corner.

Touches: tap (or flick) a disc to flip it; in a twin pack, drag one disc onto another;
when a coin must be stolen, tap the victim's coin pile (their panel). What the table
shows is the story's picture (`story`), drawn by `painter` where `layout` puts things;
`hints` says what a child may touch.

Party mode (children at the table): the Pass button grows, a touch within `touch_slop` of
a disc still flips it (the nearest disc: the ring leaves a gap between discs, so a widened
touch is never shared), the prompt in front of the seat on turn carries a bobbing picture,
and after a still moment a pointing hand shows the legal touches in ring order (never a
hidden face). The game has no clocks, so nothing else changes.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from engine.drawing import panels
from engine.drawing.display import ON_PANELS, OVER_FLIGHTS, DisplayList
from engine.drawing.seats import Seat
from engine.drawing.widgets import Button
from engine.game.first_turn import Starting
from engine.game.flight import Flight, Point
from engine.game.hooks import Cues, Pacing, Room, Traits
from engine.game.scene import GameScene
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.words.places import Spot
from games.devils_circle.actions import ALL_FIVE, DISCS, Flip, Pass, Steal, Swap, holding_points
from games.devils_circle.scene.discs import DiscRing, paint_ahead
from games.devils_circle.scene.hints import (
    PROMPT_EMOJI,
    disc_hints,
    glowing,
    prompt_cases,
    prompt_for,
)
from games.devils_circle.scene.layout import Layout, distance, lay_out
from games.devils_circle.scene.painter import (
    demo_piece,
    middle_soon,
    paint_flip_slots,
    paint_holdings,
    paint_middle,
    paint_payload,
    paint_prompt,
    paint_victims,
    pot_place,
)
from games.devils_circle.scene.picture import Picture
from games.devils_circle.scene.story import DevilsCircleStory

PASS_SIZE = (170, 60)  # layout units; party mode grows it (target_size)
PASS_COLOUR = (200, 90, 60)
DECORATION_SEED = 0xD15C  # the hops of turning discs: the same game looks the same


class DevilsCircleScene(GameScene):
    traits = Traits(
        who_starts=lambda state: Starting(state.turn),
        demo_piece=demo_piece,  # the pieces of the how-to's demonstrations
    )
    story: DevilsCircleStory
    board: Layout  # where things lie: made by `layout` (on entering and every resize)
    ring: DiscRing | None = None  # the discs' bodies: made by `layout` with the board
    middle_room: list[pygame.Rect]  # the card's and the pot's places: made by `layout`
    prompt_rooms: dict[int, list[pygame.Rect]]  # each seat's prompts' places: by `layout`

    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.pass_buttons: dict[int, Button] = {}
        self.fixed_buttons: list[Button] = []
        if not self.record.moves:  # the first card is turned up as the game starts
            self.story.open(self.state.opening)

    def make_story(self) -> DevilsCircleStory:
        return DevilsCircleStory(self, random.Random(self.setup.seed ^ DECORATION_SEED))

    @property
    def picture(self) -> Picture:
        """What the table shows now (the story changes it as it tells each move)."""
        return self.story.picture

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        slots = [self.panels.slot(seat) for seat in self.seats]
        pass_size = self.target_size(*PASS_SIZE)
        kids, coins = self.setup.kids, self.state.use_coins
        self.board = lay_out(
            self.table, self.seats, slots, self.unit, pass_size, kids, coins, prompt_cases()
        )
        self.ring = DiscRing(self.board.bounds, self.board.centre, self.board.radius)
        self.middle_room = self._middle_room()
        self.prompt_rooms = {
            seat.index: [self.board.prompt_place(seat, *case).rect for case in prompt_cases()]
            for seat in self.seats
        }
        for disc in range(DISCS):
            self.ring.add(disc, self.picture.places[disc])
        self.ring.world.on_hit = self._hit
        self.fixed_buttons = list(self.buttons)
        self.pass_buttons = {seat.index: self._pass_button(seat) for seat in self.seats}

    def _pass_button(self, seat: Seat) -> Button:
        centre, size = self.board.pass_places[seat.index]
        return Button(
            self.party.said(tr("devils_circle.pass")),  # party mode: the ✋ alone
            centre,
            size,
            lambda s=seat.index: self.try_act(s, Pass(), ("pass", s)),
            seat,
            PASS_COLOUR,
            "✋",
            unit=self.unit,
            slop=self.touch_slop,
        )

    def _hit(self, _a, _b, strength: float) -> None:
        self.play("tap", volume=min(0.6, strength / (800 * self.ring.scale)))

    # --- the table's turn -------------------------------------------------------------------
    def pacing(self) -> Pacing:
        return Pacing(table_delay=None)  # the table never acts in this game

    def actor(self) -> int | None:
        seats = self.state.active_seats()
        return seats[0] if seats else None

    def advance(self, dt: float) -> None:
        self.ring.step(dt)
        actor = self.actor()
        passing = (
            actor is not None
            and self.state.phase == "continue"
            and self.is_human(actor)
            and self.input_open()
        )
        self.buttons = self.fixed_buttons + ([self.pass_buttons[actor]] if passing else [])

    # --- touches ----------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        actor = self.actor()
        if gesture.kind in ("down", "drag", "up", "cancel"):
            self._carry(gesture, actor)
            return
        if gesture.kind not in ("tap", "flick") or not self.input_open() or actor is None:
            return
        touched = gesture.start if gesture.kind == "flick" else gesture.pos
        disc = self.disc_at(touched)
        if self.state.phase == "steal":
            self._steal_touch(gesture, actor, disc)
            return
        if disc is None or self.state.phase == "swap":
            if disc is not None:
                self.refuse(("disc", disc))
            return
        if not self.is_human(actor):
            self.refuse(("disc", disc))
            return
        if gesture.kind == "flick":
            self.ring.flick(disc, gesture.velocity)
        self.try_act(actor, Flip(disc), ("disc", disc))

    def disc_at(self, pos: Point) -> int | None:
        """The disc a finger meant: in party mode a touch just beside a disc counts too,
        but only while the discs leave a gap between them (nearest disc first)."""
        slop = self.touch_slop if self.ring.gap() > 0 else 0.0
        return self.ring.disc_at(pos, slop)

    def victim_at(self, pos: Point) -> int | None:
        """The seat whose panel (widened by the party slop) is under `pos`."""
        for seat in self.seats:
            if seat.contains(pos, self.touch_slop):
                return seat.index
        return None

    def _steal_touch(self, gesture: Gesture, actor: int, disc: int | None) -> None:
        victim = self.victim_at(gesture.pos)
        if victim is None or not self.is_human(actor):
            self.refuse(("disc", disc) if disc is not None else None)
            return
        self.try_act(actor, Steal(victim), ("panel", victim))

    def _carry(self, gesture: Gesture, actor: int | None) -> None:
        """Twin pack: carry a disc with a finger and drop it on the one to swap with. One
        disc at a time: the finger that lifted it holds it (`captures`) until it lets go."""
        if gesture.kind == "down":
            disc = self.disc_at(gesture.pos)
            if (
                disc is not None
                and not self.captures
                and self.state.phase == "swap"
                and actor is not None
                and self.is_human(actor)
                and self.input_open()
            ):
                self.captures.grab(gesture.pointer, disc)
            return
        disc = self.captures.holding(gesture.pointer)
        if disc is None:
            return
        if gesture.kind == "drag":
            self.ring.lifted[disc] = 1.0
            self.ring.world.place(disc, gesture.pos)
            return
        self.captures.release(gesture.pointer)
        self.ring.lifted.pop(disc, None)
        self.ring.go_home(disc, self.picture.places[disc], strength=8.0)
        if gesture.kind != "up" or actor is None:
            return
        target = self._drop_target(gesture.pos, disc)
        if target is not None:
            self.try_act(actor, Swap(min(disc, target), max(disc, target)), ("disc", disc))

    def _drop_target(self, pos: Point, carried: int) -> int | None:
        """The disc nearest the drop point, other than the carried one."""
        best, best_d = None, self.ring.diameter * 0.9
        for disc in range(DISCS):
            if disc == carried:
                continue
            d = distance(pos, self.ring.place_pos(self.picture.places[disc]))
            if d < best_d:
                best, best_d = disc, d
        return best

    # --- hints ------------------------------------------------------------------------------
    def turn_cues(self) -> Cues:
        return Cues(touches=self.touch_hints)

    def touch_hints(self, seat: int) -> list[Point]:
        """Party mode's pointing hand: what `seat` may touch now, in a fixed order (Pass,
        then the legal discs round the ring from the one nearest the seat; see `hints`)."""
        if seat != self.actor() or seat >= len(self.seats):
            return []
        if self.state.phase == "steal":
            return self.victim_points()
        legal = self.state.legal_actions(seat)
        points: list[Point] = []
        if Pass() in legal and seat in self.pass_buttons:
            button = self.pass_buttons[seat]
            points.append(button.frame.to_screen(button.center))
        toward = self.seats[seat].center
        phase, searched = self.state.phase, self.state.searched
        return points + disc_hints(self.ring, self.picture, toward, phase, legal, searched)

    def victim_points(self) -> list[Point]:
        """The coin piles the thief may touch."""
        return [self.board.coin_point(v) for v in self.state.public_view().victims]

    def prompt(self) -> tuple[str, str] | None:
        """The picture and words telling the person on turn what to do now."""
        actor = self.actor()
        if actor is None or not self.is_human(actor) or not self.input_open():
            return None
        if not self.picture.pack:
            return None
        emoji, text = prompt_for(self.state.phase, self.picture.searched)
        return emoji, self.party.said(text)

    def glow_discs(self) -> set[int]:
        """The kids' preset glows the discs that show the searched image."""
        return glowing(self.picture) if self.state.opts.hints else set()

    # --- drawing ----------------------------------------------------------------------------
    def facing_angle(self) -> int:
        """The middle turns to face the player on turn."""
        actor = self.actor()
        seat = actor if actor is not None else 0
        return self.seats[seat].angle if seat < len(self.seats) else 0

    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        """The middle, the discs (lifted ones last), and above the pieces in the air the
        prompt and the ALL FIVE slots; over the panels, the thief's targets."""
        now, picture = self.app.now, self.picture
        paint_middle(frame, picture, self.board, self.facing_angle(), now)
        shakes = {d: self.shake_dx(("disc", d)) for d in range(DISCS)}
        looks = self.ring.looks(picture.faces, now, alpha, self.glow_discs(), shakes)
        if self.ring.busy(now) or not self.ring.world.asleep():
            frame.moving()  # a disc turning over, rolling or drifting home
        self.ring.paint_all(frame, looks)
        angles = sorted({seat.angle for seat in self.seats})
        middle_soon(frame, picture, self.board, angles)
        frame.group(self.ring, "ahead", lambda said: paint_ahead(said, self.ring))
        with frame.at(OVER_FLIGHTS):
            self._paint_prompt(frame, now)
            actor = self.actor()
            if actor is not None and picture.searched == ALL_FIVE:
                seat = self.seats[actor]
                faces = [picture.faces[d] for d in picture.turn_flips]
                slots = self.board.flip_slots(seat)
                paint_flip_slots(frame, slots, faces, seat.angle, self.unit)
        if self.state.phase == "steal" and self.input_open():
            with frame.at(ON_PANELS):  # the coin piles lie on the panels: their rings over them
                paint_victims(frame, self.victim_points(), now, self.unit)

    def paint_flight(self, frame: DisplayList, flight: Flight, pos: Point) -> None:
        # Behind a pause the scene is painted but not updated, so landed flights linger.
        if flight.flying(self.app.now):
            paint_payload(frame, flight.what, pos, self.ring.diameter)

    def _paint_prompt(self, frame: DisplayList, now: float) -> None:
        """In front of the seat on turn, left of its Pass button (or ALL FIVE slots)."""
        shown = self.prompt()
        if shown is None:
            return
        seat = self.seats[self.actor()]
        passing = self.state.phase == "continue"
        all_five = shown[0] == PROMPT_EMOJI["all_five"]
        place = self.board.prompt_place(seat, shown[1], passing, all_five)
        paint_prompt(frame, seat, shown, place, now, self.unit)

    def room_for_words(self) -> Room:
        return Room(self.keep_clear(), self.banner_spots())

    def keep_clear(self) -> list[pygame.Rect]:
        """The table's words never hide a disc (the ring is what everyone memorises, and a
        flipping disc lifts a little out of its place), the corridor two swapped discs
        cross, the place in the middle where the next searched card comes up (facing any
        seat), the pot's place (coins land there), nor the places where the seat on turn's
        prompts show up."""
        d = round(self.ring.diameter * 1.15)
        places = (self.ring.pos(disc) for disc in range(DISCS))
        discs = [pygame.Rect(round(x - d / 2), round(y - d / 2), d, d) for x, y in places]
        discs += self.middle_room
        if self.picture.corridor is not None:
            discs.append(pygame.Rect(self.picture.corridor))
        actor = self.actor()
        return discs if actor is None else discs + self.prompt_rooms[actor]

    def _middle_room(self) -> list[pygame.Rect]:
        """The searched card's place and the pot's (with coins): where the layout has them."""
        card = pygame.Rect((0, 0), (max(self.board.card_size),) * 2)
        card.center = (round(self.board.centre[0]), round(self.board.centre[1]))
        if not self.state.use_coins:
            return [card]
        return [card, pot_place(self.board, sorted({seat.angle for seat in self.seats}))]

    def banner_spots(self) -> list[Spot]:
        """Under the searched card, facing the player on turn."""
        actor = self.actor()
        dx, dy = (0.0, 1.0) if actor is None else self.seats[actor].direction((0.0, 1.0))
        shift = self.board.card_size[1] * 0.62
        cx, cy = self.board.centre
        return [((cx + dx * shift, cy + dy * shift), self.facing_angle())]

    # --- seat panels --------------------------------------------------------------------------
    def shown_scores(self) -> list[float]:
        """A coin or a pack counts when it lands at the seat, not when the rules move it."""
        picture = self.picture
        return [holding_points(c, w) for c, w in zip(picture.coins, picture.won, strict=True)]

    def panel_part(self, seat: int) -> tuple[Any, panels.PanelPart]:
        """The seat's coins and won cards."""
        coins, won = self.picture.coins[seat], tuple(self.picture.won[seat])
        sizes, use_coins = panels.panel_type(self.unit), self.state.use_coins
        reading = self.party.words

        def paint(raster, surface: pygame.Surface, slot: pygame.Rect) -> None:
            paint_holdings(raster, surface, slot, sizes, coins, list(won), use_coins, reading)

        return (coins, won, use_coins), paint
