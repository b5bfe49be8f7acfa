"""MemoDiXe: turn over two dice of the square, match their hidden faces, use the ten
powers, and shout "DiXe!" when no pair is left. Registers the game's spec."""
