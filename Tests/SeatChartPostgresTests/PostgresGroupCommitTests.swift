import Foundation
import SeatChart
@testable import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Synchronization
import Testing

/// Writes that wait at the same time are committed together, each with its own outcome.
@Suite(.onWaitingThreads) struct PostgresGroupCommitTests {
    @Test func writesThatCameDuringACommitGoTogetherInTheNext() throws {
        let group = PostgresGroupCommit()
        let sizes = Mutex<[Int]>([])
        let firstStarted = DispatchSemaphore(value: 0), carryOn = DispatchSemaphore(value: 0)
        let commit: @Sendable ([PostgresGroupCommit.Write]) -> Void = { batch in
            let isFirst = sizes.withLock { sizes in
                sizes.append(batch.count)
                return sizes.count == 1
            }
            if isFirst {
                firstStarted.signal()
                carryOn.wait()
            }
        }
        let done = DispatchGroup()
        func submitOnAThread() {
            done.enter()
            Thread.detachNewThread {
                group.submit(PostgresGroupCommit.Write { _, _ in }, commit: commit)
                done.leave()
            }
        }
        submitOnAThread()
        firstStarted.wait()
        for _ in 0..<10 { submitOnAThread() }
        let deadline = Date().addingTimeInterval(10)
        while group.waitingCount < 10 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        carryOn.signal()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(sizes.withLock { $0 } == [1, 10])
    }

    @Test func aRefusedWriteDoesNotUndoTheOthersOfItsBatch() throws {
        let chart = TestCharts.rows([TestCharts.centred(6)])
        let url = try PostgresURL(try ThrowawayPostgres.shared.newDatabase())
        let store = try PostgresSelectionStore(url: url, chart: chart, create: true, clock: TestClock().function)
        // Five buyers take a seat each while ten race for the sixth, on threads of their own.
        let outcomes = Mutex<[String: Bool]>([:])
        let done = DispatchGroup()
        for worker in 0..<15 {
            done.enter()
            Thread.detachNewThread {
                let seat = worker < 5 ? worker : 5
                let taken = (try? store.select([seat], holder: "h\(worker)", ttl: nil, limit: nil)) != nil
                outcomes.withLock { $0["h\(worker)"] = taken }
                done.leave()
            }
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
        let results = outcomes.withLock { $0 }
        #expect((0..<5).allSatisfy { results["h\($0)"] == true })
        #expect((5..<15).filter { results["h\($0)"] == true }.count == 1)
        #expect(try store.status(holder: "").countsByState.first { $0.state == .held }?.count == 6)
        #expect(try store.check().isEmpty)
        #expect(try store.history(holder: nil, limit: nil).count == 6)
    }

    @Test func aBatchRunsEachEventsWritesTogetherInTheOrderTheyCame() throws {
        let chart = TestCharts.rows([TestCharts.centred(6)])
        let url = try PostgresURL(try ThrowawayPostgres.shared.newDatabase())
        let store = try PostgresSelectionStore(url: url, chart: chart, create: true, clock: TestClock().function)
        let one = PostgresSelectionStore(event: EventNamespace(number: 1), of: store)
        let two = PostgresSelectionStore(event: EventNamespace(number: 2), of: store)
        let writes = [one, two, one, store, two].map { owner in
            let write = PostgresGroupCommit.Write { _, _ in }
            write.store = owner
            return write
        }
        let groups = PostgresGroupCommit.byEvent(writes)
        #expect(groups.map { $0.map { ObjectIdentifier($0) } } == [
            [ObjectIdentifier(writes[0]), ObjectIdentifier(writes[2])],
            [ObjectIdentifier(writes[1]), ObjectIdentifier(writes[4])],
            [ObjectIdentifier(writes[3])],
        ])
        #expect(one.groupCommit === store.groupCommit && two.groupCommit === store.groupCommit)
    }

    @Test func holdsOfManyEventsAtOnceEachLandInTheirOwnEvent() throws {
        let chart = TestCharts.rows([TestCharts.centred(6)])
        let url = try PostgresURL(try ThrowawayPostgres.shared.newDatabase())
        let store = try PostgresSelectionStore(url: url, chart: chart, create: true, clock: TestClock().function)
        let events = try (1...4).map { try store.createEvent(SaleEvent(key: "e\($0)")) }
        let sales = events.map { store.eventStore($0, chart: chart) }
        // In each event five buyers take a seat each while three race for the sixth, all at once.
        let won = Mutex<[Int: Int]>([:])
        let done = DispatchGroup()
        for (index, sale) in sales.enumerated() {
            for worker in 0..<8 {
                done.enter()
                Thread.detachNewThread {
                    let seat = min(worker, 5)
                    if (try? sale.select([seat], holder: "h\(index)-\(worker)", ttl: nil, limit: nil)) != nil, seat == 5 {
                        won.withLock { $0[index, default: 0] += 1 }
                    }
                    done.leave()
                }
            }
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(won.withLock { $0 } == [0: 1, 1: 1, 2: 1, 3: 1])
        for (index, sale) in sales.enumerated() {
            #expect(try sale.status(holder: "").countsByState.first { $0.state == .held }?.count == 6)
            let holders = Set(try sale.history(holder: nil, limit: nil).compactMap(\.holder))
            #expect(holders.allSatisfy { $0.hasPrefix("h\(index)-") }, "event e\(index + 1) holds only its own buyers' seats")
            #expect(try sale.check().isEmpty)
        }
        #expect((try store.status(holder: "").countsByState.first { $0.state == .held }?.count ?? 0) == 0)
    }

    /// Synchronous, with the watch started from this thread: under the whole suite Swift's
    /// cooperative threads can be busy for a minute, and nothing here waits for one.
    @Test func aCommitSignalsTheWatchersOfOtherServers() throws {
        let chart = TestCharts.rows([TestCharts.centred(6)])
        let location = try ThrowawayPostgres.shared.newDatabase()
        let url = try PostgresURL(location)
        let writer = try PostgresSelectionStore(url: url, chart: chart, create: true, clock: TestClock().function)
        let signals = Mutex(0), finished = DispatchSemaphore(value: 0)
        let watch = PostgresChangeWatch(url: url) { signals.withLock { $0 += 1 } }
        watch.start { finished.signal() }
        /// Writes until the watch has heard more than `count` notices, for at most a minute.
        func writeUntilHeard(moreThan count: Int) {
            let deadline = Date().addingTimeInterval(60)
            while signals.withLock({ $0 }) <= count && Date() < deadline {
                _ = try? writer.select([0], holder: "w", ttl: nil, limit: nil)
                _ = try? writer.deselectAll(holder: "w")
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        // The watch listens once connected.
        writeUntilHeard(moreThan: 0)
        #expect(signals.withLock { $0 } > 0, "no NOTIFY reached the watch")
        // The server cuts the listening connection: the watch connects again and hears on.
        try ThrowawayPostgres.shared.sql(
            location, "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
        Thread.sleep(forTimeInterval: 0.5)
        let before = signals.withLock { $0 }
        writeUntilHeard(moreThan: before + 1)
        #expect(signals.withLock { $0 } > before + 1, "the watch did not hear again after its connection was cut")
        watch.cancel()
        #expect(finished.wait(timeout: .now() + 20) == .success, "cancelling the watch ends it")
    }

    @Test func holdsOfOneBatchSeeTheOnesBeforeThem() throws {
        let chart = TestCharts.rows([TestCharts.centred(6)])
        let url = try PostgresURL(try ThrowawayPostgres.shared.newDatabase())
        let clock = TestClock()
        let store = try PostgresSelectionStore(url: url, chart: chart, create: true, clock: clock.function)
        let outcomes = try store.write { connection, now in
            try store.holdAll(connection, [
                HoldRequest(seats: [0], holder: "new", expiry: .after(60), limit: 2),
                HoldRequest(seats: [0, 1], holder: "new", expiry: .after(120), limit: 2),  // renews 0, takes 1
                HoldRequest(seats: [2], holder: "new", expiry: .after(60), limit: 2),  // a third seat: over the limit
                HoldRequest(seats: [1, 3], holder: "other", expiry: .never, limit: nil),  // 1 is taken: nothing held
                HoldRequest(seats: [3], holder: "other", expiry: .never, limit: nil),
            ], now: now).outcomes
        }
        let changes = outcomes.map { try? $0.get() }
        #expect(changes[0]?.changed == [chart.seatID(0)])
        #expect(changes[1]?.changed == [chart.seatID(1)] && changes[1]?.unchanged == [chart.seatID(0)])
        // The renewal of a seat taken earlier in the batch is written, as its answer says.
        #expect(changes[1]?.expiresAt == clock.now + 120)
        #expect(try store.status(holder: "new").holds.map(\.expiresAt) == [clock.now + 120, clock.now + 120])
        #expect(changes[2] == nil && changes[3] == nil)
        #expect(changes[4]?.changed == [chart.seatID(3)] && changes[4]?.expiresAt == nil)
        #expect("\(outcomes[3])".contains("held by another holder"), "\(outcomes[3])")
        #expect(try store.status(holder: "new").holds.map(\.seatID) == [chart.seatID(0), chart.seatID(1)])
        #expect(try store.status(holder: "other").holds.map(\.seatID) == [chart.seatID(3)])
        #expect(try store.history(holder: nil, limit: nil).count == 3)
        #expect(try store.check().isEmpty)
    }

    /// Holds of eight buyers committed as one batch each answer the log's position after the
    /// batch: at or after their own event, so a client that drops events up to it never drops
    /// a later change.
    @Test func holdsCommittedTogetherEachCoverTheirOwnEvents() throws {
        let chart = TestCharts.rows([TestCharts.centred(8)])
        let store = try PostgresSelectionStore(
            url: try PostgresURL(try ThrowawayPostgres.shared.newDatabase()), chart: chart, create: true, clock: TestClock().function)
        try store.select([7], holder: "before", ttl: nil, limit: nil)
        let holds = (0..<8).map { PostgresGroupCommit.Write(hold: HoldRequest(seats: [$0], holder: "h\($0)", expiry: .never, limit: nil)) }
        store.commit(holds)
        let log = try store.changes(after: 0, limit: 1000)
        #expect(log.count == 8, "the seat taken before and seven of the batch: \(log.map(\.seatID))")
        #expect(holds[7].failure is SelectionRefusal && holds[7].change == nil, "seat 7 was taken before the batch")
        for seat in 0..<7 {
            let position = try #require(holds[seat].change?.position, "seat \(seat)")
            let own = try #require(log.first { $0.seatID == chart.seatID(seat) }?.sequence)
            #expect(own <= position && position == log.last?.sequence, "seat \(seat): its event \(own), position \(position)")
        }
    }

    /// A write of a shared batch that throws after writing part of its change leaves none of
    /// it (a savepoint each), and the others of the batch commit.
    @Test func aWriteThatFailsHalfwayCommitsNoneOfItsBatchShare() throws {
        let chart = TestCharts.rows([TestCharts.centred(6)])
        let location = try ThrowawayPostgres.shared.newDatabase()
        let store = try PostgresSelectionStore(url: try PostgresURL(location), chart: chart, create: true, clock: TestClock().function)
        struct Halfway: Error {}
        let before = PostgresGroupCommit.Write { connection, _ in try connection.run("INSERT INTO holder (name) VALUES ('before')") }
        let halfway = PostgresGroupCommit.Write { connection, _ in
            try connection.run("INSERT INTO holder (name) VALUES ('halfway')")
            throw Halfway()
        }
        let after = PostgresGroupCommit.Write { connection, _ in try connection.run("INSERT INTO holder (name) VALUES ('after')") }
        let hold = PostgresGroupCommit.Write(hold: HoldRequest(seats: [0], holder: "buyer", expiry: .never, limit: nil))
        store.commit([before, halfway, after, hold])
        #expect(halfway.failure is Halfway)
        #expect(before.failure == nil && after.failure == nil && hold.failure == nil)
        let names = try ThrowawayPostgres.shared.sql(location, "SELECT string_agg(name, ',' ORDER BY name) FROM holder")
        #expect(names.trimmingCharacters(in: .whitespacesAndNewlines) == "after,before,buyer")
        #expect(try store.check().isEmpty)
    }
}
