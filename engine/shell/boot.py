"""Building the app with the shell attached: the framework's `App` knows nothing of menus,
pause cards, results or kiosks; here the shell fills in the hooks it calls."""

from __future__ import annotations

from engine.app import App, AppOptions
from engine.settings import load_settings
from engine.shell.kiosk import Supervisor
from engine.shell.menu import MenuScene
from engine.shell.pause import PauseScene
from engine.shell.results import ResultsScene
from games.core.registry import all_games


def make_app(
    size: tuple[int, int] = (1280, 720),
    headless: bool = False,
    speed: float = 1.0,
    lang: str | None = None,
    fullscreen: bool = False,
    kiosk: bool = False,
    orientation: str | None = None,
) -> App:
    settings = load_settings()
    if lang:
        settings.language = lang
    if orientation:
        settings.orientation = orientation
    if headless:  # the tools (shot, bench, soak, audits) and tests: no sound, no teaching
        settings.sound = False
        settings.howto_seen = [spec.id for spec in all_games()]
    app = App(settings, AppOptions(size, fullscreen, kiosk, headless, speed))
    app.home = lambda: MenuScene(app)
    app.pause_scene = lambda game, angle: PauseScene(app, game, angle)
    app.results_scene = lambda game: ResultsScene(app, game)
    app.supervisor = Supervisor(app)
    return app
