"""Phones as private hands: a small HTTP and WebSocket server in the app's process, each
seat's page on its player's phone, and what ties them to the game on the table
(docs/phones.md). Off unless the operator turns it on (`--phones`, or Settings).
"""
