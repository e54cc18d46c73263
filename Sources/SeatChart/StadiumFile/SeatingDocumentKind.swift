import Foundation
import SeatChartJSON

/// What kind of seating document a JSON file holds, judged by its content: the one place
/// that decides which reader a chart file goes to (the command line, the server and the
/// tests all ask it).
public enum SeatingDocumentKind: Hashable, Sendable {
    /// A stadium file: a top-level object with `schema` (or anything not recognised below,
    /// which the stadium reader then refuses with its own messages).
    case stadium
    /// A pretix seating plan: a top-level object with `zones` and no stadium `schema`.
    case pretixPlan
    /// A seats.io chart: a top-level object with `subChart`, `subChartFloors` or `venueType`.
    case seatsIOChart

    /// The kind of `document`.
    public init(of document: JSONValue) {
        guard case .object(let members) = document else {
            self = .stadium
            return
        }
        let keys = Set(members.map(\.key))
        if keys.contains("schema") {
            self = .stadium
        } else if keys.contains("subChart") || keys.contains("subChartFloors") || keys.contains("venueType") {
            self = .seatsIOChart
        } else if keys.contains("zones") {
            self = .pretixPlan
        } else {
            self = .stadium
        }
    }

    /// The largest chart file read, in bytes: 256 MiB, room for 2,000,000 seats spelt out one
    /// by one (pretix plans, seats.io charts); stadium files are held to
    /// ``StadiumFileLimits/maximumFileBytes``.
    public static let maximumFileBytes = 256 * 1024 * 1024

    /// Whether `data` may be a chart that spells out its seats (a pretix plan or a seats.io
    /// chart), by a byte search that costs no parse: such a file has a `"zones"`,
    /// `"subChart"` or `"subChartFloors"` key. `false` means surely neither, so a file
    /// larger than a stadium file may be can be refused before it is parsed.
    public static func mayHoldSeatList(_ data: Data) -> Bool {
        data.range(of: Data(#""zones""#.utf8)) != nil || data.range(of: Data(#""subChart"#.utf8)) != nil
    }
}
