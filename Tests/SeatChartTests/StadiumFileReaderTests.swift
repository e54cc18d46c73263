import Foundation
@testable import SeatChart
import SeatChartTestSupport
import Testing

/// One test per class of bad input: each asserts the file, the place and what was expected.
@Suite struct StadiumFileReaderTests {
    typealias F = StadiumFileFixtures

    /// Expects exactly one problem, in `test.json` at `place`, whose message contains every fragment.
    func expectOnly(_ problems: [InputProblem], place: String, _ fragments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.count == 1, "\(problems)", sourceLocation: sourceLocation)
        expect(problems, place: place, fragments, sourceLocation: sourceLocation)
    }

    /// Expects a problem in `test.json` at `place` whose message contains every fragment.
    func expect(_ problems: [InputProblem], place: String, _ fragments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let match = problems.first { $0.place == place && $0.file == "test.json" }
        #expect(match != nil, "no problem at \(place) in \(problems)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(match?.message.contains(fragment) == true, "\(match?.message ?? "") lacks \(fragment)", sourceLocation: sourceLocation)
        }
    }

    func ring(_ edit: @escaping (inout [String: Any]) -> Void) -> Data {
        F.minimal { o in
            var bowl = o["bowl"] as! [String: Any]
            var rings = bowl["rings"] as! [[String: Any]]
            edit(&rings[0])
            bowl["rings"] = rings
            o["bowl"] = bowl
        }
    }

    // MARK: - null counts as absent

    @Test func optionalNumbersSetToNullCountAsAbsent() {
        #expect(F.problems(ring { $0["offset"] = NSNull(); $0["aisle"] = NSNull() }).isEmpty)
        #expect(F.problems(F.minimal { o in
            var seat = o["seat"] as! [String: Any]
            seat["spacing"] = NSNull()
            o["seat"] = seat
            var field = o["field"] as! [String: Any]
            field["cornerRadius"] = NSNull()
            o["field"] = field
        }).isEmpty)
        // A value that is there is still checked.
        expectOnly(F.problems(ring { $0["offset"] = -1 }), place: "bowl.rings[0].offset", "expected")
    }

    // MARK: - Files that are not JSON

    @Test func truncatedFileNamesLineAndColumn() throws {
        let text = String(try SpecExample.text.prefix(40))
        let problems = F.problems(text)
        #expect(problems.count == 1)
        #expect(problems.first?.place.hasPrefix("line 3, column ") == true)
        #expect(problems.first?.message.contains("invalid JSON") == true)
        #expect(problems.first?.message.contains("truncated") == true)
    }

    @Test func binaryFileIsNotJSON() {
        let problems = F.problems(Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF]))
        expectOnly(problems, place: "line 1, column 1", "invalid JSON", "byte 0x89")
    }

    @Test func emptyFile() {
        expectOnly(F.problems(""), place: "line 1, column 1", "the file is empty", "expected a JSON object")
    }

    @Test func syntaxErrorInTheMiddle() {
        expectOnly(F.problems("{\n  \"schema\": 1,\n  \"name\" \"x\"\n}"), place: "line 3, column 10", "expected ':'")
    }

    @Test func duplicateKey() {
        let text = F.minimal.replacingOccurrences(of: "\"name\": \"Small\"", with: "\"name\": \"Small\", \"name\": \"Big\"")
        expectOnly(F.problems(text), place: "name", "duplicate key")
    }

    @Test func topLevelMustBeAnObject() {
        expectOnly(F.problems("[1, 2]"), place: "$", "expected a stadium (a JSON object), found an array")
    }

    // MARK: - Missing fields, wrong types, unknown keys

    @Test func missingField() {
        let data = F.minimal { $0["seat"] = nil }
        expectOnly(F.problems(data), place: "seat", "missing", "expected the seat")
        let noSize = F.minimal { $0["seat"] = [String: Any]() }
        expectOnly(F.problems(noSize), place: "seat.size", "missing; expected a number greater than 0")
    }

    @Test func wrongTypes() {
        expectOnly(F.problems(ring { $0["rows"] = "20" }), place: "bowl.rings[0].rows", "expected a whole number of at least 1, found \"20\"")
        expectOnly(F.problems(ring { $0["rows"] = true }), place: "bowl.rings[0].rows", "found true")
        expectOnly(F.problems(ring { $0["rows"] = 2.5 }), place: "bowl.rings[0].rows", "expected a whole number of at least 1, found 2.5")
        expectOnly(F.problems(F.minimal { $0["name"] = 7 }), place: "name", "expected the stadium's name", "found 7")
        expectOnly(F.problems(F.minimal { $0["field"] = [1, 2] }), place: "field", "expected the field (a JSON object), found an array")
    }

    @Test func booleansAreNotNumbers() {
        let text = F.minimal.replacingOccurrences(of: "\"schema\": 1", with: "\"schema\": true")
        expectOnly(F.problems(text), place: "schema", "expected the schema version 1, found true")
    }

    @Test func unknownKeysAtEveryLevel() {
        expectOnly(F.problems(F.minimal { $0["nmae"] = "x" }), place: "nmae", "unknown key", "did you mean name?")
        expectOnly(F.problems(F.minimal { o in
            var field = o["field"] as! [String: Any]
            field["colour"] = "green"
            o["field"] = field
        }), place: "field.colour", "unknown key; expected one of width, height, shape, cornerRadius")
        expectOnly(F.problems(ring { $0["rowz"] = 3 }), place: "bowl.rings[0].rowz", "did you mean rows?")
        expectOnly(F.problems(ring { $0["tribunes"] = ["long": 1, "short": 1, "corner": 2] }), place: "bowl.rings[0].tribunes.corner", "unknown key")
        expectOnly(F.problems(F.minimal { $0["bowl"] = ["rings": [], "ring": []] }), place: "bowl.ring", "did you mean rings?")
    }

    @Test func unsupportedSchema() {
        expectOnly(F.problems(F.minimal { $0["schema"] = 2 }), place: "schema", "unsupported schema version 2; expected 1")
    }

    // MARK: - Numbers out of range

    @Test func nonFiniteNumber() {
        let text = F.minimal.replacingOccurrences(of: "\"width\": 20", with: "\"width\": 1e999")
        expectOnly(F.problems(text), place: "field.width", "expected a number greater than 0, found a number too large to represent")
    }

    @Test func zeroAndNegativeSizes() {
        expectOnly(F.problems(F.minimal { $0["seat"] = ["size": 0] }), place: "seat.size", "expected a number greater than 0, found 0")
        expectOnly(F.problems(F.minimal { $0["field"] = ["width": -3, "height": 10] }), place: "field.width", "found -3")
        expectOnly(F.problems(F.minimal { $0["seat"] = ["size": 0.5, "spacing": -0.1] }), place: "seat.spacing", "expected a number of at least 0, found -0.1")
        expectOnly(F.problems(ring { $0["offset"] = -1 }), place: "bowl.rings[0].offset", "expected a number of at least 0")
        expectOnly(F.problems(ring { $0["rows"] = -3 }), place: "bowl.rings[0].rows", "expected a whole number of at least 1, found -3")
        expectOnly(F.problems(ring { $0["rows"] = 0 }), place: "bowl.rings[0].rows", "at least 1, found 0")
    }

    @Test func hugeNumbers() {
        expectOnly(F.problems(F.minimal { $0["field"] = ["width": 1e12, "height": 10] }), place: "field.width", "no larger than 1000000")
        expectOnly(F.problems(ring { $0["rows"] = 5000 }), place: "bowl.rings[0].rows", "expected a whole number of at most 1000, found 5000")
    }

    // MARK: - Shapes

    @Test func fieldShapes() {
        expectOnly(F.problems(F.minimal { $0["field"] = ["width": 20, "height": 10, "shape": "oval"] }),
                   place: "field.shape", "expected one of \"rect\", \"rounded\", \"ellipse\", found \"oval\"")
        expectOnly(F.problems(F.minimal { $0["field"] = ["width": 20, "height": 10, "shape": "rounded"] }),
                   place: "field.cornerRadius", "missing")
        expectOnly(F.problems(F.minimal { $0["field"] = ["width": 20, "height": 10, "shape": "rounded", "cornerRadius": 6] }),
                   place: "field.cornerRadius", "at most 5 (half the field's shorter side), found 6")
        expectOnly(F.problems(F.minimal { $0["field"] = ["width": 20, "height": 10, "shape": "rect", "cornerRadius": 2] }),
                   place: "field.cornerRadius", "only allowed with shape \"rounded\"")
        #expect(F.problems(F.minimal { $0["field"] = ["width": 20, "height": 10, "shape": "rounded", "cornerRadius": 5] }).isEmpty)
        #expect(F.problems(F.minimal { $0["field"] = ["width": 20, "height": 10, "shape": "ellipse"] }).isEmpty)
    }

    @Test func seatShapes() {
        expectOnly(F.problems(F.minimal { $0["seat"] = ["size": 0.5, "shape": "sofa"] }),
                   place: "seat.shape", "expected one of \"classic\", \"square\", \"circle\", found \"sofa\"")
        for shape in ["classic", "square", "circle"] {
            #expect(F.problems(F.minimal { $0["seat"] = ["size": 0.5, "shape": shape] }).isEmpty)
        }
    }

    // MARK: - Rings

    @Test func tribuneCounts() {
        expectOnly(F.problems(ring { $0["tribunes"] = ["long": -1, "short": 1] }), place: "bowl.rings[0].tribunes.long", "at least 0, found -1")
        expectOnly(F.problems(ring { $0["tribunes"] = ["long": 1] }), place: "bowl.rings[0].tribunes.short", "missing")
        expectOnly(F.problems(ring { $0["tribunes"] = ["long": 0, "short": 0]; $0["corners"] = "none" }),
                   place: "bowl.rings[0].tribunes", "expected at least one tribune")
        expectOnly(F.problems(ring { $0["tribunes"] = ["long": 60, "short": 1] }), place: "bowl.rings[0].tribunes.long", "at most 49, found 60")
        expectOnly(F.problems(ring { $0["tribunes"] = ["long": 30, "short": 30] }), place: "bowl.rings[0].tribunes", "at most 99 tribunes in a ring")
        #expect(F.problems(ring { $0["tribunes"] = ["long": 0, "short": 2] }).isEmpty)
    }

    @Test func aislesLongerThanASide() {
        // The minimal field is 20 × 10: two aisles of 5 fill the short side of 10.
        expectOnly(F.problems(ring { $0["tribunes"] = ["long": 1, "short": 3]; $0["aisle"] = 5 }),
                   place: "bowl.rings[0].aisle", "2 aisles of 5 do not fit along a short side of 10", "narrower than 5")
        expectOnly(F.problems(ring { $0["aisle"] = -1 }), place: "bowl.rings[0].aisle", "at least 0")
    }

    @Test func corners() {
        expectOnly(F.problems(ring { $0["corners"] = "round" }), place: "bowl.rings[0].corners", "expected one of \"arc\", \"none\"")
    }

    @Test func emptyOrAbsentBowl() {
        let sections: [[String: Any]] = [["id": "S", "type": "rect", "center": [0, 20], "rows": 2, "seatsPerRow": 4]]
        for bowl: Any? in [nil, [String: Any](), ["rings": [Any]()]] {
            let data = F.minimal { $0["bowl"] = bowl; $0["sections"] = sections }
            #expect(F.problems(data).isEmpty)
        }
    }

    // MARK: - Sections and ids

    func section(_ section: [String: Any]) -> Data { F.minimal { $0["sections"] = [section] } }

    @Test func sectionIDs() {
        let base: [String: Any] = ["type": "rect", "center": [0, 30], "rows": 2, "seatsPerRow": 4]
        var dashed = base
        dashed["id"] = "VIP-1"
        expectOnly(F.problems(section(dashed)), place: "sections[0].id", "without '-'", "found \"VIP-1\"")
        var empty = base
        empty["id"] = ""
        expectOnly(F.problems(section(empty)), place: "sections[0].id", "1 to 32 characters")
        var bowlID = base
        bowlID["id"] = "101"
        expectOnly(F.problems(section(bowlID)), place: "sections[0].id", "already a bowl tribune of bowl.rings[0]")
        var first = base, second = base
        first["id"] = "S"
        second["id"] = "S"
        second["center"] = [0, -30]
        expectOnly(F.problems(F.minimal { $0["sections"] = [first, second] }), place: "sections[1].id", "duplicate id \"S\" (also at sections[0])")
    }

    @Test func sectionTypesAndKeys() {
        expectOnly(F.problems(section(["id": "S", "type": "square", "center": [0, 30], "rows": 2])),
                   place: "sections[0].type", "expected one of \"rect\", \"arc\", \"rows\", \"standing\", \"table\", found \"square\"")
        expectOnly(F.problems(section(["id": "S", "center": [0, 30], "rows": 2, "seatsPerRow": 4])), place: "sections[0].type", "missing")
        expectOnly(F.problems(section(["id": "S", "type": "rect", "center": [0, 30], "rows": 2])), place: "sections[0].seatsPerRow", "missing")
        expectOnly(F.problems(section(["id": "S", "type": "rect", "center": [0, 30], "rows": 2, "seatsPerRow": 4, "innerRadius": 3])),
                   place: "sections[0].innerRadius", "unknown key; expected one of id, type, center, rows, seatsPerRow, rotation, category, level, zone")
        expectOnly(F.problems(section(["id": "S", "type": "rect", "center": [0], "rows": 2, "seatsPerRow": 4])),
                   place: "sections[0].center", "expected a point [x, y] of two numbers")
        expectOnly(F.problems(section(["id": "S", "type": "rect", "center": [0, 30], "rows": 2, "seatsPerRow": 4, "rotation": "north"])),
                   place: "sections[0].rotation", "expected a number")
    }

    @Test func angleRanges() {
        func arc(_ start: Double, _ end: Double, inner: Double = 30) -> Data {
            section(["id": "K", "type": "arc", "center": [0, 0], "innerRadius": inner, "rows": 2, "startAngle": start, "endAngle": end])
        }
        expectOnly(F.problems(arc(230, 200)), place: "sections[0].endAngle", "an inverted angle range from 230 to 200", "greater than startAngle")
        expectOnly(F.problems(arc(200, 200)), place: "sections[0].endAngle", "an empty angle range")
        expectOnly(F.problems(arc(0, 361)), place: "sections[0].endAngle", "spans 361 degrees", "at most 360 degrees after startAngle")
        expectOnly(F.problems(arc(0, 90, inner: -1)), place: "sections[0].innerRadius", "at least 0, found -1")
        #expect(F.problems(arc(-90, 270)).isEmpty)
    }

    // MARK: - Categories

    @Test func categoryRules() {
        func categories(_ list: [[String: Any]]) -> Data { F.minimal { $0["categories"] = list } }
        let a: [String: Any] = ["id": "A", "name": "Premium", "color": "#c9a227", "price": 120]
        expectOnly(F.problems(categories([a, a])), place: "categories[1].id", "duplicate category id \"A\" (also at categories[0])")
        expectOnly(F.problems(categories([["id": "A-1", "name": "x", "color": "#fff"]])), place: "categories[0].id", "letters, digits or '_'")
        expectOnly(F.problems(categories([["id": "none", "name": "x", "color": "#fff"]])), place: "categories[0].id", "not \"none\"")
        expectOnly(F.problems(categories([["id": "A", "name": "x", "color": "gold"]])), place: "categories[0].color", "a CSS hex colour", "found \"gold\"")
        expectOnly(F.problems(categories([["id": "A", "name": "x", "color": "#fff", "price": -5]])), place: "categories[0].price", "at least 0, found -5")
        expectOnly(F.problems(categories([["id": "A", "name": "", "color": "#fff"]])), place: "categories[0].name", "non-empty")
    }

    @Test func unknownCategoryReferences() {
        expectOnly(F.problems(ring { $0["category"] = "Z" }), place: "bowl.rings[0].category", "unknown category \"Z\"", "no categories are defined")
        let data = F.minimal { o in
            o["categories"] = [["id": "A", "name": "x", "color": "#fff"], ["id": "B", "name": "y", "color": "#000"]]
            o["sections"] = [["id": "S", "type": "rect", "center": [0, 30], "rows": 2, "seatsPerRow": 4, "category": "C"]]
        }
        expectOnly(F.problems(data), place: "sections[0].category", "unknown category \"C\"; expected one of A, B")
    }

    // MARK: - Blocked and accessible seats

    @Test func seatListsNameExistingSeats() {
        expectOnly(F.problems(F.minimal { $0["blocked"] = ["101-A-99"] }), place: "blocked[0]", "no seat 101-A-99", "row 101-A has seats 1 to")
        expectOnly(F.problems(F.minimal { $0["accessible"] = ["101-Q-1"] }), place: "accessible[0]", "tribune 101 has rows A to B")
        expectOnly(F.problems(F.minimal { $0["blocked"] = ["999-A-1"] }), place: "blocked[0]", "no tribune 999")
        expectOnly(F.problems(F.minimal { $0["blocked"] = ["101A1"] }), place: "blocked[0]", "a seat id TRIBUNE-ROW-NUMBER")
        expectOnly(F.problems(F.minimal { $0["blocked"] = ["101-A-1", "101-A-1"] }), place: "blocked[1]", "already listed at blocked[0]")
        #expect(F.problems(F.minimal { $0["blocked"] = ["101-A-1"]; $0["accessible"] = ["101-B-2"] }).isEmpty)
    }

    // MARK: - Size limits and overlaps

    @Test func tooManySeatsIsRefusedBeforeBuilding() {
        let data = ring { $0["rows"] = 1000; $0["tribunes"] = ["long": 1, "short": 1]; $0["corners"] = "none" }
        let tiny = F.minimal { o in
            o["seat"] = ["size": 0.001]
            o["field"] = ["width": 1000, "height": 1000]
            var bowl = o["bowl"] as! [String: Any]
            bowl["rings"] = [["rows": 1000, "tribunes": ["long": 1, "short": 1]]]
            o["bowl"] = bowl
        }
        #expect(F.problems(data).isEmpty)
        expectOnly(F.problems(tiny), place: "bowl.rings[0]", "more than 2,000,000", "expected at most 2,000,000 seats")
    }

    @Test func tooManyRows() {
        let rings = Array(repeating: ["rows": 1000, "tribunes": ["long": 24, "short": 23]] as [String: Any], count: 21)
        let data = F.minimal { o in
            o["field"] = ["width": 1000, "height": 900]
            o["bowl"] = ["rings": rings]
        }
        expectOnly(F.problems(data), place: "bowl.rings", "2058000 rows", "at most 2000000")
    }

    @Test func overlappingSections() {
        // The ring's north tribune spans y from -5 to -6; a section centred at y = -6 crosses it.
        let data = section(["id": "S", "type": "rect", "center": [0, -6], "rows": 2, "seatsPerRow": 4])
        expectOnly(F.problems(data), place: "sections[0]", "section S (sections[0]) overlaps bowl tribune 101 (bowl.rings[0])")
        let twin: [String: Any] = ["id": "T", "type": "rect", "center": [0, 30], "rows": 2, "seatsPerRow": 4]
        var other = twin
        other["id"] = "U"
        other["center"] = [0.5, 30]
        expectOnly(F.problems(F.minimal { $0["sections"] = [twin, other] }), place: "sections[1]", "section U (sections[1]) overlaps section T (sections[0])")
    }

    @Test func focalPoint() {
        expectOnly(F.problems(F.minimal { $0["focalPoint"] = [1, 2, 3] }), place: "focalPoint", "expected a point [x, y] of two numbers")
        expectOnly(F.problems(F.minimal { $0["focalPoint"] = [1, "x"] }), place: "focalPoint[1]", "expected a number")
    }

    // MARK: - Everything at once

    @Test func everyProblemIsReportedAtOnce() {
        let data = F.minimal { o in
            o["name"] = ""
            o["seat"] = ["size": -1, "shap": "classic"]
            o["categories"] = [["id": "A", "name": "x", "color": "red"]]
            o["sections"] = [["id": "a-b", "type": "arc", "center": [0, 0], "innerRadius": 20, "rows": 0, "startAngle": 10, "endAngle": 5]]
        }
        let places = Set(F.problems(data).map(\.place))
        #expect(places.isSuperset(of: ["name", "seat.size", "seat.shap", "categories[0].color", "sections[0].id", "sections[0].rows"]))
        #expect(F.problems(data).allSatisfy { $0.file == "test.json" })
    }
}

extension StadiumFileReaderTests {
    @Test func tooManyTribunes() {
        let sections = (0..<10_001).map { i -> [String: Any] in
            ["id": "S\(i)", "type": "rect", "center": [Double(i % 100) * 10, 100 + Double(i / 100) * 10], "rows": 1, "seatsPerRow": 1]
        }
        let data = F.minimal { $0["sections"] = sections }
        expectOnly(F.problems(data), place: "sections", "10009 tribunes in all", "at most 10000")
    }
}

extension StadiumFileReaderTests {
    @Test func seatLimitNamesTheSectionThatCrossesIt() {
        // Each section holds 1,000 × 1,000 = 1,000,000 seats; with the ring's few seats the
        // second section crosses 2,000,000.
        let sections = (0..<4).map { i -> [String: Any] in
            ["id": "S\(i)", "type": "rect", "center": [0, 1000 + Double(i) * 1000], "rows": 1000, "seatsPerRow": 1000]
        }
        let data = F.minimal { $0["sections"] = sections; $0["seat"] = ["size": 0.5] }
        expectOnly(F.problems(data), place: "sections[1]", "more than 2,000,000 (at least")
    }
}
