import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartSQLite
import SeatChartSale
import SeatChartStore
import SeatChartTestSupport

/// A small hall and a fresh state file for each test.
///
/// The hall has one straight section `S`: rows `A` and `B` of 6 seats each, all of
/// category `P` but `S-A-6`, which is blocked. The focal point lies south of row A.
struct SaleFixture {
    static let stadium = """
        {
          "schema": 1,
          "name": "Sale Hall",
          "field": { "width": 10, "height": 5, "shape": "rect" },
          "seat": { "size": 0.5, "spacing": 0.1, "shape": "square" },
          "categories": [
            { "id": "P", "name": "Parterre", "color": "#3b6fb6", "price": 40 },
            { "id": "Q", "name": "Quiet", "color": "#888888", "price": 30 }
          ],
          "sections": [
            { "id": "S", "type": "rect", "center": [0, -10], "rows": 2, "seatsPerRow": 6,
              "rotation": 0, "category": "P" }
          ],
          "blocked": ["S-A-6"],
          "focalPoint": [0, 0]
        }
        """

    let chart: Chart
    let clock = TestClock()
    let statePath: String

    init() throws {
        chart = try StadiumFile.chart(from: Data(Self.stadium.utf8), file: "hall.json")
        statePath = StateFiles.newPath()
    }

    /// The state file's source, with the test clock.
    var source: SelectionStateFile { SelectionStateFile(path: statePath, chart: chart, clock: clock.function) }

    /// A new sale over the state file (each sale opens its own connection).
    func sale() -> Sale { Sale(chart: chart, chartFile: "hall.json", source: source) }

    /// The centre of the seat `id`.
    func centre(_ id: String) -> Point { chart.seats[chart.seatIndex(forID: id)!].center }

    /// Whether the state file exists.
    var stateFileExists: Bool { FileManager.default.fileExists(atPath: statePath) }
}
