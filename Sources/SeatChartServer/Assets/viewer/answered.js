// The page's own changes against the event stream: the answer to a hold, a give-back or a
// booking says where the log stood once the change was made (`position`, as the stream
// numbers its events). The stream may lag behind the answer: a seat's event numbered up to
// that position is one the answer already covers (a hold's `held` arriving after its
// give-back's answer), and applying it would show the seat as it was before.

export class AnsweredSeats {
  constructor() {
    this.positions = new Map();   // seat id -> the position of the page's latest answer for it
  }

  /** Notes the position of an answer that changed (or confirmed) `seats`; an answer without
   * one (a server that cannot tell) notes nothing. */
  note(seats, position) {
    if (!Number.isSafeInteger(position)) return;
    for (const seat of seats) if (!(this.positions.get(seat) >= position)) this.positions.set(seat, position);
  }

  /** Whether the stream's `change` ({seq, seat}) is one the page's answer for its seat already
   * covers (then it is dropped). A later one is applied, and the seat is forgotten. */
  covers(change) {
    const position = this.positions.get(change.seat);
    if (position === undefined) return false;
    if (change.seq <= position) return true;
    this.positions.delete(change.seat);
    return false;
  }
}
