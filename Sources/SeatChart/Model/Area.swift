import SeatChartGeometry

/// A background shape drawn under the tribunes: a stage, a label, a walkway.
public struct Area: Hashable, Sendable {
    /// The shape, in chart units (empty for a text-only area).
    public var path: Path
    /// The fill colour, if any.
    public var fill: String?
    /// The outline colour, if any.
    public var stroke: String?
    /// A text drawn at ``textPosition``, if any.
    public var text: String?
    /// Where the text's centre sits.
    public var textPosition: Point
    /// The text colour, if any.
    public var textColor: String?
    /// The font size in chart units.
    public var textSize: Double
    /// Index of its level in ``Chart/levels``: it is drawn in that level's views. Default 0.
    public var level: Int

    /// Creates an area.
    public init(
        path: Path, fill: String? = nil, stroke: String? = nil, text: String? = nil,
        textPosition: Point = .zero, textColor: String? = nil, textSize: Double = 12, level: Int = 0
    ) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.text = text
        self.textPosition = textPosition
        self.textColor = textColor
        self.textSize = textSize
        self.level = level
    }
}
