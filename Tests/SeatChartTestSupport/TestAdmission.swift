import Foundation
import Synchronization

/// How many tests that wait (``OnWaitingThreads``) run at once: ``width``; the others wait
/// their turn without holding a thread.
///
/// Each such test starts processes (the built binary, a browser, a database, a Python check),
/// and when all of them start at once, a two-core machine runs forty processes at a time:
/// every one of them slows down, the browser lanes that make the run's longest path most of
/// all, and waits bounded for a loaded machine run out. Admitted a few at a time, the tests
/// do the same work, and the lanes (never held back) run at nearly the speed they have alone.
///
/// The next test of a suite that has begun goes before the tests of suites that have not: a
/// serialized suite is a chain of tests, and in the order the tests came it would wait behind
/// every other test once for each of its own, and end last.
public final class TestAdmission: Sendable {
    /// The admission every marked test shares.
    public static let shared = TestAdmission(width: width)

    /// The most tests at once: `SEATCHART_TEST_ADMISSION`, or three a core.
    public static var width: Int {
        if let text = ProcessInfo.processInfo.environment["SEATCHART_TEST_ADMISSION"], let width = Int(text), width > 0 {
            return width
        }
        return 3 * max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    private struct Waiter {
        var suite: String
        var continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var free: Int
        /// The suites one of whose tests was let in.
        var begun: Set<String> = []
        /// The tests of begun suites, then the others, each in the order they came.
        var continuing: [Waiter] = []
        var starting: [Waiter] = []
        var startingNext = 0

        /// The next test to let in, if any waits.
        mutating func next() -> Waiter? {
            if !continuing.isEmpty { return continuing.removeFirst() }
            guard startingNext < starting.count else { return nil }
            defer {
                startingNext += 1
                if startingNext > 256 && startingNext * 2 > starting.count {
                    starting.removeFirst(startingNext)
                    startingNext = 0
                }
            }
            return starting[startingNext]
        }
    }

    private let state: Mutex<State>

    /// An admission of `width` tests at once (at least one).
    public init(width: Int) {
        state = Mutex(State(free: max(1, width)))
    }

    /// How many tests wait to be let in.
    public var waiting: Int {
        state.withLock { $0.continuing.count + $0.starting.count - $0.startingNext }
    }

    /// Runs `body`, a test of `suite`, once a place is free, and frees it after.
    public func admitted<T>(suite: String, _ body: () async throws -> T) async rethrows -> T {
        await enter(suite: suite)
        defer { leave() }
        return try await body()
    }

    private func enter(suite: String) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                if state.free > 0 {
                    state.free -= 1
                    state.begun.insert(suite)
                    return true
                }
                let waiter = Waiter(suite: suite, continuation: continuation)
                if state.begun.contains(suite) { state.continuing.append(waiter) } else { state.starting.append(waiter) }
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Hands the place to the next test waiting, or frees it.
    private func leave() {
        let next = state.withLock { state -> Waiter? in
            guard let next = state.next() else {
                state.free += 1
                return nil
            }
            state.begun.insert(next.suite)
            return next
        }
        next?.continuation.resume()
    }
}
