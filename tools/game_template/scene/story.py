"""How Template game's events are told at the table: a card turns up, a pair is taken
with a cheer, two cards that were no pair turn back. The picture changes when the
animation shows each change, and `sync` sets it straight from the rules' public view."""

from __future__ import annotations

from engine.game.story import Story, tells
from games.template_game.actions import DOWN, TAKEN, PairTaken, Shown, TurnedBack
from games.template_game.scene.picture import Picture

TURN_SECONDS = 0.3  # a card turning up
PAIR_SECONDS = 0.6  # a pair left in sight before it is taken


class TemplateGameStory(Story):
    def __init__(self, host) -> None:
        super().__init__(host)
        self.picture = Picture(list(host.state.public_view().cards))

    @tells(TurnedBack)
    def turned_back(self, event: TurnedBack) -> None:
        self.step(0.15, begin=lambda: self._show(event.cards, DOWN, "flip"))

    @tells(Shown)
    def shown(self, event: Shown) -> None:
        self.step(TURN_SECONDS, begin=lambda: self._show((event.card,), event.picture, "flip"))

    @tells(PairTaken)
    def taken(self, event: PairTaken) -> None:
        self.step(PAIR_SECONDS, end=lambda: self._show(event.cards, TAKEN, "success"))

    def _show(self, cards: tuple[int, ...], face: int, sound: str) -> None:
        for card in cards:
            self.picture.cards[card] = face
        self.play(sound)

    def sync(self) -> None:
        self.picture.cards = list(self.host.state.public_view().cards)
