import SeatChart

/// Seat ids (`TRIBUNE-ROW-NUMBER`, as ``Chart/seatID(_:)``) built as bytes, reusing each
/// row's `TRIBUNE-ROW-` while seats are visited in chart order.
///
/// Owns its memory: call ``deallocate()`` once when done.
struct SeatIDBytes {
    let chart: Chart
    private var row = -1
    private var prefix = SVGValueBytes(capacity: 64)
    private var value = SVGValueBytes(capacity: 64)

    init(chart: Chart) { self.chart = chart }

    /// Frees the memory.
    func deallocate() {
        prefix.deallocate()
        value.deallocate()
    }

    /// The id of `seat`, valid until the next call.
    @inline(__always)
    mutating func id(of seat: UnsafePointer<Seat>) -> SVGValueBytes {
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
        return value
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
                        if selected { classes += " selected" }
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

    /// The entry of a seat's classes.
    @inline(__always)
    func index(state: SeatState, category: Int?, selected: Bool, accessible: Bool) -> UInt32 {
        let s = states.firstIndex(of: state) ?? 0
        let c = category.map { min(max($0, 0), categoryCount - 1) } ?? categoryCount - 1
        return UInt32(((s * categoryCount + c) * 2 + (selected ? 1 : 0)) * 2 + (accessible ? 1 : 0))
    }
}
