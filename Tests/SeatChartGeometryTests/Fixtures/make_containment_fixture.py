#!/usr/bin/env python3
"""Writes containment.json: answers of Skia's SkPath::contains for points around shapes.

The reference for `Path.contains(_:rule:)`. Each shape is described by parts (rect,
rounded rect, ellipse, open arc, pie, annular sector, polygon) and an optional affine
transform [a, b, c, d, tx, ty] (x' = a x + c y + tx, y' = b x + d y + ty). Skia builds
the shapes with its own API (its ovals and arcs are exact conics, not our cubics), and
the Swift test rebuilds them with our Path. Points are random in and around each shape
plus points just off its boundary; every point is rounded to 6 decimals *before* Skia is
asked, and written as asked. The answers are strings of 0/1, one per point, for the
non-zero and the even-odd rule.

Run:  pip install skia-python==144.1  &&  python3 make_containment_fixture.py
(deterministic: a fixed seed; the output is committed beside this script).
"""

import json
import math
import os
import random

import skia

SEED = 20261122
POINTS_RANDOM = 900
POINTS_NEAR_EDGE = 700


def star(n, step, radius, center=(0.0, 0.0), phase=-90.0):
    """A star polygon {n/step} drawn in one stroke (self-intersecting)."""
    points = []
    for i in range(n):
        angle = math.radians(phase + 360.0 * ((i * step) % n) / n)
        points.append([center[0] + radius * math.cos(angle), center[1] + radius * math.sin(angle)])
    return points


def rotation(degrees, about=(0.0, 0.0)):
    c, s = math.cos(math.radians(degrees)), math.sin(math.radians(degrees))
    x, y = about
    # translate(-about), rotate, translate(about)
    return [c, s, -s, c, x - c * x + s * y, y - s * x - c * y]


def compose(first, second):
    """first then second, as AffineTransform.concatenating."""
    a, b, c, d, tx, ty = first
    A, B, C, D, TX, TY = second
    return [a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D,
            tx * A + ty * C + TX, tx * B + ty * D + TY]


SHAPES = [
    {"name": "rect", "parts": [{"kind": "rect", "rect": [-20, -10, 40, 20]}]},
    {"name": "rounded rect", "parts": [{"kind": "roundedRect", "rect": [-25, -15, 50, 30], "corner": [6, 4]}]},
    {"name": "rounded rect, round ends", "parts": [{"kind": "roundedRect", "rect": [0, 0, 30, 8], "corner": [4, 4]}]},
    {"name": "circle", "parts": [{"kind": "ellipse", "rect": [-10, -10, 20, 20]}]},
    {"name": "ellipse", "parts": [{"kind": "ellipse", "rect": [5, -3, 40, 12]}]},
    {"name": "open arc (closed by a chord)",
     "parts": [{"kind": "arc", "center": [0, 0], "radius": 30, "start": 200, "sweep": 110}]},
    {"name": "pie", "parts": [{"kind": "pie", "center": [3, 4], "radius": 25, "start": -30, "sweep": 250}]},
    {"name": "annular sector",
     "parts": [{"kind": "annularSector", "center": [0, 0], "inner": 60, "outer": 75, "start": 180, "sweep": 90}]},
    {"name": "rotated scaled ellipse", "parts": [{"kind": "ellipse", "rect": [-20, -5, 40, 10]}],
     "transform": compose([1.5, 0, 0, 0.75, 0, 0], rotation(33, (2, 1)))},
    {"name": "skewed rounded rect", "parts": [{"kind": "roundedRect", "rect": [-10, -10, 20, 20], "corner": [5, 3]}],
     "transform": compose([1, 0, math.tan(math.radians(45)), 1, 0, 0], rotation(-20))},
    {"name": "mirrored pie", "parts": [{"kind": "pie", "center": [0, 0], "radius": 12, "start": 10, "sweep": 300}],
     "transform": [-1, 0, 0, 2, 5, -3]},
    {"name": "pentagram", "parts": [{"kind": "polygon", "points": star(5, 2, 40)}]},
    {"name": "heptagram {7/3}", "parts": [{"kind": "polygon", "points": star(7, 3, 30, (10, -5))}]},
    {"name": "rotated heptagram {7/2}", "parts": [{"kind": "polygon", "points": star(7, 2, 20)}],
     "transform": rotation(17, (5, 5))},
    {"name": "overlapping ellipses", "parts": [
        {"kind": "ellipse", "rect": [-20, -10, 30, 20]},
        {"kind": "ellipse", "rect": [-5, -12, 30, 24]}]},
    {"name": "ring of two circles", "parts": [
        {"kind": "ellipse", "rect": [-20, -20, 40, 40]},
        {"kind": "ellipse", "rect": [-10, -10, 20, 20]}]},
]


def apply(t, x, y):
    a, b, c, d, tx, ty = t
    return a * x + c * y + tx, b * x + d * y + ty


def skia_path(shape):
    path = skia.Path()
    for part in shape["parts"]:
        kind = part["kind"]
        if kind in ("rect", "roundedRect", "ellipse"):
            x, y, w, h = part["rect"]
            rect = skia.Rect.MakeXYWH(x, y, w, h)
            if kind == "rect":
                path.addRect(rect)
            elif kind == "roundedRect":
                path.addRRect(skia.RRect.MakeRectXY(rect, part["corner"][0], part["corner"][1]))
            else:
                path.addOval(rect)
        elif kind in ("arc", "pie"):
            cx, cy = part["center"]
            r = part["radius"]
            oval = skia.Rect.MakeLTRB(cx - r, cy - r, cx + r, cy + r)
            if kind == "arc":
                path.addArc(oval, part["start"], part["sweep"])
            else:
                path.moveTo(cx, cy)
                path.arcTo(oval, part["start"], part["sweep"], False)
                path.close()
        elif kind == "annularSector":
            cx, cy = part["center"]
            ro, ri = part["outer"], part["inner"]
            path.arcTo(skia.Rect.MakeLTRB(cx - ro, cy - ro, cx + ro, cy + ro), part["start"], part["sweep"], True)
            path.arcTo(skia.Rect.MakeLTRB(cx - ri, cy - ri, cx + ri, cy + ri),
                       part["start"] + part["sweep"], -part["sweep"], False)
            path.close()
        elif kind == "polygon":
            path.addPoly([skia.Point(x, y) for x, y in part["points"]], True)
        else:
            raise ValueError(kind)
    if "transform" in shape:
        a, b, c, d, tx, ty = shape["transform"]
        m = skia.Matrix()
        m.setAll(a, c, tx, b, d, ty, 0, 0, 1)
        path.transform(m)
    return path


def boundary_samples(shape, rng, count):
    """Points on the shape's ideal boundary (before the transform), for near-edge queries."""
    samples = []
    parts = shape["parts"]
    for _ in range(count):
        part = rng.choice(parts)
        kind = part["kind"]
        if kind in ("rect", "roundedRect", "ellipse"):
            x, y, w, h = part["rect"]
            if kind == "ellipse":
                a = rng.uniform(0, 2 * math.pi)
                samples.append((x + w / 2 + w / 2 * math.cos(a), y + h / 2 + h / 2 * math.sin(a)))
            else:
                side = rng.randrange(4)
                u = rng.random()
                samples.append([(x + u * w, y), (x + w, y + u * h), (x + u * w, y + h), (x, y + u * h)][side])
        elif kind in ("arc", "pie"):
            a = math.radians(part["start"] + rng.random() * part["sweep"])
            cx, cy = part["center"]
            samples.append((cx + part["radius"] * math.cos(a), cy + part["radius"] * math.sin(a)))
        elif kind == "annularSector":
            a = math.radians(part["start"] + rng.random() * part["sweep"])
            r = rng.choice([part["inner"], part["outer"]])
            cx, cy = part["center"]
            samples.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        else:
            pts = part["points"]
            i = rng.randrange(len(pts))
            (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % len(pts)]
            u = rng.random()
            samples.append((x0 + u * (x1 - x0), y0 + u * (y1 - y0)))
    t = shape.get("transform")
    return [apply(t, x, y) if t else (x, y) for x, y in samples]


def main():
    rng = random.Random(SEED)
    out = {
        "source": "skia-python %s, SkPath::contains" % getattr(skia, "__version__", "?"),
        "generator": "make_containment_fixture.py",
        "seed": SEED,
        "shapes": [],
    }
    for shape in SHAPES:
        path = skia_path(shape)
        bounds = path.computeTightBounds()
        w, h = bounds.width(), bounds.height()
        size = max(w, h)
        points = []
        for _ in range(POINTS_RANDOM):
            points.append((rng.uniform(bounds.left() - 0.2 * w, bounds.right() + 0.2 * w),
                           rng.uniform(bounds.top() - 0.2 * h, bounds.bottom() + 0.2 * h)))
        for x, y in boundary_samples(shape, rng, POINTS_NEAR_EDGE):
            # Just off the edge, in a random direction, 1e-3 to 1e-2 of the shape's size.
            a = rng.uniform(0, 2 * math.pi)
            d = size * 10 ** rng.uniform(-3, -2)
            points.append((x + d * math.cos(a), y + d * math.sin(a)))
        points = [(round(x, 6), round(y, 6)) for x, y in points]
        answers = {}
        for name, fill in (("nonZero", skia.PathFillType.kWinding), ("evenOdd", skia.PathFillType.kEvenOdd)):
            path.setFillType(fill)
            answers[name] = "".join("1" if path.contains(x, y) else "0" for x, y in points)
        entry = {key: value for key, value in shape.items()}
        entry["points"] = [[x, y] for x, y in points]
        entry.update(answers)
        out["shapes"].append(entry)
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "containment.json")
    with open(target, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    total = sum(len(s["points"]) for s in out["shapes"])
    print("wrote %s: %d shapes, %d points, %d bytes" % (target, len(out["shapes"]), total, os.path.getsize(target)))


if __name__ == "__main__":
    main()
