import NIOPosix

/// Runs the sale's blocking work (SQLite transactions, SVG writing) on NIO's thread pool,
/// so that it never holds up the threads that serve connections.
enum Offload {
    /// The result of `body`, run on the blocking pool.
    static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await NIOThreadPool.singleton.runIfActive(body)
    }
}
