// The page inside a shop's frame (embed.js): with `?embed=ORIGIN` and a parent window, it
// tells the shop's page of every change of the buyer's seats and of the holds taken (with the
// hold token, which the shop's server books with), and takes the shop's commands: clear, a
// level, a tribune to zoom to. Messages go to ORIGIN only, and are taken from it only; the
// server lets only the origins it allows frame the page (frame-ancestors).

import { totalMinor } from "./purchase.js";

export function attachFrame({ chart, model, view, selection }) {
  const origin = new URLSearchParams(location.search).get("embed");
  // An origin only (`https://shop.example`): never "*", which would tell any page.
  if (!origin || window.parent === window || !/^https?:\/\/[^/?#*]+$/.test(origin)) return;
  // The shop keeps its own checkout: the page's Buy is not shown in its frame.
  document.body.classList.add("embedded");
  applyTheme(new URLSearchParams(location.search).get("theme"));
  const post = (message) => window.parent.postMessage({ source: "seatchart", ...message }, origin);
  const picked = () => {
    const seats = [...selection.seats.values()];
    const places = [...selection.places.values()];
    return {
      seats: seats.map((s) => s.id), places: places.map((p) => ({ area: p.id, quantity: p.quantity })),
      total: totalMinor(seats, places), currency: chart.currency?.code ?? null,
    };
  };
  selection.onChange(() => {
    const now = picked();
    post({ type: "change", selection: now });
    // A hold the server answered: the token the shop's server books the seats with.
    const settled = selection.pending.size === 0 && model.mine.pending.size === 0;
    if (settled && selection.holdsAny && selection.token.current) {
      post({ type: "hold", hold: { token: selection.token.current.holder, ...now } });
    }
  });
  window.addEventListener("message", async (event) => {
    if (event.origin !== origin || event.source !== window.parent || event.data?.target !== "seatchart") return;
    const command = event.data;
    if (command.type === "clear") {
      for (const id of [...selection.seats.keys()]) await selection.giveBack(id);
      for (const id of [...selection.places.keys()]) await selection.giveBackPlaces(id);
    } else if (command.type === "setLevel") {
      const index = model.levels.findIndex((level) => level.id === command.id);
      if (index >= 0 && model.level !== index) model.setLevel(index);
    } else if (command.type === "zoomTo") {
      const object = model.objects?.find((o) => o.id === command.id);
      if (object) view.glideTo(view.fitted(object.box, 0.08, view.angle));
    }
  });
  post({ type: "ready" });
}

/** The page's chrome as the shop asks (`theme`: JSON of the documented custom properties,
 * docs/embedding.md): colours as `#hex`, `rgb()` or `rgba()`, the font as family names; any
 * other key or value is left out. The seats' colours stay the server's. */
const THEMED = { ink: "--ink", muted: "--muted", paper: "--paper", line: "--line", ground: "--ground", accent: "--accent", focus: "--focus", font: "--font" };
function applyTheme(text) {
  if (!text) return;
  let theme;
  try { theme = JSON.parse(text); } catch { return; }
  if (!theme || typeof theme !== "object") return;
  const colour = /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+\s*)?\))$/;
  const font = /^[\w\s,"'-]{1,120}$/;
  for (const [key, value] of Object.entries(theme)) {
    const property = THEMED[key];
    if (!property || typeof value !== "string" || !(key === "font" ? font : colour).test(value)) continue;
    document.documentElement.style.setProperty(property, value);
  }
}
