"""The memory review of a finished game, worked out off the frame.

Reviewing replays the whole record with every seat's view around every move: 0.3 s for a
seven-seat Memorandum, which the results screen paid in the frame it opened. The game scene
starts a `ReviewAhead` once the last move is played, and the review is worked out on a
thread of its own while the table still shows that move (`RESULTS_DELAY`); the results
take it from there, waiting only for what is left of it.
"""

from __future__ import annotations

import dataclasses
import threading

from games.core.record import GameRecord
from games.core.review import Review, review_record


class ReviewAhead:
    """`review_record(record)` on a daemon thread; `result()` gives it or raises as it did."""

    def __init__(self, record: GameRecord) -> None:
        # Its own list of moves: finishing the match writes the scores into the record.
        self._record = dataclasses.replace(record, moves=list(record.moves))
        self._done = threading.Event()
        self._review: Review | None = None
        self._error: Exception | None = None
        threading.Thread(target=self._work, name="review", daemon=True).start()

    def _work(self) -> None:
        try:
            self._review = review_record(self._record)
        except Exception as error:  # handed to whoever asks for the result, as raised
            self._error = error
        finally:
            self._done.set()

    def result(self) -> Review:
        """The review, once worked out (raises RecordError for a game without one)."""
        self._done.wait()
        if self._error is not None:
            raise self._error
        assert self._review is not None
        return self._review
