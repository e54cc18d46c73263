import Foundation
import SeatChart
import SeatChartPostgres
import Testing

/// `postgres://` URLs as `--state` and `SEATCHART_STATE` take them, read as `psql` reads them.
@Suite struct PostgresURLTests {
    @Test func theServerTheUserAndTheDatabase() throws {
        let url = try PostgresURL("postgres://ann:s3cret@db.example:6543/sale", environment: [:])
        #expect(url.user == "ann" && url.password == "s3cret" && url.host == "db.example" && url.port == 6543 && url.database == "sale")
        #expect(url.tls == .prefer && url.rootCertificate == nil && url.connectTimeout == 5 && !url.isSocket)
        #expect(url.description == "postgres://ann@db.example:6543/sale", "messages hide the password")
        #expect(try PostgresURL("postgresql://ann@db/sale", environment: [:]).port == 5432)
        let v6 = try PostgresURL("postgres://ann@[::1]:7/sale", environment: [:])
        #expect(v6.host == "::1" && v6.description == "postgres://ann@[::1]:7/sale")
    }

    @Test func percentEncodedPartsAreDecodedOnceAndADescriptionReadsBack() throws {
        let url = try PostgresURL("postgres://a%40b:p%2541%20x@db/my%20sale?sslrootcert=/my%20certs/a%26b.pem", environment: [:])
        #expect(url.user == "a@b" && url.password == "p%41 x" && url.database == "my sale")
        #expect(url.rootCertificate == "/my certs/a&b.pem")
        #expect(url.description == "postgres://a%40b@db:5432/my%20sale?sslrootcert=/my%20certs/a%26b.pem")
        for text in [url.description, "postgres://ann@[fe80::1%25eth0]:5/sale", "postgres://ann@%2Ftmp%2Fpg/sale?sslmode=disable"] {
            let read = try PostgresURL(text, environment: [:])
            #expect(try PostgresURL(read.description, environment: [:]) == read, "\(text) → \(read.description)")
        }
        #expect(try PostgresURL("postgres://ann@db/sale?password=s3cret", environment: [:]).password == "s3cret")
    }

    @Test func aSocketFolderAsTheHost() throws {
        let encoded = try PostgresURL("postgres://ann@%2Ftmp%2Fpg:5433/sale", environment: [:])
        #expect(encoded.isSocket && encoded.host == "/tmp/pg" && encoded.port == 5433)
        #expect(encoded.description == "postgres://ann@%2Ftmp%2Fpg:5433/sale")
        #expect(try PostgresURL(encoded.description, environment: [:]) == encoded, "a description reads back")
        let parameter = try PostgresURL("postgres://ann@/sale?host=/tmp/pg", environment: [:])
        #expect(parameter.host == "/tmp/pg" && parameter.port == 5432)
        #expect(try PostgresURL("postgres://ann@/sale", environment: [:]).host == PostgresURL.defaultSocketFolder)
    }

    @Test func tlsModesAndTheirParameters() throws {
        for mode in PostgresTLSMode.allCases {
            #expect(try PostgresURL("postgres://ann@db/sale?sslmode=\(mode.rawValue)", environment: [:]).tls == mode)
        }
        let url = try PostgresURL("postgres://ann@db/sale?sslmode=verify-full&sslrootcert=/etc/ca.pem&connect_timeout=12", environment: [:])
        #expect(url.tls == .verifyFull && url.rootCertificate == "/etc/ca.pem" && url.connectTimeout == 12)
        #expect(url.description == "postgres://ann@db:5432/sale?sslmode=verify-full&sslrootcert=/etc/ca.pem&connect_timeout=12")
    }

    @Test func theEnvironmentFillsWhatTheURLLeavesOut() throws {
        let environment = ["PGPASSWORD": "from-env", "PGSSLMODE": "require", "PGSSLROOTCERT": "/env/ca.pem"]
        let bare = try PostgresURL("postgres://ann@db/sale", environment: environment)
        #expect(bare.password == "from-env" && bare.tls == .require && bare.rootCertificate == "/env/ca.pem")
        do {
            _ = try PostgresURL("postgres://ann@db/sale", environment: ["PGSSLMODE": "strict"])
            Issue.record("PGSSLMODE=strict was taken")
        } catch let error as InputError {
            #expect("\(error)".contains("PGSSLMODE: strict; expected disable, prefer"), "the variable is named: \(error)")
        }
        let full = try PostgresURL("postgres://ann:given@db/sale?sslmode=disable&sslrootcert=/url/ca.pem", environment: environment)
        #expect(full.password == "given" && full.tls == .disable && full.rootCertificate == "/url/ca.pem")
    }

    @Test func theSystemsAuthoritiesAskForVerifyFull() throws {
        let url = try PostgresURL("postgres://ann@db/sale?sslrootcert=system", environment: [:])
        #expect(url.tls == .verifyFull && url.rootCertificate == PostgresURL.systemAuthorities)
        #expect(throws: InputError.self) { try PostgresURL("postgres://ann@db/sale?sslrootcert=system&sslmode=require", environment: [:]) }
    }

    @Test func badURLsNameWhatIsWrongButNeverThePassword() throws {
        let cases = [
            "postgres://db/sale": "no user",
            "postgres://ann@db": "no database",
            "postgres://ann@db:70000/sale": "port 70000 out of range",
            "postgres://ann:s3cret@db/sale?sslmode=strict": "sslmode=strict; expected disable, prefer, require, verify-ca or verify-full",
            "postgres://ann:s3cret@db/sale?sslmode=allow": "(allow is not supported: use prefer)",
            "postgres://ann@db/sale?password=s3cret&ssl=1": "unknown parameter ssl",
            "postgres://ann:s3cret#x@db/sale?ssl=1": "postgres://ann:***@db/sale",
            "postgres://ann:s3/cret@db/sale": "postgres://ann:***@db/sale",
            "postgres://ann:s3cret@db/sale?sslrootcert=system&sslmode=prefer": "expected sslmode=verify-full",
            "postgres://ann:s3cret@db/sale?ssl=true": "unknown parameter ssl; expected sslmode, sslrootcert, host, connect_timeout, statement_timeout, password",
            "postgres://ann@db/sale?connect_timeout=0": "connect_timeout=0; expected whole seconds from 1",
            "postgres://ann@db/sale?statement_timeout=-1": "statement_timeout=-1; expected whole seconds from 0 (no limit) to 86400",
            "postgres://ann@db/sale?sslrootcert=": "sslrootcert names no file",
        ]
        for (text, why) in cases {
            do {
                _ = try PostgresURL(text, environment: [:])
                Issue.record("\(text) was taken")
            } catch let error as InputError {
                let message = "\(error)"
                #expect(message.contains(why) && message.contains("--state"), "\(message)")
                #expect(!message.contains("s3cret"), "the password is not repeated: \(message)")
            }
        }
    }
}
