import Foundation
import SeatChart
import SeatChartGeometry

/// A request a sale cannot act on because of what it names, before any state is touched.
///
/// Each case knows the chart file it was checked against, so its message names the file,
/// the place and what was expected. ``noSeat(at:chartFile:)`` is a query that found
/// nothing (the command line exits 1); every other case is bad input (exit 2).
public enum SeatRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Seat ids that are no seat of the chart, in the order asked; `example` is a real id
    /// to show the expected form.
    case unknownSeats([String], example: String, chartFile: String)
    /// A point with no seat under it.
    case noSeat(at: Point, chartFile: String)
    /// A category id the chart does not have; `known` are its category ids.
    case unknownCategory(String, known: [String], chartFile: String)
    /// A group size below 1.
    case invalidCount(Int, chartFile: String)
    /// A hold time that is not a finite number of seconds above 0.
    case invalidTTL(Double, chartFile: String)
    /// A quantity of places that is not a whole number of at least 1, or one given without
    /// a standing area to apply to; the text says which.
    case invalidQuantity(String, chartFile: String)
    /// A standing area's id the chart does not have; `known` are its standing areas' ids.
    case unknownArea(String, known: [String], chartFile: String)

    /// The problems as bad input: one per unknown seat id, one otherwise.
    public var problems: [InputProblem] {
        switch self {
        case let .unknownSeats(ids, example, file):
            return ids.map {
                InputProblem(
                    file: file, place: "seat \(TerminalText.shortened($0))",
                    message: "no such seat (expected an id TRIBUNE-ROW-NUMBER such as \(example))")
            }
        case let .noSeat(_, file), let .unknownCategory(_, _, file), let .invalidCount(_, file), let .invalidTTL(_, file),
             let .invalidQuantity(_, file), let .unknownArea(_, _, file):
            return [InputProblem(file: file, place: place, message: message)]
        }
    }

    /// Where the problem lies: the seat, the point, or the request's field.
    public var place: String {
        switch self {
        case .unknownSeats(let ids, _, _): return ids.map { "seat \(TerminalText.shortened($0))" }.joined(separator: ", ")
        case .noSeat: return "point"
        case .unknownCategory: return "category"
        case .invalidCount: return "count"
        case .invalidTTL: return "ttl"
        case .invalidQuantity: return "quantity"
        case .unknownArea(let id, _, _): return "area \(TerminalText.shortened(id))"
        }
    }

    /// What is wrong and what was expected, without the file and place.
    public var message: String {
        switch self {
        case .unknownSeats(let ids, let example, _):
            return "no such seat\(ids.count == 1 ? "" : "s") (expected an id TRIBUNE-ROW-NUMBER such as \(example))"
        case let .noSeat(point, file):
            return "no seat at \(PlainNumber.text(point.x)),\(PlainNumber.text(point.y)) in \(file)"
        case let .unknownCategory(id, known, _):
            let list = known.joined(separator: ", ")
            return "no category \(TerminalText.shortened(id)) (expected one of: \(list.isEmpty ? Category.noneID : list))"
        case .invalidCount(let count, _):
            return "expected a whole number of seats of at least 1, found \(count)"
        case .invalidTTL(let ttl, _):
            return "expected a number of seconds above 0, found \(PlainNumber.text(ttl))"
        case .invalidQuantity(let text, _):
            return text
        case let .unknownArea(id, known, _):
            let list = known.isEmpty ? "none: the stadium has no standing area" : known.joined(separator: ", ")
            return "no standing area \(TerminalText.shortened(id)) (expected one of: \(list))"
        }
    }

    /// The error as bad input, for callers that report every failure of a request alike.
    public var inputError: InputError { InputError(problems) }

    public var description: String {
        if case .noSeat = self { return message }
        return problems.map(\.description).joined(separator: "\n")
    }
}
