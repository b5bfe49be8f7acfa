"""Touch and mouse: device clean-up stages, one pointer model, gestures, and which finger
holds what.
"""
