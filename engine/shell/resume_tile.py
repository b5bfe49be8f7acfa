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
from engine.drawing.text import ellipsize, fit_size, measure, type_size
from engine.drawing.widgets import Button
from engine.i18n import game_title
from engine.storage.saves import SavedGame, ago
from engine.words.options import rules_line
from games.core.registry import get_game


@dataclass
class ResumeCard(Button):
    """A button painted as a card; `emoji` stays "⏯️", the play sign drawn on its right."""

    picture: str = "🎲"
    title: str = ""
    computers: tuple[bool, ...] = ()  # per seat, in seat order: a computer player?
    when: str = ""
    rules: str = ""  # how it is played: the preset and what was changed from it
    words: bool = True  # False (the party menu): its picture and seats, nothing to read

    def image(self) -> Image:
        w, h = round(self.size[0]), round(self.size[1])
        shows = (self.picture, self.title, self.computers, self.when, self.rules, self.words)
        key = ("resume-card", *shows, w, h, self.colour, self.unit)
        border = theme.lighten(self.colour, 0.35)
        base = rounded((w, h), self.colour, round(h * 0.22), border, max(2, h // 20), 4)
        return Image(key, base.size, lambda raster: self._paint(raster, base, w, h))

    def _paint(self, raster: Raster, base: Image, w: int, h: int) -> pygame.Surface:
        card = plate_on(raster, base)
        art = raster(picture(self.picture, round(h * 0.72)))
        card.blit(art, art.get_rect(center=(h * 0.5, h * 0.5)))
        play = raster(picture(self.emoji, round(h * 0.42)))
        card.blit(play, play.get_rect(center=(w - h * 0.34, h * 0.5)))
        left, room = h * 0.95, w - h * 1.6
        self._paint_seats(raster, card, left, room, h)
        if self.words:
            self._paint_words(raster, card, left, room, h)
        return card

    def _paint_seats(
        self, raster: Raster, card: pygame.Surface, left: float, room: float, h: int
    ) -> None:
        """Who sat where: each seat's token, a 🤖 on a computer's."""
        token_size = round(min(h * 0.26, room / max(1, len(self.computers))))
        robot = raster(picture("🤖", round(token_size * 0.45)))
        for seat, computer in enumerate(self.computers):
            style = theme.SEAT_STYLES[seat]
            shape = raster(token(style.shape, style.colour, token_size))
            spot = shape.get_rect(midleft=(left + seat * token_size, h * 0.5))
            card.blit(shape, spot)
            if computer:
                card.blit(robot, robot.get_rect(center=spot.bottomright))

    def _paint_words(
        self, raster: Raster, card: pygame.Surface, left: float, room: float, h: int
    ) -> None:
        """The title above the seats, and how long ago and how it is played below them."""
        ink = theme.readable_ink(self.colour)
        floor = panel_type(self.unit).label  # read from across the table, as panels are
        size = max(floor, fit_size(self.title, type_size("body", self.unit), room))
        title = raster(words(ellipsize(self.title, size, room), size, ink))
        card.blit(title, title.get_rect(midleft=(left, h * 0.22)))
        token_size = round(min(h * 0.26, room / max(1, len(self.computers))))
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
        **button,
    )
