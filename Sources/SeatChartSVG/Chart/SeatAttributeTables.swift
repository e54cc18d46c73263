import SeatChart

/// Seat ids (`TRIBUNE-ROW-NUMBER`, or a chair's `TABLE-NUMBER`, as ``Chart/seatID(_:)``)
/// built as bytes, reusing each row's `TRIBUNE-ROW-` while seats are visited in chart order.
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
            if !chart.rows[row].label.isEmpty {
                prefix.appendText(chart.rows[row].label)
                prefix.appendASCII(0x2D)
            }
        }
        value.removeAll()
        value.append(prefix)
        value.appendText(seat.pointee.number)
    }
}

/// The class attribute of every combination of state, category, selection and access
/// flags (`accessible`, `wheelchair`, `companion`, `restricted`), built once per rendering
/// (made legal for XML once) so seats share the bytes.
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
                    for flags in 0..<Self.flagCombinations {
                        var classes = "seat \(state.rawValue) \(token)"
                        // The holder's own: held ones are the selection, booked ones theirs.
                        if selected { classes += state == .booked ? " yours" : " selected" }
                        for (bit, name) in Self.flagNames.enumerated() where flags & (1 << bit) != 0 { classes += " \(name)" }
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

    /// Every class text, in entry order (``index(stateCode:category:flags:)``).
    var texts: [String] {
        offsets.map { start in
            let end = text[start...].firstIndex(of: 0) ?? text.count
            return String(decoding: text[start..<end], as: UTF8.self)
        }
    }

    /// The classes of the access flags, in the order of their bits.
    static let flagNames = ["accessible", "wheelchair", "companion", "restricted"]
    /// Every combination of the flags.
    static let flagCombinations = 1 << flagNames.count

    /// The flag bits of `seat`, in the order of ``flagNames``.
    @inline(__always)
    static func flags(of seat: Seat) -> Int {
        (seat.isAccessible ? 1 : 0) | (seat.isWheelchair ? 2 : 0) | (seat.isCompanion ? 4 : 0) | (seat.hasRestrictedView ? 8 : 0)
    }

    /// The entry of the classes of a seat in state `stateCode` (as ``ChartCounts/seatStates``)
    /// with the access flags `flags` (``flags(of:)``).
    @inline(__always)
    func index(stateCode: UInt8, category: Int?, flags: Int) -> Int {
        let s = min(Int(stateCode >> 1), states.count - 1)
        let c = category.map { min(max($0, 0), categoryCount - 1) } ?? categoryCount - 1
        return ((s * categoryCount + c) * 2 + Int(stateCode & 1)) * Self.flagCombinations + (flags & (Self.flagCombinations - 1))
    }
}
