import Foundation
import SeatChartTestSupport
import Synchronization
import Testing

/// The tests that wait on processes run on threads of their own (``WaitingThreads``), so a
/// test blocked in `waitUntilExit` never takes a cooperative thread from the in-process servers.
@Suite(.onWaitingThreads) struct WaitingThreadsTests {
    @Test func aMarkedTestRunsOnAWaitingThread() {
        #expect(WaitingThreads.isCurrent)
    }

    @Test func anAsyncMarkedTestComesBackToOneAfterItWaits() async throws {
        try await Task.sleep(for: .milliseconds(10))
        #expect(WaitingThreads.isCurrent)
    }
}

/// An unmarked test stays on Swift's cooperative threads.
@Suite struct UnmarkedTestThreadTests {
    @Test func anUnmarkedTestRunsOnACooperativeThread() async {
        #expect(!WaitingThreads.isCurrent)
    }
}

/// ``TestAdmission`` lets in at most its width, and the next test of a suite that has begun
/// before a test of one that has not.
@Suite struct TestAdmissionTests {
    /// The order the tests were let in and the most that ran at once.
    final class Record: Sendable {
        private let state = Mutex((order: [String](), running: 0, most: 0))
        var order: [String] { state.withLock { $0.order } }
        var most: Int { state.withLock { $0.most } }
        func enter(_ name: String) {
            state.withLock { state in
                state.order.append(name)
                state.running += 1
                state.most = max(state.most, state.running)
            }
        }
        func leave() { state.withLock { $0.running -= 1 } }
    }

    @Test func aBegunSuiteGoesFirstAndNoMoreThanTheWidthRun() async throws {
        let admission = TestAdmission(width: 1)
        let record = Record()
        let (release, releasing) = AsyncStream.makeStream(of: Void.self)
        let test: @Sendable (String, String, Bool) async -> Void = { name, suite, holding in
            await admission.admitted(suite: suite) {
                record.enter(name)
                if holding { for await _ in release { break } }
                record.leave()
            }
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await test("a1", "a", true) }
            while record.order.isEmpty { await Task.yield() }
            group.addTask { await test("b1", "b", false) }
            while admission.waiting < 1 { await Task.yield() }
            group.addTask { await test("a2", "a", false) }
            while admission.waiting < 2 { await Task.yield() }
            releasing.yield()
        }
        #expect(record.order == ["a1", "a2", "b1"])
        #expect(record.most == 1)
    }
}
