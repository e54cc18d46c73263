import Foundation
import SeatChart

/// The stadium files shipped in `Stadiums/`, and a small stadium written here.
enum ShippedStadiums {
    /// The repository root.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Paths of `Stadiums/*.json`, sorted.
    static var paths: [String] {
        let directory = root.appendingPathComponent("Stadiums")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    /// SPEC section 3's example stadium (14,800 seats in 26 tribunes), with a blocked seat.
    static let specExample = """
    {
      "schema": 1,
      "name": "Riverside Arena",
      "field":  { "width": 105, "height": 68, "shape": "rect" },
      "seat":   { "size": 0.5, "spacing": 0.05, "shape": "classic" },
      "categories": [
        { "id": "A", "name": "Premium", "color": "#c9a227", "price": 120 },
        { "id": "B", "name": "Standard", "color": "#3b6fb6", "price": 60 }
      ],
      "bowl": { "rings": [
        { "rows": 20, "offset": 4, "tribunes": { "long": 6, "short": 4 },
          "aisle": 1.2, "corners": "arc", "category": "B" }
      ] },
      "sections": [
        { "id": "VIP", "type": "rect", "center": [0, -56], "rows": 4,
          "seatsPerRow": 24, "rotation": 0, "category": "A" },
        { "id": "K1", "type": "arc", "center": [0, 0], "innerRadius": 80,
          "rows": 10, "startAngle": 200, "endAngle": 230, "category": "B" }
      ],
      "blocked": ["101-A-1"],
      "accessible": ["104-A-1", "104-A-2"],
      "focalPoint": [0, 0]
    }
    """

    /// The chart of ``specExample``.
    static func specExampleChart() throws -> Chart {
        try StadiumFile.chart(from: Data(specExample.utf8), file: "riverside.json")
    }
}
