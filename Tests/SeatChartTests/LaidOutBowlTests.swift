import Foundation
@testable import SeatChart
import SeatChartTestSupport
import Testing

/// A bowl's rows placed on every core are the rows placed one tribune after another.
@Suite struct LaidOutBowlTests {
    /// The oval mega stadium's 150,000 seats, and the football stadium, whose bowl the builder
    /// places itself (no rows placed seat by seat).
    @Test(arguments: ["mega.json", "football.json"])
    func rowsPlacedOnEveryCoreAreTheRowsPlacedInTurn(_ name: String) throws {
        let spec = try StadiumFileReader.read(path: ShippedStadiums.path(name))
        let plans = StadiumLayout.bowlPlans(spec)
        let inTurn = plans.map { $0.placedRows(spec: spec) }
        // A seat count over the threshold, so that every bowl is placed side by side.
        let sideBySide = LaidOutBowl.placedRows(plans, spec: spec, seatCount: 1_000_000)
        #expect(sideBySide.count == plans.count)
        #expect(sideBySide == inTurn)
        #expect(inTurn.contains { $0 != nil } == (name == "mega.json"), "\(name)")
    }

    /// An oval bowl's seats written straight into place, on any number of cores, are the
    /// seats the builder makes from the rows placed one by one: the mega stadium's 150,000
    /// and a small bowl round an ellipse and a rounded rectangle.
    @Test(arguments: ["mega.json", "ellipse", "rounded"])
    func ovalSeatsWrittenInPlaceAreTheBuildersSeats(_ name: String) throws {
        let spec = name.hasSuffix(".json")
            ? try StadiumFileReader.read(path: ShippedStadiums.path(name))
            : try StadiumFileReader.read(VenueFileFixtures.oval(shape: name), file: name)
        let plans = StadiumLayout.bowlPlans(spec)
        var builder = TribuneBuilder(seatSize: spec.seatSize, spacing: spec.seatSpacing, expectedSeats: 0)
        for plan in plans { builder.add(plan, placed: plan.placedRows(spec: spec), spec: spec) }
        #expect(builder.seats.count > 1_000, "\(name)")
        for workers in [1, 2, 3] {
            let written = try #require(OvalBowlSeats.build(plans, spec: spec, capacity: builder.seats.count + 10, workers: workers))
            #expect(written.tribunes == builder.tribunes, "\(name), \(workers) workers")
            #expect(written.rows == builder.rows, "\(name), \(workers) workers")
            #expect(written.seats == builder.seats, "\(name), \(workers) workers")
            #expect(written.seats.capacity >= builder.seats.count + 10)
        }
        // The chart a check makes takes them: the same chart as placing the stadium in turn.
        #expect(StadiumLayout.build(spec, bowl: LaidOutBowl(spec, key: .null)) == StadiumLayout.build(spec), "\(name)")
    }

    /// Each row's span, worked out from its tribune's ends once for all rows, is the one the
    /// curve's lengths give row by row, to the bit (every row of the mega stadium and of small
    /// bowls round an ellipse and a rounded rectangle).
    @Test(arguments: ["mega.json", "ellipse", "rounded"])
    func rowSpansAreTheCurvesLengths(_ name: String) throws {
        let spec = name.hasSuffix(".json")
            ? try StadiumFileReader.read(path: ShippedStadiums.path(name))
            : try StadiumFileReader.read(VenueFileFixtures.oval(shape: name), file: name)
        var rows = 0
        for plan in StadiumLayout.bowlPlans(spec) {
            guard case .oval(let tribune) = plan.kind else { Issue.record("\(plan.id) is not oval"); continue }
            for r in 0..<tribune.rows {
                let span = tribune.rowSpan(r), d = tribune.offset(ofRow: r)
                let from = tribune.curve.unwrappedLength(to: tribune.start, offset: d)
                let to = tribune.curve.unwrappedLength(to: tribune.end, offset: d)
                #expect(span.offset == d)
                #expect(span.middle == (from + to) / 2, "\(plan.id) row \(r)")
                #expect(span.total == tribune.curve.totalLength(offset: d), "\(plan.id) row \(r)")
                #expect(span.seats == SeatSlots.count(length: to - from, size: spec.seatSize, spacing: spec.seatSpacing))
                rows += 1
            }
        }
        #expect(rows >= 100)
    }

    /// A bowl that is not oval is left to the builder.
    @Test func boxBowlIsLeftToTheBuilder() throws {
        let spec = try StadiumFileReader.read(path: ShippedStadiums.path("football.json"))
        let plans = StadiumLayout.bowlPlans(spec)
        #expect(!plans.isEmpty)
        #expect(OvalBowlSeats.build(plans, spec: spec, capacity: 0, workers: 2) == nil)
    }
}
