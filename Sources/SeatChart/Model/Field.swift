import SeatChartGeometry

/// The playing field (or stage) at the centre of the chart.
public struct Field: Hashable, Sendable {
    /// The outline kind.
    public enum Shape: Hashable, Sendable {
        case rect
        case rounded(cornerRadius: Double)
        case ellipse
    }

    /// What the field is: drawn and named after it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A playing field (grass).
        case pitch
        /// A theatre's or a concert's stage.
        case stage
        /// A hall's court (wood).
        case court
        /// A flat floor (standing room, an exhibition).
        case floor

        /// The name people read on the chart: "Stage"; a pitch goes unnamed.
        public var displayName: String? {
            switch self {
            case .pitch: return nil
            case .stage: return "Stage"
            case .court: return "Court"
            case .floor: return "Floor"
            }
        }
    }

    /// Width (east-west) and height (north-south), in chart units.
    public var size: Size
    /// The outline kind.
    public var shape: Shape
    /// The centre (the chart's origin for stadium files).
    public var center: Point
    /// What it is. Default ``Kind/pitch``.
    public var kind: Kind

    /// Creates a field.
    public init(size: Size, shape: Shape, center: Point = .zero, kind: Kind = .pitch) {
        self.size = size
        self.shape = shape
        self.center = center
        self.kind = kind
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
