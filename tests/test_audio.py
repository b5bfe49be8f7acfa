"""The sound bank: generated WAVs are well-formed and reproducible; playback never raises.

Runs on SDL's dummy audio driver (see conftest.py), so the mixer opens but nothing is heard.
"""

from __future__ import annotations

import array
import importlib.util
import logging
import sys
import wave
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from engine.loop.audio import DEFAULT_DIRECTORY, SOUND_NAMES, SoundBank

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "make_sounds.py"

# The nominal length of each sound from the sound brief; files may differ by +-25 %.
NOMINAL_SECONDS = {
    "flip": 0.25,
    "coin": 0.35,
    "dice": 0.6,
    "card": 0.2,
    "success": 0.6,
    "fail": 0.4,
    "fanfare": 1.6,
    "tap": 0.05,
    "shake": 0.25,
    "whoosh": 0.3,
    "tick": 0.05,
    "burst": 0.7,
    "magic": 0.8,
    "pop": 0.15,
    "bell": 0.6,
    "turn": 0.55,
    "cheer": 1.1,
}


def _load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def make_sounds() -> ModuleType:
    return _load_script()


@pytest.fixture(scope="module")
def generated(make_sounds: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sounds")
    make_sounds.write_all(out)
    return out


@pytest.fixture(autouse=True, scope="module")
def _close_mixer() -> Iterator[None]:
    """Leave the mixer as we found it so other test modules in this worker are unaffected."""
    was_open = pygame.mixer.get_init() is not None
    yield
    if not was_open and pygame.mixer.get_init():
        pygame.mixer.quit()


def _samples(path: Path) -> tuple[wave._wave_params, array.array]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        data = array.array("h", wav.readframes(params.nframes))
    if sys.byteorder == "big":
        data.byteswap()
    return params, data


# --------------------------------------------------------------------------- the generator


def test_script_and_bank_agree_on_the_sound_list(make_sounds: ModuleType) -> None:
    assert set(make_sounds.SOUNDS) == set(SOUND_NAMES) == set(NOMINAL_SECONDS)


def test_script_is_deterministic(make_sounds: ModuleType, generated: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    make_sounds.write_all(again)
    for name in SOUND_NAMES:
        first = (generated / f"{name}.wav").read_bytes()
        assert first == (again / f"{name}.wav").read_bytes(), name


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_sound_is_well_formed(generated: Path, name: str) -> None:
    params, data = _samples(generated / f"{name}.wav")
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.framerate == 44100
    seconds = params.nframes / params.framerate
    nominal = NOMINAL_SECONDS[name]
    assert 0.75 * nominal <= seconds <= 1.25 * nominal, seconds
    peak = max(abs(x) for x in data)
    assert peak < 32767, "clipped"
    assert 0.6 * 32767 < peak < 0.75 * 32767, "peak should be about -3 dBFS"
    assert data[0] == 0 and data[-1] == 0, "faded in and out, so no clicks"


def test_sound_bank_is_small(generated: Path) -> None:
    total = sum(p.stat().st_size for p in generated.glob("*.wav"))
    assert total < 1_000_000


def test_committed_sounds_match_the_script(generated: Path) -> None:
    """The WAVs in sounds/ are what the script makes (run it and commit after editing it).

    Compared sample by sample with a 2 LSB tolerance rather than byte for byte, so a different
    platform's libm rounding cannot fail the test, while a forgotten regeneration still does.
    """
    for name in SOUND_NAMES:
        committed = DEFAULT_DIRECTORY / f"{name}.wav"
        assert committed.is_file(), f"{committed} missing: run tools/make_sounds.py"
        params_a, a = _samples(committed)
        params_b, b = _samples(generated / f"{name}.wav")
        assert params_a == params_b, name
        assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 2, name


def test_script_cli_writes_only_the_named_sounds(make_sounds: ModuleType, tmp_path: Path) -> None:
    assert make_sounds.main(["--out", str(tmp_path), "-q", "tap", "tick"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tap.wav", "tick.wav"]


# --------------------------------------------------------------------------- the bank


def test_bank_loads_every_sound() -> None:
    bank = SoundBank()
    assert bank.directory == ROOT / "sounds"
    assert bank.load() is True
    assert not bank.silent
    assert bank.loaded >= set(SOUND_NAMES)
    assert pygame.mixer.get_num_channels() >= 24


def test_play_records_names_in_order_with_pan_and_volume_extremes() -> None:
    bank = SoundBank()
    bank.play("flip")
    bank.play("coin", volume=0.5, pan=-1.0)
    bank.play("dice", volume=7.0, pan=3.0)  # out of range: clamped, not an error
    bank.play("pop", volume=0.0)
    bank.play("tap", volume=float("nan"), pan="left")  # type: ignore[arg-type]
    assert not bank.silent
    assert list(bank.played) == ["flip", "coin", "dice", "pop", "tap"]
    for _ in range(100):
        bank.play("tap")
    assert len(bank.played) == 64


def test_unknown_name_is_a_logged_no_op(caplog: pytest.LogCaptureFixture) -> None:
    bank = SoundBank()
    with caplog.at_level(logging.DEBUG, logger="engine.loop.audio"):
        bank.play("no-such-sound")
        bank.play(None)  # type: ignore[arg-type]
    assert list(bank.played) == []
    assert any("no-such-sound" in r.getMessage() for r in caplog.records)
    assert all(r.levelno == logging.DEBUG for r in caplog.records)


def test_mixer_unavailable_makes_a_silent_bank(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    bank = SoundBank()
    with caplog.at_level(logging.WARNING, logger="engine.loop.audio"):
        bank.play("fanfare", pan=0.5)
        bank.play("bell")
        assert bank.load() is False
    assert bank.silent
    assert bank.loaded == frozenset()
    assert list(bank.played) == ["fanfare", "bell"]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "No available audio device" in warnings[0].getMessage()


def test_empty_directory_makes_a_silent_bank(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    bank = SoundBank(tmp_path)
    with caplog.at_level(logging.WARNING, logger="engine.loop.audio"):
        bank.play("flip")
        bank.play("flip")
    assert bank.silent
    assert list(bank.played) == ["flip", "flip"]
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1


def test_corrupt_file_makes_a_silent_bank(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    for name in SOUND_NAMES:
        (tmp_path / f"{name}.wav").write_bytes((DEFAULT_DIRECTORY / f"{name}.wav").read_bytes())
    (tmp_path / "coin.wav").write_bytes(b"RIFF\x00\x00\x00\x00not really a wave file")
    bank = SoundBank(tmp_path)
    with caplog.at_level(logging.WARNING, logger="engine.loop.audio"):
        bank.play("coin")
        bank.play("tap")
    assert bank.silent
    assert list(bank.played) == ["coin", "tap"]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "coin.wav" in warnings[0].getMessage()


def test_disabled_bank_records_nothing() -> None:
    bank = SoundBank(enabled=False)
    assert bank.enabled is False
    bank.play("success")
    assert list(bank.played) == []
    bank.set_enabled(True)
    assert bank.enabled is True
    bank.play("success")
    bank.set_enabled(False)
    bank.play("fail")
    assert list(bank.played) == ["success"]


def test_master_volume_is_clamped() -> None:
    bank = SoundBank()
    assert bank.volume == 1.0
    bank.set_volume(0.25)
    assert bank.volume == 0.25
    bank.set_volume(-1.0)
    assert bank.volume == 0.0
    bank.set_volume(4.0)
    assert bank.volume == 1.0
    bank.set_volume(0.0)
    bank.play("magic")  # inaudible but still counted
    assert list(bank.played) == ["magic"]


class _FakeChannel:
    """Records what the bank asks of a mixer channel."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[object, ...]]] = []

    def set_volume(self, *args: object) -> None:
        self.calls.append(("set_volume", args))

    def play(self, sound: object) -> None:
        self.calls.append(("play", (sound,)))


def test_pan_and_volume_reach_the_channel_before_play(monkeypatch: pytest.MonkeyPatch) -> None:
    bank = SoundBank()
    assert bank.load()
    channel = _FakeChannel()
    monkeypatch.setattr(pygame.mixer, "find_channel", lambda force=False: channel)
    bank.set_volume(0.5)
    bank.play("coin", pan=-1.0)
    bank.play("coin", volume=0.5, pan=1.0)
    bank.play("coin", pan=0.0)
    bank.play("coin", pan=0.5)
    volumes = [args for name, args in channel.calls if name == "set_volume"]
    assert volumes == [(0.5, 0.0), (0.0, 0.25), (0.5, 0.5), (0.25, 0.5)]
    assert [name for name, _ in channel.calls] == ["set_volume", "play"] * 4
