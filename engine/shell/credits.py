"""Credits: the games' designers and publishers, and where the art, sound and type come from."""

from __future__ import annotations

from engine.assets import CREDIT as ART_CREDIT
from engine.dialogs import DialogScene
from engine.i18n import tr
from engine.input import Gesture
from engine.seats import Placement

CREDITS = (
    "Devil's Circle — after Jacques Zeimet's Teufelskreis (Steffen Spiele)",
    "Memorandum — David Parlett (first published 1983 as Memini)",
    "MemoDiXe — played with DiXe dice (dixe.games)",
    "Fireball Court — card faces by MemoTable",
    "Tamega — Dirk Van den Spiegel (Les Petits Riens, 2003)",
    ART_CREDIT,
    "Fredoka One typeface by Milena Brandão, SIL Open Font License 1.1",
    "Sounds synthesised by MemoTable's own script, CC0 1.0",
    "Physics: pymunk (MIT) on Chipmunk2D; pygame-ce (LGPL)",
)


class CreditsScene(DialogScene):
    name = "credits"

    def title(self) -> str:
        return tr("menu.credits")

    def lines(self) -> tuple[str, ...]:
        return (*CREDITS, "", tr("credits.close"))

    def resize(self, size: tuple[int, int]) -> None:
        self.frame = Placement((size[0] / 2, size[1] / 2), 0)
        self.card_size = (
            min(size[0] * 0.9, 1300 * self.app.unit),
            min(size[1] * 0.9, 640 * self.app.unit),
        )

    def gesture(self, gesture: Gesture) -> None:
        if gesture.kind == "tap":
            self.back()
