import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartSeatsio
import SeatChartTestSupport
import Testing

/// The four seats.io samples import with every seat, under the ids seats.io gives them, where
/// the chart puts them; checked against a plain walk of the JSON (``SeatsioSamples``).
@Suite("seats.io sample charts")
struct SampleChartTests {
    @Test(arguments: SeatsioSamples.names)
    func everySeatIsImportedWithItsIdAndPlace(_ name: String) throws {
        let chart = try Fixture.imported(name).chart
        let expected = try SeatsioSamples.expected(name)
        #expect(chart.seats.count == expected.seats.count)
        var byID: [String: Int] = [:]
        for i in chart.seats.indices { byID[chart.seatID(i)] = i }
        #expect(byID.count == chart.seats.count, "ids are unique")
        #expect(Set(byID.keys) == Set(expected.seats.map(\.id)))
        for seat in expected.seats {
            guard let i = byID[seat.id] else { continue }
            #expect(chart.seats[i].center == Point(seat.x, seat.y), "\(seat.id)")
            #expect(chart.seatIndex(forID: seat.id) == i, "\(seat.id) is found by its id")
        }
        let areas = chart.standingAreas.compactMap { t in chart.tribunes[t].kind.standingArea.map { (chart.tribunes[t].id, $0.capacity) } }
        #expect(Dictionary(uniqueKeysWithValues: areas) == expected.areas)
    }

    @Test(arguments: SeatsioSamples.names)
    func aHitAtEverySeatsCentreGivesThatSeatOrTheOneDrawnOverIt(_ name: String) throws {
        let chart = try Fixture.imported(name).chart
        let index = HitIndex(chart: chart)
        // The seat drawn on top at each centre: the last one (in chart order) whose cell holds it.
        let tops = ReferenceHits.topSeats(at: chart.seats.map(\.center), in: chart)
        for i in chart.seats.indices {
            #expect(index.hit(chart.seats[i].center).seat == tops[i], "\(chart.seatID(i))")
            #expect(chart.hitByScan(chart.seats[i].center).seat == tops[i], "\(chart.seatID(i)) by scan")
        }
        #expect(chart.seats.indices.filter { index.hit(chart.seats[$0].center).seat == $0 }.count >= chart.seats.count / 2)
    }

    @Test func rowsWithoutSectionsAreTribunesOfTheirLabel() throws {
        let imported = try Fixture.imported("seatsio-js_sampleChart.json")
        let chart = imported.chart
        #expect(chart.tribunes.map(\.id) == ["GA1", "GA2", "A", "B", "C", "D"])
        #expect(chart.seatID(chart.tribunes[2].seats.lowerBound) == "A-1")
        #expect(chart.categories.map(\.id) == ["9", "10", "string11"])
        #expect(chart.categories.map(\.name) == ["Cat1", "Cat2", "Cat3"])
        #expect(chart.categories.map(\.color) == ["#87A9CD", "#5E42ED", "#5E42BB"])
        #expect(chart.categoryID(ofSeat: try #require(chart.seatIndex(forID: "A-1"))) == "9")
        #expect(chart.categoryID(ofSeat: try #require(chart.seatIndex(forID: "C-1"))) == "10")
        // The one accessible seat.
        #expect(chart.seats.indices.filter { chart.seats[$0].isAccessible }.map(chart.seatID) == ["A-7"])
        // The stage is the field, the focal point the chart's own.
        let field = try #require(chart.field)
        #expect(field.kind == .stage && field.center == Point(218.94, 30.56))
        #expect(chart.focalPoint == Point(225, 33.23))
        // General admission: GA1 in groups (variableOccupancy, from minOccupancy to its
        // capacity), GA2 by any quantity.
        let ga1 = try #require(chart.tribunes[0].kind.standingArea), ga2 = try #require(chart.tribunes[1].kind.standingArea)
        #expect(ga1.capacity == 100 && ga1.sale == .group(minimum: 1, maximum: 100))
        #expect(ga2.capacity == 100 && ga2.sale == .quantity)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    @Test func sectionsKeepTheirPolygonsAndCategories() throws {
        let chart = try Fixture.imported("seatsio-js_sampleChartWithSections.json").chart
        #expect(chart.tribunes.map(\.id) == ["Section A", "Section B"])
        #expect(chart.tribunes[0].outline == .polygon([Point(0.75, 0.75), Point(0.75, 240.75), Point(132.75, 240.75), Point(132.75, 0.75)]))
        #expect(chart.tribunes[0].seats.count == 36 && chart.tribunes[1].seats.count == 35)
        let seat = try #require(chart.seatIndex(forID: "Section B-A-1"))
        #expect(chart.seats[seat].center == Point(189.94 + 16.25, 45.25))
        #expect(chart.categoryID(ofSeat: seat) == "4", "the section's category")
        #expect(chart.rows[chart.tribunes[0].rows.lowerBound].label == "A")
    }

    @Test func tablesOnOneSpotAreKeptWithAWarningAndTheLaterOneIsHit() throws {
        let imported = try Fixture.imported("seatsio-js_sampleChartWithTables.json")
        let chart = imported.chart
        #expect(chart.tables.map { chart.tribunes[$0].id } == ["T1", "T2"])
        #expect(chart.tribunes[0].kind.table?.sale == .seats && chart.tribunes[1].kind.table?.sale == .whole)
        #expect(chart.tribunes[1].kind.table?.shape == .round(radius: 23.8732414637843))
        #expect(imported.warnings.count == 1)
        let warning = try #require(imported.warnings.first)
        #expect(warning.place == "subChart.tables[1]")
        #expect(warning.message.contains("table T2 overlaps table T1") && warning.message.contains("hits T2"))
        let chair = try #require(chart.seatIndex(forID: "T1-1"))
        let hit = HitIndex(chart: chart).hit(chart.seats[chair].center)
        #expect(hit.seat.map(chart.seatID) == "T2-1")
        // Off the chairs, on the tops: the later table.
        #expect(HitIndex(chart: chart).hit(Point(35.74, 39.87)) == .tribune(1))
        #expect(chart.hitByScan(Point(35.74, 39.87)) == .tribune(1))
    }

    @Test func zonesBringTheirFocalPointsAndSectionsTheirZones() throws {
        let imported = try Fixture.imported(SeatsioSamples.raceTrack)
        let chart = imported.chart
        #expect(chart.seats.count == 8_897)
        #expect(chart.zones.map(\.id) == ["finishline", "midtrack"])
        #expect(chart.zones.map(\.name) == ["Finish Line", "Mid Track"])
        #expect(chart.zones[0].focalPoint == Point(15445.45, 18181.82))
        #expect(chart.tribunes.map(\.id) == ["Goal Stand 4", "Goal Stand 3", "MT1", "MT3"])
        #expect(chart.tribunes.map(\.zone) == [0, 0, 1, 1])
        #expect(chart.focalPoint(ofTribune: 2) == Point(43627.27, 18681.82))
        #expect(chart.seatIndex(forID: "Goal Stand 3-A-1") != nil)
        #expect(chart.rows.count == 131)
        // Every seat has a zone: no focal point is missing, so no warning.
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(imported.tribunePlaces == ["subChart.sections[0]", "subChart.sections[1]", "subChart.sections[2]", "subChart.sections[3]"])
    }
}
