// The page's second thread: it reads a tribune's seats (the text of `/api/seats?tribune=ID`)
// into columns, and paints pictures of tribunes with small seats, so that neither a large
// tribune's thousands of seats nor its picture ever holds up a frame of the page.
//
//   {type: "read", key, tribune, size, text, categories} -> {key, columns}
//   {type: "paint", key, tribune, level, box, codes, looks, held, sold, accessible, mark, marks, scale}
//       -> {key, bitmap}
//   {type: "forget", tribune}

import { marks, paint, sort, squares } from "./seatgeometry.js";

const STATE_CODE = { available: 0, held: 1, booked: 2, blocked: 3 };
/** Each read tribune's geometry, for its pictures. */
const tribunes = new Map();

self.onmessage = ({ data }) => {
  try {
    if (data.type === "read") read(data);
    else if (data.type === "paint") paintTribune(data);
    else if (data.type === "forget") tribunes.delete(data.tribune);
  } catch (error) {
    self.postMessage({ key: data.key, error: String(error) });
  }
};

function read({ key, tribune, size, texts, categories }) {
  const seats = texts.flatMap((text) => JSON.parse(text).seats);
  const n = seats.length;
  const categoryIndex = new Map(categories.map((id, i) => [id, i]));
  const columns = {
    ids: new Array(n), numbers: new Array(n), rows: [],
    x: new Float64Array(n), y: new Float64Array(n), rotation: new Float64Array(n),
    category: new Int16Array(n), state: new Uint8Array(n), accessible: new Uint8Array(n),
    restricted: new Uint8Array(n), rowOf: new Int32Array(n),
  };
  let row = null;
  for (let i = 0; i < n; i++) {
    const seat = seats[i];
    columns.ids[i] = seat.id;
    columns.numbers[i] = seat.number;
    columns.x[i] = seat.x;
    columns.y[i] = seat.y;
    columns.rotation[i] = (seat.rotation * Math.PI) / 180;
    columns.category[i] = categoryIndex.get(seat.category) ?? -1;
    columns.state[i] = STATE_CODE[seat.state] ?? 0;
    columns.accessible[i] = seat.accessible ? 1 : 0;
    columns.restricted[i] = seat.restrictedView ? 1 : 0;
    if (!row || row.label !== seat.row) {
      row = { label: seat.row, start: i, end: i };
      columns.rows.push(row);
    }
    row.end = i + 1;
    columns.rowOf[i] = columns.rows.length - 1;
  }
  tribunes.set(tribune, {
    x: columns.x.slice(), y: columns.y.slice(), rotation: columns.rotation.slice(), accessible: columns.accessible.slice(), size,
  });
  const moved = ["x", "y", "rotation", "category", "state", "accessible", "restricted", "rowOf"].map((k) => columns[k].buffer);
  self.postMessage({ key, columns }, moved);
}

/** A picture of the tribune's seats at `level` pixels per chart unit: `codes[i]` is seat i's
 * look in `looks`; `held` and `sold` list the looks that carry those marks. */
function paintTribune({ key, tribune, level, box, codes, looks, held, sold, accessible, mark, marks: withMarks, scale }) {
  const geometry = tribunes.get(tribune);
  if (!geometry) { self.postMessage({ key, error: `tribune ${tribune} was not read` }); return; }
  const width = Math.max(1, Math.ceil(box.width * level)), height = Math.max(1, Math.ceil(box.height * level));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.setTransform(width / box.width, 0, 0, height / box.height, -box.x * width / box.width, -box.y * height / box.height);
  const sorted = sort((i) => codes[i], geometry.accessible, 0, codes.length, new Set(held), new Set(sold));
  const groups = [...sorted.byKey].map(([code, indices]) => ({ path: squares(geometry, indices), look: looks[code] }));
  paint(ctx, {
    groups, access: sorted.access.length ? squares(geometry, sorted.access) : null,
    marks: withMarks && (sorted.held.length || sorted.sold.length) ? marks(geometry, sorted.held, sorted.sold) : null,
  }, { size: geometry.size, scale, accessible, mark });
  const bitmap = canvas.transferToImageBitmap();
  self.postMessage({ key, bitmap }, [bitmap]);
}
