"""`audit`: every game played by computer players at every screen size we promise, with
every frame's words, touch targets, panels and pieces judged from its display list
(`engine.drawing.judge`).

The seats are shown as people's (prompts, pass buttons and pads appear as they would for
a person on turn) while the computer decides every move, so the audit sees what a table
of people sees. Besides that play, each game's moments (`games.core.moments`) are staged
one by one, so every banner, explainer, summary and pop the game can show is judged at
every size and seat count, and a moment whose words never showed is a finding too. The
shell's screens (menu, setup, rules page, how-to, dialogs) are walked at every size too
(`engine/shell/audit_screens.py`). A finding is one line per problem per case, however
many frames show it, with the number of frames it was seen in. Each case is played in
one language: words run longer in French and German, so a place that fits in English may
not.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from engine.compositor.measuring import Measuring
from engine.drawing import judge
from engine.i18n import tr
from engine.shell.audit_screens import ScreensCase, audit_screens, frame_marks, said
from engine.shell.boot import make_app
from engine.shell.starting import bot_setup, game_scene, playable
from games.core.moments import Moment
from games.core.registry import all_games

SIZES = ((1024, 768), (1280, 720), (1920, 1080), (3840, 2160))
TABLET = (768, 1024)  # a tablet held upright, once per game with the most seats
SPEED = 6.0  # game seconds per frame second: Memorandum reaches its claims within 900 frames
SEED = 3


@dataclass(frozen=True)
class Case:
    """One audited situation: a game at a size with a number of seats."""

    game: str
    size: tuple[int, int]
    players: int
    orientation: str = "table"
    table: tuple[str, ...] = ()  # the table settings on: "bigger_words", "calm_motion"
    lang: str = "en"

    @property
    def label(self) -> str:
        settings = said(self.orientation, self.table, self.lang)
        return f"{self.game} {self.size[0]}x{self.size[1]} {self.players}p{settings}"


def cases(
    only: list[str] | None = None,
    sizes: tuple[tuple[int, int], ...] = SIZES,
    table: tuple[str, ...] = (),
    langs: tuple[str, ...] = ("en",),
) -> list[Case]:
    """Every game at every size with the fewest and the most seats, and once as a tablet
    (not when `sizes` names its own few, as a test does), with the `table` settings on,
    in each of `langs`."""
    found = []
    for lang in langs:
        for spec in all_games():
            if not spec.available or (only and spec.id not in only):
                continue
            low, high = spec.players_allowed(spec.options())
            seats = sorted({low, high})
            found += [Case(spec.id, s, n, table=table, lang=lang) for s in sizes for n in seats]
            if sizes == SIZES:
                found.append(Case(spec.id, TABLET, high, "tablet", table, lang))
    return found


MOMENT_FRAMES = 240  # a staged moment is watched this long (24 game seconds at SPEED)


def _table(case: Case):
    """An app playing `case`'s game, its seats shown as people's while computers decide."""
    app = make_app(
        case.size, headless=True, speed=SPEED, lang=case.lang, orientation=case.orientation
    )
    app.compositor = Measuring()  # the audit judges what frames say, never their pixels
    app.compositor.fit_screen(app.size)
    for name in case.table:  # bigger words: the floor judged grows with every text
        setattr(app.settings, name, True)
    app.apply_table()
    app.clock.max_steps = max(app.clock.max_steps, int(SPEED * 2) + 1)  # no dropped time
    setup = bot_setup(playable(case.game), case.players, SEED, "classic")
    scene = game_scene(app, setup)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    setup.seats = [replace(plan, kind="human") for plan in setup.seats]  # bots still decide
    return app, scene


def audit_case(case: Case, frames: int, moment_frames: int = MOMENT_FRAMES) -> dict[str, Any]:
    """Play `case` for `frames` frames, then stage each of the game's moments (watching
    each `moment_frames` frames), and judge every frame."""
    app, _ = _table(case)
    seen: Counter[judge.Finding] = Counter()
    kinds: Counter[str] = Counter()  # how many of each kind the frames showed
    watch(app, frames, seen, kinds)
    errors = len(app.errors)
    for moment in moments(case.game):
        if moment.fits(case.players):
            errors += audit_moment(case, moment, seen, kinds, moment_frames)
    findings = [
        {"problem": f.problem, "detail": f.detail, "frames": n}
        for f, n in sorted(seen.items(), key=lambda item: (item[0].problem, item[0].detail))
    ]
    return {
        "case": case.label,
        "findings": findings,
        "marks": dict(sorted(kinds.items())),
        "errors": errors,
    }


def watch(app, frames: int, seen: Counter, kinds: Counter) -> set[str]:
    """Run `frames` frames judging each; what the words shown said."""
    said: set[str] = set()
    for _ in range(frames):
        app.frame(1 / 60, events=[])
        shown = frame_marks(app)
        kinds.update(m.kind for m in shown)
        said.update(m.what for m in shown)
        seen.update(set(judge.check(shown, app.size)))
    return said


def moments(game: str) -> tuple[Moment, ...]:
    spec = playable(game)
    return spec.moments.resolve() if spec.moments is not None else ()


def stage(app, scene, moment: Moment) -> None:
    """Put `scene` in `moment`'s position, shown at rest as the rules have it, and make
    its move. A staged position is not one the game's record leads to, so the game is no
    longer kept (kept, it would be set aside as a record that does not replay when the
    next table of the audit starts)."""
    state, seat, action = moment.stage(scene.setup.players)
    scene.persist = False
    scene.timeline.finish()
    scene.state = state
    scene.story.sync()
    scene.resize(app.size)  # pieces placed for the staged position
    app.frame(1 / 60, events=[])
    scene.act(seat, action)


def audit_moment(
    case: Case, moment: Moment, seen: Counter, kinds: Counter, frames: int = MOMENT_FRAMES
) -> int:
    """Stage `moment` on a fresh table of `case` and judge its frames; a finding if the
    words it must show never did. The errors the scene raised."""
    app, scene = _table(case)
    app.frame(1 / 60, events=[])
    stage(app, scene, moment)
    said = watch(app, frames, seen, kinds)
    for words in moment.says:
        shown = as_shown(words)
        if not any(shown.search(what) for what in said):
            text = repr(tr(words) if "." in words else words)
            seen[judge.Finding("unsaid", f"{moment.name}: {text} never showed")] += 1
    return len(app.errors)


FIELD = "\u2042"  # stands for a `{field}` of a translation while its text is quoted


def as_shown(words: str) -> re.Pattern[str]:
    """What `words` look like in a shown item's `what`: quoted, a translation key as its
    text, each of its `{fields}` (a seat's name, a number) filled with anything."""
    text = re.sub(r"\{[^{}]*\}", FIELD, tr(words) if "." in words else words)
    return re.compile(".+?".join(re.escape(part) for part in repr(text).split(FIELD)))


def run(
    only: list[str] | None,
    frames: int,
    sizes: tuple[tuple[int, int], ...] = SIZES,
    moment_frames: int = MOMENT_FRAMES,
    table: tuple[str, ...] = (),
    langs: tuple[str, ...] = ("en",),
    screens: bool = False,
) -> dict[str, Any]:
    """Every case of `only` (default: every game) in each of `langs`, and with `screens`
    the shell's screens at each size (`engine/shell/audit_screens.py`); `clean` only when
    nothing was found."""
    chosen = cases(only, sizes, table, langs)
    results = [audit_case(case, frames, moment_frames) for case in chosen]
    if screens:
        shown = [(size, "table") for size in sizes]
        shown += [(TABLET, "tablet")] if sizes == SIZES else []
        results += [
            audit_screens(ScreensCase(size, orientation, table, lang), only)
            for lang in langs
            for size, orientation in shown
        ]
    total = sum(len(r["findings"]) + r["errors"] for r in results)
    return {"frames": frames, "cases": results, "findings": total, "clean": total == 0}


def print_report(report: dict[str, Any]) -> None:
    """One line per finding under its case; cases with nothing to say stay quiet."""
    for result in report["cases"]:
        if not result["findings"] and not result["errors"]:
            continue
        print(result["case"])
        for f in result["findings"]:
            print(f"  {f['problem']:<7} {f['detail']} ({f['frames']} frames)")
        if result["errors"]:
            print(f"  error   {result['errors']} exceptions in the scene (see errors.log)")
    cases_n = len(report["cases"])
    print(f"{report['findings']} findings in {cases_n} cases, {report['frames']} frames each")
