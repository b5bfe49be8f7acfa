"""Every game's scene plays whole computer games, in every preset, to the results screen:
every rule event's animation runs at least once somewhere, with no exception."""

import pytest

from engine.shell.starting import bot_setup, game_scene
from games.core.registry import all_games
from tests.fingers import new_app, run_until

CASES = [(spec, preset) for spec in all_games() if spec.available for preset in spec.presets]


@pytest.mark.parametrize(("spec", "preset"), CASES, ids=[f"{s.id}-{p}" for s, p in CASES])
def test_scene_plays_bot_games_to_the_results(spec, preset):
    for seed in (1, 2):
        app = new_app((1280, 720), speed=24)
        app.clock.max_steps = 64
        scene = game_scene(app, bot_setup(spec, None, seed, preset))
        app.scenes.push(scene)
        reached = run_until(app, lambda a=app: a.scenes.top.name == "results" or a.errors, 20_000)
        assert app.errors == [], app.errors[0]
        assert reached and scene.state.over
