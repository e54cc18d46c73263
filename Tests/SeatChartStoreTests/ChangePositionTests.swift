import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Each change a store makes says where its log stood once it was made (`position`): the
/// sequence number of the change's own last event, on SQLite and on PostgreSQL alike (holds
/// of several buyers committed together: `PostgresGroupCommitTests`).
@Suite(.onWaitingThreads) struct ChangePositionTests {
    let chart = TestCharts.rows([TestCharts.centred(8)])

    @Test(arguments: StateBackend.allCases) func aChangeCarriesThePositionOfItsOwnLastEvent(on backend: StateBackend) throws {
        let store = try backend.open(chart, clock: TestClock())
        func last(_ seat: Int, _ state: SeatState) throws -> Int64? {
            try store.changes(after: 0, limit: 1000).last { $0.seatID == chart.seatID(seat) && $0.state == state }?.sequence
        }
        let held = try store.select([0], holder: "amy", ttl: nil, limit: nil)
        #expect(held.position == (try last(0, .held)))
        let two = try store.select([1, 2], holder: "bob", ttl: nil, limit: nil)
        #expect(two.position == (try last(2, .held)), "the last event of a change of two seats")
        let given = try store.deselect([0], holder: "amy")
        #expect(given.position == (try last(0, .available)))
        let again = try store.select([1], holder: "bob", ttl: nil, limit: nil)
        #expect(again.changed.isEmpty && again.position == given.position, "nothing logged: where the log stood")
        let booked = try store.book(holder: "bob", until: nil)
        #expect(booked.position == (try store.latestSequence()))
        #expect(try [held, two, given, booked].map { try #require($0.position) } == [1, 3, 4, 6])
    }
}
