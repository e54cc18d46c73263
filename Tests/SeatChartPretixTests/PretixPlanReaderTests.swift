import Foundation
import SeatChart
import SeatChartJSON
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartPretix
import Testing

@Suite("Importing the pretix-screenshots plan")
struct PretixPlanReaderTests {
    let imported: PretixImport

    init() throws {
        imported = try PretixPlanReader.read(contentsOf: Fixture.path(Fixture.screenshotsPlan))
    }

    @Test func seatsZonesAndRows() throws {
        let chart = imported.chart
        #expect(chart.seats.count == 1057)
        #expect(chart.tribunes.map(\.id) == ["Ground floor", "Balcony"])
        #expect(chart.rows.count == 35)
        #expect(chart.name == "Pretix")
        #expect(chart.roundCells)
        #expect(chart.seatShape == .circle)
        // Every index of the model points where it should.
        for (t, tribune) in chart.tribunes.enumerated() {
            for r in tribune.rows {
                #expect(chart.rows[r].tribune == t)
                for s in chart.rows[r].seats { #expect(chart.seats[s].row == r && chart.seats[s].tribune == t) }
            }
        }
        #expect(chart.rows.flatMap { Array($0.seats) } == Array(chart.seats.indices))
    }

    @Test func reportsTheEightyFourDuplicateGUIDs() throws {
        #expect(imported.duplicateGUIDs.count == 84)
        #expect(imported.duplicateGUIDs.first == "17-1")
        #expect(imported.duplicateGUIDs.last == "19-28")
        let warnings = imported.warnings.filter { $0.message.hasPrefix("duplicate seat guid") }
        #expect(warnings.count == 84)
        let first = try #require(warnings.first)
        #expect(first.place == "zones[1].rows[0].seats[0].seat_guid")
        #expect(first.message.contains("\"17-1\""))
        #expect(first.message.contains("Ground floor-17-17_1") && first.message.contains("Balcony-17-17_1"))
    }

    @Test func idsAreUniqueAndRoundTripThroughTheChart() {
        let chart = imported.chart
        let ids = chart.seats.indices.map(chart.seatID)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.split(separator: "-", omittingEmptySubsequences: false).count == 3 })
        #expect(ids.first == "Ground floor-1-1_1")
        for (i, id) in ids.enumerated() { #expect(chart.seatIndex(forID: id) == i) }
    }

    @Test func positionsAddZoneRowAndSeat() throws {
        let chart = imported.chart
        // Ground floor (0,0) + row 1 (10,85) + seat 1-1 (120,0).
        let first = try #require(chart.seatIndex(forID: "Ground floor-1-1_1"))
        #expect(chart.seats[first].center == Point(x: 130, y: 85))
        #expect(chart.seats[first].size == 20)
        // Balcony (0,920) + row 17 (10,85) + seat 17-1 (90,0).
        let balcony = try #require(chart.seatIndex(forID: "Balcony-17-17_1"))
        #expect(chart.seats[balcony].center == Point(x: 100, y: 1005))
    }

    @Test func categoriesKeepNamesAndColours() {
        let chart = imported.chart
        #expect(chart.categories.map(\.id) == ["Parkett_vorne", "Parkett_mitte", "Parkett_hinten", "Balkon_vorne", "Balkon_hinten"])
        #expect(chart.categories.map(\.name) == ["Parkett vorne", "Parkett mitte", "Parkett hinten", "Balkon vorne", "Balkon hinten"])
        #expect(chart.categories.map(\.color) == ["#7f4a91", "#d36060", "#5f9cd4", "#7f4a91", "#d36060"])
        #expect(chart.seats.allSatisfy { $0.category != nil })
        let first = chart.seats[0]
        #expect(first.category.map { chart.categories[$0].name } == "Parkett vorne")
    }

    @Test func areasAndFocalPoint() throws {
        let chart = imported.chart
        #expect(chart.areas.count == 2)
        let stage = chart.areas[0]
        #expect(stage.text == "STAGE")
        #expect(stage.fill == "#eee")
        #expect(stage.path.controlPointBounds == Rect(x: 360, y: 0, width: 390, height: 50))
        #expect(stage.textPosition == Point(x: 540, y: 26))
        // The balcony's box is transparent: no fill.
        #expect(chart.areas[1].fill == nil)
        #expect(chart.areas[1].path.controlPointBounds == Rect(x: 0, y: 920, width: 1150, height: 180))
        // Seats face the stage.
        #expect(chart.focalPoint == Point(x: 555, y: 25))
    }

    /// A zone's outline is its seats' cells: every seat lies inside its own zone's, and no
    /// seat's centre inside another zone's (outlines follow the seats, never across a zone).
    @Test func everySeatLiesInsideItsZoneOutlineAndNoOther() {
        let chart = imported.chart
        let outlines = chart.tribunes.indices.map { chart.outlinePath(ofTribune: $0) }
        for (i, seat) in chart.seats.enumerated() {
            #expect(chart.tribunes[seat.tribune].outline.isSeatCells)
            for k in 0..<8 {
                let angle = Double(k) * .pi / 4
                let edge = Point(x: seat.center.x + (seat.size / 2 - 1e-6) * cos(angle), y: seat.center.y + (seat.size / 2 - 1e-6) * sin(angle))
                #expect(outlines[seat.tribune].contains(edge), "seat \(chart.seatID(i)) pokes out of its zone")
            }
            for t in outlines.indices where t != seat.tribune {
                #expect(!outlines[t].contains(seat.center), "seat \(chart.seatID(i)) lies in zone \(chart.tribunes[t].id)")
            }
        }
    }

    @Test func aHitAtEverySeatReturnsThatSeat() {
        let chart = imported.chart
        let index = HitIndex(chart: chart)
        for (i, seat) in chart.seats.enumerated() {
            #expect(index.hit(seat.center).seat == i, "seat \(chart.seatID(i))")
            // Just inside the circle's edge, too.
            let edge = seat.center + Vector(dx: seat.size / 2 - 0.01, dy: 0)
            #expect(index.hit(edge).seat == i, "edge of seat \(chart.seatID(i))")
        }
        // And a brute-force scan agrees: no other seat's circle covers a seat's centre.
        for (i, seat) in chart.seats.enumerated() {
            let covering = chart.seats.indices.filter { chart.cell(of: $0).contains(seat.center) }
            #expect(covering == [i])
        }
    }
}
