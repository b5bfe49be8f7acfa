"""The layout audit: the judge catches what it must (so the audit can fail), what the
painters say is judged where it rests, every game's staged moments show their words, and
a short audit of each game is clean."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from engine.drawing import judge
from engine.drawing.display import KEPT_KINDS, PANEL, PIECE, PROMPT, TARGET, WORDS, DisplayList
from engine.drawing.seats import layout_seats
from engine.drawing.widgets import Button
from engine.i18n import LANGUAGES, tr
from engine.shell import audit, cli
from engine.shell.cli import main
from engine.storage.saves import load_save
from engine.words.banners import WAITING, Banner, BannerQueue, paint_banner
from engine.words.places import clear_spots
from engine.words.prompts import paint_seat_prompt, prompt_lines
from games.core.moments import Moment
from games.core.registry import all_games

SIZE = (1280, 720)


def marks(frame: DisplayList) -> list[judge.Mark]:
    """The judged marks of a frame painted with nothing else (no picture's own words)."""
    return judge.marks_of(frame.items, lambda sprite: 0)


def problems(found: list[judge.Finding]) -> list[str]:
    return sorted(f.problem for f in found)


def test_a_planted_overlap_is_found():
    frame = DisplayList(SIZE)
    frame.mark(WORDS, pygame.Rect(100, 100, 200, 40), "banner 'Pair!'", 24)
    frame.mark(PANEL, pygame.Rect(250, 120, 300, 100), "panel of seat 1", 16, 0)
    found = judge.check(marks(frame), SIZE)
    assert [(f.problem, f.detail) for f in found] == [
        ("overlap", "banner 'Pair!' / panel of seat 1")
    ]


def test_decoration_and_pieces_on_the_move_are_not_judged():
    frame = DisplayList(SIZE)
    frame.mark("moving", pygame.Rect(100, 100, 200, 40), "a card in the air")
    frame.mark("decor", pygame.Rect(-50, 100, 200, 40), "confetti")
    frame.mark(WORDS, pygame.Rect(100, 100, 200, 40), "banner 'Pair!'", 24)
    assert judge.check(marks(frame), SIZE) == []


def test_tiny_text_is_found_against_the_floor_of_the_screen():
    tiny = judge.Mark(PROMPT, (10, 10, 50, 20), "prompt 'Go'", 15)
    assert judge.floor_px((1280, 720)) == 16 and judge.floor_px((1920, 1080)) == 24
    assert problems(judge.check([tiny], (1280, 720))) == ["small"]
    big_enough = judge.Mark(PROMPT, (10, 10, 50, 20), "prompt 'Go'", 16)
    assert judge.check([big_enough], (1280, 720)) == []
    assert problems(judge.check([big_enough], (1920, 1080))) == ["small"]


def test_something_off_screen_is_found_with_its_edge():
    off = judge.Mark(TARGET, (1250, -30, 60, 60), "button ⏸️")
    [found] = judge.check([off], SIZE)
    assert found.problem == "off" and found.detail == "button ⏸️ past the top/right edge"


def test_pieces_may_lie_on_each_other_but_not_on_a_button():
    die_a = judge.Mark(PIECE, (100, 100, 50, 50), "die")
    die_b = judge.Mark(PIECE, (120, 110, 50, 50), "die")
    button = judge.Mark(TARGET, (140, 120, 120, 50), "button DiXe!")
    found = judge.check([die_a, die_b, button], SIZE)
    assert [f.detail for f in found] == ["die / button DiXe!"]  # the same words: one finding


def test_a_button_on_its_own_seats_panel_is_by_design_but_not_on_another():
    panel = judge.Mark(PANEL, (100, 500, 400, 150), "panel of seat 1", 24, 0)
    own = judge.Mark(TARGET, (150, 550, 100, 50), "button Ready", 24, 0)
    other = judge.Mark(TARGET, (300, 550, 100, 50), "button Ready", 24, 1)
    assert [f.detail for f in judge.check([panel, own, other], SIZE)] == [
        "panel of seat 1 / button Ready"
    ]


def test_a_picture_is_judged_by_the_smallest_words_painted_in_it():
    frame = DisplayList(SIZE)
    button = Button("Pass", (640, 360), (200, 60))
    button.paint(frame)
    [item] = frame.items
    item.text_px = 0  # as a plate that does not say its words itself
    [mark] = judge.marks_of(frame.items, lambda sprite: 11)
    assert mark.text_px == 11 and problems(judge.check([mark], SIZE)) == ["small"]


def test_a_turned_button_is_judged_by_its_turned_body():
    frame = DisplayList(SIZE)
    button = Button("Pass", (0, 0), (200, 60), frame=_Turned((640, 360)))
    button.paint(frame)
    [mark] = marks(frame)
    x, y, w, h = mark.rect
    assert (mark.kind, mark.seat) == (TARGET, 3)
    assert (w, h) == (60, 200) and (x + w / 2, y + h / 2) == (640, 360)
    assert mark.text_px == button.label_size() > 0


def test_a_banner_is_judged_at_every_copy_where_it_rests():
    frame = DisplayList(SIZE)
    banner = Banner("🎉", "Pair!", began=0.0)
    paint_banner(frame, banner, 0.05, [((640, 300), 0), ((640, 420), 180)], 0.67)
    copies = marks(frame)
    assert [m.what for m in copies] == ["banner 'Pair!'"] * 2
    assert copies[0].rect[2:] == copies[1].rect[2:]  # still growing, judged full size
    grown = frame.items[0]
    assert grown.rect.w < grown.resting_rect.w  # what shows now is smaller


def test_a_banner_announced_while_another_shows_waits_for_it():
    queue = BannerQueue()
    queue.add(Banner("🎉", "Pair!", began=10.0, seconds=1.0))
    queue.add(Banner("🔥", "Fireball!", began=10.5, seconds=1.0))
    assert queue.at(10.6).text == "Pair!"
    later = queue.at(11.0)
    assert (later.text, later.began) == ("Fireball!", 11.0)  # its pop starts when it shows
    assert later.showing(11.9) and not later.showing(12.0)


def test_a_burst_of_banners_keeps_the_newest_and_says_nothing_twice():
    queue = BannerQueue()
    for i, text in enumerate(["a", "b", "b", "c", "d", "a"]):
        queue.add(Banner("🎉", text, began=i * 0.01, seconds=1.0))
    shown = [queue.at(1.0 + step).text for step in range(WAITING + 1)]
    assert shown == ["c", "d", "d"]  # "a" was showing; "b" gave way to the newer two


def test_a_long_prompt_takes_a_second_line_rather_than_shrinking_below_the_floor():
    frame = DisplayList(SIZE)
    seat = layout_seats(2, SIZE)[0]
    words = "Touch your pawn, then move it onto a hidden tile"
    local = (0, -seat.panel_size[1] / 2 - 10)
    paint_seat_prompt(frame, seat, local, "👆", words, 0.0, 2 / 3, max_width=120)
    [prompt] = marks(frame)
    assert prompt.kind == PROMPT and prompt.text_px == judge.floor_px(SIZE)
    assert prompt_lines(words, 2 / 3, 120)[1][1:]  # more than one line
    panel = pygame.Rect(seat.screen_rect())
    assert not panel.colliderect(pygame.Rect(prompt.rect))  # pushed clear of its own panel


def test_a_prompt_running_off_the_screen_is_found():
    """The prompt's whole rectangle is judged, not the part the screen's edge keeps."""
    frame = DisplayList(SIZE)
    seat = layout_seats(2, SIZE)[0]
    local = (-seat.center[0] - 40, -seat.panel_size[1] / 2 - 10)  # past the left edge
    paint_seat_prompt(frame, seat, local, "👆", "Drag your pawn", 0.0, 2 / 3)
    [prompt] = marks(frame)
    assert prompt.rect[0] < 0
    assert problems(judge.check([prompt], SIZE)) == ["off"]


def test_a_banner_moves_to_the_nearest_place_that_covers_nothing():
    table = pygame.Rect(0, 0, 1000, 600)
    board = pygame.Rect(300, 100, 400, 400)
    [(centre, angle)] = clear_spots([((500, 300), 0)], (200, 60), [board], table, 10)
    placed = pygame.Rect(0, 0, 200, 60)
    placed.center = (round(centre[0]), round(centre[1]))
    assert angle == 0 and not placed.colliderect(board) and table.contains(placed)
    assert centre == (500, 70)  # just above the board: nearer the wished spot than beside it
    two = clear_spots([((500, 50), 0), ((500, 50), 180)], (200, 60), [], table, 10)
    first, second = (pygame.Rect(0, 0, 200, 60) for _ in range(2))
    first.center, second.center = two[0][0], two[1][0]
    assert not first.colliderect(second)  # the second copy keeps off the first


def test_devils_circles_empty_middle_explainer_lies_on_no_piece_at_six_seats():
    """The steal explainer ("The middle is empty: take a coin from a player instead") once
    lay upside down on the searched card and the stack: the middle is said as pieces now,
    so the explainer keeps off them, and the moment's words do show."""
    [steal] = [m for m in audit.moments("devils-circle") if m.name == "steal"]
    app, scene = audit._table(audit.Case("devils-circle", SIZE, 6))
    app.frame(1 / 60, events=[])
    audit.stage(app, scene, steal)
    shown_notice = False
    for _ in range(240):
        app.frame(1 / 60, events=[])
        items = app.shown.items
        middle = [i.rect for i in items if i.kind == PIECE and i.what in ("stack", "searched card")]
        notices = [i for i in items if i.kind == WORDS and i.what.startswith("notice")]
        for notice in notices:
            shown_notice = True
            assert notice.resting_rect.collidelist(middle) == -1, notice.what
        assert judge.check(audit.frame_marks(app), SIZE) == []
    assert shown_notice and middle


@pytest.mark.parametrize("size", [SIZE, (3840, 2160)])
@pytest.mark.parametrize("name", ["twin pack", "round with coins"])
def test_devils_circles_explainers_face_the_seat_to_play_on_nothing_that_matters(name, size):
    """An explainer says what the player about to play must do, so it faces the seat
    whose panel says "Your turn!" while it shows (the twin pack's explainer once faced
    the seat that turned the card, upside down to the player on turn), and lies on no
    piece, prompt, panel or button."""
    [moment] = [m for m in audit.moments("devils-circle") if m.name == name]
    app, scene = audit._table(audit.Case("devils-circle", size, 6))
    app.frame(1 / 60, events=[])
    audit.stage(app, scene, moment)
    explainer = repr(tr(moment.says[-1]))
    faced = set()
    for _ in range(240):
        app.frame(1 / 60, events=[])
        kept = [i.resting_rect for i in app.shown.items if i.kind in KEPT_KINDS]
        for item in app.shown.items:
            if item.kind == WORDS and item.what == f"notice {explainer}":
                [to_play] = scene.reactions.shown_turn(frozenset(scene.on_turn()))
                assert round(item.angle) % 360 == scene.seats[to_play].angle % 360, item.what
                assert item.resting_rect.collidelist(kept) == -1, item.what
                faced.add(to_play)
    assert faced


GAMES = [spec.id for spec in all_games() if spec.available]
# every game's audit is clean, each in a language of its own so all four are judged
CLEAN = [(game, LANGUAGES[i % len(LANGUAGES)]) for i, game in enumerate(GAMES)]


@pytest.mark.parametrize(("game", "lang"), CLEAN)
def test_a_short_audit_with_every_moment_is_clean(game, lang):
    report = audit.run([game], 120, sizes=((1280, 720),), moment_frames=150, langs=(lang,))
    assert {r["case"].split()[1] for r in report["cases"]} == {"1280x720"}
    assert all(r["case"].endswith(f" {lang}") == (lang != "en") for r in report["cases"])
    assert report["clean"], report
    for case in report["cases"]:  # it looked: panels, buttons and words were all there
        assert {PANEL, TARGET, WORDS} <= set(case["marks"])


def test_every_game_declares_moments_that_show_words():
    for spec in all_games():
        if spec.available:
            moments = audit.moments(spec.id)
            assert moments and all(m.says for m in moments), spec.id


def test_a_moment_whose_words_never_show_is_a_finding():
    [match] = [m for m in audit.moments("devils-circle") if m.name == "match"]
    silent = Moment("silent", match.stage, ("no such words",))
    found: Counter = Counter()
    audit.audit_moment(audit.Case("devils-circle", SIZE, 2), silent, found, Counter(), 30)
    assert [f.problem for f in found] == ["unsaid"]


def test_a_moments_words_are_found_whatever_fills_their_fields():
    """A translation with a `{name}` is looked for with any name in it, and words are
    matched whole, as quoted, never as part of other words."""
    stuck = audit.as_shown("tamega.stuck")  # "{name} is stuck"
    assert stuck.search("banner 'Blue is stuck'")
    assert not stuck.search("banner 'is stuck'") and not stuck.search("banner 'Blue is stuck!'")
    plus = audit.as_shown("+1")
    assert plus.search("pop '+1'") and not plus.search("pop '+12'")


def test_a_round_summary_is_found_with_its_winner_and_points():
    """ "{name} wins the round: +{points}" is said with a name and points in it."""
    assert audit.as_shown("react.round").search("notice 'Ada wins the round: +3'")
    assert not audit.as_shown("react.round").search("notice 'Nobody wins this round'")
    assert not audit.as_shown("react.round").search("notice 'Ada wins: +3'")
    assert audit.as_shown("+3").search("pop '+3'")
    assert not audit.as_shown("+3").search("pop '+30'")


def test_the_command_refuses_an_unknown_game(capsys):
    assert main(["audit", "--only", "chess"]) == 2
    assert "chess" in capsys.readouterr().err


def test_the_command_refuses_an_unknown_language_and_names_the_known(capsys):
    assert main(["audit", "--lang", "fr,xx"]) == 2
    err = capsys.readouterr().err
    assert "'xx'" in err and "en, fr, nl, de" in err


def test_every_case_is_played_in_each_language_asked_for():
    asked = audit.cases(["tamega"], langs=cli.languages_arg("all"))
    assert [lang for lang in LANGUAGES if any(c.lang == lang for c in asked)] == list(LANGUAGES)
    per_language = Counter(case.lang for case in asked)
    assert len(set(per_language.values())) == 1  # the same cases in every language
    assert cli.languages_arg("de,fr,de") == ("de", "fr")


def test_a_moment_is_looked_for_in_the_language_it_was_played_in():
    """A mistake says "Oops" in English and in German its German words: played in German,
    the German words are found; the English ones would never show."""
    [mistake] = [m for m in audit.moments("devils-circle") if m.name == "mistake"]
    english = tr("react.oops")
    german = audit.Case("devils-circle", SIZE, 2, lang="de")
    found: Counter = Counter()
    audit.audit_moment(german, mistake, found, Counter())
    assert not found, found
    assert tr("react.oops") != english  # the words looked for were German
    in_english = Moment("english", mistake.stage, (english,))
    audit.audit_moment(german, in_english, found, Counter())
    assert [f.problem for f in found] == ["unsaid"]


class _Turned:
    """A seat-like frame turned a quarter towards the right edge (seat index 3)."""

    angle = 90
    index = 3

    def __init__(self, center: tuple[float, float]) -> None:
        self.center = center

    def to_screen(self, local: tuple[float, float]) -> tuple[float, float]:
        return (self.center[0] + local[1], self.center[1] - local[0])

    def to_local(self, screen: tuple[float, float]) -> tuple[float, float]:
        return (self.center[1] - screen[1], screen[0] - self.center[0])


def test_a_staged_moment_is_never_kept_as_a_game_that_does_not_replay():
    """A staged position is not one a record leads to: kept, the next table of the audit
    found a game whose first move did not replay and set it aside ("seat 0 may not
    Move(pawn=0, to=73) now")."""
    for moment in (m for m in audit.moments("tamega") if m.fits(8)):
        app, scene = audit._table(audit.Case("tamega", SIZE, 8))
        app.frame(1 / 60, events=[])
        audit.stage(app, scene, moment)
        for _ in range(3):
            app.frame(1 / 60, events=[])
        kept = load_save()
        assert not isinstance(kept, str), f"{moment.name}: {kept}"
