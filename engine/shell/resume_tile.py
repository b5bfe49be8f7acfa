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
from engine.drawing.text import ellipsize, fit_size, type_size
from engine.drawing.widgets import Button
from engine.i18n import game_title
from engine.storage.saves import SavedGame, ago
from games.core.registry import get_game


@dataclass
class ResumeCard(Button):
    """A button painted as a card; `emoji` stays "⏯️", the play sign drawn on its right."""

    picture: str = "🎲"
    title: str = ""
    computers: tuple[bool, ...] = ()  # per seat, in seat order: a computer player?
    when: str = ""

    def image(self) -> Image:
        w, h = round(self.size[0]), round(self.size[1])
        key = ("resume-card", self.picture, self.title, self.computers, self.when, w, h)
        key += (self.colour, self.unit)
        border = theme.lighten(self.colour, 0.35)
        base = rounded((w, h), self.colour, round(h * 0.22), border, max(2, h // 20), 4)
        return Image(key, base.size, lambda raster: self._paint(raster, base, w, h))

    def _paint(self, raster: Raster, base: Image, w: int, h: int) -> pygame.Surface:
        card = plate_on(raster, base)
        ink = theme.readable_ink(self.colour)
        art = raster(picture(self.picture, round(h * 0.72)))
        card.blit(art, art.get_rect(center=(h * 0.5, h * 0.5)))
        play = raster(picture(self.emoji, round(h * 0.42)))
        card.blit(play, play.get_rect(center=(w - h * 0.34, h * 0.5)))
        left, room = h * 0.95, w - h * 1.6
        floor = panel_type(self.unit).label  # read from across the table, as panels are
        size = max(floor, fit_size(self.title, type_size("body", self.unit), room))
        title = raster(words(ellipsize(self.title, size, room), size, ink))
        card.blit(title, title.get_rect(midleft=(left, h * 0.22)))
        token_size = round(min(h * 0.26, room / max(1, len(self.computers))))
        robot = raster(picture("🤖", round(token_size * 0.45)))
        for seat, computer in enumerate(self.computers):
            style = theme.SEAT_STYLES[seat]
            shape = raster(token(style.shape, style.colour, token_size))
            spot = shape.get_rect(midleft=(left + seat * token_size, h * 0.5))
            card.blit(shape, spot)
            if computer:
                card.blit(robot, robot.get_rect(center=spot.bottomright))
        small = raster(words(self.when, floor, ink))
        card.blit(small, small.get_rect(midleft=(left, h * 0.84)))
        return card


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
        **button,
    )
