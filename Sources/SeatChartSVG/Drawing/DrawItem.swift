import SeatChartGeometry

/// One entry of a ``DrawList``: a group opened or closed, a filled shape, a run of text, or
/// the chart's seats. The SVG writer writes each as an element; a painter draws it.
public enum DrawItem {
    /// Opens a group: what follows (to the matching ``end``) is drawn in its transform and
    /// inherits its class's style and font size.
    case begin(DrawGroup)
    /// Closes the innermost open group.
    case end
    /// A path or a rectangle, filled and stroked as its classes say.
    case shape(DrawShape)
    /// A line of text.
    case text(DrawText)
    /// The seats of the shown tribunes (``SeatLayer``): most of a chart.
    case seats(SeatLayer)
    /// A chart's picture placed in this one (a ticket's panels), clipped to its own size.
    case picture(DrawPicture)
}

/// A chart's picture inside another picture: its renderer (the SVG writes its document as a
/// nested `<svg>`; a painter paints its ``ChartSVGRenderer/drawList()``) and where its top
/// left corner lands.
public struct DrawPicture {
    public var renderer: ChartSVGRenderer
    /// The top left corner, in the enclosing picture's coordinates.
    public var origin: Point
    /// Names the picture among many pictures of one chart drawn together (a batch of
    /// tickets): pictures with the same key are the same picture, so a painter may paint it
    /// once and copy it (a ticket's overview is the same on every sheet of its level). nil:
    /// this picture's alone. The SVG ignores it.
    public var reuseKey: String?

    public init(renderer: ChartSVGRenderer, origin: Point, reuseKey: String? = nil) {
        self.renderer = renderer
        self.origin = origin
        self.reuseKey = reuseKey
    }
}

/// A group of draw items: its class, its transform, the font size its texts inherit and
/// any other style of its own (presentation attributes).
public struct DrawGroup: Sendable {
    /// The group's classes, space-separated, or nil.
    public var classes: String?
    /// The transform, SVG order (the last step applies first).
    public var transform: [SVGTransform]
    /// The font size inherited by the group's texts, or nil.
    public var fontSize: Double?
    /// Presentation attributes (`font-family`, `fill`), written after the font size; inherited.
    public var presentation: [StyleDeclaration]

    public init(classes: String? = nil, transform: [SVGTransform] = [], fontSize: Double? = nil, presentation: [StyleDeclaration] = []) {
        self.classes = classes
        self.transform = transform
        self.fontSize = fontSize
        self.presentation = presentation
    }
}
