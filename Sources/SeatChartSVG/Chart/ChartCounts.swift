import SeatChart

/// Seat counts for the legend, the description and the overview's tooltips.
struct ChartCounts {
    /// Seats in each state, every state present.
    var byState: [SeatState: Int]
    /// Seats held by the rendering's holder.
    var selected: Int
    /// The holder's booked seats among them.
    var yoursBooked: Int
    /// Seats counted.
    var total: Int
    /// Available seats per tribune, indexed like ``Chart/tribunes``.
    var availableByTribune: [Int]
    /// Each counted seat's state as read once, indexed like ``Chart/seats``: the state's index
    /// in `SeatState.allCases` times two, plus one when the rendering's holder holds it (seats
    /// not counted: 0). The seat writers read this instead of the provider, from any thread.
    var seatStates: [UInt8]

    /// Counts the seats of `tribunes` (all of them when `nil`).
    init(chart: Chart, states: any SeatStateProvider, tribunes: [Int]? = nil) {
        // A plain table (a ticket's pictures, a chart without a store) is read without a
        // call through the protocol for every seat.
        if let table = states as? SeatStateTable {
            self.init(chart: chart, provider: table, tribunes: tribunes)
        } else {
            self.init(chart: chart, provider: states, tribunes: tribunes)
        }
    }

    /// ``init(chart:states:tribunes:)`` with the states' own type.
    private init<Provider: SeatStateProvider>(chart: Chart, provider states: Provider, tribunes: [Int]?) {
        let allStates = SeatState.allCases
        var byIndex = Array(repeating: 0, count: allStates.count)
        var available = Array(repeating: 0, count: chart.tribunes.count)
        var seatStates = [UInt8](repeating: 0, count: chart.seats.count)
        var selected = 0, total = 0, yoursBooked = 0
        for t in tribunes ?? Array(chart.tribunes.indices) {
            for i in chart.tribunes[t].seats {
                let state = states.state(ofSeat: i)
                let k = allStates.firstIndex(of: state) ?? 0
                byIndex[k] += 1
                if state == .available { available[t] += 1 }
                let isSelected = states.isSelected(seat: i)
                // The selection is the holder's holds; their bookings are counted apart.
                if isSelected { if state == .booked { yoursBooked += 1 } else { selected += 1 } }
                seatStates[i] = UInt8(truncatingIfNeeded: k << 1) | (isSelected ? 1 : 0)
                total += 1
            }
        }
        self.seatStates = seatStates
        self.byState = Dictionary(uniqueKeysWithValues: zip(allStates, byIndex))
        self.selected = selected
        self.yoursBooked = yoursBooked
        self.total = total
        self.availableByTribune = available
    }

    /// `available 14790, held 0, booked 0, blocked 10`.
    var stateSummary: String {
        SeatState.allCases.map { "\($0.rawValue) \(byState[$0] ?? 0)" }.joined(separator: ", ")
    }
}
