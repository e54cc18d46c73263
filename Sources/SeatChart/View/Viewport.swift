import SeatChartGeometry

/// The mapping from chart units to the pixels of a rendered image.
///
/// `render` writes an SVG whose `viewBox` is ``viewBox``, whose size is ``pixelWidth`` x
/// ``pixelHeight``, and whose content sits in one group transformed by ``contentSteps``.
/// `hit --screen` maps a pixel back through ``pixelToChart``: both read this one value,
/// so a pixel that shows a seat hits that seat.
///
/// Every number the SVG will print is rounded here to ``precision`` decimals first (the
/// SVG's own precision), so the mapping is the one a browser computes from the printed file.
public struct Viewport: Hashable, Sendable {
    /// The chart area shown before the view is moved (the whole chart or a focused tribune, with a margin).
    public let area: Rect
    /// The view options.
    public let options: ViewOptions
    /// The anchor actually used: the option's, or the centre of ``area``.
    public let anchor: Point
    /// The SVG `viewBox`, in chart units: ``area`` shifted against the pixel offset.
    public let viewBox: Rect
    /// The image width in pixels.
    public let pixelWidth: Int
    /// The image height in pixels.
    public let pixelHeight: Int

    /// The decimals the SVG prints its numbers with, and so the rounding of every number here.
    public let precision: Int

    /// The default image width in pixels.
    public static let defaultPixelWidth = 1200

    /// The default precision, ``SVGNumber/defaultPrecision``.
    public static let defaultPrecision = SVGNumber.defaultPrecision

    /// Creates the viewport showing `area` in an image `pixelWidth` wide.
    ///
    /// - Parameters:
    ///   - area: the chart area to show; its aspect ratio sets the image height.
    ///   - pixelWidth: the image width, at least 1.
    ///   - options: zoom, anchor, rotation and pixel offset.
    ///   - precision: the decimals the SVG prints (``defaultPrecision``).
    public init(
        area: Rect, pixelWidth: Int = Viewport.defaultPixelWidth, options: ViewOptions = .identity,
        precision: Int = Viewport.defaultPrecision
    ) {
        let round = { (value: Double) in SVGNumber.rounded(value, precision: precision) }
        let w = max(1, pixelWidth)
        let a = Rect(
            x: round(area.minX), y: round(area.minY),
            width: round(max(area.width, 1e-3)), height: round(max(area.height, 1e-3))
        )
        let h = max(1, Int((Double(w) * a.height / a.width).rounded()))
        self.area = a
        self.options = options
        self.pixelWidth = w
        self.pixelHeight = h
        self.precision = precision
        let anchor = options.anchor ?? a.center
        self.anchor = Point(round(anchor.x), round(anchor.y))
        let unitsPerPixel = a.width / Double(w)
        self.viewBox = Rect(
            x: round(a.minX - options.offset.dx * unitsPerPixel),
            y: round(a.minY - options.offset.dy * unitsPerPixel),
            width: a.width, height: a.height
        )
    }

    /// The steps of the content group's transform, in SVG order (the last step applies
    /// first): move the anchor to the origin, scale, rotate, move back. Empty when the
    /// view is unmoved.
    public var contentSteps: [TransformStep] {
        let zoom = SVGNumber.rounded(options.zoom, precision: precision)
        let degrees = SVGNumber.rounded(options.rotation.degrees, precision: precision)
        guard zoom != 1 || degrees != 0 else { return [] }
        var steps: [TransformStep] = [.translate(Vector(anchor.x, anchor.y))]
        if degrees != 0 { steps.append(.rotate(.degrees(degrees))) }
        if zoom != 1 { steps.append(.scale(zoom)) }
        steps.append(.translate(Vector(-anchor.x, -anchor.y)))
        return steps
    }

    /// The content transform, chart units to chart units (zoom and rotation about the anchor).
    public var contentTransform: AffineTransform { TransformStep.compose(contentSteps) }

    /// The map from the viewBox's user units to pixels, as SVG's default
    /// `preserveAspectRatio="xMidYMid meet"` computes it.
    public var viewBoxToPixel: AffineTransform {
        let sx = Double(pixelWidth) / viewBox.width, sy = Double(pixelHeight) / viewBox.height
        let s = min(sx, sy)
        let tx = (Double(pixelWidth) - viewBox.width * s) / 2 - viewBox.minX * s
        let ty = (Double(pixelHeight) - viewBox.height * s) / 2 - viewBox.minY * s
        return AffineTransform(a: s, b: 0, c: 0, d: s, tx: tx, ty: ty)
    }

    /// Chart units to image pixels (origin top left): the content transform, then the viewBox mapping.
    public var chartToPixel: AffineTransform { contentTransform.concatenating(viewBoxToPixel) }

    /// Image pixels back to chart units, or `nil` when the view is degenerate (zoom 0).
    public var pixelToChart: AffineTransform? { chartToPixel.inverted() }
}

/// One step of an SVG transform list.
public enum TransformStep: Hashable, Sendable {
    case translate(Vector)
    case rotate(Angle)
    case scale(Double)

    /// The step as a transform.
    public var transform: AffineTransform {
        switch self {
        case .translate(let v): return AffineTransform(translation: v)
        case .rotate(let a): return AffineTransform(rotationAngle: a)
        case .scale(let s): return AffineTransform(scaleX: s, y: s)
        }
    }

    /// The transform of an SVG list `steps[0] steps[1] ...`: the last step applies first.
    public static func compose(_ steps: [TransformStep]) -> AffineTransform {
        steps.reversed().reduce(AffineTransform.identity) { $0.concatenating($1.transform) }
    }
}
