// The gestures on the stage: drag to pan, pinch or wheel to zoom about the pointer
// (gliding), twist to turn (only where turning is on: off by default on touch screens, and
// never by a pinch's own drift), a tap to pick, a double tap or double click to zoom in (never
// to pick), a long press (or the mouse resting) for a seat's card. Keys on the stage: + and -
// zoom, Q and E turn, arrows pan, 0 resets.

const TAP_SLOP = 6;          // pixels a tap may wander before it is a drag
const DOUBLE_TAP_MS = 300;   // a second tap this soon after the first ...
const DOUBLE_TAP_SLOP = 12;  // ... and this close is a double tap
const LONG_PRESS_MS = 500;
/** A twist turns the view only once the fingers have turned this far together (radians): a
 * pinch's own drift (a dozen degrees) never does. */
const TWIST_START = (20 * Math.PI) / 180;
export const TURN_STEP = Math.PI / 12;

/** Whether a press at `second` ({time, x, y}: the event's `timeStamp` and its point) makes a
 * double tap with the tap `first` (the same, when it lifted). */
export function secondOfDoubleTap(first, second) {
  return second.time - first.time <= DOUBLE_TAP_MS && Math.hypot(second.x - first.x, second.y - first.y) <= DOUBLE_TAP_SLOP;
}

/** The point of a pointer `event` in the stage's own pixels (from its top left corner). */
export function stagePoint(stage, event) {
  const r = stage.getBoundingClientRect();
  return { x: event.clientX - r.left, y: event.clientY - r.top };
}

export function attachGestures(stage, view, handlers) {
  const { onTap, onDoubleTap, onLongPress, onHover, onLeave, onReset, onGesture, canTurn } = handlers;
  const pointers = new Map();   // id -> {x, y}
  let moved = false, start = null, pressTimer = 0, pressed = false;
  let lastTap = null, twist = 0, twisting = false, wheelTarget = null, hoverFrame = 0;

  const local = (event) => stagePoint(stage, event);
  const cancelPress = () => { clearTimeout(pressTimer); pressTimer = 0; };

  stage.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    stage.setPointerCapture?.(event.pointerId);
    pointers.set(event.pointerId, local(event));
    view.held = true;
    wheelTarget = null;
    if (pointers.size === 1) {
      moved = false;
      pressed = false;
      start = local(event);
      twist = 0;
      twisting = false;
      cancelPress();
      if (event.pointerType !== "mouse") {
        pressTimer = setTimeout(() => { pressed = true; onLongPress(start.x, start.y); }, LONG_PRESS_MS);
      }
    } else {
      moved = true;
      cancelPress();
    }
  });

  stage.addEventListener("pointermove", (event) => {
    if (!pointers.has(event.pointerId)) {
      if (event.pointerType === "mouse" && pointers.size === 0 && !hoverFrame) {
        const p = local(event);
        hoverFrame = requestAnimationFrame(() => { hoverFrame = 0; onHover(p.x, p.y); });
      }
      return;
    }
    const previous = [...pointers.values()];
    const before = pointers.get(event.pointerId);
    const now = local(event);
    pointers.set(event.pointerId, now);
    if (pointers.size === 1) {
      if (!moved && Math.hypot(now.x - start.x, now.y - start.y) < TAP_SLOP) return;
      if (!moved) onGesture();
      moved = true;
      cancelPress();
      stage.classList.add("dragging");
      view.panBy(now.x - before.x, now.y - before.y);
    } else if (pointers.size === 2) {
      pinch(previous, [...pointers.values()]);
    }
  });

  /** Two fingers moved: pan with their centre, zoom with their distance, and turn with their
   * angle once the twist is clearly meant. */
  function pinch([a0, b0], [a1, b1]) {
    moved = true;
    const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
    const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
    const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y), d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
    let turn = Math.atan2(b1.y - a1.y, b1.x - a1.x) - Math.atan2(b0.y - a0.y, b0.x - a0.x);
    if (turn > Math.PI) turn -= 2 * Math.PI; else if (turn < -Math.PI) turn += 2 * Math.PI;
    view.panBy(mid1.x - mid0.x, mid1.y - mid0.y);
    if (d0 > 0 && d1 > 0) view.zoomAbout(d1 / d0, mid1.x, mid1.y);
    if (!canTurn() || !Number.isFinite(turn)) return;
    twist += turn;
    if (!twisting && Math.abs(twist) >= TWIST_START) { twisting = true; turn = twist; }
    if (twisting && turn !== 0) view.turnAbout(turn, mid1);
  }

  const end = (event) => {
    if (!pointers.has(event.pointerId)) return;
    const p = pointers.get(event.pointerId);
    pointers.delete(event.pointerId);
    view.held = pointers.size > 0;
    stage.classList.remove("dragging");
    cancelPress();
    if (pointers.size > 0 || moved || pressed || event.type !== "pointerup") return;
    // When the finger lifted, not when the page got to it: on a busy phone the second tap of a
    // double tap can be handled long after it was made, and it is still a double tap.
    const now = event.timeStamp;
    if (lastTap && secondOfDoubleTap(lastTap, { time: now, x: p.x, y: p.y })) {
      lastTap = null;
      onDoubleTap(p.x, p.y);
    } else {
      lastTap = { time: now, x: p.x, y: p.y };
      onTap(p.x, p.y, event.pointerType, now);
    }
  };
  stage.addEventListener("pointerup", end);
  stage.addEventListener("pointercancel", end);
  stage.addEventListener("pointerleave", (event) => { if (event.pointerType === "mouse") onLeave(); });
  // The page's own double-click zoom (it must never pick a seat); the browser's is not wanted.
  stage.addEventListener("dblclick", (event) => event.preventDefault());
  stage.addEventListener("contextmenu", (event) => { if (pressed) event.preventDefault(); });

  stage.addEventListener("wheel", (event) => {
    event.preventDefault();
    onGesture();
    const p = local(event);
    const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    const factor = Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.0015));
    // Steps that come while the view glides add to where it is going.
    const from = view.moving && wheelTarget ? wheelTarget : view;
    wheelTarget = view.zoomedAbout(factor, p.x, p.y, from);
    view.glideTo(wheelTarget, 120);
  }, { passive: false });

  stage.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const centre = { x: view.width / 2, y: view.height / 2 };
    const onStage = event.target === stage;
    switch (event.key) {
      case "+": case "=": view.glideTo(view.zoomedAbout(1.5, centre.x, centre.y)); break;
      case "-": case "_": view.glideTo(view.zoomedAbout(1 / 1.5, centre.x, centre.y)); break;
      case "q": case "Q": view.glideTo({ angle: view.angle - TURN_STEP }); break;
      case "e": case "E": view.glideTo({ angle: view.angle + TURN_STEP }); break;
      case "0": onReset(); break;
      case "ArrowLeft": if (!onStage) return; view.glideTo(view.pannedBy(60, 0)); break;
      case "ArrowRight": if (!onStage) return; view.glideTo(view.pannedBy(-60, 0)); break;
      case "ArrowUp": if (!onStage) return; view.glideTo(view.pannedBy(0, 60)); break;
      case "ArrowDown": if (!onStage) return; view.glideTo(view.pannedBy(0, -60)); break;
      default: return;
    }
    event.preventDefault();
  });
}
