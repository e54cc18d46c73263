import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// One connection listening on the change channel (`LISTEN`), kept up on a thread of its own:
/// each notice calls `onChange` from the connection's event loop, a lost connection is made
/// again a quarter second later (and `onChange` called once it is, since changes may have
/// come meanwhile). Nothing waits on Swift's cooperative threads, so a busy process cannot
/// hold the notices up.
final class PostgresChangeWatch: @unchecked Sendable {
    private let url: PostgresURL
    private let onChange: @Sendable () -> Void
    private let condition = NSCondition()
    private var cancelled = false
    private var connection: PostgresConnection?
    private static let logger = Logger(label: "seatchart.postgres.listen", factory: { _ in SwiftLogNoOpLogHandler() })

    /// A watch connecting to `url` (a store's); nothing is started yet.
    init(url: PostgresURL, onChange: @escaping @Sendable () -> Void) {
        self.url = url
        self.onChange = onChange
    }

    /// Starts listening on a new thread; `ended` is called once ``cancel()`` stopped it.
    func start(ended: @escaping @Sendable () -> Void) {
        Thread.detachNewThread { [self] in
            listen()
            ended()
        }
    }

    /// Stops listening: the connection is closed and the thread ends.
    func cancel() {
        condition.lock()
        cancelled = true
        let connection = self.connection
        condition.broadcast()
        condition.unlock()
        if let connection { _ = connection.close() as EventLoopFuture<Void> }
    }

    private var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    private func listen() {
        var reconnecting = false
        while !isCancelled {
            if let connection = try? url.connect(id: 0, logger: Self.logger).wait() {
                condition.lock()
                self.connection = connection
                let stop = cancelled
                condition.unlock()
                if !stop {
                    let onChange = self.onChange
                    let listening = connection.addListener(channel: PostgresSchema.changeChannel) { _, _ in onChange() }
                    // Answered after the LISTEN, which goes first: from here no commit is missed.
                    if (try? connection.run("SELECT 1")) != nil, reconnecting { onChange() }
                    reconnecting = true
                    // Until the server goes away or the watch is cancelled.
                    try? connection.closeFuture.wait()
                    listening.stop()
                }
                _ = try? (connection.close() as EventLoopFuture<Void>).wait()
                condition.lock()
                self.connection = nil
                condition.unlock()
            }
            reconnecting = true
            condition.lock()
            if !cancelled { _ = condition.wait(until: Date().addingTimeInterval(0.25)) }
            condition.unlock()
        }
    }
}
