import SeatChartGeometry

/// One tribune before its seats exist: its id, outline, rows and category.
///
/// Both the bowl and explicit sections reduce to these two kinds, so one builder
/// (``TribuneBuilder``) places every seat.
struct TribunePlan: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A rectangle turned like its seats (local +x = growing numbers, local +y = facing).
        /// Row 0 lies along the local +y edge.
        case rectangle(OrientedRect)
        /// An annular sector; rows run from the inner radius outwards and seats face the centre.
        case sector(AnnularSector)
    }

    var id: String
    var kind: Kind
    var rowCount: Int
    var category: Int?

    /// The length of row `r` that the slot rule divides.
    func rowLength(_ r: Int, seatSize: Double, pitch: Double) -> Double {
        switch kind {
        case .rectangle(let rect):
            return rect.size.width
        case .sector(let sector):
            let radius = sector.innerRadius + (Double(r) + 0.5) * pitch
            return (radius - seatSize / 2) * sector.sweep.radians
        }
    }

    /// The number of seats of row `r`.
    func seatCount(row r: Int, seatSize: Double, spacing: Double) -> Int {
        SeatSlots.count(length: rowLength(r, seatSize: seatSize, pitch: seatSize + spacing), size: seatSize, spacing: spacing)
    }

    /// The number of seats of the whole tribune, without placing them.
    ///
    /// - Complexity: O(1) for a rectangle, O(rows) for a sector.
    func seatCount(seatSize: Double, spacing: Double) -> Int {
        switch kind {
        case .rectangle:
            let (product, overflow) = max(0, rowCount).multipliedReportingOverflow(
                by: seatCount(row: 0, seatSize: seatSize, spacing: spacing))
            return overflow ? Int.max / 2 : product
        case .sector:
            var total = 0
            for r in 0..<max(0, rowCount) {
                total += seatCount(row: r, seatSize: seatSize, spacing: spacing)
                if total > StadiumLayout.maximumSeats { return total }
            }
            return total
        }
    }

    /// The outline the chart keeps.
    var outline: TribuneOutline {
        switch kind {
        case .rectangle(let r): return .rectangle(r)
        case .sector(let s): return .annularSector(s)
        }
    }
}
