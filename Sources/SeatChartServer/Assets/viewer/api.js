// The server's API (docs/serving.md), and the buyer's hold token, kept in sessionStorage so
// that a reload keeps the holds.

const TOKEN_KEY = "seatchart.holdToken";

export class APIError extends Error {
  constructor(status, body) {
    super((body && body.error && body.error.message) || `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

async function call(method, path, { token, body } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let json = null;
  try { json = await response.json(); } catch { json = null; }
  if (!response.ok) throw new APIError(response.status, json);
  return json;
}

export const api = {
  chart: () => call("GET", "/api/chart"),
  seats: async (tribune) => {
    // A tribune's seats come in pages of at most 10,000 (docs/serving.md): all of them.
    const seats = [];
    for (let offset = 0; offset !== null;) {
      const page = await call("GET", `/api/seats?tribune=${encodeURIComponent(tribune)}&offset=${offset}`);
      seats.push(...page.seats);
      offset = page.next ?? null;
    }
    return { seats };
  },
  hit: (x, y) => call("GET", `/api/hit?x=${x}&y=${y}`),
  newHolder: () => call("POST", "/api/holders"),
  hold: (token, seats) => call("POST", "/api/holds", { token, body: { seats } }),
  best: (token, count, category) => call("POST", "/api/holds", { token, body: { best: category ? { count, category } : { count } } }),
  giveBack: (token, seats) => call("DELETE", "/api/holds", { token, body: { seats } }),
  book: (token) => call("POST", "/api/bookings", { token }),
  status: (token) => call("GET", "/api/status", { token }),
};

export const tokenStore = {
  get() {
    try { return JSON.parse(sessionStorage.getItem(TOKEN_KEY) || "null"); } catch { return null; }
  },
  set(token) { sessionStorage.setItem(TOKEN_KEY, JSON.stringify(token)); },
  clear() { sessionStorage.removeItem(TOKEN_KEY); },
};
