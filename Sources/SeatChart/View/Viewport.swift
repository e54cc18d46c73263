import SeatChartGeometry

/// The mapping from chart units to the pixels of a rendered image.
///
/// `render` writes an SVG whose `viewBox` is ``viewBox``, whose size is ``pixelWidth`` x
/// ``pixelHeight``, and whose content sits in one group transformed by ``contentSteps``.
/// `hit --screen` maps a pixel back through ``pixelToChart``: both read this one value,
/// so a pixel that shows a seat hits that seat.
///
/// Every number the SVG will print is rounded here to 3 decimals first, so the mapping is
/// the one a browser computes from the printed file.
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

    /// The default image width in pixels.
    public static let defaultPixelWidth = 1200

    /// Creates the viewport showing `area` in an image `pixelWidth` wide.
    ///
    /// - Parameters:
    ///   - area: the chart area to show; its aspect ratio sets the image height.
    ///   - pixelWidth: the image width, at least 1.
    ///   - options: zoom, anchor, rotation and pixel offset.
    public init(area: Rect, pixelWidth: Int = Viewport.defaultPixelWidth, options: ViewOptions = .identity) {
        let w = max(1, pixelWidth)
        let a = Rect(
            x: Viewport.round3(area.minX), y: Viewport.round3(area.minY),
            width: Viewport.round3(max(area.width, 1e-3)), height: Viewport.round3(max(area.height, 1e-3))
        )
        let h = max(1, Int((Double(w) * a.height / a.width).rounded()))
        self.area = a
        self.options = options
        self.pixelWidth = w
        self.pixelHeight = h
        let anchor = options.anchor ?? a.center
        self.anchor = Point(Viewport.round3(anchor.x), Viewport.round3(anchor.y))
        let unitsPerPixel = a.width / Double(w)
        self.viewBox = Rect(
            x: Viewport.round3(a.minX - options.offset.dx * unitsPerPixel),
            y: Viewport.round3(a.minY - options.offset.dy * unitsPerPixel),
            width: a.width, height: a.height
        )
    }

    /// The steps of the content group's transform, in SVG order (the last step applies
    /// first): move the anchor to the origin, scale, rotate, move back. Empty when the
    /// view is unmoved.
    public var contentSteps: [TransformStep] {
        let zoom = Viewport.round3(options.zoom)
        let degrees = Viewport.round3(options.rotation.degrees)
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

    /// `value` rounded to 3 decimals, as the SVG prints it.
    public static func round3(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * 1000).rounded() / 1000
    }
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
