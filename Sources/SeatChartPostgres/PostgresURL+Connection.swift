import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO
import SeatChart
#if canImport(Glibc)
import Glibc
#endif

extension PostgresURL {
    /// Opens a connection with ``connectionConfiguration()``: over TCP with keepalive probes
    /// (a peer gone silent is found within about 25 seconds when idle, and data it does not
    /// acknowledge closes the connection after ``statementTimeout`` and a margin), and with
    /// the server's `statement_timeout` set; through the Unix socket as it is.
    func connect(id: Int, logger: Logger) -> EventLoopFuture<PostgresConnection> {
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let configuration: PostgresConnection.Configuration
        do {
            configuration = try connectionConfiguration()
        } catch {
            return eventLoop.makeFailedFuture(error)
        }
        guard !isSocket else { return PostgresConnection.connect(on: eventLoop, configuration: configuration, id: id, logger: logger) }
        return keptAliveBootstrap(on: eventLoop).connect(host: host, port: port).flatMap { channel in
            var established = PostgresConnection.Configuration(
                establishedChannel: channel, tls: configuration.tls, username: configuration.username,
                password: configuration.password, database: configuration.database)
            established.options = configuration.options
            // What postgres-nio does for a host it connects to itself: the name for TLS, never an address.
            if established.options.tlsServerName == nil, !NetworkAddress.isAddress(host) { established.options.tlsServerName = host }
            return PostgresConnection.connect(on: channel.eventLoop, configuration: established, id: id, logger: logger)
        }
    }

    /// TCP with keepalive (idle 10 s, then a probe every 5 s, 3 unanswered close it) and a user
    /// timeout for data the peer never acknowledges.
    private func keptAliveBootstrap(on eventLoop: any EventLoop) -> ClientBootstrap {
        func tcp(_ name: Int32) -> ChannelOptions.Types.SocketOption {
            ChannelOptions.Types.SocketOption(level: NIOBSDSocket.OptionLevel(rawValue: Int32(IPPROTO_TCP)), name: NIOBSDSocket.Option(rawValue: name))
        }
        let unacknowledged = min(86_400, max(statementTimeout, connectTimeout) + 20) * 1000
        return ClientBootstrap(group: eventLoop)
            .connectTimeout(.seconds(Int64(connectTimeout)))
            .channelOption(ChannelOptions.socketOption(.so_keepalive), value: 1)
            .channelOption(tcp(TCP_KEEPIDLE), value: 10)
            .channelOption(tcp(TCP_KEEPINTVL), value: 5)
            .channelOption(tcp(TCP_KEEPCNT), value: 3)
            .channelOption(tcp(TCP_USER_TIMEOUT), value: unacknowledged)
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
    }

    /// How postgres-nio connects to this URL: over TCP with its TLS mode and trusted
    /// authorities, or through the Unix socket `.s.PGSQL.PORT` in the host's folder.
    ///
    /// - Throws: ``InputError`` naming the URL when `sslrootcert` cannot be read as PEM
    ///   certificates.
    func connectionConfiguration() throws -> PostgresConnection.Configuration {
        var configuration: PostgresConnection.Configuration
        if isSocket {
            configuration = .init(
                unixSocketPath: (host as NSString).appendingPathComponent(".s.PGSQL.\(port)"), username: user,
                password: password, database: database)
        } else {
            configuration = .init(host: host, port: port, username: user, password: password, database: database, tls: try tlsSetting())
        }
        configuration.options.connectTimeout = .seconds(Int64(connectTimeout))
        // The server cancels a statement that runs longer (in milliseconds; 0: no limit).
        configuration.options.additionalStartupParameters = [("statement_timeout", String(statementTimeout * 1000))]
        return configuration
    }

    /// postgres-nio's TLS setting for ``tls``, with libpq's meaning of each mode.
    private func tlsSetting() throws -> PostgresConnection.Configuration.TLS {
        var settings = TLSConfiguration.makeClientConfiguration()
        let authorities = authorityFile()
        switch tls {
        case .disable:
            return .disable
        case .prefer:
            settings.certificateVerification = .none
        case .require:
            // libpq checks the chain when it has a file of authorities to trust.
            settings.certificateVerification = authorities == nil ? .none : .noHostnameVerification
        case .verifyCA:
            settings.certificateVerification = .noHostnameVerification
        case .verifyFull:
            settings.certificateVerification = .fullVerification
        }
        if let authorities, settings.certificateVerification != .none {
            let certificates = (try? NIOSSLCertificate.fromPEMFile(authorities)) ?? []
            guard !certificates.isEmpty else {
                throw InputError(
                    file: description, place: "sslrootcert",
                    message: "no PEM certificate could be read from \(authorities); expected the authorities to trust")
            }
            settings.trustRoots = .certificates(certificates)
        }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: settings)
        } catch {
            throw InputError(file: description, place: "sslmode", message: "cannot set up TLS: \(error)")
        }
        return tls == .prefer ? .prefer(context) : .require(context)
    }

    /// The PEM file of the authorities to trust: `sslrootcert`'s, else libpq's default
    /// `~/.postgresql/root.crt` when it exists; `nil` for the system's.
    private func authorityFile() -> String? {
        if let rootCertificate { return rootCertificate == Self.systemAuthorities ? nil : rootCertificate }
        let home = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".postgresql/root.crt").path
        return FileManager.default.fileExists(atPath: home) ? home : nil
    }
}
