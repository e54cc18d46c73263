import Foundation
import SeatChartTestSupport
import Testing

/// `block` and `unblock` during a sale: all or nothing, refusals naming the state, and
/// `render`, `best` and scripts following them.
@Suite(.onWaitingThreads) struct BlockCommandTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    func run(_ arguments: [String], state: String) throws -> CapturedRun {
        try SeatChartProcess.run(arguments, environment: ["SEATCHART_STATE": state])
    }

    @Test func blockingTakesSeatsOffSaleAndUnblockingPutsThemBack() throws {
        let state = StateFiles.newPath()
        let blocked = try run(["block", Self.arena, "102-A-1", "102-A-2"], state: state)
        #expect(blocked.status == 0 && blocked.stdout == "blocked: 102-A-1 102-A-2\n", "\(blocked.stdout)\(blocked.stderr)")
        let again = try run(["block", Self.arena, "102-A-1", "--json"], state: state)
        #expect(again.stdout.contains(#""seats":[],"unchanged":["102-A-1"]"#), "\(again.stdout)")
        let select = try run(["select", Self.arena, "102-A-2", "--holder", "ann"], state: state)
        #expect(select.status == 1 && select.stderr.contains("102-A-2"), "a blocked seat cannot be held: \(select.stderr)")
        let svg = try run(["render", Self.arena, "--focus", "102", "-o", "-"], state: state).stdout
        #expect(svg.contains(#"data-seat="102-A-1" class="seat blocked"#), "render follows the block")
        let unblocked = try run(["unblock", Self.arena, "102-A-1", "102-A-3"], state: state)
        #expect(unblocked.stdout == "unblocked: 102-A-1; not blocked: 102-A-3\n", "\(unblocked.stdout)")
        #expect(try run(["select", Self.arena, "102-A-1", "--holder", "ann"], state: state).status == 0)
    }

    @Test func aHeldSeatRefusesTheWholeBlock() throws {
        let state = StateFiles.newPath()
        #expect(try run(["select", Self.arena, "103-A-2", "--holder", "ann"], state: state).status == 0)
        let refused = try run(["block", Self.arena, "103-A-1", "103-A-2"], state: state)
        #expect(refused.status == 1 && refused.stderr.contains("103-A-2") && refused.stderr.contains("held"), "\(refused.stderr)")
        let status = try run(["status", Self.arena, "--json"], state: state).stdout
        #expect(status.contains(#""blocked":3"#), "nothing was blocked (the 3 the file blocks): \(status)")
    }

    @Test func scriptsBlockAndUnblockToo() throws {
        let state = StateFiles.newPath()
        let run = try SeatChartProcess.run(["script", Self.arena], input: "block 201-B-1\nunblock 201-B-1\nblock 201-B-2\n", environment: ["SEATCHART_STATE": state])
        #expect(run.stdout == "blocked: 201-B-1\nunblocked: 201-B-1\nblocked: 201-B-2\n", "\(run.stdout)\(run.stderr)")
    }
}
