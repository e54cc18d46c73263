import Foundation

/// The seats.io sample charts (`Tests/SeatChartSeatsioTests/Fixtures`, provenance in its
/// `SOURCES.md`) and what each holds, counted by a plain walk over the JSON with
/// Foundation's `JSONSerialization`: nothing here shares code with the importer, so the
/// tests compare the import with an independent count.
public enum SeatsioSamples {
    /// The four samples' file names, smallest first.
    public static let names = [
        "seatsio-js_sampleChartWithTables.json", "seatsio-js_sampleChart.json",
        "seatsio-js_sampleChartWithSections.json", "seatsio-js_sampleChartWithZones.json",
    ]
    /// The 8,897-seat Race Track with two zones.
    public static let raceTrack = "seatsio-js_sampleChartWithZones.json"
    /// seats.io's own sample chart with errors (not among ``names``): in row A a seat
    /// labelled `?`, a seat without a category and two seats labelled `1`.
    public static let withErrors = "seatsio-php_sampleChartWithErrors.json"

    /// The repository path of sample `name`.
    public static func path(_ name: String) -> String {
        RepositoryFiles.path("Tests/SeatChartSeatsioTests/Fixtures/\(name)")
    }

    /// One seat as the JSON has it: the id its labels make as seats.io joins them, and its
    /// position (the section's `topLeft` plus its own `x`, `y`).
    public struct ExpectedSeat: Hashable, Sendable {
        public var id: String
        public var x: Double
        public var y: Double
    }

    /// Every seat and chair of sample `name`, in no particular order, and the labels of its
    /// general-admission areas with their capacities.
    public static func expected(_ name: String) throws -> (seats: [ExpectedSeat], areas: [String: Int]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ([], [:]) }
        var seats: [ExpectedSeat] = []
        var areas: [String: Int] = [:]
        func walk(_ chart: [String: Any], prefix: String, dx: Double, dy: Double) {
            for key in ["rows", "tables"] {
                for object in chart[key] as? [[String: Any]] ?? [] {
                    let owner = prefix + (object["label"] as? String ?? "") + "-"
                    for seat in object["seats"] as? [[String: Any]] ?? [] {
                        seats.append(ExpectedSeat(
                            id: owner + (seat["label"] as? String ?? ""),
                            x: dx + ((seat["x"] as? NSNumber)?.doubleValue ?? .nan), y: dy + ((seat["y"] as? NSNumber)?.doubleValue ?? .nan)))
                    }
                }
            }
            for area in chart["generalAdmissionAreas"] as? [[String: Any]] ?? [] {
                areas[area["label"] as? String ?? ""] = (area["capacity"] as? NSNumber)?.intValue
            }
            for section in chart["sections"] as? [[String: Any]] ?? [] {
                let topLeft = section["topLeft"] as? [String: Any] ?? [:]
                walk(section["subChart"] as? [String: Any] ?? [:], prefix: (section["label"] as? String ?? "") + "-",
                     dx: dx + ((topLeft["x"] as? NSNumber)?.doubleValue ?? 0), dy: dy + ((topLeft["y"] as? NSNumber)?.doubleValue ?? 0))
            }
        }
        let floors = root["subChartFloors"] as? [[String: Any]] ?? [root["subChart"] as? [String: Any] ?? [:]]
        for floor in floors { walk(floor, prefix: "", dx: 0, dy: 0) }
        return (seats, areas)
    }
}
