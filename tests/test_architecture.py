"""The shape of the code, checked: no import cycles (imports inside functions count), the
framework never imports the shell, classes and modules stay small, and every game's folder
uses the same module names."""

from __future__ import annotations

import ast
import pathlib
import subprocess

import pytest

from games.core.registry import game_packages

ROOT = pathlib.Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "games", "tests", "tools")
GAMES = game_packages()  # every game folder the registry finds
GAME_MODULES = {"actions.py", "rules.py", "bot.py", "review.py", "spec.py", "options.py"}
GAME_MODULES |= {"howto.py"}
GAME_MODULES |= {"phone.py"}
SCENE_MODULES = {"__init__.py", "play.py", "layout.py", "picture.py", "story.py"}
SCENE_MODULES |= {"painter.py", "hints.py"}
# Over the size limits, each with its reason; the list may only shrink.
TOO_LARGE = {
    "tools/make_sounds.py": "generated sounds: one table of notes",
}


def _modules() -> dict[str, pathlib.Path]:
    found = {"main": ROOT / "main.py"}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            found[name.removesuffix(".__init__")] = path
    return found


def _imports(path: pathlib.Path, known: set[str]) -> set[str]:
    """Project modules `path` imports anywhere (functions included), leaving out imports
    that only type checkers see."""
    tree = ast.parse(path.read_text())
    skipped = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for inner in ast.walk(node)
    }
    targets: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            targets |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            targets.add(node.module)
            targets |= {f"{node.module}.{alias.name}" for alias in node.names}
    return targets & known


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    known = set(modules)
    return {name: _imports(path, known) - {name} for name, path in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle, if there is any (depth-first search)."""
    state: dict[str, int] = {}
    trail: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        trail.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*trail[trail.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        trail.pop()
        return []

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return []


def test_no_import_cycle_anywhere():
    assert _cycle(_graph()) == []


def test_the_cycle_check_finds_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_the_framework_is_a_dozen_packages_and_the_top_level_the_design_cards_dozen():
    packages = [p.name for p in (ROOT / "engine").iterdir() if (p / "__init__.py").exists()]
    assert len(packages) <= 12, sorted(packages)
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    top = {path.split("/")[0] for path in tracked if not path.startswith(".")}
    assert len(top) <= 12, sorted(top)  # main.py, engine, games, assets, sounds, tests ...


def test_the_framework_never_imports_the_shell():
    graph = _graph()
    framework = [n for n in graph if n.startswith("engine.") and not n.startswith("engine.shell")]
    assert {n: sorted(i for i in graph[n] if i.startswith("engine.shell")) for n in framework} == {
        n: [] for n in framework
    }


def test_the_rules_core_never_imports_the_engine():
    graph = _graph()
    rules = [n for n in graph if n.startswith("games.") and ".scene" not in n]
    assert [n for n in rules if any(i.startswith("engine") for i in graph[n])] == []


@pytest.mark.parametrize("path", sorted(_modules().values()), ids=lambda p: p.name)
def test_modules_and_classes_stay_small(path):
    relative = path.relative_to(ROOT).as_posix()
    if relative in TOO_LARGE:
        return
    source = path.read_text()
    assert source.count("\n") <= 500, f"{relative} has more than 500 lines"
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            assert node.end_lineno - node.lineno < 400, f"{relative}: {node.name}"


def test_the_list_of_large_modules_only_shrinks():
    for relative in TOO_LARGE:
        assert (ROOT / relative).read_text().count("\n") > 500, f"{relative} is small now"


@pytest.mark.parametrize("game", GAMES)
def test_every_game_folder_uses_the_same_names(game):
    folder = ROOT / "games" / game
    assert {p.name for p in folder.glob("*.py")} >= GAME_MODULES
    assert {p.name for p in (folder / "scene").glob("*.py")} >= SCENE_MODULES
    assert not list(folder.glob("scene_*.py")) and not (folder / "scene.py").exists()


def _game_scenes() -> list[type]:
    """Every game's scene class (every registered game's and the toy game's)."""
    from engine.shell.starting import scene_class
    from games.core.registry import all_games
    from tests.toy_scene import ToyScene

    return [scene_class(spec) for spec in all_games() if spec.available] + [ToyScene]


def _overridden(scene: type, base: type) -> set[str]:
    """The names of the base's members that `scene` (or a class between it and the base)
    defines again."""
    names: set[str] = set()
    for cls in scene.__mro__[: scene.__mro__.index(base)]:
        names |= {name for name in vars(cls) if hasattr(base, name)}
    return names - {"__module__", "__qualname__", "__doc__", "__annotations__", "__dict__"}


def test_a_game_scene_overrides_only_the_declared_hooks():
    """A small game-scene surface: a game's scene overrides only the hooks declared in
    `engine/game/hooks.py` (about ten, each documented there), its `traits`, its own
    `__init__` and the scene's `name`; the rest of `GameScene` is the base's alone."""
    from engine.game.hooks import DECLARED, HOOKS, GameHooks
    from engine.game.scene import GameScene

    assert len(HOOKS) <= 12
    assert all(callable(getattr(GameHooks, hook)) for hook in HOOKS)
    assert {name for name in vars(GameHooks) if not name.startswith("_")} == {*HOOKS, "traits"}
    allowed = {*HOOKS, *DECLARED, "name"}
    scenes = _game_scenes()
    assert len(scenes) == len(GAMES) + 1
    for scene in scenes:
        assert _overridden(scene, GameScene) <= allowed, scene.__name__


def test_the_hook_check_finds_an_override_outside_the_hooks():
    from engine.game.hooks import DECLARED, HOOKS
    from engine.game.scene import GameScene

    class Sneaky(GameScene):
        def layout(self) -> None: ...

        def update(self, dt: float) -> None: ...

    assert _overridden(Sneaky, GameScene) - {*HOOKS, *DECLARED} == {"update"}
