// Messages where the buyer looks: answers and refusals in a toast at the foot of the map (above
// the bottom bar on a phone), the state of the connection in a strip at its head, both in the
// buyer's words, and the connection's strip cleared as soon as it is back.

import { serverClock } from "./api.js";
import { t } from "./words.js";

const SHOWN_FOR = { ok: 5000, info: 6000, error: 10000 };

export class Messages {
  constructor({ message, notice, live }) {
    this.message = message;   // role=alert: answers and refusals
    this.notice = notice;     // role=status: the connection
    this.live = live;         // "Live" / "Reconnecting…" in the header
    this.timer = 0;
    this.lost = { stream: false, requests: false };
  }

  /** Shows `text` (kind: "error", "ok" or "info") for a while. */
  say(text, kind = "error") {
    clearTimeout(this.timer);
    this.message.textContent = text;
    this.message.dataset.kind = kind;
    this.message.hidden = !text;
    if (text) this.timer = setTimeout(() => this.clear(), SHOWN_FOR[kind] ?? 8000);
  }

  clear() {
    clearTimeout(this.timer);
    this.message.textContent = "";
    this.message.hidden = true;
  }

  /** The event stream (`stream`) or the requests (`requests`) lost or found the box office;
   * `holdsUntil` is the server time the buyer's seats stay theirs until, if they have any. */
  connection(part, lost, holdsUntil = null) {
    this.lost[part] = lost;
    if (part === "stream") this.live.textContent = lost ? t("reconnecting") : t("live");
    if (!this.lost.stream && !this.lost.requests) {
      this.notice.textContent = "";
      this.notice.hidden = true;
      return;
    }
    const kept = holdsUntil ? t("stayYours", { clock: clockTime(holdsUntil) }) : "";
    this.notice.textContent = t("connectionLost", { kept });
    this.notice.hidden = false;
  }
}

/** A server time (ms) as the buyer's clock shows it: "14:32". */
export function clockTime(serverTime) {
  return new Date(serverTime - serverClock.offset).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
