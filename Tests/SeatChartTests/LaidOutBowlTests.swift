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
}
