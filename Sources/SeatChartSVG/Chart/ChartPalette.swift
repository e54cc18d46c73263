import SeatChart

/// The colours of a rendering and the one `<style>` block that applies them.
///
/// Seats are filled by class: an available seat shows its category's colour; held, booked
/// and blocked seats show their state's colour; the rendering holder's seats (`selected`)
/// show the selection colour; accessible seats get an outline. Later rules win, so the
/// order below is the order of precedence.
struct ChartPalette {
    /// Field fills: a pitch's grass, a stage's boards, a court's wood, a floor.
    static let field = "#6aa84f", stage = "#5c4033", court = "#b5835a", floor = "#8c8c8c"
    /// Tribune fill and outline.
    static let tribune = "#ececec"
    /// The fill of an available seat whose category has no usable colour.
    static let available = "#5b8bd0"
    /// State fills. Category colours sit in the middle of the lightness scale, so the
    /// states take its ends, where they stay at least 20 (CIEDE2000) from every shipped
    /// stadium's category colour, for normal and for deuteranope vision (PaletteTests):
    /// taken seats are dark (held navy, booked charcoal), the others light (blocked white
    /// with a grey ring, the holder's own light cyan with a navy ring).
    static let held = "#000080", booked = "#262626", blocked = "#ffffff", selected = "#7cf4ff"
    /// The ring around blocked seats, and around the holder's own.
    static let blockedRing = "#9a9a9a", selectedRing = "#000080"
    /// The outline of accessible seats.
    static let accessible = "#0b4f9c"
    /// A table's top, and a standing area without a place left.
    static let table = "#c8b08a", fullArea = "#d4d4d4"
    /// Fallback colours for categories without a usable colour, in category order.
    static let fallbackCategoryColors = ["#3b6fb6", "#c9a227", "#8e44ad", "#16a085", "#d35400", "#2c3e50"]

    /// The colour of category `index` of `chart`: its own when it is a plain CSS colour.
    static func color(ofCategory index: Int, in chart: Chart) -> String {
        CSSName.safeColor(chart.categories[index].color)
            ?? fallbackCategoryColors[index % fallbackCategoryColors.count]
    }

    /// The style sheet for `chart`.
    ///
    /// - Parameters:
    ///   - chart: the chart (its categories give the `cat-` rules).
    ///   - seatSize: a typical seat size, for outline widths.
    ///   - labelSize: the tribune labels' font size, chart units.
    ///   - precision: decimals for the numbers in the rules.
    ///   - links: whether the image links to other files of a level-of-detail set (a link
    ///     in the legend, which otherwise lets clicks pass through, must take them).
    static func styleSheet(
        chart: Chart, seatSize: Double, labelSize: Double, precision: Int, links: Bool = false, scope: String? = nil
    ) -> String {
        let n = { (v: Double) in SVGFormat.number(v, precision: precision) }
        var rules = [
            ".field{fill:\(field)}",
            ".field.stage{fill:\(stage)}",
            ".field.court{fill:\(court)}",
            ".field.floor{fill:\(floor)}",
            ".field-name{font-family:\(LabelFont.family);font-weight:bold;text-anchor:middle;"
                + "fill:#fff;fill-opacity:.9;pointer-events:none;letter-spacing:.05em}",
            ".area{fill:none}",
            ".areas text{font-family:\(LabelFont.family)}",
            // No stroke: a stroke is painted half outside the outline, where `hit` finds no
            // tribune, and a click there would land on it in a browser.
            ".tribune{fill:\(tribune)}",
            ".tribune.full{fill:\(blocked)}",
            ".available{fill:\(available)}",
        ]
        if chart.seatShape == .classic {
            // A click anywhere in the seat's cell lands on the seat, hollow parts included:
            // each classic seat's bounding box is its cell (see SeatGlyph).
            rules.append(".seat{pointer-events:bounding-box}")
        }
        let venue = VenueRules(chart)
        if venue.tables { rules.append(".table{fill:\(table)}") }
        var seen = Set<String>()
        for i in chart.categories.indices {
            let token = CSSName.categoryClass(chart.categories[i].id)
            guard seen.insert(token).inserted else { continue }
            rules.append("\(CSSName.classSelector(token)){fill:\(color(ofCategory: i, in: chart))}")
        }
        rules += [
            ".held{fill:\(held)}",
            ".booked{fill:\(booked)}",
            ".blocked{fill:\(blocked);stroke:\(blockedRing);stroke-width:\(n(max(seatSize * 0.06, 0.001)))}",
            ".selected{fill:\(selected);stroke:\(selectedRing);stroke-width:\(n(max(seatSize * 0.08, 0.001)))}",
            // Sold to the holder: the sold colour ringed with the selection's.
            ".yours{stroke:\(selected);stroke-width:\(n(max(seatSize * 0.12, 0.001)))}",
            ".accessible{stroke:\(accessible);stroke-width:\(n(max(seatSize * 0.08, 0.001)))}",
            ".label{font:bold \(n(labelSize))px \(LabelFont.family);text-anchor:middle;"
                + "fill:#333;stroke:#fff;stroke-width:\(n(labelSize * 0.12));paint-order:stroke;pointer-events:none}",
            ".legend{font-family:\(LabelFont.family);pointer-events:none}",
            // Swatches get a ring, so the white of blocked seats shows on the white panel.
            ".legend rect{stroke:\(blockedRing);stroke-width:1}",
            ".legend rect.accessible{fill:#fff;stroke:\(accessible);stroke-width:2}",
            ".legend .panel{fill:#fff;fill-opacity:.85;stroke:#bbb}",
            // Centred by a dy of .35em, not by dominant-baseline, which librsvg places otherwise.
            ".rows text{font-family:\(LabelFont.family);font-weight:bold;text-anchor:middle;"
                + "fill:#555;pointer-events:none}",
            ".numbers text{font-family:\(LabelFont.family);text-anchor:middle;fill:#fff;"
                + "fill-opacity:.9;pointer-events:none}",
            ".access text{font-family:\(LabelFont.family);text-anchor:middle;fill:#fff;"
                + "stroke:\(accessible);stroke-width:\(n(max(seatSize * 0.04, 0.001)));paint-order:stroke;pointer-events:none}",
            ".legend .heading{font-weight:bold}",
        ]
        rules += venueRules(venue, seatSize: seatSize, n: n)
        if links {
            rules += [
                ".legend a{pointer-events:auto}",
                ".legend a text{fill:\(accessible);text-decoration:underline}",
            ]
        }
        // Every rule starts with one class selector: scoped, it applies inside the chart's
        // root only (`.seatchart`, or `#PREFIX`), so a host page's own `.label` or `.field`
        // elements keep their style when the SVG is pasted into it.
        return rules.map { rule in scope.map { "\($0) \(rule)" } ?? rule }.joined(separator: "\n")
    }
}

extension ChartPalette {
    /// Which of the rules of venues beyond the bowl a chart needs: a chart without tables,
    /// standing areas, wheelchair places or restricted views gets none of them, so its style
    /// sheet stays what it was.
    struct VenueRules {
        var tables = false, areas = false, wheelchair = false, restricted = false

        init(_ chart: Chart) {
            for tribune in chart.tribunes {
                switch tribune.kind {
                case .table: tables = true
                case .standing: areas = true
                case .block, .rows: break
                }
            }
            wheelchair = chart.seats.contains(where: \.isWheelchair)
            restricted = chart.seats.contains(where: \.hasRestrictedView)
        }
    }

    /// The rules `venue` asks for, after the categories' (so that theirs come first where both apply).
    static func venueRules(_ venue: VenueRules, seatSize: Double, n: (Double) -> String) -> [String] {
        var rules: [String] = []
        if venue.areas {
            // An area shows its category's colour, lighter; a full one white.
            rules += [
                ".area-shape{fill-opacity:.45}",
                ".area-shape.full{fill:\(fullArea);fill-opacity:1}",
                ".label.left{font-weight:normal}",
            ]
        }
        if venue.tables { rules.append(".table.full{fill:\(blocked)}") }
        if venue.wheelchair {
            // The wheelchair glyph is drawn inside its cell; its bounding box is the cell.
            rules.append(".seat.wheelchair{pointer-events:bounding-box}")
        }
        if venue.restricted {
            rules.append(".view-marks{fill:none;stroke:#222;stroke-opacity:.75;stroke-width:\(n(max(seatSize * 0.07, 0.001)));"
                         + "stroke-linecap:round;pointer-events:none}")
        }
        return rules
    }
}
