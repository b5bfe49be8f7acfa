"""A game scene's phones: its seats' invites, their codes on the panels, each seat's page
sent when it changes, the moves phones send, tried as touches are, and the seats' cards,
where a seat changes phones.

Every `GameScene` has one (`scene.phones`, made with the scene and told the game ended when
the scene leaves) and calls it from four places: its update, its panels' plan (room for a
code), its paint (the codes said over the panels with the buttons, as the ❓ is) and its
touches (a tap on a seat's code or 📱 opens that seat's card); the match tells it every
move's events. A game's scene asks `joined(seat)` where it offers a hand on the table.
Everything here runs on the frame's thread: the server (`server.py`, on its own) is
reached through its thread-safe calls only, and what the frame is handed of it is already
the game's own (its actions, decoded where they arrived; `SeatsNow`). With phones off
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
from engine.i18n import game_title, tr
from engine.input.pointer import Gesture
from engine.phones import protocol
from engine.phones.pages import Seating, page_message
from engine.phones.room import PhoneMove, SeatsNow
from engine.phones.tokens import SeatTokens
from engine.words.seat_page import kept_from, panels_of_others
from games.core import Action, Event
from games.core.phone import Line, PhoneSide, offered

if TYPE_CHECKING:
    from engine.drawing.seats import Seat
    from engine.phones.seat_card import SeatCard
    from engine.phones.server import PhoneServer

STALE = 5.0  # seconds: a move older than this (the game was paused) is not played
JOINED, AWAY = ("joined",), ("away",)  # what a seat's spot shows besides its code's URL


class TablePhones:
    """A game scene's phones (see the module's words)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene  # the GameScene (typed loosely: it imports this module)
        scene.match.watchers.append(self.told)
        self.side: PhoneSide | None = scene.spec.phone_side
        self.server: PhoneServer | None = None  # the server the tokens came from
        self.tokens: SeatTokens | None = None  # each seat's latest invite
        self.offered: dict[int, list[Action]] = {}
        self.sent: dict[int, str] = {}
        self.last: Line | None = None
        self.shown: Hashable = None  # what the pages sent were made for
        self.counted: dict[int, int] = {}  # the phones each seat has had (a change is told)
        self.cards: dict[int, tuple[Hashable, SeatCard]] = {}  # open cards, and what for
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

    def seats_now(self) -> SeatsNow:
        """What the server knows of this game's phones now."""
        if self.tokens is None or self.server is None:
            return SeatsNow()
        return self.server.seats(self.tokens.game)

    def joined(self, seat: int) -> bool:
        """Is a phone joined at this seat? Then its hand is not offered on the table."""
        return seat in self.seats_now().joined

    def url(self, seat: int) -> str | None:
        if self.tokens is None or self.server is None or seat not in self.tokens.by_seat:
            return None
        return self.server.seat_url(self.tokens.by_seat[seat])

    # --- each update ------------------------------------------------------------------------
    def update(self) -> None:
        """Deal the invites (once phones are on), try the moves phones sent, send pages,
        tell a seat whose phone changed."""
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
            assert self.side is not None
            self.tokens = server.new_game(self.scene.setup.human_seats, self.side.decode)
            self.sent, self.shown, self.counted = {}, None, {}
        answers = [self._try(move) for move in server.take_moves()]
        self._publish(server)  # the page after a move goes before the move's answer
        for seat, answer in answers:
            server.answer(self.tokens.game, seat, answer)
        self._watch_seats()

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
        self.cards = {}

    def change_phone(self, seat: int, reason: str = protocol.REPLACED) -> None:
        """Another phone is to take `seat`: a new code shows on its panel, and the phone
        holding it (if any) hears `reason` and stops (`REMOVED`: the operator ended it)."""
        if self.tokens is None or self.server is None or seat not in self.tokens.by_seat:
            return
        self.tokens = self.tokens.dealt_again(seat)
        self.server.invite(self.tokens.game, seat, self.tokens.by_seat[seat], reason)
        self.cards.pop(seat, None)

    def _try(self, move: PhoneMove) -> tuple[int, str]:
        """A phone's move (an action of this game's, decoded where it arrived), tried as a
        touch: `try_act`, if the page offered it and the table takes moves now. What the
        phone will hear: whether it was played. Only a move played is someone playing (a
        refused one keeps no kiosk from asking "still playing?")."""
        assert self.tokens is not None
        fresh = move.game == self.tokens.game and time.monotonic() - move.at < STALE
        ok = fresh and move.action in self.offered.get(move.seat, [])
        ok = ok and self.scene.input_open() and self.scene.try_act(move.seat, move.action)
        if ok:
            self.scene.app.last_input = self.scene.app.now  # someone plays: no "still playing?"
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

    def _watch_seats(self) -> None:
        """A seat whose phone changed says so (a pop at its panel: everyone sees which);
        a seat's open card closes once what it was opened for has changed."""
        now = self.seats_now()
        for seat, count in now.phones.items():
            if count > max(1, self.counted.get(seat, 0)):
                changed = tr("phones_table.changed")
                self.scene.reactions.pop("📱", changed, seat, self.scene.app.now)
        self.counted = dict(now.phones)
        for seat, (made_for, _card) in list(self.cards.items()):
            if self.shows(seat) != made_for:
                del self.cards[seat]

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
        from engine.phones.code import code_column  # segno loads once phones are on

        kept = code_column(plan, _size(seat))
        return plan if kept is None else kept[0]

    def shows(self, seat: int) -> str | tuple[str] | None:
        """What the seat's spot shows: its code's URL, `JOINED` (its phone is there),
        `AWAY` (its phone is joining again) or nothing (None)."""
        if not self._code_at(seat):
            return None
        now = self.seats_now()
        if seat in now.joined:
            return JOINED
        return AWAY if seat in now.held else self.url(seat)

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
        if self.shows(seat) != JOINED:
            return []
        from engine.phones.code import spot_centre

        panel = self.scene.seats[seat]
        return [spot_centre(panel, self.scene.panels.plan(panel))]

    def paint(self, frame: DisplayList) -> None:
        """Each seat's code (or 📱) over its panel, facing it, as the ❓ lies over its own;
        the seats' open cards; and the table's Wi-Fi code in the free corners while a seat
        may still join."""
        if self.tokens is None:
            return
        from engine.phones.code import paint_spot
        from engine.phones.wifi import paint_wifi, wifi_text

        scene, tokens = self.scene, self.tokens
        for seat in scene.seats:
            shown = self.shows(seat.index)
            if shown is not None:
                letters = tokens.by_seat.get(seat.index, "")
                paint_spot(frame, seat, scene.panels.plan(seat), shown, letters)
        for _made_for, card in self.cards.values():
            card.paint(frame)
        settings = scene.app.settings
        if not settings.phones_wifi or settings.orientation != "table":
            return
        if not all(self.joined(seat) for seat in tokens.by_seat):
            wifi = wifi_text(settings.phones_wifi, settings.phones_wifi_password)
            paint_wifi(frame, wifi, scene.seats, scene.unit)

    # --- the seats' cards ---------------------------------------------------------------------
    def takes(self, gesture: Gesture) -> bool:
        """A touch on a seat's open card or on its code (or 📱) is the phones': a tap on the
        code opens the seat's card or closes it, a tap on the card presses its button or
        closes it, and nothing under them is touched."""
        if gesture.kind == "cancel":
            return False
        for seat, (_made_for, card) in list(self.cards.items()):
            if card.contains(gesture.pos):
                if gesture.kind == "tap" and not card.tap(gesture.pos):
                    self.cards.pop(seat, None)
                return True
        seat = self._spot_at(gesture.pos)
        if seat is None:
            return False
        if gesture.kind == "tap" and self.cards.pop(seat, None) is None:
            self.cards[seat] = (self.shows(seat), self._card(seat))
        return True

    def laid_out(self) -> None:
        """The table was laid out again (a new size): open cards close."""
        self.cards = {}

    def _spot_at(self, pos: tuple[float, float]) -> int | None:
        from engine.phones.code import spot_rect

        scene = self.scene
        for seat in scene.seats:
            shown = self.shows(seat.index) is not None
            if shown and spot_rect(seat, scene.panels.plan(seat)).collidepoint(pos):
                return seat.index
        return None

    def _card(self, seat: int) -> SeatCard:
        """The seat's card as its spot shows now: how to join by typing, or its phone and
        the way to another one."""
        from engine.phones.seat_card import CardWords, SeatCard

        scene, server, tokens = self.scene, self.server, self.tokens
        assert server is not None and tokens is not None
        name = scene.seat_name(seat)
        if self.shows(seat) in (JOINED, AWAY):
            state = "joined" if self.joined(seat) else "away"
            lines = (tr(f"phones_table.{state}", name=name), tr("phones_table.change_about"))
            said = CardWords(
                tr("phones_table.title", name=name), lines, (), "📱", tr("phones_table.change")
            )
        else:
            big = (server.typeable(), tokens.by_seat[seat])
            lines = (tr("phones_table.type"),)
            said = CardWords(tr("phones_table.join"), lines, big, "🔄", tr("phones_table.new_code"))
        keep = kept_from(scene.app.shown_of(scene), seat) + panels_of_others(scene.seats, seat)
        keep += [card.rect() for other, (_, card) in self.cards.items() if other != seat]
        panel = scene.seats[seat]
        return SeatCard(
            panel, said, scene.app.size, scene.unit, keep, lambda: self.change_phone(seat)
        )


def _size(seat: Seat) -> tuple[int, int]:
    return (round(seat.panel_size[0]), round(seat.panel_size[1]))
