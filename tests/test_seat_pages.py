"""Every seat's ❓ page open at once, opened by fingers, in every game at the fewest and
the most seats: each lies on nothing of anyone else's while the game plays on (no other
seat's panel, prompt, pad or button, no piece, no other page), faces its seat on its
half of the table, and shows its words whole at a panel's type size (on a crowded table
its words scroll over its own panel: `engine/words/seat_page.py`, `SeatHowTo`).

Tamega at eight once put Orange's page on the bottom rows of both boards and Sky's on
Pink's panel; Devil's Circle at six moved Orange's page up over two discs; Memorandum put
Blue's page over the called card, its name and the claim ring."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import replace

import pygame
import pytest

from engine.drawing import panels
from engine.drawing.display import CARD, KEPT_KINDS
from engine.shell.audit import moments, stage
from engine.words.howto import page_fits
from games.core.registry import all_games
from tests.fingers import frames, start_game, tap

SIZES = [(1280, 720), (3840, 2160)]
PLAYED = 150  # frames of play watched with every page open (at `SPEED`), and as many
# after the game's first moment is staged (Memorandum: a card called, its claim ring)
SPEED = 4.0  # game seconds a frame second


def seat_counts() -> list[tuple[str, int]]:
    """Every playable game with its fewest and its most seats (as its classic preset
    allows)."""
    found = []
    for spec in all_games():
        if spec.available:
            low, high = spec.players_allowed(spec.options())
            found += [(spec.id, n) for n in sorted({low, high})]
    return found


def question_mark(scene, seat: int):
    return next(b for b in scene.buttons if b.emoji == "❓" and b.frame is scene.seats[seat])


def pages_shown(app, scene) -> dict:
    return {
        seat.index: item
        for seat in scene.seats
        for item in app.shown.items
        if item.kind == CARD and item.what == f"how-to page of seat {seat.index + 1}"
    }


def problems(app, scene) -> list[str]:
    """What is wrong with the open pages in the frame shown."""
    found = []
    shown = pages_shown(app, scene)
    screen = pygame.Rect((0, 0), app.size)
    middle = screen.center
    for seat in scene.seats:
        page = shown.get(seat.index)
        if page is None:
            found.append(f"seat {seat.index + 1}'s page not shown")
            continue
        rect, opened = page.resting_rect, scene.howtos.open[seat.index]
        own = [button.screen_rect() for button in opened.buttons]  # its arrows
        for item in app.shown.items:
            others = item.kind in KEPT_KINDS and item.seat != seat.index
            others = others and item.resting_rect not in own
            if others and rect.colliderect(item.resting_rect):
                found.append(f"seat {seat.index + 1}'s page {rect} on {item.what} {item.rect}")
        for index, other in shown.items():
            if index != seat.index and rect.colliderect(other.resting_rect):
                found.append(f"seat {seat.index + 1}'s page on seat {index + 1}'s page")
        if not screen.contains(rect):
            found.append(f"seat {seat.index + 1}'s page {rect} off the screen")
        if round(page.angle) % 360 != seat.angle % 360:
            found.append(f"seat {seat.index + 1}'s page faces {page.angle}")
        if seat.to_local(rect.center)[1] < seat.to_local(middle)[1]:
            found.append(f"seat {seat.index + 1}'s page {rect} past the middle")
        whole = opened.scrolls or page_fits(
            opened.size, opened.title, opened.pages, page.text_px, opened.footer
        )
        if page.text_px < panels.panel_type(app.unit).label or not whole:
            found.append(f"seat {seat.index + 1}'s page words at {page.text_px} px, whole {whole}")
    return found


def watch(app, scene, found: list[str]) -> None:
    """`PLAYED` frames, each frame's problems noted once."""
    for _ in range(PLAYED):
        found += [p for p in problems(app, scene) if p not in found]
        frames(app, 1)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "players"), seat_counts())
def test_every_seats_page_open_at_once_lies_on_nothing_of_anyone_elses(game, players, size):
    """Computers decide every move, the seats shown as people's (prompts and pads show,
    as the audit has them); the pages stay open through play and a staged moment."""
    app, scene = start_game(game, players, humans=(), size=size, level="casual", speed=SPEED)
    scene.setup.seats = [replace(plan, kind="human") for plan in scene.setup.seats]
    frames(app, 30)
    for seat in scene.seats:
        button = question_mark(scene, seat.index)
        tap(app, button.frame.to_screen(button.center))
    found: list[str] = []
    watch(app, scene, found)
    staged = [m for m in moments(game) if m.fits(players)][:1]
    for moment in staged:
        stage(app, scene, moment)
        watch(app, scene, found)
    assert len(scene.howtos.open) == players
    assert not found, found[:6]
