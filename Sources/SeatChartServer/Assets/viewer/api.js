// The server's API (docs/serving.md): every request the page makes, the server's clock, and
// what to do when the box office cannot be reached (try again, and say so in the buyer's words).

import { t } from "./words.js";

/** An answer other than success: its HTTP status and body (`{"error": {"message", "place"}}`). */
export class APIError extends Error {
  constructor(status, body) {
    super((body && body.error && body.error.message) || `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

/** The box office could not be reached (no answer, or 503) even after trying again. */
export class ConnectionError extends Error {}

/** How long the page keeps trying a request the network lost, in milliseconds. */
const RETRY_FOR = 30000;

/** The server's clock: its `now` (or `Date` header) against the browser's, so a countdown
 * reads the server's expiry against the server's time whatever the browser's clock says. */
export const serverClock = {
  offset: 0,
  learned: false,
  /** The server's time now, in milliseconds since 1970. */
  now() { return Date.now() + this.offset; },
  /** Learns the offset from a server time seen between `sent` and `received` (browser
   * times); a `coarse` one (the Date header's whole seconds) only moves a larger offset. */
  learn(serverTime, sent, received, coarse = false) {
    if (!Number.isFinite(serverTime)) return;
    const offset = serverTime - (sent + received) / 2;
    if (coarse && Math.abs(offset - this.offset) < 1500) return;
    this.offset = offset;
    if (!coarse) this.learned = true;
  },
};

/** Told when requests start failing (`lost`) and when one gets through again (`back`). */
const connectionListeners = [];
export function onConnection(listener) { connectionListeners.push(listener); }
let lost = false;
function connection(state) {
  if ((state === "lost") === lost) return;
  lost = state === "lost";
  for (const listener of connectionListeners) listener(state);
}

/** Where this page's sale is served: "" for the state without events, "/events/KEY" for an
 * event's page (/events/KEY/), whose API lives under the same prefix. */
export const base = (location.pathname.match(/^\/events\/[A-Za-z0-9_-]{1,64}(?=\/|$)/) || [""])[0];

async function once(method, path, { token, body, text: asText = false }) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const sent = Date.now();
  const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const received = Date.now();
  if (asText && response.ok) return response.text();
  let json = null;
  try { json = await response.json(); } catch { json = null; }
  if (json && typeof json.now === "string") {
    serverClock.learn(Date.parse(json.now), sent, received);
  } else if (!serverClock.learned) {
    // Until an answer carries `now`, the Date header (whole seconds) is the best guess.
    serverClock.learn(Date.parse(response.headers.get("Date") || ""), sent, received, true);
  }
  if (!response.ok) throw new APIError(response.status, json);
  return json;
}

/** Sends a request; when the network drops it or the state is unreachable (503), tries
 * again for up to `RETRY_FOR` (every request the page makes gives the same answer when
 * repeated: holding a seat already yours, giving back one already free). */
async function call(method, path, options = {}) {
  const give = Date.now() + RETRY_FOR;
  let wait = 400;
  for (;;) {
    try {
      const answer = await once(method, path, options);
      connection("back");
      return answer;
    } catch (error) {
      const unreachable = !(error instanceof APIError) || error.status === 503;
      if (!unreachable) { connection("back"); throw error; }
      connection("lost");
      if (Date.now() + wait > give) throw new ConnectionError(t("unreachableShort"));
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 4000);
    }
  }
}

const query = (pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");

export const api = {
  chart: () => call("GET", "/api/chart"),
  availability: () => call("GET", "/api/availability"),
  /** The texts of a tribune's seats, for reading off the page's thread (seats-worker.js):
   * one per page of at most 10,000 seats (docs/serving.md), the next page's offset read
   * from the end of each. */
  seatsText: async (tribune) => {
    const texts = [];
    for (let offset = 0; offset !== null;) {
      const text = await call("GET", `/api/seats?${query([["tribune", tribune], ["offset", offset]])}`, { text: true });
      texts.push(text);
      const next = /"next":(\d+)\}\s*$/.exec(text.slice(-40));
      offset = next ? Number(next[1]) : null;
    }
    return texts;
  },
  /** Details of the seats `ids` (names, rows, categories), as the server names them. */
  seatsNamed: (ids) => call("GET", `/api/seats?${query(ids.map((id) => ["id", id]))}`),
  hit: (x, y, level = 0) => call("GET", `/api/hit?x=${x}&y=${y}${level ? `&level=${level}` : ""}`),
  newHolder: () => call("POST", "/api/holders"),
  extend: (token) => call("POST", "/api/holders/extend", { token }),
  hold: (token, seats) => call("POST", "/api/holds", { token, body: { seats } }),
  best: (token, best) => call("POST", "/api/holds", { token, body: { best } }),
  holdPlaces: (token, areas) => call("POST", "/api/holds", { token, body: { areas } }),
  giveBackPlaces: (token, areas) => call("DELETE", "/api/holds", { token, body: { areas } }),
  giveBack: (token, seats) => call("DELETE", "/api/holds", { token, body: { seats } }),
  book: (token) => call("POST", "/api/bookings", { token }),
  status: (token) => call("GET", "/api/status", { token }),
};

/** The buyer's hold token, shared by the buyer's tabs of this origin (localStorage), and the
 * tokens of earlier purchases ("Your tickets"). */
// Each event's tokens are its own: an event's page keeps them under its own keys.
const TOKEN_KEY = "seatchart.holdToken" + base;
const TICKETS_KEY = "seatchart.tickets" + base;

export const tokenStore = {
  key: TOKEN_KEY,
  get() { return read(TOKEN_KEY); },
  set(token) { write(TOKEN_KEY, token); },
  clear() { try { localStorage.removeItem(TOKEN_KEY); } catch { /* storage refused: the token lives in the page only */ } },
  /** The holders of earlier purchases, newest last (at most ten). */
  tickets() { return read(TICKETS_KEY) ?? []; },
  addTickets(holder) {
    const list = this.tickets().filter((h) => h !== holder);
    list.push(holder);
    write(TICKETS_KEY, list.slice(-10));
  },
};

function read(key) {
  try { return JSON.parse(localStorage.getItem(key) || "null"); } catch { return null; }
}

function write(key, value) {
  try { localStorage.setItem(key, JSON.stringify(value)); } catch { /* storage refused: kept in the page only */ }
}
