// The panel beside the chart: the selected object's properties (every key of its entry, with
// units), the validator's problems, and the counts (seats per object, per category with the
// price total, and in all).

import { KIND_NAMES } from "./document.js";

/** The unit each key is measured in. */
const UNITS = {
  center: "m", from: "m", to: "m", points: "m", width: "m", height: "m", radius: "m", innerRadius: "m", aisle: "m",
  curve: "m", offset: "m", cornerRadius: "m", size: "m", spacing: "m",
  rotation: "°", startAngle: "°", endAngle: "°",
  rows: "rows", seatsPerRow: "seats", seats: "seats", chairs: "chairs", endChairs: "chairs", openSpaces: "places",
  capacity: "places", minGroup: "places", maxGroup: "places",
};

const h = (name, attributes = {}, ...children) => {
  const e = document.createElement(name);
  for (const [k, v] of Object.entries(attributes)) {
    if (v === false || v === undefined) continue;
    if (k === "text") e.textContent = v; else e.setAttribute(k, v === true ? "" : v);
  }
  e.append(...children);
  return e;
};

/** Fills `form` with the properties of `entry` (object `id`); `onChange(path, value)` is told
 * each edit, a value already of the key's JSON type. */
export function showProperties(form, id, entry, { onChange, seats }) {
  form.replaceChildren();
  if (!entry) {
    form.append(h("p", { class: "empty", text: "Select an object to see its properties." }));
    return;
  }
  const kind = /^ring-/.test(id) ? "ring" : entry.type ?? "rect";
  form.append(h("p", { class: "what", text: `${KIND_NAMES[kind] ?? "Object"} ${typeof entry.id === "string" && entry.id !== id ? `${entry.id} (${id})` : id}${seats !== undefined ? `, ${seats}` : ""}` }));
  for (const [key, value] of Object.entries(entry)) {
    const unit = UNITS[key] ?? "";
    const field = `prop-${key}`;
    const label = h("label", { for: field, text: key });
    const unitText = h("span", { class: "unit", text: unit });
    if (typeof value === "number") {
      const input = h("input", { id: field, type: "number", step: "any", value: String(value), "data-key": key });
      input.addEventListener("change", () => { const n = Number(input.value); if (input.value !== "" && Number.isFinite(n)) onChange([key], n); });
      form.append(h("div", { class: "prop" }, label, input, unitText));
    } else if (typeof value === "string") {
      const input = h("input", { id: field, type: "text", value, "data-key": key });
      input.addEventListener("change", () => onChange([key], input.value));
      form.append(h("div", { class: "prop" }, label, input, unitText));
    } else if (typeof value === "boolean") {
      const input = h("input", { id: field, type: "checkbox", checked: value, "data-key": key });
      input.addEventListener("change", () => onChange([key], input.checked));
      form.append(h("div", { class: "prop" }, label, input, unitText));
    } else if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "number")) {
      const x = h("input", { id: field, type: "number", step: "any", value: String(value[0]), "aria-label": `${key} x`, "data-key": `${key}.0` });
      const y = h("input", { type: "number", step: "any", value: String(value[1]), "aria-label": `${key} y`, "data-key": `${key}.1` });
      for (const [i, input] of [[0, x], [1, y]]) {
        input.addEventListener("change", () => { const n = Number(input.value); if (input.value !== "" && Number.isFinite(n)) onChange([key, i], n); });
      }
      form.append(h("div", { class: "prop pair" }, label, x, y, unitText));
    } else {
      // Nested values (a rows section's rows, labels, a polygon's points): as JSON.
      const area = h("textarea", { id: field, rows: "4", spellcheck: "false", "data-key": key });
      area.value = JSON.stringify(value);
      const note = h("span", { class: "unit", text: unit ? `JSON, ${unit}` : "JSON" });
      area.addEventListener("change", () => {
        try { onChange([key], JSON.parse(area.value)); area.removeAttribute("aria-invalid"); } catch { area.setAttribute("aria-invalid", "true"); }
      });
      form.append(h("div", { class: "prop nested" }, label, area, note));
    }
  }
}

/** Lists the validator's problems; a click on one selects the object it names. */
export function showProblems(list, problems, onPick) {
  list.replaceChildren();
  if (!problems.length) { list.append(h("li", { class: "none", text: "No problems: the stadium is valid." })); return; }
  for (const p of problems) {
    const item = h("li", { class: "problem" });
    const place = h("code", { text: p.place || "file" });
    if (p.object) {
      const button = h("button", { type: "button", class: "link", text: p.object });
      button.addEventListener("click", () => onPick(p.object));
      item.append(button, " ");
    }
    item.append(place, ": ", p.message);
    list.append(item);
  }
}

/** The counts: every object's seats, each category's seats and price total, the whole. */
export function showCounts(box, layout) {
  box.replaceChildren();
  const counts = layout.counts;
  if (!counts) { box.append(h("p", { class: "empty", text: "No counts until the file can be laid out." })); return; }
  const total = h("p", { class: "total", "data-total-seats": String(counts.seats) },
    `${counts.seats.toLocaleString("en")} seats`, counts.places ? `, ${counts.places.toLocaleString("en")} standing places` : "");
  const table = h("table", { class: "counts" });
  table.append(h("thead", {}, h("tr", {}, h("th", { text: "Category" }), h("th", { text: "Seats" }), h("th", { text: "Price" }), h("th", { text: "Total" }))));
  const body = h("tbody");
  for (const c of counts.categories) {
    body.append(h("tr", { "data-category": c.id }, h("td", { text: `${c.name} (${c.id})` }), h("td", { text: c.seats.toLocaleString("en") }),
      h("td", { text: c.price ?? "–" }), h("td", { text: c.total ?? "–" })));
  }
  table.append(body);
  const objects = h("ul", { class: "per-object" });
  for (const o of layout.objects ?? []) {
    objects.append(h("li", { "data-count": o.key, text: `${o.id}: ${o.kind === "standing" ? `${o.places} places` : `${o.seats} seats`}` }));
  }
  box.append(total, table, h("details", {}, h("summary", { text: "Per object" }), objects));
}
