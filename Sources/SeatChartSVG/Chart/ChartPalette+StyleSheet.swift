import SeatChart

extension ChartPalette {
    /// The style sheet for `chart`.
    ///
    /// - Parameters:
    ///   - chart: the chart (its categories give the `cat-` rules).
    ///   - seatSize: a typical seat size, for outline widths.
    ///   - labelSize: the tribune labels' font size, chart units.
    ///   - precision: decimals for the numbers in the rules.
    ///   - links: whether the image links to other files of a level-of-detail set (a link
    ///     in the legend, which otherwise lets clicks pass through, must take them).
    ///   - scope: the selector every rule is put under.
    func styleSheet(
        chart: Chart, seatSize: Double, labelSize: Double, precision: Int, links: Bool = false, scope: String? = nil
    ) -> String {
        let rules = styleRules(chart: chart, seatSize: seatSize, labelSize: labelSize, precision: precision, links: links)
        // Every rule starts with one class selector: scoped, it applies inside the chart's
        // root only (`.seatchart`, or `#PREFIX`), so a host page's own `.label` or `.field`
        // elements keep their style when the SVG is pasted into it.
        return rules.map { rule in scope.map { "\($0) \(rule)" } ?? rule }.joined(separator: "\n")
    }

    /// The rules of the style sheet for `chart`, unscoped, each `selector{declarations}`: the
    /// one list the SVG's style sheet (``styleSheet(chart:seatSize:labelSize:precision:links:scope:)``)
    /// and a painter (``StyleRule``) read.
    func styleRules(chart: Chart, seatSize: Double, labelSize: Double, precision: Int, links: Bool = false) -> [String] {
        let n = { (v: Double) in SVGFormat.number(v, precision: precision) }
        var rules = [
            ".field{fill:\(Self.field)}",
            ".field.stage{fill:\(Self.stage)}",
            ".field.court{fill:\(Self.court)}",
            ".field.floor{fill:\(Self.floor)}",
            ".field-name{font-family:\(LabelFont.family);font-weight:bold;text-anchor:middle;"
                + "fill:\(Self.fieldName);fill-opacity:.9;pointer-events:none;letter-spacing:.05em}",
            ".area{fill:none}",
            ".areas text{font-family:\(LabelFont.family)}",
            // No stroke: a stroke is painted half outside the outline, where `hit` finds no
            // tribune, and a click there would land on it in a browser.
            ".tribune{fill:\(Self.tribune)}",
            ".tribune.full{fill:\(blocked)}",
            ".available{fill:\(Self.available)}",
        ]
        if chart.seatShape == .classic {
            // A click anywhere in the seat's cell lands on the seat, hollow parts included:
            // each classic seat's bounding box is its cell (see SeatGlyph).
            rules.append(".seat{pointer-events:bounding-box}")
        }
        let venue = VenueRules(chart)
        if venue.tables { rules.append(".table{fill:\(Self.table)}") }
        var seen = Set<String>()
        for i in chart.categories.indices {
            let token = CSSName.categoryClass(chart.categories[i].id)
            guard seen.insert(token).inserted else { continue }
            rules.append("\(CSSName.classSelector(token)){fill:\(categories[i])}")
        }
        rules += [
            ".held{fill:\(held)}",
            ".booked{fill:\(booked)}",
            ".blocked{fill:\(blocked);stroke:\(Self.blockedRing);stroke-width:\(n(max(seatSize * 0.06, 0.001)))}",
            ".selected{fill:\(selected);stroke:\(selectedRing);stroke-width:\(n(max(seatSize * 0.08, 0.001)))}",
            // Sold to the holder: the sold colour ringed with the selection's.
            ".yours{stroke:\(selected);stroke-width:\(n(max(seatSize * 0.12, 0.001)))}",
            ".accessible{stroke:\(Self.accessible);stroke-width:\(n(max(seatSize * 0.08, 0.001)))}",
            ".label{font:bold \(n(labelSize))px \(LabelFont.family);text-anchor:middle;"
                + "fill:\(Self.labelText);stroke:\(Self.labelHalo);stroke-width:\(n(labelSize * 0.12));paint-order:stroke;pointer-events:none}",
            ".legend{font-family:\(LabelFont.family);pointer-events:none}",
            // Swatches get a ring, so the white of blocked seats shows on the white panel.
            ".legend rect{stroke:\(Self.blockedRing);stroke-width:1}",
            ".legend rect.accessible{fill:\(Self.accessibleMark);stroke:\(Self.accessible);stroke-width:2}",
            ".legend .panel{fill:#fff;fill-opacity:.85;stroke:#bbb}",
            // Centred by a dy of .35em, not by dominant-baseline, which librsvg places otherwise.
            ".rows text{font-family:\(LabelFont.family);font-weight:bold;text-anchor:middle;"
                + "fill:\(Self.rowLetters);pointer-events:none}",
            ".numbers text{font-family:\(LabelFont.family);text-anchor:middle;fill:\(Self.seatNumbers);"
                + "fill-opacity:.9;pointer-events:none}",
            ".access text{font-family:\(LabelFont.family);text-anchor:middle;fill:\(Self.accessibleMark);"
                + "stroke:\(Self.accessible);stroke-width:\(n(max(seatSize * 0.04, 0.001)));paint-order:stroke;pointer-events:none}",
            ".legend .heading{font-weight:bold}",
        ]
        rules += venueRules(venue, seatSize: seatSize, n: n)
        if links {
            rules += [
                ".legend a{pointer-events:auto}",
                ".legend a text{fill:\(Self.accessible);text-decoration:underline}",
            ]
        }
        return rules
    }
}
