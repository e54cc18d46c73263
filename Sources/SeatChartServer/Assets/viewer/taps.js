// Safe taps: a tap holds a seat only where seats are drawn large enough to aim at; anywhere
// else it zooms in, at least twice, about the point and towards the tribune under it, so that
// after at most two taps on a point its seats are large enough to pick (docs/viewer.md, "Taps, gestures and controls").

/** A tap holds a seat only where seats are drawn at least this many CSS pixels wide. */
export const HOLD_PIXELS = 12;
/** A zooming tap aims for seats this wide (two taps reach at least 16 pixels). */
export const TARGET_PIXELS = 20;
/** Room kept between the tapped point and the stage's edges when the zoom leans towards
 * the tribune, in pixels. */
const EDGE = 48;

/** What a tap at the screen point (sx, sy) does: `{hold: true, object}` where seats are large
 * enough, else `{hold: false, object, target}` (the view to glide to). */
export function tapPlan(model, view, sx, sy) {
  const p = view.toChart(sx, sy);
  const object = model.objectAt(p) ?? model.objectNear(p, 24 / view.scale);
  const seatSize = object?.seatSize || model.smallestSeat;
  const pixels = seatSize * view.scale;
  if (object && object.hasSeats && pixels >= HOLD_PIXELS && model.objectAt(p) === object) return { hold: true, object };
  return { hold: false, object, target: zoomTowards(view, object, seatSize, sx, sy) };
}

/** The view a zooming tap glides to: at least twice the scale; to the tribune's fit when that
 * is still ahead, else to seats `TARGET_PIXELS` wide (and never to seats large enough to pick
 * but under `TARGET_PIXELS`: the next tap there picks, so the seats must be well over 16
 * pixels by then); about the tapped point, then leaning so that the tribune shows as far as
 * it can with the point still on screen. */
export function zoomTowards(view, object, seatSize, sx, sy) {
  const s = view.scale;
  let scale = 2 * s;
  if (object && Number.isFinite(seatSize) && seatSize > 0) {
    const want = TARGET_PIXELS / seatSize;
    const fit = view.fitted(object.box, 0.08, view.angle).scale;
    scale = Math.max(2 * s, s < 0.9 * fit ? Math.min(fit, want) : want);
    if (scale * seatSize >= HOLD_PIXELS) scale = Math.max(scale, want);
  }
  const target = view.zoomedAbout(scale / s, sx, sy);
  if (!object) return target;
  const there = view.with(target);
  const box = there.screenBox(object.box);
  // The shift that centres the tribune's box on the stage when it fits, else makes it
  // cover the stage.
  const shift = (low, size, extent) => (size <= extent ? extent / 2 - (low + size / 2)
    : Math.max(Math.min(0, -low), extent - (low + size)));
  let dx = shift(box.x, box.width, there.width), dy = shift(box.y, box.height, there.height);
  // The tapped point stays on screen, away from the edges.
  const tapped = view.toChart(sx, sy), point = there.toScreen(tapped.x, tapped.y);
  dx = Math.min(Math.max(dx, EDGE - point.x), there.width - EDGE - point.x);
  dy = Math.min(Math.max(dy, EDGE - point.y), there.height - EDGE - point.y);
  return { ...target, ...there.pannedBy(dx, dy) };
}
