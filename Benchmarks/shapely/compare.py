#!/usr/bin/env python3
"""Hit testing: seatchart against Python shapely 2 on the same cells and the same points.

What a user would otherwise write: every seat's cell (the square of side `seat.size`
centred on the seat and turned with it, docs/hit-testing.md) as a shapely polygon in an
STRtree, queried with `query(points, predicate="intersects")`. The cells come from
`seatchart seats STADIUM --json` (centre and rotation) and the stadium file (`seat.size`).

Usage (from the repository root, after `swift build -c release`):

    python3 Benchmarks/shapely/compare.py [--binary .build/release/seatchart]
        [--stadium Stadiums/mega.json] [--points 1000000] [--seed 5]

Prints the timings, the ratio and how many answers agree; writes the points to
Output/hit-points.txt (one `X Y` a line), the file the `hit --points` timing reads.
Needs numpy and shapely 2 (`pip install shapely`).
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

import numpy as np
import shapely
from shapely import STRtree


def cells(binary, stadium):
    """The seats in chart order and their cells as shapely polygons."""
    out = subprocess.run([binary, "seats", stadium, "--json"], check=True, capture_output=True).stdout
    seats = json.loads(out)["seats"]
    with open(stadium) as f:
        size = json.load(f)["seat"]["size"]
    h = size / 2
    x = np.array([s["x"] for s in seats]); y = np.array([s["y"] for s in seats])
    a = np.radians(np.array([s["rotation"] for s in seats]))
    c, s = np.cos(a), np.sin(a)
    # Corners of the turned square: local (±h, ±h) mapped by (c -s; s c), clockwise on screen.
    local = [(-h, -h), (h, -h), (h, h), (-h, h)]
    coords = np.empty((len(seats), 4, 2))
    for k, (u, v) in enumerate(local):
        coords[:, k, 0] = x + u * c - v * s
        coords[:, k, 1] = y + u * s + v * c
    polygons = shapely.polygons(coords)
    return seats, polygons, np.stack([x, y], axis=1), size


def sample_points(centres, size, count, seed):
    """Half uniform over the seats' bounds grown by 5%, half within one cell of a seat."""
    rng = np.random.default_rng(seed)
    lo, hi = centres.min(axis=0), centres.max(axis=0)
    pad = 0.05 * (hi - lo)
    half = count // 2
    uniform = rng.uniform(lo - pad, hi + pad, size=(half, 2))
    near = centres[rng.integers(0, len(centres), count - half)] + rng.uniform(-size, size, size=(count - half, 2))
    points = np.concatenate([uniform, near])
    rng.shuffle(points)
    return points


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=".build/release/seatchart")
    parser.add_argument("--stadium", default="Stadiums/mega.json")
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--output", default="Output/hit-points.txt")
    args = parser.parse_args()

    seats, polygons, centres, size = cells(args.binary, args.stadium)
    points = sample_points(centres, size, args.points, args.seed)
    os.makedirs(os.path.dirname(args.output) or ".", exist_ok=True)
    with open(args.output, "w") as f:
        f.write("\n".join(f"{float(x)!r} {float(y)!r}" for x, y in points) + "\n")

    # shapely: build the tree, then one vectorised query for all points.
    # CPU time of this process: on a shared machine, wall clock mostly measures the others.
    clock = time.process_time
    t0 = clock()
    tree = STRtree(polygons)
    t1 = clock()
    geoms = shapely.points(points)
    t2 = clock()
    pairs = tree.query(geoms, predicate="intersects")
    t3 = clock()
    # The lowest-indexed cell holding each point (cells of neighbours may touch).
    answer = np.full(len(points), -1, dtype=np.int64)
    order = np.lexsort((pairs[1], pairs[0]))
    p, g = pairs[0][order], pairs[1][order]
    first = np.ones(len(p), dtype=bool)
    first[1:] = p[1:] != p[:-1]
    answer[p[first]] = g[first]
    t4 = clock()

    # seatchart: the whole process on the same points file (load, index, parse, answer, print).
    s0 = time.perf_counter()
    before = os.times()
    out = subprocess.run([args.binary, "hit", args.stadium, "--points", args.output], check=True, capture_output=True).stdout
    after = os.times()
    s1 = time.perf_counter()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    lines = out.decode().split("\n")[:-1]
    index = {s["id"]: i for i, s in enumerate(seats)}
    ours = np.array([index.get(line, -1) for line in lines])
    agree = int((ours == answer).sum())
    # `seats --json` prints centres and rotations with three decimals, so shapely's cells sit
    # up to half a millimetre off ours: count the disagreements that lie that close to an edge.
    differ = np.nonzero(ours != answer)[0]
    near_edge = 0
    for k in differ:
        involved = [polygons[i] for i in (ours[k], answer[k]) if i >= 0]
        if min(shapely.distance(c.boundary, geoms[k]) for c in involved) <= 1e-3:
            near_edge += 1

    n = len(points)
    print(f"stadium {args.stadium}: {len(seats):,} seats, {n:,} points, {int((answer >= 0).sum()):,} on a seat")
    print(f"shapely {shapely.__version__} (GEOS {shapely.geos_version_string}), CPU time:")
    print(f"  STRtree build        {1e3 * (t1 - t0):8.1f} ms")
    print(f"  points from array    {1e3 * (t2 - t1):8.1f} ms")
    print(f"  query(intersects)    {1e3 * (t3 - t2):8.1f} ms  ({n / (t3 - t2) / 1e6:.2f} M points/s)")
    print(f"  lowest cell per point {1e3 * (t4 - t3):7.1f} ms")
    print(f"  total                {1e3 * (t4 - t0):8.1f} ms")
    print(f"seatchart hit --points (whole process): {1e3 * (s1 - s0):8.1f} ms wall, {1e3 * cpu:.1f} ms CPU")
    print(f"ratio of CPU times, shapely tree + points + query / seatchart whole process: {(t3 - t0) / cpu:.1f}x")
    print(f"answers that agree (seat or no seat): {agree:,} of {n:,}; "
          f"of the {n - agree:,} others, {near_edge:,} lie within 1 mm of a cell edge (rounded input)")
    return 0 if agree + near_edge == n else 1


if __name__ == "__main__":
    sys.exit(main())
