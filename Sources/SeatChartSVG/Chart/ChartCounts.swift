import SeatChart

/// Seat counts for the legend, the description and the overview's tooltips.
struct ChartCounts {
    /// Seats in each state, every state present.
    var byState: [SeatState: Int]
    /// Seats held by the rendering's holder.
    var selected: Int
    /// Seats counted.
    var total: Int
    /// Available seats per tribune, indexed like ``Chart/tribunes``.
    var availableByTribune: [Int]

    /// Counts the seats of `tribunes` (all of them when `nil`).
    init(chart: Chart, states: any SeatStateProvider, tribunes: [Int]? = nil) {
        let allStates = SeatState.allCases
        var byIndex = Array(repeating: 0, count: allStates.count)
        var available = Array(repeating: 0, count: chart.tribunes.count)
        var selected = 0, total = 0
        for t in tribunes ?? Array(chart.tribunes.indices) {
            for i in chart.tribunes[t].seats {
                let state = states.state(ofSeat: i)
                if let k = allStates.firstIndex(of: state) { byIndex[k] += 1 }
                if state == .available { available[t] += 1 }
                if states.isSelected(seat: i) { selected += 1 }
                total += 1
            }
        }
        self.byState = Dictionary(uniqueKeysWithValues: zip(allStates, byIndex))
        self.selected = selected
        self.total = total
        self.availableByTribune = available
    }

    /// `available 14790, held 0, booked 0, blocked 10`.
    var stateSummary: String {
        SeatState.allCases.map { "\($0.rawValue) \(byState[$0] ?? 0)" }.joined(separator: ", ")
    }
}
