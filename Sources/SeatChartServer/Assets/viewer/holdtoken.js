// The buyer's hold token: kept in localStorage, so every tab of the buyer's on this origin
// holds with the same token (and sees the same seats as theirs); a new one is asked for when it
// ran out, by the server's clock.

import { api, APIError, serverClock, tokenStore } from "./api.js";

export class HoldToken {
  constructor() {
    this.current = this.stored();   // {holder, expiresAt (server ms), extensionsLeft} or null
    this.asking = null;
  }

  /** The token kept in the browser, or null. */
  stored() {
    const kept = tokenStore.get();
    return kept && kept.holder ? { holder: kept.holder, expiresAt: Date.parse(kept.expiresAt), extensionsLeft: kept.extensionsLeft ?? 0 } : null;
  }

  /** Takes the token another tab kept. */
  reload() { this.current = this.stored(); }

  /** Keeps a token answer ({holder, expiresAt, extensionsLeft}) for this tab and the others. */
  keep(answer) {
    this.current = { holder: answer.holder, expiresAt: Date.parse(answer.expiresAt), extensionsLeft: answer.extensionsLeft ?? 0 };
    tokenStore.set({ holder: answer.holder, expiresAt: answer.expiresAt, extensionsLeft: this.current.extensionsLeft });
  }

  /** Learns a later expiry (an answer carried one). */
  expiring(expiresAt) {
    if (this.current && expiresAt) this.current.expiresAt = Date.parse(expiresAt);
  }

  clear() {
    this.current = null;
    tokenStore.clear();
  }

  /** A live token: the kept one while it lasts, else a new one (one request for callers at once). */
  async live() {
    if (this.current && this.current.expiresAt > serverClock.now() + 1000) return this.current.holder;
    if (!this.asking) {
      this.asking = api.newHolder().then((fresh) => { this.keep(fresh); return fresh.holder; })
        .finally(() => { this.asking = null; });
    }
    return this.asking;
  }

  /** Runs `body` with a live token; once more with a new token when the server says it ran out. */
  async with(body) {
    try {
      return await body(await this.live());
    } catch (error) {
      if (!(error instanceof APIError && error.status === 401)) throw error;
      this.clear();
      return body(await this.live());
    }
  }
}
