"""The menu's card for the kept game: its picture, title, who sat where and how long ago,
so people recognise their game before they tap it (children by the picture and colours)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.drawing import render, theme
from engine.drawing.icons import icon
from engine.drawing.panels import panel_type
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

    def surface(self) -> pygame.Surface:
        w, h = round(self.size[0]), round(self.size[1])
        shows = (self.picture, self.title, self.computers, self.when, self.rules)
        key = ("resume-card", *shows, w, h)
        return render.CACHE.get(key, lambda: self._paint(w, h))

    def _paint(self, w: int, h: int) -> pygame.Surface:
        radius = round(h * 0.22)
        border = theme.lighten(self.colour, 0.35)
        card = render.rounded_panel((w, h), self.colour, radius, border, max(2, h // 20), 4)
        card = card.copy()
        ink = theme.readable_ink(self.colour)
        art = icon(self.picture, round(h * 0.72))
        card.blit(art, art.get_rect(center=(h * 0.5, h * 0.5)))
        play = icon(self.emoji, round(h * 0.42))
        card.blit(play, play.get_rect(center=(w - h * 0.34, h * 0.5)))
        left, room = h * 0.95, w - h * 1.6
        floor = panel_type(self.unit).label  # read from across the table, as panels are
        size = max(floor, render.fit_size(self.title, render.type_size("body", self.unit), room))
        title = render.text(render.ellipsize(self.title, size, room), size, ink)
        card.blit(title, title.get_rect(midleft=(left, h * 0.22)))
        token_size = round(min(h * 0.26, room / max(1, len(self.computers))))
        robot = icon("🤖", round(token_size * 0.45))
        for seat, computer in enumerate(self.computers):
            style = theme.SEAT_STYLES[seat]
            token = render.seat_token(style.shape, style.colour, token_size)
            spot = token.get_rect(midleft=(left + seat * token_size, h * 0.5))
            card.blit(token, spot)
            if computer:
                card.blit(robot, robot.get_rect(center=spot.bottomright))
        beside = room - token_size * (len(self.computers) + 0.4)  # after the seats' tokens
        line = self.when
        if self.rules and render.font(floor).size(self.when)[0] <= beside:
            when = render.text(self.when, floor, ink)
            card.blit(when, when.get_rect(midright=(left + room, h * 0.5)))
            line = self.rules  # the whole bottom line for how it is played
        elif self.rules:
            line = f"{self.when} · {self.rules}"
        small = render.text(render.ellipsize(line, floor, room), floor, ink)
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
        rules=rules_line(spec, saved.record.options),
        **button,
    )
