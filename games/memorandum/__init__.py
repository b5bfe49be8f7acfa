"""Memorandum (David Parlett): memorise your hand, then shout "Mine!" when a card is called."""
