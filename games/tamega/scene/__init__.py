"""Tamega's presentation (the spec's scene path is "games.tamega.scene:TamegaScene")."""

from games.tamega.scene.play import TamegaScene

__all__ = ["TamegaScene"]
