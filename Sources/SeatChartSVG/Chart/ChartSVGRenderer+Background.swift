import Foundation
import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    // MARK: - Field and areas

    /// The field and the background areas, under everything else.
    func drawBackground(into items: inout [DrawItem]) {
        if let field = chart.field {
            items.append(.shape(DrawShape(.path(field.path), classes: field.kind == .pitch ? "field" : "field \(field.kind.rawValue)",
                                          title: field.kind.displayName)))
            if let name = field.kind.displayName, field.frame.intersects(viewport.viewBox) {
                // Named where it is, as the tribunes are; clicks pass through.
                items.append(.text(DrawText(name, classes: "field-name", at: field.center, centredByShift: true,
                                            fontSizeAttribute: ChartLabels.fieldNameSize(field, name: name))))
            }
        }
        let areas = chart.areas.filter { $0.level == level }
        guard !areas.isEmpty else { return }
        items.append(.begin(DrawGroup(classes: "areas")))
        for area in areas { items += areaItems(area) }
        items.append(.end)
    }

    /// The shape and the text of `area`.
    private func areaItems(_ area: Area) -> [DrawItem] {
        var items: [DrawItem] = []
        if !area.path.isEmpty {
            // A style, not attributes: the style sheet's `.area{fill:none}` (for areas that
            // give no fill) would win over a fill attribute.
            var style: [StyleDeclaration] = []
            if let fill = area.fill.flatMap(CSSName.safeColor) { style.append(StyleDeclaration("fill", fill)) }
            if let stroke = area.stroke.flatMap(CSSName.safeColor) { style.append(StyleDeclaration("stroke", stroke)) }
            items.append(.shape(DrawShape(.path(area.path), classes: "area", style: style)))
        }
        if let text = area.text, !text.isEmpty {
            items.append(.text(DrawText(text, at: area.textPosition, fontSizeAttribute: max(area.textSize, 0.001),
                                        centredByAttributes: true, fill: area.textColor.flatMap(CSSName.safeColor))))
        }
        return items
    }

    // MARK: - Tribunes

    /// One element per tribune with `data-tribune`. In the overview they carry their category
    /// colour and a tooltip with their free seats; tribunes with no free seat are `full`; in
    /// the overview of a level-of-detail set, each tribune with seats is inside a link to
    /// its own file.
    func drawTribunes(into items: inout [DrawItem]) {
        items.append(.begin(DrawGroup(classes: "tribunes")))
        for t in shownTribunes {
            let tribune = chart.tribunes[t]
            // Tables and standing areas are drawn apart (``drawTables(into:)``, ``drawStandingAreas(into:)``).
            switch tribune.kind {
            case .table, .standing: continue
            case .block, .rows: break
            }
            var classes = "tribune"
            if options.detail == .tribunes {
                if let c = tribune.category { classes += " " + CSSName.categoryClass(chart.categories[c].id) }
                if !tribune.seats.isEmpty && counts.availableByTribune[t] == 0 { classes += " full" }
            }
            // A rows section's outline is the union of its seats' cells; where round seats
            // fill their cells and are drawn over it, it would not show, and is left empty.
            let hidden = options.detail == .seats && chart.roundCells && tribune.outline.isSeatCells
            let free = counts.availableByTribune[t]
            items.append(.shape(DrawShape(
                .path(hidden ? Path() : chart.outlinePath(ofTribune: t)), classes: classes,
                data: [SVGAttribute("data-tribune", tribune.id)],
                title: options.detail == .tribunes ? "\(tribune.id): \(free) of \(tribune.seats.count) seats available" : nil,
                link: linkToItsFile(tribune)
            )))
        }
        items.append(.end)
    }

    /// The tribune's own file in the overview of a level-of-detail set (a tribune or table
    /// with seats opens its file), or nil.
    func linkToItsFile(_ tribune: Tribune) -> String? {
        guard options.detail == .tribunes && options.levelOfDetailLinks && !tribune.seats.isEmpty else { return nil }
        return LevelOfDetailSet.reference(toFile: LevelOfDetailSet.fileName(forTribune: tribune.id))
    }

    // MARK: - Labels

    /// Each tribune's id at its label position, above the seats (a standing area's name with
    /// its places left below it); clicks pass through.
    func drawLabels(into items: inout [DrawItem]) {
        items.append(.begin(DrawGroup(classes: "labels")))
        let size = labelSize
        for t in shownTribunes {
            let tribune = chart.tribunes[t]
            if let area = tribune.kind.standingArea {
                drawAreaLabel(t, area: area, largest: size, into: &items)
                continue
            }
            // Shrunk to fit its tribune (an imported chart's: where it covers no seat), or
            // left out when it would be too small to read.
            guard let (p, fitted) = labelPlacement(t, text: tribune.id, largest: size),
                  fitted * pixelsPerUnit >= Self.smallestLabelPixels
            else { continue }
            // Centred by dy rather than dominant-baseline, which librsvg places otherwise; a
            // style, as the style sheet's rule would win over a font-size attribute.
            items.append(.text(DrawText(tribune.id, classes: "label", at: p, centredByShift: true,
                                        fontSizeStyle: fitted < size ? fitted : nil)))
        }
        items.append(.end)
    }

    /// Labels smaller than this on screen are left out.
    static let smallestLabelPixels = ChartLabels.smallestLabelPixels

    /// A standing area's name at its label position and its places left below it, each
    /// fitted to the area as a tribune's label is (the places left at most 70 % of the
    /// name's size); the places left are left out when they would be too small to read.
    private func drawAreaLabel(_ t: Int, area: StandingArea, largest: Double, into items: inout [DrawItem]) {
        let tribune = chart.tribunes[t]
        let p = tribune.outline.labelPosition
        let left = "\(chart.placesLeft(inArea: t, states: states)) left"
        guard let nameSize = fittedLabelSize(tribune, text: area.name, largest: largest, lift: 0.6),
              nameSize * pixelsPerUnit >= Self.smallestLabelPixels else { return }
        items.append(.text(DrawText(area.name, classes: "label", at: Point(p.x, p.y - nameSize * 0.6), centredByShift: true,
                                    fontSizeStyle: nameSize)))
        guard options.placesLeft, let leftSize = fittedLabelSize(tribune, text: left, largest: nameSize * 0.7, lift: -0.6),
              leftSize * pixelsPerUnit >= Self.smallestLabelPixels else { return }
        items.append(.text(DrawText(left, classes: "label left", at: Point(p.x, p.y + nameSize * 0.6), centredByShift: true,
                                    fontSizeStyle: leftSize)))
    }

    /// The largest font size up to `largest` at which `tribune`'s label, centred on its label
    /// position, lies inside its outline (with room for its halo), rounded as written, or nil
    /// when none does.
    func fittedLabelSize(_ tribune: Tribune, largest: Double) -> Double? {
        fittedLabelSize(tribune, text: tribune.id, largest: largest, lift: 0)
    }

    /// The largest font size up to `largest` at which `text`, centred `lift` times the
    /// size above `tribune`'s label position, lies inside its outline (a rows section's:
    /// the box of its seats), with room for its halo, rounded as written; nil when none does.
    func fittedLabelSize(_ tribune: Tribune, text: String, largest: Double, lift: Double) -> Double? {
        guard let fitted = ChartLabels.fittedTribuneLabelSize(tribune, text: text, largest: largest, lift: lift) else { return nil }
        if fitted == largest { return largest }
        let fits = { (size: Double) in ChartLabels.tribuneLabelFits(tribune, text: text, size: size, lift: lift) }
        let size = SVGFormat.round(fitted, precision: precision)
        if size > 0 && fits(size) { return size }
        // Rounded up past the largest size that fits: the written size one step down.
        let step = SVGFormat.round(1 / Foundation.pow(10, Double(precision)), precision: precision)
        let lower = SVGFormat.round(size - step, precision: precision)
        return lower > 0 && fits(lower) ? lower : nil
    }

    /// The font size of tribune labels in chart units: 45% of the median tribune depth, small
    /// enough for three characters to fit along the median tribune, and kept between 9 and
    /// 28 pixels on screen (zoom included).
    var labelSize: Double {
        var size = ChartLabels.tribuneLabelSize(in: chart, tribunes: shownTribunes) ?? seatSize * 2
        let perPixel = pixelsPerUnit > 0 && pixelsPerUnit.isFinite ? 1 / pixelsPerUnit : size
        // A focus view shows one tribune: its name may be larger.
        let pixels = ChartLabels.tribuneLabelPixels
        size = min(max(size, pixels.lowerBound * perPixel), (options.focus == nil ? pixels.upperBound : 40) * perPixel)
        return max(SVGFormat.round(size, precision: precision), 0.001)
    }
}
