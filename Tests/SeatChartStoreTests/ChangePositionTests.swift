import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Synchronization
import Testing

/// Each change a store makes says where its log stood once it was made (`position`): the
/// sequence number of the change's own last event, on SQLite and on PostgreSQL alike, also
/// when holds of several buyers are committed together.
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

    /// Holds that wait at the same time are planned and committed together on PostgreSQL
    /// (``holdAll``): each still carries a position, at or after its own event.
    @Test func holdsCommittedTogetherEachCoverTheirOwnEvents() throws {
        let url = try PostgresURL(try ThrowawayPostgres.shared.newDatabase())
        let store = try PostgresSelectionStore(url: url, chart: chart, create: true)
        let results = Mutex<[Int: SelectionChange]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { seat in
            if let change = try? store.select([seat], holder: "h\(seat)", ttl: nil, limit: nil) {
                results.withLock { $0[seat] = change }
            }
        }
        let log = try store.changes(after: 0, limit: 1000)
        let changes = results.withLock { $0 }
        for seat in 0..<8 {
            let position = try #require(changes[seat]?.position, "seat \(seat)")
            let own = try #require(log.first { $0.seatID == chart.seatID(seat) }?.sequence)
            #expect(own <= position && position <= log.last?.sequence ?? 0, "seat \(seat): its event \(own), position \(position)")
        }
    }
}
