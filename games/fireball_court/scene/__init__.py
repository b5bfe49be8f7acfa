"""Fireball Court's presentation; the spec names the scene as
"games.fireball_court.scene:FireballCourtScene"."""

from games.fireball_court.scene.play import FireballCourtScene

__all__ = ["FireballCourtScene"]
