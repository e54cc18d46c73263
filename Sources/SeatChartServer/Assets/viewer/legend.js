// The key: each category with its colour and price, then each state as the canvas draws it
// (colour, ring and mark), and the symbol of access when the chart has accessible places.

import { t } from "./words.js";

const SVG = "http://www.w3.org/2000/svg";

export function drawLegend(list, chart, money) {
  const p = chart.palette;
  const entries = chart.categories.map((c) => [{ fill: c.color }, `${c.name}${c.priceMinor !== null ? ` ${money.text(c.priceMinor)}` : ""}`]);
  entries.push(
    [{ fill: p.selected, ring: p.selectedRing }, t("legendYours")],
    [{ fill: p.held, mark: "slash" }, t("legendHeld")],
    [{ fill: p.booked, mark: "cross" }, t("legendSold")],
    [{ fill: p.booked, ring: p.selected, mark: "cross" }, t("legendYoursBought")],
    [{ fill: p.blocked, ring: p.blockedRing }, t("legendBlocked")],
  );
  if (chart.accessibleSeats > 0) entries.push([{ fill: p.accessibleMark, ring: p.accessible, symbol: chart.labels.accessibleSymbol }, t("legendAccessible")]);
  list.replaceChildren(...entries.map(([look, text]) => {
    const li = document.createElement("li");
    li.append(swatch({ markColour: p.stateMark, ...look }), text);
    return li;
  }));
}

/** A seat-sized square as the canvas draws the state. */
function swatch({ fill, ring, mark, markColour, symbol }) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("class", "swatch");
  svg.setAttribute("aria-hidden", "true");
  const rect = document.createElementNS(SVG, "rect");
  // A swatch without a ring of its own gets the page's faint edge (viewer.css).
  for (const [k, v] of [["x", 1.5], ["y", 1.5], ["width", 13], ["height", 13], ["rx", 2.5], ["fill", fill],
    ...(ring ? [["stroke", ring], ["stroke-width", 2]] : [])]) rect.setAttribute(k, v);
  svg.appendChild(rect);
  if (mark) {
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", mark === "slash" ? "M4.5 4.5L11.5 11.5" : "M4.5 4.5L11.5 11.5M11.5 4.5L4.5 11.5");
    path.setAttribute("stroke", markColour);
    path.setAttribute("stroke-width", "1.6");
    path.setAttribute("stroke-linecap", "round");
    svg.appendChild(path);
  }
  if (symbol) {
    const text = document.createElementNS(SVG, "text");
    for (const [k, v] of [["x", 8], ["y", 12], ["text-anchor", "middle"], ["font-size", 10], ["fill", ring]]) text.setAttribute(k, v);
    text.textContent = symbol;
    svg.appendChild(text);
  }
  return svg;
}
