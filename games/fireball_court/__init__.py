"""Fireball Court: match cards to the Court's stacks, sweep it with Fireballs, race to 101."""
