import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    /// The seats, above the tribunes: per tribune a `<g>` in that tribune's frame
    /// (``TribuneFrame``), inside it one element per seat with `data-seat` and
    /// `class="seat STATE cat-CATEGORY [selected] [accessible]"`.
    func writeSeats(to writer: SVGWriter) {
        var glyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit)
        let classes = SeatClassTable(chart: chart)
        var d: [UInt8] = []
        d.reserveCapacity(256)
        var tailCache: (id: String, bytes: [UInt8]) = ("", [])
        var ids = SeatIDBytes(chart: chart)
        var rotation: [UInt8] = []
        writer.start("g")
        writer.attribute("class", "seats")
        for t in shownTribunes {
            let tribune = chart.tribunes[t]
            guard !tribune.seats.isEmpty else { continue }
            let frame = TribuneFrame(chart: chart, tribune: tribune, precision: precision)
            writer.start("g")
            writer.attribute("transform", ifPresent: frame.transformText)
            for i in tribune.seats {
                let seat = chart.seats[i]
                let placement = frame.placement(of: seat)
                let glyph = glyphs.glyph(size: seat.size)
                let classText = classes.classes(
                    state: states.state(ofSeat: i), category: seat.category,
                    selected: states.isSelected(seat: i), accessible: seat.isAccessible
                )
                switch options.encoding {
                case .inline:
                    writer.start("path")
                    writer.attribute("data-seat", utf8: ids.id(ofSeat: i))
                    writer.attribute("class", classText)
                    rotation.removeAll(keepingCapacity: true)
                    if placement.appendRotation(to: &rotation) { writer.attribute("transform", utf8: rotation) }
                    if tailCache.id != glyph.id { tailCache = (glyph.id, glyph.glyph.tailBytes) }
                    d.removeAll(keepingCapacity: true)
                    glyph.glyph.appendPathData(at: placement.center, precision: precision, tail: tailCache.bytes, to: &d)
                    writer.attribute("d", utf8: d)
                case .use:
                    writer.start("use")
                    writer.attribute("href", "#" + glyph.id)
                    writer.attribute("data-seat", chart.seatID(i))
                    writer.attribute("class", classText)
                    writer.attribute("transform", ifPresent: placement.rotation)
                    writer.attribute("x", number(placement.center.x))
                    writer.attribute("y", number(placement.center.y))
                }
                writer.end()
            }
            writer.end()
        }
        writer.end()
    }

    /// Image pixels per chart unit at the rendering's zoom.
    var pixelsPerUnit: Double { abs(viewport.viewBoxToPixel.a) * abs(SVGFormat.round(viewport.options.zoom, precision: precision)) }

    /// The shared seat shapes of the `<use>` encoding, one per seat size, in `<defs>`.
    func writeGlyphDefinitions(to writer: SVGWriter) {
        var glyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit)
        var sizes: [Double] = []
        for t in shownTribunes {
            for i in chart.tribunes[t].seats where !sizes.contains(glyphs.key(chart.seats[i].size)) {
                sizes.append(glyphs.key(chart.seats[i].size))
            }
        }
        guard !sizes.isEmpty else { return }
        writer.start("defs")
        for size in sizes {
            let entry = glyphs.glyph(size: size)
            writer.write(SVGElement("path", attributes: [SVGAttribute("id", entry.id), SVGAttribute("d", entry.glyph.pathData)]))
        }
        writer.end()
    }
}

/// Seat ids (`TRIBUNE-ROW-NUMBER`, as ``Chart/seatID(_:)``) built as bytes, reusing each
/// tribune's and row's part while seats are visited in chart order.
struct SeatIDBytes {
    let chart: Chart
    private var tribune = -1, row = -1
    private var prefix: [UInt8] = []  // "TRIBUNE-ROW-"
    private var buffer: [UInt8] = []

    init(chart: Chart) { self.chart = chart }

    /// The id of seat `i`, valid until the next call.
    mutating func id(ofSeat i: Int) -> [UInt8] {
        let seat = chart.seats[i]
        if seat.tribune != tribune || seat.row != row {
            tribune = seat.tribune
            row = seat.row
            prefix = Array(chart.tribunes[seat.tribune].id.utf8) + [0x2D] + Array(chart.rows[seat.row].label.utf8) + [0x2D]
        }
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: prefix)
        buffer.append(contentsOf: seat.number.utf8)
        return buffer
    }
}

/// The seat glyphs of one rendering, one per seat size (as written), with stable ids.
struct GlyphTable {
    let kind: SeatShapeKind
    let precision: Int
    private var entries: [Double: (id: String, glyph: SeatGlyph)] = [:]
    private var lastKey = Double.nan
    private var last: (id: String, glyph: SeatGlyph)?

    /// Image pixels per chart unit, zoom included: decides whether rounded corners show.
    let pixelsPerUnit: Double

    init(kind: SeatShapeKind, precision: Int, pixelsPerUnit: Double) {
        self.kind = kind
        self.precision = precision
        self.pixelsPerUnit = pixelsPerUnit
    }

    /// Whether seats of `size` are written with sharp corners: classic seats whose rounded
    /// corners (a fifteenth of the cell) would be less than half a pixel wide in the image.
    func sharpCorners(size: Double) -> Bool {
        kind == .classic && size / 15 * pixelsPerUnit < 0.5
    }

    /// `size` rounded as written: seats whose sizes print the same share a glyph.
    func key(_ size: Double) -> Double { SVGFormat.round(size, precision: precision) }

    /// The glyph for seats of `size`; its id is `seat-` and the size as written.
    mutating func glyph(size: Double) -> (id: String, glyph: SeatGlyph) {
        let k = key(size)
        if k == lastKey, let last { return last }
        let entry: (id: String, glyph: SeatGlyph)
        if let known = entries[k] {
            entry = known
        } else {
            let id = "seat-" + SVGFormat.number(k, precision: precision).replacingOccurrences(of: ".", with: "_")
            entry = (id, SeatGlyph(kind: kind, size: k, precision: precision, sharpCorners: sharpCorners(size: k)))
            entries[k] = entry
        }
        lastKey = k
        last = entry
        return entry
    }
}

/// The class attribute of every combination of state, category, selection and accessibility,
/// built once per rendering so seats share the strings.
struct SeatClassTable {
    private let categoryTokens: [String]
    private var table: [String] = []

    init(chart: Chart) {
        categoryTokens = chart.categories.map { CSSName.categoryClass($0.id) } + [CSSName.categoryClass(Category.noneID)]
        for state in SeatState.allCases {
            for token in categoryTokens {
                for selected in [false, true] {
                    for accessible in [false, true] {
                        var text = "seat \(state.rawValue) \(token)"
                        if selected { text += " selected" }
                        if accessible { text += " accessible" }
                        table.append(text)
                    }
                }
            }
        }
    }

    /// The class text of a seat.
    @inline(__always)
    func classes(state: SeatState, category: Int?, selected: Bool, accessible: Bool) -> String {
        let s = SeatState.allCases.firstIndex(of: state) ?? 0
        let c = category.map { min(max($0, 0), categoryTokens.count - 1) } ?? categoryTokens.count - 1
        return table[((s * categoryTokens.count + c) * 2 + (selected ? 1 : 0)) * 2 + (accessible ? 1 : 0)]
    }
}
