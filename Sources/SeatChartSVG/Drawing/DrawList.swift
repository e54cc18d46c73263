import SeatChartGeometry

/// One description of a picture: what is drawn, back to front, in the coordinates of its
/// viewBox, with the style rules that colour it. ``ChartSVGRenderer`` makes it; the SVG writer
/// writes it as elements (``ChartSVGRenderer/write(to:)``) and a painter draws the same list,
/// so a shape or a style changes in one place.
public struct DrawList {
    /// The items, back to front (``DrawItem/begin(_:)`` and ``DrawItem/end`` nest).
    public var items: [DrawItem]
    /// The style rules the items' classes select, unscoped, in the style sheet's order.
    public var rules: [StyleRule]
    /// The picture's size in pixels (not always whole: an A6 ticket).
    public var size: Size
    /// The viewBox's coordinates to the picture's pixels.
    public var viewBoxToPixel: AffineTransform
    /// Decimals the SVG writes: the painter places things as a reader of the SVG would.
    public var precision: Int

    public init(
        items: [DrawItem], rules: [StyleRule], size: Size, viewBoxToPixel: AffineTransform, precision: Int
    ) {
        self.items = items
        self.rules = rules
        self.size = size
        self.viewBoxToPixel = viewBoxToPixel
        self.precision = precision
    }
}
