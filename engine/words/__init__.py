"""The table's words: banners, the seat on turn's prompt, every move's reaction, where a
plate of words may go, the how-to pages, and the standstill when words fit nowhere.
"""
