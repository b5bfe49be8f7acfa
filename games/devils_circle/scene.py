"""Devil's Circle on the table: ten discs in a ring with pymunk weight, the searched card
(and any twin pack under it) in the middle beside the coin pot, coins and won cards at
each seat, a Pass button in the active player's own corner.

Touches: tap (or flick) a disc to flip it; in a twin pack, drag one disc onto another;
when a coin must be stolen, tap the victim's coin pile (their panel). The scene keeps its
own picture of the table, changed event by event by `scene_story`; when the timeline is
idle the picture equals the rules' public view again.

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

from engine import pieces, render, theme
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.messages import Spot, draw_seat_prompt
from engine.seats import Seat
from engine.ui import Button
from games.devils_circle.actions import ALL_FIVE, DISCS, Flip, Pass, Steal, Swap, card_image
from games.devils_circle.scene_discs import EMOJI, DiscRing, prewarm, warm_some
from games.devils_circle.scene_story import tell
from games.devils_circle.scene_table import (
    card_sprite,
    draw_flight,
    draw_flip_slots,
    flip_slot_left,
    paint_holdings,
    panel_anchor,
)

# The picture beside each prompt; a plain flip shows the picture being searched for.
PROMPT_EMOJI = {"all_five": "✌️", "continue": "⭐", "steal": "🪙", "swap": "🔀"}
PASS_SIZE = (170, 60)  # layout units; party mode grows it (target_size)


class DevilsCircleScene(GameScene):
    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.rng = random.Random(setup.seed ^ 0xD15C)  # decoration only: hops and flicks
        self.ring: DiscRing | None = None
        self.card_shown_at = -10.0
        self.dragging: tuple[Any, int] | None = None
        self.pass_buttons: dict[int, Button] = {}
        self.fixed_buttons: list[Button] = []
        self.sync()
        if not self.record.moves:  # the first card is turned up as the game starts
            self.pack = []
            tell(self, self.state.opening)
            self.timeline.call(self.sync, "sync")

    # --- the scene's picture of the table -------------------------------------------------
    def sync(self) -> None:
        """Show the rules' public view as it is (after a move's story has played)."""
        view = self.state.view(0)
        self.faces = list(view.up)
        self.places = [view.ring.index(d) for d in range(DISCS)]
        self.pack = list(view.pack)
        self.stack_left = view.stack_left
        self.middle = view.middle
        self.coins = list(view.coins)
        self.won = [list(w) for w in view.won]
        self.turn_flips = list(view.turn_flips) if view.searched == ALL_FIVE else []
        if self.ring is not None:
            for disc in range(DISCS):
                self.ring.go_home(disc, self.places[disc])

    # --- layout ---------------------------------------------------------------------------
    def layout(self) -> None:
        x, y, w, h = self.table
        u = self.unit
        self.centre = (x + w / 2, y + h / 2)
        radius = min(w, h) * 0.37
        self.ring = DiscRing((x, y, w, h), self.centre, radius)
        for disc in range(DISCS):
            self.ring.add(disc, self.places[disc])
        self.ring.world.on_hit = self._hit
        prewarm(self.ring)
        self.card_w = round(radius * 0.46)
        self.card_size = (self.card_w, round(self.card_w * pieces.CARD_RATIO))
        self.pot_pos = (self.centre[0] + self.card_w * 1.05, self.centre[1])
        self.stack_pos = (self.centre[0] - self.card_w * 1.05, self.centre[1])
        self.fixed_buttons = list(self.buttons)
        self.pass_buttons = {}
        for seat in self.seats:
            centre, size = self._pass_place(seat)
            self.pass_buttons[seat.index] = Button(
                tr("devils_circle.pass"),
                centre,
                size,
                lambda s=seat.index: self.try_act(s, Pass(), ("pass", s)),
                seat,
                (200, 90, 60),
                "✋",
                unit=u,
                slop=self.touch_slop,
            )

    def _pass_place(self, seat: Seat) -> tuple[tuple[float, float], tuple[float, float]]:
        """The Pass button's centre (in the seat's frame) and size. Grown-ups: in front of
        the panel, right of the prompt. Party mode: the bigger button would reach the ring's
        nearest discs there, so it lies on the seat's own panel, over its coins and cards
        while it shows (they are back as soon as the turn goes on)."""
        u = self.unit
        width, depth = seat.panel_size
        size = self.target_size(*PASS_SIZE)
        if not self.setup.kids:
            return (width * 0.28, -(depth / 2 + size[1] / 2 + 10 * u)), size
        slot = self.panel_slot(seat)
        size = (min(size[0], slot.w), min(size[1], slot.h))
        return (slot.centerx - width / 2, slot.centery - depth / 2), size

    def _hit(self, _a, _b, strength: float) -> None:
        self.play("tap", volume=min(0.6, strength / (800 * self.ring.scale)))

    def coin_point(self, seat: int) -> tuple[float, float]:
        return self._anchor(seat, "coins")

    def card_point(self, seat: int) -> tuple[float, float]:
        return self._anchor(seat, "cards")

    def _anchor(self, seat: int, which: str) -> tuple[float, float]:
        place = self.seats[seat]
        return panel_anchor(place, self.panel_slot(place), which, self.state.use_coins)

    # --- rules to animation -----------------------------------------------------------------
    def animate(self, seat, action, events) -> None:
        tell(self, events)
        self.timeline.call(self.sync, "sync")

    def table_delay(self) -> float | None:
        return None  # the table never acts in this game

    def input_open(self) -> bool:
        return self.timeline.idle

    def actor(self) -> int | None:
        seats = self.state.active_seats()
        return seats[0] if seats else None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.ring.step(dt)
        warm_some(self.ring)
        actor = self.actor()
        showing = [
            self.pass_buttons[actor]
            for _ in (0,)
            if actor is not None
            and self.state.phase == "continue"
            and self.is_human(actor)
            and self.input_open()
        ]
        self.buttons = self.fixed_buttons + showing

    # --- touches ----------------------------------------------------------------------------
    def on_gesture(self, gesture: Gesture) -> None:
        actor = self.actor()
        if gesture.kind in ("down", "drag", "up", "cancel"):
            self._drag(gesture, actor)
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

    def disc_at(self, pos: tuple[float, float]) -> int | None:
        """The disc a finger meant: in party mode a touch just beside a disc counts too,
        but only while the discs leave a gap between them (nearest disc first)."""
        slop = self.touch_slop if self.ring.gap() > 0 else 0.0
        return self.ring.disc_at(pos, slop)

    def victim_at(self, pos: tuple[float, float]) -> int | None:
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

    def _drag(self, gesture: Gesture, actor: int | None) -> None:
        """Twin pack: carry a disc with a finger and drop it on the one to swap with."""
        if gesture.kind == "down":
            disc = self.disc_at(gesture.pos)
            if (
                disc is not None
                and self.dragging is None
                and self.state.phase == "swap"
                and actor is not None
                and self.is_human(actor)
                and self.input_open()
            ):
                self.dragging = (gesture.pointer, disc)
            return
        if self.dragging is None or gesture.pointer != self.dragging[0]:
            return
        disc = self.dragging[1]
        if gesture.kind == "drag":
            self.ring.lifted[disc] = 1.0
            self.ring.world.place(disc, gesture.pos)
            return
        self.dragging = None
        self.ring.lifted.pop(disc, None)
        self.ring.go_home(disc, self.places[disc], strength=8.0)
        if gesture.kind != "up" or actor is None:
            return
        target = self._drop_target(gesture.pos, disc)
        if target is not None:
            self.try_act(actor, Swap(min(disc, target), max(disc, target)), ("disc", disc))

    def _drop_target(self, pos: tuple[float, float], carried: int) -> int | None:
        """The disc nearest the drop point, other than the carried one."""
        best, best_d = None, self.ring.diameter * 0.9
        for disc in range(DISCS):
            if disc == carried:
                continue
            x, y = self.ring.place_pos(self.places[disc])
            d = ((pos[0] - x) ** 2 + (pos[1] - y) ** 2) ** 0.5
            if d < best_d:
                best, best_d = disc, d
        return best

    # --- drawing ----------------------------------------------------------------------------
    def facing_angle(self) -> int:
        """The middle turns to face the player on turn."""
        actor = self.actor()
        seat = actor if actor is not None else 0
        return self.seats[seat].angle if seat < len(self.seats) else 0

    def glow_discs(self) -> set[int]:
        """Kids' hint: the discs already showing the searched image (never a hidden face)."""
        if not self.state.options.get("hints") or not self.pack:
            return set()
        searched = card_image(self.pack[-1])
        if searched == ALL_FIVE:
            return set()
        return {d for d in range(DISCS) if self.faces[d] == searched}

    def draw_board(self, surface: pygame.Surface, alpha: float) -> None:
        now = self.app.now
        self._draw_middle(surface, now)
        shakes = {d: self.shake_dx(("disc", d)) for d in range(DISCS)}
        self.ring.draw(surface, self.faces, now, alpha, self.glow_discs(), shakes)
        for flight in self.flights:
            draw_flight(surface, flight, now, self.ring.diameter)
        self._draw_prompt(surface, now)
        self._draw_victims(surface, now)
        actor = self.actor()
        if actor is not None and self.pack and card_image(self.pack[-1]) == ALL_FIVE:
            faces = [self.faces[d] for d in self.turn_flips]
            draw_flip_slots(surface, self.seats[actor], faces, self.unit)

    def banner_spots(self) -> list[Spot]:
        """Under the searched card, facing the player on turn."""
        actor = self.actor()
        dx, dy = (0.0, 1.0) if actor is None else self.seats[actor].direction((0.0, 1.0))
        shift = self.card_size[1] * 0.62
        return [((self.centre[0] + dx * shift, self.centre[1] + dy * shift), self.facing_angle())]

    def _draw_middle(self, surface: pygame.Surface, now: float) -> None:
        angle = self.facing_angle()
        cx, cy = self.centre
        w, h = self.card_size
        if self.stack_left:
            back = pieces.card_back((round(w * 0.8), round(h * 0.8)), (120, 40, 40))
            for i in range(min(3, self.stack_left)):
                render.blit_center(
                    surface, back, (self.stack_pos[0] - i * 2, self.stack_pos[1] - i * 2)
                )
            label = render.text(
                str(self.stack_left), render.type_size("heading", self.unit), theme.WHITE, angle
            )
            render.blit_center(surface, label, self.stack_pos)
        for i, card in enumerate(self.pack):
            sprite = card_sprite(card, self.card_size, angle)
            offset = (len(self.pack) - 1 - i) * w * 0.12
            pos = (cx - offset, cy - offset)
            if i == len(self.pack) - 1:
                progress = (now - self.card_shown_at) / 0.5
                if progress < 1:
                    scale, new_side, _ = pieces.flip_pose(progress)
                    back = pieces.card_back(self.card_size, (120, 40, 40))
                    sprite = pieces.squash(sprite if new_side else back, scale)
            render.blit_center(surface, sprite, pos)
        if self.middle:
            coin = _icon("🪙", round(w * 0.7))
            for i in range(min(6, self.middle)):
                render.blit_center(surface, coin, (self.pot_pos[0], self.pot_pos[1] - i * w * 0.06))
            self._count(surface, str(self.middle), self.pot_pos, angle)

    def _count(self, surface, label: str, pos, angle: int) -> None:
        size = render.type_size("heading", self.unit)
        text = render.text(label, size, theme.WHITE, angle)
        render.blit_center(surface, text, (pos[0], pos[1] + self.card_size[1] * 0.45))

    def prompt(self) -> tuple[str, str] | None:
        """The picture and words telling the person on turn what to do now."""
        actor = self.actor()
        if actor is None or not self.is_human(actor) or not self.input_open() or not self.pack:
            return None
        phase = self.state.phase
        searched = card_image(self.pack[-1])
        if phase == "flip" and searched == ALL_FIVE:
            phase = "all_five"
        emoji = PROMPT_EMOJI.get(phase) or EMOJI.get(searched, "😈")
        return emoji, tr(f"devils_circle.hint.{phase}")

    def _draw_prompt(self, surface: pygame.Surface, now: float) -> None:
        """In front of the seat on turn, left of its Pass button (or ALL FIVE slots)."""
        shown = self.prompt()
        if shown is None:
            return
        actor = self.actor()
        seat = self.seats[actor]
        u = self.unit
        width, depth = seat.panel_size
        left, right = -width / 2, width / 2
        button = self.pass_buttons[actor]
        if self.state.phase == "continue" and button.center[1] < -depth / 2:
            right = button.center[0] - button.size[0] / 2 - 12 * u
        elif shown[0] == PROMPT_EMOJI["all_five"]:
            right = flip_slot_left(seat, u) - 12 * u
        art = render.type_size("heading", u) * 1.2 * 1.15  # the bobbing picture, left
        room = max(40 * u, right - left - art)
        size = render.fit_size(shown[1], render.type_size("body", u), room)
        text_w = render.text(shown[1], size, theme.WHITE).get_width()
        # Grown-ups: centred in its room; children: from the panel's left end, so that the
        # pointing hand at the nearest disc (in front of the panel's middle) hides less.
        x = left + art + (text_w / 2 if self.setup.kids else room / 2)
        local = (x, -(depth / 2 + 26 * u))
        draw_seat_prompt(surface, seat, local, *shown, now, u, theme.WHITE, room)

    def touch_hints(self, seat: int) -> list[tuple[float, float]]:
        """Party mode's pointing hand: what `seat` may touch now, in a fixed order (Pass,
        then the legal discs round the ring from the one nearest the seat). A disc that
        already shows the searched picture is skipped while others are left: flipping it
        away is a sure mistake, and its face is in plain sight, so nothing hidden leaks."""
        if seat != self.actor() or seat >= len(self.seats):
            return []
        if self.state.phase == "steal":
            return [self.coin_point(v) for v in self.state.view(seat).victims]
        legal = self.state.legal_actions(seat)
        points: list[tuple[float, float]] = []
        if Pass() in legal and seat in self.pass_buttons:
            button = self.pass_buttons[seat]
            points.append(button.frame.to_screen(button.center))
        if self.state.phase == "swap":
            discs = {d for a in legal if isinstance(a, Swap) for d in (a.a, a.b)}
        else:
            discs = {a.disc for a in legal if isinstance(a, Flip)}
            searched = self.state.searched
            fresh = {d for d in discs if self.faces[d] != searched}
            if searched != ALL_FIVE and fresh:
                discs = fresh
        points += [self.ring.pos(d) for d in self.ring_order(seat) if d in discs]
        return points

    def ring_order(self, seat: int) -> list[int]:
        """The discs round the ring (clockwise), starting with the one nearest `seat`."""
        by_place = sorted(range(DISCS), key=lambda d: self.places[d])
        sx, sy = self.seats[seat].center
        near = min(range(DISCS), key=lambda p: _dist(self.ring.place_pos(p), (sx, sy)))
        return by_place[near:] + by_place[:near]

    def _draw_victims(self, surface: pygame.Surface, now: float) -> None:
        if self.state.phase != "steal" or not self.input_open():
            return
        pulse = 0.5 + 0.5 * abs(((now * 1.6) % 2) - 1)
        for victim in self.state.view(0).victims:
            x, y = self.coin_point(victim)
            radius = self.unit * (34 + 10 * pulse)
            pygame.draw.circle(surface, theme.GOLD, (x, y), radius, max(3, round(5 * self.unit)))

    # --- seat panels --------------------------------------------------------------------------
    def panel_key(self, seat: int) -> Any:
        return (self.coins[seat], tuple(self.won[seat]))

    def paint_panel(self, seat: int, surface: pygame.Surface, slot: pygame.Rect) -> None:
        paint_holdings(surface, slot, self.coins[seat], self.won[seat], self.state.use_coins)

    def howto_pages(self) -> list[HowToPage]:
        return [
            HowToPage("😈", tr("devils_circle.howto.ring")),
            HowToPage("🔥", tr("devils_circle.howto.turn")),
            HowToPage("🪙", tr("devils_circle.howto.coins")),
            HowToPage("🃏", tr("devils_circle.howto.all_five")),
            HowToPage("🔱", tr("devils_circle.howto.twin")),
            HowToPage("🏆", tr("devils_circle.howto.end")),
        ]


def _dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def _icon(emoji: str, size: int) -> pygame.Surface:
    from engine.assets import icon

    return icon(emoji, size)
