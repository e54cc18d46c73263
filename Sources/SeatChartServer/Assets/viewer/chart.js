// The chart on the page: tribune outlines first (the overview), then each tribune's seats once
// the view is close enough to tell them apart (level of detail), loaded as the view reaches them
// and dropped when many are loaded and out of view.

import { api } from "./api.js";
import { intersects } from "./view.js";

const SVG = "http://www.w3.org/2000/svg";
/** A tribune's seats load once a seat is this many pixels wide, */
const SEAT_PIXELS = 4;
/** or once the tribune is this share of the view's shorter side. */
const FILLS_VIEW = 0.5;
/** The most tribunes whose seats stay in the page. */
const LOADED_LIMIT = 10;

export class ChartLayer {
  constructor({ svg, world, tribuneLayer, seatLayer, labelLayer, view, selection }) {
    Object.assign(this, { svg, world, tribuneLayer, seatLayer, labelLayer, view, selection });
    this.tribunes = new Map();   // id -> { data, element, box, label, seats: Map | null, group, loading }
    this.states = new Map();     // seat id -> state, for the seats loaded
    this.seatElements = new Map();
    this.loadedOrder = [];       // tribune ids, least recently shown first
    this.categories = new Map();
    this.loading = 0;            // tribunes whose seats are on their way
    this.pending = new Map();    // seat id -> state, changes that came while seats were on their way
  }

  /** Draws the overview of `chart` (GET /api/chart) and returns when it is in the page. */
  drawOverview(chart, { animate }) {
    for (const category of chart.categories) this.categories.set(category.id, category);
    const fragment = document.createDocumentFragment();
    for (const tribune of chart.tribunes) {
      const path = document.createElementNS(SVG, "path");
      path.setAttribute("d", tribune.outline);
      path.setAttribute("class", "tribune");
      path.setAttribute("fill", this.categories.get(tribune.category)?.color ?? "#9aa3b5");
      path.setAttribute("data-tribune", tribune.id);
      path.setAttribute("tabindex", "0");
      path.setAttribute("role", "button");
      path.setAttribute("aria-label", `Tribune ${tribune.id}`);
      fragment.appendChild(path);
      const label = document.createElementNS(SVG, "text");
      label.setAttribute("class", "label");
      label.textContent = tribune.id;
      this.labelLayer.appendChild(label);
      this.tribunes.set(tribune.id, { data: tribune, element: path, box: null, label, seats: null, group: null, loading: null });
    }
    this.tribuneLayer.appendChild(fragment);
    for (const tribune of this.tribunes.values()) {
      const b = tribune.element.getBBox();
      tribune.box = { x: b.x, y: b.y, width: b.width, height: b.height };
      if (animate) {
        const length = Math.max(1, tribune.element.getTotalLength());
        tribune.element.style.setProperty("--length", `${length}`);
        tribune.element.style.strokeWidth = `${Math.max(1.5 / this.view.scale, 0.01)}px`;
        tribune.element.classList.add("draw-in");
        tribune.element.addEventListener("animationend", () => {
          tribune.element.classList.remove("draw-in");
          tribune.element.style.strokeWidth = "";
        }, { once: true });
      }
    }
  }

  /** Keeps the labels and the seats loaded in step with the view. */
  update() {
    const visible = this.view.visibleBox();
    for (const tribune of this.tribunes.values()) {
      const p = this.view.toScreen(tribune.data.label.x, tribune.data.label.y);
      const size = Math.min(tribune.box.width, tribune.box.height) * this.view.scale;
      const shown = size > 26 && tribune.seats === null && intersects(tribune.box, visible);
      tribune.label.setAttribute("x", p.x.toFixed(1));
      tribune.label.setAttribute("y", p.y.toFixed(1));
      tribune.label.style.display = shown ? "" : "none";
      if (this.wantsSeats(tribune, visible)) this.loadSeats(tribune.data.id);
    }
  }

  /** Whether the view is close enough to `tribune` to show its seats: they are big enough to
   * tell apart, or the tribune fills half the view (its seats are what the buyer looks at). */
  wantsSeats(tribune, visible) {
    if (!tribune.data.seats || !intersects(tribune.box, visible)) return false;
    const seatPixels = tribune.data.seatSize * this.view.scale;
    const tribunePixels = Math.max(tribune.box.width, tribune.box.height) * this.view.scale;
    return seatPixels >= SEAT_PIXELS || tribunePixels >= FILLS_VIEW * Math.min(this.view.width, this.view.height);
  }

  /** Loads and draws the seats of tribune `id` (once); resolves when they are in the page. */
  loadSeats(id) {
    const tribune = this.tribunes.get(id);
    if (!tribune) return Promise.resolve();
    this.touch(id);
    if (tribune.seats) return Promise.resolve();
    if (!tribune.loading) {
      this.loading += 1;
      tribune.loading = api.seats(id).then((list) => {
        this.drawSeats(tribune, list.seats);
        // A change may have come between the answer and its drawing: the newer state wins.
        for (const [seatID, state] of this.pending) if (tribune.seats.has(seatID)) this.setState(seatID, state);
        this.dropFarTribunes();
      }).finally(() => {
        tribune.loading = null;
        this.loading -= 1;
        if (this.loading === 0) this.pending.clear();
      });
    }
    return tribune.loading;
  }

  drawSeats(tribune, seats) {
    const size = tribune.data.seatSize, half = size / 2, corner = size * 0.22;
    const group = document.createElementNS(SVG, "g");
    group.setAttribute("data-tribune-seats", tribune.data.id);
    tribune.seats = new Map();
    tribune.rows = [];
    let row = null;
    for (const seat of seats) {
      const rect = document.createElementNS(SVG, "rect");
      rect.setAttribute("x", (-half).toFixed(3));
      rect.setAttribute("y", (-half).toFixed(3));
      rect.setAttribute("width", size.toFixed(3));
      rect.setAttribute("height", size.toFixed(3));
      rect.setAttribute("rx", corner.toFixed(3));
      rect.setAttribute("transform", `translate(${seat.x} ${seat.y}) rotate(${seat.rotation})`);
      rect.setAttribute("data-seat", seat.id);
      rect.setAttribute("tabindex", "-1");
      rect.setAttribute("role", "button");
      rect.setAttribute("fill", this.categories.get(seat.category)?.color ?? "#8a93a6");
      rect.seat = seat;
      this.states.set(seat.id, seat.state);
      this.seatElements.set(seat.id, rect);
      tribune.seats.set(seat.id, rect);
      if (!row || row.label !== seat.row) {
        row = { label: seat.row, seats: [] };
        tribune.rows.push(row);
      }
      rect.rowIndex = tribune.rows.length - 1;
      rect.indexInRow = row.seats.length;
      row.seats.push(rect);
      this.paint(rect);
      group.appendChild(rect);
    }
    tribune.group = group;
    tribune.element.classList.add("open");
    tribune.label.style.display = "none";
    this.seatLayer.appendChild(group);
  }

  /** Gives a seat element its state's class and its accessible name. */
  paint(rect) {
    const seat = rect.seat;
    const state = this.states.get(seat.id) ?? seat.state;
    const mine = this.selection.has(seat.id);
    rect.setAttribute("class", `seat cat-${seat.category} ${state}${mine ? " selected" : ""}`);
    rect.setAttribute("aria-pressed", mine ? "true" : "false");
    const category = this.categories.get(seat.category);
    const price = category && category.price !== null ? `, ${formatPrice(category.price)}` : "";
    const said = mine ? "selected" : state;
    rect.setAttribute("aria-label", `Tribune ${seat.tribune}, row ${seat.row}, seat ${seat.number}, ${category ? category.name : seat.category}${price}, ${said}`);
  }

  /** A change from the event stream, or from this buyer's own answer. */
  setState(seatID, state) {
    if (this.seatElements.has(seatID)) {
      this.states.set(seatID, state);
      this.paint(this.seatElements.get(seatID));
    } else if (this.loading > 0) {
      this.pending.set(seatID, state);
    }
  }

  /** Repaints one seat (after this buyer's selection changed). */
  repaint(seatID) {
    const rect = this.seatElements.get(seatID);
    if (rect) this.paint(rect);
  }

  /** The seat's data and state, when its tribune is loaded. */
  seat(seatID) {
    const rect = this.seatElements.get(seatID);
    return rect ? { ...rect.seat, state: this.states.get(seatID) } : null;
  }

  touch(id) {
    this.loadedOrder = this.loadedOrder.filter((other) => other !== id);
    this.loadedOrder.push(id);
  }

  /** Drops the seats of the tribunes shown longest ago when too many are loaded and out of view. */
  dropFarTribunes() {
    const visible = this.view.visibleBox();
    while (this.loadedOrder.length > LOADED_LIMIT) {
      const index = this.loadedOrder.findIndex((id) => !intersects(this.tribunes.get(id).box, visible));
      if (index < 0) break;
      const [id] = this.loadedOrder.splice(index, 1);
      this.unload(id);
    }
  }

  unload(id) {
    const tribune = this.tribunes.get(id);
    if (!tribune || !tribune.seats) return;
    for (const seatID of tribune.seats.keys()) {
      if (document.activeElement === this.seatElements.get(seatID)) tribune.element.focus();
      this.seatElements.delete(seatID);
      this.states.delete(seatID);
    }
    tribune.group.remove();
    tribune.group = null;
    tribune.seats = null;
    tribune.rows = null;
    tribune.element.classList.remove("open");
  }

  /** The chart box around the seats `ids` (loaded ones), or null. */
  boxOf(ids) {
    const points = ids.map((id) => this.seatElements.get(id)?.seat).filter(Boolean);
    if (!points.length) return null;
    const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
    const x = Math.min(...xs), y = Math.min(...ys);
    return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
  }
}

export function formatPrice(price) {
  return Number.isInteger(price) ? `${price}` : price.toFixed(2);
}
