"""Memorandum's table at every size we promise and every seat count: each row in front of
a panel (the hand, the pads) keeps clear of every other panel and row, the called cards and
the piles keep clear of every row, and a narrow portrait table stacks the piles rather
than letting the side pads cover them."""

from collections import Counter

import pygame
import pytest

from engine.shell import audit
from games.memorandum.scene.placing import name_boxes
from tests.fingers import start_game

SIZES = [(1024, 768), (1280, 720), (1920, 1080), (3840, 2160), (768, 1024)]


def start(players, size, orientation="table", kids=False):
    opts = {"pack": 12, "claim_seconds": 1.5}
    humans = range(players) if kids else (0,)
    return start_game(
        "memorandum",
        players,
        humans,
        preset="kids" if kids else "classic",
        kids=kids,
        options=opts if kids else {},
        size=size,
        settle=0,
        orientation=orientation,
    )


def rect(box):
    left, top, right, bottom = box
    return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))


def pads(at, seat):
    """The seat's pads on screen: claim pads and the ready pad."""
    found = []
    for x, y, w, h in [*at.claim_pads(seat).values(), at.ready_rect(seat)]:
        corners = [
            seat.to_screen((x + dx * w / 2, y + dy * h / 2)) for dx in (-1, 1) for dy in (-1, 1)
        ]
        xs, ys = zip(*corners, strict=True)
        found.append(rect((min(xs), min(ys), max(xs), max(ys))))
    return found


def middle(at):
    """The called cards and the piles with their captions, on screen."""
    boxes = []
    for x, y, angle in at.big_spots:
        w, h = (at.big_w, at.big_h) if angle % 180 == 0 else (at.big_h, at.big_w)
        boxes.append(rect((x - w / 2, y - h / 2, x + w / 2, y + h / 2)))
    half = max(at.pile_size[0], 190 * at.shape.unit) / 2
    for x, y in (at.unclaimed_pos, at.dispute_pos):
        boxes.append(rect((x - half, y - at.pile_size[1] / 2, x + half, y + at.pile_size[1] / 2)))
    return boxes


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_mr_rows_panels_and_the_middle_never_cover_each_other(size, players):
    _app, scene = start(players, size)
    at = scene.geometry
    screen = pygame.Rect(0, 0, *size)
    rows = {seat.index: rect(at.row_box(seat)) for seat in scene.seats}
    for seat in scene.seats:
        row = rows[seat.index]
        assert screen.contains(row)
        assert all(row.contains(pad) for pad in pads(at, seat))  # the pads lie in the row
        for other in scene.seats:
            if other is not seat:
                assert not row.colliderect(other.screen_rect()), (seat.index, other.index)
                assert not row.colliderect(rows[other.index]), (seat.index, other.index)
        assert row.collidelist(middle(at)) == -1, seat.index


@pytest.mark.parametrize("players", [6, 7])
def test_mr_a_narrow_portrait_table_stacks_the_piles_and_keeps_the_cards_big(players):
    _app, scene = start(players, (768, 1024))
    at = scene.geometry
    assert at.stacked
    assert at.unclaimed_pos[1] < at.called_spot[1] < at.dispute_pos[1]
    assert at.big_h >= 150 * at.shape.unit  # readable from the far seats
    _app, wide = start(players, (1024, 768))
    assert not wide.geometry.stacked  # a landscape table keeps the piles beside the cards


@pytest.mark.parametrize("size", [(768, 1024), (1280, 720)])
def test_mr_party_rows_keep_clear_too(size):
    _app, scene = start(6, size, kids=True)  # the kids preset seats at most 6
    at = scene.geometry
    every = [(seat.index, pad) for seat in scene.seats for pad in pads(at, seat)]
    for i, (seat_a, a) in enumerate(every):
        for seat_b, b in every[i + 1 :]:
            assert seat_a == seat_b or not a.colliderect(b), (seat_a, seat_b)
        assert a.collidelist(middle(at)) == -1


def test_mr_the_tablet_row_stays_on_screen():
    _app, scene = start(7, (768, 1024), orientation="tablet")
    at = scene.geometry
    screen = pygame.Rect(0, 0, 768, 1024)
    for seat in scene.seats:
        assert screen.contains(rect(at.row_box(seat)))
        assert all(screen.contains(pad) for pad in pads(at, seat))


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720)])
@pytest.mark.parametrize("players", [3, 5, 7])
@pytest.mark.parametrize("bigger", [False, True])
def test_mr_the_called_cards_names_keep_off_every_row(size, players, bigger):
    """With nobody at the top the table's middle lies below the free middle's: a name
    reaching down past the rows' edge lay on the dealer's row (bigger words, three seats)."""
    app, scene = start(players, size)
    if bigger:
        app.settings.bigger_words = True
        app.apply_table()
    at = scene.geometry
    rows = [rect(at.row_box(seat)) for seat in scene.seats]
    for box in name_boxes(at):
        assert rect(box).collidelist(rows) == -1, (box, rows)


def test_mr_deal_scored_at_a_crowded_4_3_table_shows_no_copy_on_another():
    """Seven seats at 1024x768 leave the middle little room once a "+7" takes the banner's
    spot below the called card: the banner's copies still never lie on each other (they
    show smaller), judged frame by frame as the layout audit judges them."""
    [dispute] = [m for m in audit.moments("memorandum") if m.name == "dispute"]
    found: Counter = Counter()
    audit.audit_moment(audit.Case("memorandum", (1024, 768), 7), dispute, found, Counter())
    assert not found, found


def test_the_type_of_every_card_face_is_opened_as_the_table_is_laid_out(monkeypatch):
    """A font size's first words cost most: the sizes a card face prints its ranks in,
    at every size a card shows face up, are opened before play, not in the frame that
    first says a face (Memorandum's deals and calls, played here by computer players)."""
    from engine.drawing import text
    from engine.drawing.playing_cards import face_type
    from games.memorandum.scene.painter import face_sizes
    from tests.fingers import frames, run_until

    opened: list[int] = []
    real = pygame.font.Font

    def counting(source, size):
        opened.append(size)
        return real(source, size)

    text.font.cache_clear()  # every size opened afresh in this test
    text.measure.cache_clear()
    app, scene = start_game("memorandum", 7, (), level="casual", size=(1920, 1080))
    monkeypatch.setattr(pygame.font, "Font", counting)
    assert run_until(app, lambda: scene.picture.card != "", 3000), "a card was called"
    frames(app, 60)
    faces = {type_size for size in face_sizes(scene.geometry) for type_size in face_type(size)}
    assert faces and not faces & set(opened)
