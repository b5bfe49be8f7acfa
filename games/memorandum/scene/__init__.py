"""Memorandum's scene (see play.py); the spec names it "games.memorandum.scene:MemorandumScene"."""

from games.memorandum.scene.play import MemorandumScene

__all__ = ["MemorandumScene"]
