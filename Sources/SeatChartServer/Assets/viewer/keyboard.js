// The chart with the keyboard alone: Tab reaches each tribune; Enter on a tribune zooms into it
// and moves to its first free seat; arrows move along a row (left, right) and between rows
// (up, down); Enter or Space holds the seat or gives it back; Escape goes back to the tribune.

export function attachKeyboard(svg, { chartLayer, openTribune, toggleSeat }) {
  svg.addEventListener("keydown", async (event) => {
    const target = event.target;
    const tribuneID = target.getAttribute?.("data-tribune");
    if (tribuneID && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      event.stopPropagation();
      await openTribune(tribuneID);
      const tribune = chartLayer.tribunes.get(tribuneID);
      const first = tribune?.rows?.flatMap((row) => row.seats).find((rect) => chartLayer.states.get(rect.seat.id) === "available")
        ?? tribune?.rows?.[0]?.seats[0];
      if (first) focusSeat(first);
      return;
    }
    const seat = target.seat;
    if (!seat) return;
    const tribune = chartLayer.tribunes.get(seat.tribune);
    let next = null;
    switch (event.key) {
      case "Enter": case " ":
        event.preventDefault();
        event.stopPropagation();
        toggleSeat(seat.id);
        return;
      case "Escape":
        tribune.element.focus();
        event.preventDefault();
        return;
      case "ArrowLeft": next = tribune.rows[target.rowIndex].seats[target.indexInRow - 1]; break;
      case "ArrowRight": next = tribune.rows[target.rowIndex].seats[target.indexInRow + 1]; break;
      case "ArrowUp": next = nearestIn(tribune.rows[target.rowIndex - 1], target); break;
      case "ArrowDown": next = nearestIn(tribune.rows[target.rowIndex + 1], target); break;
      default: return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (next) focusSeat(next);
  });
}

/** Moves the focus to a seat: it alone of its tribune takes Tab (a roving tab stop). */
export function focusSeat(rect) {
  const group = rect.parentNode;
  for (const other of group.querySelectorAll('[tabindex="0"]')) other.setAttribute("tabindex", "-1");
  rect.setAttribute("tabindex", "0");
  rect.focus();
}

function nearestIn(row, from) {
  if (!row) return null;
  let best = null, distance = Infinity;
  for (const rect of row.seats) {
    const d = Math.hypot(rect.seat.x - from.seat.x, rect.seat.y - from.seat.y);
    if (d < distance) { distance = d; best = rect; }
  }
  return best;
}
