import SeatChartGeometry

/// A line of text at a point: its classes (font, colour, anchor from the style sheet) and
/// what it sets itself.
public struct DrawText: Sendable {
    public var text: String
    /// The classes, space-separated, or nil.
    public var classes: String?
    /// The anchor point, in the coordinates of the enclosing groups.
    public var position: Point
    /// Turned by this many degrees about ``position`` (text kept upright in a turned view), or nil.
    public var rotation: Double?
    /// Whether the text is moved down by .35 of its size (centred on the point).
    public var centredByShift: Bool
    /// A `font-size` attribute (the style sheet's wins where it gives one).
    public var fontSizeAttribute: Double?
    /// `font-weight="bold"` as an attribute.
    public var boldAttribute: Bool
    /// A `font-size` of its own style, over the style sheet's.
    public var fontSizeStyle: Double?
    /// `text-anchor="middle"` and `dominant-baseline="central"` as attributes.
    public var centredByAttributes: Bool
    /// A `fill` attribute, or nil.
    public var fill: String?
    /// The file the text links to, or nil.
    public var link: String?

    public init(
        _ text: String, classes: String? = nil, at position: Point, rotation: Double? = nil, centredByShift: Bool = false,
        fontSizeAttribute: Double? = nil, boldAttribute: Bool = false, fontSizeStyle: Double? = nil, centredByAttributes: Bool = false,
        fill: String? = nil, link: String? = nil
    ) {
        self.text = text
        self.classes = classes
        self.position = position
        self.rotation = rotation
        self.centredByShift = centredByShift
        self.fontSizeAttribute = fontSizeAttribute
        self.boldAttribute = boldAttribute
        self.fontSizeStyle = fontSizeStyle
        self.centredByAttributes = centredByAttributes
        self.fill = fill
        self.link = link
    }

    /// The shift down, in ems, when ``centredByShift``.
    public static let shift = 0.35
}
