import Foundation
import SeatChartTestSupport
import Testing

/// schemathesis against the running server and its own document: no 5xx, and every
/// answer (status, content type, headers, body) is one the document allows. Once as a
/// buyer and once as the box office, on a SQLite file and on a PostgreSQL database (and the
/// concert hall, with its standing areas, as a buyer), with a
/// bounded number of examples, a fixed seed and no example database.
/// The event stream, which never ends, is checked by ServeCommandTests.
/// Two lanes side by side, each one run at a time: the SQLite runs here, the PostgreSQL runs in
/// `OpenAPIPostgresConformanceTests` (in one lane of five, the runs were the test run's last
/// 150 seconds).
@Suite(.serialized, .onWaitingThreadsAsALane) struct OpenAPIConformanceTests {
    static let configuration = SeatChartProcess.path("Tests/OpenAPI/schemathesis.toml")

    static func schemathesis() throws -> URL {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("schemathesis")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw ServerProcessError(message: "schemathesis is not installed: run scripts/setup (pip install schemathesis)")
    }

    @Test(arguments: ["buyer", "box office"])
    func everyAnswerMatchesTheDocument(as role: String) async throws {
        try await Self.check("Stadiums/arena.json", as: role, on: .sqlite)
    }

    /// The concert hall: its standing areas' counts in the status, refusals of areas.
    @Test func theHallsAnswersMatchTheDocument() async throws {
        try await Self.check("Stadiums/hall.json", as: "buyer", on: .sqlite)
    }

    static func check(_ stadium: String, as role: String, on backend: StateBackend) async throws {
        let executable = try Self.schemathesis()
        let state = try backend.newLocation()
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [SeatChartProcess.path(stadium), "--state", state],
            environment: ["SEATCHART_ADMIN_TOKEN": "conformance-admin", "LOG_LEVEL": "warning"])
        defer { server.stop() }
        let token = role == "buyer" ? try await APIClient(baseURL: server.baseURL).newToken() : "conformance-admin"
        let run = try CapturedRun.run(executable, [
            "--config-file", Self.configuration, "run", server.baseURL + "/openapi.json", "--checks", "all",
            // No example database: each run is the seed's alone, not also a replay of what
            // earlier runs (of this test or another, on this machine) left in `.hypothesis`;
            // writing and replaying it was about a fifth of a run's CPU.
            "--max-examples", "25", "--seed", "7", "--generation-database", "none",
            "--exclude-path", "/api/events", "--request-timeout", "10",
            "-H", "Authorization: Bearer \(token)", "--output-truncate", "true",
        ])
        let summary = run.stdout.split(separator: "\n").suffix(25).joined(separator: "\n")
        #expect(run.status == 0, "\(summary)\n\(run.stderr.suffix(2000))")
        #expect(run.stdout.contains("passed"), "\(summary)")
    }
}

/// `OpenAPIConformanceTests` on a PostgreSQL database, in a lane of its own.
@Suite(.serialized, .onWaitingThreadsAsALane) struct OpenAPIPostgresConformanceTests {
    @Test(arguments: ["buyer", "box office"])
    func everyAnswerMatchesTheDocument(as role: String) async throws {
        try await OpenAPIConformanceTests.check("Stadiums/arena.json", as: role, on: .postgres)
    }
}
