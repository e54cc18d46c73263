#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

/// Every seat's cell, prepared for the exact test: centre, the cosine and sine of its
/// rotation, and its half side (or radius) plus the tolerance.
///
/// ``contains(seat:x:y:)`` computes exactly what ``SeatCell/contains(_:tolerance:)`` does,
/// operation for operation, so the index and a scan over ``Chart/cell(of:)`` agree to the
/// last bit; it only avoids evaluating the cosine and sine again for every point.
struct CellTable: Sendable {
    /// One seat's prepared cell.
    struct Record: Sendable {
        var x: Double
        var y: Double
        var cosine: Double
        var sine: Double
        var limit: Double
    }

    let records: [Record]
    let isRound: Bool

    init(chart: Chart, tolerance: Double = HitTolerances.boundary) {
        isRound = chart.roundCells
        // Neighbouring seats mostly share a rotation: evaluate cos and sin once per run of equal angles.
        var last = Double.nan, c = 1.0, s = 0.0
        records = chart.seats.map { seat in
            let radians = seat.rotation.radians
            if radians != last {
                last = radians
                c = cos(radians)
                s = sin(radians)
            }
            return Record(x: seat.center.x, y: seat.center.y, cosine: c, sine: s, limit: seat.size / 2 + tolerance)
        }
    }

    /// Whether `(x, y)` lies in the cell of seat `i`, boundary included within the tolerance.
    @inline(__always)
    func contains(seat i: Int, x: Double, y: Double) -> Bool {
        let r = records[i]
        if isRound {
            let dx = r.x - x, dy = r.y - y
            return (dx * dx + dy * dy).squareRoot() <= r.limit
        }
        return OrientedRect.contains(
            dx: x - r.x, dy: y - r.y, cosine: r.cosine, sine: r.sine, halfWidth: r.limit, halfHeight: r.limit
        )
    }

    /// How far a point in seat `i`'s cell can lie from its centre along the unit direction
    /// `(c, s)`: the half extent of the cell's projection on that direction. A square's
    /// projections on a direction and on its perpendicular are the same.
    func reach(seat i: Int, alongCos c: Double, sin s: Double) -> Double {
        let r = records[i]
        if isRound { return r.limit }
        // Projection of the turned square on the direction (c, s).
        let along = abs(c * r.cosine + s * r.sine), across = abs(-c * r.sine + s * r.cosine)
        return r.limit * (along + across)
    }
}
