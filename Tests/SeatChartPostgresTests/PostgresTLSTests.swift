import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Encrypted connections with a password, each `sslmode` as libpq means it, against the tests'
/// server that takes nothing else (``ThrowawayPostgres/secured``: TLS only, its certificate
/// made out to `localhost` by a test authority, scram-sha-256 passwords).
@Suite(.onWaitingThreads) struct PostgresTLSTests {
    let chart = TestCharts.rows([TestCharts.centred(6)])

    /// The URL of a new database of the secured server, with `parameters`.
    func url(host: String = "localhost", password: String? = ThrowawayPostgres.password, _ parameters: String) throws -> PostgresURL {
        let server = try ThrowawayPostgres.secured
        let name = try server.newDatabaseName()
        let secret = password.map { ":" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0) } ?? ""
        return try PostgresURL("postgres://\(ThrowawayPostgres.user)\(secret)@\(host):\(server.port)/\(name)?\(parameters)", environment: [:])
    }

    /// Opens a store at `url`, holds a seat and checks the state: what a sale does first.
    func sell(_ url: PostgresURL) throws {
        let store = try PostgresSelectionStore(url: url, chart: chart, create: true)
        #expect(try store.select([0], holder: "ann", ttl: nil, limit: nil).changed == [chart.seatID(0)])
        #expect(try store.check().isEmpty)
    }

    /// The message a store refused to open at `url` with.
    func refusal(_ url: PostgresURL) -> String {
        do {
            _ = try PostgresSelectionStore(url: url, chart: chart, create: true)
            return "opened"
        } catch {
            return "\(error)"
        }
    }

    @Test func everyModeThatEncryptsReachesTheServer() throws {
        let authority = try ThrowawayPostgres.secured.certificateAuthority.path
        try sell(url(""))  // prefer: the server offers TLS
        try sell(url("sslmode=require"))
        try sell(url("sslmode=verify-full&sslrootcert=\(authority)"))
        // verify-ca checks the authority, not the name: 127.0.0.1 is not on the certificate.
        try sell(url(host: "127.0.0.1", "sslmode=verify-ca&sslrootcert=\(authority)"))
    }

    @Test func aCertificateThatCannotBeTrustedIsRefused() throws {
        let server = try ThrowawayPostgres.secured
        let otherAuthority = try refusal(url("sslmode=verify-full&sslrootcert=\(server.otherAuthority.path)"))
        #expect(otherAuthority.contains("TLS") && otherAuthority.contains("certificate"), "\(otherAuthority)")
        #expect(otherAuthority.contains("not signed by an authority trusted"), "\(otherAuthority)")
        let otherName = try refusal(url(host: "127.0.0.1", "sslmode=verify-full&sslrootcert=\(server.certificateAuthority.path)"))
        #expect(otherName.contains("the TLS handshake failed: the server's certificate is not made out to the host"), "\(otherName)")
        // require checks the chain when it is given authorities, as libpq's does.
        let required = try refusal(url("sslmode=require&sslrootcert=\(server.otherAuthority.path)"))
        #expect(required.contains("not signed by an authority trusted"), "\(required)")
        // The system's authorities never signed the test authority.
        for parameters in ["sslmode=verify-full", "sslrootcert=system"] {
            let system = try refusal(url(parameters))
            #expect(system.contains("not signed by an authority trusted"), "\(parameters): \(system)")
        }
    }

    @Test func theServerRefusesWhatIsNotEncryptedOrHasNoPassword() throws {
        let plain = try refusal(url("sslmode=disable"))
        #expect(plain.contains("no encryption") && plain.contains("sslmode=disable"), "\(plain)")
        let wrong = try refusal(url(password: "guess", "sslmode=require"))
        #expect(wrong.contains("password authentication failed"), "\(wrong)")
        #expect(!wrong.contains("guess"), "the password is not repeated: \(wrong)")
        let none = try refusal(url(password: nil, "sslmode=require"))
        #expect(none.contains("password"), "\(none)")
    }

    @Test func pgPasswordGivesThePasswordTheURLLeavesOut() throws {
        let server = try ThrowawayPostgres.secured
        let url = try PostgresURL(
            "postgres://\(ThrowawayPostgres.user)@localhost:\(server.port)/\(server.newDatabaseName())?sslmode=require",
            environment: ["PGPASSWORD": ThrowawayPostgres.password])
        try sell(url)
    }

    @Test func anUnreadableAuthorityFileIsNamed() throws {
        let missing = try refusal(url("sslmode=verify-full&sslrootcert=/nonexistent/ca.pem"))
        #expect(missing.contains("sslrootcert") && missing.contains("/nonexistent/ca.pem"), "\(missing)")
    }

    @Test func theSocketNeedsNoTLS() throws {
        let server = try ThrowawayPostgres.secured
        let folder = server.folder.path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        // Trusted through the socket (local ... trust), whatever the mode: nothing is encrypted there.
        try sell(PostgresURL(
            "postgres://\(ThrowawayPostgres.user)@\(folder):\(server.port)/\(server.newDatabaseName())?sslmode=verify-full", environment: [:]))
    }
}
