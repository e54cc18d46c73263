import Foundation
import SeatChart
import SeatChartSeatsio
import SeatChartTestSupport
import Testing

/// Charts seats.io's own validation would flag are refused like a bad stadium file: every
/// problem at once, each with the file and its JSON path.
@Suite("seats.io charts with errors")
struct BadChartTests {
    static let rows = "seatsio-js_sampleChart.json"

    /// seats.io's own chart with errors: the duplicate `A-1` is named with the other two,
    /// not only once they are fixed, and each problem names its object.
    @Test func seatsiosSampleWithErrorsNamesAllThreeProblems() throws {
        let file = SeatsioSamples.withErrors
        #expect(try Fixture.problems(file) == [
            "\(file): subChart.rows[0].seats[2].label: a seat of row A without a label (found \"?\"); expected a label (seats.io flags unlabelled objects)",
            "\(file): subChart.rows[0].seats[3].categoryKey: seat A-4 without a category; expected the key of one of the chart's categories",
            "\(file): subChart.rows[0].seats[1].label: duplicate label: seat A-1 is also at subChart.rows[0].seats[0]; expected each seat's label once (seats.io flags duplicate labels)",
        ])
    }

    /// Objects without a label claim no id: two seats labelled `?` in one row, or two rows
    /// without a label, are named as unlabelled, not also as duplicates.
    @Test func unlabelledObjectsAreNoDuplicates() throws {
        let problems = try Fixture.problems(Self.rows) { chart in
            chart[path: ["subChart", "rows", 0, "seats", 0, "label"]] = "?"
            chart[path: ["subChart", "rows", 0, "seats", 1, "label"]] = "?"
            chart[path: ["subChart", "rows", 1, "label"]] = ""
            chart[path: ["subChart", "rows", 2, "label"]] = ""
        }
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.allSatisfy { $0.contains("without a label") }, "\(problems)")
    }

    /// A chart of a hundred problems: every one is found (none stops the reading), and the
    /// report lists the first ``InputError/listedProblems`` and how many more.
    @Test func aHundredProblemsAreAllFoundAndReportedUpToTheBound() throws {
        var chart = try Fixture.object(Self.rows)
        let seats: [[String: Any]] = (0..<120).map { j in
            var seat: [String: Any] = ["x": Double(j) * 20, "y": 0, "label": j % 3 == 0 ? "?" : j % 3 == 2 ? "D" : "\(j)"]
            if j % 3 != 1 { seat["categoryKey"] = 9 }
            return seat
        }
        chart[path: ["subChart", "rows"]] = [["label": "A", "seats": seats]]
        let error = try #require(throws: InputError.self) {
            try SeatsioChartReader.read(try JSONSerialization.data(withJSONObject: chart), file: "chart.json")
        }
        let messages = error.problems.map(\.message)
        #expect(messages.count(where: { $0.contains("without a label") }) == 40)
        #expect(messages.count(where: { $0.contains("without a category") }) == 40)
        #expect(messages.count(where: { $0.hasPrefix("duplicate label: seat A-D is also at subChart.rows[0].seats[2];") }) == 39)
        #expect(error.problems.count == 119)
        #expect(error.reported.count == InputError.listedProblems + 1)
        #expect(error.reported.last?.description == "chart.json: subChart.rows[0].seats[30].label: and 99 more problems, the first of them here (119 in all; the first 20 are listed)")
    }

    @Test func duplicateLabelsAreRefusedAtTheSecondPlace() throws {
        let problems = try Fixture.problems(Self.rows) { chart in
            chart[path: ["subChart", "rows", 0, "seats", 1, "label"]] = "1"
        }
        #expect(problems == [
            "chart.json: subChart.rows[0].seats[1].label: duplicate label: seat A-1 is also at subChart.rows[0].seats[0]; expected each seat's label once (seats.io flags duplicate labels)",
        ])
        // Two objects of one label: a table named like a row.
        let clash = try Fixture.problems("seatsio-js_sampleChartWithTables.json") { chart in
            chart[path: ["subChart", "tables", 1, "label"]] = "T1"
        }
        #expect(clash.count == 1 + 6, "the table's label and each chair: \(clash)")
        #expect(clash.first == "chart.json: subChart.tables[1]: duplicate label: table T1 has the label of the table at subChart.tables[0]; expected each label once (seats.io flags duplicate labels)")
    }

    @Test(arguments: ["?", "", "  "])
    func objectsWithoutALabelAreRefused(_ label: String) throws {
        let problems = try Fixture.problems(Self.rows) { chart in
            chart[path: ["subChart", "rows", 1, "seats", 2, "label"]] = label
            chart[path: ["subChart", "generalAdmissionAreas", 0, "label"]] = label
        }
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.first?.hasPrefix("chart.json: subChart.rows[1].seats[2].label: a seat of row B without a label") == true, "\(problems)")
        #expect(problems.last?.hasPrefix("chart.json: subChart.generalAdmissionAreas[0].label: a general-admission area without a label") == true)
    }

    @Test func seatsWithoutACategoryAreRefused() throws {
        let problems = try Fixture.problems(Self.rows) { chart in
            chart[path: ["subChart", "rows", 3, "seats", 0, "categoryKey"]] = NSNull()
            chart[path: ["subChart", "rows", 3, "seats", 1, "categoryKey"]] = 77
        }
        #expect(problems == [
            "chart.json: subChart.rows[3].seats[0].categoryKey: seat D-1 without a category; expected the key of one of the chart's categories",
            "chart.json: subChart.rows[3].seats[1].categoryKey: seat D-2 has unknown category key 77; expected the key of one of the chart's categories (categories.list)",
            "chart.json: subChart.rows[3].seats[1].categoryKey: seat D-2 without a category; expected the key of one of the chart's categories",
        ])
        // A section's seats take its category: a section without one leaves them without.
        let sections = try Fixture.problems("seatsio-js_sampleChartWithSections.json") { chart in
            chart[path: ["subChart", "sections", 1, "categoryKey"]] = NSNull()
        }
        #expect(sections.count == 35 && sections.allSatisfy { $0.contains(" without a category") })
        // Named with their section and row, as their ids are.
        #expect(sections.first?.hasPrefix("chart.json: subChart.sections[1].subChart.rows[0].seats[0].categoryKey: seat \(try Self.sectionSeatID(1)) without") == true,
                "\(sections.first ?? "")")
    }

    /// The id of the first seat of section `s` of the sections sample, as its JSON spells it.
    static func sectionSeatID(_ s: Int) throws -> String {
        let chart = try Fixture.object("seatsio-js_sampleChartWithSections.json")
        let label = { (path: [Any]) in chart[path: path + ["label"]] as? String ?? "" }
        let section: [Any] = ["subChart", "sections", s]
        return [label(section), label(section + ["subChart", "rows", 0]), label(section + ["subChart", "rows", 0, "seats", 0])].joined(separator: "-")
    }

    @Test func objectsOfAnUnknownTypeAreRefused() throws {
        let problems = try Fixture.problems(Self.rows) { chart in
            chart[path: ["subChart", "balconies"]] = [["label": "B1"]]
            chart[path: ["subChart", "generalAdmissionAreas", 1, "type"]] = "star"
            chart[path: ["subChart", "rows", 0, "objectType"]] = "booth"
            chart[path: ["subChart", "shapes", 0, "type"]] = "hexagon"
        }
        #expect(problems == [
            "chart.json: subChart.balconies: objects of an unknown type (balconies); expected only rows, tables, generalAdmissionAreas, booths, sections, shapes, texts, icons or imageObjects",
            "chart.json: subChart.rows[0].objectType: an object of unknown type \"booth\" in this list; expected \"row\"",
            "chart.json: subChart.generalAdmissionAreas[1].type: a general-admission area of unknown type \"star\"; expected \"circle\", \"ellipse\", \"rectangle\" or \"polygon\"",
            "chart.json: subChart.shapes[0].type: a shape of unknown type \"hexagon\"; expected \"circle\", \"ellipse\", \"rectangle\", \"polygon\" or \"line\"",
        ])
    }

    @Test func wrongTypesAndUnknownZonesNameTheirPlace() throws {
        let problems = try Fixture.problems("seatsio-js_sampleChartWithZones.json") { chart in
            chart[path: ["subChart", "sections", 0, "zone"]] = "paddock"
            chart[path: ["subChart", "sections", 2, "subChart", "rows", 0, "seats", 0, "x"]] = "448"
            chart[path: ["subChart", "sections", 3, "topLeft"]] = [1, 2]
        }
        #expect(problems == [
            "chart.json: subChart.sections[0].zone: section Goal Stand 4 has unknown zone paddock; expected the key of one of the chart's zones (zones.list)",
            "chart.json: subChart.sections[2].subChart.rows[0].seats[0].x: expected a number within ±1000000, found \"448\"",
            "chart.json: subChart.sections[3].topLeft: expected a point {\"x\": X, \"y\": Y}, found an array",
        ])
    }

    @Test func everyProblemIsReportedAtOnceAndNothingIsBuilt() throws {
        let problems = try Fixture.problems(Self.rows) { chart in
            chart[path: ["subChart", "rows", 0, "seats", 1, "label"]] = "?"
            chart[path: ["subChart", "rows", 2, "seats", 0, "categoryKey"]] = NSNull()
            chart[path: ["subChart", "rows", 2, "label"]] = ""
            chart[path: ["categories", "list", 1, "color"]] = "red;}"
        }
        #expect(problems.count == 4, "\(problems)")
        #expect(problems.allSatisfy { $0.hasPrefix("chart.json: ") })
    }

    @Test func notAChartAtAll() throws {
        #expect(throws: InputError.self) { try SeatsioChartReader.read(Data("{\"venueType\": \"ZONES\"}".utf8), file: "x.json") }
        let error = try #require(try? { () throws -> InputError? in
            do { _ = try SeatsioChartReader.read(Data("{\"venueType\": 1, \"subChart\": []}".utf8), file: "x.json"); return nil } catch let e as InputError { return e }
        }())
        #expect(error.description == "x.json: subChart: expected the chart's objects (a JSON object), found an empty array")
    }
}
