import Foundation
import SeatChart
import SeatChartJSON

/// The test fixtures (see `Fixtures/SOURCES.md`).
enum Fixture {
    /// The pretix-screenshots plan: 1,057 seats, 84 duplicate guids.
    static let screenshotsPlan = "pretix-screenshots_plan.en.json"
    /// pretix's seating-plan schema.
    static let schema = "pretix-seating-plan.schema.json"

    /// The path of fixture `name`.
    static func path(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
            return Bundle.module.bundleURL.appendingPathComponent("Fixtures/\(name)").path
        }
        return url.path
    }

    /// The bytes of fixture `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path(name)))
    }

    /// The parsed JSON of fixture `name`.
    static func json(_ name: String) throws -> JSONValue {
        try JSONParser.parse(data(name))
    }
}
