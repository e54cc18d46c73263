import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    /// One line of the legend: a swatch with classes, a text, and the count after it.
    private struct LegendLine {
        var swatchClass: String?
        var text: String
        var heading = false
        /// Aligned with the lines that have a swatch, without one of its own.
        var indented = false
    }

    /// The legend's sizes in pixels, the same for every view of a chart.
    enum LegendMetrics {
        static let fontPixels = 12.0, linePixels = 17.0, padPixels = 7.0, swatchPixels = 11.0, marginPixels = 8.0

        /// The number of lines: the heading, one per seat state, the selection, one per
        /// category, and the accessible seats, wheelchair places, restricted views and
        /// standing places when the chart has any.
        static func lineCount(for chart: Chart) -> Int {
            2 + SeatState.allCases.count + chart.categories.count + (hasAccessibleLine(chart) ? 1 : 0)
                + VenueLines(chart).count
        }

        /// Whether the legend has its accessible-seats line: when the chart has such seats.
        static func hasAccessibleLine(_ chart: Chart) -> Bool { chart.seats.contains(where: \.isAccessible) }

        /// Which lines of venues beyond the bowl the legend has: those the chart has places for.
    struct VenueLines {
        var wheelchair: Bool, restricted: Bool, standing: Bool

        init(_ chart: Chart) {
            let rules = ChartPalette.VenueRules(chart)
            (wheelchair, restricted, standing) = (rules.wheelchair, rules.restricted, rules.areas)
        }

        var count: Int { [wheelchair, restricted, standing].filter { $0 }.count }
    }

    /// The panel's height for `lineCount` lines.
        static func height(lines lineCount: Int) -> Double {
            Double(lineCount) * linePixels + 2 * padPixels - (linePixels - fontPixels)
        }

        /// The band below the chart that holds the legend in an unmoved view: the panel and
        /// its margins (``ChartSVGOptions/viewport(for:)`` adds it to the image).
        static func reservedBelow(for chart: Chart) -> Double { height(lines: lineCount(for: chart)) + 2 * marginPixels }
    }

    /// The top left pixel of the legend panel: of the image's four corners, the one whose
    /// panel covers the fewest seat centres (bottom left, in the band kept free for it,
    /// then top left, top right, bottom right on ties).
    private func legendCorner(size: Size, margin: Double) -> Point {
        let w = Double(viewport.pixelWidth), h = Double(viewport.pixelHeight)
        let candidates = [
            Point(margin, h - margin - size.height), Point(margin, margin), Point(w - margin - size.width, margin),
            Point(w - margin - size.width, h - margin - size.height),
        ]
        let rects = candidates.map { Rect(origin: $0, size: size) }
        var covered = Array(repeating: 0, count: rects.count)
        let toPixel = viewport.chartToPixel
        for t in shownTribunes {
            let seats = chart.tribunes[t].seats
            guard let first = seats.first else { continue }
            var low = chart.seats[first].center, high = low
            for i in seats {
                let c = chart.seats[i].center
                low = Point(x: min(low.x, c.x), y: min(low.y, c.y))
                high = Point(x: max(high.x, c.x), y: max(high.y, c.y))
            }
            let box = Rect(minX: low.x, minY: low.y, maxX: high.x, maxY: high.y)
            // Where the tribune's seat centres can land, a hair wider than rounding can move
            // them: a panel clear of it or holding it whole needs no seat-by-seat test.
            let reach = Rect.bounding(box.corners.map { $0.applying(toPixel) }) ?? .zero
            let slack = 1e-6 * (1 + max(abs(reach.minX), abs(reach.maxX), abs(reach.minY), abs(reach.maxY)))
            let near = Rect(minX: reach.minX - slack, minY: reach.minY - slack, maxX: reach.maxX + slack, maxY: reach.maxY + slack)
            for k in rects.indices {
                if near.maxX < rects[k].minX || near.minX > rects[k].maxX || near.maxY < rects[k].minY || near.minY > rects[k].maxY {
                    continue
                }
                if rects[k].contains(near) {
                    covered[k] += seats.count
                    continue
                }
                for i in seats where rects[k].contains(chart.seats[i].center.applying(toPixel)) { covered[k] += 1 }
            }
        }
        let best = covered.indices.min { (covered[$0], $0) < (covered[$1], $1) } ?? 0
        return candidates[best]
    }

    /// The legend lines: what is shown, the count of each state, the number selected, then
    /// the categories with their prices.
    private var legendLines: [LegendLine] {
        var lines: [LegendLine] = []
        if let focus = options.focus, shownTribunes == [focus] {
            let noun = chart.tribunes[focus].kind.noun.capitalized
            lines.append(LegendLine(swatchClass: nil, text: "\(noun) \(chart.tribunes[focus].id)", heading: true))
        } else if chart.levels.count > 1 {
            lines.append(LegendLine(swatchClass: nil, text: "\(chart.name) · \(chart.levels[level].name)", heading: true))
        } else {
            lines.append(LegendLine(swatchClass: nil, text: chart.name, heading: true))
        }
        for state in SeatState.allCases {
            let name = state.rawValue.prefix(1).uppercased() + state.rawValue.dropFirst()
            var text = "\(name): \(counts.byState[state] ?? 0)"
            if state == .booked, counts.yoursBooked > 0 { text += " (\(counts.yoursBooked) yours)" }
            if state == .available {
                // Available seats show their category's colour: no one colour stands for them.
                lines.append(LegendLine(swatchClass: nil, text: text + " (in their category's colour)", indented: true))
            } else {
                lines.append(LegendLine(swatchClass: state.rawValue, text: text))
            }
        }
        lines.append(LegendLine(swatchClass: "selected", text: "Selected: \(counts.selected)"))
        for (index, category) in chart.categories.enumerated() {
            lines.append(LegendLine(swatchClass: CSSName.categoryClass(category.id), text: chart.categoryText(index)))
        }
        if LegendMetrics.hasAccessibleLine(chart) {
            let shown = shownTribunes.reduce(0) { total, t in
                total + chart.tribunes[t].seats.reduce(0) { $0 + (chart.seats[$1].isAccessible ? 1 : 0) }
            }
            lines.append(LegendLine(swatchClass: "available accessible", text: "\(Self.accessibleSymbol) Accessible: \(shown)"))
        }
        let venue = LegendMetrics.VenueLines(chart)
        let shownSeats = shownTribunes.flatMap { chart.tribunes[$0].seats }
        if venue.wheelchair {
            let n = shownSeats.filter { chart.seats[$0].isWheelchair }.count
            lines.append(LegendLine(swatchClass: nil, text: "Wheelchair places (the symbol): \(n)", indented: true))
        }
        if venue.restricted {
            let n = shownSeats.filter { chart.seats[$0].hasRestrictedView }.count
            lines.append(LegendLine(swatchClass: nil, text: "Restricted view (slashed): \(n)", indented: true))
        }
        if venue.standing {
            let areas = shownTribunes.filter { chart.tribunes[$0].kind.standingArea != nil }
            let capacity = areas.reduce(0) { $0 + (chart.tribunes[$1].kind.standingArea?.capacity ?? 0) }
            let left = areas.reduce(0) { $0 + chart.placesLeft(inArea: $1, states: states) }
            lines.append(LegendLine(swatchClass: nil, text: "Standing: \(left) of \(capacity) places left", indented: true))
        }
        return lines
    }

    /// The International Symbol of Access, drawn on accessible seats and in the legend.
    static let accessibleSymbol = ChartLabels.accessibleSymbol

    /// The legend, fixed to a corner of the image whatever the view (the corner that hides
    /// the fewest seats: in an unmoved view, bottom left, in the band below the chart),
    /// written in the viewBox's units at about 12 pixels per line of text. Clicks pass
    /// through it.
    func drawLegend(into items: inout [DrawItem]) {
        let toPixel = viewport.viewBoxToPixel
        guard toPixel.a > 0, toPixel.a.isFinite else { return }
        let unit = 1 / toPixel.a  // chart units per pixel
        let lines = legendLines
        // The band below the chart was sized from the chart alone: it must count the same lines.
        assert(lines.count == LegendMetrics.lineCount(for: chart), "the legend band and the legend disagree")
        let fontPixels = LegendMetrics.fontPixels, linePixels = LegendMetrics.linePixels, padPixels = LegendMetrics.padPixels
        let swatchPixels = LegendMetrics.swatchPixels, marginPixels = LegendMetrics.marginPixels
        let longest = lines.map { $0.text.count + ($0.swatchClass == nil && !$0.indented ? 0 : 3) }.max() ?? 0
        let widthPixels = min(Double(longest) * fontPixels * 0.6 + 2 * padPixels, Double(viewport.pixelWidth) * 0.6)
        let heightPixels = LegendMetrics.height(lines: lines.count)
        let corner = legendCorner(size: Size(widthPixels, heightPixels), margin: marginPixels)
        let origin = Point(x: (corner.x - toPixel.tx) * unit, y: (corner.y - toPixel.ty) * unit)
        // Inside, the legend is drawn in pixels under one scale, so text keeps ordinary font
        // sizes (renderers hint tiny ones badly); when the scale would round to nothing at
        // the written precision, each number is scaled instead.
        let scale = SVGFormat.round(unit, precision: precision)
        let scaleInGroup = scale > 0 && abs(scale - unit) <= 0.03 * unit
        let u = { (pixels: Double) in scaleInGroup ? pixels : pixels * unit }

        var steps: [SVGTransform] = [.translate(origin.vector)]
        if scaleInGroup { steps.append(.scale(scale)) }
        items.append(.begin(DrawGroup(classes: "legend", transform: steps, fontSize: u(fontPixels))))
        items.append(.shape(DrawShape(.rect(x: nil, y: nil, width: u(widthPixels), height: u(heightPixels), rx: u(4)),
                                      classes: "panel", strokeWidth: u(1))))
        // A tribune's file of a level-of-detail set: the heading leads back to the overview.
        let back = options.levelOfDetailLinks && options.focus != nil
            ? LevelOfDetailSet.reference(toFile: LevelOfDetailSet.overviewName(ofLevel: level, in: chart)) : nil
        for (k, line) in lines.enumerated() {
            let top = padPixels + Double(k) * linePixels
            var textX = padPixels + (line.indented ? swatchPixels + 6 : 0)
            if let swatch = line.swatchClass {
                items.append(.shape(DrawShape(.rect(x: u(padPixels), y: u(top), width: u(swatchPixels), height: u(swatchPixels), rx: nil),
                                              classes: swatch)))
                textX += swatchPixels + 6
            }
            items.append(.text(DrawText(line.text, classes: line.heading ? "heading" : nil, at: Point(u(textX), u(top + fontPixels - 2)),
                                        link: line.heading ? back : nil)))
        }
        items.append(.end)
    }
}
