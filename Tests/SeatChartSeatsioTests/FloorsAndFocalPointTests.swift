import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartSeatsio
import SeatChartTestSupport
import Testing

/// Charts not among the samples: floors (`subChartFloors`) become levels, and a chart without
/// a focal point uses its centre, with a warning.
@Suite("seats.io floors and focal points")
struct FloorsAndFocalPointTests {
    /// The sample chart on two floors, the second's labels renamed so that ids stay unique.
    static func twoFloors() throws -> SeatsioImport {
        try Fixture.read("seatsio-js_sampleChart.json") { chart in
            var first = chart["subChart"] as? [String: Any] ?? [:]
            first["floorName"] = "1"
            var second = first
            second["floorName"] = "2"
            var rows = second["rows"] as? [[String: Any]] ?? []
            for k in rows.indices { rows[k]["label"] = ["E", "F", "G", "H"][k] }
            second["rows"] = rows
            var areas = second["generalAdmissionAreas"] as? [[String: Any]] ?? []
            for k in areas.indices { areas[k]["label"] = "Upper \(k + 1)" }
            second["generalAdmissionAreas"] = areas
            chart["subChart"] = nil
            chart["subChartFloors"] = [first, second]
        }
    }

    @Test func floorsBecomeLevels() throws {
        let imported = try Self.twoFloors()
        let chart = imported.chart
        #expect(chart.levels.map(\.id) == ["1", "2"])
        #expect(chart.levels.map(\.name) == ["Floor 1", "Floor 2"])
        #expect(chart.seats.count == 64)
        let e1 = try #require(chart.seatIndex(forID: "E-1")), a1 = try #require(chart.seatIndex(forID: "A-1"))
        #expect(chart.tribunes[chart.seats[e1].tribune].level == 1 && chart.tribunes[chart.seats[a1].tribune].level == 0)
        // The two floors lie over one another: a view of each level answers for its own.
        #expect(chart.seats[e1].center == chart.seats[a1].center)
        #expect(HitIndex(chart: chart, level: 0).hit(chart.seats[a1].center).seat == a1)
        #expect(HitIndex(chart: chart, level: 1).hit(chart.seats[a1].center).seat == e1)
        #expect(chart.hitByScan(chart.seats[a1].center, level: 1).seat == e1)
        // The first floor's stage is the field; the second's is drawn on its own level.
        #expect(chart.field?.kind == .stage)
        #expect(chart.areas.map(\.level) == [1])
        // Objects of different floors do not overlap.
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(imported.tribunePlaces.last == "subChartFloors[1].rows[3]")
    }

    @Test func labelsAreUniqueAcrossFloors() throws {
        let problems = try Fixture.problems("seatsio-js_sampleChart.json") { chart in
            var first = chart["subChart"] as? [String: Any] ?? [:]
            first["generalAdmissionAreas"] = []
            chart["subChart"] = nil
            chart["subChartFloors"] = [first, first]
        }
        #expect(problems.first == "chart.json: subChartFloors[1].rows[0].seats[0].label: duplicate label: seat A-1 is also at subChartFloors[0].rows[0].seats[0]; expected each seat's label once (seats.io flags duplicate labels)")
        #expect(problems.count == 32)
    }

    @Test func aChartWithoutAFocalPointUsesItsCentreWithAWarning() throws {
        let imported = try Fixture.read("seatsio-js_sampleChartWithSections.json") { chart in
            chart[path: ["subChart", "focalPoint"]] = NSNull()
        }
        #expect(imported.chart.focalPoint == Point((0.75 + 302.69) / 2, (0.75 + 240.75) / 2))
        #expect(imported.warnings.map(\.description) == [
            "chart.json: subChart.focalPoint: no focal point; the chart's centre (151.72, 120.75) is used: seats face it and best-available ranks seats by their distance to it",
        ])
        // The Race Track has none either, but every section has a zone with its own.
        #expect(try Fixture.imported(SeatsioSamples.raceTrack).warnings.isEmpty)
        let zoneless = try Fixture.read(SeatsioSamples.raceTrack) { chart in
            chart[path: ["subChart", "sections", 1, "zone"]] = NSNull()
        }
        #expect(zoneless.warnings.count == 1 && zoneless.warnings[0].place == "subChart.focalPoint")
    }

    @Test func labelsWithADashAreImportedWithAnUnderscore() throws {
        let imported = try Fixture.read("seatsio-js_sampleChartWithSections.json") { chart in
            chart[path: ["subChart", "sections", 0, "label"]] = "North-West"
        }
        #expect(imported.chart.seatIndex(forID: "North_West-A-1") != nil)
        #expect(imported.warnings.map(\.description) == [
            "chart.json: subChart.sections[0].label: section label \"North-West\" holds '-', which separates the parts of an id; imported as \"North_West\"",
        ])
    }
}
