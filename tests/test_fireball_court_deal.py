"""Fireball Court while cards are dealt and drawn: a hand is laid out by its final cards
from the moment they set out, so no card moves under a finger as the others land; a card
in the air cannot be taken; and "Your turn!" waits until the hand has landed."""

from __future__ import annotations

from tests.fingers import frames, run_until, tap
from tests.test_fireball_court_scene import start


def spots(scene, seat: int) -> dict[int, tuple[float, float]]:
    """Where each landed card of the hand lies on screen."""
    hand = scene.picture.in_hand(seat)
    return {
        card: scene.geometry.hand_pos(seat, i, len(hand))
        for i, card in enumerate(hand)
        if card is not None
    }


def test_fc_a_card_landing_never_moves_the_cards_already_in_hand():
    app, scene = start(humans=(0,))
    before, cards, landings = spots(scene, 0), list(scene.picture.hands[0]), 0
    for _ in range(900):
        frames(app, 1)
        now = spots(scene, 0)
        if scene.picture.hands[0] == cards:  # the same cards: nothing may have moved
            assert all(now[card] == spot for card, spot in before.items() if card in now)
            landings += len(now) > len(before)
        before, cards = now, list(scene.picture.hands[0])
        if scene.may_play(0):
            break
    assert scene.may_play(0) and landings >= 4  # the deal (and a draw) landed one by one


def test_fc_your_turn_and_the_hand_wait_for_the_drawn_card_to_land():
    app, scene = start(humans=(0,))
    drawing = lambda: scene.state.on_turn == 0 and any(scene.picture.landing[0])  # noqa: E731
    assert run_until(app, lambda: scene.state.phase == "play" and drawing(), 3000)
    assert 0 not in scene.on_turn()  # the rules say it is; the table does not yet
    slot = next(iter(scene.picture.landing[0]))
    pos = scene.geometry.hand_pos(0, slot, len(scene.picture.hands[0]))
    tap(app, pos, settle=1)  # on the slot of the card in the air: nothing to take
    assert scene.selected is None
    landed = next(card for card in scene.picture.in_hand(0) if card is not None)
    at = spots(scene, 0)[landed]
    assert run_until(app, lambda: scene.may_play(0), 600)
    assert scene.on_turn() == [0]
    tap(app, at)  # where that card lay while the other was in the air: still that card
    assert scene.selected == landed
