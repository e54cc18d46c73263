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
/// event streams listening (each a bounded ``ChangeListener``). It also frees holds whose
/// time has run out (every ``ServeSettings/expirySweepInterval``), so that their expiry
/// reaches every client, and now and then deletes the holders that own nothing.
///
/// On a chart with standing areas it also reads where the areas' counts stand on each pass
/// (``AreaPosition``: the areas' last event, their rows and the next hold to run out, which
/// changes them without a write), reads the counts again when that moved, and hands those
/// that changed to the streams.
///
/// Its reads run on a thread of their own (`offload`), never on the threads of the holds.
final class ChangeFeed: Service, Sendable {
    private struct State {
        var sequence: Int64 = 0
        var states: SeatStateOverlay
        var listeners: [ObjectIdentifier: ChangeListener] = [:]
        /// The standing areas' counts (no holder's own), in chart order; empty without areas.
        var areas: [AreaCount] = []
        /// Where the counts stood when they were read.
        var areaPosition: AreaPosition?
        /// Whether the last read of the state failed (the state cannot be reached).
        var unreachable = false
        /// The store's stamp before the last read of the log, and when that read was.
        var stamp: StateStamp?
        var stampRead = ContinuousClock.now
    }

    private let sale: Sale
    private let settings: ServeSettings
    private let logger: Logger
    private let offload: Offload
    private let state: Mutex<State>
    /// Woken when a pass finds changes (of seats or of areas' counts): the webhooks'
    /// deliveries, which then read the log again.
    private let watchers = Mutex<[FeedWakeup]>([])
    private let throttle = LogThrottle(window: .seconds(60))
    /// Whether the chart has standing areas (whose counts the feed reads).
    private let hasAreas: Bool

    /// A feed that starts at the state's current log position, with every seat's state read
    /// and kept as it differs from `base` (the chart's own states, shared by the feeds of its
    /// events; made from the chart when not given); its reads run on `offload`.
    init(sale: Sale, settings: ServeSettings, base: [SeatState]? = nil, offload: Offload = .shared, logger: Logger) throws {
        self.sale = sale
        self.offload = offload
        self.settings = settings
        self.logger = logger
        // The position first, then the states: a change between the two is read again by the
        // first poll and applied once more, which sets the seat to the same state.
        let sequence = try sale.latestSequence()
        let table = try sale.states(holder: "")
        hasAreas = sale.chart.hasStandingAreas
        let overlay = SeatStateOverlay(base: base ?? SeatStateTable(initialStatesOf: sale.chart).states, states: table.states)
        state = Mutex(State(sequence: sequence, states: overlay, areas: hasAreas ? try sale.areaCounts(holder: "") : []))
    }

    /// The standing areas' counts as of the last pass, in chart order (no holder's own).
    var areas: [AreaCount] { state.withLock { $0.areas } }

    /// The sequence number of the latest change the feed has applied.
    var sequence: Int64 { state.withLock { $0.sequence } }

    /// The areas' last log entry as of the last pass (0 without areas).
    var areaLastEvent: Int64 { state.withLock { $0.areaPosition?.lastEvent ?? 0 } }

    /// Signals `wakeup` whenever a pass finds changes.
    func watch(_ wakeup: FeedWakeup) { watchers.withLock { $0.append(wakeup) } }

    private func wakeWatchers() {
        for wakeup in watchers.withLock({ $0 }) { wakeup.signal() }
    }

    /// Whether the state could not be read at the last attempt.
    var isUnreachable: Bool { state.withLock { $0.unreachable } }

    /// Every seat's state as of ``sequence`` (no seat marked as anyone's own).
    var states: SeatStateTable { snapshot().states }

    /// Every seat's state and the position they are as of, read together.
    func snapshot() -> (sequence: Int64, states: SeatStateTable) {
        let (sequence, overlay) = state.withLock { ($0.sequence, $0.states) }
        let states = overlay.states
        return (sequence, SeatStateTable(states: states, selected: Array(repeating: false, count: states.count)))
    }

    /// The state of one seat as of ``sequence``.
    func state(ofSeat index: Int) -> SeatState {
        state.withLock { $0.states[index] }
    }

    /// The number of seats available as of ``sequence``.
    var availableCount: Int { state.withLock { $0.states.availableCount } }

    /// A new listener, bounded as the settings say: the changes after the feed's position
    /// at this call, and that position. ``stopListening(_:)`` ends it.
    func listen() -> (listener: ChangeListener, from: Int64) {
        let listener = ChangeListener(maximumChanges: settings.streamBacklogChanges, maximumBytes: settings.streamBacklogBytes)
        let from = state.withLock { state -> Int64 in
            state.listeners[ObjectIdentifier(listener)] = listener
            return state.sequence
        }
        return (listener, from)
    }

    /// Removes `listener` (its stream ended).
    func stopListening(_ listener: ChangeListener) {
        _ = state.withLock { $0.listeners.removeValue(forKey: ObjectIdentifier(listener)) }
    }

    /// The number of event streams listening.
    var listenerCount: Int { state.withLock { $0.listeners.count } }

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

    /// Reads and applies every change after the feed's position. A store whose stamp has not
    /// moved since the last read is not read again (a chart without standing areas), except
    /// once every ``ServeSettings/signalledPollInterval``: a server of many events reads only
    /// the logs that may have grown.
    func poll() async {
        let after = sequence
        let stamp = hasAreas ? nil : sale.changeStamp()
        if let stamp {
            let skip = state.withLock { state in
                state.stamp == stamp && !state.unreachable && ContinuousClock.now - state.stampRead < settings.signalledPollInterval
            }
            if skip { return }
        }
        let readAt = ContinuousClock.now
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
            state.withLock { state in
                state.stamp = stamp
                state.stampRead = readAt
            }
            if hasAreas { try await pollAreas() }
        } catch {
            let firstFailure = state.withLock { state -> Bool in
                defer { state.unreachable = true }
                return !state.unreachable
            }
            if firstFailure { logger.error("cannot read the selection state's changes: \(error)") }
        }
    }

    private func apply(_ changes: [SeatChangeEvent]) {
        let (fresh, listeners) = state.withLock { state -> ([SeatChangeEvent], [ChangeListener]) in
            state.unreachable = false
            var fresh: [SeatChangeEvent] = []
            for change in changes where change.sequence > state.sequence {
                if let seat = sale.chart.seatIndex(forID: change.seatID) {
                    state.states[seat] = change.state
                }
                state.sequence = change.sequence
                fresh.append(change)
            }
            return (fresh, fresh.isEmpty ? [] : Array(state.listeners.values))
        }
        if !fresh.isEmpty { wakeWatchers() }
        // A listener that fell behind leaves (its stream ends; the client resumes from the log).
        for listener in listeners where !listener.push(fresh) { stopListening(listener) }
    }

    /// Reads the areas' counts when they may have changed since the last read.
    private func pollAreas() async throws {
        let earlier = state.withLock { $0.areaPosition }
        let position = try await offload.run { [sale] in try sale.areaPosition() }
        guard position?.needsRead(after: earlier) ?? true else { return }
        // The position before the counts: a change between the two is read again next pass.
        apply(try await offload.run { [sale] in try sale.areaCounts(holder: "") })
        state.withLock { $0.areaPosition = position }
    }

    /// Keeps the areas' counts and hands those that changed to every listener.
    private func apply(_ counts: [AreaCount]) {
        let (changed, listeners) = state.withLock { state -> ([AreaCount], [ChangeListener]) in
            let changed = counts.filter { count in !state.areas.contains(count) }
            state.areas = counts
            return (changed, changed.isEmpty ? [] : Array(state.listeners.values))
        }
        if !changed.isEmpty { wakeWatchers() }
        for listener in listeners { listener.push(areas: changed) }
    }

    private func finishListeners() {
        let listeners = state.withLock { state -> [ChangeListener] in
            defer { state.listeners.removeAll() }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }

    /// Frees the holds whose time has run out, now and then, and reads their expiry at once;
    /// every ``ServeSettings/idleHolderSweepInterval`` deletes the holders that own nothing.
    private func sweepExpiries() async {
        var lastRemoval = ContinuousClock.now
        while !Task.isCancelled {
            do { try await Task.sleep(for: settings.expirySweepInterval) } catch { return }
            let removeIdle = ContinuousClock.now - lastRemoval >= settings.idleHolderSweepInterval
            if removeIdle { lastRemoval = .now }
            do {
                _ = try await offload.run { [sale] in
                    try sale.expireDue()
                    if removeIdle { try sale.removeIdleHolders() }
                }
            } catch is CancellationError {
                return
            } catch {
                throttle.log("cannot free expired holds: \(error)", level: .warning, to: logger)
            }
        }
    }
}
