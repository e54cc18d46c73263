import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SeatChart

/// A few open connections to one database, lent one at a time to blocking callers.
///
/// The store's contract is synchronous (the command line calls it directly, the server on
/// NIO's blocking thread pool), so the store waits on postgres-nio's `EventLoopFuture`
/// interface of `PostgresConnection` rather than bridging `PostgresClient`'s async API with
/// semaphores, which could block every thread of Swift's cooperative pool (two on a two-core
/// machine) while the task it waits for needs one. A connection that fails is closed and
/// replaced by the next borrower, so the pool reconnects by itself after a server restart.
final class PostgresConnectionPool: @unchecked Sendable {
    let url: PostgresURL
    /// How each connection is made (``PostgresURL/connectionConfiguration()``).
    let configuration: PostgresConnection.Configuration
    private let maximum: Int
    private let condition = NSCondition()
    private var idle: [PostgresConnection] = []
    private var open = 0
    private var nextID = 0
    private static let logger = Logger(label: "seatchart.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// A pool of at most `maximum` connections to `url`; none is opened yet.
    ///
    /// - Throws: ``InputError`` naming the URL when its TLS settings cannot be set up.
    init(url: PostgresURL, maximum: Int) throws {
        self.url = url
        configuration = try url.connectionConfiguration()
        self.maximum = max(1, maximum)
    }

    deinit {
        // postgres-nio requires a connection closed before it goes.
        for connection in idle { try? (connection.close() as EventLoopFuture<Void>).wait() }
    }

    /// How long a statement on a pool's connection may go unanswered before the connection
    /// is given up: the URL's statement timeout, which the server enforces, and a margin
    /// for a server or network that no longer answers at all; `nil` without a timeout.
    var answerTimeout: TimeAmount? {
        url.statementTimeout == 0 ? nil : .seconds(Int64(url.statementTimeout) + 2)
    }

    /// Runs `body` with a connection of its own, returned to the pool after (closed instead
    /// when it broke). Each statement `body` runs waits at most ``answerTimeout`` for its
    /// answer; with `unbounded` (a whole state read or written: a copy, a check), as long as
    /// it takes, and the server's `statement_timeout` is lifted for the transaction `body`
    /// begins.
    func withConnection<T>(unbounded: Bool = false, _ body: (PostgresConnection) throws -> T) throws -> T {
        let connection = try borrow()
        do {
            let result = try PostgresAnswer.$timeout.withValue(unbounded ? nil : answerTimeout) { try body(connection) }
            giveBack(connection)
            return result
        } catch {
            giveBack(connection)
            throw error
        }
    }

    private func borrow() throws -> PostgresConnection {
        condition.lock()
        while idle.isEmpty && open >= maximum { condition.wait() }
        // A connection the server closed while it waited here (a restart) is let go.
        while let connection = idle.popLast() {
            if !connection.isClosed {
                condition.unlock()
                return connection
            }
            open -= 1
            _ = connection.close() as EventLoopFuture<Void>
        }
        while open >= maximum { condition.wait() }
        open += 1
        nextID += 1
        let id = nextID
        condition.unlock()
        do {
            return try url.connect(id: id, logger: Self.logger).wait()
        } catch {
            condition.lock()
            open -= 1
            condition.signal()
            condition.unlock()
            throw error
        }
    }

    private func giveBack(_ connection: PostgresConnection) {
        condition.lock()
        if connection.isClosed {
            open -= 1
        } else {
            idle.append(connection)
        }
        condition.signal()
        condition.unlock()
        if connection.isClosed { try? (connection.close() as EventLoopFuture<Void>).wait() }
    }
}

extension PostgresConnection {
    private static let quiet = Logger(label: "seatchart.postgres.query", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Runs `query` and waits for its rows.
    ///
    /// postgres-nio drops a query written to a connection the server has just closed (on a
    /// restart, say): its answer would never come. So the wait also ends, with
    /// ``PostgresConnectionLost``, once the connection is found closed (it is looked at every
    /// quarter second); and, within a pool's connection (``PostgresAnswer/timeout``), when no
    /// answer came in time: the connection is closed then (a server or network that stalls),
    /// and the wait ends with ``PostgresNoAnswer``.
    @discardableResult
    func run(_ query: PostgresQuery) throws -> [PostgresRow] {
        let answer = eventLoop.makePromise(of: PostgresQueryResult.self)
        self.query(query, logger: Self.quiet).cascade(to: answer)
        let deadline = PostgresAnswer.timeout.map { NIODeadline.now() + $0 }
        let watch = eventLoop.scheduleRepeatedTask(initialDelay: .milliseconds(250), delay: .milliseconds(250)) { [self] _ in
            // An answer that came first stands: a promise is completed once.
            if isClosed { answer.fail(PostgresConnectionLost()) }
            if let deadline, NIODeadline.now() >= deadline {
                answer.fail(PostgresNoAnswer())
                _ = close() as EventLoopFuture<Void>
            }
        }
        defer { watch.cancel() }
        return try answer.futureResult.wait().rows
    }
}

/// How long a statement waits for its answer on the current thread (set by
/// ``PostgresConnectionPool/withConnection(unbounded:_:)``); `nil`: as long as it takes.
enum PostgresAnswer {
    @TaskLocal static var timeout: TimeAmount?
}

/// No answer came within the statement timeout and its margin: the connection was closed.
struct PostgresNoAnswer: Error, CustomStringConvertible {
    var description: String { "the database server did not answer within the statement timeout (the connection was closed)" }
}

/// The database server closed the connection before it answered.
struct PostgresConnectionLost: Error, CustomStringConvertible {
    var description: String { "the database server cannot be reached (it closed the connection)" }
}
