"""Template game's presentation; the spec names the scene as
"games.template_game.scene:TemplateGameScene"."""

from games.template_game.scene.play import TemplateGameScene

__all__ = ["TemplateGameScene"]
