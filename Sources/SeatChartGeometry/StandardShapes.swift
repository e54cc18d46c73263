/// The rectangle itself, as SwiftUI's `Rectangle`.
public struct RectangleShape: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}

    /// `rect` as a closed path, clockwise on screen from its minimum corner.
    public func path(in rect: Rect) -> Path {
        Path { $0.addRect(rect) }
    }
}

/// A rectangle with elliptical corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangleShape: Shape, Hashable, Sendable {
    /// The corner radii along x and y, each clamped to half the rectangle's side.
    public var cornerSize: Size

    /// Creates the shape with corners of `cornerSize` radii.
    public init(cornerSize: Size) {
        self.cornerSize = cornerSize
    }

    /// Creates the shape with circular corners of `cornerRadius`.
    public init(cornerRadius: Double) {
        self.cornerSize = Size(width: cornerRadius, height: cornerRadius)
    }

    /// The rounded rectangle fitted to `rect`.
    public func path(in rect: Rect) -> Path {
        Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize) }
    }
}

/// The ellipse inscribed in the rectangle, as SwiftUI's `Ellipse`.
public struct EllipseShape: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}

    /// The ellipse inscribed in `rect`, clockwise on screen from its rightmost point.
    public func path(in rect: Rect) -> Path {
        Path { $0.addEllipse(in: rect) }
    }
}

/// The largest circle centred in the rectangle, as SwiftUI's `Circle`.
public struct CircleShape: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}

    /// The circle of diameter `min(width, height)` centred on `rect`'s centre.
    public func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        return Path { $0.addEllipse(in: Rect.fromCenter(rect.center, size: Size(width: side, height: side))) }
    }
}

/// A rectangle whose shorter sides are half circles, as SwiftUI's `Capsule`.
public struct CapsuleShape: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}

    /// The capsule filling `rect`.
    public func path(in rect: Rect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path { $0.addRoundedRect(in: rect, cornerSize: Size(width: radius, height: radius)) }
    }
}
