"""Devil's Circle on the table: ten discs in a ring with pymunk weight, the searched card
(and any twin pack under it) in the middle beside the coin pot, coins and won cards at
each seat, a Pass button in the active player's own corner.

Touches: tap (or flick) a disc to flip it; in a twin pack, drag one disc onto another;
when a coin must be stolen, tap the victim's coin pile (their panel). The scene keeps its
own picture of the table, changed event by event by `scene_story`; when the timeline is
idle the picture equals the rules' public view again.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from engine import pieces, render, theme
from engine.game_scene import GameScene, HowToPage
from engine.i18n import tr
from engine.input import Gesture
from engine.messages import Spot
from engine.ui import Button
from games.devils_circle.model import ALL_FIVE, DISCS, Flip, Pass, Steal, Swap, card_image
from games.devils_circle.scene_discs import DiscRing, prewarm, warm_some
from games.devils_circle.scene_story import Flyer, tell
from games.devils_circle.scene_table import (
    card_sprite,
    draw_flip_slots,
    draw_flyer,
    paint_holdings,
    panel_anchor,
)


class DevilsCircleScene(GameScene):
    def __init__(self, app, setup, resume=None) -> None:
        super().__init__(app, setup, resume)
        self.rng = random.Random(setup.seed ^ 0xD15C)  # decoration only: hops and flicks
        self.ring: DiscRing | None = None
        self.flyers: list[Flyer] = []
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
        size = (170 * u, 60 * u)
        for seat in self.seats:
            depth = seat.panel_size[1]
            self.pass_buttons[seat.index] = Button(
                tr("devils_circle.pass"),
                (seat.panel_size[0] * 0.28, -(depth / 2 + size[1] / 2 + 10 * u)),
                size,
                lambda s=seat.index: self.try_act(s, Pass(), ("pass", s)),
                seat,
                (200, 90, 60),
                "✋",
                unit=u,
            )

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
        now = self.app.now
        self.flyers = [f for f in self.flyers if now - f.start < f.duration]
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
        disc = self.ring.disc_at(touched)
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

    def _steal_touch(self, gesture: Gesture, actor: int, disc: int | None) -> None:
        victim = self.seat_at(gesture.pos)
        if victim is None or not self.is_human(actor):
            self.refuse(("disc", disc) if disc is not None else None)
            return
        self.try_act(actor, Steal(victim), ("panel", victim))

    def _drag(self, gesture: Gesture, actor: int | None) -> None:
        """Twin pack: carry a disc with a finger and drop it on the one to swap with."""
        if gesture.kind == "down":
            disc = self.ring.disc_at(gesture.pos)
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
        for flyer in self.flyers:
            draw_flyer(surface, flyer, now, self.ring.diameter)
        self._draw_hint(surface)
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

    def _draw_hint(self, surface: pygame.Surface) -> None:
        actor = self.actor()
        if actor is None or not self.is_human(actor) or not self.input_open():
            return
        seat = self.seats[actor]
        phase = self.state.phase
        if phase == "flip" and self.pack and card_image(self.pack[-1]) == ALL_FIVE:
            phase = "all_five"
        label = tr(f"devils_circle.hint.{phase}")
        size = render.type_size("body", self.unit)
        text = render.text(label, size, theme.WHITE, seat.angle)
        depth = seat.panel_size[1]
        at = seat.to_screen((-seat.panel_size[0] * 0.18, -(depth / 2 + 26 * self.unit)))
        render.blit_center(surface, text, at)

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


def _icon(emoji: str, size: int) -> pygame.Surface:
    from engine.assets import icon

    return icon(emoji, size)
