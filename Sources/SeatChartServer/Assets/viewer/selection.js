// The buyer's selection: holds taken with the hold token, shown at once and rolled back when the
// server refuses; the list with the count and the total; the time left; the purchase.

import { api, APIError, tokenStore } from "./api.js";
import { formatPrice } from "./chart.js";

export class Selection {
  constructor({ elements, categories }) {
    this.elements = elements;   // list, count, total, countdown, buy, message, confirm, result ...
    this.categories = categories;
    this.seats = new Map();     // seat id -> { id, tribune, row, number, category }
    this.token = null;          // { holder, expiresAt }
    this.chartLayer = null;
    this.timer = null;
  }

  has(id) { return this.seats.has(id); }

  /** Picks up the holds of a token kept from before a reload. */
  async restore() {
    const kept = tokenStore.get();
    if (!kept) return;
    try {
      const status = await api.status(kept.holder);
      this.token = { holder: kept.holder, expiresAt: status.expiresAt };
      for (const id of status.held) this.seats.set(id, describe(id));
      if (Date.parse(status.expiresAt) <= Date.now()) this.expire();
    } catch {
      tokenStore.clear();
    }
    this.render();
  }

  /** A live token, asked for when there is none or it ran out; one request for callers at once. */
  async liveToken() {
    if (this.token && Date.parse(this.token.expiresAt) > Date.now() + 1000) return this.token.holder;
    if (!this.asking) {
      this.asking = api.newHolder().then((fresh) => {
        this.token = { holder: fresh.holder, expiresAt: fresh.expiresAt };
        tokenStore.set(this.token);
        return fresh.holder;
      }).finally(() => { this.asking = null; });
    }
    return this.asking;
  }

  /** Holds the seat, or gives it back when it is this buyer's. Shown at once; undone on refusal. */
  async toggle(seat) {
    if (this.seats.has(seat.id)) return this.giveBack(seat.id);
    if (seat.state && seat.state !== "available") {
      this.say(`Seat ${seatName(seat)} is ${seat.state === "held" ? "held by another buyer" : seat.state}.`);
      return;
    }
    this.seats.set(seat.id, describe(seat.id, seat));
    this.chartLayer?.repaint(seat.id);
    this.render();
    try {
      const change = await this.withToken((token) => api.hold(token, [seat.id]));
      this.token.expiresAt = change.expiresAt ?? this.token.expiresAt;
      this.chartLayer?.setState(seat.id, "held");
      this.say("");
    } catch (error) {
      this.seats.delete(seat.id);
      this.chartLayer?.repaint(seat.id);
      this.sayRefusal(error, seat);
    }
    this.render();
  }

  async giveBack(id) {
    const kept = this.seats.get(id);
    this.seats.delete(id);
    this.chartLayer?.repaint(id);
    this.render();
    try {
      await api.giveBack(this.token.holder, [id]);
      this.chartLayer?.setState(id, "available");
    } catch (error) {
      if (!(error instanceof APIError && error.status === 409)) {
        this.seats.set(id, kept);
        this.chartLayer?.repaint(id);
        this.say(`Seat ${seatName(kept)} could not be given back: ${error.message}`);
      }
    }
    this.render();
  }

  /** Best available: holds `count` adjacent seats of `category`; the seats taken. */
  async best(count, category) {
    try {
      const change = await this.withToken((token) => api.best(token, count, category));
      this.token.expiresAt = change.expiresAt ?? this.token.expiresAt;
      for (const id of change.seats) {
        this.seats.set(id, describe(id));
        this.chartLayer?.setState(id, "held");
      }
      this.say(`Held ${change.seats.length} seats together.`, true);
      this.render();
      return change.seats;
    } catch (error) {
      this.sayRefusal(error);
      return [];
    }
  }

  /** Runs `body` with a live token; once more with a new token when the server says it ran out. */
  async withToken(body) {
    try {
      return await body(await this.liveToken());
    } catch (error) {
      if (error instanceof APIError && error.status === 401) {
        this.token = null;
        tokenStore.clear();
        return body(await this.liveToken());
      }
      throw error;
    }
  }

  /** Asks for confirmation, books, and shows the result. */
  async buy() {
    const e = this.elements;
    const { count, total } = this.totals();
    e.confirmText.textContent = `${count} ${count === 1 ? "seat" : "seats"} for ${formatPrice(total)}: ${[...this.seats.values()].map(seatName).join("; ")}.`;
    e.confirm.showModal();
    const answer = await new Promise((resolve) => e.confirm.addEventListener("close", () => resolve(e.confirm.returnValue), { once: true }));
    if (answer !== "buy") return;
    try {
      const booking = await api.book(this.token.holder);
      for (const id of booking.seats) this.chartLayer?.setState(id, "booked");
      const booked = booking.seats.map((id) => this.seats.get(id) ?? describe(id));
      e.resultText.textContent = `${booked.length} ${booked.length === 1 ? "seat is" : "seats are"} yours, for ${formatPrice(this.totals(booked).total)}.`;
      e.resultSeats.replaceChildren(...booked.map((seat) => item(seatName(seat))));
      this.seats.clear();
      this.token = null;
      tokenStore.clear();
      for (const seat of booked) this.chartLayer?.repaint(seat.id);
      this.render();
      e.result.showModal();
    } catch (error) {
      this.sayRefusal(error);
    }
  }

  /** A change from the event stream: a seat of the selection that is no longer held was lost. */
  changed(seatID, state) {
    if (!this.seats.has(seatID) || state === "held") return;
    this.seats.delete(seatID);
    this.say(`Seat ${seatName(describe(seatID))} is no longer yours (${state}).`);
    this.chartLayer?.repaint(seatID);
    this.render();
  }

  expire() {
    const lost = [...this.seats.keys()];
    this.seats.clear();
    this.token = null;
    tokenStore.clear();
    for (const id of lost) this.chartLayer?.repaint(id);
    if (lost.length) this.say("Your time ran out: the seats were given back.");
    this.render();
  }

  totals(seats = [...this.seats.values()]) {
    let total = 0;
    for (const seat of seats) total += this.categories.get(seat.category)?.price ?? 0;
    return { count: seats.length, total };
  }

  render() {
    const e = this.elements;
    const seats = [...this.seats.values()];
    e.list.replaceChildren(...seats.map((seat) => {
      const category = this.categories.get(seat.category);
      const li = item(`${seatName(seat)}${category ? ` · ${category.name}` : ""}${category?.price != null ? ` · ${formatPrice(category.price)}` : ""}`);
      const remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "×";
      remove.setAttribute("aria-label", `Give back ${seatName(seat)}`);
      remove.addEventListener("click", () => this.giveBack(seat.id));
      li.appendChild(remove);
      return li;
    }));
    const { count, total } = this.totals(seats);
    e.count.textContent = `${count} ${count === 1 ? "seat" : "seats"}`;
    e.total.textContent = formatPrice(total);
    e.buy.disabled = count === 0;
    e.buy.textContent = count ? `Buy ${count} for ${formatPrice(total)}` : "Buy";
    this.tick();
    clearInterval(this.timer);
    if (count) this.timer = setInterval(() => this.tick(), 1000);
  }

  tick() {
    const e = this.elements;
    if (!this.seats.size || !this.token) {
      e.countdown.textContent = "";
      return;
    }
    const left = Math.max(0, Math.round((Date.parse(this.token.expiresAt) - Date.now()) / 1000));
    e.countdown.textContent = `Held for ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    e.countdown.classList.toggle("low", left < 60);
    if (left === 0) this.expire();
  }

  say(text, ok = false) {
    this.elements.message.textContent = text;
    this.elements.message.classList.toggle("ok", ok);
  }

  sayRefusal(error, seat) {
    if (error instanceof APIError && error.status === 409) {
      const refused = error.body.refused ?? [];
      if (refused.length) {
        // The answer says what the seats are now: draw them so.
        for (const r of refused) if (!r.yours) this.chartLayer?.setState(r.seat, r.state);
        this.say(refused.map((r) => `Seat ${seatName(describe(r.seat))} is ${r.yours ? `already yours (${r.state})` : r.state === "held" ? "held by another buyer" : r.state}.`).join(" "));
        return;
      }
    }
    this.say(seat ? `Seat ${seatName(seat)} could not be held: ${error.message}` : error.message);
  }
}

/** What the list shows of a seat: from its data when loaded, else from its id. */
function describe(id, seat) {
  if (seat) return { id, tribune: seat.tribune, row: seat.row, number: seat.number, category: seat.category };
  const known = window.seatchart?.chartLayer?.seat(id);
  if (known) return { id, tribune: known.tribune, row: known.row, number: known.number, category: known.category };
  const [tribune, row, number] = id.split("-");
  const category = window.seatchart?.tribuneCategory?.(tribune);
  return { id, tribune, row, number, category };
}

function seatName(seat) {
  return seat.tribune ? `Tribune ${seat.tribune}, row ${seat.row}, seat ${seat.number}` : seat.id;
}

function item(text) {
  const li = document.createElement("li");
  const span = document.createElement("span");
  span.textContent = text;
  li.appendChild(span);
  return li;
}
