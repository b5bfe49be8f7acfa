"""The results: scores from best to worst, the winners crowned, confetti, play again.

The board is drawn twice, facing both long sides of the table, so everyone can read it.
Everyone gets a cheer, not just the winner: a sticker pops up beside every name, one after
another (a crown for the winners, a star or applause for everyone else), and in party mode
the whole table hears a round of applause after the fanfare.

Every seat has a 🧠 button at its edge that opens its own memory review page, facing it
(engine/shell/review_page.py); every page can be open at once without covering another, a
🧠 or the buttons, which keep the middle (engine/shell/results_layout.py). A finished game
with a person at the table goes into today's history (engine/shell/today.py) unless the
scene does not persist (attract demos, the tools' computer games)."""

from __future__ import annotations

import logging
import math
import random
import sqlite3

import pygame

from engine.drawing import anim, marks, render, theme
from engine.drawing.felt import draw_table
from engine.drawing.icons import icon
from engine.drawing.motion import MOTION
from engine.drawing.panels import panel_type
from engine.drawing.seats import Placement, layout_seats
from engine.drawing.widgets import Button
from engine.game.setup import GameSetup
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.shell.dialogs import card
from engine.shell.results_layout import BRAIN, BUTTON, GAP, brain_spot, results_layout
from engine.shell.review_page import ReviewPage, page_text_size
from engine.shell.today import keep_game
from games.core.record import RecordError
from games.core.review import Review, review_record

_log = logging.getLogger(__name__)
STICKER_GAP = 0.3  # seconds between one name's sticker and the next
CHEER_AFTER = 1.2  # party mode: the applause follows the fanfare


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
        self.board_text = 0  # the smallest text on the boards, for the audit

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
        self.seats = layout_seats(self.setup.players, size, self.app.settings.orientation)
        self.layout = results_layout(self.seats, size, self.app.settings.orientation)
        step = (BUTTON[0] + GAP) / 2 * u
        self.buttons = []
        for row in self.layout.rows:
            self.buttons += [
                Button(
                    tr("results.again"),
                    (-step, 0),
                    (BUTTON[0] * u, BUTTON[1] * u),
                    self.again,
                    row,
                    theme.GOOD,
                    "🔄",
                    unit=u,
                ),
                Button(
                    tr("results.menu"),
                    (step, 0),
                    (BUTTON[0] * u, BUTTON[1] * u),
                    self.menu,
                    row,
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
        self._layout_review()

    def _layout_review(self) -> None:
        """A 🧠 at every seat's edge, facing it; open pages follow a resize."""
        self.brains = []
        if self.review is None:
            return
        u = self.app.unit
        for seat in self.seats:
            toggle = lambda s=seat.index: self.toggle_page(s)  # noqa: E731
            size = (BRAIN[0] * u, BRAIN[1] * u)
            spot = brain_spot(seat, u)
            self.brains.append(Button("", spot, size, toggle, seat, emoji="🧠", unit=u))
        if self.layout.exclusive and self.pages:  # now one at a time: the last opened stays
            last = max(self.pages, key=lambda index: self.pages[index].opened_at)
            self.pages = {last: self.pages[last]}
        for index in list(self.pages):
            self.pages[index] = self._page(index, self.pages[index].opened_at)

    def _page(self, index: int, opened_at: float) -> ReviewPage:
        assert self.review is not None
        plan = self.setup.seats[index]
        place = self.layout.pages[index]
        return ReviewPage(
            self.review,
            self.review.seats[index],
            self.names[index],
            plan.avatar if plan.kind == "human" else "",
            self.setup.kids,
            (place.frame, place.size),
            page_text_size(self.app.size),
            opened_at,
        )

    def toggle_page(self, index: int) -> None:
        """Open this seat's page (its moment replays from the start), or close it; where
        pages open one at a time (a crowded tablet), opening one closes the other."""
        if self.pages.pop(index, None) is None:
            if self.layout.exclusive:
                self.pages.clear()
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
        for index, (frame, size) in enumerate(self.layout.boards):
            if not self._covered(self.layout.board_rect(index)):
                self._draw_board(surface, frame, size, u)
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

    def _covered(self, rect: pygame.Rect) -> bool:
        """Does an open page lie on `rect`? (A board under a page waits until it closes.)"""
        return any(page.screen_rect().colliderect(rect) for page in self.pages.values())

    def _draw_board(
        self, surface: pygame.Surface, frame: Placement, size: tuple[float, float], u: float
    ) -> None:
        w, h = round(size[0]), round(size[1])
        key = ("results", id(self), tuple(self.rows()), tuple(self.extra), w, h, frame.angle)
        board = render.CACHE.get(key, lambda: self._paint(w, h, u, frame.angle))
        render.blit_center(surface, board, frame.center)
        self._draw_stickers(surface, frame, board.get_size())
        if marks.RECORDER is not None:  # the card without its shadow, with its smallest text
            body = pygame.Rect(0, 0, *((w, h) if frame.angle % 180 == 0 else (h, w)))
            body.center = (round(frame.center[0]), round(frame.center[1]))
            marks.mark(marks.READ, body, f"results board facing {frame.angle}", self.board_text)

    def _draw_stickers(self, surface: pygame.Surface, frame: Placement, board) -> None:
        """The stickers pop in over the painted board, one name after another."""
        bw, bh = board
        for n, (x, y, size, emoji) in enumerate(self.stickers):
            age = self.time - 0.4 - n * STICKER_GAP
            if age <= 0:
                continue
            scale, _ = MOTION.pop(age / 0.3, anim.ease_out_back(min(1.0, age / 0.3)))  # calm: 1
            wobble = 8 * MOTION.bob(self.time + n / 3, 3) if age > 0.3 else 0.0
            art = icon(emoji, max(4, round(size * scale)), round(frame.angle + wobble))
            render.blit_center(surface, art, frame.to_screen((x - bw / 2, y - bh / 2)))

    def _paint(self, w: int, h: int, u: float, angle: int) -> pygame.Surface:
        board = card((w, h), u).copy()
        pad = round(10 * u)  # the card's shadow
        floor = panel_type(u).label
        title = results_title([name for name, _, _, won in self.rows() if won])
        size = max(floor, render.fit_size(title, render.type_size("heading", u), w * 0.7))
        heading = render.text(render.ellipsize(title, size, w * 0.7), size, theme.INK)
        board.blit(heading, heading.get_rect(midtop=(pad + w / 2, pad + 18 * u)))
        crown = icon("🏆", round(64 * u))
        at = (pad + w / 2 - heading.get_width() / 2 - 12 * u, pad + 18 * u + size * 0.6)
        board.blit(crown, crown.get_rect(midright=at))
        top = pad + 30 * u + heading.get_height()
        extra = max(floor, render.type_size("small", u))
        bottom = pad + h - 14 * u - len(self.extra) * extra * 1.2
        self.board_text = min(size, extra if self.extra else size)
        y = self._paint_rows(board, pygame.Rect(pad, top, w, bottom - top), floor)
        for line in self.extra:
            label = render.text(render.ellipsize(line, extra, w * 0.9), extra, theme.INK_SOFT)
            board.blit(label, label.get_rect(midtop=(pad + w / 2, y + 4 * u)))
            y += extra * 1.2
        return pygame.transform.rotate(board, angle) if angle else board

    def _paint_rows(self, board: pygame.Surface, box: pygame.Rect, floor: int) -> float:
        """Names and scores from the best down, in as many columns as keep them readable
        (eight seats on a short screen: two columns of four); returns where they end."""
        rows = self.rows()
        u = self.app.unit
        for columns in range(1, len(rows) + 1):
            per = -(-len(rows) // columns)
            row_h = min(52 * u, box.h / per)
            if row_h * 0.62 >= floor:
                break
        size = max(floor, round(row_h * 0.62))
        row_h = max(row_h, size / 0.62)
        width = box.w * (0.6 if columns == 1 else 0.92) / columns
        left = box.x + (box.w - width * columns) / 2
        self.board_text = min(self.board_text, size)
        self.stickers = []
        for n, (name, shape, score, won) in enumerate(rows):
            x = left + (n // per) * width
            y = box.y + (n % per) * row_h + row_h / 2
            seat = self.names.index(name)
            token = render.seat_token(shape, theme.SEAT_STYLES[seat].colour, round(row_h * 0.9))
            board.blit(token, token.get_rect(midleft=(x, y)))
            points = render.text(f"{score:g}", size, theme.INK)
            right = x + width - row_h * (0.2 if columns == 1 else 1.0)
            board.blit(points, points.get_rect(midright=(right, y)))
            room = right - points.get_width() - x - row_h * 1.2
            label = render.text(render.ellipsize(name, size, room), size, theme.INK)
            board.blit(label, label.get_rect(midleft=(x + row_h, y)))
            spot = (right + row_h * 0.65 if columns == 1 else right + row_h * 0.55, y)
            self.stickers.append((*spot, round(row_h * 0.9), sticker(won, self.setup.kids)))
        return box.y + min(per, len(rows)) * row_h


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
