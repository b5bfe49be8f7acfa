"""Tamega: a cross of Memory and Isola. Walk your pawn over face-down tiles, turning up
the one you leave; find pairs; use the red bridge; block your rivals."""
