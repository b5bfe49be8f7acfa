"""The bench's table settings: a case measured with calm motion on, or with a TUIO stream
of ten fingers at 60 bundles a second arriving over UDP, beside the same case plain.

The stream is a tracker as a camera table runs one: a bundle a frame (the bench's frames
are 1/60 s of game time) with every cursor alive and set, and its frame number. Ten
fingers wander in small circles over the table's middle (never on a panel, a button or a
corner, so they tap nothing and open nothing: the game goes on as in the plain case), and
each lifts after a while for a new one to come down, so downs, moves and ups all flow.
Before each frame the bench sends one bundle and waits until the receiver's thread has
taken it, so every replay drains the same fingers in the same frames; the sending and the
waiting are not part of the frame's time.
"""

from __future__ import annotations

import math
import time
from typing import Any

from pythonosc.osc_bundle_builder import IMMEDIATELY, OscBundleBuilder
from pythonosc.osc_message_builder import OscMessageBuilder
from pythonosc.udp_client import UDPClient

from engine.input.tuio import CURSORS

VARIANTS = ("calm", "tuio")  # `bench --variants`: calm motion; a TUIO stream of ten fingers
FINGERS = 10
LIFE = 90  # frames a cursor stays down before a new one takes its place
WAIT_S = 0.25  # at most this long for the receiver to take a bundle


class TuioStream:
    """Ten fingers over UDP into `app`'s TUIO receiver, a bundle a frame."""

    def __init__(self, app: Any) -> None:
        reason = app.listen_tuio(("127.0.0.1", 0))
        if reason is not None:
            raise OSError(reason)
        self.receiver = app.tuio
        self.client = UDPClient("127.0.0.1", self.receiver.port)
        self.frame = 0

    def cursors(self) -> dict[int, tuple[float, float]]:
        """Each finger's session and place now: spread over the middle half of the screen,
        each circling its spot; finger i is replaced every LIFE frames, staggered."""
        found = {}
        for i in range(FINGERS):
            age = self.frame + i * LIFE // FINGERS
            session = i + FINGERS * (age // LIFE)
            turn = age / 120 * math.tau  # a round every two seconds
            spot = (0.3 + 0.4 * (i % 5) / 4, 0.38 + 0.24 * (i // 5))
            found[session] = (spot[0] + 0.02 * math.cos(turn), spot[1] + 0.03 * math.sin(turn))
        return found

    def send(self) -> None:
        """One bundle, then wait until the receiver has taken it."""
        self.frame += 1
        taken = self.receiver.bundles
        cursors = self.cursors()
        builder = OscBundleBuilder(IMMEDIATELY)
        parts = [["source", "bench@127.0.0.1"], ["alive", *cursors]]
        parts += [["set", s, x, y, 0.0, 0.0, 0.0] for s, (x, y) in cursors.items()]
        for args in [*parts, ["fseq", self.frame]]:
            message = OscMessageBuilder(CURSORS)
            for arg in args:
                message.add_arg(arg)
            builder.add_content(message.build())
        self.client.send(builder.build())
        deadline = time.monotonic() + WAIT_S
        while self.receiver.bundles == taken and time.monotonic() < deadline:
            time.sleep(0.0002)


def set_table(app: Any, variant: str) -> TuioStream | None:
    """Turn the case's setting on; the TUIO stream to feed before each frame, if any."""
    if variant == "calm":
        app.settings.calm_motion = True
        app.apply_table()
    return TuioStream(app) if variant == "tuio" else None
