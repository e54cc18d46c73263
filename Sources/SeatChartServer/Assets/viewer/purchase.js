// Buying: the confirmation with the seats and the total, the booking, the result; and "Your
// tickets": every seat bought in this browser, drawn as the buyer's ("yours, bought") and
// listed again on request, also after a reload.

import { api, tokenStore } from "./api.js";
import { Money } from "./money.js";
import { seatTitle } from "./names.js";
import { t } from "./words.js";

export class Purchase {
  constructor({ selection, model, money, elements }) {
    Object.assign(this, { selection, model, money, e: elements });
    this.bought = new Map();   // seat id -> details
    this.boughtPlaces = [];    // standing areas' places bought in this page: {id, name, quantity, priceMinor, priceText}
  }

  /** Asks for confirmation, books every seat held, and shows the result. */
  async buy() {
    const e = this.e, selection = this.selection;
    const seats = [...selection.seats.values()], places = [...selection.places.values()];
    if (!seats.length && !places.length) return;
    e.confirmText.textContent = t("confirmText", { count: count(seats.length, places), total: this.forTotal(seats, places) });
    e.confirmSeats.replaceChildren(
      ...seats.map((seat) => item(`${seatTitle(seat)} · ${seat.priceText ?? ""}`)), ...places.map((place) => item(placeTitle(place))));
    e.confirm.showModal();
    const answer = await new Promise((resolve) => e.confirm.addEventListener("close", () => resolve(e.confirm.returnValue), { once: true }));
    if (answer !== "buy") return;
    try {
      const holder = selection.token.current.holder;
      const booking = await api.book(holder);
      selection.answered.note(booking.seats, booking.position);
      const details = await selection.describe(booking.seats);
      for (const id of booking.seats) if (!selection.answered.outdated(id, booking.position)) this.model.setState(id, "booked");
      tokenStore.addTickets(holder);
      await this.add(booking.seats, details);
      selection.boughtAll();
      const bought = booking.seats.map((id) => details.get(id));
      this.boughtPlaces.push(...places);
      const what = count(bought.length, places);
      const paid = this.forTotal(bought, places) ? `,${this.forTotal(bought, places)}` : "";
      this.show(bought, t(bought.length + places.reduce((n, p) => n + p.quantity, 0) === 1 ? "isYours" : "areYours", { what, total: paid }), places);
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
    this.e.tickets.hidden = this.bought.size === 0 && this.boughtPlaces.length === 0;
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
    const paid = this.forTotal(seats, this.boughtPlaces);
    this.show(seats, t("bought", { count: count(seats.length, this.boughtPlaces), total: paid ? `,${paid}` : "" }), this.boughtPlaces);
  }

  show(seats, text, places = []) {
    this.e.resultText.textContent = text;
    this.e.resultSeats.replaceChildren(
      ...seats.map((seat) => item(`${seatTitle(seat)} · ${seat.categoryName ?? ""} ${seat.priceText ?? ""}`.trim())),
      ...places.map((place) => item(placeTitle(place))));
    this.e.result.showModal();
  }

  /** The total of `seats` and standing areas' `places`, summed in whole minor units, as written. */
  total(seats, places = []) {
    const minor = totalMinor(seats, places);
    return minor === null ? null : this.money.text(minor);
  }

  /** " for £110", or nothing when nothing has a price. */
  forTotal(seats, places = []) {
    const total = this.total(seats, places);
    return total === null ? "" : t("forCost", { price: total });
  }
}

/** The total of `seats` and standing areas' `places` in whole minor units; null when none has a
 * price (a chart without prices, such as an imported plan, has no total to show: not "0"). */
export function totalMinor(seats, places = []) {
  const prices = [
    ...seats.map((s) => s.priceMinor), ...places.map((p) => (Number.isInteger(p.priceMinor) ? p.priceMinor * p.quantity : null)),
  ];
  return prices.some(Number.isInteger) ? Money.sum(prices) : null;
}

/** "2 seats", "4 places", "2 seats and 4 places" (`places`: standing areas' places, each with its quantity). */
export function count(n, places = []) {
  const quantity = places.reduce((sum, p) => sum + p.quantity, 0);
  const seats = t("seats", { n });
  if (!quantity) return seats;
  const placeWords = t("placesN", { n: quantity });
  return n ? t("andPlaces", { seats, places: placeWords }) : placeWords;
}

/** A standing area's places as the list and the confirmation show them: "Floor · 4 places · £45 each". */
export function placeTitle(place) {
  const price = place.priceText ? t("each", { price: place.priceText }) : "";
  return `${place.name} · ${t("placesN", { n: place.quantity })}${price}`;
}

export function item(text) {
  const li = document.createElement("li");
  const span = document.createElement("span");
  span.textContent = text;
  li.appendChild(span);
  return li;
}
