import Foundation
import SeatChart

/// The example stadium of docs/stadium-file.md (`Tests/Fixtures/spec-example.json`): Riverside
/// Arena, 14,800 seats in 26 tribunes, with seat `101-A-1` blocked and two accessible seats.
public enum SpecExample {
    /// The file's path.
    public static let path: String = RepositoryFiles.sharedFixtures.appendingPathComponent("spec-example.json").path

    /// The file's text.
    public static var text: String {
        get throws { try String(contentsOfFile: path, encoding: .utf8) }
    }

    /// The file's bytes.
    public static var data: Data {
        get throws { try Data(contentsOf: URL(fileURLWithPath: path)) }
    }

    /// The example's chart, read as a file named `riverside.json`.
    public static func chart() throws -> Chart {
        try StadiumFile.chart(from: data, file: "riverside.json")
    }
}
