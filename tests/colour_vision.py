"""Colour as people with the common colour-vision deficiencies see it, and how far apart
two colours look: pure functions for the palette's tests (no colour library at start-up or
in the app; the formulas are short and published).

- `simulate(rgb, kind)`: Machado, Oliveira and Fernandes (2009), "A Physiologically-based
  Model for Simulation of Color Vision Deficiency", the matrices for severity 1.0 (a full
  dichromat: protanopia, deuteranopia, tritanopia), applied to linear sRGB.
- `lab(rgb)`: CIELAB under D65.
- `delta_e(a, b)`: CIEDE2000 (Sharma, Wu and Dalal 2005), between two sRGB colours.
"""

from __future__ import annotations

import math

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]

MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("normal", *MACHADO)


def to_linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def from_linear(c: float) -> int:
    c = min(1.0, max(0.0, c))
    s = c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate(rgb: RGB, kind: str) -> RGB:
    """The colour as a person with `kind` of vision sees it ("normal": unchanged)."""
    if kind == "normal":
        return rgb
    linear = [to_linear(c) for c in rgb]
    r, g, b = (
        from_linear(sum(m * c for m, c in zip(row, linear, strict=True))) for row in MACHADO[kind]
    )
    return (r, g, b)


def lab(rgb: RGB) -> Lab:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 colour difference (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh) / 2)
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    h_bar = h1p + h2p
    if c1p * c2p:
        if abs(h1p - h2p) <= 180:
            h_bar = (h1p + h2p) / 2
        else:
            h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (dc / s_c) * (d_h / s_h)
    )


def delta_e(a: RGB, b: RGB, vision: str = "normal") -> float:
    """How far apart two sRGB colours look to someone with `vision` (CIEDE2000)."""
    return ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


def hue_and_chroma(rgb: RGB) -> tuple[float, float, float]:
    """(lightness L*, chroma C*, hue angle h° in CIELAB) of an sRGB colour."""
    lightness, a, b = lab(rgb)
    return lightness, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360
