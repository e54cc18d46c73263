// Standing areas: a tap (or Enter) on one opens the quantity picker, with the price of a place
// and how many are left; an area sold whole (a box) is taken all at once. Nothing is held
// until the buyer says how many.

import { t } from "./words.js";

/** The most places one picker asks for at once. */
const MOST_AT_ONCE = 10;

export class AreaPicker {
  constructor({ dialog, money, selection }) {
    Object.assign(this, { dialog, money, selection });
    const $ = (id) => document.getElementById(id);
    this.e = {
      title: $("area-title"), text: $("area-text"), stepper: $("area-stepper"), quantity: $("area-quantity"),
      fewer: $("area-fewer"), more: $("area-more"), hold: $("area-hold"),
    };
    this.object = null;
    this.e.fewer.addEventListener("click", () => this.step(-1));
    this.e.more.addEventListener("click", () => this.step(1));
    this.e.quantity.addEventListener("input", () => this.show());
    dialog.addEventListener("close", () => this.closed());
  }

  /** The most places the buyer may ask for now (at least 1 while any is left). */
  get most() {
    const o = this.object;
    if (!o) return 1;
    const group = o.area.sale === "group" ? o.area.maxGroup - (this.selection.places.get(o.id)?.quantity ?? 0) : Infinity;
    return Math.max(1, Math.min(MOST_AT_ONCE, o.placesLeft, group));
  }

  /** Opens the picker for the standing area `object`. */
  open(object) {
    this.object = object;
    const whole = object.area.sale === "whole";
    const first = object.area.sale === "group" && !this.selection.places.has(object.id) ? object.area.minGroup : 1;
    this.e.quantity.value = String(Math.min(first, this.most));
    this.e.stepper.hidden = whole;
    this.e.title.textContent = object.name;
    this.show();
    if (!this.dialog.open) this.dialog.showModal();
    (whole ? this.e.hold : this.e.quantity).focus();
  }

  /** Closes the picker holding nothing. */
  dismiss() {
    if (this.dialog.open) this.dialog.close("");
  }

  step(by) {
    this.e.quantity.value = String(this.clamped(Number(this.e.quantity.value) + by));
    this.show();
  }

  clamped(n) { return Math.max(1, Math.min(this.most, Number.isFinite(n) ? Math.round(n) : 1)); }

  /** The words and the button for the quantity chosen. */
  show() {
    const o = this.object;
    if (!o) return;
    const whole = o.area.sale === "whole", price = o.category?.priceMinor ?? null;
    const quantity = whole ? o.area.capacity : this.clamped(Number(this.e.quantity.value));
    const mine = this.selection.places.get(o.id)?.quantity ?? 0;
    const each = price === null ? "" : t("aPlace", { price: this.money.text(price) });
    const rule = o.area.sale === "group" ? t("oneGroup", { min: o.area.minGroup, max: o.area.maxGroup }) : "";
    this.e.text.textContent = o.placesLeft === 0 ? `${each}${t("soldOutLower")}` : whole
      ? `${each}${t("soldTogether", { n: o.area.capacity })}`
      : `${each}${t("placesLeft", { places: places(o.placesLeft) })}${rule}${mine ? t("youHold", { n: mine }) : ""}`;
    this.e.quantity.max = String(this.most);
    this.e.fewer.disabled = quantity <= 1;
    this.e.more.disabled = quantity >= this.most;
    const cost = price === null ? "" : t("forCost", { price: this.money.text(price * quantity) });
    this.e.hold.disabled = o.placesLeft === 0 || (whole && o.placesLeft < o.area.capacity);
    this.e.hold.textContent = whole ? t("holdAll", { n: quantity, cost }) : t("holdN", { places: places(quantity), cost });
  }

  /** The buyer chose: the places are asked for, and the picker closes when they are held. */
  async closed() {
    const o = this.object;
    this.object = null;
    if (!o || this.dialog.returnValue !== "hold") return;
    const quantity = o.area.sale === "whole" ? undefined : Math.max(1, Math.min(o.placesLeft, Number(this.e.quantity.value) || 1));
    await this.selection.holdPlaces(o, quantity);
  }
}

export function places(n) { return t("placesN", { n }); }
