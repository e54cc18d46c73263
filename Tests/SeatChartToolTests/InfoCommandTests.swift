import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart info`, end to end.
@Suite(.onWaitingThreads) struct InfoCommandTests {
    typealias F = StadiumCommandFixtures

    @Test func text() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let result = try SeatChartProcess.run(["info", "example.json"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderrBesidesStateNotice.isEmpty)
        // Bounds: the ring's outer edge is 4 + 20 × 0.55 = 15 outside the 105 × 68 field
        // (x 67.5, y 49); K1's outer radius 85.5 reaches x = 85.5 cos 200° and y = 85.5 sin 230°.
        let minX = 85.5 * cos(200 * Double.pi / 180), minY = 85.5 * sin(230 * Double.pi / 180)
        #expect(String(format: "%.3f %.3f", minX, minY) == "-80.344 -65.497")
        #expect(result.stdout == """
        name: Riverside Arena
        seats: 14800
        tribunes: 26
        bounds: -80.344 -65.497 67.5 49
        category A: 96
        category B: 14704
        available: 14799
        held: 0
        booked: 0
        blocked: 1
        accessible: 2

        """)
    }

    @Test func json() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let result = try SeatChartProcess.run(["info", "example.json", "--json"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout == """
        {"name":"Riverside Arena","seats":14800,"tribunes":26,"bounds":[-80.344,-65.497,67.5,49],\
        "byCategory":{"A":96,"B":14704},"byState":{"available":14799,"blocked":1,"booked":0,"held":0},"accessible":2,\
        "levels":[{"id":"main","name":"Main"}],"tables":0,"areas":0,"standingPlaces":0}

        """)
    }

    @Test func readingNeverCreatesAStateFile() throws {
        let directory = try F.directory(with: try SpecExample.text)
        _ = try SeatChartProcess.run(["info", "example.json"], in: directory)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Output").path))
    }

    @Test(arguments: ["arena", "football", "mega", "theatre"])
    func shippedStadiumsAddUp(_ name: String) throws {
        let result = try SeatChartProcess.run(["info", "Stadiums/\(name).json", "--json"], environment: ["SEATCHART_STATE": "/nonexistent/none.sqlite"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try F.json(result.stdout)
        let seats = try #require(document["seats"] as? Int)
        let byCategory = try #require(document["byCategory"] as? [String: Int])
        let byState = try #require(document["byState"] as? [String: Int])
        #expect(byCategory.values.reduce(0, +) == seats)
        #expect(byState.values.reduce(0, +) == seats)
        #expect((byState["blocked"] ?? 0) > 0)
        #expect((document["bounds"] as? [Double])?.count == 4)
    }

    @Test func badFileExits2() throws {
        let directory = try F.directory(with: "{\"schema\": 1, \"name\": \"x\"}", named: "thin.json")
        let result = try SeatChartProcess.run(["info", "thin.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
        error: thin.json: field: missing; expected the field (an object with width, height and shape)
        error: thin.json: seat: missing; expected the seat (an object with size, spacing and shape)

        """)
    }
}
