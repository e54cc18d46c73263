import SeatChartGeometry

/// A square seat filling its cell.
public struct SquareSeat: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}
    public func path(in rect: Rect) -> Path {
        var p = Path()
        p.addRect(rect)
        return p
    }
}

/// A round seat inscribed in its cell.
public struct CircleSeat: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}
    public func path(in rect: Rect) -> Path {
        var p = Path()
        p.addEllipse(in: rect)
        return p
    }
}

extension SeatShapeKind {
    /// The shape that draws this kind of seat.
    public var shape: any Shape {
        switch self {
        case .classic: return ClassicSeat()
        case .square: return SquareSeat()
        case .circle: return CircleSeat()
        }
    }

    /// The seat in seat-local coordinates: a cell of side `size` centred on the origin,
    /// facing +y (rotation 0). Place it with ``placement(of:)``.
    public func localPath(size: Double) -> Path {
        shape.path(in: Rect.fromCenter(.zero, size: Size(size, size)))
    }
}

extension Seat {
    /// The transform from seat-local coordinates (cell centred on the origin, facing +y)
    /// to the chart: rotate about the cell's centre, then move it to the seat.
    public var placement: AffineTransform {
        AffineTransform(rotationAngle: rotation).concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}

extension Chart {
    /// The drawn outline of the seat at `index`, in chart units.
    public func seatPath(_ index: Int) -> Path {
        let seat = seats[index]
        return seatShape.localPath(size: seat.size).applying(seat.placement)
    }
}
