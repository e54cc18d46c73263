// The designer's requests: the document and its draft, the check of a proposed document, and
// saving. JSON in, JSON out; an answer other than success throws with the server's message.

export class DesignError extends Error {
  constructor(status, body) {
    super(body?.error?.message ?? `the server answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new DesignError(response.status, answer);
  return answer;
}

export const designAPI = {
  document: () => call("GET", "/api/design/document"),
  /** `text` is the stadium document as JSON text; `known` the cell keys the page has drawn;
   * `cells` false: no object's cells (a ring's outline while it is dragged). */
  check: (text, known = [], cells = true) => call("POST", "/api/design/check", `{"document":${text},"known":${JSON.stringify(known)},"cells":${cells}}`),
  /** Saves `text` made from the file's version `base`; `revision` orders saves and drafts. */
  save: (text, base, revision, background) =>
    call("POST", "/api/design/save", `{"document":${text},"base":${JSON.stringify(base)},"revision":${revision},"background":${JSON.stringify(background ?? null)}}`),
  /** Writes `text` as a new file `name` beside the one edited. */
  saveAs: (text, name) => call("POST", "/api/design/save-as", `{"document":${text},"name":${JSON.stringify(name)}}`),
  draft: (text, background, revision) =>
    call("PUT", "/api/design/draft", `{"document":${text},"background":${JSON.stringify(background ?? null)},"revision":${revision}}`),
  discardDraft: (revision) => call("DELETE", `/api/design/draft?revision=${revision}`),
};
