import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    /// The seats, above the tribunes: per tribune a group in that tribune's frame
    /// (``TribuneFrame``) holding a nested `<svg>` around its seats (``SeatGroupViewport``),
    /// inside it one element per seat with `data-seat` and
    /// `class="seat STATE cat-CATEGORY [selected] [accessible]"` (``SeatLayer``).
    func drawSeats(into items: inout [DrawItem]) {
        // A zoomed view leaves out the tribunes wholly outside it.
        let area = seatArea
        let groups = shownTribunes.filter { t in
            !chart.tribunes[t].seats.isEmpty && (area.map { $0.intersects(tribuneSeatBox(t)) } ?? true)
        }
        items.append(.begin(DrawGroup(classes: "seats")))
        items.append(.seats(SeatLayer(elements: SeatElementWriter(renderer: self), tribunes: groups,
                                      parallelism: options.parallelism, writerOptions: options.writer)))
        items.append(.end)
    }

    /// The symbol of access on each accessible seat, once seats are big enough on screen
    /// (8 pixels) for it to be read; smaller, their outline marks them. Clicks pass through.
    func drawAccessibleMarks(into items: inout [DrawItem]) {
        guard seatSize * pixelsPerUnit >= ChartLabels.accessibleMarkPixels else { return }
        let area = seatArea
        let marks = shownTribunes.flatMap { chart.tribunes[$0].seats }.filter { i in
            chart.seats[i].isAccessible && (area?.contains(chart.seats[i].center) ?? true)
        }
        guard !marks.isEmpty else { return }
        items.append(.begin(DrawGroup(classes: "access", fontSize: seatSize * ChartLabels.accessibleMarkSize)))
        for i in marks {
            items.append(.text(DrawText(Self.accessibleSymbol, at: chart.seats[i].center, centredByShift: true)))
        }
        items.append(.end)
    }

    /// The chart area a zoomed or moved view shows, widened by two seat cells: seats whose
    /// centre lies outside it are left out of the file, so its bytes fall as the zoom grows.
    /// `nil` for an unmoved view (every seat is in the image). Kept as ``seatArea``.
    static func seatArea(options: ChartSVGOptions, viewport: Viewport, seatSize: Double) -> Rect? {
        let view = options.view
        guard view.zoom > 1 || view.offset != .zero, let toChart = viewport.pixelToChart else { return nil }
        let w = Double(viewport.pixelWidth), h = Double(viewport.pixelHeight)
        let corners = [Point(0, 0), Point(w, 0), Point(w, h), Point(0, h)].map { $0.applying(toChart) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY).inset(by: -2 * seatSize)
    }

    /// The box of tribune `t`'s seat centres.
    func tribuneSeatBox(_ t: Int) -> Rect {
        let seats = chart.tribunes[t].seats
        var box = Rect(x: chart.seats[seats.lowerBound].center.x, y: chart.seats[seats.lowerBound].center.y, width: 0, height: 0)
        for i in seats { box = box.union(Rect(x: chart.seats[i].center.x, y: chart.seats[i].center.y, width: 0, height: 0)) }
        return box
    }

    /// `groups` cut into at most `count` consecutive non-empty runs of whole groups, in order,
    /// each cut placed where the seats before it (`seatCounts`) come closest to an equal share.
    static func runs(of groups: [Int], seatCounts: [Int], count: Int) -> [ArraySlice<Int>] {
        let parts = max(1, min(count, groups.count))
        guard parts > 1 else { return groups.isEmpty ? [] : [groups[...]] }
        var before = [0]
        for c in seatCounts { before.append(before[before.count - 1] + c) }
        let total = before[before.count - 1]
        var cuts = [0]
        for j in 1..<parts {
            let target = total * j / parts
            var best = cuts[cuts.count - 1] + 1
            for cut in best...(groups.count - (parts - j)) where abs(before[cut] - target) < abs(before[best] - target) {
                best = cut
            }
            cuts.append(best)
        }
        cuts.append(groups.count)
        return zip(cuts, cuts.dropFirst()).map { groups[$0..<$1] }
    }

    /// Image pixels per chart unit at the rendering's zoom.
    var pixelsPerUnit: Double { abs(viewport.viewBoxToPixel.a) * abs(SVGFormat.round(viewport.options.zoom, precision: precision)) }

    /// The shared seat shapes of the `<use>` encoding, one per seat size, in `<defs>`.
    func writeGlyphDefinitions(to writer: SVGWriter) {
        var glyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit, idPrefix: options.idPrefix)
        var wheelchairGlyphs = GlyphTable(kind: chart.seatShape, precision: precision, pixelsPerUnit: pixelsPerUnit,
                                          idPrefix: options.idPrefix, wheelchair: true)
        var sizes: [(Double, Bool)] = []
        for t in shownTribunes {
            for i in chart.tribunes[t].seats {
                let key = (glyphs.key(chart.seats[i].size), chart.seats[i].isWheelchair)
                if !sizes.contains(where: { $0 == key }) { sizes.append(key) }
            }
        }
        guard !sizes.isEmpty else { return }
        writer.start("defs")
        for (size, wheelchair) in sizes {
            let entry = wheelchair ? wheelchairGlyphs.glyph(size: size) : glyphs.glyph(size: size)
            writer.write(SVGElement("path", attributes: [SVGAttribute("id", entry.id), SVGAttribute("d", entry.glyph.pathData)]))
        }
        writer.end()
    }
}
