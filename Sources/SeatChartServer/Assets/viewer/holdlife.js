// The hold's life: the time left on the buyer's seats, counted against the server's clock;
// a warning two minutes before the end, with "keep my seats" while the server allows it.

import { api, APIError, serverClock } from "./api.js";
import { clockTime } from "./messages.js";
import { t } from "./words.js";

/** The warning comes this long before the hold runs out (ms). */
const WARN_BEFORE = 120000;

export class HoldLife {
  constructor({ token, messages, elements, onExpired, reason }) {
    Object.assign(this, { token, messages, e: elements, onExpired, reason });
    this.timer = 0;
    this.warned = null;   // the expiry the warning was shown for
  }

  /** Counts down while the buyer holds seats (`holding`), every second. */
  follow(holding) {
    this.holding = holding;
    this.tick();
    clearInterval(this.timer);
    if (holding) this.timer = setInterval(() => this.tick(), 1000);
  }

  tick() {
    const e = this.e, token = this.token.current;
    if (!this.holding || !token) {
      e.countdown.textContent = "";
      e.warning.hidden = true;
      return;
    }
    const leftMs = token.expiresAt - serverClock.now();
    const left = Math.max(0, Math.round(leftMs / 1000));
    e.countdown.textContent = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
    e.countdown.setAttribute("aria-label", t("heldFor", { m: Math.floor(left / 60), s: left % 60 }));
    e.countdown.classList.toggle("low", left < 60);
    const warn = leftMs <= WARN_BEFORE && left > 0;
    if (warn && this.warned !== token.expiresAt) {
      this.warned = token.expiresAt;
      e.warningText.textContent = t("heldWarning", { time: left > 90 ? t("twoMore") : t("lessThanTwo"), clock: clockTime(token.expiresAt) });
      e.keep.hidden = !(token.extensionsLeft > 0);
      e.warningHint.textContent = token.extensionsLeft > 0 ? "" : t("buyNow");
    }
    e.warning.hidden = !warn;
    if (left === 0) this.onExpired();
  }

  /** "Keep my seats": the server extends the token, and every hold with it. */
  async extend() {
    try {
      this.token.keep(await api.extend(this.token.current.holder));
      this.warned = null;
      this.messages.say(t("keptUntil", { clock: clockTime(this.token.current.expiresAt) }), "ok");
    } catch (error) {
      if (error instanceof APIError && error.status === 409) {
        this.token.current.extensionsLeft = 0;
        this.messages.say(t("keptOften"));
      } else {
        this.messages.say(t("notKept", { reason: this.reason(error) }));
      }
    }
    this.tick();
  }
}
