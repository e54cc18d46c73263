/// An axis-aligned rectangle: an origin (its minimum corner) and a size.
///
/// A rectangle with a negative width or height is *not standardized*; every query
/// below treats it through ``standardized``, as CoreGraphics does.
public struct Rect: Hashable, Sendable, Codable {
    /// The minimum corner (top left on screen) of a standardized rectangle.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin coordinates and size.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The rectangle spanning `minX...maxX` by `minY...maxY`.
    @inlinable
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle of the given size centred on `center`.
    @inlinable
    public static func fromCenter(_ center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The smallest rectangle holding every point, or `nil` when there are none.
    public static func bounding<S: Sequence>(_ points: S) -> Rect? where S.Element == Point {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        while let p = iterator.next() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The same rectangle with a non-negative width and height.
    @inlinable
    public var standardized: Rect {
        Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    @inlinable public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    @inlinable public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    @inlinable public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    @inlinable public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The absolute width.
    @inlinable public var width: Double { abs(size.width) }
    /// The absolute height.
    @inlinable public var height: Double { abs(size.height) }
    /// The centre.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has no area.
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The four corners, clockwise on screen from the minimum corner.
    @inlinable
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Whether `point` lies inside or on the boundary.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `other` lies wholly inside (boundaries may touch).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share interior points (touching edges do not count).
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The common part, or `nil` when the rectangles share no interior.
    @inlinable
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        return Rect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                    maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// The smallest rectangle holding both.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        Rect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
             maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The smallest rectangle holding `self` and `point`.
    @inlinable
    public func union(_ point: Point) -> Rect {
        Rect(minX: Swift.min(minX, point.x), minY: Swift.min(minY, point.y),
             maxX: Swift.max(maxX, point.x), maxY: Swift.max(maxY, point.y))
    }

    /// The rectangle moved inwards by `dx` on the left and right and `dy` at the top and
    /// bottom (outwards for negative values), as CoreGraphics' `insetBy(dx:dy:)`.
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy)
    }

    /// The rectangle moved inwards by `amount` on every side.
    @inlinable
    public func inset(by amount: Double) -> Rect { insetBy(dx: amount, dy: amount) }

    /// The rectangle moved by `offset`.
    @inlinable
    public func offsetBy(_ offset: Vector) -> Rect {
        Rect(origin: origin + offset, size: size)
    }
}

extension Rect: CustomStringConvertible {
    public var description: String { "Rect(\(minX), \(minY), \(maxX), \(maxY))" }
}
