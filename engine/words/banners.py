"""Words on the table: banners that announce a moment to everyone, and the prompt that
tells the seat on turn what it may do.

Both always carry a picture and move (a banner pops in, a prompt's picture bobs), so a
child who cannot read yet still gets the message, and a grown-up gets the words too.
Every game announces its moments through here, so they look and behave the same.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from engine.drawing import anim, marks, render, theme
from engine.drawing.icons import icon
from engine.drawing.motion import MOTION
from engine.drawing.panels import panel_type
from engine.drawing.seats import Seat
from engine.words.drawn import DRAWN
from engine.words.places import Spot, clear_spots, spot_rects

POP_SECONDS = 0.25  # a banner grows in with a little overshoot ...
FADE_SECONDS = 0.15  # ... and shrinks away at its end
SCALE_STEPS = 10  # ... drawn at scales in tenths: at most one smoothscale a frame (a 4K
# smoothscale of both copies in every frame of the pop cost 2-3 ms), none while a step lasts

if TYPE_CHECKING:
    from engine.words.reactions import Reactions


@dataclass(frozen=True)
class Banner:
    emoji: str
    text: str
    began: float
    seconds: float = 1.4

    def showing(self, now: float) -> bool:
        return 0.0 <= now - self.began < self.seconds

    def scale(self, now: float) -> float:
        """The pop: 0 → 1 with an overshoot, then back to 0 in the last moment (always 1
        while it shows, when motion is calm: it fades instead, `opacity`)."""
        return self._look(now)[0]

    def opacity(self, now: float) -> int:
        """255 but while a calm banner fades in and out."""
        return self._look(now)[1]

    def _look(self, now: float) -> tuple[float, int]:
        age = now - self.began
        grow = anim.ease_out_back(min(1.0, age / POP_SECONDS))
        shrink = min(1.0, max(0.0, self.seconds - age) / FADE_SECONDS)
        return MOTION.pop(age / POP_SECONDS, grow * shrink, shrink)


WAITING = 2  # banners that may wait behind the one showing; an older one gives way


class Told(Protocol):
    """Something shown to the whole table for a while: a `Banner`, or a reactions' card
    (a round's summary, a first-time explainer); `BannerQueue` shows one at a time."""

    @property
    def emoji(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def began(self) -> float: ...
    @property
    def seconds(self) -> float: ...
    def showing(self, now: float) -> bool: ...


@dataclass
class BannerQueue:
    """Banners (and the reactions' cards) one after another. Two moments announced at
    once would show in the same spots, the later covering the earlier, and neither would
    be read: the later waits until the earlier has gone, and starts its pop then. A burst
    keeps only the newest `WAITING` banners, so the table never falls far behind; a card
    never gives way (an explainer is shown once a game)."""

    current: Told | None = None
    waiting: deque[Told] = field(default_factory=deque)
    _placed: tuple[Hashable, list[Spot] | None] = (None, [])

    def spots(self, key: Hashable, place: Callable[[], list[Spot] | None]) -> list[Spot] | None:
        """Where the current banner shows, worked out by `place` once per banner and
        `key` (the window size): it stays put while pieces move past, until `forget`
        (something drawn now lies under it). None: it fits nowhere clear (the table
        holds for it: `engine.words.standstill`)."""
        if self._placed[0] != (self.current, key):
            self._placed = ((self.current, key), place())
        return self._placed[1]

    def fits_nowhere(self, told: Told) -> bool:
        """Whether `told` was placed, and no place was clear enough for it."""
        placed, spots = self._placed
        return isinstance(placed, tuple) and placed[0] is told and spots is None

    def forget(self) -> None:
        """Place the current one again (something now shows under it)."""
        self._placed = (None, [])

    def placed_for(self, told: Told) -> list[Spot]:
        """Where `told` was placed, if it is what was placed last."""
        placed = self._placed[0]
        shown = isinstance(placed, tuple) and placed[0] is told
        return (self._placed[1] or []) if shown else []

    def finish(self, told: Told, now: float) -> None:
        """`told` has been shown (a hold showed it, however briefly): what waits is next."""
        if self.current is told:
            self.current = replace(told, seconds=max(0.0, now - told.began))

    def add(self, told: Told) -> None:
        """Show `told` now if nothing shows, else after what shows and waits."""
        shown = self.current is not None and self.current.showing(told.began)
        if not shown:
            self.current = told
            return
        if told.text in [t.text for t in (self.current, *self.waiting) if t is not None]:
            return  # already said
        self.waiting.append(told)
        banners = [t for t in self.waiting if isinstance(t, Banner)]
        for oldest in banners[: max(0, len(banners) - WAITING)]:
            self.waiting.remove(oldest)

    def at(self, now: float) -> Told | None:
        """What shows at `now`: the next one starts its pop when the current ends."""
        current = self.current
        if self.waiting and (current is None or now >= current.began + current.seconds):
            self.current = replace(self.waiting.popleft(), began=now)
        return self.current


def plate(
    emoji: str, text: str, unit: float, colour: theme.Colour = theme.GOLD, role: str = "heading"
) -> pygame.Surface:
    """The banner's pill, upright: the picture, then the words."""

    def make() -> pygame.Surface:
        size = render.type_size(role, unit)
        label = render.text(text, size, colour) if text else None
        art = icon(emoji, round(size * 1.5)) if emoji else None
        gap = size * 0.35
        w = (label.get_width() if label else 0) + (art.get_width() + gap if art else 0)
        h = max(label.get_height() if label else 0, art.get_height() if art else 0)
        pad_x, pad_y = size * 0.8, size * 0.3
        pill = render.rounded_panel(
            (round(w + 2 * pad_x), round(h + 2 * pad_y)),
            theme.TABLE_RIM,
            round((h + 2 * pad_y) / 2),
            theme.lighten(theme.TABLE_RIM, 0.25),
            max(2, round(3 * unit)),
        ).copy()
        x = pad_x
        if art:
            pill.blit(art, art.get_rect(midleft=(x, pad_y + h / 2)))
            x += art.get_width() + gap
        if label:
            pill.blit(label, label.get_rect(midleft=(x, pad_y + h / 2)))
        return pill

    return render.CACHE.get(("banner", emoji, text, unit, colour, role), make)


def facing_plate(
    emoji: str,
    text: str,
    unit: float,
    angle: int,
    colour: theme.Colour = theme.GOLD,
    role: str = "heading",
) -> pygame.Surface:
    """The banner's pill turned by `angle` (cached): also a caption that stays, such as
    Memorandum's "Memorise your cards!", so it looks like the banner it follows."""
    key = ("banner", emoji, text, unit, colour, role)
    return render.rotated(key, angle, lambda: plate(emoji, text, unit, colour, role))


def draw_banner(
    surface: pygame.Surface,
    banner: Banner | None,
    now: float,
    spots: Iterable[Spot],
    unit: float,
    colour: theme.Colour = theme.GOLD,
    role: str = "heading",
) -> None:
    """Draw `banner` (if it is showing) once per spot, each copy facing its own way."""
    if banner is None or not banner.showing(now):
        return
    step = round(banner.scale(now) * SCALE_STEPS)
    if step <= 0:
        return
    key = ("banner", banner.emoji, banner.text, unit, colour, role)

    def scaled() -> pygame.Surface:
        whole = plate(banner.emoji, banner.text, unit, colour, role)
        return pygame.transform.smoothscale_by(whole, step / SCALE_STEPS)

    for centre, angle in spots:
        whole = facing_plate(banner.emoji, banner.text, unit, angle, colour, role)
        if marks.RECORDER is not None:  # where it rests, not where the pop has it now
            rest = whole.get_rect(center=(round(centre[0]), round(centre[1])))
            marks.mark(marks.READ, rest, f"banner {banner.text!r}", render.type_size(role, unit))
        art = whole if step == SCALE_STEPS else _STEP.copy((key, step), angle, scaled)
        render.blit_faded(surface, art, centre, banner.opacity(now))  # calm: it fades


class _Step:
    """The copies of the scale step a banner shows now, by the way they face. Only this
    step is kept: cached, every banner's steps stayed in the pool (11 MB at 4K)."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.copies: dict[int, pygame.Surface] = {}

    def copy(
        self, key: Hashable, angle: float, upright: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        if key != self.key:
            self.key, self.copies = key, {}
        angle = round(angle) % 360
        if 0 not in self.copies:
            self.copies[0] = upright()
        if angle not in self.copies:
            self.copies[angle] = pygame.transform.rotate(self.copies[0], angle)
        return self.copies[angle]


_STEP = _Step()


def draw_seat_prompt(
    surface: pygame.Surface,
    seat: Seat,
    local: tuple[float, float],
    emoji: str,
    text: str,
    now: float,
    unit: float,
    colour: theme.Colour = theme.HIGHLIGHT,
    max_width: float | None = None,
) -> None:
    """What the seat on turn may do, at `local` in the seat's own frame, facing it: a
    picture that bobs gently beside the words. Words too long for `max_width` get smaller
    down to the readable floor and then take a second line, never smaller; a prompt in
    front of a panel keeps clear of it however tall it grows."""
    size, lines = prompt_lines(text, unit, max_width)
    art_size = round(render.type_size("heading", unit) * 1.2)
    bob = MOTION.bob(now, 4.0) * BOB * unit
    step = render.font(size).get_linesize()
    widest = max(render.font(size).size(line)[0] for line in lines)
    half = max(art_size / 2 + BOB * unit, step * len(lines) / 2)
    x, y = _clear_of_panel(seat, local, half + GLOW * unit)
    icon_at = seat.to_screen((x - widest / 2 - art_size * 0.65, y + bob))
    shown = _blit_whole(surface, icon(emoji, art_size, seat.angle), icon_at)
    for number, line in enumerate(lines):
        at = seat.to_screen((x, y + (number - (len(lines) - 1) / 2) * step))
        words = render.text(line, size, colour, seat.angle)
        shown = shown.union(_blit_whole(surface, words, at))
    DRAWN.note(shown)
    if marks.RECORDER is not None:
        marks.mark(marks.READ, shown, f"prompt {text!r}", size)


def _blit_whole(
    target: pygame.Surface, art: pygame.Surface, centre: tuple[float, float]
) -> pygame.Rect:
    """Blit `art` centred at `centre`; its whole rectangle, even where the screen's edge
    clips it (what blit returns), so the audit sees a prompt that runs off the screen."""
    rect = art.get_rect(center=(round(centre[0]), round(centre[1])))
    target.blit(art, rect)
    return rect


BOB = 6  # design pixels a prompt's picture bobs up and down
GLOW = 8  # design pixels round the panel on turn that its glow takes (game_scene's 6, and 2)


def prompt_lines(text: str, unit: float, max_width: float | None) -> tuple[int, list[str]]:
    """The type size and lines of a prompt: the body size, smaller to fit `max_width` but
    never below the panels' readable floor, and wrapped when even that does not fit."""
    size = render.type_size("body", unit)
    if max_width is None:
        return size, [text]
    size = max(panel_type(unit).label, render.fit_size(text, size, max_width))
    if render.font(size).size(text)[0] <= max_width:
        return size, [text]
    return size, render.wrap(text, size, max_width)


def _clear_of_panel(seat: Seat, local: tuple[float, float], reach: float) -> tuple[float, float]:
    """`local` moved away from the seat's panel just enough that a prompt reaching `reach`
    above and below it leaves the panel uncovered. Only a prompt in front of a panel
    moves; a frame with no panel (Fireball Court's side of the table) has none."""
    x, y = local
    size = getattr(seat, "panel_size", None)
    if size is None or y >= 0:
        return local
    return (x, min(y, -size[1] / 2 - reach))


def facing_spots(
    box: tuple[float, float, float, float], reach: float, angles: Iterable[int]
) -> list[Spot]:
    """A caption the whole table needs, once for each side that has players (`angles`: the
    seats' own, 0 bottom, -90 left, 180 top, 90 right), `reach` beyond that side of `box`
    (left, top, right, bottom) and facing it: a caption faced only to the long sides is
    upside down or sideways for the players at the ends."""
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    where = {0: (cx, bottom + reach), 180: (cx, top - reach)}
    where.update({-90: (left - reach, cy), 90: (right + reach, cy)})
    return [(where[angle], angle) for angle in sorted(set(angles)) if angle in where]


def middle_spots(table: tuple[float, float, float, float], tablet: bool) -> list[Spot]:
    """The table's middle, once for a tablet, else twice: facing each long side."""
    x, y, w, h = table
    cx, cy = x + w / 2, y + h / 2
    if tablet:
        return [((cx, cy), 0)]
    return [((cx, cy + h * 0.12), 0), ((cx, cy - h * 0.12), 180)]


class Announcing:
    """A game scene's announcements: `announce` queues a banner, and each copy shows at
    one of `banner_spots`, moved to the nearest place clear of the seat panels, the
    buttons and what the game keeps clear (`keep_clear`). `GameScene` mixes it in; a
    game overrides the two hooks."""

    app: Any
    seats: list[Seat]
    buttons: list[Any]  # engine.drawing.widgets.Button: each knows its `screen_rect()`
    table: tuple[float, float, float, float]
    banners: BannerQueue
    reactions: Reactions  # its summaries and explainers queue with the banners
    unit: float

    def play(self, sound: str, seat: int | None = None, volume: float = 1.0) -> None: ...

    def announce(self, emoji: str, text: str, seconds: float = 1.4, sound: str = "") -> None:
        """Show a banner (a picture and a few words) to the whole table, after the one
        showing if there is one."""
        self.banners.add(Banner(emoji, text, self.app.now, seconds))
        if sound:
            self.play(sound)

    @property
    def banner(self) -> Told | None:
        """The banner (or reactions' card) showing now: announced ones wait their turn."""
        return self.banners.at(self.app.now)

    def banner_spots(self) -> list[Spot]:
        """Where a banner shows: by default the table's middle, facing both long sides."""
        return middle_spots(self.table, self.app.settings.orientation == "tablet")

    def keep_clear(self) -> list[pygame.Rect]:
        """What a banner must not cover besides the panels and buttons (kept clear
        anyway): the game's pieces in play, a clock. Asked once per banner."""
        return []

    def draw_banners(self, surface: pygame.Surface) -> None:
        """The banner or the reactions' card showing, each copy placed once clear, and
        again if a prompt, a clock or a piece at rest now shows under it (`engine.words.drawn`);
        one that fits nowhere clear is the hold's (`engine.words.standstill`)."""
        shown, now = self.banner, self.app.now
        if shown is None or not shown.showing(now):
            return
        if self._moved_under(shown):
            self.banners.forget()
        spots = self.banners.spots(surface.get_size(), lambda: self.place_told(shown))
        if spots is None:
            return
        if isinstance(shown, Banner):
            draw_banner(surface, shown, now, spots, self.unit)
        else:
            self.reactions.draw_card(surface, shown, spots, self.unit)

    def place_told(self, told: Told) -> list[Spot] | None:
        """Where each copy of a banner or card goes, clear of what matters; None if a
        copy fits nowhere clear."""
        if not isinstance(told, Banner):
            return self.reactions.card_spots(told, self.seats, self.unit, *self.clear_of())
        size = plate(told.emoji, told.text, self.unit).get_size()
        keep, area, step = self.clear_of()
        spots = clear_spots(self.banner_spots(), size, keep, area, step)
        rects = spot_rects(spots, size)
        return None if any(r.collidelist(keep) != -1 for r in rects) else spots

    def end_banner(self) -> None:
        """The banner showing has said its piece (the move it asked for is made)."""
        if isinstance(self.banners.current, Banner):
            self.banners.finish(self.banners.current, self.app.now)

    def _moved_under(self, shown: Told) -> bool:
        if isinstance(shown, Banner):
            return any(r.collidelist(self.reactions.words) != -1 for r in self._banner_rects())
        return self.reactions.card_moves()

    def clear_of(self) -> tuple[list[pygame.Rect], pygame.Rect, float]:
        """What words for the whole table keep clear of (the panels, the buttons, the
        game's `keep_clear` and the reactions showing), the area they may move in and the
        step they move by."""
        keep = [s.screen_rect() for s in self.seats] + [b.screen_rect() for b in self.buttons]
        keep += self.keep_clear() + self.reactions.covering(self.app.now) + self._banner_rects()
        table = pygame.Rect(*(round(v) for v in self.table))
        return keep, table, 16 * self.unit

    def _banner_rects(self) -> list[pygame.Rect]:
        """Where the banner showing lies (a pop placed now keeps off it)."""
        shown = self.banners.current
        if not isinstance(shown, Banner) or not shown.showing(self.app.now):
            return []
        size = plate(shown.emoji, shown.text, self.unit).get_size()
        return spot_rects(self.banners.placed_for(shown), size)
