"""Building the app with the shell attached: the framework's `App` knows nothing of menus,
pause cards, results or kiosks; here the shell fills in the hooks it calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.loop.app import App, AppOptions
from engine.shell.kiosk import Supervisor
from engine.shell.menu import MenuScene
from engine.storage.settings import load_settings
from games.core.registry import all_games

if TYPE_CHECKING:
    from engine.loop.scenes import Scene
    from games.core.record import GameRecord


def make_app(
    size: tuple[int, int] = (1280, 720),
    headless: bool = False,
    speed: float = 1.0,
    lang: str | None = None,
    fullscreen: bool = False,
    kiosk: bool = False,
    orientation: str | None = None,
    tuio: tuple[str, int] | None = None,
) -> App:
    settings = load_settings()
    if lang:
        settings.language = lang
    if orientation:
        settings.orientation = orientation
    if headless:  # the tools (shot, bench, soak, audits) and tests: no sound, no teaching
        settings.sound = False
        settings.howto_seen = [spec.id for spec in all_games()]
    app = App(settings, AppOptions(size, fullscreen, kiosk, headless, speed, tuio))
    app.home = lambda: MenuScene(app)
    app.pause_scene = lambda game, angle: _pause_scene(app, game, angle)
    app.results_scene = lambda game: _results_scene(app, game)
    app.supervisor = Supervisor(app)
    return app


# Scenes the menu's first frame does not draw load when first opened, here and in the menu
# and the kiosk: the pause card, the results (with the review page and the how-to behind
# them), setup, settings, credits, attract mode (docs/performance.md, "Start-up").
def _pause_scene(app: App, game: Scene, angle: int) -> Scene:
    from engine.shell.pause import PauseScene

    return PauseScene(app, game, angle)


def _results_scene(app: App, game: Scene) -> Scene:
    from engine.shell.results import ResultsScene

    return ResultsScene(app, game)


def headless_app(
    size: tuple[int, int],
    scene: str,
    players: int = 0,
    orientation: str = "table",
    resume: GameRecord | None = None,
) -> App:
    """An app without a window of its own showing `scene`: the menu, or a game of casual
    computer players, resumed from `resume` when given (what `bench` measures)."""
    app = make_app(size, headless=True, orientation=orientation)
    if scene == "menu":
        app.scenes.push(app.home())
        return app
    from engine.shell.starting import bot_setup, playable, scene_class  # a game's, not the menu's

    spec = playable(scene)
    setup = bot_setup(spec, players, 7, "classic", ["casual"] * players)
    app.scenes.push(scene_class(spec)(app, setup, resume=resume))
    return app
