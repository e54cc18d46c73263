/// A width and a height.
public struct Size: Hashable, Sendable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size.
    @inlinable
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The size scaled by `factor` in both directions.
    @inlinable
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }

    /// The width and height as a vector.
    @inlinable
    public var vector: Vector { Vector(dx: width, dy: height) }
}
