"""The game scene and what it is made of: who sits where, the story that tells rule events,
pieces in flight, and party mode's policy.
"""
