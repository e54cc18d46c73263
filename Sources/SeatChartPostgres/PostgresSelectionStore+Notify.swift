import Foundation
import Logging
import NIOCore
import PostgresNIO
import SeatChartStore

extension PostgresSelectionStore: SelectionChangeSignal {
    public func watchChanges(_ onChange: @escaping @Sendable () -> Void) async {
        let logger = Logger(label: "seatchart.postgres.listen", factory: { _ in SwiftLogNoOpLogHandler() })
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database,
            tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        var connected = false
        while !Task.isCancelled {
            do {
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
                do {
                    try await withTaskCancellationHandler {
                        try await connection.listen(on: PostgresSchema.changeChannel) { notifications in
                            // Changes may have come while no one listened.
                            if connected { onChange() }
                            connected = true
                            for try await _ in notifications { onChange() }
                        }
                    } onCancel: {
                        _ = connection.close() as EventLoopFuture<Void>
                    }
                } catch {}
                try? await connection.close()
            } catch {
                // The database cannot be reached: try again shortly.
            }
            connected = true
            try? await Task.sleep(for: .milliseconds(250))
        }
    }
}
