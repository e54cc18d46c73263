import SeatChartConcurrency
import SeatChartGeometry

/// An oval bowl's tribunes, rows and seats written straight into the chart's arrays, the
/// tribunes side by side on every core.
///
/// Each row's seats are counted before any is placed (``OvalBowlLayout/Tribune/rowSpan(_:)``,
/// the count its placing uses), so every tribune knows where its rows and seats go, and each
/// seat is made once, in its final place, not placed in rows first and copied into the chart
/// (docs/perf-log.md, "2026-11-28 (morning): one ticket, the layout and the cache trimmed").
/// The arrays are the ones ``TribuneBuilder`` makes from ``TribunePlan/placedRows(spec:)``,
/// whatever the number of cores.
enum OvalBowlSeats {
    /// The tribunes, rows and seats of `plans`, which come first in the chart (tribune `k` is
    /// `plans[k]`); `nil` unless every plan is a tribune of an oval bowl.
    ///
    /// - Parameters:
    ///   - capacity: room to leave in the seats' array (the sections' seats, appended later).
    ///   - workers: how many tribunes are placed at once.
    /// - Complexity: O(rows + seats), in two passes over the tribunes on `workers` cores.
    static func build(
        _ plans: [TribunePlan], spec: StadiumSpec, capacity: Int, workers: Int
    ) -> (tribunes: [Tribune], rows: [Row], seats: [Seat])? {
        let ovals = plans.compactMap { plan -> OvalBowlLayout.Tribune? in
            guard case .oval(let tribune) = plan.kind else { return nil }
            return tribune
        }
        guard ovals.count == plans.count else { return nil }

        // First pass: each tribune's rows (where they lie, how many seats) and its outline.
        let measured = ConcurrentWork.map(ovals.count, workers: workers) { k in
            ((0..<max(0, ovals[k].rows)).map(ovals[k].rowSpan), TribuneOutline.polygon(ovals[k].outline()))
        }
        let tribuneRows = measured.map(\.0), outlines = measured.map(\.1)

        // Where each tribune's rows and seats go; the rows and tribunes themselves.
        var tribunes: [Tribune] = [], rows: [Row] = [], firstSeats: [Int] = []
        tribunes.reserveCapacity(plans.count)
        firstSeats.reserveCapacity(plans.count)
        var labels: [String] = [], longest = 0, seatCount = 0
        for (k, plan) in plans.enumerated() {
            let firstRow = rows.count, firstSeat = seatCount
            firstSeats.append(firstSeat)
            for (r, span) in tribuneRows[k].enumerated() {
                while labels.count <= r { labels.append(RowLabel.label(labels.count)) }
                let seats = max(0, span.seats)
                rows.append(Row(tribune: k, index: r, label: labels[r], seats: seatCount..<seatCount + seats, line: .curve, aisles: []))
                seatCount += seats
                longest = max(longest, seats)
            }
            tribunes.append(Tribune(
                id: plan.id, outline: outlines[k], rows: firstRow..<rows.count, seats: firstSeat..<seatCount,
                category: plan.category, kind: plan.tribuneKind, level: plan.level, zone: plan.zone))
        }
        let numbers = (0..<longest).map { String($0 + 1) }
        let (firstRows, seatStarts) = (tribunes.map(\.rows.lowerBound), firstSeats)

        // Second pass: every seat, written once into its place.
        let seats = [Seat](unsafeUninitializedCapacity: max(capacity, seatCount)) { buffer, initialized in
            let target = SeatBuffer(base: buffer.baseAddress)
            ConcurrentWork.forEach(ovals.count, workers: workers) { k in
                var next = seatStarts[k]
                let (tribune, category, size) = (ovals[k], plans[k].category, spec.seatSize)
                for (r, span) in tribuneRows[k].enumerated() {
                    let row = firstRows[k] + r
                    tribune.forEachSeat(of: span) { j, center, rotation in
                        target.initialize(next, to: Seat(
                            tribune: k, row: row, number: numbers[j], center: center, rotation: rotation, size: size,
                            category: category))
                        next += 1
                    }
                }
            }
            initialized = seatCount
        }
        return (tribunes, rows, seats)
    }

    /// The seats' storage, shared by the workers: each writes its own tribunes' places.
    private struct SeatBuffer: @unchecked Sendable {
        let base: UnsafeMutablePointer<Seat>?

        func initialize(_ index: Int, to seat: Seat) {
            (base! + index).initialize(to: seat)
        }
    }
}
