// What things are called, for screen readers, cards and the buyer's list: composed from the
// server's words (tribune names, category names, prices as written, row and seat labels as the
// server lists them), never from a seat id taken apart.

import { t } from "./words.js";

/** A seat's state in words, from the buyer's side. */
export function stateWords(key) {
  switch (key) {
    case "selected": return t("stateSelected");
    case "yours": return t("stateYours");
    case "held": return t("stateHeld");
    case "booked": return t("stateBooked");
    case "blocked": return t("stateBlocked");
    default: return t("stateAvailable");
  }
}

/** "Tribune 114, Lower Tier, from £48, 312 seats left", or "…, sold out". */
export function tribuneName(object) {
  const parts = [object.name];
  if (object.category) parts.push(object.category.name);
  if (object.isArea) {
    if (object.placesLeft === 0) return [...parts, t("soldOutLower")].join(", ");
    if (object.fromText) parts.push(t("aPlaceAt", { price: object.fromText }));
    if (object.area.sale === "whole") return [...parts, t("soldTogether", { n: object.area.capacity })].join(", ");
    return [...parts, t("placesLeft", { places: t("placesN", { n: object.placesLeft }) })].join(", ");
  }
  if (!object.hasSeats) return parts.join(", ");
  if (object.soldOut) return [...parts, t("soldOutLower")].join(", ");
  if (object.fromText) parts.push(t("fromPrice", { price: object.fromText }));
  parts.push(t("seatsLeft", { seats: t("seats", { n: object.left }) }));
  return parts.join(", ");
}

/** A seat as the buyer's list and the confirmation show it: "Tribune 114, row F, seat 12", or
 * a table's "Table T1, chair 3". */
export function seatTitle(seat) {
  const place = seat.chair ? t("chairN", { n: seat.number }) : t("seatN", { n: seat.number });
  return [seat.tribuneName, seat.row ? t("rowN", { row: seat.row }) : null, place].filter(Boolean).join(", ");
}

/** What the page keeps of a seat for naming it: from its loaded tribune. */
export function seatDetails(model, seats, i) {
  const category = seats.category[i] >= 0 ? model.categoryList[seats.category[i]] : null;
  return {
    id: seats.ids[i], tribune: seats.tribune.id, tribuneName: seats.tribune.name, chair: seats.tribune.data.kind === "table",
    row: seats.rows[seats.rowOf[i]].label, number: seats.numbers[i],
    category: category?.id ?? null, categoryName: category?.name ?? null,
    priceMinor: category?.priceMinor ?? null, priceText: category?.priceText ?? null,
    accessible: seats.accessible[i] === 1, restricted: seats.restricted[i] === 1,
  };
}

/** The same from a seat of `/api/seats` (a seat not loaded: restored, or found by best available). */
export function detailsOf(model, seat) {
  const category = model.categories.get(seat.category) ?? null;
  const tribune = model.byID.get(seat.tribune);
  return {
    id: seat.id, tribune: seat.tribune, tribuneName: tribune?.name ?? seat.tribune, chair: tribune?.data.kind === "table",
    row: seat.row, number: seat.number, category: category?.id ?? null, categoryName: category?.name ?? null,
    priceMinor: category?.priceMinor ?? null, priceText: category?.priceText ?? null,
    accessible: Boolean(seat.accessible), restricted: Boolean(seat.restrictedView),
  };
}

/** "Tribune 103, row A, seat 1, Lower Tier, £48, accessible, available". */
export function seatName(details, key) {
  return [
    seatTitle(details), details.categoryName, details.priceText,
    details.accessible ? t("accessibleLower") : null, details.restricted ? t("restrictedLower") : null, stateWords(key),
  ].filter(Boolean).join(", ");
}
