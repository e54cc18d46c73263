import SeatChart

/// Seat ids (`TRIBUNE-ROW-NUMBER`, as ``Chart/seatID(_:)``) built as bytes, reusing each
/// row's `TRIBUNE-ROW-` while seats are visited in chart order.
///
/// Owns its memory (two ``SVGValueBytes``), so it cannot be copied.
struct SeatIDBytes: ~Copyable {
    let chart: Chart
    private var row = -1
    private var prefix = SVGValueBytes(capacity: 64)
    /// The id of the seat last given to ``prepare(_:)``.
    private(set) var value = SVGValueBytes(capacity: 64)

    init(chart: Chart) { self.chart = chart }

    /// Builds the id of `seat` into ``value``.
    @inline(__always)
    mutating func prepare(_ seat: UnsafePointer<Seat>) {
        if seat.pointee.row != row {
            row = seat.pointee.row
            prefix.removeAll()
            prefix.appendText(chart.tribunes[seat.pointee.tribune].id)
            prefix.appendASCII(0x2D)
            prefix.appendText(chart.rows[row].label)
            prefix.appendASCII(0x2D)
        }
        value.removeAll()
        value.append(prefix)
        value.appendText(seat.pointee.number)
    }
}

/// The class attribute of every combination of state, category, selection and accessibility,
/// built once per rendering (made legal for XML once) so seats share the bytes.
struct SeatClassTable {
    /// Every class text, each followed by a NUL.
    let text: [UInt8]
    /// Where each class text starts in ``text``.
    let offsets: [Int]
    private let categoryCount: Int
    private let states = SeatState.allCases

    init(chart: Chart) {
        let tokens = chart.categories.map { CSSName.categoryClass($0.id) } + [CSSName.categoryClass(Category.noneID)]
        var text: [UInt8] = []
        var offsets: [Int] = []
        for state in SeatState.allCases {
            for token in tokens {
                for selected in [false, true] {
                    for accessible in [false, true] {
                        var classes = "seat \(state.rawValue) \(token)"
                        // The holder's own: held ones are the selection, booked ones theirs.
                        if selected { classes += state == .booked ? " yours" : " selected" }
                        if accessible { classes += " accessible" }
                        offsets.append(text.count)
                        text += XMLText.legal(classes).utf8
                        text.append(0)
                    }
                }
            }
        }
        self.text = text
        self.offsets = offsets
        categoryCount = tokens.count
    }

    /// The entry of the classes of a seat in state `stateCode` (as ``ChartCounts/seatStates``).
    @inline(__always)
    func index(stateCode: UInt8, category: Int?, accessible: Bool) -> Int {
        let s = min(Int(stateCode >> 1), states.count - 1)
        let c = category.map { min(max($0, 0), categoryCount - 1) } ?? categoryCount - 1
        return ((s * categoryCount + c) * 2 + Int(stateCode & 1)) * 2 + (accessible ? 1 : 0)
    }
}
