// The card: what a seat or tribune is, shown on hover or on a long press (`role="tooltip"`):
// section, row, seat, category, price with currency, access and view notes, and its state.

import { seatTitle, stateWords, tribuneName } from "./names.js";
import { t } from "./words.js";

export class Card {
  constructor(element, stage) {
    this.element = element;
    this.stage = stage;
    this.shown = null;   // what the card shows: a seat id or a tribune id
  }

  /** Shows seat `details` (names.js) in the state `key` near the stage point (x, y). */
  showSeat(details, key, x, y) {
    const lines = [
      [details.tribuneName, "card-title"],
      [[details.row ? t("cardRow", { row: details.row }) : null, t("cardSeat", { n: details.number })].filter(Boolean).join(" · "), "card-seat"],
      [[details.categoryName, details.priceText].filter(Boolean).join(" · "), "card-price"],
    ];
    if (details.accessible) lines.push([t("accessibleSeat"), "card-note"]);
    if (details.restricted) lines.push([t("restrictedView"), "card-note"]);
    lines.push([capital(stateWords(key)), `card-state state-${key.replace(/\W/g, "")}`]);
    this.show(details.id, lines, x, y, `${seatTitle(details)}`);
  }

  /** Shows a tribune near the stage point (x, y). */
  showTribune(object, x, y) {
    const [title, ...rest] = tribuneName(object).split(", ");
    this.show(object.id, [[title, "card-title"], ...rest.map((part) => [capital(part), "card-line"])], x, y, title);
  }

  show(key, lines, x, y, label) {
    this.shown = key;
    this.element.replaceChildren(...lines.filter(([text]) => text).map(([text, kind]) => {
      const line = document.createElement("p");
      line.className = kind;
      line.textContent = text;
      return line;
    }));
    this.element.setAttribute("aria-label", label);
    this.element.hidden = false;
    // Beside the point, kept inside the stage.
    const w = this.element.offsetWidth, h = this.element.offsetHeight;
    const width = this.stage.clientWidth, height = this.stage.clientHeight;
    let left = x + 14, top = y + 14;
    if (left + w > width - 4) left = x - w - 14;
    if (top + h > height - 4) top = y - h - 14;
    this.element.style.left = `${Math.max(4, left)}px`;
    this.element.style.top = `${Math.max(4, top)}px`;
  }

  hide() {
    this.shown = null;
    this.element.hidden = true;
  }
}

function capital(text) { return text ? text[0].toUpperCase() + text.slice(1) : text; }
