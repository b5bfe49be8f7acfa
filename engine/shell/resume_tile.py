"""The menu's card for the kept game: its picture, title, who sat where and how long ago,
so people recognise their game before they tap it (children by the picture and colours)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.drawing import theme
from engine.drawing.display import Image, Raster
from engine.drawing.icons import picture
from engine.drawing.images import plate_on, rounded, token
from engine.drawing.images import text as words
from engine.drawing.panels import panel_type
from engine.drawing.text import ellipsize, fit_size, measure, type_size, wrap
from engine.drawing.widgets import Button
from engine.i18n import game_title
from engine.storage.saves import SavedGame, ago
from engine.words.options import rules_count, rules_line
from games.core.registry import get_game

LINE = 1.15  # a line's height, as a share of its type size
Line = tuple[str, int]  # a line of words and its type size


@dataclass
class ResumeCard(Button):
    """A button painted as a card; `emoji` stays "⏯️", the play sign drawn on its right."""

    picture: str = "🎲"
    title: str = ""
    computers: tuple[bool, ...] = ()  # per seat, in seat order: a computer player?
    when: str = ""
    rules: str = ""  # how it is played: the preset and what was changed from it
    summary: str = ""  # the preset and how many rules were changed, if rules runs long
    words: bool = True  # False (the party menu): its picture and seats, nothing to read

    def image(self) -> Image:
        w, h = round(self.size[0]), round(self.size[1])
        shows = (self.picture, self.title, self.computers, self.when, self.rules)
        shows += (self.summary, self.words)
        key = ("resume-card", *shows, w, h, self.art_h, self.colour, self.unit)
        border = theme.lighten(self.colour, 0.35)
        base = rounded((w, h), self.colour, round(h * 0.22), border, max(2, h // 20), 4)
        return Image(key, base.size, lambda raster: self._paint(raster, base, w, h))

    def grown(self) -> ResumeCard:
        """The card, taller where its words would be cut on its design's three rows
        (bigger words): the title on two lines, when and how it was played on lines of
        their own (`_stacked`)."""
        w, h = self.size
        stacked = self._stacked(w, h)
        if stacked is not None:
            lines = [*stacked[0], *stacked[1]]
            needed = sum(size * LINE for _, size in lines) + self._token_size(w, h) * LINE
            self.art_h = h  # its picture and play sign as designed: the words take the room
            self.size = (w, max(h, needed + h * 0.15))
        return self

    def _token_size(self, w: float, h: float) -> int:
        return round(min(h * 0.26, (w - h * 1.6) / max(1, len(self.computers))))

    def _stacked(self, w: float, h: float) -> tuple[list[Line], list[Line]] | None:
        """The lines over and under the seats' tokens (each with its size) where the
        design's rows would cut them: the title, on two lines if one cuts it; when and
        how it was played on one line, or when on one and how on as many as it needs.
        None where the design's rows hold them all, or where it says no words."""
        if not self.words:
            return None
        room, floor = w - h * 1.6, panel_type(self.unit).label
        size = max(floor, fit_size(self.title, type_size("body", self.unit), room))
        joined = f"{self.when} · {self.rules}" if self.rules else self.when
        beside = room - self._token_size(w, h) * (len(self.computers) + 0.4)
        fits = measure(self.when, floor)[0] <= beside and measure(self.rules, floor)[0] <= room
        fits = fits or measure(joined, floor)[0] <= room
        if fits and measure(self.title, size)[0] <= room:
            return None
        title = [(line, size) for line in wrap(self.title, size, room)]
        if measure(joined, floor)[0] <= room:
            return title, [(joined, floor)]
        rules = wrap(self.rules, floor, room)
        if len(rules) > 2 and self.summary:  # too many changes to list on a card
            rules = wrap(self.summary, floor, room)
        return title, [(line, floor) for line in [self.when, *rules]]

    def _paint(self, raster: Raster, base: Image, w: int, h: int) -> pygame.Surface:
        card = plate_on(raster, base)
        ink = theme.readable_ink(self.colour)
        g = self.art_h or h  # the design's height, which its picture and columns keep
        art = raster(picture(self.picture, round(g * 0.72)))
        card.blit(art, art.get_rect(center=(g * 0.5, h * 0.5)))
        play = raster(picture(self.emoji, round(g * 0.42)))
        card.blit(play, play.get_rect(center=(w - g * 0.34, h * 0.5)))
        stacked = self._stacked(w, g)
        if stacked is not None:
            return self._paint_stacked(raster, card, stacked, (w, h), ink)
        left, room = h * 0.95, w - h * 1.6
        token_size = self._token_size(w, h)
        if not self.words:  # the party menu: the seats alone beside the picture
            self._paint_tokens(raster, card, (left, h * 0.5 - token_size / 2), token_size)
            return card
        floor = panel_type(self.unit).label  # read from across the table, as panels are
        size = max(floor, fit_size(self.title, type_size("body", self.unit), room))
        title = raster(words(ellipsize(self.title, size, room), size, ink))
        card.blit(title, title.get_rect(midleft=(left, h * 0.22)))
        self._paint_tokens(raster, card, (left, h * 0.5 - token_size / 2), token_size)
        beside = room - token_size * (len(self.computers) + 0.4)  # after the seats' tokens
        line = self.when
        if self.rules and measure(self.when, floor)[0] <= beside:
            when = raster(words(self.when, floor, ink))
            card.blit(when, when.get_rect(midright=(left + room, h * 0.5)))
            line = self.rules  # the whole bottom line for how it is played
        elif self.rules:
            line = f"{self.when} · {self.rules}"
        small = raster(words(ellipsize(line, floor, room), floor, ink))
        card.blit(small, small.get_rect(midleft=(left, h * 0.84)))
        return card

    def _paint_stacked(self, raster: Raster, card, stacked, size, ink) -> pygame.Surface:
        """The title's lines, the seats' tokens, then when and how it was played, one
        under the other (the card grew for them: `grown`)."""
        w, h = size
        g = self.art_h or h
        left, room = g * 0.95, w - g * 1.6
        token_size = self._token_size(w, g)
        above, below = stacked
        y = (h - sum(px * LINE for _, px in [*above, *below]) - token_size * LINE) / 2
        for line, px in above:
            y = self._paint_line(raster, card, (left, y), line, px, room, ink)
        self._paint_tokens(raster, card, (left, y), token_size)
        y += token_size * LINE  # its 🤖 reaches past the token
        for line, px in below:
            y = self._paint_line(raster, card, (left, y), line, px, room, ink)
        return card

    @staticmethod
    def _paint_line(raster: Raster, card, at, line: str, px: int, room: float, ink) -> float:
        """One line of words from `at` (its top left); where the next line begins."""
        plate = raster(words(ellipsize(line, px, room), px, ink))
        card.blit(plate, plate.get_rect(midleft=(at[0], at[1] + px * LINE / 2)))
        return at[1] + px * LINE

    def _paint_tokens(self, raster: Raster, card, topleft, token_size: int) -> None:
        """Each seat's token in a row from `topleft`, a 🤖 on a computer's."""
        robot = raster(picture("🤖", round(token_size * 0.45)))
        for seat, computer in enumerate(self.computers):
            style = theme.SEAT_STYLES[seat]
            shape = raster(token(style.shape, style.colour, token_size))
            spot = shape.get_rect(topleft=(topleft[0] + seat * token_size, topleft[1]))
            card.blit(shape, spot)
            if computer:
                card.blit(robot, robot.get_rect(center=spot.bottomright))


def resume_card(saved: SavedGame, **button) -> ResumeCard:
    """The card for a loaded save; `button` carries position, size, action, frame, unit."""
    spec = get_game(saved.record.game)
    kinds = [s.get("kind") for s in saved.extra.get("setup", {}).get("seats", [])]
    players = saved.record.players
    title = game_title(spec.id, spec.title)
    return ResumeCard(
        label=title,
        emoji="⏯️",
        colour=theme.GOOD,
        picture=spec.icon or "🎲",
        title=title,
        computers=tuple(kinds[s] == "bot" if s < len(kinds) else False for s in range(players)),
        when=ago(saved.saved_at),
        rules=rules_line(spec, saved.record.options),
        summary=rules_count(spec, saved.record.options),
        **button,
    )
