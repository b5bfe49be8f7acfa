"""A minimal scene for the toy pairs game: the smallest complete use of GameScene.

It shows the hooks a game fills in (`engine/game/hooks.py`): `make_story` (its events
told: timeline steps and sounds, the picture changed when the animation shows it),
`layout`, `paint_table` (what the table shows, said as items), `panel_part`, `on_gesture`
(touches -> try_act) and `turn_cues` (what party mode's pointing hand shows); hit-tests
widen by `touch_slop` for small fingers."""

from __future__ import annotations

import pygame

from engine.drawing import theme
from engine.drawing.display import PIECE, DisplayList, Image
from engine.drawing.images import rounded
from engine.drawing.images import text as words
from engine.game.hooks import Cues
from engine.game.scene import GameScene
from engine.game.story import Story, tells
from engine.input.pointer import Gesture
from tests.toy_game import PairTaken, Shown, Turn


class ToyStory(Story):
    """The cards shown face up (the picture), turned as their flips play."""

    def __init__(self, host) -> None:
        super().__init__(host)
        self.faces_up: set[int] = set()

    @tells(Shown)
    def shown(self, event: Shown) -> None:
        def turn() -> None:
            self.faces_up.add(event.card)
            self.play("flip")

        self.step(0.3, begin=turn)
        self.step(0.4, end=self.sync)

    @tells(PairTaken)
    def taken(self, event: PairTaken) -> None:
        self.step(0.2, begin=lambda: self.play("success"))

    def sync(self) -> None:
        self.faces_up.intersection_update(self.host.state.shown)


class ToyScene(GameScene):
    def make_story(self) -> ToyStory:
        return ToyStory(self)

    def layout(self) -> None:
        x, y, w, h = self.table
        count = len(self.state.pictures)
        self.card = min(w / (count + 1), h / 3)
        self.rects = [
            pygame.Rect(
                round(x + (i + 0.5) * w / count - self.card / 2),
                round(y + h / 2 - self.card / 2),
                round(self.card * 0.8),
                round(self.card),
            )
            for i in range(count)
        ]

    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        for card, rect in enumerate(self.rects):
            if self.state.taken[card]:
                continue
            up = card in self.story.faces_up
            colour = theme.PANEL if up else theme.BUTTON
            face: Image = rounded(rect.size, colour, 12)
            dx = round(self.shake_dx(card))
            frame.sprite(
                face,
                rect.move(dx, 0).topleft,
                anchor="topleft",
                kind=PIECE,
                still=dx == 0,
                what=f"card {card}",
            )
            if up:
                label = words(str(self.state.pictures[card]), 40, theme.INK)
                frame.sprite(label, rect.center, kind=PIECE, still=True)

    def panel_part(self, seat: int):
        return self.state.pairs[seat], None

    def turn_cues(self) -> Cues:
        return Cues(touches=self.touch_hints)

    def touch_hints(self, seat: int) -> list[tuple[float, float]]:
        return [
            rect.center
            for card, rect in enumerate(self.rects)
            if not self.state.taken[card] and card not in self.story.faces_up
        ]

    def on_gesture(self, gesture: Gesture) -> None:
        if gesture.kind != "tap" or not self.input_open():
            return
        slop = round(self.touch_slop)
        for card, rect in enumerate(self.rects):
            if rect.inflate(2 * slop, 2 * slop).collidepoint(gesture.pos):
                seat = self.state.turn
                if self.is_human(seat):
                    self.try_act(seat, Turn(card), shake_key=card)
                return
