import Synchronization

/// A wake-up call, for the change feed (a notice came) and for an event stream (changes
/// came): a signal that arrives while nobody waits is kept (one), so the next wait returns
/// at once; a wait ends on a signal or after its time. One waiter at a time.
final class FeedWakeup: Sendable {
    private struct State {
        var pending = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    /// Wakes the waiter, or the next one.
    func signal() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.pending = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Returns on the next signal (at once if one is pending), or after `limit`.
    func wait(atMost limit: Duration) async {
        let timer = Task { [self] in
            try? await Task.sleep(for: limit)
            if !Task.isCancelled { signal() }
        }
        defer { timer.cancel() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                if state.pending {
                    state.pending = false
                    return true
                }
                state.waiter = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }
}
