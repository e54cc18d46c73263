"""How far two pictures of the same chart differ: each blurred by a Gaussian of 1.5 pixels
(which evens out anti-aliasing), the share of pixels where they differ by more than 64
levels in a channel. The one home of the comparison that renderer_compare.py (Chromium,
librsvg, resvg) and painter_compare.py (the painter, librsvg) make."""
import numpy

# Levels in a channel past which a blurred pixel counts as different.
THRESHOLD = 64


def blurred(image):
    """The RGB picture blurred by a Gaussian of 1.5 pixels, as floats."""
    pixels = numpy.asarray(image.convert("RGB"), dtype=numpy.float32)
    radius = 5
    x = numpy.arange(-radius, radius + 1, dtype=numpy.float32)
    kernel = numpy.exp(-x * x / (2 * 1.5 * 1.5))
    kernel /= kernel.sum()
    # Each tap's product goes into one buffer, reused: a new array a tap (up to 76 MB at 2400
    # pixels wide) was a fresh mapping of memory each time, faulted in page by page (a third of
    # a blur's time, in the kernel).
    term = numpy.empty_like(pixels)
    for axis in (0, 1):
        padded = numpy.pad(pixels, [(radius, radius) if a == axis else (0, 0) for a in range(3)], mode="edge")
        # Each tap a slice of the padded picture (a view, not a copy), summed in place.
        summed = numpy.zeros_like(pixels)
        for k in range(2 * radius + 1):
            window = [slice(None)] * 3
            window[axis] = slice(k, k + pixels.shape[axis])
            numpy.multiply(padded[tuple(window)], kernel[k], out=term)
            summed += term
        pixels = summed
    return pixels


def differing_mask(a, second):
    """Where `second` differs from the blurred picture `a` (a boolean array), or None when
    their sizes differ."""
    b = blurred(second)
    if a.shape != b.shape:
        return None
    return numpy.abs(a - b).max(axis=2) > THRESHOLD


def share_differing(a, second):
    """The share of pixels where `second` differs from the blurred picture `a` (1 when their sizes differ)."""
    mask = differing_mask(a, second)
    return 1.0 if mask is None else float(mask.mean())
