"""MemoDiXe's presentation (the spec names `games.memodixe.scene:MemoDixeScene`).

`play` wires the scene; `layout` says where things are, `picture` what the table shows now,
`story` how each rule event is told, `painter` how it is drawn, `hints` what a child may
touch, `dice_table` the thrown dice's physics and `sprites` how a die looks.
"""

from games.memodixe.scene.play import MemoDixeScene

__all__ = ["MemoDixeScene"]
