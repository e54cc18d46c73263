// The words on seats, upright over the canvas's seats where they are large enough to read,
// at the sizes the server gives (`/api/chart` labels, as the SVG writes them): the symbol of
// access, row letters beyond each row's ends and seat numbers. Each frame counts what it wrote
// in the painter's `words`.

import { intersects } from "./view.js";

/** The symbol of access, row letters and seat numbers, where seats are large enough
 * (the server's thresholds), upright. */
export function drawSeatWords(painter, seats, visible) {
  const L = painter.labels, view = painter.view, ctx = painter.context, px = seats.size * view.scale;
  if (px < L.accessibleMarkPixels) return;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const inside = (x, y) => x >= visible.x && y >= visible.y && x <= visible.x + visible.width && y <= visible.y + visible.height;
  ctx.font = `${Math.round(px * L.accessibleMarkSize)}px ${L.font}`;
  ctx.lineWidth = Math.max(1, px * 0.06);
  ctx.strokeStyle = painter.palette.accessible;
  ctx.fillStyle = painter.palette.accessibleMark;
  for (const block of seats.blocks) {
    if (!intersects(block.box, visible)) continue;
    for (let i = block.start; i < block.end; i++) {
      if (!seats.accessible[i] || !inside(seats.x[i], seats.y[i])) continue;
      const p = view.toScreen(seats.x[i], seats.y[i]);
      ctx.strokeText(L.accessibleSymbol, p.x, p.y);
      ctx.fillText(L.accessibleSymbol, p.x, p.y);
    }
  }
  if (px >= L.rowLetterPixels) drawRowLetters(painter, seats, px, inside);
  if (px >= L.seatNumberPixels) drawSeatNumbers(painter, seats, visible, px, inside);
}

function drawRowLetters(painter, seats, px, inside) {
  const L = painter.labels, view = painter.view, ctx = painter.context;
  ctx.font = `bold ${Math.round(px * L.rowLetterSize)}px ${L.font}`;
  ctx.fillStyle = painter.palette.rowLetters;
  for (const row of seats.rows) {
    const a = row.start, b = row.end - 1;
    let ax = seats.x[b] - seats.x[a], ay = seats.y[b] - seats.y[a];
    const length = Math.hypot(ax, ay);
    if (length > 1e-9) { ax /= length; ay /= length; } else { ax = Math.cos(seats.rotation[a]); ay = Math.sin(seats.rotation[a]); }
    const reach = seats.size * L.rowLetterOffset;
    for (const [x, y] of [[seats.x[a] - ax * reach, seats.y[a] - ay * reach], [seats.x[b] + ax * reach, seats.y[b] + ay * reach]]) {
      if (!inside(x, y)) continue;
      const p = view.toScreen(x, y);
      ctx.fillText(row.label, p.x, p.y);
      if (row.label) painter.words.rowLetters++;
    }
  }
}

function drawSeatNumbers(painter, seats, visible, px, inside) {
  const L = painter.labels, view = painter.view, ctx = painter.context;
  ctx.font = `${Math.round(px * L.seatNumberSize)}px ${L.font}`;
  ctx.lineWidth = px * L.seatNumberSize * 0.45;
  ctx.lineJoin = "round";
  ctx.globalAlpha = 0.95;
  for (const block of seats.blocks) {
    if (!intersects(block.box, visible)) continue;
    for (let i = block.start; i < block.end; i++) {
      if (seats.accessible[i] || !inside(seats.x[i], seats.y[i])) continue;
      const p = view.toScreen(seats.x[i], seats.y[i]);
      // On a ground of the seat's own colour: the full shape is hollow where the number goes.
      const key = painter.keyOf(seats, i), look = painter.seatPaint.look(key);
      ctx.strokeStyle = look.fill;
      ctx.strokeText(seats.numbers[i], p.x, p.y);
      ctx.fillStyle = key === "selected" || key === "blocked" ? painter.palette.labelText : painter.palette.seatNumbers;
      ctx.fillText(seats.numbers[i], p.x, p.y);
      painter.words.seatNumbers++;
    }
  }
  ctx.globalAlpha = 1;
}
