"""The frame loop and the scenes: the app and its window, the fixed-step clock, the scene
stack, and memory handed back between games.
"""
