import SeatChart
import SeatChartGeometry

/// The seat glyphs of one rendering, one per seat size (as written), with stable ids; or,
/// for wheelchair places, the symbol of access (``SeatGlyph/wheelchair(size:precision:sharpCorners:)``).
struct GlyphTable {
    let kind: SeatShapeKind
    let precision: Int
    /// Whether the glyphs are those of wheelchair places.
    let wheelchair: Bool
    private var entries: [Double: (id: String, glyph: SeatGlyph)] = [:]
    private var lastKey = Double.nan
    private var last: (id: String, glyph: SeatGlyph)?

    /// Image pixels per chart unit, zoom included: decides whether rounded corners show.
    let pixelsPerUnit: Double

    /// Put before every id (``ChartSVGOptions/idPrefix`` and `-`), or empty.
    let idPrefix: String

    init(kind: SeatShapeKind, precision: Int, pixelsPerUnit: Double, idPrefix: String? = nil, wheelchair: Bool = false) {
        self.idPrefix = idPrefix.map { "\($0)-" } ?? ""
        self.kind = kind
        self.wheelchair = wheelchair
        self.precision = precision
        self.pixelsPerUnit = pixelsPerUnit
    }

    /// Whether seats of `size` are written with sharp corners: classic seats whose rounded
    /// corners (a fifteenth of the cell) would be less than half a pixel wide in the image.
    func sharpCorners(size: Double) -> Bool {
        (kind == .classic || wheelchair) && size / 15 * pixelsPerUnit < 0.5
    }

    /// `size` rounded as written: seats whose sizes print the same share a glyph.
    func key(_ size: Double) -> Double { SVGFormat.round(size, precision: precision) }

    /// The glyph for seats of `size`; its id is the prefix, `seat-` and the size as written.
    mutating func glyph(size: Double) -> (id: String, glyph: SeatGlyph) {
        let k = key(size)
        if k == lastKey, let last { return last }
        let entry: (id: String, glyph: SeatGlyph)
        if let known = entries[k] {
            entry = known
        } else {
            let id = idPrefix + (wheelchair ? "wheelchair-" : "seat-")
                + SVGFormat.number(k, precision: precision).replacingOccurrences(of: ".", with: "_")
            let glyph = wheelchair
                ? SeatGlyph.wheelchair(size: k, precision: precision, sharpCorners: sharpCorners(size: k))
                : SeatGlyph(kind: kind, size: k, precision: precision, sharpCorners: sharpCorners(size: k))
            entry = (id, glyph)
            entries[k] = entry
        }
        lastKey = k
        last = entry
        return entry
    }
}
