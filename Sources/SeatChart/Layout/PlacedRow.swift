import SeatChartGeometry

/// A row whose seats a layout has placed one by one (rows sections, tables, oval bowls),
/// ready for ``TribuneBuilder`` to append: seats in chart order with their numbers.
struct PlacedRow: Hashable, Sendable {
    /// One seat.
    struct Seat: Hashable, Sendable {
        var center: Point
        var rotation: Angle
        var number: String
    }

    /// The row's label (empty for a table's chairs).
    var label: String
    /// The line its seats lie on.
    var line: RowLine
    /// The aisles inside it, as ``Row/aisles`` lists them.
    var aisles: [Int]
    /// The seats, in chart order.
    var seats: [Seat]
}

extension Angle {
    /// The rotation of a seat facing `direction`: 0 faces +y, growing clockwise on screen,
    /// in [0°, 360°).
    static func seatRotation(facing direction: Vector) -> Angle {
        (direction.angle - .degrees(90)).normalized
    }
}
