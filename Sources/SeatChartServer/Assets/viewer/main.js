// The viewer: loads the chart, and wires the model, the canvas, the pointer and the keyboard,
// the screen-reader structure, the buyer's seats, the live events, the key and the minimap.

import { AccessLayer } from "./access.js";
import { AreaPicker } from "./areas.js";
import { api, onConnection } from "./api.js";
import { Card } from "./card.js";
import { Painter } from "./draw.js";
import { followChanges } from "./events.js";
import { TURN_STEP } from "./gestures.js";
import { drawLegend } from "./legend.js";
import { Messages } from "./messages.js";
import { attachFrame } from "./frame.js";
import { attachLevels } from "./levels.js";
import { attachMinimap } from "./minimap.js";
import { ChartModel } from "./model.js";
import { Money } from "./money.js";
import { attachPanel } from "./panel.js";
import { attachPointer } from "./pointer.js";
import { Selection } from "./selection.js";
import { View } from "./view.js";
import { chooseLanguage, language, missingWords, t, translatePage } from "./words.js";

const $ = (id) => document.getElementById(id);
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
/** Touch screens: turning is off until the buyer turns it on. */
const coarse = matchMedia("(pointer: coarse)").matches;
/** A phone's layout. */
const narrow = matchMedia("(max-width: 50rem)");
/** Availability is asked for again at most this often while changes come (ms). */
const AVAILABILITY_EVERY = 1000;

async function start() {
  // The page's words: its `?lang=`, else the browser's language, else English.
  chooseLanguage(new URLSearchParams(location.search).get("lang"));
  if (language() !== "en") translatePage();
  const chart = await api.chart();
  document.title = t("pageTitle", { name: chart.name });
  $("title").textContent = chart.name;
  const page = assemble(chart);
  const { view, model, painter, selection, access, card } = page;
  // The whole of the level shown.
  const whole = () => chart.levels?.[model.level]?.bounds ?? chart.bounds;
  const reset = () => view.glideTo(view.fitted(whole(), 0.04, 0));
  let turning = !coarse;
  const pointer = attachPointer($("stage"), { ...page, onReset: reset, canTurn: () => turning });
  const moveMinimap = showMinimap(chart, view);
  followSize($("stage"), view, painter);
  view.set(view.fitted(whole(), 0.04, 0));
  // The view may change many times a frame (a glide, a pinch): what follows it runs once a frame.
  view.onChange(() => painter.moved());
  painter.beforeFrame.push(() => model.update(), moveMinimap);
  model.onChange((what) => {
    painter.request();
    pointer.refreshCard();
    if (what === "availability") access.rename();
    if (what === "unload") access.unlisted();
    if (what === "level") { access.build(); access.unlisted(); }
  });
  attachLevels($("levels"), { model, onChange: reset });
  selection.onChange((ids) => { for (const id of ids) access.nameSeat(id); });
  access.build();
  drawLegend($("legend"), chart, page.money);
  $("legend-box").open = !narrow.matches;
  attachControls(view, reset, () => turning, (on) => { turning = on; });
  attachPanel({ chart, model, view, money: page.money, selection });
  const { refresh: refreshAvailability, receive } = followLive(page);
  expose({ ...page, receive });
  attachFrame(page);
  card.hide();
  // The overview needs nothing more; what is left and the buyer's seats follow.
  const following = Promise.all([refreshAvailability(), selection.restore()]);
  await painter.drawn();
  document.body.dataset.ready = "overview";
  await following;
  document.body.dataset.following = "yes";
  model.reader.start();
}

/** The page's parts for `chart`. */
function assemble(chart) {
  const stage = $("stage");
  const money = new Money(chart.currency, pageLocale());
  const view = new View(stage.clientWidth, stage.clientHeight, { reducedMotion });
  const model = new ChartModel(chart, view);
  const painter = new Painter($("chart"), { model, view, chart });
  const messages = new Messages({ message: $("message"), notice: $("notice"), live: $("live") });
  const card = new Card($("card"), stage);
  const selection = new Selection({ model, money, messages, elements: panelElements() });
  const picker = new AreaPicker({ dialog: $("area-picker"), money, selection });
  const access = new AccessLayer({
    objects: $("objects"), seatList: $("seat-list"), model, view, painter,
    onOpen: async (object) => {
      if (object.isArea) { picker.open(object); return; }
      view.glideTo(view.fitted(object.box, 0.08, view.angle));
      await model.loadSeats(object.id);
    },
    onToggle: (id) => selection.toggle(id),
  });
  return { chart, money, view, model, painter, messages, card, selection, picker, access };
}

/** Keeps the view and the canvas the size of the stage. */
function followSize(stage, view, painter) {
  new ResizeObserver(() => {
    view.resize(stage.clientWidth, stage.clientHeight);
    painter.resize(stage.clientWidth, stage.clientHeight);
  }).observe(stage);
  painter.resize(stage.clientWidth, stage.clientHeight);
}

/** The minimap of large stadiums, beside the chart; returns what moves its frame. */
function showMinimap(chart, view) {
  const large = chart.tribunes.reduce((n, t) => n + t.seats, 0) > 20000;
  const move = large ? attachMinimap($("minimap"), { chart, colours: new Map(chart.categories.map((c) => [c.id, c.color])), view }) : () => {};
  $("minimap").hidden = !large;
  // In the panel on a wide screen, in the toolbar on a phone: never over the chart.
  const place = () => $(narrow.matches ? "minimap-phone" : "minimap-desktop").appendChild($("minimap"));
  place();
  narrow.addEventListener("change", place);
  return move;
}

/** The view's buttons, and turning on and off on a touch screen. */
function attachControls(view, reset, turning, setTurning) {
  const centre = () => ({ x: view.width / 2, y: view.height / 2 });
  $("zoom-in").addEventListener("click", () => view.glideTo(view.zoomedAbout(1.5, centre().x, centre().y)));
  $("zoom-out").addEventListener("click", () => view.glideTo(view.zoomedAbout(1 / 1.5, centre().x, centre().y)));
  $("rotate-left").addEventListener("click", () => view.glideTo({ angle: view.angle - TURN_STEP }));
  $("rotate-right").addEventListener("click", () => view.glideTo({ angle: view.angle + TURN_STEP }));
  $("reset").addEventListener("click", reset);
  const show = () => {
    document.body.classList.toggle("turning-off", !turning());
    $("turning").setAttribute("aria-pressed", String(turning()));
  };
  $("turning").hidden = !coarse;
  $("turning").addEventListener("click", () => { setTurning(!turning()); show(); });
  show();
}

/** Other buyers' changes, what is left of each tribune (again after changes, at most once a
 * second), and the state of the connection; returns what asks for availability now
 * (`refresh`) and what takes each change of the stream (`receive`). */
function followLive({ model, selection, picker, access, messages }) {
  let asked = 0, later = 0;
  const refresh = async () => {
    asked = performance.now();
    try { model.setAvailability(await api.availability()); } catch { /* the next change asks again */ }
  };
  const soon = () => {
    if (later) return;
    later = setTimeout(() => { later = 0; refresh(); }, Math.max(0, asked + AVAILABILITY_EVERY - performance.now()));
  };
  const receive = (change) => {
    // An event the page's own answer for the seat already covers, late: dropped.
    if (selection.answered.covers(change)) return;
    model.setState(change.seat, change.state);
    selection.lost(change.seat, change.state);
    access.nameSeat(change.seat);
    soon();
  };
  followChanges({
    onChange: receive,
    onArea: (count) => { model.setAreaCounts([count]); picker.show(); },
    onStatus: (status) => messages.connection("stream", status !== "live", selection.holdsUntil),
  });
  onConnection((state) => {
    messages.connection("requests", state === "lost", selection.holdsUntil);
    if (state === "back") soon();
  });
  return { refresh, receive };
}

/** The locale a page's `?lang=` asks for (prices are written as it writes them), or null. */
function pageLocale() {
  const lang = new URLSearchParams(location.search).get("lang");
  if (!lang || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)) return null;
  try { return Intl.getCanonicalLocales(lang)[0]; } catch { return null; }
}

/** For tests and embedding: `window.seatchart`. */
function expose({ view, model, painter, selection, picker, access, receive }) {
  const stage = $("stage");
  window.seatchart = {
    view, model, painter, selection, picker, access,
    /** Takes a seat change ({seq, seat, state}) as if it came down the event stream. */
    receive,
    /** Chart units to CSS pixels of the page. */
    toScreen(x, y) {
      const r = stage.getBoundingClientRect(), p = view.toScreen(x, y);
      return { x: r.left + window.scrollX + p.x, y: r.top + window.scrollY + p.y };
    },
    /** CSS pixels per chart unit at the current zoom. */
    pixelsPerUnit: () => view.scale,
    /** Resolves once the view rests and its frame is drawn. */
    drawn: () => painter.settled(),
    /** The page's language, and the keys each language's words lack (for the tests). */
    language, missingWords,
  };
}

function panelElements() {
  return {
    panel: $("panel"), list: $("selection"), listHeading: $("your-seats"), empty: $("empty"), count: $("count"),
    total: $("total"), countdown: $("countdown"), buy: $("buy"), warning: $("hold-warning"), warningText: $("warning-text"),
    warningHint: $("warning-hint"), keep: $("keep"), tickets: $("tickets"), confirm: $("confirm"), confirmText: $("confirm-text"),
    confirmSeats: $("confirm-seats"), result: $("result"), resultText: $("result-text"), resultSeats: $("result-seats"),
  };
}

start().catch((error) => {
  const message = $("message");
  message.hidden = false;
  message.textContent = t("loadFailed", { error: error.message });
});
