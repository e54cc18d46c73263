// The seed's gestures on the stage: drag to pan, pinch or wheel to zoom about the pointer,
// twist to turn about the pointers' centre, double-click to zoom in, a tap to pick. Keys:
// + and - zoom, Q and E turn, arrows pan (when the stage itself has focus), 0 resets.

const TAP_SLOP = 5;        // pixels a tap may wander before it is a drag
const TURN_STEP = Math.PI / 12;

export function attachGestures(stage, view, { onTap, onReset }) {
  const pointers = new Map();   // id -> {x, y}
  let moved = false;
  let start = null;

  const local = (event) => {
    const r = stage.getBoundingClientRect();
    return { x: event.clientX - r.left, y: event.clientY - r.top };
  };

  stage.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    stage.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, local(event));
    if (pointers.size === 1) {
      moved = false;
      start = local(event);
    }
  });

  stage.addEventListener("pointermove", (event) => {
    if (!pointers.has(event.pointerId)) return;
    const previous = [...pointers.values()];
    const before = pointers.get(event.pointerId);
    const now = local(event);
    pointers.set(event.pointerId, now);
    if (pointers.size === 1) {
      if (!moved && Math.hypot(now.x - start.x, now.y - start.y) < TAP_SLOP) return;
      moved = true;
      stage.classList.add("dragging");
      view.panBy(now.x - before.x, now.y - before.y);
    } else if (pointers.size === 2) {
      moved = true;
      const [a0, b0] = previous;
      const [a1, b1] = [...pointers.values()];
      const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
      const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
      const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y), d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
      const turn = Math.atan2(b1.y - a1.y, b1.x - a1.x) - Math.atan2(b0.y - a0.y, b0.x - a0.x);
      view.panBy(mid1.x - mid0.x, mid1.y - mid0.y);
      if (d0 > 0 && d1 > 0) view.zoomAbout(d1 / d0, mid1.x, mid1.y);
      if (Number.isFinite(turn) && turn !== 0) turnAbout(view, turn, mid1);
    }
  });

  const end = (event) => {
    if (!pointers.has(event.pointerId)) return;
    const p = pointers.get(event.pointerId);
    pointers.delete(event.pointerId);
    stage.classList.remove("dragging");
    if (pointers.size === 0 && !moved && event.type === "pointerup") onTap(p.x, p.y, event);
  };
  stage.addEventListener("pointerup", end);
  stage.addEventListener("pointercancel", end);

  stage.addEventListener("wheel", (event) => {
    event.preventDefault();
    const p = local(event);
    const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    view.zoomAbout(Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.0015)), p.x, p.y);
  }, { passive: false });

  stage.addEventListener("dblclick", (event) => {
    const p = local(event);
    view.zoomAbout(2, p.x, p.y);
  });

  stage.addEventListener("keydown", (event) => {
    const centre = { x: view.width / 2, y: view.height / 2 };
    const onStage = event.target === stage;
    switch (event.key) {
      case "+": case "=": view.zoomAbout(1.5, centre.x, centre.y); break;
      case "-": case "_": view.zoomAbout(1 / 1.5, centre.x, centre.y); break;
      case "q": case "Q": view.rotateBy(-TURN_STEP); break;
      case "e": case "E": view.rotateBy(TURN_STEP); break;
      case "0": onReset(); break;
      case "ArrowLeft": if (!onStage) return; view.panBy(60, 0); break;
      case "ArrowRight": if (!onStage) return; view.panBy(-60, 0); break;
      case "ArrowUp": if (!onStage) return; view.panBy(0, 60); break;
      case "ArrowDown": if (!onStage) return; view.panBy(0, -60); break;
      default: return;
    }
    event.preventDefault();
  });
}

/** Turns the view by `radians` about the screen point `p` (the pointers' centre). */
export function turnAbout(view, radians, p) {
  const anchor = view.toChart(p.x, p.y);
  view.angle = view.angle + radians;
  const after = view.toScreen(anchor.x, anchor.y);
  view.panBy(p.x - after.x, p.y - after.y);
}

export { TURN_STEP };
