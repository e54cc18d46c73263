import Hummingbird
import HummingbirdCore
import Synchronization

/// The connections a server takes, budgeted against its open-file limit so that it never
/// runs out of descriptors (which would crash the runtime) and never spins on `accept`:
///
/// - ``runtimeReserve`` descriptors are left to the runtime (the state file and its journal on
///   each reader, the render threads, and libdispatch, which reads `/proc` to watch its
///   threads and stops the process when it cannot open it);
/// - of the rest, up to ``serveLimit`` (80 %) connections are served;
/// - beyond, up to ``acceptLimit`` (90 %), a new connection is answered `503` with
///   `Retry-After` and closed at once (``ConnectionGuardHandler``);
/// - at ``acceptLimit`` the server stops accepting (Hummingbird's
///   ``AvailableConnectionsDelegate``): new connections wait in the kernel's listen queue
///   until a connection closes, and the accept loop sleeps instead of spinning;
///
/// and no client address may hold more than ``perAddress``'s cap (answered `429`).
final class ConnectionBudget: Sendable {
    /// The most connections served at once; `nil`: no budget.
    let serveLimit: Int?
    /// The most connections open at once, those being refused included; `nil`: no budget.
    let acceptLimit: Int?
    /// The connections each client address holds, and their cap.
    let perAddress: AddressCounter
    private let open = Atomic<Int>(0)
    private let served = Atomic<Int>(0)

    /// The descriptors never given to connections.
    static let runtimeReserve = 32

    /// A budget for a process with `descriptors` open files left (`nil`: no budget), with at
    /// most `perAddress` connections a client address (0: no cap). With hardly any left, it
    /// still serves one connection and refuses the next.
    init(descriptors: Int?, perAddress: Int) {
        let usable = descriptors.map { max(0, $0 - Self.runtimeReserve) }
        serveLimit = usable.map { max(1, $0 * 8 / 10) }
        acceptLimit = usable.map { max(2, $0 * 9 / 10) }
        self.perAddress = AddressCounter(cap: perAddress)
    }

    /// Takes a place among the served connections for a connection just accepted: false when
    /// ``serveLimit`` are served already (connections being refused do not count, so that a
    /// burst of clients ends with exactly ``serveLimit`` served). A connection admitted gives its
    /// place back with ``leave()`` when it closes.
    func admit() -> Bool {
        guard let serveLimit else {
            served.wrappingAdd(1, ordering: .relaxed)
            return true
        }
        var current = served.load(ordering: .relaxed)
        while current < serveLimit {
            let (exchanged, original) = served.compareExchange(expected: current, desired: current + 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Gives back the place of a connection admitted by ``admit()``.
    func leave() { served.wrappingSubtract(1, ordering: .relaxed) }

    /// Whether the server accepts more connections now.
    var isAccepting: Bool {
        acceptLimit.map { open.load(ordering: .relaxed) < $0 } ?? true
    }

    fileprivate func opened() { open.wrappingAdd(1, ordering: .relaxed) }
    fileprivate func closed() { open.wrappingSubtract(1, ordering: .relaxed) }

    /// Hummingbird's gate on `accept`, counting with this budget.
    var acceptGate: some AvailableConnectionsDelegate { Gate(budget: self) }

    private struct Gate: AvailableConnectionsDelegate {
        let budget: ConnectionBudget
        mutating func connectionOpened() { budget.opened() }
        mutating func connectionClosed() { budget.closed() }
        func isAcceptingNewConnections() -> Bool { budget.isAccepting }
    }
}
