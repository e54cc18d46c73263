import Foundation
import SeatChartJSON
import SeatChartTestSupport
import Testing

/// `--json` documents keep the documented field order (read with a parser that keeps
/// member order, not as a dictionary), on one compact line.
@Suite(.onWaitingThreads) struct JSONFieldOrderTests {
    /// The one document `result` printed, checked to be one line.
    func document(_ result: SeatChartProcess.Result, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONValue {
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.hasSuffix("\n") && result.stdout.filter { $0 == "\n" }.count == 1, sourceLocation: sourceLocation)
        return try JSONParser.parse(Data(result.stdout.utf8))
    }

    /// The keys of an object, in document order (empty for anything else).
    func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.key)
    }

    @Test func info() throws {
        let info = try document(SeatChartProcess.run(["info", SeatChartProcess.path("Stadiums/theatre.json"), "--json"]))
        #expect(keys(info) == ["name", "seats", "tribunes", "bounds", "byCategory", "byState", "accessible", "levels", "tables", "areas", "standingPlaces"])
        #expect(keys(info.member("byState")) == ["available", "blocked", "booked", "held"])
        let categories = keys(info.member("byCategory"))
        #expect(!categories.isEmpty && categories == categories.sorted())
    }

    @Test func seats() throws {
        let arguments = ["seats", SeatChartProcess.path("Stadiums/arena.json"), "--tribune", "101", "--json"]
        let seats = try document(SeatChartProcess.run(arguments))
        #expect(keys(seats) == ["seats"])
        let list = seats.member("seats")?.elements ?? []
        #expect(!list.isEmpty)
        for seat in list {
            #expect(keys(seat) == ["id", "tribune", "row", "number", "x", "y", "rotation", "category", "state", "accessible"])
        }
    }

    @Test func hit() throws {
        let stadium = SeatChartProcess.path("Stadiums/arena.json")
        let seat = try document(SeatChartProcess.run(["seats", stadium, "--tribune", "101", "--json"])).member("seats")?.elements.first
        let x = try #require(seat?.member("x")?.numberValue), y = try #require(seat?.member("y")?.numberValue)
        let hit = try document(SeatChartProcess.run(["hit", stadium, "\(x)", "\(y)", "--json"]))
        let fields = ["x", "y", "seat", "tribune", "state", "row", "number", "category"]
        #expect(keys(hit) == fields)
        #expect(hit.member("seat") == seat?.member("id"))
        let hits = try document(SeatChartProcess.run(["hit", stadium, "--points", "-", "--json"], input: "\(x) \(y)\n1000 1000\n"))
        #expect(keys(hits) == ["hits"])
        #expect(hits.member("hits")?.elements.map { keys($0) } == [fields, fields])
    }

    @Test func status() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "101-A-2", "--holder", "bob"])
        try f.run("book", ["--holder", "bob"])
        let status = try document(f.run("status", ["--holder", "bob", "--json"]))
        #expect(keys(status) == ["byState", "holder", "held", "holds", "booked", "holders", "revenue"])
        #expect(keys(status.member("byState")) == ["available", "blocked", "booked", "held"])
        let holders = status.member("holders")?.elements ?? []
        #expect(!holders.isEmpty)
        for holder in holders { #expect(keys(holder) == ["holder", "time", "action"]) }
        let checked = try document(f.run("status", ["--holder", "bob", "--json", "--check"]))
        #expect(keys(checked) == ["byState", "holder", "held", "holds", "booked", "holders", "revenue", "check"])
        #expect(checked.member("check") == .string("ok"))
    }

    @Test func history() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "--holder", "bob"])
        try f.run("deselect", ["101-A-1", "--holder", "bob"])
        let history = try document(f.run("history", ["--json"]))
        #expect(keys(history) == ["events"])
        let events = history.member("events")?.elements ?? []
        #expect(events.count == 2)
        for event in events { #expect(keys(event) == ["time", "holder", "action", "seat", "actor"]) }
    }

    @Test func separatorsInTextAreEscaped() throws {
        let f = StateCommandFixture()
        let holder = "line\u{2028}para\u{2029}tab\t"
        try f.run("select", ["101-A-1", "--holder", holder])
        let result = try f.run("status", ["--holder", holder, "--json"])
        #expect(result.stdout.contains(#""holder":"line\u2028para\u2029tab\t""#))
        #expect(try document(result).member("holder") == .string(holder))
    }

    @Test func changesOfTheSale() throws {
        let f = StateCommandFixture()
        let changeKeys = ["holder", "seats", "unchanged", "expiresAt"]
        let select = try document(f.run("select", ["101-A-1", "101-A-2", "--holder", "ann", "--ttl", "60", "--json"]))
        #expect(keys(select) == changeKeys)
        #expect(select.member("seats")?.elements.compactMap(\.stringValue) == ["101-A-1", "101-A-2"])
        #expect(select.member("expiresAt")?.stringValue?.hasSuffix("Z") == true)
        // A refusal: exit 1, the seats in the way with their states, never the holder.
        let refused = try f.run("select", ["101-A-2", "101-A-3", "--holder", "bob", "--json"])
        #expect(refused.status == 1)
        let refusal = try JSONParser.parse(Data(refused.stdout.utf8))
        #expect(keys(refusal) == ["refused", "message"])
        let seat = refusal.member("refused")?.elements.first
        #expect(keys(seat) == ["seat", "state", "yours"])
        #expect(seat?.member("seat")?.stringValue == "101-A-2" && seat?.member("state")?.stringValue == "held")
        #expect(!refused.stdout.contains(#""ann""#) && refused.stderr.contains("101-A-2"))
        #expect(keys(try document(f.run("book", ["--holder", "ann", "--json"]))) == changeKeys)
        #expect(keys(try document(f.run("best", ["--count", "2", "--holder", "cy", "--json"]))) == changeKeys)
        #expect(keys(try document(f.run("deselect", ["--all", "--holder", "cy", "--json"]))) == changeKeys)
        let release = try document(f.run("release", ["101-A-1", "101-A-9", "--json"]))
        #expect(keys(release) == changeKeys && release.member("unchanged")?.elements.compactMap(\.stringValue) == ["101-A-9"])
    }
}

