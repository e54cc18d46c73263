import ArgumentParser
import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartStore

/// A chart point typed as `X,Y` on the command line (`--at -3,4`, `--at=-3,4`).
struct AtPoint: ExpressibleByArgument, Hashable {
    /// The point, in chart units.
    var point: Point

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              x.isFinite, y.isFinite
        else { return nil }
        point = Point(x, y)
    }

    static var defaultValueDescription: String { "X,Y" }
}

/// The seats a command names: ids, and chart points with `--at` (for `select`, `deselect`
/// and `release`).
struct SeatChoice: ParsableArguments {
    @Argument(help: ArgumentHelp("Seat ids, TRIBUNE-ROW-NUMBER.", valueName: "seat"))
    var seats: [String] = []

    @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Also the seat under this chart point (repeatable; negative values work: --at -3,4).", valueName: "x,y"))
    var points: [AtPoint] = []

    /// Whether no seat was named at all.
    var isEmpty: Bool { seats.isEmpty && points.isEmpty }

    /// The seat indices named, ids first (see ``SeatArguments/resolve(ids:at:chart:stadiumPath:)``).
    func indices(chart: Chart, stadiumPath: String) throws -> [Int] {
        try SeatArguments.resolve(ids: seats, at: points, chart: chart, stadiumPath: stadiumPath)
    }
}

/// Turning seat ids and `--at` points into seat indices, and store outcomes into the
/// command line's exit codes.
enum SeatArguments {
    /// The indices of `ids` followed by the seats under `points`, in that order.
    ///
    /// - Throws: ``InputError`` (exit 2) naming every unknown seat id; ``CommandRefusal``
    ///   (exit 1) when a point hits no seat.
    static func resolve(ids: [String], at points: [AtPoint], chart: Chart, stadiumPath: String) throws -> [Int] {
        var seats: [Int] = [], problems: [InputProblem] = []
        for id in ids {
            if let index = chart.seatIndex(forID: id) {
                seats.append(index)
            } else {
                problems.append(InputProblem(
                    file: stadiumPath, place: "seat \(id)",
                    message: "no such seat (expected an id TRIBUNE-ROW-NUMBER such as \(chart.seats.isEmpty ? "101-A-1" : chart.seatID(0)))"))
            }
        }
        if !problems.isEmpty { throw InputError(problems) }
        guard !points.isEmpty else { return seats }
        let hits = StateAccess.hits(points.map(\.point), chart: chart, stadiumPath: stadiumPath)
        for (at, hit) in zip(points, hits) {
            guard let seat = hit.seat else {
                throw CommandRefusal(message: "no seat at \(format(at.point.x)),\(format(at.point.y)) in \(stadiumPath)")
            }
            seats.append(seat)
        }
        return seats
    }

    /// Runs a store operation, turning a ``SelectionRefusal`` into a ``CommandRefusal`` (exit 1).
    static func refusing<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let refusal as SelectionRefusal {
            throw CommandRefusal(message: refusal.message)
        }
    }

    /// Checks a `--ttl` value: a finite number of seconds above zero (a usage error, exit 2).
    static func validateTTL(_ ttl: Double?) throws {
        if let ttl, !(ttl.isFinite && ttl > 0) {
            throw ValidationError("--ttl: expected a number of seconds above 0, found \(format(ttl))")
        }
    }

    /// A number as typed by a person: no trailing `.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// How state commands print: times, seat lists and JSON documents.
enum StateOutput {
    /// `2026-11-22T00:48:52.123Z`.
    static func time(_ date: Date) -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
    }

    /// The seat ids joined by spaces, or `-` when there are none.
    static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "-" : ids.joined(separator: " ")
    }
}

extension SeatChoice: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.seats = seats.map(word) }
    }
}
