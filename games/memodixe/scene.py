"""MemoDiXe on the table: the 3 x 3 square in the middle, thrown dice, a "DiXe!" pad at
every seat, and a secret panel facing the player who peeks (eye) or swaps (hat).

The scene keeps its own picture of the square (what players have been shown so far) and
lets `scene_story` change it event by event; when the timeline is idle the picture is the
rules' public view again. Touches become actions by the phase the rules are in.

Party mode (`setup.kids`): pads and buttons grow (`target_size`), a touch just outside the
square still finds the nearest die, the prompt in front of the player has a picture for
every phase, a pointing hand shows what may be touched, and a pair that does not match
stays up until the child who turned it taps it back (no clock; bots keep the clock).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

import pygame

from engine import pieces, render, theme
from engine.anim import Step
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.messages import Spot, draw_seat_prompt
from engine.physics import TableFriction
from engine.ui import Button
from games.memodixe import dice, rules
from games.memodixe.actions import CallDixe, Give, GoOn, Keep, Pick, Steal, TurnOver
from games.memodixe.scene_dice import COLOUR_RGB, EMOJI, DiceTable, prewarm, sprite
from games.memodixe.scene_story import MEMORISE, tell

SECRET = (rules.PEEK, rules.SWAP)
KEY = (255, 0, 255)  # the colour key of the cached board
BANNER_EMOJI = (*EMOJI.values(), "💥", "💀", "🤷", "📣", "✅", "❌", "▶️", "🏁", "🏆")
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
TURN_BACK = "🔄"
SQUARE_ACTIONS = {
    rules.FIRST: TurnOver,
    rules.SECOND: TurnOver,
    rules.KEEP: Keep,
    rules.REROLL: Pick,
    rules.ASIDE: Pick,
    rules.LAST: Pick,
}


@dataclass
class HandWait:
    """Party mode: a pair that did not match stays up until the child who turned it taps
    it back. `step` is the timeline's wait; the tap finishes it."""

    step: Step
    seat: int
    places: tuple[int, ...]


class MemoDixeScene(GameScene):
    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.rng = random.Random(setup.seed ^ 0x5EED)  # decoration only: throws, tumbles
        self.dice: DiceTable | None = None
        self.square: list[tuple[int, str] | None] = []
        self.aside: dict[int, tuple[int, str]] = {}
        self.reserve: list[int] = []
        self.tilt: dict[int, float] = {}
        self.glow: dict[int, theme.Colour] = {}
        self.banner_seat = 0  # whose moment the banner announces: it faces them
        self.cover: tuple[int, float] | None = None
        self.holding: set[Any] = set()
        self.secret_open = False
        self.last_swap = (0, 0)
        self.first_pick = 0
        self.pads: dict[int, Button] = {}
        self.back_pads: dict[int, Button] = {}
        self.choices: list[tuple[Button, GoOn]] = []
        self.hand: HandWait | None = None
        self.swipe: tuple[float, float] | None = None  # a swipe that started a throw
        self.sync()

    # --- picture of the square ----------------------------------------------------------
    def sync(self) -> None:
        """Show the rules' public state as it is (after every move's story)."""
        view = self.state.view(0)
        self.square = [None if d is None else (d.die, d.top) for d in view.square]
        self.aside = {a.place: (a.die, a.top) for a in view.aside}
        self.reserve = list(view.reserve)
        self.tilt = {t.place: 1.0 for t in view.turned}
        self.glow = {}
        if self.dice is not None:
            self.dice.clear()

    def face_at(self, place: int) -> str:
        entry = self.square[place]
        return entry[1] if entry else "star"

    def memorise_seconds(self) -> float:
        return MEMORISE * (1.6 if self.setup.kids else 1.0)

    # --- turning a missed pair back by hand (party mode) ---------------------------------
    def waits_for_hand(self, seat: int) -> bool:
        """Does a pair that `seat` turned wait for their tap instead of a clock?"""
        return not self.party.clocks and self.is_human(seat)

    def hold_for_hand(self, step: Step, seat: int, places: tuple[int, ...]) -> None:
        self.hand = HandWait(step, seat, places)

    def hand_released(self) -> None:
        self.hand = None

    def turn_back_by_hand(self) -> bool:
        """The child taps the dice (or their 🔄 pad): the wait ends, the dice tip back."""
        if self.hand is None:
            return False
        step = self.hand.step
        step.elapsed = step.duration
        self.hand = None
        self.play("tap")
        return True

    def show_banner(self, emoji: str, text: str, seat: int, seconds: float) -> None:
        self.banner_seat = seat
        self.announce(emoji, text, seconds)

    def cover_for(self, seat: int, seconds: float) -> None:
        self.cover = (seat, self.app.now + seconds)

    # --- layout -------------------------------------------------------------------------
    def layout(self) -> None:
        x, y, w, h = self.table
        u = self.unit
        side = min(w * 0.5, h * 0.74)
        self.cell = side / 3
        self.die_px = max(8, round(self.cell * 0.74))
        cx, cy = x + w / 2, y + h / 2
        self.places = [
            (cx + (p % 3 - 1) * self.cell, cy + (p // 3 - 1) * self.cell) for p in range(9)
        ]
        self.square_rect = pygame.Rect(
            0, 0, round(side + self.cell * 0.3), round(side + self.cell * 0.3)
        )
        self.square_rect.center = (round(cx), round(cy))
        self.discard_point = (x + 40 * u, y + h - 40 * u)
        bounds = (x, y, w, h)
        if self.dice is None:
            self.dice = DiceTable(bounds, u)
            self.dice.world.on_hit = self._hit
        else:
            self.dice.resize(bounds, u)
        self.dice.world.friction = TableFriction(
            linear_decel=1100 * u, drag=0.4, max_speed=2600 * u, max_spin=26
        )
        prewarm(self.die_px)
        for emoji in BANNER_EMOJI:
            _icon(emoji, round(self.cell * 1.2))
        _icon("🤫", round(self.cell * 1.1))
        self._layout_pads()

    def _layout_pads(self) -> None:
        """In front of every seat, one row: the prompt (or the 🔄 pad) on the left, the
        DiXe! pad on the right. Both pads grow in party mode."""
        u = self.unit
        self.pads = {}
        self.back_pads = {}
        self.pad_size = self.target_size(190, 62)
        for seat in self.seats:
            depth = seat.panel_size[1]
            width = seat.panel_size[0]
            row = -(depth / 2 + self.pad_size[1] / 2 + 10 * u)
            centre = (width * 0.22, row)
            left = -width * 0.7
            right = centre[0] - self.pad_size[0] / 2 - 10 * u
            # (every panel has the same size, so one row geometry serves every seat)
            self.prompt_row = ((left + right) / 2, row, right - left)
            self.choice_row = ((left + centre[0] + self.pad_size[0] / 2) / 2, row)
            self.back_pads[seat.index] = Button(
                tr("memodixe.turn_back"),
                ((left + right) / 2, row),
                self.pad_size,
                self.turn_back_by_hand,
                seat,
                theme.GOLD,
                TURN_BACK,
                unit=u,
            )
            pad = Button(
                tr("memodixe.dixe"),
                centre,
                self.pad_size,
                lambda s=seat.index: self.try_act(s, CallDixe(), ("pad", s)),
                seat,
                (226, 96, 40),
                "📣",
                enabled=False,
                unit=u,
            )
            self.pads[seat.index] = pad
            self.buttons.append(pad)

    def throw_target(self) -> tuple[float, float]:
        """Somewhere on the table, so throws sometimes hit the square, sometimes a rail."""
        x, y, w, h = self.table
        return (x + w * self.rng.uniform(0.25, 0.75), y + h * self.rng.uniform(0.2, 0.8))

    def seat_point(self, seat: int) -> tuple[float, float]:
        return self.seats[seat].center if 0 <= seat < len(self.seats) else self.places[4]

    def reserve_pos(self, die: int) -> tuple[float, float]:
        order = sorted(set(self.reserve) | {die})
        index = order.index(die)
        x = self.square_rect.left - self.cell * 0.55
        return (x, self.square_rect.top + self.cell * 0.4 + index * self.die_px * 0.5)

    def aside_pos(self, place: int) -> tuple[float, float]:
        return (self.square_rect.right + self.cell * 0.55, self.places[place][1])

    def throw_origin(self, seat: int, index: int, count: int) -> tuple[float, float]:
        """Where a die leaves the roller's hand: just inside the table in front of them."""
        if not 0 <= seat < len(self.seats):
            return self.places[4]
        s = self.seats[seat]
        spread = (index - (count - 1) / 2) * self.die_px * 1.1
        px, py = s.to_screen((spread, -(s.panel_size[1] / 2 + self.die_px * 0.9)))
        x, y, w, h = self.table
        m = self.die_px
        return (min(max(px, x + m), x + w - m), min(max(py, y + m), y + h - m))

    def _hit(self, _a, _b, strength: float) -> None:
        self.play("tap", volume=min(1.0, strength / (900 * self.unit)))

    # --- the rules' side ----------------------------------------------------------------
    def animate(self, seat, action, events) -> None:
        if isinstance(action, Pick) and not events:
            self.first_pick = action.place
        elif isinstance(action, Pick):
            self.last_swap = (self.first_pick, action.place)
        tell(self, events)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.dice.world.step(dt)
        actor = self.actor()
        for seat, pad in self.pads.items():
            pad.enabled = (
                seat == actor
                and self.is_human(seat)
                and self.state.phase == rules.FIRST
                and self.state.can_call
                and self.moves_open()
            )
            # "Go on" / "End the game" take the whole row in front of the caller
            shown = any(b is pad for b in self.buttons)
            if shown and seat == actor and self.state.phase == rules.GO_ON:
                self.buttons = [b for b in self.buttons if b is not pad]
            elif not shown and not (seat == actor and self.state.phase == rules.GO_ON):
                self.buttons.append(pad)
        if self.state.phase not in SECRET:
            self.holding.clear()
            self.secret_open = False

    def actor(self) -> int | None:
        seats = self.state.active_seats()
        return seats[0] if seats else None

    def moves_open(self) -> bool:
        """May the player on turn make a move? Only once the table has shown the last one."""
        return self.timeline.idle and not self.dice.busy()

    def input_open(self) -> bool:
        """People may touch: for a move, or (party mode) to turn a missed pair back."""
        return self.moves_open() or self.hand is not None

    def secret_active(self) -> bool:
        if self.cover is not None and self.app.now < self.cover[1]:
            return True
        return self.state.phase in SECRET and self.timeline.idle

    def secret_visible(self) -> bool:
        actor = self.actor()
        return (
            actor is not None
            and self.is_human(actor)
            and self.state.phase in SECRET
            and (bool(self.holding) or self.secret_open)
        )

    # --- input --------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        actor = self.actor()
        if gesture.kind == "down" and actor is not None and self.state.phase in SECRET:
            if self.seats[actor].contains(gesture.pos):
                self.holding.add(gesture.pointer)
            return
        if gesture.kind in ("up", "cancel"):
            self.holding.discard(gesture.pointer)
            return
        if gesture.kind == "flick" and self.dice.throws:
            self.dice.fling(gesture.start, gesture.velocity)
            return
        if gesture.kind == "flick":
            self._swipe_throw(actor, gesture)
            return
        if gesture.kind == "tap" and self.hand is not None:
            self._tap_back(gesture.pos)
            return
        if gesture.kind != "tap" or actor is None or not self.moves_open():
            return
        if not self.is_human(actor):
            self.refuse()
            return
        self._tap(actor, gesture.pos)

    def _swipe_throw(self, actor: int | None, gesture: Gesture) -> None:
        """When throwing a die is the move (the die power's re-roll), a swipe that starts
        on a die throws it, with an extra push the way the finger went."""
        if (
            actor is None
            or self.state.phase != rules.REROLL
            or not self.moves_open()
            or not self.is_human(actor)
        ):
            return
        place = self.place_at(gesture.start)
        if place is not None and self.try_act(actor, Pick(place), ("place", place)):
            self.swipe = gesture.velocity

    def _tap_back(self, pos: tuple[float, float]) -> None:
        """While a missed pair waits (party mode): a tap on the dice or on the 🔄 pad in
        front of the child who turned them puts them back; other touches do nothing."""
        assert self.hand is not None
        pad = self.back_pads.get(self.hand.seat)
        if pad is not None and pad.tap(pos):
            return
        slop = round(self.touch_slop)
        if self.square_rect.inflate(2 * slop, 2 * slop).collidepoint(pos):
            self.turn_back_by_hand()

    def _tap(self, actor: int, pos: tuple[float, float]) -> None:
        phase = self.state.phase
        if phase == rules.GO_ON:
            for button, action in self.choices:
                if button.contains(pos):
                    self.try_act(actor, action, ("go", action.go))
                    return
            self.refuse()
        elif phase in SECRET:
            self._tap_secret(actor, pos)
        elif phase in (rules.STEAL, rules.GIVE):
            seat = self.seat_at(pos)
            if seat is None:
                self.refuse()
                return
            action = Steal(seat) if phase == rules.STEAL else Give(seat)
            self.try_act(actor, action, ("seat", seat))
        else:
            place = self.place_at(pos)
            if place is not None:
                self.try_act(actor, SQUARE_ACTIONS[phase](place), ("place", place))

    def _tap_secret(self, actor: int, pos: tuple[float, float]) -> None:
        if self.secret_visible():
            place = self.mini_place_at(actor, pos)
            if place is not None:
                self.try_act(actor, Pick(place), ("mini", place))
                return
        if self.seats[actor].contains(pos):
            self.secret_open = not self.secret_open
            return
        self.refuse()

    def place_at(self, pos: tuple[float, float]) -> int | None:
        """The place under a touch. The nine places tile the square, so inside it the
        nearest place is the one meant; in party mode a touch up to `touch_slop` outside
        the square's outer places still finds the nearest one."""
        reach = self.cell * 0.45 + self.touch_slop
        best: tuple[float, int] | None = None
        for place, (px, py) in enumerate(self.places):
            dx, dy = pos[0] - px, pos[1] - py
            if abs(dx) <= reach and abs(dy) <= reach:
                distance = math.hypot(dx, dy)
                if best is None or distance < best[0]:
                    best = (distance, place)
        return None if best is None else best[1]

    # --- the secret panel ---------------------------------------------------------------
    def mini_geometry(self, seat: int) -> tuple[tuple[float, float], float]:
        """Centre (in the seat's own frame) and cell size of the secret square."""
        s = self.seats[seat]
        cell = min(110 * self.unit, self.cell * 0.8)
        lift = s.panel_size[1] / 2 + self.pad_size[1] + 24 * self.unit
        centre = (0.0, -(lift + cell * 1.7))
        return centre, cell

    def mini_place_at(self, seat: int, pos: tuple[float, float]) -> int | None:
        (cx, cy), cell = self.mini_geometry(seat)
        lx, ly = self.seats[seat].to_local(pos)
        col, row = round((lx - cx) / cell) + 1, round((ly - cy) / cell) + 1
        if (
            0 <= col < 3
            and 0 <= row < 3
            and abs(lx - cx) < cell * 1.5
            and abs(ly - cy) < cell * 1.5
        ):
            return row * 3 + col
        return None

    def _mini_surface(self, seat: int) -> pygame.Surface:
        view = self.state.view(seat)
        _centre, cell = self.mini_geometry(seat)
        peeked = {p.place: p.bottom for p in view.peeked}
        key = (
            "mdx-mini",
            round(cell),
            view.square,
            tuple(peeked.items()),
            view.picks,
            self.state.phase,
        )

        def make() -> pygame.Surface:
            size = round(cell * 3 + cell * 0.4)
            surface = render.rounded_panel(
                (size, size), (30, 34, 48), round(cell * 0.25), theme.GOLD, 3
            ).copy()
            die_px = round(cell * 0.8)
            for place, entry in enumerate(view.square):
                if entry is None:
                    continue
                centre = (
                    cell * 0.2 + (place % 3 + 0.5) * cell,
                    cell * 0.2 + (place // 3 + 0.5) * cell,
                )
                if place in view.picks or place in peeked:
                    ring = pygame.Rect(0, 0, die_px + 10, die_px + 10)
                    ring.center = (round(centre[0]), round(centre[1]))
                    pygame.draw.rect(surface, theme.GOLD, ring, border_radius=die_px // 4)
                face = peeked.get(place, entry.top)
                art = sprite(entry.die, face, die_px, underside=place in peeked)
                surface.blit(art, art.get_rect(center=centre))
            return surface

        return render.rotated(key, self.seats[seat].angle, make)

    # --- drawing ------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, alpha: float) -> None:
        self._draw_square(surface)
        self._draw_reserve_and_aside(surface)
        self.dice.draw(surface, self.die_px, self.app.now)
        if self.secret_active():
            self._draw_cover(surface)
        self.draw_prompt(surface)

    def _draw_square(self, surface: pygame.Surface) -> None:
        surface.blit(self._board(), self.square_rect)
        waiting = self.hand.places if self.hand is not None else ()
        pulse = 0.5 + 0.5 * math.sin(self.app.now * 5.0)
        for place, entry in enumerate(self.square):
            if entry is None:
                continue
            px, py = self.places[place]
            if place in waiting:  # party mode: these wait for the child's tap
                halo = pygame.Rect(0, 0, self.die_px * (1.1 + 0.1 * pulse), 0)
                halo.height = halo.width
                halo.center = (round(px), round(py))
                colour = theme.lighten(theme.GOLD, 0.5 * pulse)
                pygame.draw.rect(surface, colour, halo, border_radius=self.die_px // 4)
            elif place in self.glow:
                halo = pygame.Rect(0, 0, self.die_px * 1.1, self.die_px * 1.1)
                halo.center = (round(px), round(py))
                pygame.draw.rect(surface, self.glow[place], halo, border_radius=self.die_px // 4)
            self._draw_die(surface, place, entry, (px + self.shake_dx(("place", place)), py))

    def _board(self) -> pygame.Surface:
        """The felt and the nine places as one cached surface (colour-keyed, not
        per-pixel alpha: the cheapest big blit there is)."""
        key = ("mdx-board", self.square_rect.size, self.die_px, tuple(sorted(self.aside)))

        def make() -> pygame.Surface:
            rect = self.square_rect
            board = pygame.Surface(rect.size)
            board.fill(KEY)
            radius = round(self.cell * 0.18)
            pygame.draw.rect(board, theme.TABLE_RIM, board.get_rect(), border_radius=radius)
            hole = max(8, round(self.die_px * 0.9))
            for place, (px, py) in enumerate(self.places):
                centre = (px - rect.left, py - rect.top)
                spot = pygame.Rect(0, 0, hole, hole)
                spot.center = (round(centre[0]), round(centre[1]))
                pygame.draw.rect(
                    board, theme.darken(theme.TABLE_RIM, 0.3), spot, border_radius=hole // 5
                )
                if place in self.aside:
                    render.blit_center(board, _icon("❄️", hole // 2), centre)
            board.set_colorkey(KEY, pygame.RLEACCEL)
            return board

        return render.CACHE.get(key, make)

    def _draw_die(self, surface, place, entry, centre) -> None:
        die, top = entry
        tilt = self.tilt.get(place, 0.0)
        if tilt <= 0.0:
            render.blit_center(surface, sprite(die, top, self.die_px), centre)
            return
        under = dice.bottom(die, top)
        if tilt >= 1.0:
            render.blit_center(surface, sprite(die, under, self.die_px, underside=True), centre)
            return
        scale, new_face, lift = pieces.flip_pose(tilt)
        art = sprite(die, under, self.die_px, True) if new_face else sprite(die, top, self.die_px)
        shade = pieces.shadow((self.die_px, self.die_px))
        off = lift * self.die_px * 0.12
        surface.blit(shade, shade.get_rect(center=(centre[0] + off, centre[1] + off * 1.5)))
        render.blit_center(surface, pieces.squash(art, scale), (centre[0], centre[1] - off))

    def _draw_reserve_and_aside(self, surface: pygame.Surface) -> None:
        small = max(8, round(self.die_px * 0.55))
        for die in self.reserve:
            art = sprite(die, dice.faces(dice.colour_of(die))[0], small)
            render.blit_center(surface, art, self.reserve_pos(die))
        for place, (die, top) in self.aside.items():
            pos = self.aside_pos(place)
            render.blit_center(surface, sprite(die, top, small), pos)
            badge = _icon("❄️", small // 2)
            render.blit_center(surface, badge, (pos[0] + small * 0.45, pos[1] - small * 0.45))

    def _draw_cover(self, surface: pygame.Surface) -> None:
        seat = self.cover[0] if self.cover and self.app.now < self.cover[1] else self.actor()
        rect = self.square_rect
        veil = render.rounded_panel(rect.size, (22, 26, 40), round(self.cell * 0.18), theme.GOLD, 4)
        surface.blit(veil, rect)
        render.blit_center(surface, _icon("🤫", round(self.cell * 1.1)), rect.center)
        if seat is not None:
            label = tr("memodixe.secret", name=self.seat_name(seat))
            self._facing_text(surface, label, seat, self._near_far_edge(seat))
        actor = self.actor()
        if self.secret_visible() and actor is not None:
            (cx, cy), _cell = self.mini_geometry(actor)
            render.blit_center(
                surface, self._mini_surface(actor), self.seats[actor].to_screen((cx, cy))
            )

    def _near_far_edge(self, seat: int) -> tuple[float, float]:
        """Inside the square, on the side away from `seat`: readable, and not under the
        secret panel that opens in front of that seat."""
        cx, cy = self.square_rect.center
        dx, dy = self.seats[seat].toward_center
        reach = self.square_rect.width / 2 - self.cell * 0.3
        return (cx + dx * reach, cy + dy * reach)

    def _facing_text(
        self, surface, label: str, seat: int | None, centre, role: str = "body"
    ) -> None:
        """A label on a dark pill, turned to face `seat`, readable over the dice."""
        angle = self.seats[seat].angle if seat is not None and 0 <= seat < len(self.seats) else 0
        width = self.square_rect.width * 0.95
        size = render.fit_size(label, render.type_size(role, self.unit), width)

        def make() -> pygame.Surface:
            text = render.text(label, size, theme.WHITE)
            pad = round(size * 0.4)
            w, h = text.get_width() + 2 * pad, text.get_height() + pad
            pill = render.rounded_panel((w, h), (20, 24, 36), h // 2, theme.GOLD, 2).copy()
            pill.blit(text, text.get_rect(center=(w / 2, h / 2)))
            return pill

        art = render.rotated(("mdx-pill", label, size), angle, make)
        render.blit_center(surface, art, centre)

    def banner_spots(self) -> list[Spot]:
        """Over the square, nearer the seat whose moment it is, facing them."""
        cx, cy = self.square_rect.center
        seat = self.banner_seat
        if not 0 <= seat < len(self.seats):
            return [((cx, cy), 0)]
        dx, dy = self.seats[seat].toward_center
        return [((cx - dx * self.cell * 0.5, cy - dy * self.cell * 0.5), self.seats[seat].angle)]

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """What the player to act may do, in front of their seat, facing them: a picture
        that bobs beside the words (and the buttons when the choice is a button)."""
        self.choices = []
        if self.hand is not None:
            pad = self.back_pads.get(self.hand.seat)
            if pad is not None:
                pad.draw(surface)
            return
        actor = self.actor()
        if actor is None or not self.is_human(actor) or not self.moves_open():
            return
        seat = self.seats[actor]
        phase = self.state.phase
        if phase == rules.GO_ON:  # the two buttons, each with its picture, are the prompt
            self.choices = self._choice_buttons(actor)
            for button, _action in self.choices:
                button.draw(surface)
            return
        label = tr(f"memodixe.hint.{phase}")
        x, y, width = self.prompt_row
        art = render.type_size("heading", self.unit) * 1.2  # draw_seat_prompt's picture
        # the picture sits left of the words: shift the words so the pair is centred
        centre = (x + art * 0.575, y)
        room = width - art * 1.2
        draw_seat_prompt(
            surface,
            seat,
            centre,
            PROMPT_EMOJI.get(phase, "👆"),
            label,
            self.app.now,
            self.unit,
            theme.HIGHLIGHT,
            room,
        )

    def _choice_buttons(self, actor: int) -> list[tuple[Button, GoOn]]:
        """In the pad row in front of the caller (their DiXe! pad steps aside meanwhile),
        so that they never cover the square."""
        seat, u = self.seats[actor], self.unit
        w, h = self.target_size(220, 62)
        centre, y = self.choice_row
        out = []
        for x, go, emoji, key in (
            (centre - (w / 2 + 6 * u), True, "▶️", "memodixe.go_on"),
            (centre + w / 2 + 6 * u, False, "🏁", "memodixe.stop"),
        ):
            button = Button(tr(key), (x, y), (w, h), None, seat, theme.BUTTON, emoji, unit=u)
            out.append((button, GoOn(go)))
        return out

    # --- party mode's pointing hand ----------------------------------------------------
    def touch_hints(self, seat: int) -> list[tuple[float, float]]:
        """What `seat` may touch now, in board order (never chosen by a hidden face)."""
        if self.hand is not None:
            if seat != self.hand.seat:
                return []
            pad = self.back_pads[seat]
            dice_up = [self._die_hint(seat, p) for p in sorted(self.hand.places)]
            return [*dice_up, pad.frame.to_screen(pad.center)]
        if seat != self.actor() or not self.moves_open():
            return []
        legal = self.state.legal_actions(seat)
        phase = self.state.phase
        if phase == rules.GO_ON:
            choices = self.choices or self._choice_buttons(seat)
            return [b.frame.to_screen(b.center) for b, _action in choices]
        if phase in (rules.STEAL, rules.GIVE):
            whom = [a.victim if isinstance(a, Steal) else a.receiver for a in legal]
            return [self.seats[s].center for s in sorted(whom)]
        if phase in SECRET:
            if not self.secret_visible():
                return [self.seats[seat].center]  # hold your panel
            (cx, cy), cell = self.mini_geometry(seat)
            frame = self.seats[seat]
            places = sorted(a.place for a in legal if isinstance(a, Pick))
            return [
                frame.to_screen((cx + (p % 3 - 1) * cell, cy + (p // 3 - 1) * cell)) for p in places
            ]
        places = sorted({a.place for a in legal if isinstance(a, TurnOver | Keep | Pick)})
        spots = [self._die_hint(seat, p) for p in places]
        if any(isinstance(a, CallDixe) for a in legal):
            pad = self.pads[seat]
            spots.append(pad.frame.to_screen(pad.center))
        return spots

    def hint_seats(self) -> list[int]:
        """While a missed pair waits, the hand helps the child who turned it."""
        return [self.hand.seat] if self.hand is not None else super().hint_seats()

    def _die_hint(self, seat: int, place: int) -> tuple[float, float]:
        """A die's edge nearest to `seat`: the hand touches the die without hiding its face
        (a face to remember, when a turned pair waits)."""
        dx, dy = self.seats[seat].toward_center
        x, y = self.places[place]
        near = self.die_px * 0.35
        return (x - dx * near, y - dy * near)

    # --- seat panels --------------------------------------------------------------------
    def panel_key(self, seat: int) -> Any:
        owns = any(owner == seat for _d, owner in self.state.aside.values())
        return (tuple(self.state.won[seat]), owns)

    def paint_panel(self, seat: int, surface: pygame.Surface, slot: pygame.Rect) -> None:
        won = self.state.won[seat]
        size = max(6, min(round(slot.height * 0.42), round(slot.width / 8)))
        per_row = max(1, int(slot.width // (size * 1.15)))
        for index, die in enumerate(won[: per_row * 2]):
            row, col = divmod(index, per_row)
            rect = pygame.Rect(0, 0, size, size)
            rect.topleft = (
                slot.left + col * size * 1.15,
                slot.top + row * size * 1.15 + size * 0.1,
            )
            colour = COLOUR_RGB[dice.colour_of(die)]
            pygame.draw.rect(surface, theme.darken(colour, 0.3), rect, border_radius=size // 4)
            pygame.draw.rect(
                surface, colour, rect.inflate(-size // 6, -size // 6), border_radius=size // 5
            )
        if any(owner == seat for _d, owner in self.state.aside.values()):
            badge = _icon("❄️", round(slot.height * 0.4))
            surface.blit(badge, badge.get_rect(bottomright=slot.bottomright))

    def howto_pages(self) -> list[HowToPage]:
        pages = [("🎲", "memodixe.howto.square"), ("🔄", "memodixe.howto.turn")]
        pages += [("✨", "memodixe.howto.powers"), ("🤫", "memodixe.howto.secret")]
        pages += [("📣", "memodixe.howto.dixe"), ("🏆", "memodixe.howto.win")]
        return [HowToPage(emoji, tr(key)) for emoji, key in pages]


def _icon(emoji: str, size: int) -> pygame.Surface:
    from engine.assets import icon

    return icon(emoji, max(4, size))
