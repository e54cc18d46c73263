import SeatChart

/// A state opened with a chart whose seats changed since the state was made: refused, naming
/// the seats held or booked in it (in any event) that the chart no longer has, as pretix
/// refuses a plan change that drops a sold seat.
public enum ChartChange {
    /// A seat held or booked in a state.
    public struct SoldSeat: Hashable, Sendable {
        /// The event's key; `nil` for the state used without `--event`.
        public var event: String?
        /// The seat's id as the state records it.
        public var seatID: String
        /// `held` or `booked`.
        public var state: SeatState

        public init(event: String?, seatID: String, state: SeatState) {
            self.event = event
            self.seatID = seatID
            self.state = state
        }
    }

    /// The refusal of a state recorded for `recorded` opened with `current`: which seats sold
    /// in it are gone from `chart` (the first 20, and how many more), else that the seats changed.
    public static func refusal(
        recorded: StadiumIdentity, current: StadiumIdentity, chart: Chart, sold: [SoldSeat], file: String, stateWord: String
    ) -> InputError {
        let gone = sold.filter { chart.seatIndex(forID: $0.seatID) == nil }
        var message = "this \(stateWord) was made for another version of the stadium: it records \(recorded), "
            + "the stadium given is \(current); its seats changed"
        if !gone.isEmpty {
            let shown = gone.prefix(20).map { seat in
                (seat.event.map { "event \($0): " } ?? "") + "\(seat.seatID) (\(seat.state.rawValue))"
            }
            let more = gone.count > 20 ? " and \(gone.count - 20) more" : ""
            message += ", and seats sold in it are gone from the stadium: \(shown.joined(separator: ", "))\(more)"
        }
        message += stateWord == "state file"
            ? ", so use another --state file (or delete this one to start afresh)"
            : ", so use another --state"
        return InputError(file: file, place: "stadium", message: message)
    }
}
