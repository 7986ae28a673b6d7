"""Seeing the table as a colour-blind player does, and measuring how far apart two colours look.

Simulations (``SIMULATIONS``), each a function from an ``(h, w, 3)`` uint8 sRGB array to another:

- ``protanopia``, ``deuteranopia``, ``tritanopia``: the dichromacies of Machado, Oliveira and Fernandes,
  "A Physiologically-based Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009), at
  severity 1.0. Their matrices act on *linear* RGB, so each pixel is decoded from sRGB to linear light,
  multiplied by the matrix, clipped to [0, 1] and encoded back to sRGB.
- ``greyscale``: every pixel replaced by the grey of the same relative luminance
  (Y = 0.2126 R + 0.7152 G + 0.0722 B in linear light, as WCAG and ``theme.relative_luminance`` use),
  encoded back to sRGB.

Colour difference: ``delta_e2000`` is CIEDE2000 (Sharma, Wu and Dalal, "The CIEDE2000 color-difference
formula: implementation notes, supplementary test data, and mathematical observations", 2005) between two
sRGB colours, through CIE XYZ (D65) and CIELAB; ``delta_e76`` is the plain Euclidean distance in CIELAB.
A ΔE2000 of about 1 is the smallest difference an observer notices side by side; about 10 and more is a
difference seen at a glance, without comparing.

Images go in and out as numpy arrays (``image_to_array`` / ``array_to_image``) so that a whole screenshot is
transformed at once. numpy comes with pyqtgraph; nothing else is needed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt
from PySide6.QtGui import QColor, QImage

RGB = tuple[int, int, int]
Array = npt.NDArray[np.float64]
Pixels = npt.NDArray[np.uint8]

# Machado et al. (2009), severity 1.0, for linear RGB (rows: output R, G, B).
MACHADO_2009: dict[str, Array] = {
    "protanopia": np.array(
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    ),
    "deuteranopia": np.array(
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    ),
    "tritanopia": np.array(
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    ),
}
LUMINANCE = np.array([0.2126, 0.7152, 0.0722])


# ---- sRGB <-> linear ---------------------------------------------------------------------------


def decode_srgb(values: npt.ArrayLike) -> Array:
    """sRGB values in [0, 1] to linear light (IEC 61966-2-1)."""
    v = np.asarray(values, dtype=np.float64)
    return np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)


def encode_srgb(values: npt.ArrayLike) -> Array:
    """Linear light in [0, 1] to sRGB values in [0, 1]."""
    v = np.clip(np.asarray(values, dtype=np.float64), 0.0, 1.0)
    return np.where(v <= 0.0031308, v * 12.92, 1.055 * v ** (1 / 2.4) - 0.055)


def _to_bytes(srgb: Array) -> Pixels:
    return np.clip(np.rint(srgb * 255.0), 0, 255).astype(np.uint8)


# ---- simulations ---------------------------------------------------------------------------------


def _dichromacy(kind: str) -> Callable[[Pixels], Pixels]:
    matrix = MACHADO_2009[kind]

    def simulate(pixels: Pixels) -> Pixels:
        linear = decode_srgb(np.asarray(pixels, dtype=np.float64) / 255.0)
        seen = np.clip(linear @ matrix.T, 0.0, 1.0)
        return _to_bytes(encode_srgb(seen))

    simulate.__name__ = kind
    simulate.__doc__ = f"{kind} (Machado et al. 2009, severity 1.0) of an (..., 3) uint8 sRGB array."
    return simulate


protanopia = _dichromacy("protanopia")
deuteranopia = _dichromacy("deuteranopia")
tritanopia = _dichromacy("tritanopia")


def greyscale(pixels: Pixels) -> Pixels:
    """Each pixel as the grey of its relative luminance, of an (..., 3) uint8 sRGB array."""
    luminance = decode_srgb(np.asarray(pixels, dtype=np.float64) / 255.0) @ LUMINANCE
    grey = _to_bytes(encode_srgb(luminance))
    return np.repeat(grey[..., np.newaxis], 3, axis=-1)


def normal(pixels: Pixels) -> Pixels:
    """No simulation: the pixels as they are (full colour vision)."""
    return np.asarray(pixels, dtype=np.uint8).copy()


SIMULATIONS: dict[str, Callable[[Pixels], Pixels]] = {
    "protanopia": protanopia,
    "deuteranopia": deuteranopia,
    "tritanopia": tritanopia,
    "greyscale": greyscale,
}


def simulate_colour(kind: str, colour: QColor | RGB) -> RGB:
    """One opaque colour as seen under the simulation ``kind`` (a key of ``SIMULATIONS``, or "normal")."""
    rgb = as_rgb(colour)
    function = normal if kind == "normal" else SIMULATIONS[kind]
    out = function(np.array([[rgb]], dtype=np.uint8))[0, 0]
    return int(out[0]), int(out[1]), int(out[2])


# ---- images ----------------------------------------------------------------------------------------


def image_to_array(image: QImage) -> Pixels:
    """The RGB pixels of ``image`` as an (h, w, 3) uint8 array (alpha dropped; a copy)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    buffer = np.frombuffer(rgb.constBits(), dtype=np.uint8, count=stride * height)
    return buffer.reshape(height, stride)[:, : width * 3].reshape(height, width, 3).copy()


def array_to_image(pixels: Pixels) -> QImage:
    """An (h, w, 3) uint8 array as a QImage that owns its pixels."""
    data = np.ascontiguousarray(pixels, dtype=np.uint8)
    height, width, _ = data.shape
    return QImage(data.tobytes(), width, height, width * 3, QImage.Format.Format_RGB888).copy()


def simulate_image(kind: str, image: QImage) -> QImage:
    """``image`` as seen under the simulation ``kind``."""
    return array_to_image(SIMULATIONS[kind](image_to_array(image)))


# ---- colour difference ------------------------------------------------------------------------------


def as_rgb(colour: QColor | Sequence[int] | npt.NDArray[np.uint8]) -> RGB:
    if isinstance(colour, QColor):
        return colour.red(), colour.green(), colour.blue()
    r, g, b = (int(value) for value in colour)
    return r, g, b


# sRGB (D65) to CIE XYZ, and the D65 white point (Y = 1).
_SRGB_TO_XYZ = np.array(
    [[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]]
)
_D65 = np.array([0.95047, 1.0, 1.08883])


def to_lab(colour: QColor | Sequence[int]) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    linear = decode_srgb(np.array(as_rgb(colour), dtype=np.float64) / 255.0)
    xyz = (_SRGB_TO_XYZ @ linear) / _D65
    delta = 6 / 29
    f = np.where(xyz > delta**3, np.cbrt(xyz), xyz / (3 * delta**2) + 4 / 29)
    return float(116 * f[1] - 16), float(500 * (f[0] - f[1])), float(200 * (f[1] - f[2]))


def delta_e76(a: QColor | Sequence[int], b: QColor | Sequence[int]) -> float:
    """CIE76: the Euclidean distance of two sRGB colours in CIELAB."""
    return math.dist(to_lab(a), to_lab(b))


def delta_e2000_lab(lab1: Sequence[float], lab2: Sequence[float]) -> float:
    """CIEDE2000 between two CIELAB colours (kL = kC = kH = 1), after Sharma et al. (2005)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_mean7 = ((c1 + c2) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_mean7 / (c_mean7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh_angle = 0.0
    elif abs(h2p - h1p) <= 180:
        dh_angle = h2p - h1p
    elif h2p - h1p > 180:
        dh_angle = h2p - h1p - 360
    else:
        dh_angle = h2p - h1p + 360
    dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh_angle) / 2)

    l_mean = (l1 + l2) / 2
    c_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    c_mean_7 = c_mean**7
    r_c = 2 * math.sqrt(c_mean_7 / (c_mean_7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * c_mean
    s_h = 1 + 0.015 * c_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dh / s_h) ** 2 + r_t * (dc / s_c) * (dh / s_h))


def delta_e2000(a: QColor | Sequence[int], b: QColor | Sequence[int]) -> float:
    """CIEDE2000 between two sRGB colours."""
    return delta_e2000_lab(to_lab(a), to_lab(b))
