"""Fireball Court's presets: play to 101 with the ravens' share, or to 31 for children."""

PRESETS = {
    # The printed game: ravens share on, match to 101.
    "classic": {"target": 101, "ravens_share": True},
    # Ages 5+: a short match and no ravens arithmetic: find the same picture, count coins.
    "kids": {"target": 31, "ravens_share": False},
}
