"""Devil's Circle's presentation; the spec names the scene as
"games.devils_circle.scene:DevilsCircleScene"."""

from games.devils_circle.scene.play import DevilsCircleScene

__all__ = ["DevilsCircleScene"]
