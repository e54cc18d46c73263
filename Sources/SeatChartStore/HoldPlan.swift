import SeatChart

/// What a hold of some seats does, decided before anything is written: the free seats it
/// takes and the asker's own holds it renews. Both stores plan their holds with it, so they
/// refuse alike.
public struct HoldPlan: Sendable, Equatable {
    /// The available seats the hold takes, in the order asked.
    public private(set) var take: [Int] = []
    /// The seats the asker holds already, whose time the hold renews.
    public private(set) var renew: [Int] = []

    /// The plan for `seats` (without repeats) asked by `asker` (`nil`: a holder with nothing
    /// yet). `stored` gives a seat's stored state and holder (`nil`: available); `owned`, asked
    /// only when a limit applies, how many seats the asker has.
    ///
    /// - Throws: the refusal naming every seat in the way (blocked, another's, the asker's
    ///   own booking), or ``SelectionRefusal/overLimit(_:owned:asked:)`` when the seats taken
    ///   would pass `limit`; the errors `stored` and `owned` throw.
    public init<ID: Equatable>(
        seats: [Int], in chart: Chart, asker: ID?, limit: Int?,
        stored: (Int) throws -> (state: SeatState, holder: ID?)?, owned: () throws -> Int
    ) throws {
        var conflicts: [SelectionRefusal.Conflict] = []
        for seat in seats {
            if chart.seats[seat].isBlocked {
                conflicts.append(SelectionRefusal.Conflict(seatID: chart.seatID(seat), state: .blocked, isOwn: false))
            } else if let row = try stored(seat) {
                if row.state == .held, asker != nil, row.holder == asker {
                    renew.append(seat)
                } else {
                    conflicts.append(SelectionRules.conflict(seat, in: chart, stored: row.state, storedHolder: row.holder, asker: asker))
                }
            } else {
                take.append(seat)
            }
        }
        guard conflicts.isEmpty else { throw SelectionRules.holdRefused(conflicts) }
        if let limit, !take.isEmpty {
            let owned = try owned()
            if owned + take.count > limit { throw SelectionRefusal.overLimit(limit, owned: owned, asked: take.count) }
        }
    }
}
