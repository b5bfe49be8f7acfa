"""The seat palette (engine/drawing/theme.py): each seat drawn in the colour its name says,
any two seats in use told apart by people with protanopia, deuteranopia or tritanopia
(simulated with Machado 2009, compared in CIEDE2000), and each seat with a shape of its own."""

from __future__ import annotations

import itertools

import pytest

from engine import i18n
from engine.drawing.theme import SEAT_STYLES
from tests.colour_vision import VISIONS, ciede2000, delta_e, lab, simulate

# Named colours (CSS colour keywords) by the word a player would use for them. A seat's
# colour must lie nearest a colour of its own name's family, clearly nearer than any other
# family's: the families no seat is named after are there so that an amber called "orange"
# or a grey called "black" is caught.
FAMILIES: dict[str, tuple[tuple[int, int, int], ...]] = {
    "red": ((255, 0, 0), (220, 20, 60), (178, 34, 34), (139, 0, 0)),
    "orange": ((255, 165, 0), (255, 140, 0)),
    "yellow": ((255, 255, 0), (255, 215, 0)),
    "green": ((0, 128, 0), (34, 139, 34), (46, 139, 87), (50, 205, 50), (0, 100, 0)),
    "blue": ((0, 0, 255), (65, 105, 225), (0, 0, 205), (30, 144, 255)),
    "sky": ((135, 206, 235), (0, 191, 255), (135, 206, 250)),
    "pink": ((255, 192, 203), (255, 105, 180), (255, 20, 147), (219, 112, 147)),
    "black": ((0, 0, 0),),
    "amber or brown": ((218, 165, 32), (184, 134, 11), (210, 105, 30), (160, 82, 45)),
    "orange-red": ((255, 69, 0),),
    "purple": ((128, 0, 128), (147, 112, 219), (138, 43, 226)),
    "magenta": ((255, 0, 255),),
    "teal or cyan": ((0, 128, 128), (0, 255, 255), (32, 178, 170)),
    "grey": ((128, 128, 128), (105, 105, 105), (169, 169, 169), (47, 79, 79)),
    "white": ((255, 255, 255),),
    "olive": ((128, 128, 0),),
}
MARGIN = 3.0  # CIEDE2000: the name's family must be nearer than the next family by this
MIN_APART = 14.0  # CIEDE2000 between any two seats in use, in every kind of vision


def family_distances(rgb) -> list[tuple[float, str]]:
    """(distance to the family's nearest colour, family), nearest first."""
    seen = lab(rgb)
    return sorted(
        (min(ciede2000(seen, lab(c)) for c in colours), family)
        for family, colours in FAMILIES.items()
    )


@pytest.mark.parametrize("style", SEAT_STYLES, ids=lambda s: s.name)
def test_each_seat_is_drawn_in_the_colour_its_name_says(style):
    (nearest, family), (runner_up, other) = family_distances(style.colour)[:2]
    assert family == style.name, f"{style.name} {style.colour} looks {family}"
    assert runner_up - nearest >= MARGIN, f"{style.name} {style.colour} is nearly {other}"


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("count", range(2, len(SEAT_STYLES) + 1))
def test_any_two_seats_in_use_stay_apart_in_every_kind_of_vision(count, vision):
    pairs = itertools.combinations(SEAT_STYLES[:count], 2)
    apart = {(a.name, b.name): delta_e(a.colour, b.colour, vision) for a, b in pairs}
    closest = min(apart, key=apart.get)
    assert apart[closest] >= MIN_APART, (closest, round(apart[closest], 1))


def test_every_seat_has_a_shape_and_a_name_of_its_own():
    assert len({s.shape for s in SEAT_STYLES}) == len(SEAT_STYLES) == 8
    assert len({s.name for s in SEAT_STYLES}) == len(SEAT_STYLES)
    assert len({s.colour for s in SEAT_STYLES}) == len(SEAT_STYLES)


# --- the measures themselves ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("one", "other", "expected"),
    [  # Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 34
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_gives_the_published_differences(one, other, expected):
    assert ciede2000(one, other) == pytest.approx(expected, abs=1e-4)
    assert ciede2000(other, one) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_confuse_what_each_deficiency_confuses():
    red, green, blue, yellow = (200, 30, 30), (30, 160, 30), (40, 40, 220), (240, 220, 40)
    for vision in ("protanopia", "deuteranopia"):
        assert delta_e(red, green, vision) < delta_e(red, green) / 2
    assert simulate((128, 128, 128), "deuteranopia") == pytest.approx((128, 128, 128), abs=1)
    assert simulate(blue, "tritanopia")[2] < 150  # blue loses its blue for a tritanope
    assert delta_e(blue, yellow, "tritanopia") < delta_e(blue, yellow)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_seat_is_called_by_a_colour_word_of_its_own_in_every_language(lang):
    """A seat's name is a colour a player says aloud: the light blue seat is a blue in
    every language ("Sky blue", "Bleu ciel", "Hellblau", "IJsblauw", short enough for a
    tablet's narrow panels), never the sky itself ("Himmel", "Hemel"), and no two seats
    share a name."""
    i18n.set_language(lang)
    try:
        names = {style.name: i18n.tr(f"seat.{style.name}") for style in SEAT_STYLES}
        blue = names["blue"].lower()
        assert blue in names["sky"].lower() and names["sky"].lower() != blue
        assert len(set(names.values())) == len(names)
    finally:
        i18n.set_language("en")
