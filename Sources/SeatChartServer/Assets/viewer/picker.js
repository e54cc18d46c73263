// The seat picker for a shop's own page, served as /embed.js: `seatchart.render({...})` or a
// `<seat-picker server event>` element puts the event's viewer page in a frame of the shop's
// page (the server must allow the shop's origin: serve --embed-origin) and hands the shop's
// code every change of the buyer's seats and every hold, with its token, for the shop's server
// to book after payment (docs/embedding.md). A classic script: no module loader needed.
(function () {
  "use strict";
  // Where this script came from: the server, when `render` is not told one.
  const scriptSource = document.currentScript?.src;

  /** Puts the picker in `options.element` (an element or a selector); returns its controls. */
  function render(options) {
    const host = typeof options.element === "string" ? document.querySelector(options.element) : options.element;
    if (!host) throw new Error("seatchart.render: no element " + options.element);
    const server = new URL(options.server || scriptSource || location.href).origin;
    const path = options.event ? "/events/" + encodeURIComponent(options.event) + "/" : "/";
    const url = new URL(path, server);
    url.searchParams.set("embed", location.origin);
    if (options.lang) url.searchParams.set("lang", options.lang);
    if (options.theme) url.searchParams.set("theme", JSON.stringify(options.theme));
    const frame = document.createElement("iframe");
    frame.src = url.href;
    frame.title = options.title || "Choose your seats";
    frame.setAttribute("allow", "fullscreen");
    frame.style.cssText = "width: 100%; height: 100%; min-height: 480px; border: 0; display: block";
    let selection = { seats: [], places: [], total: null, currency: null };
    let ready = false;
    const queued = [];
    const send = (message) => {
      if (!ready) { queued.push(message); return; }
      frame.contentWindow.postMessage({ target: "seatchart", ...message }, server);
    };
    const receive = (event) => {
      if (event.origin !== server || event.source !== frame.contentWindow || event.data?.source !== "seatchart") return;
      const message = event.data;
      try {
        if (message.type === "ready") {
          ready = true;
          queued.splice(0).forEach(send);
          options.onReady?.();
        } else if (message.type === "change") {
          selection = message.selection;
          if (Number.isInteger(options.maxSelected) && selection.seats.length > options.maxSelected) {
            options.onError?.({ message: "at most " + options.maxSelected + " seats", selection });
          }
          options.onChange?.(selection);
        } else if (message.type === "hold") {
          options.onHold?.(message.hold);
        }
      } catch (error) {
        options.onError?.(error);
      }
    };
    window.addEventListener("message", receive);
    host.appendChild(frame);
    return {
      /** The buyer's seats and places as last told: {seats, places, total, currency}. */
      selection: () => selection,
      /** Gives back every seat and place the buyer holds. */
      clear: () => send({ type: "clear" }),
      /** Shows level `id`. */
      setLevel: (id) => send({ type: "setLevel", id }),
      /** Zooms to tribune `id`. */
      zoomTo: (id) => send({ type: "zoomTo", id }),
      /** Removes the picker: its frame (with its live stream) and its listener. */
      destroy: () => {
        window.removeEventListener("message", receive);
        frame.src = "about:blank";
        frame.remove();
      },
    };
  }

  /** `<seat-picker server="https://tickets.example" event="spring-gala" lang="de">`: the same,
   * with `seatchange` and `seathold` events (their `detail` as onChange's and onHold's). */
  class SeatPicker extends HTMLElement {
    connectedCallback() {
      this.picker = render({
        element: this, server: this.getAttribute("server"), event: this.getAttribute("event"), lang: this.getAttribute("lang"),
        theme: SeatPicker.theme(this.getAttribute("theme")),
        onChange: (selection) => this.dispatchEvent(new CustomEvent("seatchange", { detail: selection })),
        onHold: (hold) => this.dispatchEvent(new CustomEvent("seathold", { detail: hold })),
        onError: (error) => this.dispatchEvent(new CustomEvent("seaterror", { detail: error })),
      });
    }
    disconnectedCallback() { this.picker?.destroy(); this.picker = null; }
    /** The `theme` attribute's JSON; nothing when it is missing or not JSON. */
    static theme(text) {
      if (!text) return undefined;
      try { return JSON.parse(text); } catch { return undefined; }
    }
    selection() { return this.picker?.selection(); }
    clear() { this.picker?.clear(); }
  }

  window.seatchart = { render };
  if (window.customElements && !customElements.get("seat-picker")) customElements.define("seat-picker", SeatPicker);
})();
