// The stadium document being edited: the file's JSON as parsed (members in file order), the
// objects it holds (the bowl's rings and the sections, tables and standing areas), and every
// change the editor makes to it. A change touches only the keys it must (a move changes
// centres and points, nothing else), so that the server writes untouched objects back as
// they were. Coordinates a change makes are kept to a millionth of a unit.

/** `value` kept to `decimals` decimals. */
export function roundTo(value, decimals = 6) {
  const k = 10 ** decimals;
  const r = Math.round(value * k) / k;
  return Object.is(r, -0) ? 0 : r;
}

const movePoint = (p, dx, dy) => (Array.isArray(p) && p.length === 2 && p.every(Number.isFinite) ? [roundTo(p[0] + dx), roundTo(p[1] + dy)] : p);
const turnPoint = (p, c, degrees) => {
  if (!Array.isArray(p) || p.length !== 2 || !p.every(Number.isFinite)) return p;
  const a = (degrees * Math.PI) / 180, cos = Math.cos(a), sin = Math.sin(a), x = p[0] - c.x, y = p[1] - c.y;
  return [roundTo(c.x + x * cos - y * sin), roundTo(c.y + x * sin + y * cos)];
};
const norm = (degrees) => roundTo(((degrees % 360) + 360) % 360);

/** The words for an object's kind. */
export const KIND_NAMES = { rect: "Section", arc: "Arc section", rows: "Rows section", table: "Table", standing: "Standing area", ring: "Bowl ring" };

export class StadiumDocument {
  constructor(value) { this.value = value; }

  static parse(text) { return new StadiumDocument(JSON.parse(text)); }

  /** The document as JSON text (members in their order). */
  text() { return JSON.stringify(this.value); }

  get sections() { return Array.isArray(this.value.sections) ? this.value.sections : []; }
  get rings() { return Array.isArray(this.value.bowl?.rings) ? this.value.bowl.rings : []; }

  /** The entry of object `id`: a ring (`ring-N`), a section by its place (`sections[3]`, the
   * page's key of a section whose id an earlier one has) or by its id (the first with it). */
  entry(id) {
    const ring = /^ring-(\d+)$/.exec(id);
    if (ring) return this.rings[Number(ring[1]) - 1] ?? null;
    const place = /^sections\[(\d+)\]$/.exec(id);
    if (place) return this.sections[Number(place[1])] ?? null;
    return this.sections.find((s) => s?.id === id) ?? null;
  }

  /** The page's key of section `entry`: its id, or its place when an earlier section has the
   * same id (as the server keys its objects). */
  keyOf(entry) {
    const index = this.sections.indexOf(entry);
    if (index < 0) return null;
    const earlier = this.sections.slice(0, index).some((s) => s?.id === entry.id);
    return earlier || typeof entry.id !== "string" ? `sections[${index}]` : entry.id;
  }

  /** Whether object `id` can be moved and turned (a ring follows the field). */
  movable(id) { return !/^ring-/.test(id) && this.entry(id) !== null; }

  /** Moves the objects `ids` by (dx, dy) chart units. */
  translate(ids, dx, dy) {
    for (const id of ids) {
      const s = this.movable(id) ? this.entry(id) : null;
      if (!s) continue;
      if ("center" in s) s.center = movePoint(s.center, dx, dy);
      if (Array.isArray(s.points)) s.points = s.points.map((p) => movePoint(p, dx, dy));
      if (s.type === "rows" && Array.isArray(s.rows)) {
        for (const row of s.rows) {
          if (!row || typeof row !== "object") continue;
          if ("from" in row) row.from = movePoint(row.from, dx, dy);
          if ("to" in row) row.to = movePoint(row.to, dx, dy);
          if (Array.isArray(row.points)) row.points = row.points.map((p) => movePoint(p, dx, dy));
        }
      }
    }
  }

  /** Turns object `id` by `degrees` (clockwise on screen) about `centre` (its box's centre):
   * a section with a centre changes its `rotation` (arc sections their angles), one of points
   * turns its points. `current` is its rotation now, when the file leaves it to the layout. */
  rotate(id, degrees, centre, current = 0) {
    const s = this.movable(id) ? this.entry(id) : null;
    if (!s) return;
    if (s.type === "arc") {
      if (Number.isFinite(s.startAngle)) s.startAngle = roundTo(s.startAngle + degrees);
      if (Number.isFinite(s.endAngle)) s.endAngle = roundTo(s.endAngle + degrees);
      return;
    }
    if (s.type === "rows" && Array.isArray(s.rows)) {
      for (const row of s.rows) {
        if (!row || typeof row !== "object") continue;
        if ("from" in row) row.from = turnPoint(row.from, centre, degrees);
        if ("to" in row) row.to = turnPoint(row.to, centre, degrees);
        if (Array.isArray(row.points)) row.points = row.points.map((p) => turnPoint(p, centre, degrees));
      }
      return;
    }
    if (Array.isArray(s.points)) { s.points = s.points.map((p) => turnPoint(p, centre, degrees)); return; }
    s.rotation = norm((Number.isFinite(s.rotation) ? s.rotation : current) + degrees);
  }

  /** Removes the sections `ids` (rings stay). */
  remove(ids) {
    if (!Array.isArray(this.value.sections)) return;
    const gone = new Set(ids.filter((id) => !/^ring-/.test(id)).map((id) => this.entry(id)));
    this.value.sections = this.value.sections.filter((s) => !gone.has(s));
  }

  /** Copies the sections `ids`, moved by (dx, dy), with new ids; returns the new ids. */
  duplicate(ids, dx, dy) {
    const made = [];
    for (const id of ids) {
      const s = this.movable(id) ? this.entry(id) : null;
      if (!s) continue;
      const copy = structuredClone(s);
      copy.id = this.freshID(String(s.id ?? "").replace(/\d+$/, "") || "S");
      this.value.sections.push(copy);
      this.translate([copy.id], dx, dy);
      made.push(copy.id);
    }
    return made;
  }

  /** An id not yet used: `prefix` followed by the lowest number free. */
  freshID(prefix) {
    const used = new Set(this.sections.map((s) => s?.id));
    for (let n = 1; ; n++) if (!used.has(`${prefix}${n}`)) return `${prefix}${n}`;
  }

  /** The file's levels (`[{id, name}]`), an empty list when it declares none. */
  get levels() { return Array.isArray(this.value.levels) ? this.value.levels.filter((l) => typeof l?.id === "string") : []; }

  /** The level of object `id`: its `level`, else the first level's (null without levels). */
  levelOf(id) {
    const e = this.entry(id);
    return typeof e?.level === "string" ? e.level : this.levels[0]?.id ?? null;
  }

  /** Adds a bowl ring outside the others (its tribunes as the outermost ring's, else 4 on
   * each long side and 3 on each short one); returns its id (`ring-N`). */
  addRing(level) {
    if (!this.value.bowl || typeof this.value.bowl !== "object" || Array.isArray(this.value.bowl)) this.value.bowl = {};
    if (!Array.isArray(this.value.bowl.rings)) this.value.bowl.rings = [];
    const rings = this.value.bowl.rings, last = rings[rings.length - 1];
    const tribunes = last?.tribunes && typeof last.tribunes === "object" ? structuredClone(last.tribunes) : { long: 4, short: 3 };
    const ring = { rows: 6, offset: 2, tribunes, aisle: 1.2 };
    if (level) ring.level = level;
    rings.push(ring);
    return `ring-${rings.length}`;
  }

  /** Adds a new object of `kind` centred on (x, y) (on `level` when given); returns its id.
   * Only the keys the file needs are written (no defaults). */
  add(kind, x, y, level = null) {
    if (kind === "ring") return this.addRing(level);
    const at = (dx, dy) => [roundTo(x + dx, 2), roundTo(y + dy, 2)];
    let entry;
    switch (kind) {
      // An arc of 60° whose middle row passes through (x, y): its centre lies below.
      case "arc": entry = { id: this.freshID("A"), type: "arc", center: at(0, 14), innerRadius: 12, rows: 4, startAngle: 240, endAngle: 300 }; break;
      case "table": entry = { id: this.freshID("T"), type: "table", shape: "round", center: at(0, 0), radius: 0.8, chairs: 8 }; break;
      case "standing": entry = { id: this.freshID("F"), type: "standing", shape: "rect", center: at(0, 0), width: 12, height: 8, capacity: 200 }; break;
      case "rows": entry = {
        id: this.freshID("R"), type: "rows",
        rows: [{ from: at(-4, -1), to: at(4, -1), seats: 10 }, { from: at(-4, 0), to: at(4, 0), seats: 10 }, { from: at(-4, 1), to: at(4, 1), seats: 10 }],
      }; break;
      default: entry = { id: this.freshID("S"), type: "rect", center: at(0, 0), rows: 4, seatsPerRow: 10 };
    }
    if (level) entry.level = level;
    if (!Array.isArray(this.value.sections)) this.value.sections = [];
    this.value.sections.push(entry);
    return entry.id;
  }

  /** Sets the key path `path` (["center", 0], ["rows", 2, "seats"], ...) of object `id` to
   * `value`; an object renamed follows. Returns the object's key after the change (its new id,
   * or its place while an earlier section has that id). */
  set(id, path, value) {
    const s = this.entry(id);
    if (!s) return id;
    let target = s;
    for (const key of path.slice(0, -1)) target = target?.[key];
    if (target && typeof target === "object") target[path[path.length - 1]] = value;
    return path.length === 1 && path[0] === "id" && !/^ring-/.test(id) ? this.keyOf(s) : id;
  }
}
