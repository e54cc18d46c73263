import SeatChartGeometry

/// A filled (and perhaps stroked) shape: a path or a rectangle, its classes (which the style
/// sheet turns into colours), any colours of its own, and what only a document carries (data
/// attributes, a tooltip, a link).
public struct DrawShape: Sendable {
    /// The outline drawn.
    public enum Geometry: Sendable {
        /// A path, in the coordinates of the enclosing groups.
        case path(Path)
        /// A rectangle from (x, y) (0 when nil, and then not written) with corner radius `rx`.
        case rect(x: Double?, y: Double?, width: Double, height: Double, rx: Double?)
        /// The whole picture (a rectangle `100%` wide and high).
        case page
        /// A circle.
        case circle(center: Point, radius: Double)
    }

    public var geometry: Geometry
    /// The classes, space-separated, or nil.
    public var classes: String?
    /// Attributes written before the class (`data-tribune`, `data-area`, …): never drawn.
    public var data: [SVGAttribute]
    /// The shape's own style declarations (`fill`, `stroke`), over the style sheet's.
    public var style: [StyleDeclaration]
    /// A presentation `stroke-width` (the style sheet's wins where it gives one).
    public var strokeWidth: Double?
    /// Other presentation attributes (`fill`, `stroke`, `stroke-width`), written after the
    /// geometry, in order (the style sheet's rules win over them).
    public var presentation: [StyleDeclaration]
    /// The tooltip, or nil.
    public var title: String?
    /// The file the shape links to, or nil.
    public var link: String?

    public init(
        _ geometry: Geometry, classes: String? = nil, data: [SVGAttribute] = [], style: [StyleDeclaration] = [],
        strokeWidth: Double? = nil, presentation: [StyleDeclaration] = [], title: String? = nil, link: String? = nil
    ) {
        self.presentation = presentation
        self.geometry = geometry
        self.classes = classes
        self.data = data
        self.style = style
        self.strokeWidth = strokeWidth
        self.title = title
        self.link = link
    }
}
