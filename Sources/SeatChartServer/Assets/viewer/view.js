// The view: which chart point sits at the stage's centre, the scale (pixels per chart unit)
// and the rotation (radians, clockwise on screen, as the chart's angles). Chart y grows down,
// as on screen, so a chart point p shows at  centre + R(angle) * (p - c) * scale.

export class View {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.cx = 0;
    this.cy = 0;
    this.scale = 1;
    this.angle = 0;
    this.minScale = 0.01;
    this.maxScale = 400;
    this.listeners = [];
  }

  /** Calls `listener` after every change. */
  onChange(listener) { this.listeners.push(listener); }

  changed() { for (const listener of this.listeners) listener(this); }

  resize(width, height) {
    this.width = width;
    this.height = height;
    this.changed();
  }

  /** Shows the chart rectangle `box` ({x, y, width, height}) whole, unrotated, with a margin. */
  fit(box, margin = 0.06) {
    this.cx = box.x + box.width / 2;
    this.cy = box.y + box.height / 2;
    const scale = Math.min(this.width / box.width, this.height / box.height) * (1 - 2 * margin);
    this.scale = clamp(scale, this.minScale, this.maxScale);
    this.changed();
  }

  /** Fits `box` keeping the rotation: the box's rotated extent fills the stage. */
  fitRotated(box, margin = 0.08) {
    const c = Math.abs(Math.cos(this.angle)), s = Math.abs(Math.sin(this.angle));
    const w = box.width * c + box.height * s, h = box.width * s + box.height * c;
    this.cx = box.x + box.width / 2;
    this.cy = box.y + box.height / 2;
    this.scale = clamp(Math.min(this.width / w, this.height / h) * (1 - 2 * margin), this.minScale, this.maxScale);
    this.changed();
  }

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

  /** The SVG transform of the chart's group: matrix(a, b, c, d, e, f). */
  matrix() {
    const cos = Math.cos(this.angle) * this.scale, sin = Math.sin(this.angle) * this.scale;
    const e = this.width / 2 - (this.cx * cos - this.cy * sin);
    const f = this.height / 2 - (this.cx * sin + this.cy * cos);
    return [cos, sin, -sin, cos, e, f];
  }

  /** Zooms by `factor` about the screen point (ax, ay): the chart point there stays there. */
  zoomAbout(factor, ax, ay) {
    const anchor = this.toChart(ax, ay);
    this.scale = clamp(this.scale * factor, this.minScale, this.maxScale);
    const dx = ax - this.width / 2, dy = ay - this.height / 2;
    const cos = Math.cos(this.angle), sin = Math.sin(this.angle);
    this.cx = anchor.x - (dx * cos + dy * sin) / this.scale;
    this.cy = anchor.y - (-dx * sin + dy * cos) / this.scale;
    this.changed();
  }

  /** Turns the view by `radians` about the stage's centre. */
  rotateBy(radians) {
    this.angle = normalize(this.angle + radians);
    this.changed();
  }

  /** Moves the view by a screen displacement (dx, dy): the chart follows the pointer. */
  panBy(dx, dy) {
    const cos = Math.cos(this.angle), sin = Math.sin(this.angle);
    this.cx -= (dx * cos + dy * sin) / this.scale;
    this.cy -= (-dx * sin + dy * cos) / this.scale;
    this.changed();
  }

  /** The chart-space corners of the stage, for the minimap and level of detail. */
  corners() {
    return [this.toChart(0, 0), this.toChart(this.width, 0), this.toChart(this.width, this.height), this.toChart(0, this.height)];
  }

  /** The axis-aligned chart box the stage shows. */
  visibleBox() {
    const points = this.corners();
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const x = Math.min(...xs), y = Math.min(...ys);
    return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
  }
}

export function clamp(value, low, high) { return Math.min(high, Math.max(low, value)); }

function normalize(angle) {
  const turn = 2 * Math.PI;
  return ((angle % turn) + turn) % turn;
}

/** Whether two axis-aligned boxes overlap. */
export function intersects(a, b) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
