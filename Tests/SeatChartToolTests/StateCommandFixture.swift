import Foundation

/// A state file in a fresh folder (or a given state, such as a new PostgreSQL database), and
/// helpers to run state commands on the arena against it.
struct StateCommandFixture {
    /// The folder holding this test's files.
    let directory = SeatChartProcess.temporaryDirectory()
    /// The stadium: by default the shipped arena (1,956 seats; 202-A-1...3 blocked).
    let stadium: String
    /// The state: `state.sqlite` in ``directory`` unless another was given.
    let state: String

    /// A fixture on `state`, by default a file `state.sqlite` in a new folder.
    init(state: String? = nil, stadium: String = "Stadiums/arena.json") {
        self.state = state ?? directory.appendingPathComponent("state.sqlite").path
        self.stadium = SeatChartProcess.path(stadium)
    }

    /// Runs `seatchart VERB STADIUM ARGS...` with the state file as the default state
    /// (`SEATCHART_STATE`), so that reading commands read it before it exists, as they read
    /// a default state.
    @discardableResult
    func run(
        _ verb: String, _ arguments: [String] = [], input: String? = nil, environment: [String: String] = [:]
    ) throws -> SeatChartProcess.Result {
        try SeatChartProcess.run(
            [verb, stadium] + arguments, input: input, environment: ["SEATCHART_STATE": state].merging(environment) { $1 })
    }

    /// `status --json` for `holder`, decoded.
    func status(holder: String = "default", environment: [String: String] = [:]) throws -> StatusDocument {
        let result = try run("status", ["--json", "--holder", holder], environment: environment)
        guard result.status == 0 else { throw FixtureError(message: "status failed: \(result.stderr)") }
        return try JSONDecoder().decode(StatusDocument.self, from: Data(result.stdout.utf8))
    }

    /// A file path in the folder.
    func file(_ name: String, contents: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}

/// `status --json` as docs/command-line.md fixes it.
struct StatusDocument: Decodable {
    var byState: [String: Int]
    var holder: String
    var held: [String]
    var booked: [String]
    /// The standing areas' counts (a stadium with standing areas).
    var areas: [AreaDocument]?

    /// The counts of the standing area `id`.
    func area(_ id: String) throws -> AreaDocument {
        guard let area = areas?.first(where: { $0.area == id }) else { throw FixtureError(message: "no area \(id) in status") }
        return area
    }
}

/// One standing area in `status --json`.
struct AreaDocument: Decodable {
    var area: String
    var capacity: Int
    var held: Int
    var booked: Int
    var left: Int
    var yourHeld: Int
    var yourBooked: Int
}

/// A helper step that went wrong.
struct FixtureError: Error {
    var message: String
}
