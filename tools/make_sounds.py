#!/usr/bin/env python3
"""Synthesise every MemoTable sound effect and write it to ``sounds/`` as a WAV file.

Why synthesise instead of shipping recordings: the sounds then have no licence or provenance
question (they are CC0, made by this script), they are reproducible from source, and anyone can
tweak a sound by editing a few numbers here and re-running the script.

Only the standard library is used (math, array, wave, random) so the script runs anywhere Python
does. Output is deterministic: every random choice comes from a ``random.Random`` seeded with a
fixed number per sound, and nothing depends on the clock, so re-running it rewrites the same
bytes.

Format: 16-bit signed PCM, mono, 44100 Hz (the rate the game's mixer opens at, so nothing is
resampled at load time). Every sound is peak-normalised to about -3 dBFS and faded in and out so
it never starts or ends with a click.

Usage::

    python tools/make_sounds.py            # writes into the repository's sounds/
    python tools/make_sounds.py --out DIR  # writes somewhere else (tests use this)
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
PEAK_DBFS = -3.0
FULL_SCALE = 32767
TWO_PI = 2.0 * math.pi

Signal = list[float]
Curve = Callable[[float], float]

# Equal-tempered pitches used by the melodic sounds (Hz).
C4, E4, G4, B3 = 261.63, 329.63, 392.00, 246.94
F4 = 349.23
C5, E5, G5 = 523.25, 659.26, 783.99
C6 = 1046.50


# --------------------------------------------------------------------------- building blocks


def frames(seconds: float) -> int:
    """Number of samples in ``seconds`` (rounded, so durations are exact to one sample)."""
    return round(seconds * RATE)


def silence(seconds: float) -> Signal:
    """A buffer to mix voices into."""
    return [0.0] * frames(seconds)


def mix(dst: Signal, src: Signal, at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``src`` into ``dst`` starting at time ``at``; whatever overhangs the end is dropped."""
    start = frames(at)
    stop = min(len(dst), start + len(src))
    for i in range(start, stop):
        dst[i] += gain * src[i - start]


def tone(
    freq: float,
    seconds: float,
    decay: float,
    attack: float = 0.002,
    bend: float = 0.0,
    bend_time: float = 0.02,
    vibrato: float = 0.0,
    vibrato_rate: float = 5.5,
) -> Signal:
    """A sine with a linear attack and an exponential decay (time constant ``decay``).

    ``bend`` starts the pitch ``bend`` times higher (or lower when negative) and glides to
    ``freq`` with time constant ``bend_time``: the glide is what turns a beep into a "bonk" or
    a bubble. The phase is integrated, so pitch changes never produce discontinuities.
    """
    out: Signal = []
    phase = 0.0
    for i in range(frames(seconds)):
        t = i / RATE
        f = freq
        if bend:
            f *= 1.0 + bend * math.exp(-t / bend_time)
        if vibrato:
            f *= 1.0 + vibrato * math.sin(TWO_PI * vibrato_rate * t)
        phase += TWO_PI * f / RATE
        env = (t / attack if t < attack else 1.0) * math.exp(-t / decay)
        out.append(env * math.sin(phase))
    return out


def partials(
    freq: float,
    seconds: float,
    spec: list[tuple[float, float, float]],
    attack: float = 0.002,
    bend: float = 0.0,
    bend_time: float = 0.02,
) -> Signal:
    """Sum of decaying sines; ``spec`` is (frequency ratio, amplitude, decay time constant).

    Inharmonic ratios give wood and metal; integer ratios give mallet and bell tones. Higher
    partials are given shorter decays, as in real struck objects, so the tail is soft.
    """
    out = silence(seconds)
    for ratio, amp, decay in spec:
        mix(out, tone(freq * ratio, seconds, decay, attack, bend, bend_time), gain=amp)
    return out


def noise(rng: random.Random, seconds: float) -> Signal:
    """Uniform white noise in [-1, 1)."""
    return [rng.random() * 2.0 - 1.0 for _ in range(frames(seconds))]


def svf(signal: Signal, cutoff: float | Curve, q: float = 0.7, mode: str = "band") -> Signal:
    """State-variable filter (topology-preserving form, stable for any cutoff).

    ``cutoff`` may be a function of time in seconds, which is how whooshes sweep. The
    coefficients are recomputed every 16 samples: smooth enough to be inaudible, and it keeps
    a pure-Python run fast. ``mode`` is "low", "band" or "high".
    """
    k = 1.0 / q
    ic1 = ic2 = 0.0
    out: Signal = []
    a1 = a2 = a3 = 0.0
    for i, x in enumerate(signal):
        if i % 16 == 0:
            fc = cutoff(i / RATE) if callable(cutoff) else cutoff
            fc = min(max(fc, 20.0), RATE * 0.45)
            g = math.tan(math.pi * fc / RATE)
            a1 = 1.0 / (1.0 + g * (g + k))
            a2 = g * a1
            a3 = g * a2
        v3 = x - ic2
        v1 = a1 * ic1 + a2 * v3
        v2 = ic2 + a2 * ic1 + a3 * v3
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        if mode == "low":
            out.append(v2)
        elif mode == "high":
            out.append(x - k * v1 - v2)
        else:
            out.append(v1)
    return out


def shape(signal: Signal, envelope: Curve) -> Signal:
    """Multiply a signal by an amplitude curve given as a function of time."""
    return [x * envelope(i / RATE) for i, x in enumerate(signal)]


def hump(start: float, peak: float, end: float) -> Curve:
    """A smooth rise-and-fall envelope (raised-cosine halves), zero outside [start, end]."""

    def curve(t: float) -> float:
        if t <= start or t >= end:
            return 0.0
        if t < peak:
            return 0.5 - 0.5 * math.cos(math.pi * (t - start) / (peak - start))
        return 0.5 + 0.5 * math.cos(math.pi * (t - peak) / (end - peak))

    return curve


def one_pole_low(signal: Signal, cutoff: float) -> Signal:
    """Gentle 6 dB/octave low-pass: takes the fizz off the top end so nothing sounds harsh."""
    a = math.exp(-TWO_PI * cutoff / RATE)
    y = 0.0
    out: Signal = []
    for x in signal:
        y = (1.0 - a) * x + a * y
        out.append(y)
    return out


def dc_block(signal: Signal) -> Signal:
    """Remove DC and sub-audio drift (a 20 Hz high-pass) so fades end exactly at silence."""
    r = math.exp(-TWO_PI * 20.0 / RATE)
    prev_x = prev_y = 0.0
    out: Signal = []
    for x in signal:
        y = x - prev_x + r * prev_y
        prev_x, prev_y = x, y
        out.append(y)
    return out


def finish(signal: Signal, fade_in: float = 0.002, fade_out: float = 0.02) -> array.array:
    """Clean up, fade, normalise to PEAK_DBFS and quantise to 16-bit integers.

    Raised-cosine fades at both ends guarantee the first and last samples are zero, which is
    what prevents clicks when the mixer starts or cuts a sound.
    """
    out = dc_block(one_pole_low(signal, 11000.0))
    n = len(out)
    n_in, n_out = max(1, frames(fade_in)), max(1, frames(fade_out))
    for i in range(min(n_in, n)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for j in range(min(n_out, n)):
        out[n - 1 - j] *= 0.5 - 0.5 * math.cos(math.pi * j / n_out)
    peak = max(abs(x) for x in out) or 1.0
    scale = FULL_SCALE * 10.0 ** (PEAK_DBFS / 20.0) / peak
    pcm = array.array("h", (max(-FULL_SCALE, min(FULL_SCALE, round(x * scale))) for x in out))
    return pcm


# --------------------------------------------------------------------------- the sounds


def make_flip(rng: random.Random) -> Signal:
    """Wooden disc flip: an airy whoosh as the disc turns, then a soft woody knock as it lands."""
    out = silence(0.25)
    air = svf(noise(rng, 0.15), lambda t: 700.0 + 1800.0 * t / 0.15, q=0.8)
    mix(out, shape(air, hump(0.0, 0.08, 0.15)), gain=0.55)
    # Wood has inharmonic modes that die fast; the low one carries the "thock".
    knock = partials(
        190.0,
        0.14,
        [(1.0, 1.0, 0.035), (2.42, 0.55, 0.022), (4.26, 0.3, 0.014), (6.68, 0.15, 0.009)],
        attack=0.0008,
        bend=0.06,
        bend_time=0.01,
    )
    mix(out, knock, at=0.105)
    contact = svf(noise(rng, 0.01), 2500.0, q=0.7, mode="low")
    mix(out, shape(contact, lambda t: math.exp(-t / 0.0015)), at=0.105, gain=0.5)
    return out


def make_coin(rng: random.Random) -> Signal:
    """Bright metallic ting: two inharmonic partials, the upper one dying first."""
    out = partials(1568.0, 0.35, [(1.0, 1.0, 0.11), (2.704, 0.35, 0.045)], attack=0.001)
    strike = svf(noise(rng, 0.004), 5000.0, q=0.7, mode="high")
    mix(out, shape(strike, lambda t: math.exp(-t / 0.0008)), gain=0.25)
    return out


def _click(rng: random.Random, amp: float) -> Signal:
    """One die hitting the table or another die: a noise tick plus a tiny wooden resonance."""
    body_freq = rng.uniform(1100.0, 1700.0)
    body = partials(body_freq, 0.05, [(1.0, 0.7, 0.010), (2.31, 0.3, 0.006)], attack=0.0005)
    tick = svf(noise(rng, 0.006), rng.uniform(2500.0, 4200.0), q=1.4)
    mix(body, shape(tick, lambda t: math.exp(-t / 0.0009)), gain=1.6)
    return [amp * x for x in body]


def make_dice(rng: random.Random) -> Signal:
    """Two wooden dice tumbling: bounces that come closer together and quieter, then rest."""
    out = silence(0.6)
    bounces_a = [0.0, 0.12, 0.21, 0.28, 0.33, 0.37, 0.40]
    bounces_b = [0.035, 0.15, 0.235, 0.30, 0.345, 0.39, 0.425, 0.45]
    for bounces, loud in ((bounces_a, 1.0), (bounces_b, 0.8)):
        for n, at in enumerate(bounces):
            amp = loud * 0.72**n * rng.uniform(0.85, 1.0)
            at += rng.uniform(-0.004, 0.004)
            mix(out, _click(rng, amp), at=max(0.0, at))
            if n < 3:  # the first hard landings also thump the table a little
                mix(out, tone(150.0, 0.08, 0.018, attack=0.001), at=max(0.0, at), gain=0.25 * amp)
    # A last short roll: very quiet, dense clicks as a die settles.
    for j in range(5):
        mix(out, _click(rng, 0.12 * (1.0 - j / 6)), at=0.47 + 0.018 * j + rng.uniform(0, 0.006))
    return out


def make_card(rng: random.Random) -> Signal:
    """A card slid and laid down: a papery swish rising in brightness, ending in a soft snap."""
    out = silence(0.2)
    swish = svf(noise(rng, 0.14), lambda t: 2200.0 + 2300.0 * t / 0.14, q=0.7)
    mix(out, shape(swish, hump(0.0, 0.10, 0.135)), gain=0.7)
    snap = svf(noise(rng, 0.012), 1500.0, q=0.7, mode="high")
    mix(out, shape(snap, lambda t: math.exp(-t / 0.0022)), at=0.118, gain=0.9)
    mix(out, tone(240.0, 0.06, 0.014, attack=0.0008), at=0.118, gain=0.35)
    return out


def _mallet(freq: float, seconds: float, decay: float) -> Signal:
    """A soft mallet/xylophone-like note: mostly fundamental, a little octave and 4th partial."""
    return partials(
        freq,
        seconds,
        [(1.0, 1.0, decay), (2.0, 0.18, decay * 0.5), (4.0, 0.05, decay * 0.25)],
        attack=0.003,
    )


def make_success(rng: random.Random) -> Signal:
    """Rising happy arpeggio C5-E5-G5-C6; the top note rings a little longer."""
    out = silence(0.6)
    for n, freq in enumerate((C5, E5, G5)):
        mix(out, _mallet(freq, 0.45, 0.16), at=0.09 * n, gain=0.8)
    mix(out, _mallet(C6, 0.33, 0.22), at=0.27)
    return out


def make_fail(rng: random.Random) -> Signal:
    """A gentle two-note "bonk-bonk" falling E4 to B3: each note dips into pitch, rounded tone.

    Pitched above 200 Hz and given a few harmonics so small tablet speakers still play it.
    """
    out = silence(0.4)
    spec_1 = [(1.0, 1.0, 0.09), (2.0, 0.3, 0.05), (3.0, 0.1, 0.03)]
    spec_2 = [(1.0, 1.0, 0.13), (2.0, 0.3, 0.07), (3.0, 0.1, 0.04)]
    mix(out, partials(E4, 0.2, spec_1, attack=0.004, bend=0.12, bend_time=0.025))
    mix(out, partials(B3, 0.24, spec_2, attack=0.004, bend=0.12, bend_time=0.025), at=0.16)
    return out


def _brass(freq: float, seconds: float, amp: float = 1.0, vibrato: bool = False) -> Signal:
    """A soft brass-like note built additively.

    Harmonics fall as 1/k and the upper ones enter later than the lower ones, which is the
    characteristic "blat" of a horn attack; harmonics are capped below 5 kHz to keep it mellow.
    """
    n = frames(seconds)
    harmonics = [k for k in range(1, 9) if freq * k < 5000.0]
    phases = [0.0] * len(harmonics)
    out: Signal = []
    release = 0.045
    for i in range(n):
        t = i / RATE
        f = freq
        if vibrato and t > 0.2:
            f *= 1.0 + 0.004 * math.sin(TWO_PI * 5.5 * (t - 0.2)) * min(1.0, (t - 0.2) / 0.2)
        env = min(1.0, t / 0.015) * (0.85 + 0.15 * math.exp(-t / 0.08))
        if t > seconds - release:
            env *= max(0.0, (seconds - t) / release)
        s = 0.0
        for j, k in enumerate(harmonics):
            phases[j] += TWO_PI * f * k / RATE
            s += math.sin(phases[j]) * (1.0 - math.exp(-t / (0.006 * k))) / k
        out.append(amp * env * s)
    return out


def make_fanfare(rng: random.Random) -> Signal:
    """A short cheerful fanfare: G4-C5-E5 pickup, G5, E5, then a held C major chord."""
    out = silence(1.6)
    melody = [
        (0.0, 0.12, G4),
        (0.13, 0.12, C5),
        (0.26, 0.12, E5),
        (0.39, 0.32, G5),
        (0.73, 0.12, E5),
        (0.86, 0.74, C6),
    ]
    for at, length, freq in melody:
        mix(out, _brass(freq, length, vibrato=length > 0.3), at=at)
    for freq in (E5, G5):  # harmony under the last note
        mix(out, _brass(freq, 0.74, amp=0.45, vibrato=True), at=0.86)
    mix(out, _brass(C5, 0.74, amp=0.35), at=0.86)
    return out


def make_tap(rng: random.Random) -> Signal:
    """A tiny, soft UI click: a short high blip with a faint overtone."""
    out = partials(1400.0, 0.05, [(1.0, 1.0, 0.007), (2.7, 0.2, 0.003)], attack=0.0006)
    return out


def make_shake(rng: random.Random) -> Signal:
    """A soft "nuh-uh": two hummed syllables, F4 then C4, each with a quick wobble.

    A vowel-like tone (a few decreasing harmonics) with a fast vibrato reads as a friendly
    head-shake rather than an error buzzer.
    """
    out = silence(0.25)
    for at, freq, length in ((0.0, F4, 0.10), (0.125, C4, 0.125)):
        voice = silence(length)
        for k, amp in ((1, 1.0), (2, 0.45), (3, 0.22), (4, 0.1)):
            mix(
                voice,
                tone(freq * k, length, 10.0, attack=0.001, vibrato=0.03, vibrato_rate=14.0),
                gain=amp,
            )
        mix(out, shape(voice, hump(0.0, length * 0.3, length)), at=at)
    return out


def make_whoosh(rng: random.Random) -> Signal:
    """Something gliding past: band-passed noise sweeping up then down, swelling in the middle."""
    out = silence(0.3)

    def centre(t: float) -> float:
        return 400.0 + 1300.0 * math.sin(math.pi * min(t / 0.3, 1.0)) ** 1.5

    body = svf(noise(rng, 0.3), centre, q=1.1)
    mix(out, shape(body, hump(0.0, 0.13, 0.3)))
    air = svf(noise(rng, 0.3), 3500.0, q=0.7, mode="high")
    mix(out, shape(air, hump(0.03, 0.14, 0.27)), gain=0.12)
    return out


def make_tick(rng: random.Random) -> Signal:
    """A countdown tick: a tiny woodblock (two inharmonic modes) with a crisp contact noise."""
    out = partials(1800.0, 0.05, [(1.0, 1.0, 0.011), (1.64, 0.5, 0.007)], attack=0.0004)
    click = svf(noise(rng, 0.005), 4000.0, q=1.0)
    mix(out, shape(click, lambda t: math.exp(-t / 0.0007)), gain=0.8)
    return out


def make_burst(rng: random.Random) -> Signal:
    """A fireball: a noise swell that opens up, a round low whump, then scattered crackles."""
    out = silence(0.7)

    def swell_env(t: float) -> float:
        return (t / 0.18) ** 2 if t < 0.18 else math.exp(-(t - 0.18) / 0.15)

    swell = svf(noise(rng, 0.7), lambda t: 300.0 + 2700.0 * min(t / 0.18, 1.0), q=0.7, mode="low")
    mix(out, shape(swell, swell_env), gain=0.8)
    whump = partials(
        90.0,
        0.5,
        [(1.0, 1.0, 0.12), (2.0, 0.45, 0.08), (3.0, 0.15, 0.05)],
        attack=0.003,
        bend=0.8,
        bend_time=0.03,
    )
    mix(out, whump, at=0.16, gain=0.7)
    t = 0.17
    while t < 0.64:
        age = t - 0.17
        amp = rng.uniform(0.25, 0.6) * math.exp(-age / 0.2)
        crackle = svf(noise(rng, 0.004), rng.uniform(1500.0, 5000.0), q=1.2)
        mix(out, shape(crackle, lambda s: math.exp(-s / 0.0008)), at=t, gain=amp * 2.0)
        rate = 120.0 * math.exp(-age / 0.18) + 12.0  # crackles per second, thinning out
        t += rng.expovariate(rate)
    return out


def make_magic(rng: random.Random) -> Signal:
    """A sparkly shimmer: a cloud of tiny pentatonic chimes drifting upwards over a soft pad."""
    out = silence(0.8)
    scale = [1046.5, 1174.7, 1318.5, 1568.0, 1760.0, 2093.0, 2349.3, 2637.0, 3136.0, 3520.0]
    for _ in range(34):
        at = rng.uniform(0.0, 0.62)
        drift = at / 0.62  # later sparkles tend to be higher: the shimmer rises
        index = min(len(scale) - 1, max(0, round(drift * 6 + rng.uniform(-2.0, 3.0))))
        decay = rng.uniform(0.05, 0.11)
        grain = partials(
            scale[index], 0.18, [(1.0, 1.0, decay), (2.01, 0.15, decay * 0.5)], attack=0.003
        )
        mix(out, grain, at=at, gain=rng.uniform(0.25, 0.55))
    pad = silence(0.8)
    for freq in (C5, G5):
        mix(pad, tone(freq, 0.8, 10.0, attack=0.01, vibrato=0.003, vibrato_rate=6.0), gain=0.5)
    mix(out, shape(pad, hump(0.0, 0.3, 0.8)), gain=0.3)
    return out


def make_pop(rng: random.Random) -> Signal:
    """A bubbly pop: a sine whose pitch shoots upward as it dies, like a bursting bubble."""
    out = silence(0.15)
    mix(
        out,
        partials(
            1250.0,
            0.15,
            [(1.0, 1.0, 0.03), (2.0, 0.15, 0.015)],
            attack=0.001,
            bend=-0.7,
            bend_time=0.018,
        ),
    )
    mix(
        out,
        partials(1750.0, 0.1, [(1.0, 1.0, 0.018)], attack=0.001, bend=-0.6, bend_time=0.012),
        at=0.045,
        gain=0.35,
    )
    return out


def _handbell(freq: float, seconds: float) -> Signal:
    """A sweet handbell strike: near-harmonic partials, higher ones decaying faster."""
    return partials(
        freq,
        seconds,
        [
            (1.0, 1.0, 0.3),
            (1.003, 0.3, 0.3),
            (2.0, 0.35, 0.16),
            (3.0, 0.14, 0.1),
            (4.2, 0.07, 0.05),
        ],
        attack=0.0015,
    )


def make_bell(rng: random.Random) -> Signal:
    """Time's up: a bright "ding-ding" on a handbell (C6), the second strike a touch softer."""
    out = silence(0.6)
    mix(out, _handbell(C6, 0.6))
    mix(out, _handbell(C6, 0.4), at=0.2, gain=0.85)
    return out


def make_turn(rng: random.Random) -> Signal:
    """Your turn: a friendly marimba "doo-dee" rising a fifth, G4 then D5 ringing on."""
    out = silence(0.55)
    mix(out, _mallet(G4, 0.3, 0.09), gain=0.8)
    mix(out, _mallet(G4 * 1.5, 0.45, 0.16), at=0.13)
    return out


def _clap(rng: random.Random) -> Signal:
    """One hand clap: a burst of band-passed noise with a very fast decay."""
    burst = svf(noise(rng, 0.05), rng.uniform(1100.0, 1600.0), q=0.9)
    return shape(burst, lambda s: math.exp(-s / 0.009))


def make_cheer(rng: random.Random) -> Signal:
    """Well played, everyone: a cluster of soft claps under a rising sparkly arpeggio
    C5-E5-G5-C6-E6, so the whole table hears a "hooray" and not only the winner."""
    out = silence(1.1)
    t = 0.0
    while t < 0.8:
        mix(out, _clap(rng), at=t, gain=rng.uniform(0.35, 0.6))
        t += rng.uniform(0.05, 0.11)
    for n, freq in enumerate((C5, E5, G5, C6, C6 * 1.26)):
        mix(out, _mallet(freq, 0.5, 0.12 + 0.04 * n), at=0.1 + 0.09 * n, gain=0.7)
    return out


# name -> (generator, seed, fade-out seconds). Fixed seeds make every run byte-identical.
SOUNDS: dict[str, tuple[Callable[[random.Random], Signal], int, float]] = {
    "flip": (make_flip, 101, 0.03),
    "coin": (make_coin, 102, 0.04),
    "dice": (make_dice, 103, 0.03),
    "card": (make_card, 104, 0.03),
    "success": (make_success, 105, 0.08),
    "fail": (make_fail, 106, 0.06),
    "fanfare": (make_fanfare, 107, 0.12),
    "tap": (make_tap, 108, 0.01),
    "shake": (make_shake, 109, 0.02),
    "whoosh": (make_whoosh, 110, 0.03),
    "tick": (make_tick, 111, 0.01),
    "burst": (make_burst, 112, 0.08),
    "magic": (make_magic, 113, 0.1),
    "pop": (make_pop, 114, 0.03),
    "bell": (make_bell, 115, 0.1),
    "turn": (make_turn, 116, 0.05),
    "cheer": (make_cheer, 117, 0.1),
}


def render(name: str) -> array.array:
    """Synthesise one sound and return it as 16-bit samples, ready to write."""
    generator, seed, fade_out = SOUNDS[name]
    return finish(generator(random.Random(seed)), fade_out=fade_out)


def write_wav(path: Path, pcm: array.array) -> None:
    """Write mono 16-bit little-endian PCM (WAV is little-endian whatever the host is)."""
    data = array.array("h", pcm)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(data.tobytes())


def write_all(out_dir: Path, names: list[str] | None = None) -> list[Path]:
    """Render the named sounds (default: all) into ``out_dir`` and return the written paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names or list(SOUNDS):
        path = out_dir / f"{name}.wav"
        write_wav(path, render(name))
        written.append(path)
    return written


def describe(path: Path) -> str:
    """One report line: duration, size, peak and RMS level in dBFS (a listen-free sanity check)."""
    with wave.open(str(path), "rb") as wav:
        n = wav.getnframes()
        data = array.array("h", wav.readframes(n))
    if sys.byteorder == "big":
        data.byteswap()
    peak = max(abs(x) for x in data) / FULL_SCALE
    rms = math.sqrt(sum(x * x for x in data) / len(data)) / FULL_SCALE
    return (
        f"{path.stem:8s} {n / RATE:5.2f} s {path.stat().st_size / 1024:6.1f} KiB "
        f"peak {20 * math.log10(peak):6.1f} dBFS  rms {20 * math.log10(rms):6.1f} dBFS"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent.parent / "sounds",
        help="directory to write the WAV files into (default: the repository's sounds/)",
    )
    parser.add_argument("names", nargs="*", help=f"only these sounds (from: {', '.join(SOUNDS)})")
    parser.add_argument("-q", "--quiet", action="store_true", help="do not print the report")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(SOUNDS))
    if unknown:
        parser.error(f"unknown sound(s): {', '.join(unknown)}")
    for path in write_all(args.out, args.names or None):
        if not args.quiet:
            print(describe(path))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
