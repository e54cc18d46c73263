import Foundation

/// Stadium files for the end-to-end tests of `validate`, `info` and `seats`.
enum StadiumCommandFixtures {
    /// A new directory holding `text` as `name`; returns the directory.
    static func directory(with text: String, named name: String = "example.json") throws -> URL {
        let directory = SeatChartProcess.temporaryDirectory()
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        return directory
    }

    /// Parses a JSON document printed by a command.
    static func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }
}
