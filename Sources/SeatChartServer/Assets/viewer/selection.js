// The buyer's seats: holds taken with the hold token (holdtoken.js: shared by the buyer's
// tabs), shown at once and rolled back when the server refuses; the list, the count and the
// total (summed in whole minor units, written as the server writes prices); best available;
// changes made elsewhere. The hold's life is holdlife.js, buying purchase.js.

import { AnsweredSeats } from "./answered.js";
import { api, APIError, ConnectionError, serverClock, tokenStore } from "./api.js";
import { HoldLife } from "./holdlife.js";
import { HoldToken } from "./holdtoken.js";
import { detailsOf, seatDetails, seatTitle } from "./names.js";
import { count, item, placeTitle, Purchase } from "./purchase.js";
import { t } from "./words.js";

export class Selection {
  constructor({ model, money, messages, elements }) {
    this.model = model;
    this.money = money;
    this.messages = messages;
    this.e = elements;
    this.seats = new Map();       // seat id -> details (names.js), the buyer's live holds
    this.places = new Map();      // standing area id -> {id, name, quantity, priceMinor, priceText}: places held
    this.token = new HoldToken();
    this.listeners = [];
    this.pending = new Map();     // seat id -> timer: a tap waiting out the double-tap window
    this.inflight = new Map();    // seat id -> promise: a hold or give-back on its way
    this.answered = new AnsweredSeats();   // the log positions of the page's own answers, by seat
    this.refreshes = 0;           // refreshes started: only the latest one's answer is shown
    this.life = new HoldLife({ token: this.token, messages, elements, onExpired: () => this.expire(), reason: (e) => this.reason(e) });
    this.purchase = new Purchase({ selection: this, model, money, elements });
    this.channel = typeof BroadcastChannel === "function" ? new BroadcastChannel("seatchart") : null;
    this.channel?.addEventListener("message", () => this.refresh());
    window.addEventListener("storage", (event) => {
      if (event.key === tokenStore.key) { this.token.reload(); this.refresh(); }
    });
  }

  /** Calls `listener(ids)` when the buyer's seats change (ids: the seats concerned). */
  onChange(listener) { this.listeners.push(listener); }
  changed(ids) {
    for (const id of ids) this.model.repaint(id);
    for (const listener of this.listeners) listener(ids);
  }

  has(id) { return this.seats.has(id); }

  /** When the buyer's holds run out (server ms), or null without any. */
  get holdsUntil() { return this.holdsAny && this.token.current ? this.token.current.expiresAt : null; }

  /** Whether the buyer holds any seat or place. */
  get holdsAny() { return this.seats.size > 0 || this.places.size > 0; }

  /** Picks up the buyer's seats (this tab's reload, or another tab's) and earlier purchases. */
  async restore() {
    await Promise.all([this.refresh(), this.purchase.restore()]);
  }

  /** Reads the token's seats from the server and shows them as the buyer's. Refreshes can
   * overlap (another tab's message and its token's storage event come together) and their
   * answers come in any order: only the latest refresh started is shown, never an older
   * answer after a newer one. */
  async refresh() {
    const generation = ++this.refreshes;
    const latest = () => generation === this.refreshes;
    const token = this.token.current;
    if (!token) { this.places.clear(); this.replace([], latest); return; }
    try {
      const status = await api.status(token.holder);
      if (!latest()) return;
      token.expiresAt = Date.parse(status.expiresAt);
      token.extensionsLeft = status.extensionsLeft ?? token.extensionsLeft;
      if (token.expiresAt <= serverClock.now()) { this.places.clear(); this.replace([], latest); return; }
      this.placesFrom(status.areas ?? []);
      await this.replace(status.held, latest);
      if (status.booked.length && latest()) await this.purchase.add(status.booked);
    } catch (error) {
      if (!latest()) return;
      if (error instanceof APIError && (error.status === 401 || error.status === 403)) this.token.clear();
      this.places.clear();
      this.replace([], latest);
    }
  }

  /** Makes `ids` the buyer's held seats, with their names from the server (unless `current()`
   * says, once the names are in, that a later answer is on its way). */
  async replace(ids, current = () => true) {
    const details = await this.describe(ids);
    if (!current()) return;
    const before = new Set(this.seats.keys());
    this.seats = new Map(ids.map((id) => [id, details.get(id)]).filter(([, d]) => d));
    this.model.mine.held = new Set(this.seats.keys());
    this.changed([...new Set([...before, ...ids])]);
    this.render();
  }

  /** The buyer's places as a status lists them (`areas`, with `yourHeld`). */
  placesFrom(areas) {
    this.places = new Map(areas.filter((a) => a.yourHeld > 0 && this.model.byID.get(a.area))
      .map((a) => [a.area, this.placeDetails(this.model.byID.get(a.area), a.yourHeld)]));
  }

  placeDetails(object, quantity) {
    return { id: object.id, name: object.name, quantity, priceMinor: object.category?.priceMinor ?? null, priceText: object.category?.priceText ?? null };
  }

  /** Holds `quantity` more places of the standing area `object` (all of an area sold whole when
   * no quantity is given). */
  async holdPlaces(object, quantity) {
    try {
      const asked = quantity === undefined ? { id: object.id } : { id: object.id, quantity };
      const change = await this.token.with((token) => api.holdPlaces(token, [asked]));
      this.token.expiring(change.expiresAt);
      const added = (change.places ?? []).find((p) => p.area === object.id)?.quantity ?? 0;
      const held = (this.places.get(object.id)?.quantity ?? 0) + added;
      this.places.set(object.id, this.placeDetails(object, held));
      this.messages.say(t("heldPlaces", { places: t("placesN", { n: added }), name: object.name }), "ok");
      this.tell();
    } catch (error) {
      this.messages.say(t("noPlacesHeld", { name: object.name, reason: this.reason(error) }));
    } finally {
      this.render();
    }
  }

  /** Gives back all the buyer's places on the standing area `id`. */
  async giveBackPlaces(id) {
    const place = this.places.get(id);
    try {
      await api.giveBackPlaces(this.token.current.holder, [{ id }]);
      this.places.delete(id);
      this.tell();
    } catch (error) {
      if (error instanceof APIError && error.status === 409) this.places.delete(id);   // no longer held
      else this.messages.say(t("placesNotBack", { name: place?.name ?? id, reason: this.reason(error) }));
    } finally {
      this.render();
    }
  }

  /** Names for `ids`: from the loaded tribunes, else from `/api/seats?id=`. */
  async describe(ids) {
    const found = new Map(), missing = [];
    for (const id of ids) {
      const s = this.model.seat(id);
      if (s) found.set(id, seatDetails(this.model, s.seats, s.i)); else missing.push(id);
    }
    for (let k = 0; k < missing.length; k += 100) {
      const answer = await api.seatsNamed(missing.slice(k, k + 100));
      for (const seat of answer.seats) found.set(seat.id, detailsOf(this.model, seat));
    }
    return found;
  }

  // MARK: - Holding and giving back

  /** A tap or Enter on a seat: holds it, or gives it back when it is the buyer's. Drawn at once;
   * sent after `wait` ms unless `cancel` comes first (a double tap zooms, never picks). */
  toggle(id, { wait = 0 } = {}) {
    if (this.pending.has(id)) return;
    // A tap on a seat whose hold or give-back is on its way waits for the answer, then acts on
    // what the answer left: sent at once, the two would cross (a seat given back twice, or
    // held again before the give-back arrived).
    if (this.inflight.has(id)) return this.inflight.get(id).then(() => this.toggle(id));
    const mine = this.seats.has(id);
    const state = this.model.stateOf(id);
    if (!mine && state && state !== "available") {
      const s = this.model.seat(id);
      const name = s ? seatTitle(seatDetails(this.model, s.seats, s.i)) : id;
      this.messages.say(t("isState", { name, state: t(state === "held" ? "stateHeld" : state === "booked" ? "stateBooked" : "stateBlocked") }));
      return;
    }
    this.model.mine.pending.set(id, mine ? "release" : "hold");
    this.changed([id]);
    const send = () => {
      this.pending.delete(id);
      const answered = (mine ? this.giveBack(id) : this.hold(id)).finally(() => this.inflight.delete(id));
      this.inflight.set(id, answered);
      return answered;
    };
    if (wait > 0) this.pending.set(id, setTimeout(send, wait));
    else return send();
  }

  /** Takes back the pick of seat `id` by a tap that turned out to be half of a double tap
   * (`wasMine`: whether the seat was the buyer's before it): still waiting, it is dropped
   * (`cancelPending`); sent, it is undone once answered, if it changed anything. */
  revert(id, wasMine) {
    if (this.pending.has(id)) return;
    const undo = () => { if (this.has(id) !== wasMine && !this.pending.has(id)) return this.toggle(id); };
    return this.inflight.has(id) ? this.inflight.get(id).then(undo) : undo();
  }

  /** Forgets taps still waiting (a double tap came): nothing is sent, nothing changes. */
  cancelPending() {
    const ids = [...this.pending.keys()];
    for (const [id, timer] of this.pending) { clearTimeout(timer); this.model.mine.pending.delete(id); }
    this.pending.clear();
    this.changed(ids);
  }

  /** The table sold whole that seat `id` is a chair of, or null. */
  wholeTableOf(id) {
    const tribune = this.model.seat(id)?.tribune ?? this.model.byID.get(this.seats.get(id)?.tribune);
    return tribune?.soldWhole ? tribune : null;
  }

  async hold(id) {
    const s = this.model.seat(id);
    const details = s ? seatDetails(this.model, s.seats, s.i) : (await this.describe([id])).get(id);
    // A chair of a table sold whole takes the whole table: the table is named, and the
    // server holds every chair or none.
    const table = this.wholeTableOf(id);
    try {
      const change = await this.token.with((token) => api.hold(token, [table ? table.id : id]));
      this.token.expiring(change.expiresAt);
      // A seat the stream changed again after the hold (released, run out) is not the buyer's.
      const taken = (table ? [...change.seats, ...change.unchanged] : [id]).filter((seat) => !this.answered.outdated(seat, change.position));
      this.answered.note(taken, change.position);
      const names = table ? await this.describe(taken) : new Map([[id, details]]);
      for (const seat of taken) {
        this.seats.set(seat, names.get(seat));
        this.model.mine.held.add(seat);
        this.model.setState(seat, "held");
      }
      if (table) this.changed(taken);
      if (table) this.messages.say(t("tableYours", { name: table.name, n: taken.length }), "ok"); else this.messages.clear();
      this.tell();
    } catch (error) {
      this.refused(error, details);
    } finally {
      this.model.mine.pending.delete(id);
      this.changed([id]);
      this.render();
    }
  }

  async giveBack(id) {
    const details = this.seats.get(id);
    // A table sold whole goes back whole: every chair of it the buyer holds.
    const table = this.wholeTableOf(id);
    const chairs = table ? [...this.seats.values()].filter((d) => d.tribune === table.id).map((d) => d.id) : [id];
    try {
      const change = await api.giveBack(this.token.current.holder, chairs);
      this.answered.note(chairs, change.position);
      for (const chair of chairs) {
        this.seats.delete(chair);
        this.model.mine.held.delete(chair);
        // Taken again since (the stream came first): the stream's state stands.
        if (!this.answered.outdated(chair, change.position)) this.model.setState(chair, "available");
      }
      if (table) this.changed(chairs);
      this.tell();
    } catch (error) {
      if (error instanceof APIError && error.status === 409) {
        // No longer held by the buyer (ran out, or released): no longer theirs either way.
        this.seats.delete(id);
        this.model.mine.held.delete(id);
      } else {
        this.messages.say(t("notBack", { seat: seatTitle(details), reason: this.reason(error) }));
      }
    } finally {
      this.model.mine.pending.delete(id);
      this.changed([id]);
      this.render();
    }
  }

  /** Best available: holds `count` adjacent seats (of `category`, accessible ones when asked). */
  async best({ count, category, accessible }) {
    const best = { count };
    if (category) best.category = category;
    if (accessible) best.accessible = true;
    try {
      const change = await this.token.with((token) => api.best(token, best));
      this.token.expiring(change.expiresAt);
      const seats = change.seats.filter((seat) => !this.answered.outdated(seat, change.position));
      this.answered.note(seats, change.position);
      const details = await this.describe(seats);
      for (const id of seats) {
        this.seats.set(id, details.get(id));
        this.model.mine.held.add(id);
        this.model.setState(id, "held");
      }
      this.changed(change.seats);
      this.render();
      this.tell();
      this.messages.say(t("heldTogether", { seats: t("seats", { n: seats.length }), list: seats.map((id) => seatTitle(details.get(id))).join("; ") }), "ok");
      return seats.map((id) => details.get(id));
    } catch (error) {
      this.refused(error);
      return [];
    }
  }

  /** Tells the buyer's other tabs that the seats changed. */
  tell() { this.channel?.postMessage({ type: "selection" }); }

  // MARK: - Buying

  buy() { return this.purchase.buy(); }

  /** The seats held were all bought: the buyer now holds none, and the token is done. */
  boughtAll() {
    this.seats.clear();
    this.places.clear();
    this.model.mine.held.clear();
    this.token.clear();
    this.render();
    this.tell();
  }

  // MARK: - Changes from elsewhere

  /** A change from the event stream: a seat of the selection that is no longer held was lost.
   * A seat with a request on its way is left to the request's answer (the stream may bring
   * the buyer's own give-back first). */
  lost(id, state) {
    if (!this.seats.has(id) || state === "held" || this.pending.has(id) || this.inflight.has(id)) return;
    const details = this.seats.get(id);
    this.seats.delete(id);
    this.model.mine.held.delete(id);
    if (state !== "booked" || !this.model.mine.booked.has(id)) {
      this.messages.say(t("noLonger", { seat: seatTitle(details), why: t(state === "available" ? "givenBack" : state === "booked" ? "wasSold" : "offSale") }));
    }
    this.changed([id]);
    this.render();
  }

  expire() {
    const lost = [...this.seats.keys()], hadPlaces = this.places.size > 0;
    this.seats.clear();
    this.places.clear();
    this.model.mine.held.clear();
    this.token.clear();
    this.changed(lost);
    if (lost.length || hadPlaces) this.messages.say(t(lost.length && hadPlaces ? "timeRanOutBoth" : lost.length ? "timeRanOutSeats" : "timeRanOutPlaces"));
    this.render();
  }

  // MARK: - The panel

  render() {
    const e = this.e;
    const seats = [...this.seats.values()], places = [...this.places.values()];
    e.list.replaceChildren(...seats.map((seat) => this.row(seat)), ...places.map((place) => this.placeRow(place)));
    const total = this.purchase.total(seats, places);
    const any = seats.length > 0 || places.length > 0;
    e.count.textContent = count(seats.length, places);
    e.total.textContent = total ?? "";
    e.total.parentElement.hidden = total === null;
    e.buy.disabled = !any;
    e.buy.textContent = any ? t("buyN", { n: seats.length + places.reduce((n, p) => n + p.quantity, 0), total: total === null ? "" : t("forCost", { price: total }) }) : t("buy");
    e.panel.classList.toggle("has-seats", any);
    e.empty.hidden = any;
    this.life.follow(any);
  }

  /** A standing area's places in the list, with the button that gives them all back. */
  placeRow(place) {
    const li = item(placeTitle(place));
    li.dataset.area = place.id;
    this.giveBackButton(li, t("giveBackPlaces", { name: place.name }), () => this.giveBackPlaces(place.id));
    return li;
  }

  /** One seat of the list, with its give-back button. */
  row(seat) {
    const li = item(`${seatTitle(seat)} · ${seat.categoryName ?? ""}${seat.priceText ? ` · ${seat.priceText}` : ""}${seat.accessible ? " · ♿" : ""}`);
    li.dataset.seat = seat.id;
    this.giveBackButton(li, t("giveBack", { seat: seatTitle(seat) }), () => this.toggle(seat.id));
    return li;
  }

  /** The × of a list item `li`, named `label`, that runs `giveBack`; focus then stays in the
   * list, on the item now at the same place (or the list's heading when it is empty). */
  giveBackButton(li, label, giveBack) {
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = "×";
    remove.setAttribute("aria-label", label);
    remove.addEventListener("click", async () => {
      const at = [...this.e.list.children].indexOf(li);
      await giveBack();
      const next = this.e.list.children[Math.min(at, this.e.list.children.length - 1)];
      (next?.querySelector("button") ?? this.e.listHeading).focus();
    });
    li.appendChild(remove);
  }

  /** A refusal or failure, in the buyer's words. */
  refused(error, details) {
    if (error instanceof APIError && error.status === 409 && (error.body.refused ?? []).length) {
      const refused = error.body.refused;
      // The answer says what the seats are now: draw them so.
      for (const r of refused) if (!r.yours) this.model.setState(r.seat, r.state);
      this.describe(refused.map((r) => r.seat)).then((names) => {
        this.messages.say(refused.map((r) => {
          const name = seatTitle(names.get(r.seat) ?? { tribuneName: r.seat, number: "" });
          return r.yours ? t("alreadyYours", { name }) : t("isState", { name, state: t(r.state === "held" ? "stateHeld" : r.state === "booked" ? "stateBooked" : "stateBlocked") });
        }).join(" "));
      });
      return;
    }
    const what = details ? t("notHeld", { seat: seatTitle(details) }) : t("didNotWork");
    this.messages.say(`${what} ${this.reason(error)}`);
  }

  /** Why a request failed, in the buyer's words. */
  reason(error) {
    if (error instanceof ConnectionError) return t("unreachable");
    if (error instanceof APIError) {
      if (error.status === 409 && error.body.limit) return t("atMost", { n: error.body.limit });
      if (error.status === 409 && /no \d+ adjacent/.test(error.message)) return t("notTogether");
      if (error.status === 401) return t("timeOut");
      if (error.status === 409) return t("onlyOnce");
      return t("couldNot");
    }
    return t("wentWrong");
  }
}
