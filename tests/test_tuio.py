"""TUIO 1.1 cursors: the cursor bookkeeping alone, then real OSC bundles sent over UDP to
127.0.0.1 by python-osc's client, into an app listening on a free port (port 0), through
the same clean-up stages and gestures as the operating system's fingers."""

from __future__ import annotations

import random
import time

import pytest
from pythonosc.osc_bundle_builder import IMMEDIATELY, OscBundleBuilder
from pythonosc.osc_message_builder import OscMessageBuilder
from pythonosc.udp_client import UDPClient

from engine.input.stages import RawTouch
from engine.input.tuio import CURSORS, CursorSource, TuioReceiver, messages
from engine.shell.boot import make_app
from engine.shell.cli import Parser, build_parser
from engine.storage.settings import save_settings
from games.memorandum.rules import CLAIMS, MEMORISE
from games.tamega.moments import give_turn, sq
from tests.fingers import (
    LOST_FRAMES,
    frames,
    new_app,
    recording_app,
    run_until,
    start_game,
    wait_for_input,
)

WAIT = 5.0  # seconds a datagram on the loopback may take to be taken (it takes microseconds)


# --- the cursors of one source, alone ----------------------------------------------------------
def frame(fseq, alive, **sets):
    found = [(CURSORS, ["source", "sim@localhost"]), (CURSORS, ["alive", *alive])]
    found += [(CURSORS, ["set", int(s[1:]), x, y, 0.0, 0.0, 0.0]) for s, (x, y) in sets.items()]
    return [*found, (CURSORS, ["fseq", fseq])]


def kinds(touches):
    return [(t.kind, t.pointer[2]) for t in touches]


def test_a_cursor_goes_down_moves_and_lifts_when_its_session_leaves_alive():
    source = CursorSource("sim")
    assert kinds(source.bundle(frame(1, [5], s5=(0.2, 0.3)))) == [("down", 5)]
    assert source.bundle(frame(2, [5], s5=(0.2, 0.3))) == []  # a resent set: no motion
    assert kinds(source.bundle(frame(3, [5, 6], s5=(0.25, 0.3), s6=(0.7, 0.7)))) == [
        ("move", 5),
        ("down", 6),
    ]
    (up,) = source.bundle(frame(4, [6]))
    assert up == RawTouch("up", ("tuio", "sim", 5), 0.25, 0.3, "tuio")
    assert kinds(source.bundle(frame(5, []))) == [("up", 6)] and source.cursors == {}


def test_a_late_frame_is_dropped_but_a_restarted_tracker_is_followed():
    source = CursorSource("sim")
    source.bundle(frame(200, [1], s1=(0.5, 0.5)))
    assert source.bundle(frame(199, [], s1=(0.1, 0.1))) is None  # out of order: dropped
    assert source.cursors == {1: (0.5, 0.5)}
    assert kinds(source.bundle(frame(3, [], s2=(0.4, 0.4)))) == [("up", 1)]  # far back: restart
    assert kinds(source.bundle(frame(-1, [7], s7=(0.1, 0.9)))) == [("down", 7)]  # unnumbered


def test_a_set_for_a_session_the_same_frame_says_has_gone_is_no_touch():
    source = CursorSource("sim")
    assert source.bundle(frame(1, [], s9=(0.5, 0.5))) == []
    assert source.bundle([("/tuio/2Dobj", ["alive", 1]), (CURSORS, ["fseq", 2])]) is None


@pytest.mark.parametrize(
    "args",
    [
        ["set", "x", 0.1, 0.2],
        ["set", 1, "0.1", 0.2],
        ["set", 1, float("nan"), 0.2],
        ["set", True, 0.1, 0.2],
        ["set", 1],
        [],
        ["alive", "a", 2.5, None],
        ["fseq"],
    ],
)
def test_malformed_cursor_messages_are_no_touches(args):
    source = CursorSource("sim")
    assert not source.bundle([(CURSORS, args)])


# --- over UDP ------------------------------------------------------------------------------------
class Sender:
    """A TUIO tracker as a simulator would be: bundles of source, alive, set and fseq."""

    def __init__(self, port: int) -> None:
        self.client = UDPClient("127.0.0.1", port)
        self.fseq = 0

    def bundle(self, cursors: dict[int, tuple[float, float]], send: bool = True) -> bytes:
        self.fseq += 1
        builder = OscBundleBuilder(IMMEDIATELY)
        parts = [["source", "memotable-test@127.0.0.1"], ["alive", *cursors]]
        parts += [["set", s, x, y, 0.0, 0.0, 0.0] for s, (x, y) in cursors.items()]
        for args in [*parts, ["fseq", self.fseq]]:
            message = OscMessageBuilder(CURSORS)
            for arg in args:
                message.add_arg(arg)
            builder.add_content(message.build())
        bundle = builder.build()
        if send:
            self.client.send(bundle)
        return bundle.dgram

    def raw(self, datagram: bytes) -> None:
        self.client._sock.sendto(datagram, (self.client._address, self.client._port))


def listening(app) -> Sender:
    assert app.listen_tuio(("127.0.0.1", 0)) is None
    return Sender(app.tuio.port)


def arrived(receiver: TuioReceiver, taken: int) -> None:
    """Wait until `taken` datagrams (bundles and ignored ones) have been taken."""
    deadline = time.monotonic() + WAIT
    while receiver.bundles + receiver.ignored < taken and time.monotonic() < deadline:
        time.sleep(0.001)
    assert receiver.bundles + receiver.ignored >= taken


def send_frame(app, sender: Sender, cursors: dict, count: int = 1) -> None:
    """One tracker frame over UDP, then `count` frames of the app."""
    before = app.tuio.bundles + app.tuio.ignored
    sender.bundle(cursors)
    arrived(app.tuio, before + 1)
    frames(app, count)


def norm(app, pos):
    return (pos[0] / app.size[0], pos[1] / app.size[1])


def test_a_tamega_pawn_dragged_by_a_tuio_cursor():
    app, scene = start_game("tamega", 2, humans=(0, 1), arrange=lambda s: give_turn(s.state, 0))
    sender = listening(app)
    assert wait_for_input(app, scene)
    pawn, to = scene.board.centre_of(scene.picture.pawns[0]), scene.board.centre_of(sq(6, 4))
    for i in range(9):
        t = i / 8
        at = (pawn[0] + (to[0] - pawn[0]) * t, pawn[1] + (to[1] - pawn[1]) * t)
        send_frame(app, sender, {12: norm(app, at)})
    assert scene.dragged() is not None and scene.dragged().pos == pytest.approx(to, abs=2)
    send_frame(app, sender, {}, count=LOST_FRAMES + 1)  # session 12 gone from alive: lifted
    assert scene.dragged() is None and scene.state.pawns[0] == sq(6, 4)
    assert len(scene.record.moves) == 1 and scene.illegal_refused == 0
    app.listen_tuio(None)  # (shutdown would quit pygame under the other tests)


def test_two_memorandum_mine_pads_pressed_together_by_tuio_cursors():
    opts = {"pack": 12, "claim_seconds": 1.5}
    app, scene = start_game(
        "memorandum", 3, (0, 1), preset="kids", options=opts, settle=0, privacy=True
    )
    sender = listening(app)
    assert run_until(app, lambda: scene.picture.phase == MEMORISE)
    for seat in (0, 1):
        x, y, _, _ = scene.geometry.ready_rect(scene.seats[seat])
        ready = norm(app, scene.seats[seat].to_screen((x, y)))
        send_frame(app, sender, {30 + seat: ready})
        send_frame(app, sender, {}, count=2)
    assert run_until(app, lambda: scene.state.phase == CLAIMS and scene.picture.window_open, 600)
    call = scene.state.call
    mines = {}
    for seat in (0, 1):
        x, y, _, _ = scene.geometry.mine_rect(scene.seats[seat])
        mines[40 + seat] = norm(app, scene.seats[seat].to_screen((x, y)))
    send_frame(app, sender, mines)  # both cursors come down in the same bundle
    assert {0, 1} <= set(scene.state.claimants) and scene.state.call == call
    send_frame(app, sender, {}, count=2)
    app.listen_tuio(None)


def test_a_lost_bundle_is_recovered_by_the_next_one():
    app, scene = recording_app()
    sender = listening(app)
    sender.bundle({3: (0.3, 0.4)}, send=False)  # the bundle with the finger's down is lost
    send_frame(app, sender, {3: (0.3, 0.4)})  # the next one says it is alive and where
    assert [g.kind for g in scene.seen] == ["down"]
    sender.bundle({}, send=False)  # the bundle with its lift is lost too ...
    send_frame(app, sender, {})  # ... and the next one's alive list lifts it
    assert [g.kind for g in scene.seen] == ["down", "up", "tap"]
    assert scene.seen[-1].pos == pytest.approx((0.3 * app.size[0], 0.4 * app.size[1]))
    app.listen_tuio(None)


def test_an_out_of_order_bundle_is_dropped():
    app, scene = recording_app()
    sender = listening(app)
    send_frame(app, sender, {3: (0.3, 0.4)})
    stale = sender.bundle({3: (0.9, 0.9)}, send=False)  # an older frame, arriving late
    send_frame(app, sender, {3: (0.3, 0.4)})
    before = app.tuio.ignored
    sender.raw(stale)
    arrived(app.tuio, app.tuio.bundles + before + 1)
    frames(app, 2)
    assert app.tuio.ignored == before + 1 and [g.kind for g in scene.seen] == ["down"]
    app.listen_tuio(None)


def test_a_storm_of_garbage_datagrams_is_ignored_and_the_table_still_answers():
    app, scene = recording_app()
    sender = listening(app)
    rng = random.Random(27)
    valid = sender.bundle({1: (0.5, 0.5)}, send=False)
    garbage = [rng.randbytes(rng.randrange(0, 300)) for _ in range(600)]
    garbage += [b"#bundle\x00" + rng.randbytes(rng.randrange(0, 80)) for _ in range(200)]
    garbage += [valid[: rng.randrange(1, len(valid))] for _ in range(100)]  # cut short
    garbage += [b"/tuio/2Dcur\x00,sfff\x00\x00\x00" + rng.randbytes(12) for _ in range(100)]
    for n, datagram in enumerate(garbage, 1):
        sender.raw(datagram)
        if n % 50 == 0:  # in bursts the socket's buffer holds: UDP drops what overflows
            arrived(app.tuio, n)
            frames(app, 1)
    arrived(app.tuio, len(garbage))
    frames(app, 2)
    assert app.tuio.bundles <= 100 and app.errors == []
    sender.fseq = 10_000
    send_frame(app, sender, {77: (0.25, 0.75)})
    send_frame(app, sender, {})
    assert [g.kind for g in scene.seen if g.pointer[2] == 77] == ["down", "up", "tap"]
    for pointer in {g.pointer for g in scene.seen}:  # a cut-short copy may touch: it ended
        assert [g.kind for g in scene.seen if g.pointer == pointer][-1] in ("up", "tap")
    assert app.tracker.pointers == {}
    app.listen_tuio(None)


def test_only_osc_is_read_as_osc():
    with pytest.raises(ValueError):
        messages(b"not osc")
    assert messages(Sender(9).bundle({}, send=False))[1] == (CURSORS, ["alive"])


def test_tuio_listens_on_localhost_unless_told_and_a_taken_port_is_one_line_no_crash():
    app = new_app()
    assert app.listen_tuio(("127.0.0.1", 0)) is None
    host, port = app.tuio.address
    assert host == "127.0.0.1"
    other = new_app()
    reason = other.listen_tuio(("127.0.0.1", port))
    assert other.tuio is None and "cannot listen for TUIO" in reason and "\n" not in reason
    frames(other, 2)
    app.listen_tuio(None)
    other.listen_tuio(None)


def test_the_command_line_takes_a_port_or_a_host_and_port():
    parser: Parser = build_parser()
    assert parser.parse_args(["--tuio", "3333"]).tuio == ("127.0.0.1", 3333)
    assert parser.parse_args(["--tuio", "0.0.0.0:3334"]).tuio == ("0.0.0.0", 3334)
    assert parser.parse_args([]).tuio is None


def test_the_settings_tuio_address_is_listened_on_at_start():
    app = new_app()
    app.settings.tuio = "127.0.0.1:0"

    save_settings(app.settings)
    second = make_app((1280, 720), headless=True)
    assert second.tuio is not None and second.tuio.address[0] == "127.0.0.1"
    second.listen_tuio(None)
    app.settings.tuio = ""
    save_settings(app.settings)
