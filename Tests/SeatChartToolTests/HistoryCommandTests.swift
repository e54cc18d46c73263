import Foundation
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct HistoryCommandTests {
    struct HistoryDocument: Decodable {
        struct Event: Decodable {
            var time: String
            var holder: String?
            var action: String
            var seat: String
            var actor: String
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

    @Test func theActorAndTheHolderAreApart() throws {
        let f = StateCommandFixture()
        let t = { (s: Int) in ["SEATCHART_NOW": String(1_800_000_000 + s)] }
        try f.run("select", ["101-A-1", "--holder", "ann lee", "--ttl", "5"], environment: t(0))
        try f.run("select", ["101-A-2", "--holder", "bob"], environment: t(1))
        #expect(try f.run("release", ["101-A-2", "--by", "clerk 7"], environment: t(2)).status == 0)
        #expect(try f.run("block", ["101-A-3", "--by", "clerk 7"], environment: t(3)).status == 0)
        #expect(try f.run("unblock", ["101-A-3"], environment: t(4)).status == 0)
        #expect(try f.run("release", ["101-A-4"], environment: t(5)).status == 0)  // already free: nothing logged
        let result = try f.run("history", ["--json"], environment: t(10))
        let events = try JSONDecoder().decode(HistoryDocument.self, from: Data(result.stdout.utf8)).events
        #expect(events.map(\.action) == ["expire", "unblock", "block", "release", "select", "select"])
        #expect(events.map(\.actor) == ["system", "box office", "clerk 7", "clerk 7", "bob", "ann lee"])
        #expect(events.map(\.holder) == ["ann lee", nil, nil, "bob", "bob", "ann lee"])
        // The text is a table with tabs: time, holder (- for none), action, seat, actor.
        let text = try f.run("history", [], environment: t(10)).stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(text[3] == ["2027-01-15T08:00:02.000Z", "bob", "release", "101-A-2", "clerk 7"])
        #expect(text[2] == ["2027-01-15T08:00:03.000Z", "-", "block", "101-A-3", "clerk 7"])
        // An empty clerk's name is refused.
        let empty = try f.run("release", ["101-A-1", "--by", " "])
        #expect(empty.status == 2 && empty.stderr.hasPrefix("error: --by"), "\(empty.stderr)")
    }
}
