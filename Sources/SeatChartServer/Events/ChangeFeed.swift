import Foundation
import Logging
import SeatChart
import SeatChartSale
import SeatChartStore
import ServiceLifecycle
import Synchronization

/// The sale's changes as they are committed, by this server, by `seatchart` commands or by
/// another server on the same state: the feed reads the state's log after the last change
/// it saw (on each commit a PostgreSQL state signals, or every
/// ``ServeSettings/changePollInterval``), keeps every seat's state up to date in memory, and hands each change to the
/// event streams listening. It also frees holds whose time has run out
/// (every ``ServeSettings/expirySweepInterval``), so that their expiry reaches every client.
final class ChangeFeed: Service, Sendable {
    /// A listener's view of the feed: the changes, in log order, as batches.
    typealias Batches = AsyncStream<[SeatChangeEvent]>

    private struct State {
        var sequence: Int64 = 0
        var states: [SeatState]
        var listeners: [Int: Batches.Continuation] = [:]
        var nextListener = 0
        /// Whether the last read of the state failed (the state cannot be reached).
        var unreachable = false
    }

    private let sale: Sale
    private let settings: ServeSettings
    private let logger: Logger
    private let offload: Offload
    private let state: Mutex<State>

    /// A feed that starts at the state's current log position, with every seat's state read.
    init(sale: Sale, settings: ServeSettings, offload: Offload = .shared, logger: Logger) throws {
        self.sale = sale
        self.offload = offload
        self.settings = settings
        self.logger = logger
        // The position first, then the states: a change between the two is read again by the
        // first poll and applied once more, which sets the seat to the same state.
        let sequence = try sale.latestSequence()
        let table = try sale.states(holder: "")
        state = Mutex(State(sequence: sequence, states: table.states))
    }

    /// The sequence number of the latest change the feed has applied.
    var sequence: Int64 { state.withLock { $0.sequence } }

    /// Whether the state could not be read at the last attempt.
    var isUnreachable: Bool { state.withLock { $0.unreachable } }

    /// Every seat's state as of ``sequence`` (no seat marked as anyone's own).
    var states: SeatStateTable {
        let states = state.withLock { $0.states }
        return SeatStateTable(states: states, selected: Array(repeating: false, count: states.count))
    }

    /// The state of one seat as of ``sequence``.
    func state(ofSeat index: Int) -> SeatState {
        state.withLock { $0.states.indices.contains(index) ? $0.states[index] : .available }
    }

    /// A new listener: the batches of changes after the feed's position at this call,
    /// and that position. The listener ends when the stream's consumer stops.
    func listen() -> (batches: Batches, from: Int64) {
        let (stream, continuation) = Batches.makeStream(bufferingPolicy: .unbounded)
        let from = state.withLock { state -> Int64 in
            let id = state.nextListener
            state.nextListener += 1
            state.listeners[id] = continuation
            continuation.onTermination = { [weak self] _ in self?.removeListener(id) }
            return state.sequence
        }
        return (stream, from)
    }

    /// The number of event streams listening.
    var listenerCount: Int { state.withLock { $0.listeners.count } }

    private func removeListener(_ id: Int) {
        _ = state.withLock { $0.listeners.removeValue(forKey: id) }
    }

    /// Reads the log until the server shuts down; each pass reads what came since the last.
    /// A state that signals its commits (PostgreSQL's `NOTIFY`, from every server on the
    /// database) is read on each signal, and every ``ServeSettings/signalledPollInterval``
    /// anyway; any other state every ``ServeSettings/changePollInterval``.
    func run() async throws {
        let sweeper = Task { await sweepExpiries() }
        defer { sweeper.cancel() }
        let signal = sale.changeSignal()
        let wakeup = FeedWakeup()
        let watcher = signal.map { signal in Task { await signal.watchChanges { wakeup.signal() } } }
        defer { watcher?.cancel() }
        await withTaskCancellationOrGracefulShutdownHandler {
            while !Task.isCancelled && !Task.isShuttingDownGracefully {
                await poll()
                if signal == nil {
                    try? await Task.sleep(for: settings.changePollInterval)
                } else {
                    try? await Task.sleep(for: settings.signalledPollGap)
                    await wakeup.wait(atMost: settings.signalledPollInterval)
                }
            }
        } onCancelOrGracefulShutdown: { [self] in
            finishListeners()
            wakeup.signal()
        }
    }

    /// Reads and applies every change after the feed's position.
    func poll() async {
        let after = sequence
        do {
            var changes: [SeatChangeEvent] = []
            var from = after
            repeat {
                let position = from
                let batch = try await offload.run { [sale] in try sale.changes(after: position, limit: 5000) }
                changes += batch
                from = batch.last?.sequence ?? from
                if batch.count < 5000 { break }
            } while true
            apply(changes)
        } catch {
            let firstFailure = state.withLock { state -> Bool in
                defer { state.unreachable = true }
                return !state.unreachable
            }
            if firstFailure { logger.error("cannot read the selection state's changes: \(error)") }
        }
    }

    private func apply(_ changes: [SeatChangeEvent]) {
        let (fresh, listeners) = state.withLock { state -> ([SeatChangeEvent], [Batches.Continuation]) in
            state.unreachable = false
            var fresh: [SeatChangeEvent] = []
            for change in changes where change.sequence > state.sequence {
                if let seat = sale.chart.seatIndex(forID: change.seatID), state.states.indices.contains(seat) {
                    state.states[seat] = change.state
                }
                state.sequence = change.sequence
                fresh.append(change)
            }
            return (fresh, fresh.isEmpty ? [] : Array(state.listeners.values))
        }
        for listener in listeners { listener.yield(fresh) }
    }

    private func finishListeners() {
        let listeners = state.withLock { state -> [Batches.Continuation] in
            defer { state.listeners.removeAll() }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }

    /// Frees the holds whose time has run out, now and then, and reads their expiry at once.
    private func sweepExpiries() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: settings.expirySweepInterval) } catch { return }
            do {
                _ = try await offload.run { [sale] in try sale.expireDue() }
            } catch is CancellationError {
                return
            } catch {
                logger.warning("cannot free expired holds: \(error)")
            }
        }
    }
}
