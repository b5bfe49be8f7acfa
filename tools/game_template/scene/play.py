"""Template game on the table: the cards in a grid in the middle; the person on turn taps
a card to turn it. Wires the base's hooks to the layout, the story's picture and the
painter; the rules decide everything (`try_act`)."""

from __future__ import annotations

from functools import partial

from engine.drawing.display import DisplayList
from engine.game.first_turn import Starting
from engine.game.hooks import Cues, Traits
from engine.game.scene import GameScene
from engine.input.pointer import Gesture
from games.template_game.actions import Turn
from games.template_game.rules import TemplateGameState
from games.template_game.scene.hints import touches
from games.template_game.scene.layout import card_grid
from games.template_game.scene.painter import paint_cards
from games.template_game.scene.story import TemplateGameStory


class TemplateGameScene(GameScene):
    state: TemplateGameState
    story: TemplateGameStory
    traits = Traits(
        score_words=("🎴", "template_game.pairs"),
        who_starts=lambda state: Starting(state.first),
    )

    def make_story(self) -> TemplateGameStory:
        return TemplateGameStory(self)

    def layout(self) -> None:
        self.grid = card_grid(self.table, len(self.state.pictures))

    def paint_table(self, frame: DisplayList, alpha: float) -> None:
        paint_cards(frame, self.grid, self.story.picture, self.shake_dx)

    def turn_cues(self) -> Cues:
        return Cues(touches=partial(touches, self.state, self.grid))

    def on_gesture(self, gesture: Gesture) -> None:
        if gesture.kind != "tap" or not self.input_open():
            return
        card = self.grid.card_at(gesture.pos, self.touch_slop)
        seat = self.state.turn
        if card is not None and self.is_human(seat):
            self.try_act(seat, Turn(card), shake_key=card)
