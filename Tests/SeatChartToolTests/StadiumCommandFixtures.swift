import Foundation

/// Stadium files for the end-to-end tests of `validate`, `info` and `seats`.
enum StadiumCommandFixtures {
    /// The example of SPEC section 3: 14,800 seats in 26 tribunes.
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
