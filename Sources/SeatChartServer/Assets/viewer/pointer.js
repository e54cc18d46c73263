// What pointers and fingers do on the chart: a tap holds or gives back a seat where seats are
// large enough, else zooms towards the tribune (taps.js); a tap on a standing area opens its
// quantity picker (areas.js); a double tap zooms in and picks nothing; hovering or a long
// press shows the card, which follows what it shows.

import { api } from "./api.js";
import { attachGestures, secondOfDoubleTap, stagePoint } from "./gestures.js";
import { seatDetails } from "./names.js";
import { tapPlan } from "./taps.js";
import { t } from "./words.js";

/** A tap waits this long before it picks, in case it is the first of a double tap (ms). */
const PICK_DELAY = 300;
/** How long a tap's zoom glides (ms): short, so the seats it brings show at once. */
const TAP_GLIDE = 200;
/** The card shows a seat once seats are this many pixels wide (else their tribune). */
const CARD_SEAT_PIXELS = 5;

export function attachPointer(stage, { view, model, painter, card, selection, picker, messages, onReset, canTurn }) {
  let lastHover = null;
  const hoverAt = (x, y) => {
    lastHover = { x, y };
    const p = view.toChart(x, y);
    const object = model.objectAt(p);
    const seat = object?.seats && object.seatSize * view.scale >= CARD_SEAT_PIXELS ? object.seats.seatAt(p) : -1;
    painter.hover = object ? { object, seat: seat >= 0 ? seat : undefined } : null;
    painter.request();
    if (object && seat >= 0) card.showSeat(seatDetails(model, object.seats, seat), painter.keyOf(object.seats, seat), x, y);
    else if (object) card.showTribune(object, x, y);
    else card.hide();
  };
  // Each tap counts; a double tap counts too, so a first tap whose answer comes after the
  // second one knows it was half of a double tap and picks nothing.
  let taps = 0;
  // The seat the latest tap picked, and which tap that was: a double tap takes it back.
  let lastPick = null;
  // The tap that opened the area picker, while a press on the picker could still be the
  // second half of a double tap with it.
  let pickerTap = null;
  const tapAt = async (x, y, pointerType, time) => {
    const tap = ++taps;
    card.hide();
    const plan = tapPlan(model, view, x, y);
    const p = view.toChart(x, y);
    const seen = { x: p.x, y: p.y, seat: null, tribune: plan.object?.id ?? null, zoomed: !plan.hold };
    try {
      // A standing area: its quantity picker, once the tap is surely not half of a double tap
      // (nothing is held until the buyer says how many).
      const area = model.objectAt(p);
      if (area?.isArea) {
        Object.assign(seen, { zoomed: false, area: area.id });
        await new Promise((resolve) => setTimeout(resolve, PICK_DELAY));
        if (tap !== taps) return;
        picker.open(area);
        pickerTap = Number.isFinite(time) ? { time, x, y } : null;
        return;
      }
      if (!plan.hold) {
        if (plan.object?.hasSeats) model.loadSeats(plan.object.id);
        await view.glideTo(plan.target, TAP_GLIDE);
        return;
      }
      const hit = await api.hit(p.x, p.y, model.level);
      Object.assign(seen, { seat: hit.seat, tribune: hit.tribune });
      if (!hit.seat || !hit.tribune) return;
      await model.loadSeats(hit.tribune);
      // The server's answer says what the seat is now: a seat taken since it was drawn is
      // refused here, without asking for it.
      if (hit.state && !selection.has(hit.seat)) model.setState(hit.seat, hit.state);
      if (model.seat(hit.seat) && tap === taps) {
        lastPick = { tap, id: hit.seat, wasMine: selection.has(hit.seat) };
        selection.toggle(hit.seat, { wait: PICK_DELAY });
      }
    } catch (error) {
      messages.say(t("notWork", { reason: selection.reason(error) }));
    } finally {
      document.dispatchEvent(new CustomEvent("seatchart:tap", { detail: seen }));
    }
  };
  const doubleTapAt = (x, y) => {
    // The double tap's first tap was the latest one: a pick it made is taken back (still
    // waiting, it is dropped; already sent, on a busy phone whose second tap came late, it
    // is undone once answered). A double tap never leaves a seat picked.
    if (lastPick?.tap === taps) selection.revert(lastPick.id, lastPick.wasMine);
    lastPick = null;
    taps += 1;
    selection.cancelPending();
    card.hide();
    view.glideTo(view.zoomedAbout(2, x, y));
    document.dispatchEvent(new CustomEvent("seatchart:doubletap", { detail: view.toChart(x, y) }));
  };
  // Nor a picker open: on a busy phone the first tap's wait can end before the second tap is
  // handled, and the picker then opens under the finger. A press on it soon and near enough,
  // by the events' own times, is that second tap: the picker closes, holding nothing, and
  // the view zooms as for any double tap.
  picker.dialog.addEventListener("pointerdown", (event) => {
    const first = pickerTap;
    pickerTap = null;
    if (!first) return;
    const { x, y } = stagePoint(stage, event);
    if (!secondOfDoubleTap(first, { time: event.timeStamp, x, y })) return;
    event.preventDefault();
    event.stopPropagation();
    picker.dismiss();
    doubleTapAt(x, y);
  }, { capture: true });
  attachGestures(stage, view, {
    onTap: tapAt,
    onDoubleTap: doubleTapAt,
    onLongPress: hoverAt,
    onHover: hoverAt,
    onLeave: () => { card.hide(); lastHover = null; painter.hover = null; painter.request(); },
    onGesture: () => card.hide(),
    onReset,
    canTurn,
  });
  // A card shown follows what it shows (a seat just held, a tribune's seats left).
  return { refreshCard: () => { if (card.shown && lastHover) hoverAt(lastHover.x, lastHover.y); } };
}
