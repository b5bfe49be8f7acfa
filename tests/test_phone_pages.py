"""Each game's phone page (games/<game>/phone.py): over random legal play in every game and
preset, every move a page offers is its seat's to make right then, of the kinds the game
lets phones send, and comes back from the phone as the same action, every word is
translated in every language (the page's own words too), and the pictures are the ones
the table paints. Memorandum's claims never come from a phone; a move of the wrong shape
is refused with a reason, whatever it holds."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from engine import i18n
from engine.phones.pages import Seating, page_message
from games.core import encode
from games.core.match import next_actor
from games.core.phone import Cards, Line, Words, offered
from games.core.registry import all_games, get_game

CASES = [(spec, preset) for spec in all_games() for preset in spec.presets]
IDS = [f"{spec.id}-{preset}" for spec, preset in CASES]


def words_in(page) -> list[Words]:
    found = [] if page.prompt is None else [page.prompt]
    for section in page.sections:
        if isinstance(section, Line):
            found.append(section.words)
        elif isinstance(section, Cards):
            found.append(section.title)
            for card in filter(None, section.cards):
                found += [w for w in (card.face, card.note) if isinstance(w, Words)]
    nested = [v for w in found for _, v in w.values if isinstance(v, Words)]
    return found + nested


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=IDS)
def test_a_page_offers_only_its_seats_legal_moves_and_says_everything_in_words(spec, preset):
    side = spec.phone_side
    options = spec.options(preset)
    players = spec.player_counts(options)[-1]
    state = spec.new_state(players, 7, options)
    rng = random.Random(7)
    keys, lines, offers = set(), 0, 0
    while not state.over:
        for seat in range(players):
            page = side.page(state.view(seat))
            for move in offered(page):
                offers += 1
                assert isinstance(move, side.moves)
                assert state.is_legal(seat, move), (seat, move)
                assert side.decode(json.loads(json.dumps(encode(move)))) == move  # as sent
            keys |= {w.key for w in words_in(page)}
        seat = next_actor(state)
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            line = side.told(event)
            if line is not None:
                lines += 1
                keys |= {w.key for w in words_in_line(line)}
    assert lines > 0  # the last move is told on the phones
    if spec.id == "fireball-court":
        assert offers > 0  # cards are laid from the phone
    for lang in i18n.LANGUAGES:
        assert {key for key in keys if key not in i18n.catalogue(lang)} == set(), lang


def words_in_line(line: Line) -> list[Words]:
    return [line.words, *(v for _, v in line.words.values if isinstance(v, Words))]


def test_a_page_message_names_seats_and_says_whose_turn_and_who_won():
    spec = get_game("fireball-court")
    state = spec.new_state(2, 3, spec.options("kids"))
    seating = Seating("Fireball Court", ("Ann", "Bo"), ("#0072b2", "#e69f00"))
    rng = random.Random(3)
    while not state.over:
        seat = next_actor(state)
        if seat >= 0:
            mine = page_message(spec.phone_side, state, seat, seating)
            other = page_message(spec.phone_side, state, 1 - seat, seating)
            assert mine["turn"] == "Your turn!" and other["turn"] == f"{seating.names[seat]}'s turn"
            assert [s["turn"] for s in mine["seats"]] == [s == seat for s in (0, 1)]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    winner = state.winners()
    ends = [page_message(spec.phone_side, state, s, seating) for s in (0, 1)]
    assert all(not end["open"] and end["turn"] == "" for end in ends)
    if len(winner) == 1:
        assert ends[winner[0]]["result"] == "You win!"
        assert ends[1 - winner[0]]["result"] == f"{seating.names[winner[0]]} wins"


def test_memorandums_claims_stay_on_the_table():
    assert get_game("memorandum").phone_side.moves == ()


def test_the_phones_pictures_are_the_tables():
    """A phone shows a piece with the very picture the table paints it with: both read one
    table on the rules' side (copies in the scene and on the phone could drift apart)."""
    from games.devils_circle import actions as dc
    from games.devils_circle import phone as dc_phone
    from games.devils_circle.scene import discs
    from games.fireball_court import cards as fc
    from games.fireball_court import phone as fc_phone
    from games.fireball_court.scene import faces
    from games.memodixe import dice
    from games.memodixe import phone as mdx_phone
    from games.memodixe.scene import sprites as mdx_sprites
    from games.tamega import board
    from games.tamega import phone as tm_phone
    from games.tamega.scene import sprites as tm_sprites

    assert dc_phone.EMOJI is dc.EMOJI is discs.EMOJI
    assert mdx_phone.dice.EMOJI is dice.EMOJI is mdx_sprites.dice.EMOJI
    assert tm_phone.tile_picture is board.tile_picture is tm_sprites.tile_picture
    assert {kind: style[0] for kind, style in faces.SENIOR_STYLE.items()} == fc.SENIOR_PICTURES
    assert (faces.COIN, faces.RAVEN, faces.FIRE) == (fc.COIN, fc.RAVEN, fc.FIRE)
    assert fc_phone.cards is fc


def test_every_word_the_phone_page_says_is_in_every_language():
    """The page's script names its words by key: each is in every catalogue."""
    script = (Path(__file__).resolve().parents[1] / "assets" / "phone" / "phone.js").read_text()
    keys = set(re.findall(r'say\("(phones\.[a-z_.]*[a-z_])"', script))
    keys |= {f"phones.link.{state}" for state in re.findall(r'link\("([a-z]+)"\)', script)}
    told = "".join(re.findall(r"notice\(([^)]*)\)", script))
    keys |= {f"phones.{name}" for name in re.findall(r'"([a-z_]+)"', told)}
    final = re.search(r"const FINAL = new Set\(\[(.*?)\]\)", script)
    assert final is not None
    keys |= {f"phones.{name}" for name in re.findall(r'"([a-z_]+)"', final.group(1))}
    assert len(keys) >= 17  # the script was read: its words are there to check
    for lang in i18n.LANGUAGES:
        assert sorted(key for key in keys if key not in i18n.catalogue(lang)) == [], lang


@pytest.mark.parametrize(
    "data",
    [
        {"type": "Play", "card": True},
        {"type": "Play", "card": 2.0},
        {"type": "Play", "card": [2]},
        {"type": "Play", "card": None},
        {"type": "Play"},
        {"type": "Play", "card": 2, "also": 1},
        {"type": "Draw"},  # the table's, not a phone's
        {"type": ["Play"]},
        {"type": {"Play": 1}},
        ["Play", 2],
        None,
    ],
)
def test_a_move_of_the_wrong_shape_is_refused_with_a_reason_whatever_it_holds(data):
    with pytest.raises(ValueError, match=r"\w"):
        get_game("fireball-court").phone_side.decode(data)
