import SeatChartGeometry

/// How the user has moved the view: the command line's `--zoom`, `--anchor`, `--rotate`
/// and `--offset`, the same for `render` and `hit --screen`.
///
/// The image shows the chart scaled by ``zoom`` and turned by ``rotation`` about
/// ``anchor``, then shifted by ``offset`` pixels, as a pinch, a twist and a drag would.
public struct ViewOptions: Hashable, Sendable {
    /// The magnification, > 0. Default 1.
    public var zoom: Double
    /// The chart point zoomed and rotated about; `nil` means the centre of the rendered area.
    public var anchor: Point?
    /// The turn, clockwise on screen. Default 0.
    public var rotation: Angle
    /// The shift in pixels, applied last. Default zero.
    public var offset: Vector
    /// Whether the canvas is widened to hold the whole turned chart (or tribune): the shown
    /// area becomes the box around the area turned about the anchor. Default `false` (the
    /// canvas keeps the unturned area's shape and the turned corners fall outside).
    public var fitsRotation: Bool

    /// Creates view options; the defaults show the chart as it is.
    public init(
        zoom: Double = 1, anchor: Point? = nil, rotation: Angle = .zero, offset: Vector = .zero, fitsRotation: Bool = false
    ) {
        self.zoom = zoom
        self.anchor = anchor
        self.rotation = rotation
        self.offset = offset
        self.fitsRotation = fitsRotation
    }

    /// The unmoved view.
    public static let identity = ViewOptions()
}
