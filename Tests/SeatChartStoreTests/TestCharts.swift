import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartStore

/// Hand-made charts for the store's tests.
enum TestCharts {
    /// Rows of seats described row by row: each row is a list of seat x positions (pitch 1
    /// means adjacent; a larger gap is an aisle when `irregular`). Row r lies at y = -(10 + r),
    /// north of the focal point (the origin). Tribune `T`, rows `A`, `B`, ...; seats numbered 1... .
    static func rows(
        _ xs: [[Double]], irregular: Bool = false, blocked: Set<String> = [], categories: [String] = [],
        categoryOfRow: [Int] = [], focalPoint: Point = .zero, name: String = "Test Hall"
    ) -> Chart {
        var rows: [Row] = [], seats: [Seat] = []
        for (r, positions) in xs.enumerated() {
            let y = -(10.0 + Double(r))
            let label = String(UnicodeScalar(UInt8(65 + r)))
            let start = seats.count
            let category = categoryOfRow.isEmpty ? (categories.isEmpty ? nil : 0) : categoryOfRow[r]
            for (j, x) in positions.enumerated() {
                let number = String(j + 1)
                seats.append(Seat(
                    tribune: 0, row: r, number: number, center: Point(x, y), rotation: .zero, size: 0.9,
                    category: category, isBlocked: blocked.contains("T-\(label)-\(number)")))
            }
            let line: RowLine = irregular || positions.isEmpty
                ? .irregular
                : .straight(from: Point(positions.first! - 0.5, y), to: Point(positions.last! + 0.5, y))
            rows.append(Row(tribune: 0, index: r, label: label, seats: start..<seats.count, line: line))
        }
        let minX = xs.flatMap { $0 }.min() ?? 0, maxX = xs.flatMap { $0 }.max() ?? 0
        let outline = OrientedRect(
            center: Point((minX + maxX) / 2, -(10 + Double(xs.count - 1) / 2)),
            size: Size(maxX - minX + 1, Double(xs.count)))
        let tribune = Tribune(id: "T", outline: .rectangle(outline), rows: 0..<rows.count, seats: 0..<seats.count, category: nil)
        return Chart(
            name: name, field: nil,
            categories: categories.map { Category(id: $0, name: $0, color: "#888888") },
            tribunes: [tribune], rows: rows, seats: seats, seatShape: .square, focalPoint: focalPoint)
    }

    /// `count` adjacent seats centred on x = 0: -((count-1)/2) ... +((count-1)/2).
    static func centred(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) - Double(count - 1) / 2 }
    }

    /// A new path for a state file in a fresh temporary folder.
    static func statePath() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seatchart-store-\(UUID().uuidString)")
        return folder.appendingPathComponent("state.sqlite").path
    }
}

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }

    func set(_ date: Date) { lock.withLock { current = date } }

    /// The clock as the store takes it.
    var function: @Sendable () -> Date { { [self] in now } }
}
