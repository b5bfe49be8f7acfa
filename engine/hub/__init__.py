"""The event hub: one server several tables report to at an event, with the board for a
big screen, the operator's page of every table, and the games as JSON (docs/events.md).
It never loads pygame: it runs on a machine with no screen of its own as well as on a table.
The table's side (its outbox and the thread that sends it) is in engine/storage/.
"""
