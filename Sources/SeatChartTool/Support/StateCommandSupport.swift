import ArgumentParser
import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartSale
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
    @Argument(help: ArgumentHelp("Seat ids, TRIBUNE-ROW-NUMBER.", valueName: "seat"), completion: .seatID)
    var seats: [String] = []

    @Option(name: .customLong("at"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Also the seat under this chart point (repeatable; negative values work: --at -3,4).", valueName: "x,y"))
    var points: [AtPoint] = []

    /// Whether no seat was named at all.
    var isEmpty: Bool { seats.isEmpty && points.isEmpty }

    /// What the command names, for the sale to resolve: ids first, then the points.
    var request: SeatRequest {
        SeatRequest(ids: seats, points: points.map(\.point))
    }
}

/// Checks of seat-command values that are usage errors (exit 2) on the command line.
enum SeatArguments {
    /// Checks a `--ttl` value: a finite number of seconds above zero.
    static func validateTTL(_ ttl: Double?) throws {
        if let ttl, !(ttl.isFinite && ttl > 0) {
            throw ValidationError("--ttl: expected a number of seconds above 0, found \(PlainNumber.text(ttl))")
        }
    }
}

/// How state commands print: times, seat lists and JSON documents.
enum StateOutput {
    /// The seat ids joined by spaces, or `-` when there are none.
    static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "-" : ids.joined(separator: " ")
    }

    /// The seats a change changed, then its standing areas' places: `101-A-1 FLOOR (4 places)`,
    /// or `-` when there are none.
    static func items(_ change: SelectionChange) -> String {
        list(change.changed + change.places.map { place($0.areaID, $0.quantity) })
    }

    /// A standing area's places as a line names them: `FLOOR (4 places)`.
    static func place(_ areaID: String, _ quantity: Int) -> String {
        "\(areaID) (\(AreaRules.places(quantity)))"
    }

    /// An order's seats, then its places: `101-A-1 FLOOR (4 places)`, or `-` when it has none.
    static func items(_ order: SaleOrder) -> String {
        list(order.seatIDs + order.places.map { place($0.areaID, $0.quantity) })
    }

    /// A box-office change as one line: `released: IDS`, then `; already available: IDS`
    /// when some seats were already so (`release`, `block`, `unblock`).
    static func change(_ change: SelectionChange, done: String, unchanged: String) -> String {
        var line = "\(done): \(items(change))"
        if !change.unchanged.isEmpty { line += "; \(unchanged): \(list(change.unchanged))" }
        return line
    }
}

extension SeatChoice: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.seats = seats.map(word) }
    }
}
