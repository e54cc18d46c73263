import Foundation
import SeatChartTestSupport
import Testing

/// `--event KEY` on the state commands, on the built binary and both backends: each event of
/// a chart sells on its own, in the one state.
@Suite(.onWaitingThreads) struct EventSaleCommandTests: StateRuns {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// A state with the events `gala` and `matinee`, `gala` with its own price for P.
    func twoEvents(_ backend: StateBackend) throws -> String {
        let state = try backend.newLocation()
        try ok(["event", "create", Self.arena, "gala", "--price", "P=70"], state: state)
        try ok(["event", "create", Self.arena, "matinee"], state: state)
        return state
    }

    @Test(arguments: StateBackend.allCases) func eachEventSellsOnItsOwn(_ backend: StateBackend) throws {
        let state = try twoEvents(backend)
        try ok(["select", Self.arena, "101-A-1", "101-A-2", "--holder", "bob", "--event", "gala"], state: state)
        try ok(["book", Self.arena, "--holder", "bob", "--event", "gala"], state: state)
        // The same seat is free in the other event and in the state without events.
        let matinee = try ok(["select", Self.arena, "101-A-1", "--holder", "ann", "--event", "matinee"], state: state)
        #expect(matinee.contains("101-A-1"), "\(matinee)")
        let plain = try ok(["status", Self.arena, "--json"], state: state)
        #expect(plain.contains(#""booked":0"#) && plain.contains(#""held":0"#), "the state without events is untouched: \(plain)")
        let gala = try ok(["status", Self.arena, "--json", "--event", "gala"], state: state)
        #expect(gala.contains(#""booked":2"#), "\(gala)")
        let seats = try ok(["seats", Self.arena, "--event", "matinee"], state: state)
        #expect(seats.split(separator: "\n").contains { $0.hasPrefix("101-A-1\t") && $0.hasSuffix("\theld") }, "\(seats.prefix(300))")
        #expect(seats.split(separator: "\n").contains { $0.hasPrefix("101-A-2\t") && $0.hasSuffix("\tavailable") })
        // Each event's log is its own.
        let history = try ok(["history", Self.arena, "--event", "gala"], state: state)
        #expect(history.contains("book") && !history.contains("ann"), "\(history)")
        // The event's prices: bob's two courtside seats at £70 each.
        let bookings = try ok(["bookings", Self.arena, "--json", "--event", "gala"], state: state)
        #expect(bookings.contains(#""price":70"#) && bookings.contains(#""total":140}"#), "\(bookings)")
        // The picture shows the event's state.
        let svg = SeatChartProcess.temporaryDirectory().appendingPathComponent("gala.svg").path
        try ok(["render", Self.arena, "-o", svg, "--event", "gala"], state: state)
        let drawn = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawn.contains("booked"), "the rendered gala shows its booked seats")
        #expect(drawn.contains("Courtside · £70"), "the key shows the event's own prices")
        // The catalogue counts what is left in each.
        let list = try ok(["event", "list", Self.arena], state: state)
        #expect(list.contains("gala\t-\t-\t1951") && list.contains("matinee\t-\t-\t1952"), "\(list)")
        // An event with holds or bookings is not deleted.
        let delete = try run(["event", "delete", Self.arena, "gala"], state: state)
        #expect(delete.status == 1 && delete.stderr.contains("gala"), "\(delete.stderr)")
        try ok(["release", Self.arena, "101-A-1", "101-A-2", "--event", "gala"], state: state)
        try ok(["deselect", Self.arena, "--all", "--holder", "ann", "--event", "matinee"], state: state)
        try ok(["event", "delete", Self.arena, "gala"], state: state)
    }

    @Test(arguments: StateBackend.allCases) func anUnknownEventIsBadInputNamingTheKeys(_ backend: StateBackend) throws {
        let state = try twoEvents(backend)
        for command in [["select", Self.arena, "101-A-1"], ["status", Self.arena], ["render", Self.arena, "-o", "-"], ["history", Self.arena]] {
            let result = try run(command + ["--event", "gaal"], state: state)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("--event") && result.stderr.contains("\"gaal\""), "\(result.stderr)")
            #expect(result.stderr.contains("expected one of gala, matinee") && result.stderr.contains("did you mean gala?"), "\(result.stderr)")
        }
        let badKey = try run(["status", Self.arena, "--event", "two words"], state: state)
        #expect(badKey.status == 2 && badKey.stderr.contains("--event"), "\(badKey.stderr)")
    }

    @Test(arguments: StateBackend.allCases) func aScriptSellsInTheEventItNames(_ backend: StateBackend) throws {
        let state = try twoEvents(backend)
        let script = SeatChartProcess.temporaryDirectory().appendingPathComponent("sale.txt").path
        try "select 101-A-1 --holder bob\nbook --holder bob\nbest --count 2 --holder amy\n".write(toFile: script, atomically: true, encoding: .utf8)
        try ok(["script", Self.arena, script, "--event", "matinee"], state: state)
        #expect(try ok(["status", Self.arena, "--json", "--event", "matinee"], state: state).contains(#""booked":1"#))
        #expect(try ok(["status", Self.arena, "--json", "--event", "gala"], state: state).contains(#""booked":0"#))
    }

    @Test(arguments: StateBackend.allCases) func aChartThatDropsASoldSeatIsRefusedNamingIt(_ backend: StateBackend) throws {
        let state = try twoEvents(backend)
        try ok(["select", Self.arena, "301-C-1", "--holder", "bob", "--event", "matinee"], state: state)
        try ok(["book", Self.arena, "--holder", "bob", "--event", "matinee"], state: state)
        // The venue redraws the upper ring with two rows instead of three: row C is gone.
        var chart = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.arena))) as! [String: Any]
        var bowl = chart["bowl"] as! [String: Any]
        var rings = bowl["rings"] as! [[String: Any]]
        rings[2]["rows"] = 2
        bowl["rings"] = rings
        chart["bowl"] = bowl
        let changed = SeatChartProcess.temporaryDirectory().appendingPathComponent("arena.json").path
        try JSONSerialization.data(withJSONObject: chart).write(to: URL(fileURLWithPath: changed))
        for arguments in [["status", changed, "--event", "gala"], ["select", changed, "101-A-1", "--event", "gala"], ["status", changed]] {
            let refused = try run(arguments, state: state)
            #expect(refused.status == 2, "\(arguments): \(refused.stderr)")
            #expect(refused.stderr.contains("event matinee: 301-C-1 (booked)"), "\(refused.stderr)")
        }
    }

    @Test(arguments: StateBackend.allCases) func aStateCopiesWithItsEvents(_ backend: StateBackend) throws {
        let state = try twoEvents(backend)
        try ok(["season", "create", Self.arena, "series", "--events", "gala,matinee"], state: state)
        try ok(["select", Self.arena, "101-A-1", "--holder", "bob", "--event", "gala"], state: state)
        try ok(["book", Self.arena, "--holder", "bob", "--event", "gala"], state: state)
        try ok(["select", Self.arena, "102-A-1", "--holder", "ann", "--ttl", "5000", "--event", "matinee"], state: state)
        let other: StateBackend = backend == .sqlite ? .postgres : .sqlite
        let copy = try other.newLocation()
        let copied = try SeatChartProcess.run(["state", "copy", state, copy, "--stadium", Self.arena])
        #expect(copied.status == 0 && copied.stdout.contains("2 sold events") && copied.stdout.contains("check: ok"), "\(copied.stdout)\(copied.stderr)")
        for event in ["gala", "matinee"] {
            let reading = ["status", Self.arena, "--json", "--event", event]
            #expect(try ok(reading, state: copy) == ok(reading, state: state), "\(event) reads the same in the copy")
        }
        #expect(try ok(["event", "list", Self.arena, "--json"], state: copy) == ok(["event", "list", Self.arena, "--json"], state: state))
        // One event alone.
        let single = try other.newLocation()
        try ok(["state", "copy", state, single, "--event", "matinee"], state: state)
        #expect(try ok(["event", "list", Self.arena], state: single).hasPrefix("matinee\t"))
        #expect(try ok(["status", Self.arena, "--json", "--event", "matinee", "--holder", "ann"], state: single).contains(#""held":1"#))
        let unknown = try run(["state", "copy", state, try other.newLocation(), "--event", "nope"], state: state)
        #expect(unknown.status == 2 && unknown.stderr.contains("expected one of"), "\(unknown.stderr)")
    }
}
