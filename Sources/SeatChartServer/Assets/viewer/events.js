// Other buyers' holds and bookings, live: the server's event stream (GET /api/events), with
// standing areas' places left. The
// browser's EventSource resumes after the last event it saw (Last-Event-ID); when the stream
// closes for good it is opened again after a second, resuming from the last change seen.

import { base } from "./api.js";

export function followChanges({ onChange, onArea, onStatus }) {
  let last = null;
  let source = null;

  const open = () => {
    const url = base + (last === null ? "/api/events" : `/api/events?lastEventId=${last}`);
    source = new EventSource(url);
    source.addEventListener("ready", (event) => {
      if (last === null) last = JSON.parse(event.data).seq;
      onStatus("live");
    });
    // A standing area's counts: every area's when the stream opens, then each change.
    source.addEventListener("area", (event) => onArea(JSON.parse(event.data)));
    source.onopen = () => onStatus("live");
    source.onmessage = (event) => {
      const change = JSON.parse(event.data);
      last = change.seq;
      onChange(change);
    };
    source.onerror = () => {
      onStatus("reconnecting");
      if (source.readyState === EventSource.CLOSED) {
        source.close();
        setTimeout(open, 1000);
      }
    };
  };
  open();
  return { close: () => source?.close() };
}
