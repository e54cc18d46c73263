import Foundation
@testable import SeatChart
import SeatChartTestSupport
import Testing

/// Bad files for every key of venues beyond the bowl (docs/stadium-file.md): each names the
/// file, the place and what was expected.
@Suite struct VenueFileReaderTests {
    typealias V = VenueFileFixtures

    /// Expects a problem in `test.json` at `place` whose message contains every fragment.
    func expect(_ data: Data, place: String, _ fragments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        let problems = StadiumFileFixtures.problems(data)
        let match = problems.first { $0.place == place && $0.file == "test.json" }
        #expect(match != nil, "no problem at \(place) in \(problems)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(match?.message.contains(fragment) == true, "\(match?.message ?? "") lacks \(fragment)", sourceLocation: sourceLocation)
        }
    }

    @Test func theFixtureIsValid() throws {
        #expect(StadiumFileFixtures.problems(V.venue(editing: { _ in })).isEmpty)
        #expect(StadiumFileFixtures.problems(V.oval()).isEmpty)
        #expect(StadiumFileFixtures.problems(V.oval(shape: "rounded")).isEmpty)
    }

    // MARK: - Levels and zones

    @Test func levels() {
        expect(V.venue { $0["levels"] = "x" }, place: "levels", "expected an array of levels")
        expect(V.venue { $0["levels"] = [["name": "Stalls"]] }, place: "levels[0].id", "missing")
        expect(V.venue { $0["levels"] = [["id": "a-b", "name": "A"]] }, place: "levels[0].id", "without '-'")
        expect(V.venue { $0["levels"] = [["id": "a", "name": "A"], ["id": "a", "name": "B"]] }, place: "levels[1].id", "duplicate level id \"a\"")
        expect(V.venue { $0["levels"] = [["id": "a", "nme": "A"]] }, place: "levels[0].nme", "unknown key", "did you mean name")
        expect(V.venue { $0["levels"] = [["id": "a", "name": ""]] }, place: "levels[0].name", "non-empty")
        expect(V.section(1) { $0["level"] = "roof" }, place: "sections[1].level", "unknown level \"roof\"; expected one of balcony, stalls")
        expect(V.venue { $0["levels"] = nil }, place: "sections[4].level", "no levels are defined under levels")
    }

    @Test func zones() {
        expect(V.venue { $0["zones"] = [["id": "front", "name": "Front"]] }, place: "zones[0].focalPoint", "missing")
        expect(V.venue { $0["zones"] = [["id": "front", "name": "Front", "focalPoint": [0]]] }, place: "zones[0].focalPoint", "a point [x, y]")
        expect(V.section(0) { $0["zone"] = "back" }, place: "sections[0].zone", "unknown zone \"back\"; expected one of front")
        expect(V.venue { $0["zones"] = [["id": "z", "name": "Z", "focalPoint": [0, 0], "focus": 1]] }, place: "zones[0].focus", "unknown key")
    }

    // MARK: - Rows sections

    @Test func rowsSections() {
        expect(V.section(0) { $0["rows"] = [] }, place: "sections[0].rows", "expected at least one row")
        expect(V.section(0) { $0["rows"] = 3 }, place: "sections[0].rows", "expected an array of rows")
        expect(V.section(0) { $0["aisle"] = 0 }, place: "sections[0].aisle", "greater than 0")
        expect(V.section(0) { $0["seatsPerRow"] = 4 }, place: "sections[0].seatsPerRow", "unknown key")
        expect(V.section(0) { $0["rowLabels"] = ["start": "a1"] }, place: "sections[0].rowLabels.start", "capital letters")
        expect(V.section(0) { $0["rowLabels"] = ["start": "A", "skip": "I"] }, place: "sections[0].rowLabels.skip", "an array")
        expect(V.section(0) { $0["rowLabels"] = ["strat": "A"] }, place: "sections[0].rowLabels.strat", "did you mean start")
        expect(V.section(0) { $0["seatNumbers"] = ["order": "zigzag"] }, place: "sections[0].seatNumbers.order", "\"odd-even\"")
        expect(V.section(0) { $0["seatNumbers"] = ["start": -1] }, place: "sections[0].seatNumbers.start", "at least 0")
    }

    @Test func rows() {
        expect(V.row(0) { $0["from"] = nil; $0["to"] = nil; $0["curve"] = nil }, place: "sections[0].rows[0]", "without a path")
        expect(V.row(1) { $0["from"] = [0, 0] }, place: "sections[0].rows[1].from", "not both")
        expect(V.row(0) { $0["to"] = [-6, 8] }, place: "sections[0].rows[0].to", "ends where it starts")
        expect(V.row(0) { $0["to"] = nil }, place: "sections[0].rows[0].to", "missing")
        expect(V.row(0) { $0["curve"] = "up" }, place: "sections[0].rows[0].curve", "a number")
        expect(V.row(1) { $0["points"] = [[0, 9]] }, place: "sections[0].rows[1].points", "at least 2 points")
        expect(V.row(1) { $0["points"] = [[0, 9], [0, 9], [4, 9]] }, place: "sections[0].rows[1].points[1]", "repeats the point")
        expect(V.row(0) { $0["seats"] = 0 }, place: "sections[0].rows[0].seats", "at least 1")
        expect(V.row(0) { $0["aisles"] = [16] }, place: "sections[0].rows[0].aisles[0]", "no aisle after seat position 16")
        expect(V.row(0) { $0["aisles"] = [3, 3] }, place: "sections[0].rows[0].aisles[1]", "already listed")
        expect(V.row(0) { $0["seats"] = 40 }, place: "sections[0].rows[0].seats", "40 seats", "need", "path is")
        expect(V.row(1) { $0["aisles"] = [500] }, place: "sections[0].rows[1].aisles[0]", "only", "fit along the row")
        expect(V.row(1) { $0["points"] = [[0, 9], [0.2, 9]] }, place: "sections[0].rows[1]", "shorter than one seat")
        expect(V.row(0) { $0["seat"] = 4 }, place: "sections[0].rows[0].seat", "did you mean seats")
        expect(V.row(0) { $0["skip"] = [-2] }, place: "sections[0].rows[0].skip[0]", "at least 0")
        expect(V.row(1) { $0["label"] = "A" }, place: "sections[0].rows[1].label", "already the label of rows[0]")
        expect(V.row(1) { $0["label"] = "B-1" }, place: "sections[0].rows[1].label", "without '-'")
    }

    // MARK: - Standing areas

    @Test func standingAreas() {
        expect(V.section(1) { $0["shape"] = nil }, place: "sections[1].shape", "missing")
        expect(V.section(1) { $0["shape"] = "circle" }, place: "sections[1].shape", "\"rect\", \"ellipse\", \"polygon\"")
        expect(V.section(1) { $0["capacity"] = 0 }, place: "sections[1].capacity", "at least 1")
        expect(V.section(1) { $0["capacity"] = nil }, place: "sections[1].capacity", "missing")
        expect(V.section(1) { $0["width"] = -2 }, place: "sections[1].width", "greater than 0")
        expect(V.section(1) { $0["points"] = [[0, 0], [1, 0], [0, 1]] }, place: "sections[1].points", "only allowed")
        expect(V.section(1) { $0["sale"] = "all" }, place: "sections[1].sale", "\"quantity\", \"whole\", \"group\"")
        expect(V.section(1) { $0["minGroup"] = 2 }, place: "sections[1].minGroup", "only allowed with sale \"group\"")
        expect(V.section(5) { $0["center"] = [0, 0] }, place: "sections[5].center", "only allowed")
        expect(V.section(5) { $0["points"] = [[0, 0], [1, 0]] }, place: "sections[5].points", "at least 3 points")
        expect(V.section(5) { $0["points"] = [[0, 0], [1, 0], [2, 0]] }, place: "sections[5].points", "encloses no area")
        expect(V.section(5) { $0["maxGroup"] = 1 }, place: "sections[5].maxGroup", "at least minGroup (2)")
        expect(V.section(5) { $0["maxGroup"] = 21 }, place: "sections[5].maxGroup", "at most 20")
        expect(V.section(1) { $0["capacity"] = 2_000_001 }, place: "sections[1].capacity", "at most 2000000")
    }

    // MARK: - Tables

    @Test func tables() {
        expect(V.section(2) { $0["shape"] = "oval" }, place: "sections[2].shape", "\"round\", \"rect\"")
        expect(V.section(2) { $0["radius"] = nil }, place: "sections[2].radius", "missing")
        expect(V.section(2) { $0["width"] = 2 }, place: "sections[2].width", "only allowed")
        expect(V.section(3) { $0["openSpaces"] = 1 }, place: "sections[3].openSpaces", "only allowed")
        expect(V.section(3) { $0["height"] = 0 }, place: "sections[3].height", "greater than 0")
        expect(V.section(2) { $0["chairs"] = 0; $0["openSpaces"] = 0 }, place: "sections[2].chairs", "without chairs")
        expect(V.section(2) { $0["chairs"] = 1001 }, place: "sections[2].chairs", "at most 1000")
        expect(V.section(3) { $0["sale"] = "table" }, place: "sections[3].sale", "\"seats\", \"whole\"")
        expect(V.section(2) { $0["chairs"] = 40 }, place: "sections[2].chairs", "table T1: chairs 1 and 2 overlap", "fewer chairs")
        expect(V.section(3) { $0["chairs"] = 12 }, place: "sections[3].chairs", "table T2", "overlap")
    }

    // MARK: - Overlaps within a level, limits

    @Test func objectsOfOneLevelMayNotOverlap() {
        expect(V.section(1) { $0["center"] = [0, 8] }, place: "sections[1]", "area FLOOR (sections[1]) overlaps section ST (sections[0])")
        expect(V.section(2) { $0["center"] = [-5.5, 4] }, place: "sections[2]", "table T1 (sections[2]) overlaps area FLOOR (sections[1])")
        // The box lies over the floor, on another level: no problem.
        #expect(StadiumFileFixtures.problems(V.section(4) { $0["center"] = [0, 4] }).isEmpty)
        // On one level they overlap.
        expect(V.section(4) { $0["level"] = "stalls" }, place: "sections[4]", "area BOX (sections[4]) overlaps area FLOOR (sections[1])")
        // A table's chairs count: the top is clear of the floor, a chair is not.
        expect(V.section(3) { $0["center"] = [6.4, 4] }, place: "sections[3]", "table T2 (sections[3]) overlaps area FLOOR")
    }

    @Test func standingPlacesCountTowardsTheLimit() {
        expect(V.section(5) { $0["capacity"] = 2_000_000; $0["maxGroup"] = 6 }, place: "sections[5]",
               "more than 2,000,000", "seats and standing places")
    }

    @Test func tablesAndAreasCountAsTribunes() {
        let areas = (0...10_000).map { k -> [String: Any] in
            ["id": "A\(k)", "type": "standing", "shape": "rect", "center": [Double(k) * 3, 100], "width": 1, "height": 1, "capacity": 1]
        }
        expect(V.venue { $0["sections"] = areas }, place: "sections", "10001 tribunes in all; expected at most 10000")
    }

    // MARK: - Access lists

    @Test func accessLists() {
        expect(V.venue { $0["wheelchair"] = ["ST-Z-1"] }, place: "wheelchair[0]", "no seat ST-Z-1", "tribune ST has rows A to B")
        expect(V.venue { $0["companion"] = ["x"] }, place: "companion[0]", "a seat id")
        expect(V.venue { $0["restrictedView"] = ["T1-9"] }, place: "restrictedView[0]", "table T1 has chairs 1 to 6")
        expect(V.venue { $0["restrictedView"] = ["T1-A-1"] }, place: "restrictedView[0]", "T1 is a table")
        expect(V.venue { $0["wheelchair"] = ["ST-1"] }, place: "wheelchair[0]", "ST is no table")
        expect(V.venue { $0["companion"] = ["ST-A-3", "ST-A-3"] }, place: "companion[1]", "already listed at companion[0]")
        expect(V.venue { $0["wheelchair"] = ["ST-A-99"] }, place: "wheelchair[0]", "row ST-A has seats 1 to 16")
    }

    // MARK: - Oval bowls

    @Test func ovalBowls() {
        let ring: [String: Any] = ["rows": 10, "offset": 5, "tribunes": ["count": 12], "aisle": 1.2]
        func with(_ edit: (inout [String: Any]) -> Void) -> Data {
            var r = ring
            edit(&r)
            return V.oval(rings: [r])
        }
        expect(V.oval(shape: "rect"), place: "bowl.follow", "rounded or ellipse")
        expect(with { $0["tribunes"] = ["long": 4, "short": 2] }, place: "bowl.rings[0].tribunes.long", "unknown key; expected one of count")
        expect(with { $0["corners"] = "arc" }, place: "bowl.rings[0].corners", "unknown key")
        expect(with { $0["tribunes"] = ["count": 0] }, place: "bowl.rings[0].tribunes.count", "at least 1")
        expect(with { $0["tribunes"] = ["count": 100] }, place: "bowl.rings[0].tribunes.count", "at most 99")
        expect(with { $0["aisle"] = 40 }, place: "bowl.rings[0]", "do not fit along the ring's inner edge")
        expect(with { $0["tribunes"] = ["count": 60]; $0["aisle"] = 5 }, place: "bowl.rings[0]", "tribune 101 holds no seat")
        expect(with { $0["level"] = "roof" }, place: "bowl.rings[0].level", "unknown level \"roof\"")
        let bad = (try? JSONSerialization.jsonObject(with: V.oval())) as? [String: Any]
        var object = bad ?? [:]
        var bowl = object["bowl"] as? [String: Any] ?? [:]
        bowl["follow"] = "oval"
        object["bowl"] = bowl
        expect((try? JSONSerialization.data(withJSONObject: object)) ?? Data(), place: "bowl.follow", "\"box\", \"field\"")
    }
}
