import Foundation
import Logging
import PostgresNIO
import SeatChartStore

extension PostgresSelectionStore: SelectionChangeSignal {
    /// The channel every write notifies when it commits (`pg_notify`, sent at commit).
    static let channel = "seatchart_changes"

    public func watchChanges(_ onChange: @escaping @Sendable () -> Void) async {
        let logger = Logger(label: "seatchart.postgres.listen", factory: { _ in SwiftLogNoOpLogHandler() })
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        var reconnecting = false
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
                // Cancelling the watch closes the connection, which ends the notifications.
                try await withTaskCancellationHandler {
                    try await connection.listen(on: Self.channel) { notifications in
                        if reconnecting { onChange() }
                        for try await _ in notifications { onChange() }
                    }
                } onCancel: {
                    _ = connection.close() as EventLoopFuture<Void>
                }
                try? await connection.close()
            } catch {
                // The database went away: try again shortly.
            }
            reconnecting = true
            try? await Task.sleep(for: .milliseconds(500))
        }
    }
}
