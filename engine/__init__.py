"""Presentation layer: knows pygame and pymunk, knows no game's rules."""
