import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    // MARK: - Standing areas

    /// One element per standing area of the view, under the tribunes: its shape with
    /// `data-area`, `data-capacity` and `data-left` (the places left, from the seat states'
    /// provider: the capacity when it does not know), its category's colour, `full` when no
    /// place is left, and a tooltip. The name and the places left are written with the labels.
    func drawStandingAreas(into items: inout [DrawItem]) {
        let areas = shownTribunes.filter { chart.tribunes[$0].kind.standingArea != nil }
        guard !areas.isEmpty else { return }
        items.append(.begin(DrawGroup(classes: "standing")))
        for t in areas {
            guard let area = chart.tribunes[t].kind.standingArea else { continue }
            let left = chart.placesLeft(inArea: t, states: states)
            var classes = "area-shape \(area.sale.name)"
            if let c = chart.tribunes[t].category { classes += " " + CSSName.categoryClass(chart.categories[c].id) }
            if left == 0 { classes += " full" }
            items.append(.shape(DrawShape(
                .path(chart.tribunes[t].outline.path), classes: classes,
                data: [
                    SVGAttribute("data-area", chart.tribunes[t].id), SVGAttribute("data-capacity", String(area.capacity)),
                    SVGAttribute("data-left", String(left)),
                ],
                title: Self.areaTitle(area, left: options.placesLeft ? left : nil)
            )))
        }
        items.append(.end)
    }

    /// "Floor, standing: 312 of 400 places left" (a box: "sold whole"; a group: its sizes);
    /// "Floor, standing" without the count.
    static func areaTitle(_ area: StandingArea, left: Int?) -> String {
        var how = "standing"
        switch area.sale {
        case .quantity: break
        case .whole: how += ", sold whole"
        case .group(let minimum, let maximum): how += ", groups of \(minimum) to \(maximum)"
        }
        guard let left else { return "\(area.name), \(how)" }
        return "\(area.name), \(how): \(left) of \(area.capacity) places left"
    }

    // MARK: - Tables

    /// One element per table of the view, above the tribunes: its top with `data-table`
    /// (`whole` when it is sold whole), its category's colour in the overview, a tooltip;
    /// in the overview (no seats drawn) the chairs' cells are part of it.
    func drawTables(into items: inout [DrawItem]) {
        let tables = shownTribunes.filter { chart.tribunes[$0].kind.table != nil }
        guard !tables.isEmpty else { return }
        items.append(.begin(DrawGroup(classes: "tables")))
        for t in tables {
            guard let table = chart.tribunes[t].kind.table else { continue }
            let tribune = chart.tribunes[t]
            var path = tribune.outline.path
            var classes = "table"
            if table.sale == .whole { classes += " whole" }
            if options.detail == .tribunes {
                for i in tribune.seats { path.addPath(chart.cell(of: i).path) }
                if let c = tribune.category { classes += " " + CSSName.categoryClass(chart.categories[c].id) }
                if !tribune.seats.isEmpty && counts.availableByTribune[t] == 0 { classes += " full" }
            }
            let sold = table.sale == .whole ? ", sold whole" : ""
            items.append(.shape(DrawShape(
                .path(path), classes: classes, data: [SVGAttribute("data-table", tribune.id)],
                title: "Table \(tribune.id)\(sold): \(counts.availableByTribune[t]) of \(tribune.seats.count) chairs available",
                link: linkToItsFile(tribune)
            )))
        }
        items.append(.end)
    }

    // MARK: - Marks on seats

    /// A slash across each restricted-view seat of the view (one path for all), once seats
    /// are big enough on screen (4 pixels) to show it. Clicks pass through.
    func drawRestrictedViewMarks(into items: inout [DrawItem]) {
        guard seatSize * pixelsPerUnit >= 4 else { return }
        let area = seatArea
        var path = Path()
        for t in shownTribunes {
            for i in chart.tribunes[t].seats where chart.seats[i].hasRestrictedView && (area?.contains(chart.seats[i].center) ?? true) {
                let s = chart.seats[i].size * 0.42
                let placement = chart.seats[i].placement
                path.move(to: Point(-s, s).applying(placement))
                path.addLine(to: Point(s, -s).applying(placement))
            }
        }
        guard !path.isEmpty else { return }
        items.append(.shape(DrawShape(.path(path), classes: "view-marks")))
    }
}
