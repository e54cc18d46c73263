// Drawing the chart on one canvas, once per animation frame: the field, the tribunes, the
// seats (in chart units under the view's one transform, culled by the visible box in blocks of
// whole rows, one path per colour), then the words upright on top: tribune labels with what is
// left, row letters, seat numbers and the symbol of access. Every colour, the seat's shape and
// every label size come from the server (`/api/chart`), as the SVG has them. While the view
// moves, most frames are the last one moved with it (movedframe.js), not drawn.

import { MovedFrame } from "./movedframe.js";
import { SeatPaint } from "./seatpaint.js";
import { drawSeatWords } from "./seatwords.js";
import { intersects } from "./view.js";
import { t } from "./words.js";

/** Seats at least this many pixels wide are drawn in their full shape, facing the field. */
export const SHAPE_PIXELS = 12;
/** Seats smaller than this are not drawn one by one: their tribune shows as in the overview
 * (a mesh of dots says nothing), with its name and what is left. */
export const DOT_PIXELS = 2.5;
/** A frame makes new seat paths and pictures for at most this long (ms); what is left waits
 * for the next frame (a block of seats a frame late, or a picture a level off). */
export const BUILD_BUDGET = 8;
/** A tribune's label over seats large enough to read is at most this large (px). */
const CARDED_PIXELS = 16;
/** The font sizes labels are set in, about 12 % apart: a zoom draws its labels in a few sizes
 * whose glyphs the canvas keeps, instead of a new size each frame for each label that fits
 * its tribune by a hair (new glyphs are the dearest part of a label). */
const LABEL_SIZES = [6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 20, 22, 25, 28, 31, 35, 39, 44, 49, 55, 62, 69, 77, 86, 96, 108, 121, 135];

/** The largest label size at most `px` (so a label still fits where `px` did). */
export function labelSize(px) {
  let size = Math.round(px);
  for (const step of LABEL_SIZES) if (step <= px) size = step;
  return Math.min(size, Math.round(px));
}
/** While the view moves, the canvas has this share of its pixels' density (a moving picture
 * needs less, and fewer pixels are drawn at every frame); sharp again once it rests. */
const MOVING_DENSITY = 0.7;
/** The view rests once it has not moved for this long (ms). */
const REST = 180;

export class Painter {
  constructor(canvas, { model, view, chart }) {
    this.canvas = canvas;
    // Opaque: the page under the canvas never shows, so nothing is blended with it.
    this.context = canvas.getContext("2d", { alpha: false });
    this.ground = getComputedStyle(canvas.parentElement).backgroundColor;
    // The page's own colours (viewer.css): its paper, ink and focus; the chart's are the server's palette.
    const page = getComputedStyle(document.documentElement);
    this.page = Object.fromEntries(["paper", "ink", "focus"].map((name) => [name, page.getPropertyValue(`--${name}`).trim()]));
    this.model = model;
    this.view = view;
    this.palette = chart.palette;
    this.labels = chart.labels;
    this.seatPaint = new SeatPaint({
      model, palette: chart.palette, glyph: new Path2D(chart.seatShape.path), reader: model.reader, onImage: () => this.request(),
    });
    this.field = chart.field ? { ...chart.field, path: new Path2D(chart.field.outline) } : null;
    this.hover = null;     // {object, seat} under the pointer
    this.focus = null;     // {object, seat} with the keyboard's focus
    this.frame = 0;
    this.ratio = 1;
    this.moving = false;
    this.resting = 0;
    this.widths = new Map();   // "font|text" -> width, so labels are measured once a size
    this.afterFrame = [];
    this.beforeFrame = [];   // what follows the view once a frame (seats to load, the minimap)
    // While the view moves, the last frame drawn is moved with it (movedframe.js).
    this.movedFrame = new MovedFrame(canvas);
  }

  /** Matches the canvas's pixels to its size on screen (at most two device pixels a CSS pixel,
   * fewer while the view moves). */
  resize(width = this.width, height = this.height) {
    this.width = width;
    this.height = height;
    this.fitDensity();
    this.request();
  }

  /** Gives the canvas the density of the view's state (lighter while it moves), when it has
   * another; that clears it. */
  fitDensity() {
    this.ratio = Math.min(2, window.devicePixelRatio || 1) * (this.moving ? MOVING_DENSITY : 1);
    const width = Math.max(1, Math.round(this.width * this.ratio)), height = Math.max(1, Math.round(this.height * this.ratio));
    if (this.canvas.width === width && this.canvas.height === height) return;
    this.canvas.width = width;
    this.canvas.height = height;
    this.movedFrame.forget();
  }

  /** The view moved. A view that glides, is moved by a finger or the mouse (a drag, a pinch),
   * or moves again before it rests is drawn from its last frame moved with it, and lighter when
   * drawn anew, until it rests; a single jump (a tap's zoom under reduced motion, a reset) is
   * drawn once, sharp, instead of lighter and then again sharp. */
  moved() {
    const again = this.resting !== 0 || this.view.moving || this.view.held;
    clearTimeout(this.resting);
    this.resting = setTimeout(() => {
      this.resting = 0;
      if (this.moving) { this.moving = false; this.resize(); }
    }, REST);
    // The sharp frame on the canvas is the first one the moving view is drawn from.
    if (again) this.moving = true;
    this.request();
  }

  /** What a frame shows besides the view's place: the level, the tribunes whose seats it
   * draws at this zoom and their seats' looks, the pointer's and the focus's marks. A frame of
   * other seats is not shown moved; words (what is left) wait for the next frame drawn. */
  shows() {
    const mark = (m) => (m ? `${m.object?.id}:${m.seat}` : "");
    const scale = this.view.scale;
    let seated = "";
    for (const o of this.model.shown) if (o.seats && o.seatSize * scale >= DOT_PIXELS) seated += `${o.id}@${o.seats.version},`;
    return `${this.model.level}|${mark(this.hover)}|${mark(this.focus)}|${seated}`;
  }

  /** Draws at the next animation frame (once, however often asked). */
  request() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      for (const step of this.beforeFrame) step();
      this.draw();
      const waiting = this.afterFrame;
      this.afterFrame = [];
      for (const resolve of waiting) resolve();
    });
  }

  /** Resolves once the view rests and its frame, at full density and with the pictures asked
   * for, has been drawn (for tests and for measuring); at most 5 s. It asks for no frame of
   * its own: a canvas with no frame to come shows what the model and the view hold now, and
   * what it waits for (the view's rest, a picture) asks for its frame when it comes. */
  async settled() {
    const give = performance.now() + 5000;
    while ((this.frame || this.moving || this.seatPaint.painting) && performance.now() < give) {
      let timer = 0;
      const bound = new Promise((resolve) => { timer = setTimeout(resolve, give - performance.now()); });
      await Promise.race([this.nextFrame(), bound]);
      clearTimeout(timer);
    }
  }

  /** Draws a frame and resolves once it has been drawn. */
  drawn() {
    this.request();
    return this.nextFrame();
  }

  /** Resolves once the next frame (asked for by anyone) has been drawn. */
  nextFrame() {
    return new Promise((resolve) => this.afterFrame.push(resolve));
  }

  draw() {
    if (this.moving && this.movedFrame.follow(this.view, this.shows())) return;
    this.fitDensity();
    this.started = performance.now();
    this.builtOne = false;
    this.ranOver = false;   // a block of seats left out for want of time (squares stand for shapes)
    const ctx = this.context, view = this.view, r = this.ratio;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = this.ground;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    const [a, b, c, d, e, f] = view.matrix();
    ctx.setTransform(a * r, b * r, c * r, d * r, e * r, f * r);
    const visible = view.visibleBox();
    this.seatPaint.prune();
    const shown = this.model.shown.filter((o) => intersects(o.box, visible));
    this.drawField();
    // Seats are drawn once large enough: small ones from their tribune's picture, larger ones
    // (and small ones until their picture comes) one by one.
    const density = Math.min(2, window.devicePixelRatio || 1);
    const pictures = new Map(), seated = new Set();
    for (const o of shown) {
      const px = o.seats ? o.seatSize * view.scale : 0;
      if (px < DOT_PIXELS) continue;
      const picture = px < SHAPE_PIXELS ? this.seatPaint.pictured(o.seats, view, density) : null;
      if (picture) pictures.set(o, picture);
      seated.add(o);
    }
    this.seated = seated;   // the tribunes whose seats this frame drew (for measuring)
    // The words this frame wrote, for tests and embedding pages: labels by object id, their
    // cards (screen rectangles), and how many row letters and seat numbers.
    this.words = { labels: new Map(), cards: new Map(), rowLetters: 0, seatNumbers: 0 };
    for (const object of shown) this.drawOutline(object, seated.has(object));
    for (const object of seated) {
      if (pictures.has(object)) this.seatPaint.drawPicture(ctx, pictures.get(object));
      else this.drawSeats(object.seats, visible);
    }
    this.drawHighlights();
    ctx.setTransform(r, 0, 0, r, 0, 0);
    this.drawFieldName();
    for (const object of seated) drawSeatWords(this, object.seats, visible);
    for (const object of shown) this.drawLabel(object);
    this.drawSeatFocus();
    // A frame with every seat in it is the one the next moving frames are moved from.
    this.movedFrame.shows({ matrix: view.matrix(), scale: view.scale, key: this.shows(), complete: !this.ranOver });
  }

  // MARK: - The venue and the tribunes

  drawField() {
    if (!this.field) return;
    const ctx = this.context;
    ctx.fillStyle = this.palette.field;
    ctx.fill(this.field.path);
  }

  drawFieldName() {
    if (!this.field) return;
    const px = Math.min(this.field.label.size * this.view.scale, 64);
    if (px < 9) return;
    const ctx = this.context, p = this.view.toScreen(this.field.label.x, this.field.label.y);
    ctx.font = `bold ${Math.round(px)}px ${this.labels.font}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.globalAlpha = 0.9;
    ctx.fillStyle = this.palette.fieldName;
    ctx.fillText(this.field.name.toUpperCase(), p.x, p.y);
    ctx.globalAlpha = 1;
  }

  drawOutline(object, seatsDrawn) {
    const ctx = this.context, scale = this.view.scale, kind = object.data.kind;
    if (object.soldOut) ctx.fillStyle = this.palette.blocked;
    else if (kind === "table") ctx.fillStyle = this.palette.table;   // a table's top, as the SVG draws it
    else if (seatsDrawn) ctx.fillStyle = this.palette.tribune;
    else ctx.fillStyle = object.category?.color ?? this.palette.available;
    // A standing area shows its category's colour, lighter, as the SVG does.
    ctx.globalAlpha = kind === "standing" ? 0.45 : 1;
    ctx.fill(object.outline);
    ctx.globalAlpha = 1;
    if (object.soldOut && !seatsDrawn) this.hatch(object);
    ctx.lineWidth = 1.5 / scale;
    ctx.strokeStyle = object.soldOut ? this.palette.blockedRing : this.page.paper;
    ctx.stroke(object.outline);
  }

  /** Diagonal lines across a sold-out tribune: it reads as sold out without its colour. */
  hatch(object) {
    const ctx = this.context, scale = this.view.scale, box = object.box;
    const step = 7 / scale;
    ctx.save();
    ctx.clip(object.outline);
    ctx.beginPath();
    const span = box.width + box.height;
    for (let t = -box.height; t < span; t += step) {
      ctx.moveTo(box.x + t, box.y);
      ctx.lineTo(box.x + t + box.height, box.y + box.height);
    }
    ctx.lineWidth = 1 / scale;
    ctx.strokeStyle = this.palette.blockedRing;
    ctx.stroke();
    ctx.restore();
  }

  drawHighlights() {
    const ctx = this.context, scale = this.view.scale;
    if (this.hover?.object && !this.hover.seat) {
      ctx.lineWidth = 2.5 / scale;
      ctx.strokeStyle = this.page.ink;
      ctx.globalAlpha = 0.75;
      ctx.stroke(this.hover.object.outline);
      ctx.globalAlpha = 1;
    }
    if (this.focus?.object && this.focus.seat === undefined) {
      ctx.lineWidth = 4 / scale;
      ctx.strokeStyle = this.page.focus;
      ctx.stroke(this.focus.object.outline);
    }
  }

  /** The tribune's name, and what is left of it ("312 left · from £48", a standing area's
   * "596 left · £45", "Sold out") where it
   * fits, upright, on a pale card that keeps it readable over seats (which stay there to be
   * tapped); the card grows firmer once the seats are large enough to read their own words.
   * Font sizes are whole pixels, so the glyphs drawn for one frame serve the next. */
  drawLabel(object) {
    const L = this.labels, view = this.view, ctx = this.context;
    let px = Math.min(Math.max((L.tribuneSize ?? 1) * view.scale, L.tribuneMinPixels), L.tribuneMaxPixels);
    if (object.data.label.fit !== null) px = Math.min(px, object.data.label.fit * view.scale);
    if (!(object.data.label.fit !== null && px >= L.smallestPixels)) return;
    const box = view.screenBox(object.box);
    const carded = Boolean(object.seats) && object.seatSize * view.scale >= L.rowLetterPixels;
    // Over seats large enough to read, the label is small and lets them show through.
    px = labelSize(carded ? Math.min(px, CARDED_PIXELS) : px);
    const detail = object.isArea ? (object.placesLeft === 0 ? t("soldOut") : `${t("nLeft", { n: object.placesLeft })}${object.fromText ? ` · ${object.fromText}` : ""}`)
      : !object.hasSeats ? null : object.soldOut ? t("soldOut")
      : `${t("nLeft", { n: object.left })}${object.fromText ? ` · ${t("fromPrice", { price: object.fromText })}` : ""}`;
    const small = Math.max(9, Math.round(px * 0.62));
    const nameFont = `bold ${px}px ${L.font}`, detailFont = `${small}px ${L.font}`;
    const p = view.toScreen(object.data.label.x, object.data.label.y);
    const pad = px * 0.3;
    let second = false, width = this.measure(object.label, nameFont);
    if (detail) {
      const detailWidth = this.measure(detail, detailFont), both = Math.max(width, detailWidth);
      second = carded || (detailWidth <= box.width * 0.92 && (px + small) * 1.25 <= box.height * 0.95
        && this.cardInside(object, p, both + 2 * pad, px + small * 1.2 + pad));
      if (second) width = both;
    }
    const height = (second ? px + small * 1.2 : px) + pad;
    ctx.globalAlpha = carded ? 0.72 : 0.62;
    ctx.fillStyle = this.palette.labelHalo;
    ctx.beginPath();
    ctx.roundRect(p.x - width / 2 - pad, p.y - height / 2, width + 2 * pad, height, px * 0.3);
    ctx.fill();
    ctx.globalAlpha = 1;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = this.palette.labelText;
    const y = second ? p.y - small * 0.6 : p.y;
    ctx.font = nameFont;
    ctx.fillText(object.label, p.x, y);
    if (second) {
      ctx.font = detailFont;
      ctx.fillText(detail, p.x, y + (px + small) * 0.6);
    }
    this.words.labels.set(object.id, second ? `${object.label} ${detail}` : object.label);
    this.words.cards.set(object.id, { x: p.x - width / 2 - pad, y: p.y - height / 2, width: width + 2 * pad, height });
  }

  /** Whether a card `width` × `height` pixels centred on screen point `p` lies inside the
   * object's outline (its corners and the middles of its sides): a corner tribune's bounding
   * box is wide, its band is not, and a card that spills over the next tribunes hides them.
   * A rows section's outline is its seats' cells, with gaps between them: its box decides.
   * Remembered for the view's scale and turn; while the view moves, the last answer stands
   * (a zoom step draws every label, and eight point tests each would add up). */
  cardInside(object, p, width, height) {
    if (object.data.kind === "rows") return true;
    const view = this.view, key = `${view.scale}|${view.angle}|${width}|${height}`;
    if (object.cardFit && (object.cardFit.key === key || this.moving)) return object.cardFit.inside;
    const ctx = this.context, w = width / 2, h = height / 2;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    let inside = true;
    for (const [dx, dy] of [[-w, -h], [0, -h], [w, -h], [w, 0], [w, h], [0, h], [-w, h], [-w, 0]]) {
      const c = view.toChart(p.x + dx, p.y + dy);
      if (!ctx.isPointInPath(object.outline, c.x, c.y)) { inside = false; break; }
    }
    ctx.restore();
    object.cardFit = { key, inside };
    return inside;
  }

  /** The width of `text` in `font`, remembered. */
  measure(text, font) {
    const key = `${font}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      if (this.widths.size > 4000) this.widths.clear();
      this.context.font = font;
      width = this.context.measureText(text).width;
      this.widths.set(key, width);
    }
    return width;
  }

  // MARK: - Seats

  /** The seats of a tribune one by one, culled by the view: in their full shape when the
   * frame has time to make it, else in squares for this frame. */
  drawSeats(seats, visible) {
    for (const block of seats.blocks) {
      if (!intersects(block.box, visible)) continue;
      if (!block.batches && this.overBudget()) { this.ranOver = true; continue; }
      this.seatPaint.paintBlock(this.context, seats, block, { scale: this.view.scale, shapesAllowed: !this.overBudget() });
    }
  }

  /** Whether this frame has spent its time making paths; if so the next frame is asked for.
   * The first path of a frame is always made, so that every frame gets on. */
  overBudget() {
    if (!this.builtOne) { this.builtOne = true; return false; }
    if (performance.now() - this.started < BUILD_BUDGET) return false;
    this.request();
    return true;
  }

  /** Which colour seat `i` of `seats` takes (seatpaint.js). */
  keyOf(seats, i) { return this.seatPaint.keyOf(seats, i); }

  /** A ring around the seat with the keyboard's focus, and around the seat under the pointer. */
  drawSeatFocus() {
    const ctx = this.context;
    for (const [mark, colour, alpha, width] of [[this.hover, this.page.ink, 0.8, 2], [this.focus, this.page.focus, 1, 3]]) {
      if (!mark || mark.seat === undefined || mark.seat < 0 || !mark.object.seats) continue;
      const seats = mark.object.seats, i = mark.seat;
      const p = this.view.toScreen(seats.x[i], seats.y[i]);
      const radius = Math.max(seats.size * this.view.scale * 0.8, 7);
      ctx.beginPath();
      ctx.arc(p.x, p.y, radius, 0, 2 * Math.PI);
      ctx.lineWidth = width;
      ctx.strokeStyle = colour;
      ctx.globalAlpha = alpha;
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
  }
}
