import SeatChartJSON

/// Whether and how a connection to PostgreSQL is encrypted: the `sslmode` of a
/// `postgres://` URL, with libpq's names and meanings.
///
/// Over a Unix socket nothing is encrypted, whatever the mode (as with libpq).
public enum PostgresTLSMode: String, CaseIterable, Sendable {
    /// Never encrypted.
    case disable
    /// Encrypted when the server offers it, without checking its certificate; in the clear
    /// otherwise. The default, as for `psql`.
    case prefer
    /// Always encrypted; the certificate is checked only when `sslrootcert` names the
    /// authorities to trust (then as `verify-ca`).
    case require
    /// Always encrypted, with a certificate signed by a trusted authority (`sslrootcert`, or
    /// the system's), for any host name.
    case verifyCA = "verify-ca"
    /// Always encrypted, with a certificate signed by a trusted authority and made out to
    /// the host connected to.
    case verifyFull = "verify-full"

    /// The modes, as an error lists them: `disable, prefer, ... or verify-full`.
    static var listed: String { Alternatives.listed(allCases.map(\.rawValue)) }
}
