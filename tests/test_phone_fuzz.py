"""Nothing a phone sends ends, stalls or slows a game: hypothesis sends a joined phone's
frames of every kind to the real phone server of a real app with a Fireball Court game in
play (JSON of any shape, depth and size, any text, any bytes, frames larger than the
socket takes, moves of any shape and actions with fields of any kind), and after each
batch the game goes on, the other phone keeps its seat and hears nothing of it, no handler
failed, and the seat is held by a phone exactly while that phone's connection is open (a
phone the server cut off joins again with its own secret, as its page would). At the end
a real move is still played from a phone.

Bounded for CI: a fixed number of examples, derandomised (the same frames every run), a
few seconds in all."""

from __future__ import annotations

import contextlib
import json
import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.phones import protocol
from tests.fingers import frames, run_until, start_game
from tests.phones import Phone, phones_off, phones_on, token_of
from tests.test_phone_trust import played_from_a_phone

EXAMPLES = 120

scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()  # NaN and the infinities too: JSON has no word for them
    | st.text(max_size=24)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=40,
)
actions = st.fixed_dictionaries(
    {"type": st.sampled_from(["Play", "Draw", "Deal", "Pick", "Claim", "Nope"]) | json_values},
    optional={"card": st.integers(-5, 130) | json_values, "place": json_values},
)
moves = st.builds(
    lambda move, seq: json.dumps({"type": "move", "move": move, "seq": seq}),
    actions | json_values,
    st.integers(-1, 2**40) | json_values,
)


def deep(n: int, kind: str) -> str:
    if kind == "list":
        return "[" * n + "]" * n
    if kind == "object":
        return '{"a":' * n + "1" + "}" * n
    return '{"type":"move","move":' * n + "{}" + ',"seq":1}' * n


frames_sent = st.one_of(
    json_values.map(lambda value: json.dumps(value, allow_nan=True)),
    moves,
    st.text(max_size=2500),
    st.binary(max_size=3000),
    st.builds(deep, st.integers(1, 4000), st.sampled_from(["list", "object", "move"])),
    st.sampled_from(['{"type":"ping"}', '{"type":"join","token":"AAAAAA"}', '{"type":"rejoin"}']),
    st.binary(min_size=protocol.SOCKET_CAP + 1, max_size=protocol.SOCKET_CAP + 64),  # too big
)


def test_nothing_a_phone_sends_ends_stalls_or_slows_the_game(monkeypatch):
    monkeypatch.setattr(protocol, "RATE", 1e6)  # every frame is read, none dropped as a flood
    monkeypatch.setattr(protocol, "BURST", 10**6)
    app, scene = start_game("fireball-court", 2, (0, 1), seed=5, size=(960, 540))
    phones_on(app)
    try:
        frames(app, 2)
        fuzzer = Phone(app.phones, token_of(scene, 0))
        bystander = Phone(app.phones, token_of(scene, 1))
        assert run_until(app, lambda: scene.phones.joined(0) and scene.phones.joined(1), 600)
        key = fuzzer.key
        phone = [fuzzer]
        room = app.phones.room

        @settings(
            max_examples=EXAMPLES,
            derandomize=True,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        )
        @given(st.lists(frames_sent, min_size=1, max_size=6))
        def sends(batch: list[str | bytes]) -> None:
            now = phone[0]
            if not now.open:  # cut off by the last batch: it joins again, as its page would
                now = phone[0] = Phone(app.phones, key=key)
                assert run_until(app, lambda: scene.phones.joined(0), 600)
            pongs = sum(m["type"] == "pong" for m in list(now.heard))
            for sent in batch:
                if not now.open:
                    break
                try:
                    if isinstance(sent, bytes):
                        now.socket.send_binary(sent)
                    else:
                        now.send(sent)
                except OSError:  # the server closed it meanwhile (a frame too big)
                    break
            if now.open:  # every frame read (the server answers in order)
                with contextlib.suppress(OSError):
                    now.send('{"type":"ping"}')
            heard_all = lambda: (  # noqa: E731
                not now.open or sum(m["type"] == "pong" for m in list(now.heard)) > pongs
            )
            assert run_until(app, heard_all, 600)
            frames(app, 2)  # the table tries whatever moves came
            assert app.scenes.top is scene and not app.errors and room.faults == 0
            assert bystander.open and scene.phones.joined(1)
            assert not [m for m in bystander.heard if m["type"] in ("bye", "error")]
            assert run_until(app, lambda: scene.phones.joined(0) == now.open, 600)
            assert 0 in room.now.held  # the seat is its phone's to come back to

        sends()
        if not phone[0].open:
            phone[0] = Phone(app.phones, key=key)
            assert run_until(app, lambda: scene.phones.joined(0), 600)
        assert not scene.state.over and math.isfinite(scene.state.scores()[0])
        played_from_a_phone(app, scene, {0: phone[0], 1: bystander})  # the game goes on
    finally:
        phones_off(app)
