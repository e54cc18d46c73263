// The editor's drawing: the seats on one canvas under the view's one transform, each object's
// seats one path made by the viewer's own seat geometry (seatgeometry.js), and above it an SVG
// overlay in chart units under the same transform with each object's outline as the server
// laid it out (`data-object="ID"`: the element a click on the object lands on), then, in
// screen pixels, the selection's box, the guides (`data-guide`) and the marks of problems.
// A moving selection is drawn moved (an offset on its elements) until the server lays it out
// again. Redrawn once per animation frame. As in the viewer, seats smaller than DOT_PIXELS are
// not drawn one by one (their object's outline is filled instead) and objects out of view are
// skipped; while a selection moves, what does not move is drawn once into a picture of its own
// and each frame paints that picture and the moving objects only.

import { DOT_PIXELS } from "/viewer/draw.js";
import { squares } from "/viewer/seatgeometry.js";
import { intersects } from "/viewer/view.js";
import { KIND_NAMES } from "./document.js";

const SVG = "http://www.w3.org/2000/svg";
const el = (name, attributes = {}) => {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
  return e;
};

export class Drawing {
  constructor({ canvas, overlay, underlay, view }) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.overlay = overlay;
    this.view = view;
    this.world = overlay.querySelector("#world");
    // Under the seats: the background picture and the field.
    this.underlay = underlay;
    this.underWorld = underlay.querySelector("#under-world");
    this.fieldPath = underlay.querySelector("#field");
    this.objectsLayer = overlay.querySelector("#objects");
    this.screenLayer = overlay.querySelector("#screen");
    this.objects = new Map();      // key (the id, or the place of a second with that id) -> {data, g, outline, seats: Path2D, colour}
    this.keptCells = new Map();    // cellsKey -> cells, of the objects drawn
    this.selected = new Set();
    this.hidden = new Set();       // ids of the objects of the levels not shown
    this.problems = new Map();     // id -> [message]
    this.offset = { dx: 0, dy: 0 };
    this.guides = [];
    this.handle = null;            // the object whose turning handle shows
    this.turn = null;              // {id, degrees, x, y}: an object shown turned about (x, y)
    this.colours = new Map();
    this.frame = 0;
    this.ratio = 1;
    this.version = 0;              // counts changes of what the still picture shows
    this.still = document.createElement("canvas");
    this.stillKey = "";
  }

  /** Draws the layout `layout` (the server's check): objects added, changed and gone. */
  setLayout(layout, categories) {
    this.colours = new Map((categories ?? []).map((c) => [c.id, c.color]));
    if (layout.field) this.fieldPath.setAttribute("d", layout.field.outline);
    const seen = new Set();
    for (const data of layout.objects ?? []) {
      seen.add(data.key);
      let entry = this.objects.get(data.key);
      if (!entry) {
        const g = el("g", { class: "object", "data-object": data.key, tabindex: "0", role: "button" });
        const outline = el("path", { class: "outline", "vector-effect": "non-scaling-stroke" });
        const title = el("title");
        g.append(title, outline);
        entry = { g, outline, title };
        this.objects.set(data.key, entry);
      }
      if (entry.data?.outline !== data.outline) {
        entry.outline.setAttribute("d", data.outline);
        entry.shape = new Path2D(data.outline);
      }
      entry.g.dataset.kind = data.kind;
      // Cells the page already has come back as null, under the same key.
      if (data.cells === null) data.cells = entry.data?.cellsKey === data.cellsKey ? entry.data.cells : this.keptCells.get(data.cellsKey) ?? [];
      if (entry.data?.cellsKey !== data.cellsKey) entry.seats = null;   // made when first drawn
      entry.data = data;
      entry.colour = this.colours.get(data.category) ?? "#8a93a6";
    }
    for (const [id, entry] of this.objects) {
      if (!seen.has(id)) { entry.g.remove(); this.objects.delete(id); }
    }
    this.keptCells = new Map([...this.objects.values()].map((e) => [e.data.cellsKey, e.data.cells]));
    // In file order; elements already in order stay where they are (moving one loses its focus).
    const order = (layout.objects ?? []).map((d) => this.objects.get(d.key).g);
    const children = [...this.objectsLayer.children];
    if (order.length !== children.length || order.some((g, i) => children[i] !== g)) {
      order.forEach((g, i) => { if (this.objectsLayer.children[i] !== g) this.objectsLayer.insertBefore(g, this.objectsLayer.children[i] ?? null); });
    }
    this.version += 1;
    this.names();
    this.request();
  }

  /** Each object's accessible name: its kind, id, seats and problems. */
  names() {
    for (const [id, entry] of this.objects) {
      const d = entry.data, problems = this.problems.get(id) ?? [];
      const kind = KIND_NAMES[d.kind] ?? "Object";
      const count = d.kind === "standing" ? `${d.places} places` : `${d.seats} seats`;
      const name = `${kind} ${d.id === id ? id : `${d.id} (${id})`}, ${count}${problems.length ? `, ${problems.length} problem${problems.length > 1 ? "s" : ""}: ${problems.join("; ")}` : ""}`;
      entry.g.setAttribute("aria-label", name);
      entry.title.textContent = name;
      entry.g.setAttribute("aria-pressed", String(this.selected.has(id)));
      entry.g.classList.toggle("selected", this.selected.has(id));
      entry.g.classList.toggle("problem", problems.length > 0);
      if (problems.length) entry.g.dataset.problem = problems.join("; "); else delete entry.g.dataset.problem;
    }
  }

  setProblems(problems) {
    this.problems = new Map();
    for (const p of problems) if (p.object) this.problems.set(p.object, [...(this.problems.get(p.object) ?? []), p.message]);
    this.names();
    this.request();
  }

  setSelection(ids) {
    this.selected = new Set(ids);
    this.version += 1;
    this.names();
    this.request();
  }

  /** Hides the objects `ids` (those of other levels): not drawn, not reached by the pointer or Tab. */
  setHidden(ids) {
    const same = ids.size === this.hidden.size && [...ids].every((id) => this.hidden.has(id));
    this.hidden = ids;
    for (const [id, entry] of this.objects) {
      const hide = ids.has(id);
      entry.g.classList.toggle("other-level", hide);
      if (hide) entry.g.setAttribute("tabindex", "-1"); else entry.g.setAttribute("tabindex", "0");
    }
    if (same) return;
    this.version += 1;
    this.request();
  }

  /** The cell keys of the objects drawn: the server leaves their cells out of its answer. */
  knownCells() { return [...this.keptCells.keys()]; }

  /** The chart box of object `id` as laid out, or null. */
  box(id) { return this.objects.get(id)?.data.box ?? null; }

  /** Shows the turning handle of object `id` (null: none). */
  setHandle(id) {
    this.handle = id;
    this.request();
  }

  /** Shows object `id` turned by `degrees` about the chart point (x, y), until the next layout. */
  setTurn(turn) {
    this.turn = turn;
    this.request();
  }

  /** The screen point of the turning handle: above the middle of the object's box. */
  handlePoint(id) {
    const box = this.box(id);
    if (!box) return null;
    const top = this.view.toScreen(box.x + box.width / 2, box.y), centre = this.view.toScreen(box.x + box.width / 2, box.y + box.height / 2);
    const dx = top.x - centre.x, dy = top.y - centre.y, length = Math.hypot(dx, dy) || 1;
    return { x: top.x + (dx / length) * HANDLE_DISTANCE, y: top.y + (dy / length) * HANDLE_DISTANCE };
  }

  /** Draws the outline the server laid out for ring `id` at a dragged `offset` (`outline`, SVG
   * path data in chart units) over the chart, until null. */
  setPreview(preview) {
    this.previewPath?.remove();
    this.previewPath = null;
    if (preview) {
      this.previewPath = el("path", {
        class: "ring-preview", d: preview.outline, "vector-effect": "non-scaling-stroke",
        "data-ring-preview": preview.id, "data-offset": String(preview.offset),
      });
      this.world.append(this.previewPath);
    }
    this.request();
  }

  /** Draws the selection moved by (dx, dy) chart units, with `guides`. */
  setMove(dx, dy, guides = []) {
    this.offset = { dx, dy };
    this.guides = guides;
    this.request();
  }

  resize(width, height) {
    this.width = width;
    this.height = height;
    this.ratio = Math.min(2, window.devicePixelRatio || 1);
    this.canvas.width = Math.max(1, Math.round(width * this.ratio));
    this.canvas.height = Math.max(1, Math.round(height * this.ratio));
    this.version += 1;
    this.overlay.setAttribute("viewBox", `0 0 ${width} ${height}`);
    this.underlay.setAttribute("viewBox", `0 0 ${width} ${height}`);
    this.request();
  }

  request() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
      const waiting = this.waiting ?? [];
      this.waiting = [];
      for (const resolve of waiting) resolve();
    });
  }

  /** Resolves once the next frame is drawn. */
  drawn() {
    this.request();
    return new Promise((resolve) => (this.waiting ??= []).push(resolve));
  }

  draw() {
    const ctx = this.context, r = this.ratio, view = this.view;
    const matrix = view.matrix(), [a, b, c, d, e, f] = matrix;
    const { dx, dy } = this.offset;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (dx || dy) {
      // What stays still, drawn once for the whole move.
      const key = `${matrix.join(",")}|${r}|${this.canvas.width}x${this.canvas.height}|${this.version}`;
      if (key !== this.stillKey) {
        this.still.width = this.canvas.width;
        this.still.height = this.canvas.height;
        const still = this.still.getContext("2d");
        still.setTransform(a * r, b * r, c * r, d * r, e * r, f * r);
        this.paint(still, (id) => !this.selected.has(id), 0, 0);
        this.stillKey = key;
      }
      ctx.drawImage(this.still, 0, 0);
      ctx.setTransform(a * r, b * r, c * r, d * r, e * r, f * r);
      this.paint(ctx, (id) => this.selected.has(id), dx, dy);
    } else {
      ctx.setTransform(a * r, b * r, c * r, d * r, e * r, f * r);
      this.paint(ctx, () => true, 0, 0);
    }
    this.world.setAttribute("transform", `matrix(${view.matrix().join(" ")})`);
    this.underWorld.setAttribute("transform", `matrix(${view.matrix().join(" ")})`);
    for (const [id, entry] of this.objects) {
      const moving = this.selected.has(id) && (dx || dy);
      if (moving) entry.g.setAttribute("transform", `translate(${dx} ${dy})`);
      else if (this.turn?.id === id) entry.g.setAttribute("transform", `rotate(${this.turn.degrees} ${this.turn.x} ${this.turn.y})`);
      else entry.g.removeAttribute("transform");
    }
    this.drawScreen();
  }

  /** Paints the seats of the objects `which` accepts, moved by (dx, dy): each seat's cell where
   * seats are at least DOT_PIXELS wide, else the object's outline filled; objects out of view
   * are skipped. */
  paint(ctx, which, dx, dy) {
    const visible = this.view.visibleBox(), scale = this.view.scale;
    for (const [id, entry] of this.objects) {
      if (!which(id) || !entry.data || this.hidden.has(id)) continue;
      const box = entry.data.box;
      if (!intersects({ x: box.x + dx, y: box.y + dy, width: box.width, height: box.height }, visible)) continue;
      if (!entry.data.seats) continue;
      const small = entry.data.seatSize * scale < DOT_PIXELS;
      if (!small) entry.seats ??= cellPaths(entry.data);
      if (dx || dy) { ctx.save(); ctx.translate(dx, dy); }
      ctx.fillStyle = entry.colour;
      if (small) {
        ctx.globalAlpha = 0.55;
        ctx.fill(entry.shape);
        ctx.globalAlpha = 1;
      } else {
        for (const block of entry.seats) ctx.fill(block);
      }
      if (dx || dy) ctx.restore();
    }
  }

  /** The selection's box, the guides and the problems' marks, in screen pixels. */
  drawScreen() {
    const view = this.view, layer = this.screenLayer, { dx, dy } = this.offset;
    layer.replaceChildren();
    for (const id of this.selected) {
      const box = this.box(id);
      if (!box) continue;
      layer.append(el("polygon", { class: "selection-box", points: corners(view, box, dx, dy) }));
    }
    const handle = this.handle && !(dx || dy) && !this.turn ? this.handlePoint(this.handle) : null;
    if (handle) {
      const circle = el("circle", { class: "turn-handle", "data-turn-handle": this.handle, cx: handle.x, cy: handle.y, r: 8 });
      const title = el("title");
      title.textContent = "Drag to turn (Q and E turn by 15°)";
      circle.append(title);
      layer.append(circle);
    }
    for (const g of this.guides) {
      const p = view.toScreen(g.x1, g.y1), q = view.toScreen(g.x2, g.y2);
      layer.append(el("line", {
        class: g.gap ? "guide gap" : "guide", "data-guide": g.gap ? `gap-${g.axis}` : g.axis,
        x1: p.x, y1: p.y, x2: q.x, y2: q.y,
      }));
    }
    for (const [id, messages] of this.problems) {
      const box = this.box(id);
      if (!box || this.hidden.has(id)) continue;
      const moving = this.selected.has(id);
      const p = view.toScreen(box.x + box.width + (moving ? dx : 0), box.y + (moving ? dy : 0));
      const mark = el("g", { class: "problem-mark", "data-problem-mark": id, transform: `translate(${p.x} ${p.y})` });
      const title = el("title");
      title.textContent = messages.join("\n");
      const text = el("text", { "text-anchor": "middle", dy: "0.35em" });
      text.textContent = "!";
      mark.append(title, el("circle", { r: 9 }), text);
      layer.append(mark);
    }
  }
}

/** How far above its object's box the turning handle sits (pixels). */
const HANDLE_DISTANCE = 22;

/** The screen polygon of the chart box `box` moved by (dx, dy). */
function corners(view, box, dx, dy) {
  const x0 = box.x + dx, y0 = box.y + dy, x1 = x0 + box.width, y1 = y0 + box.height;
  return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]].map(([x, y]) => { const p = view.toScreen(x, y); return `${p.x},${p.y}`; }).join(" ");
}

/** Seats a path holds: a path of many thousand closed squares is built in time that grows
 * faster than its length (50,000 seats took 14 s in Chromium; in blocks of 256, 0.13 s). */
const BLOCK = 256;

/** The object's seats' cells as paths of BLOCK seats, by the viewer's seat geometry. */
function cellPaths(data) {
  const n = data.cells.length / 3;
  const x = new Float64Array(n), y = new Float64Array(n), rotation = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = data.cells[3 * i]; y[i] = data.cells[3 * i + 1]; rotation[i] = (data.cells[3 * i + 2] * Math.PI) / 180;
  }
  const geometry = { x, y, rotation, size: data.seatSize * 0.9 }, blocks = [];
  for (let start = 0; start < n; start += BLOCK) {
    blocks.push(squares(geometry, Array.from({ length: Math.min(BLOCK, n - start) }, (_, i) => start + i)));
  }
  return blocks;
}
