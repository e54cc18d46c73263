import SeatChart
import SeatChartGeometry

/// Writes the seat elements of runs of tribune groups: the per-seat loop of the SVG. Each
/// group holds a nested `<svg>` around its seats (``SeatGroupViewport``), so that a browser's
/// hit test looks only at the seats of the tribunes under the pointer.
///
/// Everything it reads is fixed when it is made (the chart, and each seat's state as
/// ``ChartCounts`` read it once from the provider), so several runs can be written at the
/// same time on different threads, each into its own ``SVGWriter``.
struct SeatElementWriter {
    let chart: Chart
    let precision: Int
    let encoding: ChartSVGOptions.SeatEncoding
    let pixelsPerUnit: Double
    let idPrefix: String?
    /// Whether seats carry tooltips (``title(of:)``): the options ask for them.
    let writesTitles: Bool
    /// Each category's text in the tooltips, by category index (empty without tooltips).
    let categoryTexts: [String]
    /// Where seats are written: those whose centre lies outside are left out (zoomed views).
    let seatArea: Rect?
    /// The class text of every combination, NUL-terminated, one after the other.
    let classes: SeatClassTable
    /// Each seat's state and selection (``ChartCounts/seatStates``).
    let seatStates: [UInt8]
    /// The chart's seat size, which the widths of the seats' rings follow (``SeatGroupViewport``).
    let chartSeatSize: Double

    init(renderer: ChartSVGRenderer) {
        chart = renderer.chart
        precision = renderer.precision
        encoding = renderer.options.encoding
        pixelsPerUnit = renderer.pixelsPerUnit
        idPrefix = renderer.options.idPrefix
        writesTitles = renderer.options.writesSeatTitles
        categoryTexts = writesTitles ? renderer.chart.categories.indices.map(renderer.chart.categoryText) : []
        seatArea = renderer.seatArea
        classes = SeatClassTable(chart: renderer.chart)
        seatStates = renderer.counts.seatStates
        chartSeatSize = renderer.seatSize
    }

    /// Writes the seat groups of the tribunes `groups` (indices into ``Chart/tribunes``) into `writer`.
    func write(_ groups: ArraySlice<Int>, to writer: SVGWriter) {
        var glyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit, idPrefix: idPrefix)
        var wheelchairGlyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit,
                                          idPrefix: idPrefix, wheelchair: true)
        var ids = SeatIDBytes(chart: chart)
        var value = SVGValueBytes()
        // The glyph of the last seat size (and kind) seen, its id and its tail as bytes.
        var size = Double.nan, wheelchair = false
        var glyph = SeatGlyph(kind: chart.seatShape, size: 1, precision: precision)
        var glyphID = ""
        var tail = SVGValueBytes()
        classes.text.withUnsafeBufferPointer { classText in
            chart.seats.withUnsafeBufferPointer { seats in
                for t in groups {
                    let tribune = chart.tribunes[t]
                    let frame = TribuneFrame(chart: chart, tribune: tribune, precision: precision)
                    writer.start("g")
                    writer.attribute("transform", ifPresent: frame.transformText)
                    let viewport = SeatGroupViewport(seats: seats, tribune: tribune.seats, frame: frame, area: seatArea,
                                                     chartSeatSize: chartSeatSize, precision: precision)
                    viewport?.start(in: writer)
                    for i in tribune.seats {
                        let seat = seats.baseAddress! + i
                        if let seatArea, !seatArea.contains(seat.pointee.center) { continue }
                        let placement = frame.placement(center: seat.pointee.center, rotation: seat.pointee.rotation)
                        if seat.pointee.size != size || seat.pointee.isWheelchair != wheelchair {
                            size = seat.pointee.size
                            wheelchair = seat.pointee.isWheelchair
                            (glyphID, glyph) = wheelchair ? wheelchairGlyphs.glyph(size: size) : glyphs.glyph(size: size)
                            tail.removeAll()
                            // The geometry module's path data: formatted text, checked once per glyph.
                            var text = glyph.tail
                            text.withUTF8 { bytes in
                                if bytes.allSatisfy(SVGValueBytes.isFormattedByte) { tail.appendASCII(bytes) } else { tail.appendText(bytes) }
                            }
                        }
                        let entry = self.classes.index(stateCode: seatStates[i], category: seat.pointee.category,
                                                      flags: SeatClassTable.flags(of: seat.pointee))
                        let classes = classText.baseAddress! + self.classes.offsets[entry]
                        switch encoding {
                        case .inline:
                            writer.start("path" as StaticString)
                            ids.prepare(seat)
                            writer.attribute("data-seat", ids.value)
                            writer.attribute("class", legalText: classes)
                            if writesTitles { writeDetails(of: seat.pointee, to: writer) }
                            value.removeAll()
                            if placement.appendRotation(to: &value) { writer.attribute("transform", value) }
                            value.removeAll()
                            glyph.appendPathData(at: placement.center, precision: precision, tail: tail, to: &value)
                            writer.attribute("d", value)
                        case .use:
                            writer.start("use" as StaticString)
                            writer.attribute("href", "#" + glyphID)
                            ids.prepare(seat)
                            writer.attribute("data-seat", ids.value)
                            writer.attribute("class", legalText: classes)
                            if writesTitles { writeDetails(of: seat.pointee, to: writer) }
                            writer.attribute("transform", ifPresent: placement.rotation)
                            writer.attribute("x", SVGFormat.number(placement.center.x, precision: precision))
                            writer.attribute("y", SVGFormat.number(placement.center.y, precision: precision))
                        }
                        if writesTitles { writer.write(SVGElement("title", text: title(of: i))) }
                        writer.end()
                    }
                    if viewport != nil { writer.end() }
                    writer.end()
                }
            }
        }
    }

    /// Visits the seats of the tribunes `groups` as ``write(_:to:)`` writes them: `tribune`
    /// with each tribune's frame, then `seat` with each of its seats' glyph, placement and
    /// class entry (``SeatClassTable``); seats outside ``seatArea`` are left out.
    func visit(
        _ groups: ArraySlice<Int>, tribune: (TribuneFrame) -> Void,
        seat: (SeatGlyph, TribuneFrame.Placement, Int) -> Void
    ) {
        var glyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit, idPrefix: idPrefix)
        var wheelchairGlyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit,
                                          idPrefix: idPrefix, wheelchair: true)
        for t in groups {
            let frame = TribuneFrame(chart: chart, tribune: chart.tribunes[t], precision: precision)
            tribune(frame)
            for i in chart.tribunes[t].seats {
                let s = chart.seats[i]
                if let seatArea, !seatArea.contains(s.center) { continue }
                let glyph = s.isWheelchair ? wheelchairGlyphs.glyph(size: s.size).glyph : glyphs.glyph(size: s.size).glyph
                let entry = classes.index(stateCode: seatStates[i], category: s.category, flags: SeatClassTable.flags(of: s))
                seat(glyph, frame.placement(center: s.center, rotation: s.rotation), entry)
            }
        }
    }

    /// "Tribune 101, row A, seat 1: Lower Tier · £55, available" for the seat at `index`,
    /// with ", yours" for the rendering's holder's seats: made as the seat is written, so a
    /// picture that is painted, not written, makes none.
    func title(of index: Int) -> String {
        let seat = chart.seats[index], code = seatStates[index]
        let category = seat.category.map { categoryTexts[$0] } ?? Category.noneID
        let states = SeatState.allCases
        let state = states[min(Int(code >> 1), states.count - 1)].rawValue
        let place = chart.name(ofSeat: index).text
        let notes = seat.notes.map { ", " + $0 }.joined()
        return "\(place): \(category)\(notes), \(state)\(code & 1 == 1 ? ", yours" : "")"
    }

    /// `data-row`, `data-number`, `data-category` and `data-price` (when priced) of `seat`.
    func writeDetails(of seat: Seat, to writer: SVGWriter) {
        writer.attribute("data-row", chart.rows[seat.row].label)
        writer.attribute("data-number", seat.number)
        if let index = seat.category {
            let category = chart.categories[index]
            writer.attribute("data-category", category.id)
            if let price = category.price, price.isFinite { writer.attribute("data-price", SVGFormat.number(price, precision: 2)) }
        }
    }
}
