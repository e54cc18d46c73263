// The chart for the keyboard and for screen readers: the structure the canvas cannot give.
// Every tribune is a button named with its category, lowest price and seats left (one tab stop:
// arrows move between tribunes as they lie on screen); Enter opens its seats as a list grouped
// by row (`role="group"`, "Row F"), one tab stop again, arrows moving in screen directions
// whatever the view's turn. Whatever takes the focus is brought into view.

import { seatDetails, seatName, tribuneName } from "./names.js";
import { HOLD_PIXELS, TARGET_PIXELS } from "./taps.js";
import { t } from "./words.js";

/** Room kept around a focused item when it is brought into view, in pixels. */
const MARGIN = 40;

export class AccessLayer {
  constructor({ objects, seatList, model, view, painter, onOpen, onToggle }) {
    Object.assign(this, { objects, seatList, model, view, painter, onOpen, onToggle });
    this.buttons = new Map();   // object id -> button
    this.seatButtons = new Map();
    this.listed = null;         // the tribune whose seats are listed
  }

  /** One button per object, the first one the tab stop. */
  build() {
    this.buttons.clear();
    const fragment = document.createDocumentFragment();
    this.model.shown.forEach((object, k) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.tribune = object.id;
      button.tabIndex = k === 0 ? 0 : -1;
      button.textContent = object.name;
      button.setAttribute("aria-label", tribuneName(object));
      button.addEventListener("focus", () => this.focused(object));
      button.addEventListener("blur", () => this.blurred());
      button.addEventListener("keydown", (event) => this.tribuneKey(event, object));
      this.buttons.set(object.id, button);
      fragment.appendChild(button);
    });
    this.objects.replaceChildren(fragment);
  }

  /** Names again the tribunes whose availability changed. */
  rename() {
    for (const object of this.model.shown) {
      const button = this.buttons.get(object.id), name = tribuneName(object);
      if (button.getAttribute("aria-label") !== name) button.setAttribute("aria-label", name);
    }
  }

  tribuneKey(event, object) {
    const directions = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      this.open(object);
    } else if (directions[event.key]) {
      event.preventDefault();
      event.stopPropagation();
      const points = this.model.shown.map((o) => ({ item: o, ...this.view.toScreen(o.data.label.x, o.data.label.y) }));
      const from = points.find((p) => p.item === object);
      const next = nearestInDirection(from, points, directions[event.key]);
      if (next) this.focusButton(this.buttons.get(next.item.id), this.buttons);
    }
  }

  /** Enter on a tribune: its seats, listed by row, the first free one focused. */
  async open(object) {
    await this.onOpen(object);
    if (!object.seats) return;
    this.list(object);
    const seats = object.seats;
    let first = 0;
    for (let i = 0; i < seats.count; i++) if (seats.state[i] === 0) { first = i; break; }
    this.focusButton(this.seatButtons.get(seats.ids[first]), this.seatButtons);
  }

  /** The seats of `object` as buttons grouped by row. */
  list(object) {
    if (this.listed === object && this.seatButtons.size) return;
    const seats = object.seats;
    this.listed = object;
    this.seatButtons = new Map();
    const fragment = document.createDocumentFragment();
    for (const row of seats.rows) {
      const group = document.createElement("div");
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", t("rowLabel", { row: row.label }));
      for (let i = row.start; i < row.end; i++) {
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.seat = seats.ids[i];
        button.tabIndex = -1;
        button.textContent = seats.numbers[i];
        button.addEventListener("focus", () => this.seatFocused(object, i));
        button.addEventListener("blur", () => this.blurred());
        button.addEventListener("keydown", (event) => this.seatKey(event, object, i));
        this.seatButtons.set(seats.ids[i], button);
        this.nameSeat(seats.ids[i]);
        group.appendChild(button);
      }
      fragment.appendChild(group);
    }
    this.seatList.setAttribute("aria-label", t("seatsOf", { name: object.name }));
    this.seatList.replaceChildren(fragment);
  }

  /** The listed seats are gone from the page (their tribune was dropped, or its level left). */
  unlisted() {
    if (!this.listed || (this.listed.seats && this.model.shown.includes(this.listed))) return;
    this.listed = null;
    this.seatButtons = new Map();
    this.seatList.replaceChildren();
  }

  /** Names seat `id`'s button again (its state or owner changed). */
  nameSeat(id) {
    const button = this.seatButtons.get(id), s = this.model.seat(id);
    if (!button || !s) return;
    const key = this.painter.keyOf(s.seats, s.i);
    button.setAttribute("aria-label", seatName(seatDetails(this.model, s.seats, s.i), key));
    button.setAttribute("aria-pressed", key === "selected" ? "true" : "false");
  }

  seatKey(event, object, i) {
    const directions = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const seats = object.seats;
    if (!seats) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      this.onToggle(seats.ids[i]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      this.buttons.get(object.id).focus();
    } else if (directions[event.key]) {
      event.preventDefault();
      event.stopPropagation();
      const points = [];
      for (let k = 0; k < seats.count; k++) points.push({ item: k, ...this.view.toScreen(seats.x[k], seats.y[k]) });
      const next = nearestInDirection(points[i], points, directions[event.key]);
      if (next) this.focusButton(this.seatButtons.get(seats.ids[next.item]), this.seatButtons);
    }
  }

  /** Moves the tab stop of `group` to `button` and focuses it. */
  focusButton(button, group) {
    if (!button) return;
    for (const other of group.values()) if (other.tabIndex === 0 && other !== button) other.tabIndex = -1;
    button.tabIndex = 0;
    button.focus();
  }

  focused(object) {
    for (const other of this.buttons.values()) other.tabIndex = other === this.buttons.get(object.id) ? 0 : -1;
    this.painter.focus = { object };
    this.painter.request();
    this.bringIntoView(object.box, null);
  }

  seatFocused(object, i) {
    const seats = object.seats;
    if (!seats) return;
    this.painter.focus = { object, seat: i };
    this.painter.request();
    const box = { x: seats.x[i] - seats.size, y: seats.y[i] - seats.size, width: 2 * seats.size, height: 2 * seats.size };
    this.bringIntoView(box, seats.size);
  }

  blurred() {
    this.painter.focus = null;
    this.painter.request();
  }

  /** Glides the view so the chart box `box` shows with a margin; for a seat (`seatSize`),
   * also close enough for it to be picked. */
  bringIntoView(box, seatSize) {
    const view = this.view;
    if (seatSize && seatSize * view.scale < HOLD_PIXELS) {
      view.glideTo({ cx: box.x + box.width / 2, cy: box.y + box.height / 2, scale: TARGET_PIXELS / seatSize });
      return;
    }
    const s = view.screenBox(box);
    const fits = s.width <= view.width - 2 * MARGIN && s.height <= view.height - 2 * MARGIN;
    const inside = s.x >= MARGIN && s.y >= MARGIN && s.x + s.width <= view.width - MARGIN && s.y + s.height <= view.height - MARGIN;
    if (inside) return;
    if (!fits) { view.glideTo(view.fitted(box, 0.08, view.angle)); return; }
    view.glideTo({ cx: box.x + box.width / 2, cy: box.y + box.height / 2 });
  }
}

/** The point of `points` nearest `from` in the screen direction `[dx, dy]` (within 60° of it,
 * straighter preferred), or null. */
export function nearestInDirection(from, points, [dx, dy]) {
  let best = null, score = Infinity;
  for (const p of points) {
    if (p === from) continue;
    const vx = p.x - from.x, vy = p.y - from.y;
    const along = vx * dx + vy * dy, across = Math.abs(vx * dy - vy * dx);
    if (along <= 0.5 || across > along * 1.75) continue;
    const value = along + 2 * across;
    if (value < score) { score = value; best = p; }
  }
  return best;
}
