import Foundation
import SeatChart
import SeatChartGeometry

extension TestCharts {
    /// Rows of seats described row by row: each row is a list of seat x positions (pitch 1
    /// means adjacent; a larger gap is an aisle when `irregular`). Row r lies at y = -(10 + r),
    /// north of the focal point (the origin). Tribune `T`, rows `A`, `B`, ...; seats numbered 1... .
    public static func rows(
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
    public static func centred(_ count: Int) -> [Double] {
        (0..<count).map { Double($0) - Double(count - 1) / 2 }
    }
}
