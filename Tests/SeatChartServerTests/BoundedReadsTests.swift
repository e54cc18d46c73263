import Foundation
import Logging
import NIOCore
import SeatChart
@testable import SeatChartServer
import SeatChartStore
import SeatChartTestSupport
import Synchronization
import Testing

/// What keeps the costly reads bounded: an event stream that falls behind is dropped, a body
/// is made once per state version for every client, the renders' pool refuses when full.
@Suite(.onWaitingThreads) struct BoundedReadsTests {
    static func change(_ sequence: Int64) -> SeatChangeEvent {
        SeatChangeEvent(sequence: sequence, seatID: "101-A-\(sequence)", action: .select, time: Date(timeIntervalSince1970: 0))
    }

    @Test func aListenerThatFallsBehindIsDroppedWithItsQueue() async {
        let listener = ChangeListener(maximumChanges: 100, maximumBytes: 1 << 20)
        #expect(listener.push((1...60).map(Self.change)))
        #expect(await listener.next(waitingAtMost: .seconds(1)) == .changes((1...60).map(Self.change)))
        #expect(listener.push((61...160).map(Self.change)), "100 waiting is the most, not over it")
        #expect(!listener.push([Self.change(161)]))
        #expect(await listener.next(waitingAtMost: .seconds(1)) == .fellBehind)
        #expect(!listener.push([Self.change(162)]), "a dropped listener takes nothing more")
        let byBytes = ChangeListener(maximumChanges: 10_000, maximumBytes: 1000)
        #expect(!byBytes.push((1...30).map(Self.change)), "30 changes of about 58 bytes pass 1,000 bytes")
        let idle = ChangeListener(maximumChanges: 10, maximumBytes: 1000)
        #expect(await idle.next(waitingAtMost: .milliseconds(10)) == .idle)
        idle.finish()
        #expect(await idle.next(waitingAtMost: .seconds(1)) == .ended)
    }

    @Test func theFeedDropsAStreamThatFallsBehindAndKeepsTheOthers() async throws {
        var settings = ServeSettings()
        settings.streamBacklogChanges = 5
        let fixture = try ServerFixture(settings: settings)
        let feed = try ChangeFeed(sale: fixture.sale, settings: settings, logger: Logger(label: "test"))
        let (slow, _) = feed.listen()
        let (keen, _) = feed.listen()
        for (index, id) in ["101-A-1", "101-A-2", "101-A-3"].enumerated() {
            try fixture.sale.select(.init(ids: [id]), holder: "a")
            await feed.poll()
            guard case .changes(let batch) = await keen.next(waitingAtMost: .seconds(5)) else {
                Issue.record("no changes")
                return
            }
            #expect(batch.count == 1, "\(index)")
        }
        try fixture.sale.select(.init(ids: ["101-B-1", "101-B-2", "101-B-3"]), holder: "a")
        await feed.poll()
        #expect(await slow.next(waitingAtMost: .seconds(5)) == .fellBehind, "6 changes waited, 5 is the most")
        #expect(feed.listenerCount == 1)
        guard case .changes(let batch) = await keen.next(waitingAtMost: .seconds(5)) else {
            Issue.record("no changes")
            return
        }
        #expect(batch.count == 3)
    }

    @Test func aBodyIsMadeOncePerStateVersionForEveryoneWaiting() async throws {
        let position = Atomic<Int64>(7)
        let renders = Atomic<Int>(0)
        let cache = RenderCache(maximumBytes: 1 << 20) { position.load(ordering: .relaxed) }
        let render: RenderCache.Render = {
            renders.wrappingAdd(1, ordering: .relaxed)
            try await Task.sleep(for: .milliseconds(100))
            return (position.load(ordering: .relaxed), ByteBuffer(string: "v\(position.load(ordering: .relaxed))"))
        }
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 { group.addTask { String(buffer: try await cache.body("svg", atLeast: 7, render: render)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(bodies) == ["v7"] && renders.load(ordering: .relaxed) == 1)
        #expect(String(buffer: try await cache.body("svg", atLeast: 7, render: render)) == "v7", "kept")
        #expect(renders.load(ordering: .relaxed) == 1)
        position.store(8, ordering: .relaxed)
        #expect(String(buffer: try await cache.body("svg", atLeast: 8, render: render)) == "v8", "a newer state is drawn anew")
        #expect(renders.load(ordering: .relaxed) == 2)
        #expect(String(buffer: try await cache.body("other", atLeast: 8, render: render)) == "v8")
        #expect(renders.load(ordering: .relaxed) == 3, "another view is another body")
    }

    @Test func keptBodiesStayWithinTheirBytes() async throws {
        let cache = RenderCache(maximumBytes: 1000) { 1 }
        for key in 0..<20 {
            _ = try await cache.body("k\(key)", atLeast: 1) { (1, ByteBuffer(repeating: 0, count: 300)) }
        }
        let renders = Atomic<Int>(0)
        let again: RenderCache.Render = {
            renders.wrappingAdd(1, ordering: .relaxed)
            return (1, ByteBuffer(repeating: 0, count: 300))
        }
        _ = try await cache.body("k19", atLeast: 1, render: again)
        _ = try await cache.body("k0", atLeast: 1, render: again)
        #expect(renders.load(ordering: .relaxed) == 1, "the newest is kept, the oldest went")
    }

    @Test func theRendersPoolRefusesBeyondItsLimit() async throws {
        let pool = Offload.pool(threads: 1, limit: 2)
        defer { Task { await pool.shutdown() } }
        let gate = DispatchSemaphore(value: 0)
        let first = Task { try await pool.run { gate.wait() } }
        let second = Task { try await pool.run { gate.wait() } }
        while pool.calls < 2 { try await Task.sleep(for: .milliseconds(5)) }
        await #expect(throws: Offload.Busy.self) { try await pool.run {} }
        gate.signal()
        gate.signal()
        try await first.value
        try await second.value
        try await pool.run {}
    }
}
