// What the page knows of the chart: its objects (tribunes today; standing areas, tables and
// levels later, each a kind of its own), the seats loaded by level of detail, every loaded
// seat's state, what is left of each tribune, and which seats are the buyer's. Drawing and the
// page's structure read it; answers and events change it, and each change is announced once.

import { api } from "./api.js";
import { intersects } from "./view.js";

/** A tribune's seats load once a seat is this many pixels wide, */
export const SEAT_PIXELS = 4;
/** or once the tribune is this share of the view's shorter side and its seats this wide. */
const FILLS_VIEW = 0.5, FILLING_SEAT_PIXELS = 1.5;
/** The most tribunes whose seats stay in the page. */
const LOADED_LIMIT = 16;
/** Seats are drawn and culled in blocks of about this many, in chart order (whole rows). */
const BLOCK = 192;

/** Seat states by their codes in `Seats.state`. */
export const STATES = ["available", "held", "booked", "blocked"];
const STATE_CODE = new Map(STATES.map((s, i) => [s, i]));

/** The kinds of object on a chart: each knows its shape, its name and its seats. A standing
 * area (with a quantity picker), a table or a level switcher comes as one more entry. */
export const KINDS = {};

/** A tribune: an outline with rows of seats, loaded when the view comes close. */
export class Tribune {
  constructor(data, model) {
    this.kind = "tribune";
    this.id = data.id;
    this.name = data.name;
    this.data = data;
    this.model = model;
    this.outline = new Path2D(data.outline);
    this.box = data.box;              // the outline's chart box
    this.seatSize = data.seatSize;
    this.category = model.categories.get(data.category) ?? null;
    this.seats = null;                // Seats, once loaded
    this.loading = null;
    this.left = data.seats;           // seats left (from /api/availability)
    this.from = this.category?.priceMinor ?? null;
    this.fromText = this.category?.priceText ?? null;
    this.accessibleLeft = 0;
    this.accessibleFrom = null;
    this.area = data.area ?? null;    // a standing area's {capacity, sale, minGroup, maxGroup}
    this.soldWhole = data.table?.sale === "whole";   // a table whose chairs go together
    this.placesLeft = this.area?.capacity ?? 0;   // from the event stream's area counts
  }

  /** Whether it is a standing area, sold by count with the quantity picker. */
  get isArea() { return this.area !== null; }

  /** The words on its label: its id, or a standing area's name. */
  get label() { return this.data.label.text ?? this.id; }

  get hasSeats() { return this.data.seats > 0; }
  get soldOut() { return this.hasSeats && this.left === 0; }
}
KINDS.tribune = Tribune;

/** One tribune's seats, column by column, as `/api/seats` lists them (rows from the field
 * outwards, seats by number; read off the page's thread by seats-worker.js), cut into blocks
 * for drawing. */
export class Seats {
  constructor(tribune, columns) {
    Object.assign(this, columns);   // ids, numbers, rows, x, y, rotation, category, state, accessible, restricted, rowOf
    this.tribune = tribune;
    this.count = columns.ids.length;
    this.size = tribune.seatSize;
    this.version = 0;                  // grows with each change of a seat's look
    this.indexByID = null;
    this.blocks = [];
    // Blocks end at a row's end when they can, so a row's seats share few blocks.
    let start = 0;
    for (const r of this.rows) {
      if (r.end - start >= BLOCK) { this.blocks.push(this.block(start, r.end)); start = r.end; }
    }
    if (start < this.count) this.blocks.push(this.block(start, this.count));
    this.grid = null;
  }

  /** Seat indices by id, made when first asked for. */
  get index() {
    if (!this.indexByID) this.indexByID = new Map(this.ids.map((id, i) => [id, i]));
    return this.indexByID;
  }

  block(start, end) {
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let i = start; i < end; i++) {
      x0 = Math.min(x0, this.x[i]); y0 = Math.min(y0, this.y[i]);
      x1 = Math.max(x1, this.x[i]); y1 = Math.max(y1, this.y[i]);
    }
    const h = this.size;
    return { start, end, box: { x: x0 - h, y: y0 - h, width: x1 - x0 + 2 * h, height: y1 - y0 + 2 * h }, batches: null };
  }

  /** Forgets the drawing of the block holding seat `i` (its state or owner changed). */
  touch(i) {
    this.version += 1;
    for (const block of this.blocks) if (i >= block.start && i < block.end) { block.batches = null; return; }
  }

  /** The seat whose cell holds the chart point p, or -1 (cells are squares of the seat's
   * size, turned with it; for the card only: holds go through the server's `/api/hit`). */
  seatAt(p) {
    if (!this.grid) this.grid = new CellGrid(this);
    return this.grid.find(p);
  }
}

/** The seats of a tribune by grid square, to find the one under a point: each square's seats
 * in one array, the squares found by a number. */
class CellGrid {
  constructor(seats) {
    this.seats = seats;
    this.cell = seats.size * 1.5;
    this.map = new Map();
    for (let i = 0; i < seats.count; i++) {
      const key = this.key(Math.floor(seats.x[i] / this.cell), Math.floor(seats.y[i] / this.cell));
      const list = this.map.get(key);
      if (list) list.push(i); else this.map.set(key, [i]);
    }
  }

  key(gx, gy) { return (gx + 32768) * 65536 + (gy + 32768); }

  find(p) {
    const s = this.seats, half = s.size / 2;
    const gx = Math.floor(p.x / this.cell), gy = Math.floor(p.y / this.cell);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const i of this.map.get(this.key(gx + dx, gy + dy)) ?? []) {
          const ux = p.x - s.x[i], uy = p.y - s.y[i];
          const c = Math.cos(s.rotation[i]), n = Math.sin(s.rotation[i]);
          if (Math.abs(ux * c + uy * n) <= half && Math.abs(-ux * n + uy * c) <= half) return i;
        }
      }
    }
    return -1;
  }
}

export class ChartModel {
  constructor(chart, view) {
    this.chart = chart;
    this.view = view;
    this.categories = new Map(chart.categories.map((c) => [c.id, c]));
    this.categoryList = chart.categories;
    this.objects = chart.tribunes.map((t) => new (KINDS[t.kind] ?? Tribune)(t, this));
    this.byID = new Map(this.objects.map((o) => [o.id, o]));
    this.levels = chart.levels?.length ? chart.levels : [{ id: "main", name: "Main" }];
    this.level = 0;
    this.shown = this.onLevel(0);
    this.reader = new SeatsWorker(chart.categories.map((c) => c.id));
    this.loadedOrder = [];          // tribune ids, least recently shown first
    this.loading = 0;
    this.pending = new Map();       // seat id -> state that came while seats were on their way
    this.mine = { held: new Set(), booked: new Set(), pending: new Map() };
    this.listeners = [];
    this.hitContext = document.createElement("canvas").getContext("2d");
    this.smallestSeat = Math.min(...this.objects.filter((o) => o.seatSize > 0).map((o) => o.seatSize), Infinity);
  }

  /** Calls `listener(what)` after each change: "seats" (states, owners, loads), "availability", "level". */
  onChange(listener) { this.listeners.push(listener); }
  changed(what) { for (const listener of this.listeners) listener(what); }

  /** The objects of level `k`. */
  onLevel(k) { return this.objects.filter((o) => (o.data.level ?? 0) === k); }

  /** Shows level `k`: its objects are drawn, named and hit from now on. */
  setLevel(k) {
    if (k === this.level || !this.levels[k]) return;
    this.level = k;
    this.shown = this.onLevel(k);
    this.changed("level");
  }

  /** The level of the object with id `id` (0 when unknown). */
  levelOf(id) { return this.byID.get(id)?.data.level ?? 0; }

  /** The object whose outline holds the chart point p (the last drawn wins), or null. */
  objectAt(p) {
    for (let k = this.shown.length - 1; k >= 0; k--) {
      const o = this.shown[k];
      if (p.x < o.box.x || p.y < o.box.y || p.x > o.box.x + o.box.width || p.y > o.box.y + o.box.height) continue;
      if (this.hitContext.isPointInPath(o.outline, p.x, p.y)) return o;
      // A table's chairs stand outside its top: a point on a loaded chair is the table's too.
      if (o.data.kind === "table" && o.seats && o.seats.seatAt(p) >= 0) return o;
    }
    return null;
  }

  /** The object nearest the chart point p within `reach` chart units of its box, or null. */
  objectNear(p, reach) {
    let best = null, distance = reach;
    for (const o of this.shown) {
      const dx = Math.max(o.box.x - p.x, 0, p.x - o.box.x - o.box.width);
      const dy = Math.max(o.box.y - p.y, 0, p.y - o.box.y - o.box.height);
      const d = Math.hypot(dx, dy);
      if (d <= distance) { distance = d; best = o; }
    }
    return best;
  }

  /** Loads the seats the view is close enough to see; drops far ones beyond the limit. */
  update() {
    const visible = this.view.visibleBox();
    for (const o of this.shown) if (this.wantsSeats(o, visible)) this.loadSeats(o.id);
  }

  /** Whether the view is close enough to `tribune` to show its seats: they are big enough to
   * tell apart, or the tribune fills half the view (its seats are what the buyer looks at). */
  wantsSeats(tribune, visible = this.view.visibleBox()) {
    if (!tribune.hasSeats || !intersects(tribune.box, visible)) return false;
    const seatPixels = tribune.seatSize * this.view.scale;
    const tribunePixels = Math.max(tribune.box.width, tribune.box.height) * this.view.scale;
    return seatPixels >= SEAT_PIXELS
      || (seatPixels >= FILLING_SEAT_PIXELS && tribunePixels >= FILLS_VIEW * Math.min(this.view.width, this.view.height));
  }

  /** Loads tribune `id`'s seats (once); resolves when they are in the model. */
  loadSeats(id) {
    const tribune = this.byID.get(id);
    if (!tribune || !tribune.hasSeats) return Promise.resolve();
    this.touch(id);
    if (tribune.seats) return Promise.resolve();
    if (!tribune.loading) {
      this.loading += 1;
      tribune.loading = api.seatsText(id).then((texts) => this.reader.read(id, tribune.seatSize, texts)).then((columns) => {
        const seats = new Seats(tribune, columns);
        tribune.seats = seats;
        // A change may have come between the answer and now: the newer state wins.
        for (const [seatID, state] of this.pending) if (seats.index.has(seatID)) this.setState(seatID, state, false);
        this.dropFarTribunes();
        this.changed("seats");
      }).finally(() => {
        tribune.loading = null;
        this.loading -= 1;
        if (this.loading === 0) this.pending.clear();
      });
    }
    return tribune.loading;
  }

  touch(id) {
    this.loadedOrder = this.loadedOrder.filter((other) => other !== id);
    this.loadedOrder.push(id);
  }

  /** Drops the seats of the tribunes shown longest ago when too many are loaded and out of view. */
  dropFarTribunes() {
    const visible = this.view.visibleBox();
    while (this.loadedOrder.filter((id) => this.byID.get(id).seats).length > LOADED_LIMIT) {
      const index = this.loadedOrder.findIndex((id) => this.byID.get(id).seats && !intersects(this.byID.get(id).box, visible));
      if (index < 0) break;
      const [id] = this.loadedOrder.splice(index, 1);
      this.unload(id);
    }
  }

  unload(id) {
    const tribune = this.byID.get(id);
    if (!tribune || !tribune.seats) return;
    tribune.seats = null;
    this.reader.forget(id);
    this.changed("unload");
  }

  /** The seat `id` when its tribune is loaded: {tribune, seats, i}, or null. */
  seat(id) {
    for (const tribuneID of this.loadedOrder) {
      const seats = this.byID.get(tribuneID)?.seats;
      const i = seats?.index.get(id);
      if (i !== undefined) return { tribune: seats.tribune, seats, i };
    }
    return null;
  }

  /** A seat's state as the page knows it, or null when its tribune is not loaded. */
  stateOf(id) {
    const s = this.seat(id);
    return s ? STATES[s.seats.state[s.i]] : null;
  }

  /** A change from the event stream or from the buyer's own answer. */
  setState(id, state, announce = true) {
    const s = this.seat(id);
    if (!s) {
      if (this.loading > 0) this.pending.set(id, state);
      return;
    }
    const code = STATE_CODE.get(state) ?? 0;
    if (s.seats.state[s.i] === code) return;
    s.seats.state[s.i] = code;
    s.seats.touch(s.i);
    if (announce) this.changed("seats");
  }

  /** Redraws seat `id` (the buyer's own seats changed). */
  repaint(id) {
    const s = this.seat(id);
    if (s) s.seats.touch(s.i);
    this.changed("seats");
  }

  /** What is left of each tribune (`/api/availability`). */
  setAvailability(answer) {
    for (const entry of answer.tribunes) {
      const o = this.byID.get(entry.id);
      if (!o || o.isArea) continue;   // an area's places come with the event stream
      o.left = entry.available;
      o.from = entry.from;
      o.fromText = entry.fromText;
      o.accessibleLeft = entry.accessible;
      o.accessibleFrom = entry.accessibleFrom;
    }
    this.changed("availability");
  }

  /** Standing areas' new counts (the event stream's `area` events). */
  setAreaCounts(counts) {
    for (const count of counts) {
      const o = this.byID.get(count.area);
      if (o?.isArea) o.placesLeft = count.left;
    }
    this.changed("availability");
  }

  /** The chart box around the seats `ids` (loaded ones), or null. */
  boxOf(ids) {
    const points = ids.map((id) => this.seat(id)).filter(Boolean).map((s) => ({ x: s.seats.x[s.i], y: s.seats.y[s.i] }));
    if (!points.length) return null;
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const x = Math.min(...xs), y = Math.min(...ys);
    return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
  }
}

/** The page's second thread (seats-worker.js): it reads seats into columns and paints
 * pictures of tribunes; each request is answered once. */
class SeatsWorker {
  constructor(categories) {
    this.categories = categories;
    this.thread = null;   // started once the overview is drawn and followed (`start`) or by the first seats
    this.waiting = new Map();
    this.next = 0;
  }

  /** Starts the thread ahead of the first seats (the page calls it once the overview is
   * drawn and followed), so that the first tribune's seats do not wait for the thread's own start. */
  start() { return this.worker; }

  get worker() {
    if (!this.thread) {
      this.thread = new Worker("/viewer/seats-worker.js", { type: "module" });
      this.thread.onmessage = ({ data }) => {
        const { resolve, reject } = this.waiting.get(data.key);
        this.waiting.delete(data.key);
        if (data.error) reject(new Error(data.error)); else resolve(data.columns ?? data.bitmap);
      };
    }
    return this.thread;
  }

  ask(message, moved = []) {
    const key = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(key, { resolve, reject });
      this.worker.postMessage({ ...message, key }, moved);
    });
  }

  /** The columns of `texts`, the pages of tribune `tribune`'s `/api/seats` answer (seats of side `size`). */
  read(tribune, size, texts) { return this.ask({ type: "read", tribune, size, texts, categories: this.categories }); }

  /** A picture of a tribune read before (seatpaint.js says what to paint). */
  paint(request) { return this.ask({ type: "paint", ...request }, [request.codes.buffer]); }

  /** Forgets a tribune's seats. */
  forget(tribune) { this.thread?.postMessage({ type: "forget", tribune }); }
}
