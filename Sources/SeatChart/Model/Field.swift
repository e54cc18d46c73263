import SeatChartGeometry

/// The playing field (or stage) at the centre of the chart.
public struct Field: Hashable, Sendable {
    /// The outline kind.
    public enum Shape: Hashable, Sendable {
        case rect
        case rounded(cornerRadius: Double)
        case ellipse
    }

    /// Width (east-west) and height (north-south), in chart units.
    public var size: Size
    /// The outline kind.
    public var shape: Shape
    /// The centre (the chart's origin for stadium files).
    public var center: Point

    /// Creates a field.
    public init(size: Size, shape: Shape, center: Point = .zero) {
        self.size = size
        self.shape = shape
        self.center = center
    }

    /// The bounding rectangle F, from which rings are measured.
    public var frame: Rect { Rect.fromCenter(center, size: size) }

    /// The outline as a path.
    public var path: Path {
        var p = Path()
        switch shape {
        case .rect: p.addRect(frame)
        case .rounded(let r): p.addRoundedRect(in: frame, cornerSize: Size(r, r))
        case .ellipse: p.addEllipse(in: frame)
        }
        return p
    }
}
