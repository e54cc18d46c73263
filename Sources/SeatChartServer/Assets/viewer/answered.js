// The page's own changes against the event stream: the answer to a hold, a give-back or a
// booking says where the log stood once the change was made (`position`, as the stream
// numbers its events), and the two may arrive in either order.
// - The stream behind the answer: a seat's event numbered up to that position is one the
//   answer already covers (a hold's `held` arriving after its give-back's answer), and
//   applying it would show the seat as it was before. It is dropped.
// - The stream ahead of the answer: an event numbered after the position (another buyer
//   held the seat the page was giving back) was applied before the answer came, and the
//   answer must not draw the seat as it was before that event. The answer leaves the seat's
//   state to the stream.

export class AnsweredSeats {
  constructor() {
    this.positions = new Map();   // seat id -> the position of the page's latest answer for it
    this.streamed = new Map();    // seat id -> the number of the latest stream event applied to it
  }

  /** Notes the position of an answer that changed (or confirmed) `seats`; an answer without
   * one (a server that cannot tell) notes nothing. */
  note(seats, position) {
    if (!Number.isSafeInteger(position)) return;
    for (const seat of seats) if (!(this.positions.get(seat) >= position)) this.positions.set(seat, position);
  }

  /** Whether the stream's `change` ({seq, seat}) is one the page's answer for its seat already
   * covers (then it is dropped). A later one is applied: it is remembered, and the seat's
   * answer forgotten. */
  covers(change) {
    const position = this.positions.get(change.seat);
    if (position !== undefined && change.seq <= position) return true;
    this.positions.delete(change.seat);
    if (Number.isSafeInteger(change.seq) && !(this.streamed.get(change.seat) >= change.seq)) {
      this.streamed.set(change.seat, change.seq);
    }
    return false;
  }

  /** Whether the stream already applied a change of `seat` made after an answer at
   * `position`: then the answer says nothing new about the seat's state. An answer without a
   * position is never outdated. */
  outdated(seat, position) {
    return Number.isSafeInteger(position) && this.streamed.get(seat) > position;
  }
}
