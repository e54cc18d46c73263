// The designer: loads the stadium file, and wires the view and gestures (the viewer's own
// modules), the drawing, selecting and moving with snapping, the keyboard, undo and redo,
// the live check through the server, the draft, saving, the palette and the panel.

import { View } from "/viewer/view.js";
import { attachGestures } from "/viewer/gestures.js";
import { designAPI } from "./api.js";
import { StadiumDocument, roundTo } from "./document.js";
import { Drawing } from "./drawing.js";
import { History } from "./history.js";
import { showCounts, showProblems, showProperties } from "./panel.js";
import { snapAngle, snapMove, union } from "./snapping.js";
import { attachBackground } from "./background.js";

const $ = (id) => document.getElementById(id);
/** Snapping reaches this far, in screen pixels. */
const SNAP_PIXELS = 8;
/** A pointer moves this far before a press on an object is a drag (pixels). */
const DRAG_SLOP = 3;
/** Arrow keys move by these steps (chart units), Shift by the larger. */
const STEP = 0.1, BIG_STEP = 1;
/** Q and E turn by this much (degrees). */
const TURN = 15;
/** A drag that does not snap moves by whole centimetres. */
const FREE_DECIMALS = 2;

const state = {
  doc: null, history: null, view: null, drawing: null, layout: { objects: [], problems: [] },
  selection: [], snapping: true, drag: null, checking: Promise.resolve(), drafting: Promise.resolve(),
  /** Checks asked for and answered (the count of changes checked), the running check loop. */
  asked: 0, answered: 0, checkLoop: null,
  /** Whether a change waits to go into the draft, the running draft loop. */
  draftWanted: false, draftLoop: null,
  background: null, level: null,
  /** The version of the file the changes are made to (what a save names as its base). */
  version: null,
  /** The count of drafts and saves sent, which the server uses to drop a late draft. */
  revision: 0,
  /** The file's own problems (its duplicate keys), shown until a save writes it anew. */
  fileProblems: [],
};

async function start() {
  const answer = await designAPI.document();
  state.file = answer.file;
  state.version = answer.version;
  state.revision = answer.revision;
  state.fileProblems = (answer.fileProblems ?? []).map((p) => ({
    ...p, message: `${p.message} (the file has it twice: the designer keeps the last one, and Save writes it once)`,
  }));
  state.doc = StadiumDocument.parse(answer.text);
  state.history = new History(state.doc.text());
  const stage = $("stage");
  state.view = new View(stage.clientWidth, stage.clientHeight, { reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches });
  state.drawing = new Drawing({ canvas: $("seats"), overlay: $("overlay"), underlay: $("underlay"), view: state.view });
  new ResizeObserver(() => {
    state.view.resize(stage.clientWidth, stage.clientHeight);
    state.drawing.resize(stage.clientWidth, stage.clientHeight);
  }).observe(stage);
  state.drawing.resize(stage.clientWidth, stage.clientHeight);
  state.view.onChange(() => state.drawing.request());
  showName();
  await check();
  fit();
  attachGestures(stage, state.view, {
    onTap: () => select([]), onDoubleTap: (x, y) => state.view.glideTo(state.view.zoomedAbout(2, x, y)),
    onLongPress: () => {}, onHover: () => {}, onLeave: () => {}, onGesture: () => {}, onReset: fit, canTurn: () => false,
  });
  attachPointer(stage);
  attachKeys(stage);
  attachButtons();
  attachWaysOn();
  state.background = attachBackground({ world: $("under-world"), controls: $("background"), onChange: keepDraft });
  if (answer.background) state.background.restore(answer.background);
  state.history.onChange(showHistory);
  showHistory();
  if (answer.draft) offerDraft(answer.draft);
  expose();
  await state.drawing.drawn();
  document.body.dataset.ready = "designer";
}

function showName() {
  const name = typeof state.doc.value.name === "string" ? state.doc.value.name : state.file;
  document.title = `${name}: designer`;
  $("title").textContent = name;
}

/** Shows the whole stadium. */
function fit() {
  const boxes = (state.layout.objects ?? []).filter((o) => shown(o.key)).map((o) => o.box).filter((b) => b.width > 0 || b.height > 0);
  const box = boxes.length ? union(boxes) : { x: -50, y: -50, width: 100, height: 100 };
  state.view.set(state.view.fitted(box, 0.06, 0));
}

// MARK: - Changes

/** Asks the server to lay out and check the document as it is now. One check is in flight at a
 * time: changes made while it is (a held arrow key) are sent as one check of the latest
 * document once it is answered, and each answer is drawn as it comes. The promise resolves
 * when the document as it is now is answered. */
function check() {
  state.asked++;
  if (!state.checkLoop) state.checkLoop = checkUntilAnswered();
  state.checking = state.checkLoop;
  return state.checking;
}

async function checkUntilAnswered() {
  while (state.answered !== state.asked) {
    const asked = state.asked, text = state.doc.text(), started = performance.now();
    try {
      showLayout(await designAPI.check(text, state.drawing.knownCells()), asked, started);
    } catch (error) {
      say(`The check failed: ${error.message}`);
    }
    state.answered = asked;
  }
  state.checkLoop = null;   // in the same turn as the test above: a check asked later starts a new loop
}

function showLayout(layout, asked, started) {
  state.layout = layout;
  if (layout.objects) state.drawing.setLayout(layout, state.doc.value.categories);
  showLevels();
  if (!state.drag && asked === state.asked) { state.drawing.setMove(0, 0, []); state.drawing.setTurn(null); }
  const problems = [...state.fileProblems, ...layout.problems];
  state.drawing.setProblems(problems);
  showProblems($("problems"), problems, (id) => { select([id]); focusObject(id); });
  if (layout.counts || layout.objects) showCounts($("counts"), layout);
  $("validity").textContent = layout.valid ? "Valid" : `${layout.problems.length} problem${layout.problems.length === 1 ? "" : "s"}`;
  $("validity").className = layout.valid ? "validity good" : "validity bad";
  select(state.selection.filter((id) => state.drawing.objects.has(id) && shown(id)), { quiet: true });
  document.body.dataset.checked = String(asked);
  document.dispatchEvent(new CustomEvent("designer:checked", { detail: { valid: layout.valid, ms: performance.now() - started } }));
}

/** Keeps the document (and the background) in the draft beside the file. One draft is sent at
 * a time; changes made meanwhile are sent as one draft of the latest document, with a revision
 * taken when it is sent (so it is above every draft before it). */
function keepDraft() {
  state.draftWanted = true;
  if (!state.draftLoop) state.draftLoop = draftUntilKept();
  state.drafting = state.draftLoop;
  return state.drafting;
}

async function draftUntilKept() {
  while (state.draftWanted) {
    state.draftWanted = false;
    const text = state.doc.text(), background = state.background?.state() ?? null;
    try {
      await designAPI.draft(text, background, ++state.revision);
      document.body.dataset.draft = "kept";
    } catch (error) {
      say(`The draft could not be kept: ${error.message}`);
    }
  }
  state.draftLoop = null;
}

/** Records the document as it is now as one step, then checks it and keeps the draft. */
function commit(message) {
  if (!state.history.push(state.doc.text())) return;
  if (message) say(message);
  check();
  keepDraft();
  showName();
}

function undo() {
  const text = state.history.undo();
  if (text !== null) restore(text, "Undone.");
}

function redo() {
  const text = state.history.redo();
  if (text !== null) restore(text, "Redone.");
}

function restore(text, message) {
  state.doc = StadiumDocument.parse(text);
  say(message);
  check();
  keepDraft();
  showName();
  showSelection();
}

/** Saves the document when it is valid and the file on disk is still the one it was made from;
 * a refusal keeps every change (in the page and in the draft). */
async function save() {
  say("Saving…");
  await state.checking;
  await state.drafting;
  const text = state.doc.text();
  try {
    const answer = await designAPI.save(text, state.version, ++state.revision, state.background?.state() ?? null);
    state.version = answer.version;
    if (state.fileProblems.length) { state.fileProblems = []; check(); }
    say(`Saved ${state.file}.`);
    document.body.dataset.saved = String(state.history.at);
    document.dispatchEvent(new CustomEvent("designer:saved"));
  } catch (error) {
    const problems = error.body?.problems ?? [];
    say(`Not saved: ${error.message}${problems.length ? `: ${problems[0].message}` : ""}`);
    document.body.dataset.refused = String(error.status ?? "");
    if (error.status === 409) offerWaysOn();
    document.dispatchEvent(new CustomEvent("designer:refused", { detail: { problems, status: error.status } }));
  }
}

/** A save refused because the file changed on disk: Reload opens the file's new version (the
 * draft, which holds the page's changes, is then offered to restore), Save as… writes the
 * page's document as a new file beside it. */
function offerWaysOn() {
  const box = $("save-refused"), name = $("save-as-name");
  const stem = state.file.split("/").pop().replace(/\.json$/, "");
  name.value = `${stem}-mine.json`;
  box.hidden = false;
  $("save-reload").focus();
}

function attachWaysOn() {
  $("save-reload").addEventListener("click", async () => {
    // The draft written again, now newer than the file changed on disk, so the page opened
    // anew offers it.
    await state.drafting;
    try {
      await designAPI.draft(state.doc.text(), state.background?.state() ?? null, ++state.revision);
    } catch (error) {
      say(`Not reloaded: the draft could not be kept (${error.message})`);
      return;
    }
    location.reload();
  });
  $("save-as").addEventListener("click", async () => {
    const name = $("save-as-name").value.trim();
    try {
      const answer = await designAPI.saveAs(state.doc.text(), name);
      // The box stays: the file edited still has the other version, and Reload still opens it.
      say(`Saved as ${answer.path}; ${state.file} was not changed.`);
      document.dispatchEvent(new CustomEvent("designer:saved-as", { detail: { path: answer.path } }));
    } catch (error) {
      say(`Not saved as ${name}: ${error.message}`);
    }
  });
}

/** Offers a draft newer than the file: the offer takes the keyboard's focus (Restore), Escape
 * or either button closes it, and the focus goes back where it was (the chart when nowhere). */
function offerDraft(draft) {
  const box = $("draft-offer"), before = document.activeElement;
  $("draft-text").textContent = `A draft newer than the file was kept at ${new Date(draft.modified).toLocaleString()}.`;
  box.hidden = false;
  const close = () => {
    box.hidden = true;
    box.removeEventListener("keydown", onKey);
    const back = before && before !== document.body && before.isConnected ? before : $("stage");
    back.focus({ preventScroll: true });
  };
  const discard = async () => {
    close();
    await designAPI.discardDraft(state.revision);
    say("The draft is discarded.");
  };
  const onKey = (event) => {
    if (event.key === "Escape") { event.preventDefault(); event.stopPropagation(); close(); say("The draft is kept; it is offered again next time."); }
  };
  box.addEventListener("keydown", onKey);
  $("draft-restore").onclick = () => {
    close();
    try {
      const kept = JSON.parse(draft.text);
      state.doc = new StadiumDocument(kept.document);
      state.history.push(state.doc.text());
      state.background?.restore(kept.background);
      check();
      showName();
      say("The draft is restored (Undo goes back to the file).");
    } catch (error) {
      say(`The draft cannot be read: ${error.message}`);
    }
  };
  $("draft-discard").onclick = discard;
  $("draft-restore").focus({ preventScroll: true });
  document.body.dataset.draftOffered = "yes";
}

// MARK: - Selection

function select(ids, { quiet = false } = {}) {
  state.selection = [...new Set(ids)];
  state.drawing.setSelection(state.selection);
  const one = state.selection.length === 1 && state.doc.movable(state.selection[0]) ? state.selection[0] : null;
  state.drawing.setHandle(one);
  if (!quiet || state.selection.length <= 1) showSelection();
}

function toggle(id) {
  select(state.selection.includes(id) ? state.selection.filter((s) => s !== id) : [...state.selection, id]);
}

function showSelection() {
  const id = state.selection.length === 1 ? state.selection[0] : null;
  const data = id ? state.drawing.objects.get(id)?.data : null;
  if (document.activeElement?.closest?.("#properties")) return;   // never rebuilt under the typing hand
  showProperties($("properties"), id, id ? state.doc.entry(id) : null, {
    seats: data ? (data.kind === "standing" ? `${data.places} places` : `${data.seats} seats`) : undefined,
    onChange: (path, value) => {
      const after = state.doc.set(id, path, value);
      if (after !== id) state.selection = state.selection.map((s) => (s === id ? after : s));
      commit(`Changed ${path.join(".")} of ${id}.`);
    },
  });
  if (state.selection.length > 1) $("properties").replaceChildren(Object.assign(document.createElement("p"), { className: "what", textContent: `${state.selection.length} objects selected` }));
}

function focusObject(id) {
  state.drawing.objects.get(id)?.g.focus({ preventScroll: true });
}

// MARK: - Moving and turning

/** The boxes of every object not selected. */
function otherBoxes() {
  return (state.layout.objects ?? []).filter((o) => !state.selection.includes(o.key) && shown(o.key) && (o.box.width > 0 || o.box.height > 0)).map((o) => o.box);
}

/** Moves the selection by (dx, dy) chart units, as one step. */
function moveSelection(dx, dy, what) {
  const ids = state.selection.filter((id) => state.doc.movable(id));
  if (!ids.length || (!dx && !dy)) return;
  state.doc.translate(ids, dx, dy);
  state.drawing.setMove(dx, dy, state.drawing.guides);
  commit(what ?? `Moved ${ids.join(", ")}.`);
}

/** Turns each selected object by `degrees` about its centre, the angle snapped to 15° steps
 * and to other objects' angles (an object without a rotation of its own, such as a rows
 * section, its turn to 15° steps). */
function turnSelection(degrees) {
  const ids = state.selection.filter((id) => state.doc.movable(id));
  if (!ids.length) return;
  const angles = (state.layout.objects ?? []).filter((o) => !ids.includes(o.key) && o.cells.length).map((o) => o.cells[2]);
  for (const id of ids) {
    const data = state.drawing.objects.get(id)?.data;
    if (!data) continue;
    const entry = state.doc.entry(id);
    const current = Number.isFinite(entry.rotation) ? entry.rotation : data.cells.length ? data.cells[2] : 0;
    const turned = entry.type === "arc" || entry.type === "rows" || Array.isArray(entry.points)
      ? ((snapAngle(degrees) + 540) % 360) - 180
      : ((snapAngle(current + degrees, angles) - current + 540) % 360) - 180;
    const box = data.box;
    state.doc.rotate(id, turned, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, current);
  }
  commit(`Turned ${ids.join(", ")}.`);
}

/** The snapped turn of object `id` by `degrees`, as turnSelection makes it (for the handle's preview). */
function snappedTurn(id, degrees) {
  const data = state.drawing.objects.get(id)?.data, entry = state.doc.entry(id);
  if (!data || !entry) return degrees;
  if (entry.type === "arc" || entry.type === "rows" || Array.isArray(entry.points)) return ((snapAngle(degrees) + 540) % 360) - 180;
  const angles = (state.layout.objects ?? []).filter((o) => o.key !== id && o.cells.length).map((o) => o.cells[2]);
  const current = Number.isFinite(entry.rotation) ? entry.rotation : data.cells.length ? data.cells[2] : 0;
  return ((snapAngle(current + degrees, angles) - current + 540) % 360) - 180;
}

function attachPointer(stage) {
  const overlay = $("overlay");
  const local = (event) => {
    const r = stage.getBoundingClientRect();
    return { x: event.clientX - r.left, y: event.clientY - r.top };
  };
  overlay.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const handle = event.target.closest?.("[data-turn-handle]");
    if (handle) {
      // The turning handle: the angle from the object's centre to the pointer.
      event.stopPropagation();
      const id = handle.dataset.turnHandle, box = state.drawing.box(id);
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }, c = state.view.toScreen(centre.x, centre.y), p = local(event);
      state.drag = { pointer: event.pointerId, turning: id, centre, screen: c, start: Math.atan2(p.y - c.y, p.x - c.x), degrees: 0 };
      overlay.setPointerCapture(event.pointerId);
      return;
    }
    const g = event.target.closest?.("[data-object]");
    if (!g) {
      // Shift on the empty chart draws a marquee; else the stage's gestures pan and zoom.
      if (!event.shiftKey) return;
      event.stopPropagation();
      state.drag = { pointer: event.pointerId, start: local(event), marquee: true, before: [...state.selection] };
      overlay.setPointerCapture(event.pointerId);
      return;
    }
    event.stopPropagation();
    const id = g.dataset.object;
    if (event.shiftKey) toggle(id);
    else if (!state.selection.includes(id)) select([id]);
    focusObject(id);
    if (!state.selection.includes(id) || state.background?.placing()) return;
    if (/^ring-/.test(id) && state.selection.length === 1) {
      // A ring lies at its offset outside the one inside it: dragging it outwards or inwards
      // changes that offset by how far the pointer went along the line from the field's centre.
      const box = state.drawing.box(id), ring = state.doc.entry(id);
      if (!box || !ring || !Number.isFinite(ring.offset)) return;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }, at = state.view.toChart(local(event).x, local(event).y);
      const length = Math.hypot(at.x - centre.x, at.y - centre.y) || 1;
      state.drag = { pointer: event.pointerId, start: local(event), ring: id, offset: ring.offset, outward: { x: (at.x - centre.x) / length, y: (at.y - centre.y) / length }, moved: false, value: ring.offset };
      overlay.setPointerCapture(event.pointerId);
      return;
    }
    state.drag = { pointer: event.pointerId, start: local(event), moved: false, dx: 0, dy: 0, box: union(state.selection.map((s) => state.drawing.box(s)).filter(Boolean)), others: otherBoxes() };
    overlay.setPointerCapture(event.pointerId);
  });
  overlay.addEventListener("pointermove", (event) => {
    const drag = state.drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    const now = local(event);
    if (drag.marquee) { marquee(drag, now); return; }
    if (drag.ring) {
      if (!drag.moved && Math.hypot(now.x - drag.start.x, now.y - drag.start.y) < DRAG_SLOP) return;
      drag.moved = true;
      const a = state.view.toChart(drag.start.x, drag.start.y), b = state.view.toChart(now.x, now.y);
      drag.value = Math.max(0, roundTo(drag.offset + (b.x - a.x) * drag.outward.x + (b.y - a.y) * drag.outward.y, FREE_DECIMALS));
      say(`Offset of ${drag.ring}: ${drag.value} m (from ${drag.offset} m).`);
      previewRing(drag);
      return;
    }
    if (drag.turning) {
      const raw = ((Math.atan2(now.y - drag.screen.y, now.x - drag.screen.x) - drag.start) * 180) / Math.PI;
      drag.degrees = snappedTurn(drag.turning, ((raw % 360) + 540) % 360 - 180);
      state.drawing.setTurn({ id: drag.turning, degrees: drag.degrees, x: drag.centre.x, y: drag.centre.y });
      return;
    }
    if (!drag.moved && Math.hypot(now.x - drag.start.x, now.y - drag.start.y) < DRAG_SLOP) return;
    if (!drag.moved) stage.classList.add("dragging");
    drag.moved = true;
    const a = state.view.toChart(drag.start.x, drag.start.y), b = state.view.toChart(now.x, now.y);
    let dx = roundTo(b.x - a.x, FREE_DECIMALS), dy = roundTo(b.y - a.y, FREE_DECIMALS), guides = [];
    if (state.snapping && !event.altKey) ({ dx, dy, guides } = snapMove(drag.box, drag.others, dx, dy, SNAP_PIXELS / state.view.scale));
    drag.dx = dx;
    drag.dy = dy;
    state.drawing.setMove(dx, dy, guides);
    document.body.dataset.guides = String(guides.length);
  });
  const end = (event) => {
    const drag = state.drag;
    if (!drag || event.pointerId !== drag.pointer) return;
    state.drag = null;
    stage.classList.remove("dragging");
    if (drag.marquee) { $("marquee").setAttribute("hidden", ""); return; }
    if (drag.ring) {
      if (event.type === "pointerup" && drag.moved && drag.value !== drag.offset) {
        state.doc.entry(drag.ring).offset = drag.value;
        commit(`Set the offset of ${drag.ring} to ${drag.value} m.`);
        showSelection();
        // The outline stays until the ring is laid out at its offset.
        state.checking.then(() => { if (!state.drag) state.drawing.setPreview(null); });
      } else {
        state.drawing.setPreview(null);
      }
      return;
    }
    if (drag.turning) {
      if (event.type === "pointerup" && drag.degrees) turnSelection(drag.degrees);
      else state.drawing.setTurn(null);
      return;
    }
    state.drawing.guides = [];
    document.body.dataset.guides = "0";
    if (event.type === "pointerup" && drag.moved && (drag.dx || drag.dy)) moveSelection(drag.dx, drag.dy);
    else state.drawing.setMove(0, 0, []);
  };
  overlay.addEventListener("pointerup", end);
  overlay.addEventListener("pointercancel", end);
}

/** Draws ring `drag.ring` at the offset dragged to, as the server lays it out: the document with
 * that offset is checked (one such check in flight; offsets dragged to meanwhile are sent as one
 * check of the latest once it is answered) and the ring's outline in the answer is drawn. The
 * page's own layout, problems and counts stay those of the document until the drag ends. */
async function previewRing(drag) {
  if (drag.previewing) return;
  drag.previewing = true;
  try {
    let shown = null;
    while (state.drag === drag && drag.value !== shown) {
      const value = drag.value, proposed = JSON.parse(state.doc.text());
      const index = Number(/^ring-(\d+)$/.exec(drag.ring)[1]) - 1;
      proposed.bowl.rings[index].offset = value;
      let answer = null;
      try {
        answer = await designAPI.check(JSON.stringify(proposed), [], false);
      } catch (error) {
        say(`The ring could not be laid out: ${error.message}`);
        return;
      }
      shown = value;
      const ring = (answer.objects ?? []).find((o) => o.key === drag.ring);
      if (state.drag === drag && ring) state.drawing.setPreview({ id: drag.ring, offset: value, outline: ring.outline });
    }
  } finally {
    drag.previewing = false;
  }
}

/** Selects what the marquee from the drag's start to `now` (screen points) touches. */
function marquee(drag, now) {
  const x = Math.min(drag.start.x, now.x), y = Math.min(drag.start.y, now.y), w = Math.abs(now.x - drag.start.x), h = Math.abs(now.y - drag.start.y);
  const rect = $("marquee");
  rect.removeAttribute("hidden");
  for (const [k, v] of Object.entries({ x, y, width: w, height: h })) rect.setAttribute(k, v);
  const hit = [];
  for (const o of state.layout.objects ?? []) {
    if (!shown(o.key)) continue;
    const s = state.view.screenBox(o.box);
    if (s.x < x + w && x < s.x + s.width && s.y < y + h && y < s.y + s.height) hit.push(o.key);
  }
  select([...drag.before, ...hit]);
}

function attachKeys(stage) {
  // Before the view's own keys (gestures.js): with a selection, arrows move it and Q and E turn it.
  stage.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target.closest?.("input, textarea, select")) return;
    const g = event.target.closest?.("[data-object]");
    let done = true;
    if (g && (event.key === "Enter" || event.key === " ")) {
      if (event.shiftKey) toggle(g.dataset.object); else select([g.dataset.object]);
    } else if (!state.selection.length) {
      done = false;
    } else {
      const step = event.shiftKey ? BIG_STEP : STEP;
      switch (event.key) {
        case "ArrowLeft": moveSelection(-step, 0); break;
        case "ArrowRight": moveSelection(step, 0); break;
        case "ArrowUp": moveSelection(0, -step); break;
        case "ArrowDown": moveSelection(0, step); break;
        case "q": case "Q": turnSelection(-TURN); break;
        case "e": case "E": turnSelection(TURN); break;
        case "Delete": case "Backspace": removeSelection(); break;
        case "Escape": select([]); break;
        default: done = false;
      }
    }
    if (done) { event.preventDefault(); event.stopImmediatePropagation(); }
  }, true);
  document.addEventListener("keydown", (event) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    const typing = event.target.closest?.("input, textarea");
    if (key === "s") { event.preventDefault(); save(); return; }
    if (typing) return;
    if (key === "z" && event.shiftKey) redo();
    else if (key === "z" || key === "y") (key === "y" ? redo : undo)();
    else if (key === "d") duplicateSelection();
    else return;
    event.preventDefault();
  });
}

function removeSelection() {
  const ids = state.selection.filter((id) => state.doc.movable(id));
  if (!ids.length) return;
  state.doc.remove(ids);
  select(state.selection.filter((id) => !ids.includes(id)));
  commit(`Deleted ${ids.join(", ")}.`);
}

function duplicateSelection() {
  const made = state.doc.duplicate(state.selection, 2, 2);
  if (!made.length) return;
  select(made);
  commit(`Duplicated as ${made.join(", ")}.`);
}

function attachButtons() {
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("save").addEventListener("click", save);
  $("snap").addEventListener("click", () => {
    state.snapping = !state.snapping;
    $("snap").setAttribute("aria-pressed", String(state.snapping));
  });
  $("fit").addEventListener("click", fit);
  $("level").addEventListener("change", () => {
    state.level = $("level").value;
    showLevels();
    say(`Showing the level ${$("level").selectedOptions[0]?.textContent ?? state.level}.`);
  });
  for (const button of document.querySelectorAll("[data-add]")) {
    button.addEventListener("click", () => {
      const c = state.view.toChart(state.view.width / 2, state.view.height / 2);
      const levels = state.doc.levels;
      const level = levels.length > 1 && state.level !== levels[0].id ? state.level : null;
      const id = state.doc.add(button.dataset.add, c.x, c.y, level);
      commit(`Added ${id}.`);
      select([id]);
      state.checking.then(() => { showSelection(); focusObject(id); });
    });
  }
}

// MARK: - Levels

/** Whether object `id` lies on the level shown (every object does in a file of one level). */
function shown(id) {
  return state.doc.levels.length < 2 || state.doc.levelOf(id) === state.level;
}

/** The level switcher, shown when the file has several levels, and the objects of the other
 * levels hidden (not drawn, not reached by the pointer, Tab or snapping). */
function showLevels() {
  const levels = state.doc.levels, choice = $("level-choice"), menu = $("level");
  choice.hidden = levels.length < 2;
  if (!levels.some((l) => l.id === state.level)) state.level = levels[0]?.id ?? null;
  const options = levels.map((l) => `${l.id}\u0000${typeof l.name === "string" ? l.name : l.id}`).join("\u0001");
  if (menu.dataset.options !== options) {
    menu.replaceChildren(...levels.map((l) => Object.assign(document.createElement("option"), { value: l.id, textContent: typeof l.name === "string" && l.name ? l.name : l.id })));
    menu.dataset.options = options;
  }
  if (state.level !== null) menu.value = state.level;
  const hidden = new Set([...state.drawing.objects.keys()].filter((id) => !shown(id)));
  state.drawing.setHidden(hidden);
  document.body.dataset.level = state.level ?? "";
  if (state.selection.some((id) => hidden.has(id))) select(state.selection.filter((id) => !hidden.has(id)));
}

function showHistory() {
  $("undo").disabled = !state.history.canUndo;
  $("redo").disabled = !state.history.canRedo;
}

function say(text) { $("status").textContent = text; }

/** For tests: `window.designer`. */
function expose() {
  const stage = $("stage");
  window.designer = {
    /** Chart units to CSS pixels of the page. */
    toScreen(x, y) {
      const r = stage.getBoundingClientRect(), p = state.view.toScreen(x, y);
      return { x: r.left + p.x, y: r.top + p.y };
    },
    pixelsPerUnit: () => state.view.scale,
    box: (id) => state.drawing.box(id),
    document: () => JSON.parse(state.doc.text()),
    selection: () => [...state.selection],
    /** The ids of the objects drawn (those of the level shown). */
    shown: () => [...state.drawing.objects.keys()].filter((id) => !state.drawing.hidden.has(id)),
    /** Resolves once every check and draft asked for is answered and drawn. */
    async settled() {
      let asked;
      do { asked = state.asked; await state.checking; await state.drafting; } while (asked !== state.asked);
      await state.drawing.drawn();
    },
  };
}

start().catch((error) => say(`The designer could not start: ${error.message}`));
