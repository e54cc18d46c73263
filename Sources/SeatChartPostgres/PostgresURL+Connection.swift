import Foundation
import NIOCore
import NIOSSL
import PostgresNIO
import SeatChart

extension PostgresURL {
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
