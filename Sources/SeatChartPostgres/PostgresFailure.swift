import NIOSSL
import PostgresNIO

/// What a failure of the database or of the connection to it means for the store: the line a
/// message gives it, and whether trying the transaction again can succeed.
enum PostgresFailure {
    /// `error` as one line: the server's own message, or what broke on the way to it (the
    /// TLS handshake, a password none was given for, a connection lost).
    static func describe(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return tls(error) ?? "\(error)" }
        if let message = error.serverInfo?[.message] {
            return message + (error.serverInfo?[.sqlState].map { " (SQLSTATE \($0))" } ?? "")
        }
        switch error.code {
        case .sslUnsupported:
            return "the server does not offer TLS, which the URL's sslmode asks for"
        case .authMechanismRequiresPassword:
            return "the server asks for a password and none was given (in the URL or PGPASSWORD)"
        case .unsupportedAuthMechanism:
            return "the server asks for a way of signing in that is not supported (use scram-sha-256, md5 or trust)"
        case .saslError:
            return "signing in with the password failed (\(error.underlying.map { "\($0)" } ?? "SCRAM"))"
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
            if let underlying = error.underlying, let handshake = tls(underlying) { return handshake }
            return "the database server cannot be reached (\(error.code))"
        default:
            return "\(error.code)"
        }
    }

    /// A TLS failure as one line; `nil` when `error` is not one.
    private static func tls(_ error: any Error) -> String? {
        switch error {
        case let error as NIOSSLExtraError where error == .failedToValidateHostname:
            return "the TLS handshake failed: the server's certificate is not made out to the host connected to"
        case let error as NIOSSLError:
            let reasons = boringSSLReasons(in: "\(error)")
            if reasons.contains("CERTIFICATE_VERIFY_FAILED") {
                return "the TLS handshake failed: the server's certificate is not signed by an authority trusted "
                    + "(sslrootcert's, or the system's)"
            }
            return "the TLS handshake failed (\(reasons.isEmpty ? "\(error)" : reasons.joined(separator: ", ")))"
        case let error as NIOSSLExtraError:
            return "the TLS handshake failed (\(error))"
        default:
            return nil
        }
    }

    /// The reason codes in a BoringSSL error's text (`...:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED at ...`).
    private static func boringSSLReasons(in text: String) -> [String] {
        text.components(separatedBy: "OPENSSL_internal:").dropFirst().map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
    }

    /// Serialization failures and deadlocks, which a retry of the whole transaction resolves.
    static func isRetryable(_ error: PSQLError) -> Bool {
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40001" || state == "40P01"
    }
}
