import Foundation

/// Stadium files for the end-to-end tests of `validate`, `info` and `seats`.
enum StadiumCommandFixtures {
    /// The example of SPEC section 3 (`Tests/Fixtures/spec-example.json`): 14,800 seats in
    /// 26 tribunes.
    static let specExample: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/spec-example.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

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
