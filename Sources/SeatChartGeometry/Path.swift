#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A sequence of subpaths made of straight lines and Bézier curves, as CoreGraphics'
/// `CGPath` and SwiftUI's `Path`.
///
/// Circular arcs, rounded rectangles and ellipses are stored as cubic Bézier curves of
/// at most 45° each (radial error below 4.2e-6 of the radius), so every operation only
/// has to know four kinds of segment. A path never traps: non-finite input is stored
/// as given and simply contributes nothing sensible to queries.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's start, which closes it.
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    /// The start of the current subpath (where `closeSubpath` returns to).
    private var subpathStart: Point?
    /// The current point, or `nil` for an empty path.
    public private(set) var currentPoint: Point?

    /// Creates an empty path.
    public init() {}

    /// Creates a path from commands. A line or curve without a preceding move starts at
    /// the origin's image, as in CoreGraphics (an implicit move to its first point).
    public init<S: Sequence>(elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Creates a path by running `build` on an empty one.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        if case .move = elements.last {
            elements[elements.count - 1] = .move(to: point)
        } else {
            elements.append(.move(to: point))
        }
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: Point) {
        ensureCurrentPoint(point)
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        ensureCurrentPoint(control)
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        ensureCurrentPoint(control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a straight line to its start. The next command
    /// starts from that start point, as in CoreGraphics.
    public mutating func closeSubpath() {
        guard let start = subpathStart, let last = elements.last else { return }
        if case .closeSubpath = last { return }
        elements.append(.closeSubpath)
        currentPoint = start
    }

    /// Adds the commands of `other`, optionally transformed, as further subpaths.
    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        let moved = transform.isIdentity ? other : other.applying(transform)
        for element in moved.elements { append(element) }
    }

    /// Adds one command through the builder that matches it.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Adds a polygon through `points` as one closed subpath (nothing for fewer than 2 points).
    public mutating func addPolygon(_ points: [Point], transform: AffineTransform = .identity) {
        guard points.count >= 2 else { return }
        move(to: points[0].applying(transform))
        for p in points.dropFirst() { addLine(to: p.applying(transform)) }
        closeSubpath()
    }

    /// Adds `rect` as a closed subpath, clockwise on screen from its minimum corner.
    public mutating func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
        addPolygon(rect.corners, transform: transform)
    }

    /// Adds a rectangle with elliptical corners of `cornerSize` radii (each clamped to half
    /// the rectangle's side), clockwise on screen, as SwiftUI's
    /// `addRoundedRect(in:cornerSize:transform:)`.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, transform: AffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2)
        let ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        var p = Path()
        p.move(to: Point(x: r.minX + rx, y: r.minY))
        p.addLine(to: Point(x: r.maxX - rx, y: r.minY))
        p.addEllipticalQuarter(center: Point(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: -90)
        p.addLine(to: Point(x: r.maxX, y: r.maxY - ry))
        p.addEllipticalQuarter(center: Point(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0)
        p.addLine(to: Point(x: r.minX + rx, y: r.maxY))
        p.addEllipticalQuarter(center: Point(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: 90)
        p.addLine(to: Point(x: r.minX, y: r.minY + ry))
        p.addEllipticalQuarter(center: Point(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: 180)
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath, clockwise on screen,
    /// starting at its rightmost point.
    public mutating func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2
        let c = r.center
        var p = Path()
        p.move(to: Point(x: c.x + rx, y: c.y))
        for quarter in 0..<4 {
            p.addEllipticalQuarter(center: c, rx: rx, ry: ry, from: Double(quarter) * 90)
        }
        p.closeSubpath()
        addPath(p, transform: transform)
    }

    /// Adds a circular arc about `center` from `startAngle` to `endAngle`.
    ///
    /// Angles are measured from +x, clockwise on screen. With `clockwise` true the arc
    /// runs in the direction of growing angles (clockwise on screen), otherwise against
    /// it; a sweep of a full turn or more draws the whole circle once. If the path has a
    /// current point, a straight line joins it to the arc's start, otherwise the arc starts
    /// a new subpath, as CoreGraphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// (whose `clockwise` is read on a y-up screen; here it is read on a y-down screen).
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Angle, endAngle: Angle,
        clockwise: Bool = true, transform: AffineTransform = .identity
    ) {
        let full = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        guard sweep.isFinite, radius.isFinite, startAngle.radians.isFinite else { return }
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if endAngle.radians - startAngle.radians >= full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if startAngle.radians - endAngle.radians >= full { sweep = -full }
        }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: Angle(radians: sweep), transform: transform)
    }

    /// Adds a circular arc about `center` from `startAngle` turning by `sweep` (positive
    /// clockwise on screen), joined by a line to the current point if there is one.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, sweep: Angle, transform: AffineTransform = .identity) {
        let r = abs(radius)
        guard r.isFinite, sweep.radians.isFinite, startAngle.radians.isFinite else { return }
        let s = max(-2 * Double.pi, min(2 * Double.pi, sweep.radians))
        let segments = max(1, Int((abs(s) / (Double.pi / 4)).rounded(.up)))
        let step = s / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func at(_ theta: Double) -> Point { Point(x: center.x + r * cos(theta), y: center.y + r * sin(theta)) }
        var theta = startAngle.radians
        let start = at(theta).applying(transform)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        for _ in 0..<segments {
            let next = theta + step
            let p0 = at(theta), p3 = at(next)
            let c1 = Point(x: p0.x - k * r * sin(theta), y: p0.y + k * r * cos(theta))
            let c2 = Point(x: p3.x + k * r * sin(next), y: p3.y - k * r * cos(next))
            addCurve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            theta = next
        }
    }

    // MARK: - Transforming

    /// The path with every point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(t))
            case .line(let p): return .line(to: p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(t)
        result.currentPoint = currentPoint?.applying(t)
        return result
    }

    // MARK: - Private

    private mutating func ensureCurrentPoint(_ fallback: Point) {
        if currentPoint == nil { move(to: fallback) }
        else if case .closeSubpath = elements.last, let start = subpathStart {
            // After a close, the next segment starts a new subpath at the closed one's start.
            elements.append(.move(to: start))
        }
    }

    /// A quarter of the ellipse about `center` from `degrees`, clockwise on screen.
    private mutating func addEllipticalQuarter(center: Point, rx: Double, ry: Double, from degrees: Double) {
        let scale = AffineTransform(scaleX: rx, y: ry).concatenating(AffineTransform(translationX: center.x, y: center.y))
        let t0 = degrees * Double.pi / 180
        for half in 0..<2 {
            let a0 = t0 + Double(half) * Double.pi / 4, a1 = a0 + Double.pi / 4
            let k = 4.0 / 3.0 * tan(Double.pi / 16)
            let p3 = Point(x: cos(a1), y: sin(a1)).applying(scale)
            let c1 = Point(x: cos(a0) - k * sin(a0), y: sin(a0) + k * cos(a0)).applying(scale)
            let c2 = Point(x: cos(a1) + k * sin(a1), y: sin(a1) - k * cos(a1)).applying(scale)
            addCurve(to: p3, control1: c1, control2: c2)
        }
    }
}
