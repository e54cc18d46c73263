import NIOPosix
import Synchronization

/// Runs the sale's blocking work (state transactions, SVG writing) on a thread pool, so that
/// it never holds up the threads that serve connections; with a limit, at most that many
/// calls wait or run at once, and more are refused (``Busy``) instead of queueing without end.
///
/// A SQLite state is written by one process at a time on this machine's disk: NIO's shared
/// pool (a thread a core) is enough. A PostgreSQL state spends most of a call waiting on the
/// network, and the store gathers the writes that wait at once into one commit
/// (``ServeSettings/blockingThreads``): more threads, more writes a commit.
struct Offload: Sendable {
    let pool: NIOThreadPool
    /// Whether the pool is this server's own (to be shut down with it).
    let isOwn: Bool
    /// The most calls waiting or running at once; `nil`: no limit.
    let limit: Int?
    private let inFlight = InFlight()

    /// Too many calls wait already; the request may come again later.
    struct Busy: Error, CustomStringConvertible {
        var description: String { "too many requests of this kind wait already" }
    }

    private final class InFlight: Sendable {
        let count = Atomic<Int>(0)
    }

    private init(pool: NIOThreadPool, isOwn: Bool, limit: Int?) {
        self.pool = pool
        self.isOwn = isOwn
        self.limit = limit
    }

    /// NIO's shared blocking pool.
    static let shared = Offload(pool: .singleton, isOwn: false, limit: nil)

    /// The pool for `threads` (`nil`: the shared pool); a pool of its own is started now,
    /// and stopped by ``shutdown()``.
    static func pool(threads: Int?, limit: Int? = nil) -> Offload {
        guard let threads else { return .shared }
        let pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
        return Offload(pool: pool, isOwn: true, limit: limit)
    }

    /// The calls waiting or running now (counted only with a ``limit``).
    var calls: Int { inFlight.count.load(ordering: .relaxed) }

    /// Stops the pool once its work is done, when it is the server's own.
    func shutdown() async {
        if isOwn { try? await pool.shutdownGracefully() }
    }

    /// The result of `body`, run on the pool.
    ///
    /// - Throws: ``Busy`` when ``limit`` calls wait or run already; what `body` throws.
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        if let limit {
            guard inFlight.count.wrappingAdd(1, ordering: .relaxed).newValue <= limit else {
                inFlight.count.wrappingSubtract(1, ordering: .relaxed)
                throw Busy()
            }
        }
        defer { if limit != nil { inFlight.count.wrappingSubtract(1, ordering: .relaxed) } }
        return try await pool.runIfActive(body)
    }
}

/// The pools of one server: the changes', the plain reads' and the costly reads'.
struct SalePools: Sendable {
    /// Holds, bookings and the box office's changes (``ServeSettings/blockingThreads``).
    let changes: Offload
    /// The feed's reads and expiries, stream backlogs, a buyer's status: two threads.
    let reads: Offload
    /// SVGs and seat lists (``ServeSettings/renderThreads``, at most
    /// ``ServeSettings/renderQueue`` waiting or running).
    let renders: Offload

    init(settings: ServeSettings) {
        changes = .pool(threads: settings.blockingThreads)
        reads = .pool(threads: 2)
        renders = .pool(threads: settings.renderThreads, limit: settings.renderQueue)
    }

    /// Stops the pools of the server's own.
    func shutdown() async {
        await changes.shutdown()
        await reads.shutdown()
        await renders.shutdown()
    }
}
