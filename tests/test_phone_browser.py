"""The phone page in a real browser: Debian's chromium and chromium-driver, driven by
selenium, headless (CI installs them, .ci/run; a machine without them skips this module
and says why). The browser starts once for the module; each page is a tab of it, sized
like a phone.

A Fireball Court table with two people and phones on: a page joins seat 0, shows that
seat's hand and nothing of the other's, lays a card, and the table plays it and shows it;
a second page joins seat 1 and sees none of seat 0's hand; a page whose connection is cut
joins its seat again on its own, and a page thawed after its connection went while it was
frozen (a phone's locked screen) joins at once. A seat's code opens it once: another
phone (a page of another origin, so a browser of its own) opening it is told the code was
used and shown nothing, while the page that joined reloads and joins again with its own
secret; a connection gone silent (a lost Wi-Fi mapping) is noticed by the page, which
says "Joining again…" and joins again by itself once the network is back; and a page
whose seat another phone took says so and offers nothing else."""

from __future__ import annotations

import time

import pytest

from engine.phones.pages import say
from games.fireball_court.phone import card as court_card
from tests.chromium import NEEDED, chromium
from tests.fingers import frames, run_until, start_game
from tests.phones import Relay, phones_off, phones_on, token_of

pytestmark = NEEDED


@pytest.fixture(scope="module")
def browser():
    with chromium(412, 915, mobile=True) as driver:  # a phone's screen
        yield driver


@pytest.fixture
def table():
    app, scene = start_game("fireball-court", 2, (0, 1), seed=5, size=(960, 540))
    server = phones_on(app)
    relay = Relay(server)
    frames(app, 2)
    yield app, scene, relay
    relay.close()
    phones_off(app)


class Page:
    """A browser tab holding one seat's page."""

    def __init__(self, driver, url: str, first: bool) -> None:
        self.driver = driver
        if not first:
            driver.switch_to.new_window("tab")
        self.handle = driver.current_window_handle
        driver.get(url)

    def run(self, script: str):
        self.driver.switch_to.window(self.handle)
        return self.driver.execute_script(script)

    @property
    def link(self) -> str:
        return self.run("return document.body.dataset.link")

    def hand(self) -> list[tuple[str, str]]:
        """The cards the page shows under "Your hand": face and mark of each."""
        return [
            tuple(card)
            for card in self.run(
                """const hand = document.querySelector('#sections section .cards');
                if (!hand) return [];
                return [...hand.children].map(c => [
                    c.querySelector('.face')?.textContent || '',
                    c.querySelector('.mark')?.textContent || '']);"""
            )
        ]

    def moves(self) -> list[int]:
        """The cards a tap would lay (their moves)."""
        return self.run(
            "return [...document.querySelectorAll('.card.move')]"
            ".map(c => JSON.parse(c.dataset.move).card)"
        )

    def lay(self, card: int) -> None:
        self.run(
            f"""[...document.querySelectorAll('.card.move')]
                .find(c => JSON.parse(c.dataset.move).card === {card}).click();
            document.getElementById('confirm').click();"""
        )

    def notice(self) -> str:
        """The notice the page shows (its key), "" for none."""
        return self.run(
            "const n = document.getElementById('notice'); return n.hidden ? '' : n.dataset.key"
        )

    def offers(self) -> bool:
        """Does the page show anything of a seat: cards, scores, a button to play?"""
        return self.run(
            """return document.body.dataset.gone !== 'yes' &&
                (document.querySelectorAll('#sections *').length > 0 ||
                 document.querySelectorAll('#scores tr').length > 0 ||
                 !document.getElementById('act').hidden);"""
        )

    def last(self) -> str:
        """The last move as the page tells it, without its picture."""
        told = self.run("return document.getElementById('last').textContent")
        return told.split(" ", 1)[-1]


def shown(hand) -> list[tuple[str, str]]:
    """How the page draws these cards (the phone's own picture of each)."""
    return [(say(court_card(c).face, []), court_card(c).mark) for c in hand]


def until(app, test, seconds: float = 10.0) -> bool:
    """Run the table's frames until `test()` holds (the page changes meanwhile)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if test():
            return True
        frames(app, 3)
    return test()


def test_a_page_joins_sees_only_its_hand_lays_a_card_and_the_table_shows_it(browser, table):
    app, scene, relay = table
    first = Page(browser, relay.url(token_of(scene, 0)), first=True)
    assert until(app, lambda: first.link == "joined" and scene.phones.joined(0))
    second = Page(browser, relay.url(token_of(scene, 1)), first=False)
    assert until(app, lambda: second.link == "joined" and scene.phones.joined(1))
    assert run_until(app, lambda: scene.state.phase == "play" and scene.input_open(), 3000)
    seat = scene.state.on_turn
    mine, theirs = (first, second) if seat == 0 else (second, first)
    hand = list(scene.state.hands[seat])
    other = list(scene.state.hands[1 - seat])
    assert until(app, lambda: sorted(mine.moves()) == sorted(hand))
    assert sorted(mine.hand()) == sorted(shown(hand))  # its own hand, every card
    assert sorted(theirs.hand()) == sorted(shown(other))  # and the other page its own only
    assert theirs.moves() == []
    assert not scene.open_hand(0) and not scene.open_hand(1)  # neither hand on the table
    card = hand[-1]
    mine.lay(card)
    assert until(app, lambda: card not in scene.state.hands[seat])
    plays = [m for m in scene.record.moves if m["action"] == {"type": "Play", "card": card}]
    assert [m["seat"] for m in plays] == [seat]  # played by that seat, from its phone
    assert run_until(app, lambda: scene.timeline.idle, 1200)
    on_table = {c for stack in scene.picture.court for c in stack}
    on_table |= {c for pile in scene.picture.piles for c in pile}
    assert card in on_table and card not in scene.picture.hands[seat]  # the table shows it
    name = scene.seat_name(seat)
    assert until(app, lambda: theirs.last().startswith(name))  # the move, told to the other
    assert sorted(theirs.hand()) == sorted(shown(scene.state.hands[1 - seat]))


def test_a_page_that_loses_its_connection_joins_its_seat_again(browser, table):
    app, scene, relay = table
    page = Page(browser, relay.url(token_of(scene, 0)), first=True)
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0))
    relay.cut()  # a Wi-Fi blip
    assert until(app, lambda: not scene.phones.joined(0) or page.link == "lost", 15)
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0))
    assert run_until(app, lambda: scene.state.phase == "play" and scene.input_open(), 3000)
    assert until(app, lambda: sorted(page.hand()) == sorted(shown(scene.state.hands[0])))
    # A locked screen: the page is frozen, its connection goes, it is thawed.
    page.run("return 1")
    browser.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "frozen"})
    relay.cut()
    assert until(app, lambda: not scene.phones.joined(0), 15)
    browser.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "active"})
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0), 15)


def test_a_seats_code_opens_it_once_and_the_page_joins_again_with_its_own_secret(browser, table):
    app, scene, relay = table
    page = Page(browser, relay.url(token_of(scene, 0)), first=True)
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0))
    other = Relay(app.phones)  # another origin: a browser with storage of its own
    try:
        stranger = Page(browser, other.url(token_of(scene, 0)), first=False)
        assert until(app, lambda: stranger.notice() == "used")
        assert stranger.link == "stopped" and not stranger.offers()
        assert stranger.hand() == []
        assert page.link == "joined" and scene.phones.joined(0)  # the seat stays its own
    finally:
        other.close()
    assert run_until(app, lambda: scene.state.phase == "play" and scene.input_open(), 3000)
    assert until(app, lambda: sorted(page.hand()) == sorted(shown(scene.state.hands[0])))
    page.run("location.reload(); return 1")  # its code is spent: its secret joins it again
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0))
    assert until(app, lambda: sorted(page.hand()) == sorted(shown(scene.state.hands[0])))


def test_a_silent_connection_is_noticed_and_the_page_joins_again_once_the_network_is_back(
    browser, table
):
    app, scene, relay = table
    page = Page(browser, relay.url(token_of(scene, 0)), first=True)
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0))
    relay.fall_silent()  # a lost Wi-Fi mapping: nobody is told the connection went
    assert until(app, lambda: page.link == "lost", 30)  # "Joining again…"
    assert page.run("return document.getElementById('link').textContent") == "Joining again…"
    assert until(app, lambda: not scene.phones.joined(0), 30)  # the table noticed too
    assert scene.phones.shows(0) == ("away",)  # its phone may come back: no code for others
    relay.mend()  # the network is back: the page finds it by itself
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0), 30)


def test_a_page_whose_seat_another_phone_took_says_so_and_offers_nothing_else(browser, table):
    app, scene, relay = table
    page = Page(browser, relay.url(token_of(scene, 0)), first=True)
    assert until(app, lambda: page.link == "joined" and scene.phones.joined(0))
    assert run_until(app, lambda: scene.state.phase == "play" and scene.input_open(), 3000)
    assert until(app, lambda: page.hand() != [])
    scene.phones.change_phone(0)  # "change phone", tapped on the seat's card at the table
    assert until(app, lambda: page.notice() == "replaced")
    assert page.link == "stopped" and not page.offers() and page.hand() == []
    assert page.run("return localStorage.length") == 0  # its secret is of no use: gone
