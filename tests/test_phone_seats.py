"""Which phone holds a seat, decided at the table: a tap on a seat's code opens its card
(the table's address and the code to type, and a new code), a tap on its 📱 offers
"change phone" (the phone there stops, a new code shows, and the table says a new phone
came); the operator's view in Settings → Phones (past the PIN in a kiosk, over the game)
lists the seats a phone holds and when each was last heard, and ends one.

The real phone server listens on the loopback, the phones are real WebSocket clients
(tests/phones.py), and the table is touched by injected fingers (tests/fingers.py)."""

from __future__ import annotations

import pytest

from engine.i18n import tr
from engine.phones.code import spot_centre
from tests.fingers import frames, run_until, tap
from tests.phones import Phone, Tables, token_of


@pytest.fixture
def table():
    """A Fireball Court table of two people with phones on (none joined yet)."""
    tables = Tables(seed=5, size=(1280, 720))
    yield lambda **kwargs: tables.start("fireball-court", 2, (0, 1), **kwargs)
    tables.close()


def tap_spot(app, scene, seat: int) -> None:
    """A finger on the seat's code (or 📱), on its panel."""
    panel = scene.seats[seat]
    tap(app, spot_centre(panel, scene.panels.plan(panel)))


def card_of(scene, seat: int):
    opened = scene.phones.cards.get(seat)
    return None if opened is None else opened[1]


def press(app, card) -> None:
    tap(app, card.button.frame.to_screen(card.button.center))


def shown_whats(app) -> list[str]:
    return [item.what for item in app.shown.items]


def test_a_tap_on_a_seats_code_opens_its_card_to_type_from_and_a_new_code(table):
    app, scene = table()
    old = token_of(scene, 0)
    tap_spot(app, scene, 0)
    card = card_of(scene, 0)
    assert card is not None and "phone card of seat 1" in shown_whats(app)
    assert card.said.big == (app.phones.typeable(), old)  # the address and the code, large
    assert card.said.button == tr("phones_table.new_code")
    assert not card.rect().colliderect(scene.seats[1].screen_rect())  # nothing of the other's
    stranger = Phone(app.phones, old)  # the code was photographed: a new one, then
    assert run_until(app, lambda: scene.phones.joined(0), 600)  # ... too late: it joined
    frames(app, 2)
    assert card_of(scene, 0) is None  # the card closed: the seat is not waiting for a code
    tap_spot(app, scene, 0)  # the 📱: the seat's owner takes it back through the table
    card = card_of(scene, 0)
    assert card.said.button == tr("phones_table.change")
    press(app, card)
    assert stranger.until(lambda m: m == {"type": "bye", "reason": "replaced"})
    assert run_until(app, lambda: scene.phones.shows(0) == scene.phones.url(0), 600)
    fresh = token_of(scene, 0)
    assert fresh != old and card_of(scene, 0) is None
    late = Phone(app.phones, old)
    assert late.until(lambda m: m == {"type": "error", "error": "used"})
    back = Phone(app.phones, key=stranger.key)
    assert back.until(lambda m: m == {"type": "error", "error": "replaced"})
    owner = Phone(app.phones, fresh)
    assert run_until(app, lambda: scene.phones.joined(0), 600)
    assert owner.until(lambda m: m["type"] == "page")
    frames(app, 2)
    pops = [pop for pop in scene.reactions.pops if pop.seat == 0]
    assert [pop.text for pop in pops] == [tr("phones_table.changed")]  # the table says so


def test_a_second_tap_or_a_tap_on_the_card_closes_it_and_the_game_is_not_touched(table):
    app, scene = table()
    tap_spot(app, scene, 1)
    assert card_of(scene, 1) is not None
    tap_spot(app, scene, 1)
    assert card_of(scene, 1) is None
    tap_spot(app, scene, 1)
    card = card_of(scene, 1)
    tap(app, card.frame.to_screen((0, -card.size[1] / 2 + 8)))  # its top edge, not its button
    assert card_of(scene, 1) is None
    assert token_of(scene, 1) == scene.phones.tokens.by_seat[1]  # no new code was dealt
    assert scene.illegal_refused == 0


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_every_card_fits_its_words_and_lies_on_nothing_of_anyone_elses(table, size):
    from engine.drawing import judge
    from engine.shell.audit import frame_marks

    app, scene = table(size=size)
    phone = Phone(app.phones, token_of(scene, 1))
    assert run_until(app, lambda: scene.phones.joined(1), 600)
    for seat in (0, 1):
        tap_spot(app, scene, seat)
    frames(app, 2)
    found = judge.check(frame_marks(app), app.size)
    assert [f for f in found if "phone card" in f.detail] == []
    phone.close()


def test_the_operator_sees_each_phone_and_when_it_was_last_heard_and_ends_one(table):
    from engine.shell.kiosk import OperatorScene
    from engine.shell.phones_settings import PhonesScene
    from engine.shell.settings_scene import SettingsScene

    app, scene = table()
    phones = {seat: Phone(app.phones, token_of(scene, seat)) for seat in (0, 1)}
    assert run_until(app, lambda: all(scene.phones.joined(s) for s in (0, 1)), 600)
    app.scenes.push(OperatorScene(app))  # past the PIN, over the game (tests/test_kiosk_lock)
    app.scenes.apply_pending()
    app.scenes.top.settings()
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, SettingsScene)
    app.scenes.top.open_phones()
    app.scenes.apply_pending()
    frames(app, 2)
    view = app.scenes.top
    assert isinstance(view, PhonesScene) and view.held == (0, 1)
    rows = [item for item in app.shown.items if item.what.startswith("phone of seat")]
    said = [item.image.key[1] for item in rows]
    joined = tr("settings.phones_joined")
    assert said[0] == f"{scene.seat_name(0)} · {joined}" and said[2].startswith(
        f"{scene.seat_name(1)} · "
    )
    assert said[1] == tr("settings.phones_heard", ago=tr("settings.phones_ago_s", n=0))
    ends = [b for b in view.buttons if b.label == tr("settings.phones_end")]
    assert len(ends) == 2
    tap(app, ends[0].frame.to_screen(ends[0].center))
    assert phones[0].until(lambda m: m == {"type": "bye", "reason": "removed"})
    assert run_until(app, lambda: view.held == (1,), 600)  # the rows follow
    assert scene.phones.shows(0) == scene.phones.url(0)  # a new code on the panel
    assert phones[1].open and scene.phones.joined(1)
