import NIOPosix

/// Runs the sale's blocking work (state transactions, SVG writing) on a thread pool, so that
/// it never holds up the threads that serve connections.
///
/// A SQLite state is written by one process at a time on this machine's disk: NIO's shared
/// pool (a thread a core) is enough. A PostgreSQL state spends most of a call waiting on the
/// network, and the store gathers the writes that wait at once into one commit
/// (``ServeSettings/blockingThreads``): more threads, more writes a commit.
struct Offload: Sendable {
    let pool: NIOThreadPool
    /// Whether the pool is this server's own (to be shut down with it).
    let isOwn: Bool

    /// NIO's shared blocking pool.
    static let shared = Offload(pool: .singleton, isOwn: false)

    /// The pool for `threads` (`nil`: the shared pool); a pool of its own is started now,
    /// and stopped by ``shutdown()``.
    static func pool(threads: Int?) -> Offload {
        guard let threads else { return .shared }
        let pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
        return Offload(pool: pool, isOwn: true)
    }

    /// Stops the pool once its work is done, when it is the server's own.
    func shutdown() async {
        if isOwn { try? await pool.shutdownGracefully() }
    }

    /// The result of `body`, run on the pool.
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await pool.runIfActive(body)
    }
}
