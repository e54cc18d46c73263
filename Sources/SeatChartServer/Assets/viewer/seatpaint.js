// How seats are painted: each seat's look (the buyer's own first, then its state, then its
// category, as the SVG's style sheet ranks them); seats large enough to aim at one path per look
// for each block of seats, in their full shape; smaller seats as a picture of the whole tribune,
// painted by the worker (seats-worker.js) once a zoom level and again when a seat changes, so
// that thousands of tiny seats cost the page one image a frame.

import { marks, paint, shapes, sort, squares } from "./seatgeometry.js";

/** Held and sold seats carry their mark (a slash, a cross) from this many pixels. */
const MARK_PIXELS = 5;
/** A tribune's picture is at most this many pixels on its longer side and this many in all
 * (else its seats are drawn one by one). */
const IMAGE_SIDE = 4096, IMAGE_AREA = 4e6;
/** The looks, by their codes: the buyer's own, states, then categories by index, then "none". */
const STATE_KEYS = ["selected", "yours", "held", "booked", "blocked"];
/** The looks that carry the held mark (a slash) and the sold mark (a cross). */
const HELD = new Set(["held"]), SOLD = new Set(["booked", "yours"]);

export class SeatPaint {
  constructor({ model, palette, glyph, reader, onImage }) {
    Object.assign(this, { model, palette, glyph, reader, onImage });
    this.keys = [...STATE_KEYS, ...model.categoryList.map((_, i) => String(i)), "none"];
    this.codes = new Map(this.keys.map((k, i) => [k, i]));
    this.looks = this.keys.map((k) => this.look(k));
    this.images = new Map();    // tribune id -> {bitmap, seats, level, version, marks}
    this.asked = new Map();     // tribune id -> what was asked last: {seats, level, version, marks, asked}
    this.asks = 0;
  }

  /** A look's fill, ring and ring width (in seat sizes), as the SVG's style sheet has them. */
  look(key) {
    const p = this.palette;
    switch (key) {
      case "selected": return { fill: p.selected, ring: p.selectedRing, width: 0.08 };
      case "yours": return { fill: p.booked, ring: p.selected, width: 0.12 };
      case "held": return { fill: p.held };
      case "booked": return { fill: p.booked };
      case "blocked": return { fill: p.blocked, ring: p.blockedRing, width: 0.06 };
      default: return { fill: this.model.categoryList[Number(key)]?.color ?? p.available };
    }
  }

  /** Which look seat `i` takes: the buyer's own first, then its state, then its category. */
  keyOf(seats, i) {
    const id = seats.ids[i], mine = this.model.mine;
    const pending = mine.pending.get(id);
    if (pending === "hold" || (mine.held.has(id) && pending !== "release")) return "selected";
    switch (seats.state[i]) {
      case 1: return "held";
      case 2: return mine.booked.has(id) ? "yours" : "booked";
      case 3: return "blocked";
      default: return seats.category[i] >= 0 ? String(seats.category[i]) : "none";
    }
  }

  // MARK: - Seats one by one

  /** Paints one block of seats in their full shapes on `ctx` (in chart units, `scale` pixels
   * a unit); `shapesAllowed` false paints squares (the frame had no time for shapes). */
  paintBlock(ctx, seats, block, { scale, shapesAllowed }) {
    const batch = block.batches ?? (block.batches = this.batch(seats, block));
    for (const group of batch.groups) if (shapesAllowed && !group.shapes) group.shapes = shapes(seats, group.indices, this.glyph);
    paint(ctx, {
      groups: batch.groups.map((g) => ({ path: g.shapes ?? (g.squares ??= squares(seats, g.indices)), look: g.look })),
      access: batch.access, marks: batch.marks,
    }, { size: seats.size, scale, accessible: this.palette.accessible, mark: this.palette.stateMark, thin: true, withMarks: seats.size * scale >= MARK_PIXELS });
  }

  /** One block's seats by look, with the accessible seats' outlines and the marks. */
  batch(seats, block) {
    const sorted = sort((i) => this.keyOf(seats, i), seats.accessible, block.start, block.end, HELD, SOLD);
    return {
      groups: [...sorted.byKey].map(([key, indices]) => ({ look: this.look(key), indices, shapes: null, squares: null })),
      access: sorted.access.length ? squares(seats, sorted.access) : null,
      marks: sorted.held.length || sorted.sold.length ? marks(seats, sorted.held, sorted.sold) : null,
    };
  }

  // MARK: - Pictures of tribunes

  /** The picture to draw the tribune of `seats` from at this zoom: the one there, up to date or
   * not (a new one is asked for when it is not); null while there is none yet, and undefined
   * when the tribune is too large for a picture at this zoom (in both cases its seats are
   * drawn one by one). */
  pictured(seats, view, density) {
    const box = seats.tribune.box;
    const fits = (level) => Math.max(box.width, box.height) * level <= IMAGE_SIDE && box.width * box.height * level * level <= IMAGE_AREA;
    // Sharp to the device's pixels, or down to half that for a large tribune (a corner's
    // arc is a large box of little).
    let level = 2 ** Math.ceil(Math.log2(view.scale * density));
    if (!fits(level) && level / 2 >= view.scale) level /= 2;
    if (!fits(level)) return undefined;
    // Marks show as the seats are seen, not as large as the picture is drawn.
    const want = { seats, level, version: seats.version, marks: seats.size * view.scale >= MARK_PIXELS };
    const image = this.images.get(seats.tribune.id);
    const asked = this.asked.get(seats.tribune.id);
    const same = (a) => a && a.seats === want.seats && a.level === want.level && a.version === want.version && a.marks === want.marks;
    if (!same(image) && !same(asked)) this.ask(want, density);
    return image && image.seats === seats ? image : null;
  }

  /** Draws a picture (chart units, under the view's transform). */
  drawPicture(ctx, image) {
    const box = image.seats.tribune.box;
    ctx.drawImage(image.bitmap, box.x, box.y, box.width, box.height);
  }

  ask(want, density) {
    const seats = want.seats, id = seats.tribune.id;
    want.asked = ++this.asks;
    this.asked.set(id, want);
    const codes = new Uint8Array(seats.count);
    for (let i = 0; i < seats.count; i++) codes[i] = this.codes.get(this.keyOf(seats, i));
    this.reader.paint({
      tribune: id, level: want.level, box: seats.tribune.box, codes, looks: this.looks,
      held: [this.codes.get("held")], sold: [this.codes.get("booked"), this.codes.get("yours")],
      accessible: this.palette.accessible, mark: this.palette.stateMark, marks: want.marks, scale: want.level / density,
    }).then((bitmap) => {
      // A picture asked for before the zoom moved on still serves until the next one comes,
      // unless a newer one of the same seats is there.
      const image = this.images.get(id);
      const newer = image && image.seats === seats && (image.version > want.version || image.asked > want.asked);
      if (this.model.byID.get(id)?.seats !== seats || newer) { bitmap.close(); return; }
      image?.bitmap.close();
      this.images.set(id, { ...want, bitmap });
      this.onImage();
    }, () => { if (this.asked.get(id) === want) this.asked.delete(id); });
  }

  /** Whether a picture asked for has not come yet. */
  get painting() {
    for (const [id, want] of this.asked) if (this.images.get(id)?.version !== want.version || this.images.get(id)?.level !== want.level) return true;
    return false;
  }

  /** Forgets the pictures of tribunes whose seats are gone. */
  prune() {
    for (const [id, image] of this.images) {
      if (this.model.byID.get(id)?.seats === image.seats) continue;
      image.bitmap.close();
      this.images.delete(id);
      this.asked.delete(id);
    }
  }
}
