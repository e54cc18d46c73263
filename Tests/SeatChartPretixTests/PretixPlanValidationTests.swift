import Foundation
import SeatChart
import SeatChartJSON
@testable import SeatChartPretix
import SeatChartTestSupport
import Testing

/// One broken plan: the small hall with one text replaced, and what must be reported.
struct BrokenPlan: CustomTestStringConvertible, Sendable {
    var name: String
    var replace: String
    var with: String
    /// The place of the first problem reported.
    var place: String
    /// A part of its message.
    var message: String
    /// Whether the schema itself forbids it (so Python's `jsonschema` must refuse it too);
    /// otherwise it is one of our checks beyond the schema.
    var breaksSchema: Bool
    /// Whether it breaks only a drawing value (an area): the plan is then read, with a
    /// warning at the place instead of an error.
    var isDrawing = false

    var testDescription: String { name }

    /// The plan's text.
    func text() throws -> String {
        let base = String(decoding: try Fixture.data("small-hall.json"), as: UTF8.self)
        guard base.contains(replace) else { throw Missing(text: replace) }
        return base.replacingOccurrences(of: replace, with: with)
    }

    struct Missing: Error { var text: String }

    static let firstSeat = #"{"seat_guid": "a1", "seat_number": "1", "position": {"x": 0, "y": 0}, "category": "Stalls"}"#
    static let secondSeat = #""position": {"x": 25, "y": 0}, "radius": 8"#

    static let all: [BrokenPlan] = [
        BrokenPlan(name: "a coordinate given as text", replace: firstSeat,
                   with: #"{"seat_guid": "a1", "seat_number": "1", "position": {"x": "12", "y": 0}, "category": "Stalls"}"#,
                   place: "zones[0].rows[0].seats[0].position.x", message: "expected a number, found \"12\"", breaksSchema: true),
        BrokenPlan(name: "an unknown key", replace: firstSeat,
                   with: #"{"seat_guid": "a1", "seat_number": "1", "colour": "red", "position": {"x": 0, "y": 0}, "category": "Stalls"}"#,
                   place: "zones[0].rows[0].seats[0].colour", message: "unknown key; expected one of seat_guid, seat_number", breaksSchema: true),
        BrokenPlan(name: "a missing seat guid", replace: firstSeat,
                   with: #"{"seat_number": "1", "position": {"x": 0, "y": 0}, "category": "Stalls"}"#,
                   place: "zones[0].rows[0].seats[0].seat_guid", message: "required key is missing", breaksSchema: true),
        BrokenPlan(name: "no size", replace: #""size": {"width": 600, "height": 700}"#, with: #""sizes": {"width": 600, "height": 700}"#,
                   place: "sizes", message: "unknown key; expected one of name, zones, categories, size (did you mean size?)", breaksSchema: true),
        BrokenPlan(name: "a row number position outside the enum", replace: #""row_number_position": "start""#,
                   with: #""row_number_position": "left""#,
                   place: "zones[0].rows[0].row_number_position", message: "expected one of \"start\", \"end\", \"both\", null, found \"left\"", breaksSchema: true),
        BrokenPlan(name: "a fractional radius", replace: secondSeat, with: #""position": {"x": 25, "y": 0}, "radius": 2.5"#,
                   place: "zones[0].rows[0].seats[1].radius", message: "expected a whole number, found 2.5", breaksSchema: true),
        BrokenPlan(name: "an unknown area shape", replace: #"{"shape": "ellipse""#, with: #"{"shape": "star""#,
                   place: "zones[0].areas[2].shape", message: "expected one of \"polygon\", \"rectangle\"", breaksSchema: true, isDrawing: true),
        BrokenPlan(name: "a fractional rectangle width", replace: #""width": 40"#, with: #""width": 40.5"#,
                   place: "zones[0].areas[0].rectangle.width", message: "expected a whole number", breaksSchema: true, isDrawing: true),
        BrokenPlan(name: "a zone id given as a number", replace: #""zone_id": "Z-2""#, with: #""zone_id": 2"#,
                   place: "zones[1].zone_id", message: "expected a string, found 2", breaksSchema: true),
        BrokenPlan(name: "a zero radius", replace: secondSeat, with: #""position": {"x": 25, "y": 0}, "radius": 0"#,
                   place: "zones[0].rows[0].seats[1].radius", message: "expected a whole number of pixels from 1", breaksSchema: false),
        BrokenPlan(name: "an unknown category", replace: firstSeat,
                   with: #"{"seat_guid": "a1", "seat_number": "1", "position": {"x": 0, "y": 0}, "category": "Gallery"}"#,
                   place: "zones[0].rows[0].seats[0].category", message: "unknown category \"Gallery\"", breaksSchema: false),
        BrokenPlan(name: "two categories of one name", replace: ##"{"name": "Balcony", "color": "#c9a227"}"##,
                   with: ##"{"name": "Stalls", "color": "#c9a227"}"##,
                   place: "categories[1].name", message: "category name \"Stalls\" is used twice", breaksSchema: false),
        BrokenPlan(name: "a colour that is no CSS colour", replace: ##""color": "#3b6fb6""##, with: ##""color": "red; } svg { display: none""##,
                   place: "categories[0].color", message: "expected a CSS colour", breaksSchema: false),
        BrokenPlan(name: "a coordinate out of range", replace: #""position": {"x": 400, "y": 0}"#, with: #""position": {"x": 1e300, "y": 0}"#,
                   place: "zones[2].position.x", message: "expected a coordinate within", breaksSchema: false),
        BrokenPlan(name: "a number too large for a double", replace: #""position": {"x": 400, "y": 0}"#, with: #""position": {"x": 1e400, "y": 0}"#,
                   place: "zones[2].position.x", message: "expected a finite number", breaksSchema: false),
        BrokenPlan(name: "a negative rectangle", replace: #""height": 20"#, with: #""height": -20"#,
                   place: "zones[0].areas[0].rectangle.height", message: "expected a size from 0", breaksSchema: false, isDrawing: true),
        BrokenPlan(name: "a key written twice", replace: firstSeat,
                   with: #"{"seat_guid": "a1", "seat_guid": "a9", "seat_number": "1", "position": {"x": 0, "y": 0}, "category": "Stalls"}"#,
                   place: "zones[0].rows[0].seats[0].seat_guid", message: "duplicate key; expected each key once", breaksSchema: false),
    ]
}

@Suite("Plans that break the schema or our checks", .onWaitingThreads)
struct PretixPlanValidationTests {
    /// A plan that breaks a seat, a row or a zone is refused naming the place; one that
    /// breaks only a drawing value is read, with a warning naming the place.
    @Test(arguments: BrokenPlan.all)
    func isRefusedNamingThePlace(_ plan: BrokenPlan) throws {
        let data = Data(try plan.text().utf8)
        switch Result(catching: { () throws(InputError) -> PretixImport in try PretixPlanReader.read(data, file: "hall.json") }) {
        case .success(let imported):
            guard plan.isDrawing else {
                Issue.record("accepted, with \(imported.chart.seats.count) seats")
                return
            }
            let warning = try #require(imported.warnings.first { $0.place == plan.place }, "\(imported.warnings)")
            #expect(warning.file == "hall.json")
            #expect(warning.message.contains(plan.message), "\(warning.message)")
            #expect(imported.chart.seats.count == 6)
        case .failure(let error):
            #expect(!plan.isDrawing, "a drawing value refused the plan: \(error)")
            let first = try #require(error.problems.first)
            #expect(first.file == "hall.json")
            #expect(first.place == plan.place)
            #expect(first.message.contains(plan.message), "\(first.message)")
        }
    }

    @Test func theBaseAndTheSchemaBreakersAgreeWithPython() throws {
        let base = try Fixture.data("small-hall.json")
        let schemaLevel = BrokenPlan.all.filter(\.breaksSchema)
        let verdicts = try PythonSchemaCheck.verdicts([base] + schemaLevel.map { Data(try $0.text().utf8) })
        #expect(verdicts.first?.isValid == true)
        for (plan, verdict) in zip(schemaLevel, verdicts.dropFirst()) {
            #expect(!verdict.isValid, "Python accepted \(plan.name)")
            let ours = PretixPlanReader.schemaViolations(in: try JSONParser.parse(Data(try plan.text().utf8)))
            #expect(ours.count == verdict.errors.count, "\(plan.name): ours \(ours), Python's \(verdict.errors)")
        }
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        var text = try BrokenPlan.all[0].text()
        text = text.replacingOccurrences(of: #""radius": 8"#, with: #""radius": "8""#)
        text = text.replacingOccurrences(of: #""name": "Small hall""#, with: #""name": 7"#)
        do {
            _ = try PretixPlanReader.read(Data(text.utf8), file: "hall.json")
            Issue.record("accepted")
        } catch {
            #expect(error.problems.map(\.place) == ["name", "zones[0].rows[0].seats[0].position.x", "zones[0].rows[0].seats[1].radius"])
        }
    }

    /// A seat without a category (the schema's check), one of an unknown category (ours) and
    /// a seat number used twice in its row (a warning): one reading names them all, the
    /// repeat with the seat that has the number first.
    @Test func aRepeatedSeatNumberAndMissingCategoriesAreNamedTogether() throws {
        let text = try BrokenPlan(
            name: "", replace: BrokenPlan.firstSeat, with: #"{"seat_guid": "a1", "seat_number": "1", "position": {"x": 0, "y": 0}}"#,
            place: "", message: "", breaksSchema: true
        ).text().replacingOccurrences(
            of: #"{"seat_guid": "b1", "seat_number": "1", "position": {"x": 0, "y": 0}, "category": "Balcony"}"#,
            with: #"{"seat_guid": "b1", "seat_number": "1", "position": {"x": 0, "y": 0}, "category": "Gallery"}"#)
        let error = try #require(throws: InputError.self) { try PretixPlanReader.read(Data(text.utf8), file: "hall.json") }
        #expect(error.problems.map(\.description) == [
            "hall.json: zones[0].rows[0].seats[0].category: required key is missing",
            "hall.json: zones[0].rows[1].seats[0].category: seat \"1\" of row \"A\" in zone \"Main-floor\" has unknown category \"Gallery\"; expected the name of one of the plan's categories (or \"\" for none)",
        ])
        #expect(error.warnings.map(\.description).contains(
            "hall.json: zones[0].rows[0].seats[2].seat_number: seat number \"2\" is already used in its row, by zones[0].rows[0].seats[1]; imported as \"2_2\""
        ), "\(error.warnings)")
    }

    /// A value the schema refuses is told once, by the schema, not again by our checks.
    @Test func aValueTheSchemaRefusesIsToldOnce() throws {
        let text = try BrokenPlan.all.first { $0.name == "a fractional radius" }?.text() ?? ""
        let text2 = text.replacingOccurrences(of: #""radius": 2.5"#, with: #""radius": 0.5"#)
        let error = try #require(throws: InputError.self) { try PretixPlanReader.read(Data(text2.utf8), file: "hall.json") }
        #expect(error.problems.map(\.place) == ["zones[0].rows[0].seats[1].radius"], "\(error.problems)")
    }

    /// A plan of 120 problems, the schema's and ours: every one is found, and the report
    /// lists the first ``InputError/listedProblems`` and how many more.
    @Test func aHundredProblemsAreAllFoundAndReportedUpToTheBound() throws {
        let error = try #require(throws: InputError.self) { try PretixPlanReader.read(try Self.planOfManyProblems(), file: "plan.json") }
        let messages = error.problems.map(\.message)
        #expect(messages.count(where: { $0 == "required key is missing" }) == 40)
        #expect(messages.count(where: { $0.contains("has unknown category \"Gallery\"") }) == 40)
        #expect(messages.count(where: { $0.hasPrefix("expected a whole number of pixels from 1") }) == 40)
        #expect(error.reported.count == InputError.listedProblems + 1)
        #expect(error.reported.last?.description == "plan.json: zones[0].rows[0].seats[60].category: and 100 more problems, the first of them here (120 in all; the first 20 are listed)")
    }

    /// One zone, one row, 120 seats: every third without a category (the schema's check),
    /// the next of an unknown category, the next of radius 0 (ours).
    static func planOfManyProblems() throws -> Data {
        let seats: [[String: Any]] = (0..<120).map { j in
            var seat: [String: Any] = ["seat_guid": "s\(j)", "seat_number": "\(j + 1)", "position": ["x": j * 20, "y": 0]]
            if j % 3 == 1 { seat["category"] = "Gallery" } else if j % 3 == 2 { seat["category"] = "Stalls"; seat["radius"] = 0 }
            return seat
        }
        return try JSONSerialization.data(withJSONObject: [
            "name": "Many problems", "categories": [["name": "Stalls", "color": "#3b6fb6"]], "size": ["width": 2500, "height": 100],
            "zones": [["name": "Hall", "position": ["x": 0, "y": 50], "rows": [["row_number": "A", "seats": seats]]]],
        ] as [String: Any])
    }

    @Test func syntaxErrorsNameLineAndColumn() throws {
        let text = try BrokenPlan.all[0].text()
        let truncated = String(text.prefix(300))
        do {
            _ = try PretixPlanReader.read(Data(truncated.utf8), file: "hall.json")
            Issue.record("accepted")
        } catch {
            let first = try #require(error.problems.first)
            #expect(first.place.hasPrefix("line "))
            #expect(first.message.hasPrefix("invalid JSON"))
        }
    }

    @Test func notAnObject() throws {
        do {
            _ = try PretixPlanReader.read(.array([]), file: "hall.json")
            Issue.record("accepted")
        } catch {
            #expect(error.problems == [InputProblem(file: "hall.json", place: "$", message: "expected an object, found an empty array")])
        }
    }

    @Test func tooManySeatsAreCountedBeforeBuilding() throws {
        // The real limit is 2,000,000 seats; the same check runs here with a limit of 3.
        let document = try JSONParser.parse(try Fixture.data("small-hall.json"))
        var decoder = PretixPlanDecoder(seatLimit: 3)
        _ = decoder.decode(document)
        #expect(decoder.problems.map(\.path.description) == ["zones"])
        #expect(decoder.problems.first?.message == "the plan has 6 seats; expected at most 3")
        var roomy = PretixPlanDecoder(seatLimit: 6)
        _ = roomy.decode(document)
        #expect(roomy.problems.isEmpty)
    }
}
