import SeatChartStore
import Synchronization

/// One event stream's share of the change feed: the changes it has not written yet, bounded.
///
/// The feed pushes every batch of changes; the stream takes what waits, or waits for more.
/// A stream that falls behind (a client that stops reading: its writes wait for the
/// connection) would keep every change in memory, so once more than ``maximumChanges``
/// changes or ``maximumBytes`` of their text wait, the listener is dropped: its queue is
/// emptied and the stream ends; the client resumes from the log with `Last-Event-ID`. A
/// stream stuck in a write cannot see that, so whoever listens may also be told at once
/// (``whenFallingBehind(_:)``: the route closes the connection).
final class ChangeListener: Sendable {
    /// What a stream gets when it asks for the next changes.
    enum Next: Equatable {
        /// Changes, in log order.
        case changes([SeatChangeEvent])
        /// Standing areas' new counts (the latest of each area, in the order they changed).
        case areas([AreaCount])
        /// Nothing came within the wait (time for a heartbeat).
        case idle
        /// The feed ended (the server is shutting down).
        case ended
        /// The stream fell behind and was dropped.
        case fellBehind
    }

    /// The most changes that may wait.
    let maximumChanges: Int
    /// The most bytes of event text that may wait (estimated: ``bytes(of:)`` a change).
    let maximumBytes: Int

    private struct State {
        var waiting: [SeatChangeEvent] = []
        var bytes = 0
        /// Areas' counts not written yet: only the latest of each matters, so they never pile up.
        var areas: [AreaCount] = []
        var end: Next?
        var fallingBehind: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    /// Wakes the stream when changes come or the listener ends.
    private let wakeup = FeedWakeup()

    init(maximumChanges: Int, maximumBytes: Int) {
        self.maximumChanges = maximumChanges
        self.maximumBytes = maximumBytes
    }

    /// The text an event of `change` takes, about: its fixed part and the seat id.
    static func bytes(of change: SeatChangeEvent) -> Int { 48 + change.seatID.utf8.count }

    /// Adds `changes` to those waiting; drops the listener when too many wait. Returns
    /// whether it is still listening.
    @discardableResult
    func push(_ changes: [SeatChangeEvent]) -> Bool {
        let (listening, fell) = state.withLock { state -> (Bool?, (@Sendable () -> Void)?) in
            guard state.end == nil else { return (nil, nil) }
            state.waiting += changes
            state.bytes += changes.reduce(0) { $0 + Self.bytes(of: $1) }
            guard state.waiting.count > maximumChanges || state.bytes > maximumBytes else { return (true, nil) }
            state.waiting = []
            state.bytes = 0
            state.end = .fellBehind
            defer { state.fallingBehind = nil }
            return (false, state.fallingBehind)
        }
        guard let listening else { return false }
        fell?()
        wakeup.signal()
        return listening
    }

    /// Adds standing areas' new counts, each replacing a count of the same area still waiting.
    func push(areas counts: [AreaCount]) {
        let listening = state.withLock { state -> Bool in
            guard state.end == nil else { return false }
            for count in counts {
                if let k = state.areas.firstIndex(where: { $0.area == count.area }) { state.areas[k] = count } else { state.areas.append(count) }
            }
            return true
        }
        if listening { wakeup.signal() }
    }

    /// Runs `action` once when the listener falls behind (at once if it has), from the feed's
    /// thread: for a stream whose write waits on a client that does not read.
    func whenFallingBehind(_ action: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            guard state.end != .fellBehind else { return true }
            state.fallingBehind = action
            return false
        }
        if now { action() }
    }

    /// Ends the listener (the feed stops): the stream writes what waits, then ends.
    func finish() {
        state.withLock { state in if state.end == nil { state.end = .ended } }
        wakeup.signal()
    }

    /// The changes waiting, or, when there are none, the next ones within `limit`; `.idle`
    /// when none came by then (a wake-up that finds them taken already waits on); the end
    /// once nothing waits.
    func next(waitingAtMost limit: Duration) async -> Next {
        let deadline = ContinuousClock.now + limit
        while true {
            if let ready = take() { return ready }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .idle }
            await wakeup.wait(atMost: left)
        }
    }

    private func take() -> Next? {
        state.withLock { state in
            if state.end == .fellBehind { return .fellBehind }
            if !state.waiting.isEmpty {
                defer { (state.waiting, state.bytes) = ([], 0) }
                return .changes(state.waiting)
            }
            if !state.areas.isEmpty {
                defer { state.areas = [] }
                return .areas(state.areas)
            }
            return state.end
        }
    }
}
