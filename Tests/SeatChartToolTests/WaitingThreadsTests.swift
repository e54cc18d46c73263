import Foundation
import SeatChartTestSupport
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
