/// The one rule for reading and writing the ids people type: `TRIBUNE-ROW-NUMBER` for a
/// seat (`114-F-12`), `TABLE-NUMBER` for a table's chair (`T1-3`), and a bare id for a
/// tribune, a table or a standing area (`FLOOR`). Parts are separated by `-`, which no
/// part may hold; the command line, the server and the stadium file's seat lists all read
/// ids through it.
public enum PlaceID: Hashable, Sendable {
    /// A seat of a row: `TRIBUNE-ROW-NUMBER`.
    case seat(tribune: Substring, row: Substring, number: Substring)
    /// A chair of a table (a seat whose row has no label): `TABLE-NUMBER`.
    case chair(table: Substring, number: Substring)
    /// A tribune, a table or a standing area: one part.
    case object(Substring)

    /// Reads `id`, or `nil` when it has an empty part or more than three parts.
    public init?(_ id: String) {
        let parts = id.split(separator: "-", maxSplits: 3, omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        switch parts.count {
        case 1: self = .object(parts[0])
        case 2: self = .chair(table: parts[0], number: parts[1])
        case 3: self = .seat(tribune: parts[0], row: parts[1], number: parts[2])
        default: return nil
        }
    }

    /// Whether `id` names a seat or a chair (two or three non-empty parts).
    public static func isSeatShaped(_ id: String) -> Bool {
        switch PlaceID(id) {
        case .seat, .chair: return true
        case .object, nil: return false
        }
    }

    /// The id of the seat numbered `number` in the row labelled `row` of `tribune`:
    /// `TRIBUNE-ROW-NUMBER`, or `TRIBUNE-NUMBER` when the row has no label (a chair).
    public static func text(tribune: String, row: String, number: String) -> String {
        row.isEmpty ? "\(tribune)-\(number)" : "\(tribune)-\(row)-\(number)"
    }

    /// The tribune, table or area part: what the id belongs to.
    public var owner: Substring {
        switch self {
        case .seat(let t, _, _): return t
        case .chair(let t, _): return t
        case .object(let t): return t
        }
    }
}

/// What an id names in a chart (``Chart/place(forID:)``).
public enum ChartPlace: Hashable, Sendable {
    /// The seat (or a table's chair) at this index in ``Chart/seats``.
    case seat(Int)
    /// The tribune at this index in ``Chart/tribunes``: a block or rows section.
    case tribune(Int)
    /// The table at this index in ``Chart/tribunes``.
    case table(Int)
    /// The standing area at this index in ``Chart/tribunes``.
    case area(Int)
}
