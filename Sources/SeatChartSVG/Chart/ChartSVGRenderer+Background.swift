import Foundation
import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    // MARK: - Field and areas

    /// The field and the background areas, under everything else.
    func writeBackground(to writer: SVGWriter) {
        if let field = chart.field {
            var element = SVGElement("path", attributes: [
                SVGAttribute("class", field.kind == .pitch ? "field" : "field \(field.kind.rawValue)"),
                SVGAttribute("d", SVGFormat.pathData(field.path, precision: precision)),
            ])
            if let name = field.kind.displayName {
                element.children.append(.element(SVGElement("title", text: name)))
            }
            writer.write(element)
            if let name = field.kind.displayName, field.frame.intersects(viewport.viewBox) {
                // Named where it is, as the tribunes are; clicks pass through.
                writer.write(SVGElement("text", attributes: [
                    SVGAttribute("class", "field-name"),
                    SVGAttribute("x", number(field.center.x)), SVGAttribute("y", number(field.center.y)), SVGAttribute("dy", ".35em"),
                    SVGAttribute("font-size", number(ChartLabels.fieldNameSize(field, name: name))),
                ], text: name))
            }
        }
        let areas = chart.areas.filter { $0.level == level }
        guard !areas.isEmpty else { return }
        var group = SVGElement("g", attributes: [SVGAttribute("class", "areas")])
        for area in areas { group.children += areaElements(area).map(SVGNode.element) }
        writer.write(group)
    }

    /// The shape and the text of `area`.
    private func areaElements(_ area: Area) -> [SVGElement] {
        var elements: [SVGElement] = []
        if !area.path.isEmpty {
            var shape = SVGElement("path", attributes: [SVGAttribute("class", "area")])
            shape.set("d", SVGFormat.pathData(area.path, precision: precision))
            // A style, not attributes: the style sheet's `.area{fill:none}` (for areas that
            // give no fill) would win over a fill attribute.
            var style: [String] = []
            if let fill = area.fill.flatMap(CSSName.safeColor) { style.append("fill:\(fill)") }
            if let stroke = area.stroke.flatMap(CSSName.safeColor) { style.append("stroke:\(stroke)") }
            shape.set("style", ifPresent: style.isEmpty ? nil : style.joined(separator: ";"))
            elements.append(shape)
        }
        if let text = area.text, !text.isEmpty {
            var label = SVGElement("text", attributes: [
                SVGAttribute("x", number(area.textPosition.x)), SVGAttribute("y", number(area.textPosition.y)),
                SVGAttribute("font-size", number(max(area.textSize, 0.001))),
                SVGAttribute("text-anchor", "middle"), SVGAttribute("dominant-baseline", "central"),
            ], text: text)
            label.set("fill", ifPresent: area.textColor.flatMap(CSSName.safeColor))
            elements.append(label)
        }
        return elements
    }

    // MARK: - Tribunes

    /// One element per tribune with `data-tribune`. In the overview they carry their category
    /// colour and a tooltip with their free seats; tribunes with no free seat are `full`; in
    /// the overview of a level-of-detail set, each tribune with seats is inside a link to
    /// its own file.
    func writeTribunes(to writer: SVGWriter) {
        writer.start("g")
        writer.attribute("class", "tribunes")
        for t in shownTribunes {
            let tribune = chart.tribunes[t]
            // Tables and standing areas are drawn apart (``writeTables(to:)``, ``writeStandingAreas(to:)``).
            switch tribune.kind {
            case .table, .standing: continue
            case .block, .rows: break
            }
            var element = SVGElement("path", attributes: [SVGAttribute("data-tribune", tribune.id)])
            var classes = "tribune"
            if options.detail == .tribunes {
                if let c = tribune.category { classes += " " + CSSName.categoryClass(chart.categories[c].id) }
                if !tribune.seats.isEmpty && counts.availableByTribune[t] == 0 { classes += " full" }
            }
            element.set("class", classes)
            // A rows section's outline is the union of its seats' cells; where round seats
            // fill their cells and are drawn over it, it would not show, and is left empty.
            let hidden = options.detail == .seats && chart.roundCells && tribune.outline.isSeatCells
            element.set("d", hidden ? "" : SVGFormat.pathData(chart.outlinePath(ofTribune: t), precision: precision))
            if options.detail == .tribunes {
                let free = counts.availableByTribune[t]
                element.append(SVGElement("title", text: "\(tribune.id): \(free) of \(tribune.seats.count) seats available"))
            }
            writer.write(linkedToItsFile(element, tribune: tribune))
        }
        writer.end()
    }

    /// `element`, inside a link to the tribune's own file in the overview of a level-of-detail
    /// set (a tribune or table with seats opens its file); as it is otherwise.
    func linkedToItsFile(_ element: SVGElement, tribune: Tribune) -> SVGElement {
        guard options.detail == .tribunes && options.levelOfDetailLinks && !tribune.seats.isEmpty else { return element }
        let file = LevelOfDetailSet.fileName(forTribune: tribune.id)
        return SVGElement("a", attributes: [SVGAttribute("href", LevelOfDetailSet.reference(toFile: file))],
                          children: [.element(element)])
    }

    // MARK: - Labels

    /// Each tribune's id at its label position, above the seats (a standing area's name with
    /// its places left below it); clicks pass through.
    func writeLabels(to writer: SVGWriter) {
        writer.start("g")
        writer.attribute("class", "labels")
        let size = labelSize
        for t in shownTribunes {
            let tribune = chart.tribunes[t]
            if let area = tribune.kind.standingArea {
                writeAreaLabel(t, area: area, largest: size, to: writer)
                continue
            }
            // Shrunk to fit its tribune (an imported chart's: where it covers no seat), or
            // left out when it would be too small to read.
            guard let (p, fitted) = labelPlacement(t, text: tribune.id, largest: size),
                  fitted * pixelsPerUnit >= Self.smallestLabelPixels
            else { continue }
            // Centred by dy rather than dominant-baseline, which librsvg places otherwise.
            var attributes = [
                SVGAttribute("class", "label"), SVGAttribute("x", number(p.x)), SVGAttribute("y", number(p.y)), SVGAttribute("dy", ".35em"),
            ]
            // A style attribute: the style sheet's rule would win over a font-size attribute.
            if fitted < size { attributes.append(SVGAttribute("style", "font-size:\(number(fitted))px")) }
            writer.write(SVGElement("text", attributes: attributes, text: tribune.id))
        }
        writer.end()
    }

    /// Labels smaller than this on screen are left out.
    static let smallestLabelPixels = ChartLabels.smallestLabelPixels

    /// A standing area's name at its label position and its places left below it, each
    /// fitted to the area as a tribune's label is (the places left at most 70 % of the
    /// name's size); the places left are left out when they would be too small to read.
    private func writeAreaLabel(_ t: Int, area: StandingArea, largest: Double, to writer: SVGWriter) {
        let tribune = chart.tribunes[t]
        let p = tribune.outline.labelPosition
        let left = "\(chart.placesLeft(inArea: t, states: states)) left"
        guard let nameSize = fittedLabelSize(tribune, text: area.name, largest: largest, lift: 0.6),
              nameSize * pixelsPerUnit >= Self.smallestLabelPixels else { return }
        writer.write(SVGElement("text", attributes: [
            SVGAttribute("class", "label"), SVGAttribute("x", number(p.x)), SVGAttribute("y", number(p.y - nameSize * 0.6)),
            SVGAttribute("dy", ".35em"), SVGAttribute("style", "font-size:\(number(nameSize))px"),
        ], text: area.name))
        guard options.placesLeft, let leftSize = fittedLabelSize(tribune, text: left, largest: nameSize * 0.7, lift: -0.6),
              leftSize * pixelsPerUnit >= Self.smallestLabelPixels else { return }
        writer.write(SVGElement("text", attributes: [
            SVGAttribute("class", "label left"), SVGAttribute("x", number(p.x)), SVGAttribute("y", number(p.y + nameSize * 0.6)),
            SVGAttribute("dy", ".35em"), SVGAttribute("style", "font-size:\(number(leftSize))px"),
        ], text: left))
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
