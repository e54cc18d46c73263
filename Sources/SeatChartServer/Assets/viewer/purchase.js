// Buying: the confirmation with the seats and the total, the booking, the result; and "Your
// tickets": every seat bought in this browser, drawn as the buyer's ("yours, bought") and
// listed again on request, also after a reload.

import { api, tokenStore } from "./api.js";
import { Money } from "./money.js";
import { seatTitle } from "./names.js";

export class Purchase {
  constructor({ selection, model, money, elements }) {
    Object.assign(this, { selection, model, money, e: elements });
    this.bought = new Map();   // seat id -> details
  }

  /** Asks for confirmation, books every seat held, and shows the result. */
  async buy() {
    const e = this.e, selection = this.selection;
    const seats = [...selection.seats.values()];
    if (!seats.length) return;
    e.confirmText.textContent = `${count(seats.length)} for ${this.total(seats)}:`;
    e.confirmSeats.replaceChildren(...seats.map((seat) => item(`${seatTitle(seat)} · ${seat.priceText ?? ""}`)));
    e.confirm.showModal();
    const answer = await new Promise((resolve) => e.confirm.addEventListener("close", () => resolve(e.confirm.returnValue), { once: true }));
    if (answer !== "buy") return;
    try {
      const holder = selection.token.current.holder;
      const booking = await api.book(holder);
      const details = await selection.describe(booking.seats);
      for (const id of booking.seats) this.model.setState(id, "booked");
      tokenStore.addTickets(holder);
      await this.add(booking.seats, details);
      selection.boughtAll();
      const bought = booking.seats.map((id) => details.get(id));
      this.show(bought, `${bought.length === 1 ? "1 seat is" : `${bought.length} seats are`} yours, for ${this.total(bought)}.`);
    } catch (error) {
      selection.refused(error);
    }
  }

  /** Marks `ids` as bought by this buyer ("yours, bought"). */
  async add(ids, known) {
    const details = known ?? await this.selection.describe(ids);
    for (const id of ids) {
      if (details.get(id)) this.bought.set(id, details.get(id));
      this.model.mine.booked.add(id);
    }
    this.selection.changed(ids);
    this.e.tickets.hidden = this.bought.size === 0;
  }

  /** The seats of earlier purchases in this browser. */
  async restore() {
    for (const holder of tokenStore.tickets()) {
      try {
        const status = await api.status(holder);
        if (status.booked.length) await this.add(status.booked);
      } catch { /* a purchase this server does not know (another sale): left out */ }
    }
  }

  /** "Your tickets": every seat bought in this browser. */
  showTickets() {
    const seats = [...this.bought.values()];
    this.show(seats, `${count(seats.length)} bought, for ${this.total(seats)}.`);
  }

  show(seats, text) {
    this.e.resultText.textContent = text;
    this.e.resultSeats.replaceChildren(...seats.map((seat) => item(`${seatTitle(seat)} · ${seat.categoryName ?? ""} ${seat.priceText ?? ""}`.trim())));
    this.e.result.showModal();
  }

  /** The total of `seats`, summed in whole minor units, as written. */
  total(seats) { return this.money.text(Money.sum(seats.map((s) => s.priceMinor))); }
}

export function count(n) { return `${n} ${n === 1 ? "seat" : "seats"}`; }

export function item(text) {
  const li = document.createElement("li");
  const span = document.createElement("span");
  span.textContent = text;
  li.appendChild(span);
  return li;
}
