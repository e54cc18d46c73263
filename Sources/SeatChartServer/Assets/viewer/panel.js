// The panel: on a phone a bar that is always on screen (count, total, countdown, Buy) and
// opens into the list; best available with its price before the seats are taken; "keep my
// seats"; "Your tickets".

import { Money } from "./money.js";
import { t } from "./words.js";

export function attachPanel({ chart, model, view, money, selection }) {
  const $ = (id) => document.getElementById(id);
  const toggle = $("sheet-toggle");
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    $("panel").classList.toggle("open", open);
  });
  $("buy").addEventListener("click", () => selection.buy());
  $("keep").addEventListener("click", () => selection.life.extend());
  $("tickets").addEventListener("click", () => selection.purchase.showTickets());
  document.querySelector(".skip").addEventListener("click", () => {
    toggle.setAttribute("aria-expanded", "true");
    $("panel").classList.add("open");
  });

  const select = $("best-category");
  select.replaceChildren(new Option(t("anyPrice"), ""), ...chart.categories.map((c) =>
    new Option(`${c.name}${c.priceText ? ` — ${c.priceText}` : ""}`, c.id)));
  $("best-accessible-row").hidden = !(chart.accessibleSeats > 0);
  const preview = () => {
    const count = Math.max(1, Math.min(10, Number($("best-count").value) || 1));
    const category = model.categories.get(select.value);
    const seats = t($("best-accessible").checked ? "accessibleSeatsN" : "seats", { n: count });
    if (category) {
      $("best-preview").textContent = category.priceMinor === null ? t("bestIn", { seats, category: category.name })
        : t("bestTimes", { seats, price: money.text(category.priceMinor), total: money.text(Money.sum(Array(count).fill(category.priceMinor))) });
      return;
    }
    // Any price: the lowest price of a seat left (an accessible one when asked), times the count.
    const wanted = $("best-accessible").checked
      ? model.objects.filter((o) => o.accessibleLeft > 0 && o.accessibleFrom !== null).map((o) => o.accessibleFrom)
      : model.objects.filter((o) => o.left > 0 && o.from !== null).map((o) => o.from);
    const lowest = Math.min(...wanted);
    $("best-preview").textContent = Number.isFinite(lowest) ? t("bestFrom", { seats, price: money.text(lowest * count) }) : seats;
  };
  for (const id of ["best-count", "best-category", "best-accessible"]) $(id).addEventListener("input", preview);
  model.onChange((what) => { if (what === "availability") preview(); });
  preview();
  $("best").addEventListener("submit", async (event) => {
    event.preventDefault();
    const seats = await selection.best({
      count: Number($("best-count").value), category: select.value || undefined, accessible: $("best-accessible").checked,
    });
    if (!seats.length) return;
    await model.loadSeats(seats[0].tribune);
    const box = model.boxOf(seats.map((s) => s.id));
    if (box) {
      const size = model.byID.get(seats[0].tribune)?.seatSize ?? 1;
      const room = Math.max(size * 6, 2);
      view.glideTo(view.fitted({ x: box.x - room, y: box.y - room, width: box.width + 2 * room, height: box.height + 2 * room }, 0.1, view.angle));
    }
  });
}
