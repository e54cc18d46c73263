// The viewer: loads the chart, draws the overview, and wires the gestures, the keyboard, the
// selection, the live events, the legend and the minimap together.

import { api } from "./api.js";
import { ChartLayer, formatPrice } from "./chart.js";
import { followChanges } from "./events.js";
import { attachGestures, TURN_STEP } from "./gestures.js";
import { attachKeyboard } from "./keyboard.js";
import { drawMinimap } from "./minimap.js";
import { Selection } from "./selection.js";
import { View } from "./view.js";

const $ = (id) => document.getElementById(id);
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;

async function start() {
  const chart = await api.chart();
  document.title = `${chart.name}: seats`;
  $("title").textContent = chart.name;
  const categories = new Map(chart.categories.map((c) => [c.id, c]));
  const tribuneCategory = new Map(chart.tribunes.map((t) => [t.id, t.category]));

  const stage = $("stage");
  const view = new View(stage.clientWidth, stage.clientHeight);
  const selection = new Selection({
    categories,
    elements: {
      list: $("selection"), count: $("count"), total: $("total"), countdown: $("countdown"), buy: $("buy"),
      message: $("message"), confirm: $("confirm"), confirmText: $("confirm-text"), result: $("result"),
      resultText: $("result-text"), resultSeats: $("result-seats"),
    },
  });
  const chartLayer = new ChartLayer({
    svg: $("chart"), world: $("world"), tribuneLayer: $("tribunes"), seatLayer: $("seats"), labelLayer: $("labels"),
    view, selection,
  });
  selection.chartLayer = chartLayer;
  window.seatchart = { view, chartLayer, selection, tribuneCategory: (id) => tribuneCategory.get(id), lastHit: null };

  // The world group takes the view's transform; the labels stay upright, in screen space.
  const world = $("world");
  const large = chart.tribunes.reduce((n, t) => n + t.seats, 0) > 20000;
  const minimap = $("minimap");
  if (!large) minimap.setAttribute("hidden", "");
  const moveMinimap = large ? drawMinimap(minimap, $("minimap-tribunes"), $("minimap-view"), chart, new Map(chart.categories.map((c) => [c.id, c.color]))) : () => {};
  // The transform follows every change at once, so that what is drawn is what a tap reads;
  // labels, seats to load and the minimap follow once a frame.
  let frame = 0;
  view.onChange(() => {
    world.setAttribute("transform", `matrix(${view.matrix().map((n) => n.toFixed(6)).join(" ")})`);
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      chartLayer.update();
      moveMinimap(view);
    });
  });
  const reset = () => { view.angle = 0; view.fit(chart.bounds); };
  new ResizeObserver(() => view.resize(stage.clientWidth, stage.clientHeight)).observe(stage);

  view.fit(chart.bounds);
  world.setAttribute("transform", `matrix(${view.matrix().join(" ")})`);
  chartLayer.drawOverview(chart, { animate: !reducedMotion });
  chartLayer.update();
  drawLegend(chart);
  fillCategories(chart);

  const openTribune = async (id) => {
    const tribune = chartLayer.tribunes.get(id);
    if (!tribune) return;
    view.fitRotated(tribune.box);
    await chartLayer.loadSeats(id);
  };
  const toggleSeat = (id) => {
    const seat = chartLayer.seat(id);
    if (seat) return selection.toggle(seat);
  };

  attachGestures(stage, view, {
    onReset: reset,
    onTap: async (x, y) => {
      const p = view.toChart(x, y);
      window.seatchart.lastHit = { x: p.x, y: p.y, seat: null, tribune: null };
      try {
        const hit = await api.hit(p.x, p.y);
        window.seatchart.lastHit = { x: p.x, y: p.y, seat: hit.seat, tribune: hit.tribune };
        document.body.dataset.lastHit = hit.seat ?? (hit.tribune ? `tribune ${hit.tribune}` : "none");
        if (hit.seat) {
          await chartLayer.loadSeats(hit.tribune);
          await toggleSeat(hit.seat);
        } else if (hit.tribune && !chartLayer.tribunes.get(hit.tribune)?.seats) {
          await openTribune(hit.tribune);
        }
      } catch (error) {
        selection.say(`That did not work: ${error.message}`);
      } finally {
        document.dispatchEvent(new CustomEvent("seatchart:tap", { detail: window.seatchart.lastHit }));
      }
    },
  });
  attachKeyboard($("chart"), { chartLayer, openTribune, toggleSeat });

  $("zoom-in").addEventListener("click", () => view.zoomAbout(1.5, view.width / 2, view.height / 2));
  $("zoom-out").addEventListener("click", () => view.zoomAbout(1 / 1.5, view.width / 2, view.height / 2));
  $("rotate-left").addEventListener("click", () => view.rotateBy(-TURN_STEP));
  $("rotate-right").addEventListener("click", () => view.rotateBy(TURN_STEP));
  $("reset").addEventListener("click", reset);
  $("buy").addEventListener("click", () => selection.buy());
  $("best").addEventListener("submit", async (event) => {
    event.preventDefault();
    const seats = await selection.best(Number($("best-count").value), $("best-category").value || undefined);
    if (!seats.length) return;
    await chartLayer.loadSeats(seats[0].split("-")[0]);
    for (const id of seats) selection.seats.set(id, { ...selection.seats.get(id), ...chartLayer.seat(id) });
    selection.render();
    for (const id of seats) chartLayer.repaint(id);
    const box = chartLayer.boxOf(seats);
    if (box) view.fitRotated({ x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 });
  });

  followChanges({
    onChange: (change) => {
      chartLayer.setState(change.seat, change.state);
      selection.changed(change.seat, change.state);
    },
    onStatus: (status) => { $("connection").textContent = status === "live" ? "Live" : "Reconnecting…"; },
  });
  await selection.restore();
  for (const id of selection.seats.keys()) chartLayer.repaint(id);
  document.body.dataset.ready = "overview";
}

function drawLegend(chart) {
  const entries = chart.categories.map((c) => [c.color, `${c.name}${c.price !== null ? ` ${formatPrice(c.price)}` : ""}`]);
  entries.push(["var(--selected)", "Yours"], ["var(--held)", "Held"], ["var(--booked)", "Sold"], ["var(--blocked)", "Not for sale"]);
  $("legend").replaceChildren(...entries.map(([color, text]) => {
    const li = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.className = "swatch";
    swatch.style.background = color;
    li.append(swatch, text);
    return li;
  }));
}

function fillCategories(chart) {
  const select = $("best-category");
  const any = new Option("Any", "");
  select.replaceChildren(any, ...chart.categories.map((c) => new Option(`${c.name}${c.price !== null ? ` (${formatPrice(c.price)})` : ""}`, c.id)));
}

start().catch((error) => {
  $("message").textContent = `The chart could not be loaded: ${error.message}`;
});
