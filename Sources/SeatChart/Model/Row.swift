import SeatChartGeometry

/// A row of seats in a tribune.
public struct Row: Hashable, Sendable {
    /// Index of its tribune in ``Chart/tribunes``.
    public var tribune: Int
    /// Position in its tribune, 0 nearest the field.
    public var index: Int
    /// The row's label: `A`...`Z`, `AA`, ... for laid-out rows; any text without `-` when imported.
    public var label: String
    /// Indices of its seats in ``Chart/seats``, by number.
    public var seats: Range<Int>
    /// The line its seat centres lie on, if regular.
    public var line: RowLine
    /// The aisles inside the row: an aisle lies between its k-th and (k + 1)-th seat
    /// (0-based, in the order of ``seats``) for each k listed, in increasing order.
    public var aisles: [Int]

    /// Creates a row.
    public init(tribune: Int, index: Int, label: String, seats: Range<Int>, line: RowLine, aisles: [Int] = []) {
        self.tribune = tribune
        self.index = index
        self.label = label
        self.seats = seats
        self.line = line
        self.aisles = aisles
    }
}

/// Where a row's seat centres lie. Seat `j` of `m` sits at the centre of the j-th of `m`
/// equal slots along the line.
public enum RowLine: Hashable, Sendable {
    /// A straight row from `from` (seat 1's end) to `to` (the last seat's end).
    case straight(from: Point, to: Point)
    /// A circular row about `center` at `radius`, from `startAngle` (seat 1's end) to
    /// `endAngle`, angles from +x clockwise on screen; slots are equal angles.
    case arc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle)
    /// Seats placed one by one (imported plans).
    case irregular
    /// Seats at equal steps of length along a curve or a polyline (rows sections, oval
    /// bowls), each square to it; aisles inside the row are listed in ``Row/aisles``.
    case curve
}
