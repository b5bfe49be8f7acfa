"""MemoDiXe's geometry keeps what players read and touch apart at every size (issue 14):
a banner lies in the strip under the dice, clear of them, of the pads and panels and of
where thrown dice rest; neighbouring pads never meet, and a prompt stays in front of its
own panel."""

from __future__ import annotations

import pygame
import pytest

from engine import i18n
from engine.drawing.display import PROMPT, DisplayList
from engine.drawing.seats import Seat, layout_seats, pause_spots, table_area
from engine.drawing.widgets import Button, pause_buttons
from engine.words.banners import plate_size
from games.memodixe.scene.hints import PROMPT_EMOJI, prompt
from games.memodixe.scene.layout import Layout
from games.memodixe.scene.painter import paint_prompt

CASES = [
    (size, players, orientation)
    for size in ((1024, 768), (1280, 720), (1920, 1080), (3840, 2160))
    for players in (2, 3, 4, 5, 6)
    for orientation in ("table",)
] + [((768, 1024), players, "tablet") for players in (2, 4, 6)]
LONGEST = "Totenkopf! Alle verlieren einen Würfel"  # the longest banner, in German


def layout_for(size, players, orientation, grow=1.0) -> Layout:
    seats = tuple(layout_seats(players, size, orientation))
    unit = min(size) / 1080
    pads = (190 * unit * grow, 62 * unit * grow)
    return Layout.compute(table_area(list(seats), size), seats, unit, pads, pads)


def pad_rect(at: Layout, seat: Seat, centre) -> pygame.Rect:
    return Button("DiXe!", centre, at.pad_size, None, seat, unit=at.unit).screen_rect()


def prompt_rect(at: Layout, seat: Seat) -> pygame.Rect:
    """The prompt's room on screen, as tall as a pad."""
    x, y, width = at.prompt_row_of(seat)
    corners = [
        seat.to_screen((x + dx * width / 2, y + dy * at.pad_size[1] / 2))
        for dx in (-1, 1)
        for dy in (-1, 1)
    ]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    return pygame.Rect(
        round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys))
    )


@pytest.mark.parametrize("size, players, orientation", CASES)
def test_md_a_banner_lies_under_the_dice_clear_of_everything(size, players, orientation):
    at = layout_for(size, players, orientation)
    art = plate_size("💀", LONGEST, at.unit)
    x, y, w, h = at.rolling_area
    rolling = pygame.Rect(round(x), round(y), round(w), round(h))
    for seat in at.seats:
        [(centre, angle)] = at.banner_spots(seat.index)
        assert angle in (0, 180)  # upright for the players at a side as well
        banner = pygame.Rect((0, 0), art)
        banner.center = (round(centre[0]), round(centre[1]))
        assert banner.top >= at.dice_area.bottom - 1 and not banner.colliderect(rolling)
        pads = [pad_rect(at, s, at.dixe_centre(s)) for s in at.seats]
        assert banner.collidelist([s.screen_rect() for s in at.seats] + pads) == -1
        assert banner.collidelist([prompt_rect(at, s) for s in at.seats]) == -1
        assert pygame.Rect((0, 0), size).contains(banner)


@pytest.mark.parametrize("size, players, orientation", CASES)
@pytest.mark.parametrize("grow", [1.0, 1.3])  # party mode's pads are bigger
def test_md_pads_and_prompts_keep_to_their_own_seat(size, players, orientation, grow):
    at = layout_for(size, players, orientation, grow)
    pads = {s.index: pad_rect(at, s, at.dixe_centre(s)) for s in at.seats}
    for seat in at.seats:
        others = [r for i, r in pads.items() if i != seat.index]
        assert pads[seat.index].collidelist(others) == -1
        assert prompt_rect(at, seat).collidelist(others) == -1
        assert not prompt_rect(at, seat).colliderect(pads[seat.index])
        assert not prompt_rect(at, seat).colliderect(seat.screen_rect())


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size, players, orientation", CASES[::3])
def test_md_every_prompt_in_every_language_lies_clear_of_the_dice(size, players, orientation, lang):
    """A prompt whose words run long (Dutch takes three lines beside the DiXe! pad) gets
    the room it needs in front of its seat: the dice move in rather than lie under it."""
    i18n.set_language(lang)
    words = tuple(prompt(phase)[1] for phase in PROMPT_EMOJI)
    seats = tuple(layout_seats(players, size, orientation))
    unit = min(size) / 1080
    pads = (190 * unit, 62 * unit)
    at = Layout.compute(table_area(list(seats), size), seats, unit, pads, pads, words)
    for seat in at.seats:
        for text in words:
            frame = DisplayList(size)
            paint_prompt(frame, at, seat, "👆", text, 0.0)
            [shown] = [item.rect for item in frame.items if item.kind == PROMPT]
            assert not shown.colliderect(at.dice_area), (seat.index, text)
            assert at.prompt_room(seat).contains(shown), (seat.index, text)


def corners_of(size, orientation) -> list[pygame.Rect]:
    """The ⏸ buttons' bodies, as the table lays them."""
    unit = min(size) / 1080
    spots = pause_spots(size, orientation)
    buttons = pause_buttons(spots, unit, lambda angle: None)
    return [b.screen_rect() for b in buttons]


@pytest.mark.parametrize("size", [(768, 1024), (1024, 768), (1280, 720), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("orientation", ["tablet", "table"])
def test_md_a_post_stands_on_every_pause_button_the_dice_could_reach(size, players, orientation):
    """On a tablet the top side has no seat, so the rolling area runs into the ⏸ corners:
    a post stands on each, wide enough for a turned die, and clear of the square's dice and
    of where thrown dice leave the roller's hand. At a table the seats keep them out."""
    at = layout_for(size, players, orientation)
    x, y, w, h = at.rolling_area
    rolling = pygame.Rect(round(x), round(y), round(w), round(h))
    corners = corners_of(size, orientation)
    posts = at.posts(corners)
    reached = [c for c in corners if rolling.colliderect(c)]
    assert bool(reached) == (orientation == "tablet")
    assert all(any(post.contains(c) for post in posts) for c in reached)
    die = pygame.Rect(0, 0, at.die_px, at.die_px)
    for cx, cy in at.places + tuple(at.throw_origin(s.index, 0, 1) for s in at.seats):
        die.center = (round(cx), round(cy))
        assert die.collidelist(posts) == -1
