"""MemoDiXe's table: thrown dice roll and rest only where they belong, land in their
places, a die refilled from the reserve is seen flying from it, and a bomb or skull pair
says what the roll to come may do."""

from __future__ import annotations

import math

import pytest

from engine.drawing.seats import layout_seats, table_area
from engine.drawing.widgets import Button
from engine.i18n import tr
from games.memodixe.rules import KEEP
from games.memodixe.scene.layout import RESERVE_SCALE, Layout
from tests.fingers import frames, run_until, start_game, tap, wait_for_input
from tests.test_memodixe_scene import _has, staged
from tests.test_memodixe_support import arrange, die_of, filler

SIZES = [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160), (768, 1024)]


def pair_with_reserve(symbol: str, players: int):
    """A pair of `symbol` at places 0 and 1, and one die in the reserve."""
    colour = next(c for c in ("red", "blue", "green", "yellow", "purple") if _has(c, symbol))
    square = {0: (die_of(colour, 0), symbol), 1: (die_of(colour, 1), symbol)}
    square.update(filler([symbol], avoid=[die_of(colour, 0), die_of(colour, 1)]))
    used = {die for die, _ in square.values()}
    spare = next(d for d in range(15) if d not in used)
    return arrange(players, square, reserve=[spare])


def start(state, humans=(0, 1)):
    return start_game("memodixe", 2, humans, seed=11, arrange=staged(state))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("grow", [1.0, 1.3])  # party mode's pads are bigger
def test_md_dice_roll_inside_the_pad_rows_and_around_the_square(size, players, grow):
    seats = layout_seats(players, size)
    unit = min(size) / 1080
    pads = (190 * unit * grow, 62 * unit * grow)
    at = Layout.compute(table_area(seats, size), tuple(seats), unit, pads, pads)
    x, y, w, h = at.rolling_area
    half = at.die_px / 2
    for px, py in at.places:  # a die at rest in its place lies inside the rails
        assert x + half - 1 <= px <= x + w - half + 1 and y + half - 1 <= py <= y + h - half + 1
    reserve = list(range(players))  # the reserve and the dice set aside lie in it too
    beside = [at.reserve_pos(die, reserve) for die in reserve]
    beside += [at.aside_pos(place) for place in range(9)]
    assert all(x < bx < x + w and y < by < y + h for bx, by in beside)
    for seat in seats:
        pad = Button("DiXe!", at.dixe_centre(seat), pads, None, seat, unit=unit)
        for fx in (0.0, 0.5, 1.0):  # no point of the rolling area is on a pad
            for fy in (0.0, 0.5, 1.0):
                assert not pad.contains((x + w * fx, y + h * fy))
        for index in range(3):
            ox, oy = at.throw_origin(seat.index, index, 3)
            assert x < ox < x + w and y < oy < y + h


def test_md_a_rerolled_die_glides_into_its_place_instead_of_jumping_there():
    app, scene = start(pair_with_reserve("rabbit", 2))
    landed: list[float] = []
    land = scene.dice.land

    def measured(die: int) -> None:
        throw = scene.dice.throws.get(die)
        if throw is not None:
            x, y = scene.dice.world.body(throw.key).position
            px, py = scene.geometry.places[throw.place]
            landed.append(math.hypot(x - px, y - py))
        land(die)

    scene.dice.land = measured
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    assert wait_for_input(app, scene) and scene.state.phase == KEEP
    tap(app, scene.geometry.places[1])
    rx, ry, rw, rh = scene.geometry.rolling_area
    for _ in range(600):
        frames(app, 1)
        for throw in scene.dice.throws.values():
            bx, by = scene.dice.world.body(throw.key).position
            assert rx <= bx <= rx + rw and ry <= by <= ry + rh
        if scene.input_open():
            break
    assert len(landed) == 2  # the other die of the pair, and the reserve's refill
    assert max(landed) < scene.geometry.die_px * 0.1


def test_md_a_die_from_the_reserve_is_seen_flying_from_it_and_growing():
    app, scene = start(pair_with_reserve("rabbit", 2))
    spare = scene.state.reserve[0]
    start_at = scene.geometry.reserve_pos(spare, scene.picture.reserve)
    for place in (0, 1):
        tap(app, scene.geometry.places[place])
        wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])  # keep it: the won die's place refills

    def from_reserve():
        return [f for f in scene.flights.flights if f.what.die == spare]

    assert run_until(app, lambda: bool(from_reserve()), 600)
    flight = from_reserve()[0]
    assert flight.start == pytest.approx(start_at)
    assert flight.what.scale(0.0) == pytest.approx(RESERVE_SCALE)
    assert flight.what.scale(1.0) == pytest.approx(1.0)
    assert flight.seconds >= 0.4  # slow enough to follow with the eyes
    assert spare not in scene.picture.reserve


@pytest.mark.parametrize("symbol, emoji", [("skull", "💀"), ("bomb", "💥")])
def test_md_a_skull_or_bomb_pair_says_what_the_roll_may_do(symbol, emoji):
    """The first such pair of a game is explained in full (tests/test_reactions.py); every
    later one reminds what the roll to come may do with a banner."""
    app, scene = start(pair_with_reserve(symbol, 2))
    scene.reactions.explained.add(symbol)  # not this game's first
    tap(app, scene.geometry.places[0])
    wait_for_input(app, scene)
    tap(app, scene.geometry.places[1])
    risk = tr(f"memodixe.risk.{symbol}")
    assert run_until(app, lambda: scene.banner is not None and scene.banner.text == risk, 600)
    assert scene.banner.emoji == emoji and not scene.input_open()  # before the choice
    assert wait_for_input(app, scene) and scene.state.phase == KEEP
