"""A game scene's phones: its seats' tokens, their codes on the panels, each seat's page
sent when it changes, and the moves phones send, tried as touches are.

Every `GameScene` has one (`scene.phones`, made with the scene and told the game ended when
the scene leaves) and calls it from three places: its update, its panels' plan (room for a
code) and its paint (the codes said over the panels with the buttons, as the ❓ is); the
match tells it every move's events. A game's scene asks `joined(seat)` where it offers a hand on
the table. Everything here runs on the frame's thread: the server
(`server.py`, on its own) is reached through its thread-safe calls only. With phones off
(`app.phones` None), a game never made for them, or a table of computers only, it does
nothing at all, and the table plays as it always did.
"""

from __future__ import annotations

import json
import time
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from engine.drawing.display import DisplayList, Point
from engine.drawing.panels import PanelPlan
from engine.i18n import game_title
from engine.phones import protocol
from engine.phones.pages import Seating, page_message
from engine.phones.room import PhoneMove
from engine.phones.tokens import SeatTokens
from games.core import Action, Event
from games.core.codec import decode_action
from games.core.phone import Line, PhoneSide, offered

if TYPE_CHECKING:
    from engine.drawing.seats import Seat
    from engine.phones.server import PhoneServer

STALE = 5.0  # seconds: a move older than this (the game was paused) is not played


class TablePhones:
    """A game scene's phones (see the module's words)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene  # the GameScene (typed loosely: it imports this module)
        scene.match.watchers.append(self.told)
        self.side: PhoneSide | None = scene.spec.phone_side
        self.server: PhoneServer | None = None  # the server the tokens came from
        self.tokens: SeatTokens | None = None
        self.offered: dict[int, list[Action]] = {}
        self.sent: dict[int, str] = {}
        self.last: Line | None = None
        self.shown: Hashable = None  # what the pages sent were made for
        # Whether the panels were last laid out with codes: made by the scene's first
        # layout, which asks for its panels' plans and so for its phones.
        self.planned = self.on()

    # --- whether phones play here ---------------------------------------------------------
    def on(self) -> bool:
        scene = self.scene
        return (
            getattr(scene.app, "phones", None) is not None
            and self.side is not None
            and bool(scene.setup.human_seats)
        )

    def joined(self, seat: int) -> bool:
        """Is a phone joined at this seat? Then its hand is not offered on the table."""
        if self.tokens is None or self.server is None:
            return False
        return seat in self.server.joined(self.tokens.game)

    def url(self, seat: int) -> str | None:
        if self.tokens is None or self.server is None or seat not in self.tokens.by_seat:
            return None
        return self.server.seat_url(self.tokens.by_seat[seat])

    # --- each update ------------------------------------------------------------------------
    def update(self) -> None:
        """Deal the tokens (once phones are on), try the moves phones sent, send pages."""
        server = getattr(self.scene.app, "phones", None) if self.on() else None
        if server is not self.server:
            self.close()
            self.server = server
        if self.planned != (server is not None):
            self.scene.resize(self.scene.app.size)  # turned on or off in play: codes come or go
        self.planned = server is not None
        if server is None:
            return
        if self.tokens is None:
            self.tokens = server.new_game(self.scene.setup.human_seats)
            self.sent, self.shown = {}, None
        answers = [self._try(server, move) for move in server.take_moves()]
        self._publish(server)  # the page after a move goes before the move's answer
        for seat, answer in answers:
            server.answer(self.tokens.game, seat, answer)

    def told(self, seat: int, action: Action, events: list[Event]) -> None:
        """A move was made: how it reads on the phones (the last event that says anything)."""
        if self.side is None:
            return
        lines = [line for line in map(self.side.told, events) if line is not None]
        if lines:
            self.last = lines[-1]

    def close(self) -> None:
        """The scene ends (or phones went off): its phones are told the game ended."""
        if self.server is not None and self.tokens is not None:
            self.server.end_game(self.tokens.game)
        self.tokens, self.server = None, None

    def _try(self, server: PhoneServer, move: PhoneMove) -> tuple[int, str]:
        """A phone's move, tried as a touch: `try_act`, if the page offered it and the table
        takes moves now. What the phone will hear: whether it was played."""
        assert self.tokens is not None and self.side is not None
        self.scene.app.last_input = self.scene.app.now  # someone plays: no "still playing?"
        try:
            action = decode_action(move.move, self.side.moves)
        except ValueError:
            return move.seat, protocol.error(protocol.BAD_MOVE)
        fresh = move.game == self.tokens.game and time.monotonic() - move.at < STALE
        ok = fresh and action in self.offered.get(move.seat, []) and self.scene.input_open()
        ok = ok and self.scene.try_act(move.seat, action)
        return move.seat, protocol.message("answer", seq=move.seq, ok=bool(ok))

    def _publish(self, server: PhoneServer) -> None:
        scene, tokens = self.scene, self.tokens
        assert tokens is not None and self.side is not None
        shown = (scene.state.moves, scene.input_open(), self.last, len(scene.seats))
        if shown == self.shown or len(scene.seats) < scene.setup.players:
            return
        self.shown = shown
        seating = self.seating()
        for seat in tokens.by_seat:
            page = self.side.page(scene.state.view(seat))
            self.offered[seat] = offered(page)
            message = page_message(self.side, scene.state, seat, seating, self.last, shown[1])
            text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
            if text != self.sent.get(seat):
                self.sent[seat] = text
                server.publish(tokens.game, seat, text)

    def seating(self) -> Seating:
        scene = self.scene
        names = tuple(scene.seat_name(s) for s in range(scene.setup.players))
        colours = tuple("#{:02x}{:02x}{:02x}".format(*seat.colour[:3]) for seat in scene.seats)
        return Seating(game_title(scene.spec.id, scene.spec.title), names, colours)

    # --- the seat panels ----------------------------------------------------------------------
    def plan(self, seat: Seat, plan: PanelPlan) -> PanelPlan:
        """The panel's plan, with room kept for the seat's code where the seat may join."""
        if not self._code_at(seat.index):
            return plan
        from engine.phones.code import code_square  # segno loads once phones are on

        kept = code_square(plan, _size(seat))
        return plan if kept is None else kept[0]

    def shows(self, seat: int) -> str | tuple[str] | None:
        """What the seat's square shows: its code's URL, ("joined",) or nothing (None)."""
        if not self._code_at(seat):
            return None
        return ("joined",) if self.joined(seat) else self.url(seat)

    def _code_at(self, seat: int) -> bool:
        """Does this seat's panel show a code? A person's, with room for one."""
        if not (self.on() and self.scene.is_human(seat) and seat < len(self.scene.seats)):
            return False
        from engine.phones.code import has_room

        return has_room(self.scene.seats[seat].panel_size)

    def pointed(self, seat: int) -> list[Point]:
        """Where party mode's pointing hand points a child whose move is on their phone:
        at the seat's 📱 (nothing while no phone is joined there, or where the panel has no
        room for one), never at what the table no longer offers them."""
        if self.shows(seat) != ("joined",):
            return []
        from engine.phones.code import square_centre

        panel = self.scene.seats[seat]
        return [square_centre(panel, self.scene.panels.plan(panel))]

    def paint(self, frame: DisplayList) -> None:
        """Each seat's code (or 📱) over its panel, facing it, as the ❓ lies over its own;
        and the table's Wi-Fi code in the free corners while a seat may still join."""
        if self.tokens is None:
            return
        from engine.phones.code import paint_square
        from engine.phones.wifi import paint_wifi, wifi_text

        scene = self.scene
        for seat in scene.seats:
            shown = self.shows(seat.index)
            if shown is not None:
                url = shown if isinstance(shown, str) else None
                paint_square(frame, seat, scene.panels.plan(seat), url)
        settings = scene.app.settings
        if not settings.phones_wifi or settings.orientation != "table":
            return
        if not all(self.joined(seat) for seat in self.tokens.by_seat):
            wifi = wifi_text(settings.phones_wifi, settings.phones_wifi_password)
            paint_wifi(frame, wifi, scene.seats, scene.unit)


def _size(seat: Seat) -> tuple[int, int]:
    return (round(seat.panel_size[0]), round(seat.panel_size[1]))
