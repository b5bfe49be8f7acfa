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

from engine.drawing import anim, theme
from engine.drawing.display import WORDS, DisplayList
from engine.drawing.felt import felt
from engine.drawing.icons import picture
from engine.drawing.motion import MOTION
from engine.drawing.panels import panel_type
from engine.drawing.seats import Placement, layout_seats
from engine.drawing.widgets import Button
from engine.game.hooks import Traits
from engine.i18n import tr
from engine.input.pointer import Gesture
from engine.loop.scenes import Scene
from engine.review.text import played_like
from engine.shell.event import report_game
from engine.shell.results_board import BoardPlan, board_image, board_plan
from engine.shell.results_layout import BRAIN, BUTTON, GAP, STRIP, brain_spot, results_layout
from engine.shell.review_page import ReviewPage, page_text_size
from engine.shell.score_strip import entries, strip_image
from engine.shell.today import keep_game
from engine.words.options import rules_line
from games.core.record import RecordError
from games.core.review import Review, review_record

_log = logging.getLogger(__name__)
STICKER_GAP = 0.3  # seconds between one name's sticker and the next
STICKER_POP = 0.3  # seconds a sticker takes to pop in, 0.4 s after the one before's start
CHEER_AFTER = 1.2  # party mode: the applause follows the fanfare
CONFETTI = 90  # bits of confetti, falling once across the screen (none when motion is calm)
CONFETTI_SECONDS = 7.5  # the slowest bit is off the bottom by then: the results lie still


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        self.setup = game.setup
        self.scores = list(game.state.scores())
        self.winners = set(game.state.winners())
        self.names = [game.seat_name(s) for s in range(self.setup.players)]
        extra = getattr(game, "traits", Traits()).results_extra(game.state)  # a game's lines
        self.extra = [*extra, rules_line(self.setup.spec, game.state.options, game.seat_name)]
        if self.setup.kids:  # party mode: nothing to read, the crowns and stars say it
            self.extra = []
        self.opened = app.now
        self.rng = random.Random(self.setup.seed)
        self.confetti: list[tuple[float, float, float, float, float, int]] = []
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
        report_game(self.app, self.game, self.review)  # to the event's hub, if any

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
                    "" if self.setup.kids else tr("results.again"),  # party: 🔄 says it
                    (-step, 0),
                    (BUTTON[0] * u, BUTTON[1] * u),
                    self.again,
                    row,
                    theme.GOOD,
                    "🔄",
                    unit=u,
                ),
                Button(
                    "" if self.setup.kids else tr("results.menu"),  # party: 🏠 says it
                    (step, 0),
                    (BUTTON[0] * u, BUTTON[1] * u),
                    self.menu,
                    row,
                    emoji="🏠",
                    unit=u,
                ),
            ]
        self.confetti = [  # where each bit starts, how it falls and turns, its colour
            (
                self.rng.uniform(0, w),
                self.rng.uniform(-0.6 * h, -20 * u),
                self.rng.uniform(-60, 60) * u,
                self.rng.uniform(0.22, 0.42) * h,  # off the bottom within CONFETTI_SECONDS
                self.rng.uniform(0, 6.28),
                self.rng.randrange(len(theme.SEAT_STYLES)),
            )
            for _ in range(CONFETTI)
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
        like = played_like(self.game.record.seats[index])  # what a matched computer played like
        return ReviewPage(
            self.review,
            self.review.seats[index],
            self.setup.seat_name(index, like) if like else self.names[index],
            plan.avatar if plan.kind == "human" else "",
            self.setup.kids,
            (place.frame, place.size),
            page_text_size(self.app.size),
            opened_at,
            self.app.compositor.pictures,
        )

    def toggle_page(self, index: int) -> None:
        """Open this seat's page (its moment replays from the start), or close it; where
        pages open one at a time (a crowded tablet), opening one closes the other."""
        if self.pages.pop(index, None) is None:
            if self.layout.exclusive:
                self.pages.clear()
            self.pages[index] = self._page(index, self.app.now)
            self.app.sounds.play("tap")

    def again(self) -> None:
        """The same table again: a matched computer starts where this game left it."""
        setup = self.setup.played_again(self.rng.randrange(1 << 30), self.game.record.seats)
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

    @property
    def time(self) -> float:
        """Seconds since the results opened."""
        return self.app.now - self.opened

    def update(self, dt: float) -> None:
        if self.setup.kids and not self.cheered and self.time >= CHEER_AFTER:
            self.cheered = True
            self.app.sounds.play("cheer")

    def next_change(self, now: float) -> float:
        """Busy while the confetti falls and the stickers pop in; then the party's
        applause is the one thing due (the stickers' gentle wobble and a page's pulse say
        themselves as they paint)."""
        if self._confetti_falls() or self.time < self._stickers_done():
            return now
        if self.setup.kids and not self.cheered:
            return self.opened + CHEER_AFTER
        return math.inf

    def _confetti_falls(self) -> bool:
        return not MOTION.calm and self.time < CONFETTI_SECONDS

    def _stickers_done(self) -> float:
        """Seconds after opening by which every name's sticker has popped in."""
        return 0.4 + (self.setup.players - 1) * STICKER_GAP + STICKER_POP

    def rows(self) -> list[tuple[str, str, float, bool]]:
        order = sorted(range(len(self.scores)), key=lambda s: -self.scores[s])
        return [
            (self.names[s], theme.SEAT_STYLES[s].shape, self.scores[s], s in self.winners)
            for s in order
        ]

    def paint(self, frame: DisplayList, alpha: float) -> None:
        frame.sprite(felt(self.app.size), (0, 0), anchor="topleft", still=True)
        u = self.app.unit
        for index, (at, size) in enumerate(self.layout.boards):
            if not self._covered(self.layout.board_rect(index)):
                self._paint_board(frame, at, size, u)
            else:  # the scores and the winner stay in sight, beyond the buttons
                self._paint_strip(frame, self.layout.strips[index], u)
        for button in self.buttons:
            button.paint(frame)
        if self._confetti_falls():
            self._paint_confetti(frame, self.time, u)
        for page in self.pages.values():
            page.paint(frame, self.app.now)
        for button in self.brains:  # on top: the same tap closes the page again
            button.paint(frame)

    def _paint_confetti(self, frame: DisplayList, t: float, u: float) -> None:
        """The confetti `t` seconds after the results opened, falling from above the
        screen, turning, once across it."""
        frame.moving()
        size, bottom = 10 * u, self.app.size[1] + 20 * u
        for x, y, vx, vy, spin, colour in self.confetti:
            top = y + vy * t
            if top > bottom:
                continue
            width = abs(math.cos(spin + 4 * t)) * size + 2
            rect = pygame.Rect(0, 0, width, size * 0.6)
            rect.center = (round(x + vx * t), round(top))
            frame.shape("rect", theme.SEAT_STYLES[colour].colour, rect)

    def _paint_strip(self, frame: DisplayList, at: Placement, u: float) -> None:
        hub = self.layout.hub
        along = hub.w if at.angle % 180 == 0 else hub.h  # the strip lies along its row
        text = panel_type(u).label
        frame.sprite(
            strip_image(entries(self.scores, self.winners), (along, round(STRIP * u)), text),
            at.center,
            angle=at.angle,
            kind=WORDS,
            still=True,
            text_px=text,
            what=f"results scores facing {at.angle}",
        )

    def _covered(self, rect: pygame.Rect) -> bool:
        """Does an open page lie on `rect`? (A board under a page waits until it closes.)"""
        return any(page.screen_rect().colliderect(rect) for page in self.pages.values())

    def _paint_board(
        self, frame: DisplayList, at: Placement, size: tuple[float, float], u: float
    ) -> None:
        w, h = round(size[0]), round(size[1])
        plan = board_plan(self.rows(), self.extra, self.names, self.setup.kids, w, h, u)
        item = frame.sprite(
            board_image(plan),
            at.center,
            angle=at.angle,
            kind=WORDS,
            still=True,
            text_px=plan.text_px,
            what=f"results board facing {at.angle}",
        )
        body = pygame.Rect(0, 0, *((w, h) if at.angle % 180 == 0 else (h, w)))
        body.center = (round(at.center[0]), round(at.center[1]))
        item.rests = body  # the board without its shadow
        self._paint_stickers(frame, at, plan)

    def _paint_stickers(self, frame: DisplayList, at: Placement, plan: BoardPlan) -> None:
        """The stickers pop in over the painted board, one name after another."""
        bw, bh = plan.size
        for n, (x, y, size, emoji) in enumerate(plan.stickers):
            age = self.time - 0.4 - n * STICKER_GAP
            if age <= 0:
                continue
            pop = age / STICKER_POP
            scale, _ = MOTION.pop(pop, anim.ease_out_back(min(1.0, pop)))  # calm: 1
            wobble = 8 * MOTION.bob(self.app.now + n / 3, 3) if pop > 1 else 0.0
            frame.changes(MOTION.next_step(self.app.now))  # a third of a second apart: in step
            art = picture(emoji, max(4, round(size * scale)))
            spot = at.to_screen((x - bw / 2, y - bh / 2))
            frame.sprite(art, spot, angle=round(at.angle + wobble), still=wobble == 0.0)


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
