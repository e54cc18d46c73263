import Foundation
import Testing

/// Threads of the tests' own for tests that wait: on a process they started (the built
/// binary, a browser, `initdb`), on a socket, or on the clock.
///
/// Swift runs tests on its cooperative threads, one a core. A test that blocks one of them in
/// `waitUntilExit`, `poll` or `Thread.sleep` takes it from every other test, including the
/// in-process servers whose requests then time out for want of a thread. The tests marked
/// ``Trait/onWaitingThreads`` run their bodies here instead, on ``WaitingThreads/width`` threads
/// that may block as long as they like: while some wait on a process, the others keep the
/// cores busy, and the cooperative threads stay free for work that never blocks.
///
/// A thread is added whenever a job comes and none is idle, up to ``WaitingThreads/width``:
/// with a fixed few, every thread could be blocked (three viewer lanes in their browsers, a
/// server test polling its sockets) while the continuation of another test waited behind
/// them, so that an answer given in milliseconds reached its test seconds later and a token
/// ran out before the hold that followed it was sent.
public final class WaitingThreads: TaskExecutor, @unchecked Sendable {
    /// The executor every marked test shares.
    public static let shared = WaitingThreads(width: width)

    /// The most threads: `SEATCHART_TEST_WAITING_THREADS`, or 32 a core (most of a waiting
    /// test's time is spent in another process or asleep).
    public static var width: Int {
        if let text = ProcessInfo.processInfo.environment["SEATCHART_TEST_WAITING_THREADS"], let width = Int(text), width > 0 {
            return width
        }
        return 32 * max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var next = 0
    private let maximum: Int
    private var threads = 0
    private var idle = 0

    private init(width: Int) {
        maximum = width
    }

    /// Starts another thread (with the condition locked).
    private func addThread() {
        threads += 1
        let thread = Thread { [unowned self] in self.work() }
        thread.name = "test-waiting-\(threads)"
        thread.stackSize = 8 << 20
        thread.start()
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        if jobs.count - next > idle && threads < maximum { addThread() }
        condition.signal()
        condition.unlock()
    }

    /// Whether the calling thread is one of these (a synchronous function may ask).
    public static var isCurrent: Bool { Thread.current.threadDictionary[marker] != nil }
    private static let marker = "seatchart.test.waiting-thread"

    /// Runs jobs in the order they came, for ever.
    private func work() {
        let executor = asUnownedTaskExecutor()
        Thread.current.threadDictionary[Self.marker] = true
        while true {
            condition.lock()
            while next == jobs.count {
                idle += 1
                condition.wait()
                idle -= 1
            }
            let job = jobs[next]
            next += 1
            if next > 1024 && next * 2 > jobs.count {
                jobs.removeFirst(next)
                next = 0
            }
            condition.unlock()
            job.runSynchronously(on: executor)
        }
    }
}

/// Runs each test of the suite (or the test) on ``WaitingThreads``, once ``TestAdmission``
/// lets it in (a lane's tests go in at once).
public struct OnWaitingThreads: SuiteTrait, TestTrait, TestScoping {
    /// Whether the tests form a lane (a serialized suite on the run's longest path), which
    /// ``TestAdmission`` does not hold back.
    public var isLane = false

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // Each test case is admitted; a suite's own scope is not (its cases would wait for it).
        guard testCase != nil, !isLane else {
            try await withTaskExecutorPreference(WaitingThreads.shared) { try await function() }
            return
        }
        // The suite: the test's id up to its first "/" ("Module.Suite/test()/File.swift:5:6").
        let id = String(describing: test.id)
        let suite = id.firstIndex(of: "/").map { String(id[..<$0]) } ?? id
        try await TestAdmission.shared.admitted(suite: suite) {
            try await withTaskExecutorPreference(WaitingThreads.shared) { try await function() }
        }
    }
}

extension Trait where Self == OnWaitingThreads {
    /// Runs the tests on threads that may block (``WaitingThreads``), away from Swift's
    /// cooperative threads: for tests that wait on processes, sockets or the clock. At most
    /// ``TestAdmission/width`` such tests run at once.
    public static var onWaitingThreads: Self { OnWaitingThreads() }

    /// ``onWaitingThreads`` for a lane: a serialized suite of long tests (the browser
    /// scenarios, schemathesis), on the run's longest path, whose tests ``TestAdmission``
    /// lets in at once.
    public static var onWaitingThreadsAsALane: Self { OnWaitingThreads(isLane: true) }
}
