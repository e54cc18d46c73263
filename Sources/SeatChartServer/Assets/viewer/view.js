// The view: which chart point sits at the stage's centre, the scale (pixels per chart unit)
// and the rotation (radians, clockwise on screen, as the chart's angles). Chart y grows down,
// as on screen, so a chart point p shows at  centre + R(angle) * (p - c) * scale.
// Moves may glide (`glideTo`): the view eases to its target over a few frames, unless the
// buyer asks for reduced motion.

export class View {
  constructor(width, height, { reducedMotion = false } = {}) {
    this.width = width;
    this.height = height;
    this.cx = 0;
    this.cy = 0;
    this.scale = 1;
    this.angle = 0;
    this.minScale = 0.01;
    this.maxScale = 400;
    this.listeners = [];
    this.reducedMotion = reducedMotion;
    this.glide = null;
    /** Whether a finger or the mouse button is down on the stage (gestures.js): a drag or a
     * pinch may be under way, and its moves are drawn lighter from the first. */
    this.held = false;
  }

  /** Calls `listener` after every change. */
  onChange(listener) { this.listeners.push(listener); }

  changed() { for (const listener of this.listeners) listener(this); }

  resize(width, height) {
    this.width = width;
    this.height = height;
    this.changed();
  }

  /** The view `fit` would give, without moving: the chart box `box` whole, unrotated. */
  fitted(box, margin = 0.06, angle = 0) {
    const c = Math.abs(Math.cos(angle)), s = Math.abs(Math.sin(angle));
    const w = box.width * c + box.height * s, h = box.width * s + box.height * c;
    const scale = Math.min(this.width / Math.max(w, 1e-9), this.height / Math.max(h, 1e-9)) * (1 - 2 * margin);
    return { cx: box.x + box.width / 2, cy: box.y + box.height / 2, scale: clamp(scale, this.minScale, this.maxScale), angle };
  }

  /** Shows the chart rectangle `box` ({x, y, width, height}) whole, unrotated, with a margin. */
  fit(box, margin = 0.06) { this.set(this.fitted(box, margin, 0)); }

  /** Fits `box` keeping the rotation: the box's rotated extent fills the stage. */
  fitRotated(box, margin = 0.08) { this.set(this.fitted(box, margin, this.angle)); }

  /** Sets the whole view at once ({cx, cy, scale, angle}; missing parts stay). */
  set(target) {
    this.stopGlide();
    this.apply(target);
  }

  apply({ cx = this.cx, cy = this.cy, scale = this.scale, angle = this.angle }) {
    this.cx = cx;
    this.cy = cy;
    this.scale = clamp(scale, this.minScale, this.maxScale);
    this.angle = normalize(angle);
    this.changed();
  }

  /** Eases to `target` ({cx, cy, scale, angle}) over `duration` ms, the scale geometrically,
   * so that a zoom feels even; at once under reduced motion. Resolves when there. */
  glideTo(target, duration = 220) {
    this.stopGlide();
    const to = { cx: this.cx, cy: this.cy, scale: this.scale, angle: this.angle, ...target };
    to.scale = clamp(to.scale, this.minScale, this.maxScale);
    if (this.reducedMotion || duration <= 0) {
      this.apply(to);
      return Promise.resolve();
    }
    const from = { cx: this.cx, cy: this.cy, scale: this.scale, angle: this.angle };
    let turn = to.angle - from.angle;
    if (turn > Math.PI) turn -= 2 * Math.PI; else if (turn < -Math.PI) turn += 2 * Math.PI;
    const start = performance.now();
    return new Promise((resolve) => {
      const glide = { frame: 0, resolve };
      const step = (now) => {
        const t = Math.min(1, (now - start) / duration);
        const e = 1 - (1 - t) ** 3;
        const scale = from.scale * (to.scale / from.scale) ** e;
        // Centre moves so that the screen motion is proportional to the zoom's progress.
        // (A zoom about a point moves the centre linearly in 1/scale: that point stays put.)
        const k = Math.abs(to.scale / from.scale - 1) < 1e-6 ? e : (1 / scale - 1 / from.scale) / (1 / to.scale - 1 / from.scale);
        this.apply({ cx: from.cx + (to.cx - from.cx) * k, cy: from.cy + (to.cy - from.cy) * k, scale, angle: from.angle + turn * e });
        if (t < 1) glide.frame = requestAnimationFrame(step);
        else { this.glide = null; resolve(); }
      };
      this.glide = glide;
      glide.frame = requestAnimationFrame(step);
    });
  }

  stopGlide() {
    if (!this.glide) return;
    cancelAnimationFrame(this.glide.frame);
    const { resolve } = this.glide;
    this.glide = null;
    resolve();
  }

  /** A still copy of this view moved to `state` ({cx, cy, scale, angle}), for working out
   * where things would land. */
  with(state) {
    const copy = new View(this.width, this.height);
    copy.minScale = this.minScale;
    copy.maxScale = this.maxScale;
    copy.cx = state.cx ?? this.cx;
    copy.cy = state.cy ?? this.cy;
    copy.scale = clamp(state.scale ?? this.scale, this.minScale, this.maxScale);
    copy.angle = state.angle ?? this.angle;
    return copy;
  }

  /** The current state: {cx, cy, scale, angle}. */
  get state() { return { cx: this.cx, cy: this.cy, scale: this.scale, angle: this.angle }; }

  /** Whether the view is gliding. */
  get moving() { return this.glide !== null; }

  /** The screen point (pixels from the stage's top left) of the chart point (x, y). */
  toScreen(x, y) {
    const dx = (x - this.cx) * this.scale, dy = (y - this.cy) * this.scale;
    const cos = Math.cos(this.angle), sin = Math.sin(this.angle);
    return { x: this.width / 2 + dx * cos - dy * sin, y: this.height / 2 + dx * sin + dy * cos };
  }

  /** The chart point under the screen point (sx, sy). */
  toChart(sx, sy) {
    const dx = sx - this.width / 2, dy = sy - this.height / 2;
    const cos = Math.cos(this.angle), sin = Math.sin(this.angle);
    return { x: this.cx + (dx * cos + dy * sin) / this.scale, y: this.cy + (-dx * sin + dy * cos) / this.scale };
  }

  /** The transform chart → screen as (a, b, c, d, e, f), as canvas's setTransform takes it. */
  matrix() {
    const cos = Math.cos(this.angle) * this.scale, sin = Math.sin(this.angle) * this.scale;
    const e = this.width / 2 - (this.cx * cos - this.cy * sin);
    const f = this.height / 2 - (this.cx * sin + this.cy * cos);
    return [cos, sin, -sin, cos, e, f];
  }

  /** The view `from` ({cx, cy, scale, angle}; this view by default) zoomed by `factor` about
   * the screen point (ax, ay): the chart point there stays there. */
  zoomedAbout(factor, ax, ay, from = this) {
    const dx = ax - this.width / 2, dy = ay - this.height / 2;
    const cos = Math.cos(from.angle), sin = Math.sin(from.angle);
    const anchor = { x: from.cx + (dx * cos + dy * sin) / from.scale, y: from.cy + (-dx * sin + dy * cos) / from.scale };
    const scale = clamp(from.scale * factor, this.minScale, this.maxScale);
    return { cx: anchor.x - (dx * cos + dy * sin) / scale, cy: anchor.y - (-dx * sin + dy * cos) / scale, scale, angle: from.angle };
  }

  /** Zooms by `factor` about the screen point (ax, ay): the chart point there stays there. */
  zoomAbout(factor, ax, ay) { this.set(this.zoomedAbout(factor, ax, ay)); }

  /** Turns the view by `radians` about the stage's centre. */
  rotateBy(radians) { this.set({ angle: this.angle + radians }); }

  /** Turns the view by `radians` about the screen point `p`. */
  turnAbout(radians, p) {
    const anchor = this.toChart(p.x, p.y);
    this.stopGlide();
    this.angle = normalize(this.angle + radians);
    const after = this.toScreen(anchor.x, anchor.y);
    this.panBy(p.x - after.x, p.y - after.y);
  }

  /** The centre that moves the view by a screen displacement (dx, dy). */
  pannedBy(dx, dy) {
    const cos = Math.cos(this.angle), sin = Math.sin(this.angle);
    return { cx: this.cx - (dx * cos + dy * sin) / this.scale, cy: this.cy - (-dx * sin + dy * cos) / this.scale };
  }

  /** Moves the view by a screen displacement (dx, dy): the chart follows the pointer. */
  panBy(dx, dy) { this.set(this.pannedBy(dx, dy)); }

  /** The chart-space corners of the stage, for the minimap and level of detail. */
  corners() {
    return [this.toChart(0, 0), this.toChart(this.width, 0), this.toChart(this.width, this.height), this.toChart(0, this.height)];
  }

  /** The axis-aligned chart box the stage shows. */
  visibleBox() { return boxOf(this.corners()); }

  /** The screen box of the chart box `box` (its four corners, turned). */
  screenBox(box) {
    return boxOf([
      this.toScreen(box.x, box.y), this.toScreen(box.x + box.width, box.y),
      this.toScreen(box.x + box.width, box.y + box.height), this.toScreen(box.x, box.y + box.height),
    ]);
  }
}

export function clamp(value, low, high) { return Math.min(high, Math.max(low, value)); }

function normalize(angle) {
  const turn = 2 * Math.PI;
  return ((angle % turn) + turn) % turn;
}

/** The axis-aligned box around `points`. */
export function boxOf(points) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const p of points) {
    x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Whether two axis-aligned boxes overlap. */
export function intersects(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
