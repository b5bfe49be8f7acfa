"""The results: scores from best to worst, the winners crowned, confetti, play again.

The board is drawn twice, facing both long sides of the table, so everyone can read it.
Everyone gets a cheer, not just the winner: a sticker pops up beside every name, one after
another (a crown for the winners, a star or applause for everyone else), and in party mode
the whole table hears a round of applause after the fanfare.

Every seat has a 🧠 button at its edge that opens its own memory review page, facing it
(engine/shell/review_page.py); a finished game with a person at the table goes into
today's history (engine/shell/today.py) unless the scene does not persist (attract demos,
the tools' computer games)."""

from __future__ import annotations

import logging
import math
import random
import sqlite3

import pygame

from engine import anim, render, theme
from engine.assets import icon
from engine.dialogs import card
from engine.game_setup import GameSetup
from engine.i18n import tr
from engine.input import Gesture
from engine.scenes import Scene
from engine.seats import Placement, layout_seats
from engine.shell.review_page import ReviewPage, page_frame, page_text_size
from engine.shell.today import keep_game
from engine.table import draw_table
from engine.ui import Button
from games.core.record import RecordError
from games.core.review import Review, review_record

_log = logging.getLogger(__name__)
STICKER_GAP = 0.3  # seconds between one name's sticker and the next
CHEER_AFTER = 1.2  # party mode: the applause follows the fanfare
BRAIN = (96, 66)  # the 🧠 button at each seat's edge, in layout units


def sticker(won: bool, kids: bool) -> str:
    """A crown for a winner; for everyone else applause, or a star for a child."""
    if won:
        return "👑"
    return "🌟" if kids else "👏"


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        self.setup = game.setup
        self.scores = list(game.state.scores())
        self.winners = set(game.state.winners())
        self.names = [game.seat_name(s) for s in range(self.setup.players)]
        self.extra = getattr(game, "results_extra", lambda: [])()
        self.time = 0.0
        self.rng = random.Random(self.setup.seed)
        self.confetti: list[list[float]] = []
        self.stickers: list[tuple[float, float, int, str]] = []  # upright x, y, size, emoji
        self.cheered = False
        self.review = memory_review(game)
        self.pages: dict[int, ReviewPage] = {}  # the open review pages, by seat
        self.brains: list[Button] = []

    def enter(self) -> None:
        self.resize(self.app.size)
        self.app.sounds.play("fanfare")
        if self.game.persist and self.game.setup.human_seats:
            try:
                keep_game(self.app, self.game, self.review)
            except (sqlite3.Error, OSError) as error:  # a full disk must not stop the cheer
                _log.warning("the finished game was not kept in the history: %s", error)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        u = self.app.unit
        self.frames = [Placement((w / 2, h * 0.72), 0), Placement((w / 2, h * 0.28), 180)]
        self.card_size = (min(w * 0.8, 1100 * u), h * 0.41)
        self.buttons = []
        for frame in self.frames:
            y = self.card_size[1] / 2 - 60 * u
            self.buttons += [
                Button(
                    tr("results.again"),
                    (-190 * u, y),
                    (340 * u, 84 * u),
                    self.again,
                    frame,
                    theme.GOOD,
                    "🔄",
                    unit=u,
                ),
                Button(
                    tr("results.menu"),
                    (190 * u, y),
                    (340 * u, 84 * u),
                    self.menu,
                    frame,
                    emoji="🏠",
                    unit=u,
                ),
            ]
        self.confetti = [
            [
                self.rng.uniform(0, w),
                self.rng.uniform(-h, 0),
                self.rng.uniform(-60, 60),
                self.rng.uniform(120, 260),
                self.rng.uniform(0, 6.28),
                self.rng.randrange(len(theme.SEAT_STYLES)),
            ]
            for _ in range(90)
        ]
        self._layout_review(size)

    def _layout_review(self, size: tuple[int, int]) -> None:
        """A 🧠 at every seat's edge, facing it; open pages follow a resize."""
        self.seats = layout_seats(self.setup.players, size, self.app.settings.orientation)
        self.brains = []
        if self.review is None:
            return
        u = self.app.unit
        for seat in self.seats:
            spot = (0.0, seat.panel_size[1] / 2 - BRAIN[1] / 2 * u - 6 * u)
            toggle = lambda s=seat.index: self.toggle_page(s)  # noqa: E731
            size = (BRAIN[0] * u, BRAIN[1] * u)
            self.brains.append(Button("", spot, size, toggle, seat, emoji="🧠", unit=u))
        for index in list(self.pages):
            self.pages[index] = self._page(index, self.pages[index].opened_at)

    def _page(self, index: int, opened_at: float) -> ReviewPage:
        assert self.review is not None
        plan = self.setup.seats[index]
        return ReviewPage(
            self.review,
            self.review.seats[index],
            self.names[index],
            plan.avatar if plan.kind == "human" else "",
            self.setup.kids,
            page_frame(
                self.seats[index], self.seats, self.app.size, (BRAIN[1] + 12) * self.app.unit
            ),
            page_text_size(self.app.size),
            opened_at,
        )

    def toggle_page(self, index: int) -> None:
        """Open this seat's page (its moment replays from the start), or close it."""
        if self.pages.pop(index, None) is None:
            self.pages[index] = self._page(index, self.time)
            self.app.sounds.play("tap")

    def again(self) -> None:
        setup = GameSetup(**{**self.setup.__dict__, "seed": self.rng.randrange(1 << 30)})
        self.app.scenes.replace(type(self.game)(self.app, setup))

    def menu(self) -> None:
        self.app.scenes.reset(self.app.home())

    def back(self) -> None:
        self.menu()

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind != "tap":
            return
        if any(b.tap(gesture.pos) for b in self.brains):
            return
        for index, page in reversed(list(self.pages.items())):  # the topmost page first
            if page.contains(gesture.pos):
                del self.pages[index]
                return
        any(b.tap(gesture.pos) for b in self.buttons)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.setup.kids and not self.cheered and self.time >= CHEER_AFTER:
            self.cheered = True
            self.app.sounds.play("cheer")
        h = self.app.size[1]
        for bit in self.confetti:
            bit[0] += bit[2] * dt
            bit[1] += bit[3] * dt
            bit[4] += dt * 4
            if bit[1] > h + 20:
                bit[1] = -20

    def rows(self) -> list[tuple[str, str, float, bool]]:
        order = sorted(range(len(self.scores)), key=lambda s: -self.scores[s])
        return [
            (self.names[s], theme.SEAT_STYLES[s].shape, self.scores[s], s in self.winners)
            for s in order
        ]

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        draw_table(surface)
        u = self.app.unit
        for frame in self.frames:
            self._draw_board(surface, frame, u)
        for button in self.buttons:
            button.draw(surface)
        for x, y, _, _, spin, colour in self.confetti:
            size = 10 * u
            width = abs(math.cos(spin)) * size + 2
            rect = pygame.Rect(0, 0, width, size * 0.6)
            rect.center = (round(x), round(y))
            pygame.draw.rect(surface, theme.SEAT_STYLES[colour].colour, rect)
        for page in self.pages.values():
            page.draw(surface, self.time)
        for button in self.brains:  # on top: the same tap closes the page again
            button.draw(surface)

    def _draw_board(self, surface: pygame.Surface, frame: Placement, u: float) -> None:
        w, h = round(self.card_size[0]), round(self.card_size[1])
        key = ("results", id(self), tuple(self.rows()), tuple(self.extra), w, h, frame.angle)
        board = render.CACHE.get(key, lambda: self._paint(w, h, u, frame.angle))
        render.blit_center(surface, board, frame.center)
        self._draw_stickers(surface, frame, board.get_size())

    def _draw_stickers(self, surface: pygame.Surface, frame: Placement, board) -> None:
        """The stickers pop in over the painted board, one name after another."""
        bw, bh = board
        for n, (x, y, size, emoji) in enumerate(self.stickers):
            age = self.time - 0.4 - n * STICKER_GAP
            if age <= 0:
                continue
            scale = anim.ease_out_back(min(1.0, age / 0.3))
            wobble = 8 * math.sin(self.time * 3 + n) if age > 0.3 else 0.0
            art = icon(emoji, max(4, round(size * scale)), round(frame.angle + wobble))
            render.blit_center(surface, art, frame.to_screen((x - bw / 2, y - bh / 2)))

    def _paint(self, w: int, h: int, u: float, angle: int) -> pygame.Surface:
        board = card((w, h), u).copy()
        pad = round(10 * u)
        title = results_title([name for name, _, _, won in self.rows() if won])
        heading = render.text(
            title, render.fit_size(title, render.type_size("heading", u), w * 0.8), theme.INK
        )
        board.blit(heading, heading.get_rect(midtop=(pad + w / 2, pad + 18 * u)))
        crown = icon("🏆", round(64 * u))
        board.blit(
            crown,
            crown.get_rect(
                midright=(
                    pad + w / 2 - heading.get_width() / 2 - 12 * u,
                    pad + 18 * u + heading.get_height() / 2,
                )
            ),
        )
        rows = self.rows()
        row_h = min(52 * u, (h - 230 * u) / max(1, len(rows)))
        y = pad + 40 * u + heading.get_height()
        size = max(10, round(row_h * 0.62))
        self.stickers = []
        for name, shape, score, won in rows:
            seat = self.names.index(name)
            token = render.seat_token(shape, theme.SEAT_STYLES[seat].colour, round(row_h * 0.9))
            board.blit(token, token.get_rect(midleft=(pad + w * 0.2, y + row_h / 2)))
            label = render.text(name, size, theme.INK)
            board.blit(label, label.get_rect(midleft=(pad + w * 0.2 + row_h, y + row_h / 2)))
            points = render.text(f"{score:g}", size, theme.INK)
            board.blit(points, points.get_rect(midright=(pad + w * 0.8, y + row_h / 2)))
            spot = (pad + w * 0.82 + row_h * 0.45, y + row_h / 2)
            self.stickers.append((*spot, round(row_h * 0.9), sticker(won, self.setup.kids)))
            y += row_h
        for line in self.extra:
            label = render.text(line, render.type_size("small", u), theme.INK_SOFT)
            board.blit(label, label.get_rect(midtop=(pad + w / 2, y + 4 * u)))
            y += label.get_height()
        return pygame.transform.rotate(board, angle) if angle else board


def memory_review(game) -> Review | None:
    """The game's memory review, as `python main.py review` gives it for its record; None
    for a game without a reviewer (nothing to show, no 🧠). A scene that reached its end
    has had it worked out off the frame (`ReviewAhead`)."""
    ahead = getattr(game, "review_ahead", None)
    try:
        return ahead.result() if ahead is not None else review_record(game.record)
    except RecordError as error:
        _log.info("no memory review: %s", error)
        return None


def results_title(winners: list[str]) -> str:
    """One winner, a shared win, or nobody (a lost solo game, the house ahead)."""
    if not winners:
        return tr("results.nobody")
    if len(winners) == 1:
        return tr("results.winner", name=winners[0])
    return tr("results.shared", names=" & ".join(winners))
