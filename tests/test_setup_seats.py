"""The setup around a table, by fingers: every game opens the same way (one person, computer
players at the other seats), one picture for a person, the seat cycle said in pictures and
words, a map with each seat where its panel will be, party mode in pictures; and each seat
the same colour and shape in all five games (and on the phones' pages)."""

from __future__ import annotations

import math

import pygame
import pytest

from engine import i18n
from engine.drawing import judge, theme
from engine.drawing.display import WORDS
from engine.drawing.seats import layout_seats
from engine.i18n import tr
from engine.shell.audit import frame_marks
from engine.shell.avatars import PERSON
from engine.shell.seat_cycle import COMPUTER, SEAT_CYCLE
from engine.shell.starting import bot_setup, game_scene
from games.core.memory import MATCHED
from games.core.registry import all_games
from games.tamega.scene.sprites import pawn
from tests.fingers import frames, new_app, no_kept_game, run_until, tap

PLAYABLE = [spec for spec in all_games() if spec.available]


def open_setup(game_id: str, kids: bool = False, size=(1280, 720)):
    """Menu (the party menu for `kids`) → the game's tile → its setup, by fingers."""
    no_kept_game()
    app = new_app(size)
    if kids:
        party = next(b for b in app.scenes.top.buttons if b.label == tr("menu.party"))
        tap(app, party.frame.to_screen(party.center))
        assert run_until(app, lambda: app.scenes.top.name == "menu" and app.scenes.top.kids, 60)
    tap(app, dict(app.scenes.top.tiles)[game_id].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    frames(app, 2)
    return app, app.scenes.top


def seat_buttons(setup) -> list:
    colours = [style.colour for style in theme.SEAT_STYLES]
    found = {colours.index(b.colour): b for b in setup.buttons if b.colour in colours}
    return [found[seat] for seat in range(setup.players)]


def tap_button(app, button) -> None:
    tap(app, button.frame.to_screen(button.center))


def step(app, setup, plus: bool) -> None:
    tap_button(app, setup.buttons[1 if plus else 0])


def shown(app, what: str) -> list:
    return [item for item in app.shown.items if item.what == what]


@pytest.mark.parametrize("kids", [False, True], ids=["grown-ups", "party"])
def test_every_game_opens_its_setup_with_one_person_and_computers(kids):
    opened = set()
    for spec in PLAYABLE:
        _, setup = open_setup(spec.id, kids)
        made = setup.make_setup()
        level = MATCHED if kids else "casual"
        opened.add(tuple((p.kind, p.level) for p in made.seats[:2]))
        assert made.seats[0].kind == "human", spec.id
        assert [(p.kind, p.level) for p in made.seats[1:]] == [("bot", level)] * (
            made.players - 1
        ), spec.id
        assert seat_buttons(setup)[0].emoji == PERSON  # one picture for a person
        assert {b.emoji for b in seat_buttons(setup)[1:]} == {COMPUTER}
    assert len(opened) == 1  # the same in every game


def test_a_tap_on_a_seat_steps_through_the_cycle_the_setup_says():
    app, setup = open_setup("devils-circle")
    for kind in SEAT_CYCLE:  # each step's picture and words, in the order a tap takes
        (art,) = [i for i in shown(app, f"seat cycle {kind}") if not i.text_px]
        (said,) = [i for i in shown(app, f"seat cycle {kind}") if i.text_px]
        words = tr("setup.person") if kind == "human" else tr(f"level.{kind}")
        assert said.image.key[1] == words
        assert art.image.key[1] == (PERSON if kind == "human" else COMPUTER)
    order = sorted(SEAT_CYCLE, key=lambda k: shown(app, f"seat cycle {k}")[0].rect.x)
    assert tuple(order) == SEAT_CYCLE
    seen = []
    for _ in SEAT_CYCLE:
        tap_button(app, seat_buttons(setup)[1])
        seen.append(setup.make_setup().seats[1])
    kinds = [p.level if p.kind == "bot" else "human" for p in seen]
    start = SEAT_CYCLE.index("casual")  # where the second seat begins
    assert kinds == [SEAT_CYCLE[(start + 1 + i) % len(SEAT_CYCLE)] for i in range(len(kinds))]
    assert seat_buttons(setup)[1].label == tr("setup.computer", level=tr("level.casual"))


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_the_map_puts_each_seat_where_its_panel_will_be(size):
    app, setup = open_setup("tamega", size=size)
    while setup.buttons[0].enabled:
        step(app, setup, plus=False)
    counts = []
    while True:
        frames(app, 1)
        spots = [shown(app, f"seat {n + 1} on the map") for n in range(setup.players)]
        assert all(len(s) == 1 for s in spots) and not shown(
            app, f"seat {setup.players + 1} on the map"
        )
        table = setup.map.rect
        for seat, [mark] in zip(layout_seats(setup.players, size), spots, strict=True):
            x = table.left + seat.center[0] * table.width / size[0]
            y = table.top + seat.center[1] * table.height / size[1]
            assert math.dist(mark.rect.center, (x, y)) <= 2, (setup.players, seat.index)
            assert setup.card_rect.contains(table)
        tokens = [shown(app, f"seat {n + 1}'s token")[0] for n in range(setup.players)]
        for seat, (mark, button) in enumerate(zip(tokens, seat_buttons(setup), strict=True)):
            assert mark.image.key[1:3] == (theme.SEAT_STYLES[seat].shape, button.colour)
            assert abs(mark.rect.centery - button.screen_rect().centery) <= 1
        counts.append(setup.players)
        if not setup.buttons[1].enabled:
            break
        step(app, setup, plus=True)
    assert counts == list(range(1, 9))


def test_party_setup_is_pictures_a_tap_makes_a_computer_a_child_and_back():
    app, setup = open_setup("memodixe", kids=True)
    read = {i.what for i in app.shown.items if i.kind == WORDS and i.text_px}
    assert read == {"players"}, read  # the number: no words (the game's name is its picture)
    assert any(i.what == "title" for i in app.shown.items)
    assert any(i.what.startswith("seat cycle") for i in app.shown.items)  # but its pictures
    assert all(b.label == "" for b in setup.buttons)  # ⬅️ and ▶️ say Back and Play
    step(app, setup, plus=True)
    second = seat_buttons(setup)[1]
    tap_button(app, second)
    assert [(p.kind, p.level) for p in setup.make_setup().seats] == [
        ("human", "casual"),
        ("human", "casual"),
        ("bot", MATCHED),
    ]
    assert seat_buttons(setup)[1].emoji == PERSON and seat_buttons(setup)[2].emoji == COMPUTER
    tap_button(app, seat_buttons(setup)[1])
    assert setup.make_setup().seats[1].kind == "bot"


@pytest.mark.parametrize("spec", PLAYABLE, ids=lambda s: s.id)
def test_each_seat_has_the_same_colour_and_shape_in_every_game(spec):
    app = new_app((1280, 720))
    players = max(spec.player_counts(spec.options(next(iter(spec.presets)))))
    scene = game_scene(app, bot_setup(spec, players, 3, next(iter(spec.presets))))
    scene.persist = False
    app.scenes.push(scene)
    frames(app, 30)
    panels = {
        i.image.key[1]: i.image.key[4:6]
        for i in app.shown.items
        if getattr(i, "image", None) is not None and i.image.key[0] == "seatpanel"
    }
    assert panels == {s: (st.colour, st.shape) for s, st in enumerate(theme.SEAT_STYLES[:players])}
    hexes = tuple("#{:02x}{:02x}{:02x}".format(*st.colour) for st in theme.SEAT_STYLES[:players])
    assert scene.phones.seating().colours == hexes  # the phones' pages: the same colours
    if spec.id == "fireball-court":  # the race's bars: each from its seat's token
        for seat, style in enumerate(theme.SEAT_STYLES[:2]):
            (mark,) = shown(app, f"seat {seat + 1}'s token on the track")
            assert mark.image.key[1:3] == (style.shape, style.colour)
    if spec.id == "tamega":  # the pawns: each the seat's colour, round its shape
        for seat, style in enumerate(theme.SEAT_STYLES):
            picture = pawn(seat, 64).make(lambda image: image.make(None))
            assert picture.get_at((32, 5))[:3] == style.colour


def test_the_rules_page_shows_each_seat_it_may_choose_to_start_by_its_shape_too():
    app, setup = open_setup("devils-circle")
    for _ in range(2):
        step(app, setup, plus=True)
    rules = next(b for b in setup.buttons if b.emoji == "📜")
    tap_button(app, rules)
    assert run_until(app, lambda: app.scenes.top.name != "setup", 30)
    frames(app, 2)
    for seat in range(setup.players):
        (mark,) = shown(app, f"starting seat {seat + 1}'s token")
        style = theme.SEAT_STYLES[seat]
        assert mark.image.key[1:3] == (style.shape, style.colour)
    assert not shown(app, f"starting seat {setup.players + 1}'s token")


@pytest.mark.parametrize("kids", [False, True], ids=["grown-ups", "party"])
@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160), (1024, 768), (768, 1024)])
def test_the_setup_reads_at_the_floor_and_nothing_on_it_overlaps_at_any_seat_count(size, kids):
    app, setup = open_setup("tamega", kids, size)
    while setup.buttons[0].enabled:
        step(app, setup, plus=False)
    while True:
        frames(app, 1)
        marks = frame_marks(app)
        assert judge.check(marks, size) == [], setup.players
        off = [m.what for m in marks if not setup.card_rect.contains(pygame.Rect(m.rect))]
        assert off == [], (setup.players, off)  # all on the card
        if not setup.buttons[1].enabled:
            break
        step(app, setup, plus=True)
    assert setup.players == 8


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_games_setup_is_clean_in_every_language_with_the_most_seats(lang):
    i18n.set_language(lang)
    try:
        for spec in PLAYABLE:
            app, setup = open_setup(spec.id)
            while setup.buttons[1].enabled:
                step(app, setup, plus=True)
            frames(app, 1)
            assert judge.check(frame_marks(app), app.size) == [], (spec.id, setup.players)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("kids", [False, True])
def test_back_then_the_same_game_again_keeps_the_seats_chosen(kids):
    """Seats added, a seat made a computer or a person, Back to the menu, the same game's
    tile again: the card opens as it was left."""
    app, setup = open_setup("tamega", kids=kids)
    first = setup.players
    step(app, setup, plus=True)
    step(app, setup, plus=True)
    tap_button(app, seat_buttons(setup)[1])
    chosen = (setup.players, setup.seat_kinds[: setup.players])
    assert chosen[0] == first + 2
    back = next(b for b in setup.buttons if b.emoji == "⬅️")
    tap_button(app, back)
    assert run_until(app, lambda: app.scenes.top.name == "menu", 60)
    tap(app, dict(app.scenes.top.tiles)["tamega"].center)
    assert run_until(app, lambda: app.scenes.top.name == "setup", 60)
    again = app.scenes.top
    assert again is not setup
    assert (again.players, again.seat_kinds[: again.players]) == chosen
