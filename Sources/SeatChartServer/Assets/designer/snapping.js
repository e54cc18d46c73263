// Snapping a moving selection, as a pure function of boxes (chart units): the selection's box
// (the axis-aligned box of its objects as rotated, as the server laid them out) snaps its
// left, centre and right to the left, centre and right of other objects' boxes and to the
// field's vertical axis (x = 0), and likewise its top, middle and bottom (y = 0 the horizontal
// axis), when one is within `threshold` (8 screen pixels divided by the zoom). Each axis snaps
// to its nearest candidate; every alignment then in force is a guide (plain data, drawn by the
// page). Gaps: when the selection's gap to a neighbour equals a gap between two other objects
// along the same axis (within the threshold), it snaps to that gap and both gaps are guides.

/** The x or y lines of a box: its start, centre and end. */
function lines(box, axis) {
  const start = axis === "x" ? box.x : box.y, size = axis === "x" ? box.width : box.height;
  return [start, start + size / 2, start + size];
}

/** Moves `box` by (dx, dy). */
export function moved(box, dx, dy) { return { x: box.x + dx, y: box.y + dy, width: box.width, height: box.height }; }

/** The box around `boxes`. */
export function union(boxes) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x); y0 = Math.min(y0, b.y); x1 = Math.max(x1, b.x + b.width); y1 = Math.max(y1, b.y + b.height);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The correction along `axis` that brings one of the moving box's lines onto the nearest
 * target line within `threshold`, or 0 (with `found` false). */
function nearest(box, targets, axis, threshold) {
  let best = { correction: 0, distance: Infinity, found: false };
  const own = lines(box, axis);
  for (const t of targets) {
    for (const m of own) {
      const d = Math.abs(t - m);
      if (d <= threshold && d < best.distance) best = { correction: t - m, distance: d, found: true };
    }
  }
  return best;
}

/** The snapped move of the box `selection` by (dx, dy) among `others` (boxes, each {x, y,
 * width, height}): {dx, dy, guides: [{axis, x1, y1, x2, y2}]}, the guides in chart units.
 * `axes` adds the field's axes (x = 0 and y = 0) as targets. */
export function snapMove(selection, others, dx, dy, threshold, { axes = true } = {}) {
  const targetsX = others.flatMap((b) => lines(b, "x")), targetsY = others.flatMap((b) => lines(b, "y"));
  if (axes) { targetsX.push(0); targetsY.push(0); }
  let box = moved(selection, dx, dy);
  const sx = nearest(box, targetsX, "x", threshold), sy = nearest(box, targetsY, "y", threshold);
  const gx = sx.found ? null : gapSnap(box, others, "x", threshold);
  const gy = sy.found ? null : gapSnap(box, others, "y", threshold);
  dx += sx.found ? sx.correction : gx?.correction ?? 0;
  dy += sy.found ? sy.correction : gy?.correction ?? 0;
  box = moved(selection, dx, dy);
  const guides = [...alignments(box, others, "x", axes), ...alignments(box, others, "y", axes)];
  for (const gap of [gx, gy]) if (gap) guides.push(...gap.guides(box));
  return { dx, dy, guides };
}

/** The guides of every alignment in force along `axis` (lines equal to within a millionth of
 * a unit): a vertical guide for x, spanning both boxes; the field's axis spans the box and 0. */
function alignments(box, others, axis, axes) {
  const guides = [], own = lines(box, axis), eps = 1e-6;
  const other = axis === "x" ? "y" : "x";
  const span = (a, b) => {
    const s0 = Math.min(a[other], b[other]);
    const s1 = Math.max(a[other] + (other === "x" ? a.width : a.height), b[other] + (other === "x" ? b.width : b.height));
    return [s0, s1];
  };
  for (const b of others) {
    for (const t of lines(b, axis)) {
      if (!own.some((m) => Math.abs(m - t) <= eps)) continue;
      const [s0, s1] = span(box, b);
      guides.push(axis === "x" ? { axis, x1: t, y1: s0, x2: t, y2: s1 } : { axis, x1: s0, y1: t, x2: s1, y2: t });
    }
  }
  if (axes && own.some((m) => Math.abs(m) <= eps)) {
    const s = axis === "x" ? [Math.min(box.y, 0), Math.max(box.y + box.height, 0)] : [Math.min(box.x, 0), Math.max(box.x + box.width, 0)];
    guides.push(axis === "x" ? { axis, x1: 0, y1: s[0], x2: 0, y2: s[1], field: true } : { axis, x1: s[0], y1: 0, x2: s[1], y2: 0, field: true });
  }
  return guides;
}

/** Equal spacing along `axis`: the gap between the box and its nearest neighbour before or
 * after it (boxes that overlap it across the axis) made equal to a gap between two other such
 * boxes, when within `threshold`; {correction, guides(box)} or null. */
function gapSnap(box, others, axis, threshold) {
  const other = axis === "x" ? "y" : "x";
  const size = (b, a) => (a === "x" ? b.width : b.height);
  const across = (b) => b[other] < box[other] + size(box, other) && box[other] < b[other] + size(b, other);
  const row = others.filter(across).sort((a, b) => a[axis] - b[axis]);
  if (row.length < 2) return null;
  const gaps = [];
  for (let i = 0; i + 1 < row.length; i++) {
    const g = row[i + 1][axis] - (row[i][axis] + size(row[i], axis));
    if (g > 0) gaps.push({ g, a: row[i], b: row[i + 1] });
  }
  let best = null;
  const start = box[axis], end = box[axis] + size(box, axis);
  for (const n of row) {
    const nEnd = n[axis] + size(n, axis);
    for (const { g, a, b } of gaps) {
      // The box after n: its start at nEnd + g; before n: its end at n.start - g.
      const afterD = nEnd + g - start, beforeD = n[axis] - g - end;
      for (const [d, before] of [[afterD, false], [beforeD, true]]) {
        if (Math.abs(d) <= threshold && (!best || Math.abs(d) < Math.abs(best.correction))) best = { correction: d, n, g, a, b, before };
      }
    }
  }
  if (!best) return null;
  const line = (from, to, at) => (axis === "x"
    ? { axis, gap: true, x1: from, y1: at, x2: to, y2: at } : { axis, gap: true, x1: at, y1: from, x2: at, y2: to });
  return {
    correction: best.correction,
    guides: (moved) => {
      const mid = (b) => b[other] + size(b, other) / 2;
      const nEnd = best.n[axis] + size(best.n, axis);
      const own = best.before ? line(moved[axis] + size(moved, axis), best.n[axis], mid(moved)) : line(nEnd, moved[axis], mid(moved));
      return [own, line(best.a[axis] + size(best.a, axis), best.b[axis], mid(best.a))];
    },
  };
}

/** The angle (degrees) `angle` snapped to a multiple of 15° or to one of `others` (degrees)
 * when within `threshold` degrees; else `angle`. */
export function snapAngle(angle, others = [], threshold = 4) {
  const candidates = [Math.round(angle / 15) * 15, ...others];
  let best = angle, distance = threshold;
  for (const c of candidates) {
    const d = Math.abs(((c - angle + 540) % 360) - 180);
    if (d <= distance) { best = c; distance = d; }
  }
  return ((best % 360) + 360) % 360;
}
