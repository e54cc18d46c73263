// Seats as paths, for the page and for the worker that paints tribunes' pictures alike: the
// square cell of each seat turned with it, its full shape (the server's glyph), the marks of
// held and sold seats, and how a batch of them is painted (fill, ring, the accessible seats'
// outlines, the marks). `geometry` is {x, y, rotation, size} (typed arrays and a number).

/** A path of the cells of seats `indices`. */
export function squares(geometry, indices) {
  const path = new Path2D(), h = geometry.size / 2;
  for (const i of indices) {
    const c = Math.cos(geometry.rotation[i]) * h, s = Math.sin(geometry.rotation[i]) * h;
    const x = geometry.x[i], y = geometry.y[i];
    path.moveTo(x - c + s, y - s - c);
    path.lineTo(x + c + s, y + s - c);
    path.lineTo(x + c - s, y + s + c);
    path.lineTo(x - c - s, y - s + c);
    path.closePath();
  }
  return path;
}

/** A path of the full shapes of seats `indices`: `glyph` (a seat in a cell of side 1 facing
 * +y) placed, sized and turned for each. */
export function shapes(geometry, indices, glyph) {
  const path = new Path2D(), size = geometry.size;
  for (const i of indices) {
    const c = Math.cos(geometry.rotation[i]) * size, s = Math.sin(geometry.rotation[i]) * size;
    path.addPath(glyph, new DOMMatrix([c, s, -s, c, geometry.x[i], geometry.y[i]]));
  }
  return path;
}

/** A path of the marks: a slash across each of `held`, both diagonals across each of `sold`,
 * in each seat's own frame. */
export function marks(geometry, held, sold) {
  const path = new Path2D(), m = geometry.size * 0.28;
  const diagonal = (i, flip) => {
    const c = Math.cos(geometry.rotation[i]) * m, s = Math.sin(geometry.rotation[i]) * m;
    const x = geometry.x[i], y = geometry.y[i], f = flip ? -1 : 1;
    path.moveTo(x - c + f * s, y - s - f * c);
    path.lineTo(x + c - f * s, y + s + f * c);
  };
  for (const i of held) diagonal(i, false);
  for (const i of sold) { diagonal(i, false); diagonal(i, true); }
  return path;
}

/** Paints a batch: each group's `path` filled with its look ({fill, ring, width} (ring width
 * in seat sizes)), the accessible seats' outlines (in `accessible`), the marks (in `mark`). `scale` is pixels per chart unit
 * (the thinnest line worth drawing), `thin` draws rings thinner (full shapes have thin parts). */
export function paint(ctx, { groups, access, marks: marked }, { size, scale, accessible, mark, thin = false, withMarks = true }) {
  for (const { path, look } of groups) {
    ctx.fillStyle = look.fill;
    ctx.fill(path);
    if (!look.ring) continue;
    ctx.lineWidth = Math.max(size * look.width * (thin ? 0.6 : 1), 1.2 / scale);
    ctx.strokeStyle = look.ring;
    ctx.stroke(path);
  }
  if (access) {
    ctx.lineWidth = Math.max(size * 0.08, 1.5 / scale);
    ctx.strokeStyle = accessible;
    ctx.stroke(access);
  }
  if (withMarks && marked) {
    ctx.lineWidth = Math.max(size * 0.12, 1.3 / scale);
    ctx.lineCap = "round";
    ctx.strokeStyle = mark;
    ctx.globalAlpha = 0.9;
    ctx.stroke(marked);
    ctx.globalAlpha = 1;
    ctx.lineCap = "butt";
  }
}

/** Seats by look: `keyAt(i)` is the look of seat `i` among `start..<end`; the seats of each
 * look, the accessible ones, the held ones and the sold ones (`heldKeys`, `soldKeys`: the
 * looks that carry those marks). */
export function sort(keyAt, accessibleFlags, start, end, heldKeys, soldKeys) {
  const byKey = new Map(), access = [], held = [], sold = [];
  for (let i = start; i < end; i++) {
    const key = keyAt(i);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(i);
    if (accessibleFlags[i]) access.push(i);
    if (heldKeys.has(key)) held.push(i); else if (soldKeys.has(key)) sold.push(i);
  }
  return { byKey, access, held, sold };
}
