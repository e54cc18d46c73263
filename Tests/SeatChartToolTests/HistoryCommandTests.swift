import Foundation
import Testing

@Suite struct HistoryCommandTests {
    struct HistoryDocument: Decodable {
        struct Event: Decodable {
            var time: String
            var holder: String
            var action: String
            var seat: String
        }

        var events: [Event]
    }

    @Test func newestFirstWithHolderFilter() throws {
        let f = StateCommandFixture()
        let t = { (s: Int) in ["SEATCHART_NOW": String(1_800_000_000 + s)] }
        try f.run("select", ["101-A-1", "--holder", "bob"], environment: t(0))
        try f.run("select", ["101-A-2", "--holder", "amy"], environment: t(1))
        try f.run("book", ["--holder", "bob"], environment: t(2))
        let result = try f.run("history", ["--json"], environment: t(3))
        #expect(result.status == 0)
        let history = try JSONDecoder().decode(HistoryDocument.self, from: Data(result.stdout.utf8))
        #expect(history.events.map(\.action) == ["book", "select", "select"])
        #expect(history.events.map(\.holder) == ["bob", "amy", "bob"])
        #expect(history.events.map(\.seat) == ["101-A-1", "101-A-2", "101-A-1"])
        #expect(history.events.first?.time == "2027-01-15T08:00:02.000Z")
        let bob = try JSONDecoder().decode(
            HistoryDocument.self, from: Data(try f.run("history", ["--json", "--holder", "bob"]).stdout.utf8))
        #expect(bob.events.map(\.action) == ["book", "select"])
    }
}
