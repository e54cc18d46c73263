// While the view moves, the canvas's last frame is moved with it by the compositor (a CSS
// transform of the canvas: turned, scaled and shifted as the view is) instead of every seat and
// word being drawn again at each frame: on a phone-class CPU, drawing and rasterising the canvas
// is most of a frame. A new frame is drawn once the moved one is scaled too far, covers too
// little of the stage (the rest shows the stage's ground) or shows what has changed since; the
// view is drawn sharp again once it rests (draw.js).

/** A frame serves while the view's scale is within these factors of the one it was drawn at, */
const SCALE_RANGE = [0.6, 1.6];
/** and while it covers at least this share of the stage. */
const COVERAGE = 0.7;
/** The share covered is told at the middles of this many squares a side of the stage. */
const GRID = 10;

export class MovedFrame {
  constructor(canvas) {
    this.canvas = canvas;
    this.drawn = null;    // what the canvas shows: {matrix, scale, key, complete}
    this.moved = false;   // whether the canvas is moved now
  }

  /** The canvas now shows a frame drawn for `drawn` ({matrix, scale, key, complete}: the view's
   * transform and scale, what else it showed, whether every seat is in it), unmoved. */
  shows(drawn) {
    this.drawn = drawn;
    if (this.moved) { this.canvas.style.transform = ""; this.moved = false; }
  }

  /** The canvas was cleared. */
  forget() { this.drawn = null; }

  /** Moves the canvas's frame to where `view` puts it, when that frame still serves for a
   * frame that would show `key`; whether it did (else a frame is to be drawn). */
  follow(view, key) {
    const s = this.drawn;
    if (!s || !s.complete || s.key !== key) return false;
    const k = view.scale / s.scale;
    if (k < SCALE_RANGE[0] || k > SCALE_RANGE[1]) return false;
    const now = view.matrix(), then = s.matrix;
    // The stage's points now, in the frame's own (CSS pixels of the stage as it was drawn).
    const [a, b, c, d, e, f] = multiply(then, invert(now));
    let inside = 0;
    for (let i = 0; i < GRID; i++) {
      for (let j = 0; j < GRID; j++) {
        const x = (view.width * (i + 0.5)) / GRID, y = (view.height * (j + 0.5)) / GRID;
        const px = a * x + c * y + e, py = b * x + d * y + f;
        if (px >= 0 && py >= 0 && px <= view.width && py <= view.height) inside += 1;
      }
    }
    if (inside / (GRID * GRID) < COVERAGE) return false;
    const m = multiply(now, invert(then));
    this.canvas.style.transform = `matrix(${m.join(", ")})`;
    this.moved = true;
    return true;
  }
}

/** The product of two affine transforms (a, b, c, d, e, f), as canvas's setTransform takes them:
 * the second applied first. */
function multiply([a1, b1, c1, d1, e1, f1], [a2, b2, c2, d2, e2, f2]) {
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

/** The inverse of an affine transform (a, b, c, d, e, f). */
function invert([a, b, c, d, e, f]) {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}
