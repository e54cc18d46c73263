import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    /// One line of the legend: a swatch with classes, a text, and the count after it.
    private struct LegendLine {
        var swatchClass: String?
        var text: String
        var heading = false
    }

    /// The legend lines: what is shown, the count of each state, the number selected, then
    /// the categories with their prices.
    private var legendLines: [LegendLine] {
        var lines: [LegendLine] = []
        if let focus = options.focus, shownTribunes == [focus] {
            lines.append(LegendLine(swatchClass: nil, text: "Tribune \(chart.tribunes[focus].id)", heading: true))
        } else {
            lines.append(LegendLine(swatchClass: nil, text: chart.name, heading: true))
        }
        for state in SeatState.allCases {
            let name = state.rawValue.prefix(1).uppercased() + state.rawValue.dropFirst()
            lines.append(LegendLine(swatchClass: state.rawValue, text: "\(name): \(counts.byState[state] ?? 0)"))
        }
        lines.append(LegendLine(swatchClass: "selected", text: "Selected: \(counts.selected)"))
        for category in chart.categories {
            var text = category.name.isEmpty ? category.id : category.name
            if let price = category.price, price.isFinite { text += " · " + SVGFormat.number(price, precision: 2) }
            lines.append(LegendLine(swatchClass: CSSName.categoryClass(category.id), text: text))
        }
        return lines
    }

    /// The legend, fixed to the image's top left corner whatever the view: written in the
    /// viewBox's units at a size of about 13 pixels per line of text.
    func writeLegend(to writer: SVGWriter) {
        let toPixel = viewport.viewBoxToPixel
        guard toPixel.a > 0, toPixel.a.isFinite else { return }
        let unit = 1 / toPixel.a  // chart units per pixel
        let origin = Point(x: (10 - toPixel.tx) * unit, y: (10 - toPixel.ty) * unit)
        let lines = legendLines
        let fontPixels = 13.0, linePixels = 19.0, padPixels = 8.0, swatchPixels = 12.0
        let longest = lines.map { $0.text.count + ($0.swatchClass == nil ? 0 : 3) }.max() ?? 0
        let widthPixels = min(Double(longest) * fontPixels * 0.6 + 2 * padPixels, Double(viewport.pixelWidth) * 0.6)
        let heightPixels = Double(lines.count) * linePixels + 2 * padPixels - (linePixels - fontPixels)
        let u = { (pixels: Double) in self.number(pixels * unit) }

        writer.start("g")
        writer.attribute("class", "legend")
        writer.attribute("transform", ifPresent: SVGTransform.text([.translate(origin.vector)], precision: precision))
        writer.attribute("font-size", u(fontPixels))
        writer.write(SVGElement("rect", attributes: [
            SVGAttribute("class", "panel"), SVGAttribute("width", u(widthPixels)), SVGAttribute("height", u(heightPixels)),
            SVGAttribute("rx", u(4)), SVGAttribute("stroke-width", u(1)),
        ]))
        for (k, line) in lines.enumerated() {
            let top = padPixels + Double(k) * linePixels
            var textX = padPixels
            if let swatch = line.swatchClass {
                writer.write(SVGElement("rect", attributes: [
                    SVGAttribute("class", swatch), SVGAttribute("x", u(padPixels)), SVGAttribute("y", u(top)),
                    SVGAttribute("width", u(swatchPixels)), SVGAttribute("height", u(swatchPixels)),
                ]))
                textX += swatchPixels + 6
            }
            var attributes = [SVGAttribute("x", u(textX)), SVGAttribute("y", u(top + fontPixels - 2))]
            if line.heading { attributes.insert(SVGAttribute("class", "heading"), at: 0) }
            writer.write(SVGElement("text", attributes: attributes, text: line.text))
        }
        writer.end()
    }
}
