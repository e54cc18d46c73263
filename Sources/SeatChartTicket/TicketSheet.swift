import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartRaster
import SeatChartSVG

/// A ticket's seat locator: one sheet (SVG) composing the overview with the seats' tribunes
/// highlighted and a marker on each seat, the tribune with its seats, in the grid layout the
/// seat close up, and a text panel naming stadium, tribune, row, seat, category and price.
/// A table's chairs are seats; a standing area's places are named by the area and counted,
/// the area highlighted and marked at its label. The pictures show the level of the first
/// place.
///
/// The pictures are the chart's own renderings (``ChartSVGRenderer``), each with its own id
/// prefix so that their styles do not mix; the marks are drawn over them in sheet pixels
/// through each picture's ``Viewport/chartToPixel``, so the text and the marks name the
/// same seat.
public struct TicketSheet: Sendable {
    public let chart: Chart
    /// The seats (indexes into ``Chart/seats``), in the order the text lists them.
    public let seats: [Int]
    /// Places of standing areas, listed after the seats.
    public let areas: [TicketArea]
    public var layout: TicketLayout
    /// The sheet's size in pixels.
    public var size: Size
    /// What the chart's sheets share: its levels' bounds, its seats' initial states.
    public let cache: TicketChartCache

    /// A square sheet for screens and e-mails.
    public static let square = Size(width: 1200, height: 1200)
    /// An A6 card (105 × 148 mm) in CSS pixels (96 an inch), for PDF.
    public static let a6 = Size(width: 105 / 25.4 * 96, height: 148 / 25.4 * 96)
    /// The marker on a seat.
    public static let markerColor = "#d6007a"
    /// The fill of a highlighted tribune in the overview.
    public static let highlightColor = "#ff7a00"

    /// A sheet of `seats` and `areas` of `chart` (at least one of them); `cache`: `chart`'s,
    /// shared by the sheets of a batch (nil works it out for this sheet).
    public init(
        chart: Chart, seats: [Int], areas: [TicketArea] = [], layout: TicketLayout = .hero, size: Size = TicketSheet.square,
        cache: TicketChartCache? = nil
    ) {
        self.chart = chart
        self.seats = seats
        self.areas = areas
        self.layout = layout
        self.size = size
        self.cache = cache ?? TicketChartCache(chart: chart)
    }

    /// Loads the fonts a sheet's text is measured and drawn with (fontconfig's configuration
    /// and caches, the regular and bold faces), which the first sheet of a process would
    /// otherwise wait for: a command can load them on another core while it reads the stadium.
    public static func loadFonts() {
        for bold in [false, true] { _ = TextMeasurer(family: TicketText.family, bold: bold).width(of: "0", size: 12) }
    }

    /// The most seats the text panel lists by name; the rest are counted.
    public static let listedSeats = 6

    /// The sheet as an SVG document: the root, its title, then the draw list's items.
    ///
    /// - Throws: ``SVGWriterError`` if libxml2 fails.
    public func render() throws -> Data {
        let writer = try SVGWriter()
        let n = { (value: Double) in SVGFormat.number(value, precision: Self.precision) }
        writer.start("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("viewBox", "0 0 \(n(size.width)) \(n(size.height))")
        writer.attribute("width", n(size.width))
        writer.attribute("height", n(size.height))
        writer.attribute("role", "img")
        writer.attribute("aria-labelledby", "ticket-title")
        writer.write(SVGElement("title", attributes: [SVGAttribute("id", "ticket-title")], text: title))
        DrawItem.write(drawItems, precision: Self.precision, to: writer)
        writer.end()
        return try writer.finish()
    }

    /// The sheet as a draw list, for a painter: the same items the SVG writes.
    public func drawList() -> DrawList {
        DrawList(items: drawItems, rules: [], size: size, viewBoxToPixel: .identity, precision: Self.precision)
    }

    /// Decimals of the sheet's own numbers.
    static let precision = 2

    /// What the sheet draws, back to front: white, then each panel's card and its picture or text.
    var drawItems: [DrawItem] {
        var items: [DrawItem] = [.shape(DrawShape(.page, presentation: [StyleDeclaration("fill", "#ffffff")]))]
        let gap = self.gap
        for (number, (panel, frame)) in layout.panels(on: size, gap: gap).enumerated() {
            items.append(.shape(DrawShape(
                .rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height, rx: gap),
                presentation: [StyleDeclaration("fill", "#f3f4f7"), StyleDeclaration("stroke", "#d5d9e0")])))
            let inner = frame.inset(by: gap)
            if panel == .text {
                items += textItems(in: inner)
            } else {
                items += pictureItems(panel, in: inner, prefix: "ticket-\(number)")
            }
        }
        return items
    }

    /// The space between panels and around them, in pixels.
    var gap: Double { max(6, min(size.width, size.height) * 0.02) }

    /// Where a picture panel's chart lands on the sheet.
    public struct Placement: Sendable {
        public let panel: TicketLayout.Panel
        /// The picture's options, fitted to its panel.
        public let options: ChartSVGOptions
        /// The picture's viewport (its size in pixels, its chart-to-pixel transform).
        public let viewport: Viewport
        /// The picture's top left corner on the sheet.
        public let origin: Point

        /// Chart units to sheet pixels.
        public var chartToSheet: SeatChartGeometry.AffineTransform {
            viewport.chartToPixel.concatenating(SeatChartGeometry.AffineTransform(translationX: origin.x, y: origin.y))
        }

        /// The picture's rectangle on the sheet.
        public var frame: Rect {
            Rect(x: origin.x, y: origin.y, width: Double(viewport.pixelWidth), height: Double(viewport.pixelHeight))
        }
    }

    /// Every picture panel's placement, in the layout's order.
    public var placements: [Placement] {
        layout.panels(on: size, gap: gap).enumerated().compactMap { number, entry in
            entry.panel == .text ? nil : placement(for: entry.panel, in: entry.frame.inset(by: gap), prefix: "ticket-\(number)")
        }
    }

    /// "Northgate Football Stadium: Tribune 114, row F, seat 12" (and the other seats, then
    /// "Floor, 2 standing places").
    public var title: String {
        chart.name + ": " + (seats.map { chart.name(ofSeat: $0).text } + areas.map { TicketText.areaText($0, in: chart, separator: ", ") }).joined(separator: "; ")
    }

    /// The tribune (table, area) of the first place: the tribune panel shows it, and the
    /// pictures its level.
    var firstTribune: Int { seats.first.map { chart.seats[$0].tribune } ?? areas.first?.tribune ?? 0 }

    /// The level the pictures show: the first place's.
    var shownLevel: Int { chart.tribunes.indices.contains(firstTribune) ? chart.tribunes[firstTribune].level : 0 }

    /// The tribunes the overview highlights: the seats' and the areas' on the level shown.
    var highlightedTribunes: [Int] {
        Set(seats.map { chart.seats[$0].tribune } + areas.map(\.tribune)).filter { chart.tribunes[$0].level == shownLevel }.sorted()
    }

    /// The options of a picture panel, before it is fitted to its box.
    func options(for panel: TicketLayout.Panel, prefix: String) -> ChartSVGOptions {
        let tribune = firstTribune, level = shownLevel
        switch panel {
        case .overview:
            return ChartSVGOptions(detail: .tribunes, legend: false, idPrefix: prefix, level: level)
        case .tribune:
            return ChartSVGOptions(focus: tribune, legend: false, idPrefix: prefix)
        case .closeUp, .text:
            guard let index = seats.first else { return ChartSVGOptions(focus: tribune, legend: false, idPrefix: prefix) }
            let first = chart.seats[index]
            if let table = chart.tribunes[first.tribune].kind.table {
                // A table among its neighbours: about three tables across.
                let area = cache.levelBounds[level] ?? chart.bounds(level: level), top = chart.tribunes[first.tribune].outline.boundingBox
                let zoom = max(1, min(area.width, area.height) / max(3 * max(top.width, top.height), 1e-6))
                return ChartSVGOptions(view: ViewOptions(zoom: zoom, anchor: table.center), legend: false, idPrefix: prefix, level: level)
            }
            // About nine seats across the shorter side, about the first seat.
            let area = chart.tribunes[first.tribune].outline.boundingBox
            let zoom = max(1, min(area.width, area.height) / max(first.size * 9, 1e-6))
            return ChartSVGOptions(
                focus: first.tribune, view: ViewOptions(zoom: zoom, anchor: first.center), legend: false, idPrefix: prefix)
        }
    }

    /// The point the close-up centres: the first seat, or its table's centre.
    var closeUpCentre: Point? {
        guard let index = seats.first else { return nil }
        let seat = chart.seats[index]
        return chart.tribunes[seat.tribune].kind.table?.center ?? seat.center
    }

    /// The picture for `panel`, as large as fits in `box` and centred there.
    func placement(for panel: TicketLayout.Panel, in box: Rect, prefix: String) -> Placement {
        var options = options(for: panel, prefix: prefix)
        options.pixelWidth = max(1, Int(box.width))
        var viewport = options.viewport(for: chart, levelBounds: cache.levelBounds)
        if Double(viewport.pixelHeight) > box.height {
            options.pixelWidth = max(1, Int(box.width * box.height / Double(viewport.pixelHeight)))
            viewport = options.viewport(for: chart, levelBounds: cache.levelBounds)
        }
        if panel == .closeUp, let centre = closeUpCentre {
            // The zoom keeps the seat where the wider view has it: move it to the middle.
            let seat = centre.applying(viewport.chartToPixel)
            options.view.offset = Vector(Double(viewport.pixelWidth) / 2 - seat.x, Double(viewport.pixelHeight) / 2 - seat.y)
            viewport = options.viewport(for: chart, levelBounds: cache.levelBounds)
        }
        let origin = Point(
            box.minX + (box.width - Double(viewport.pixelWidth)) / 2,
            box.minY + (box.height - Double(viewport.pixelHeight)) / 2)
        return Placement(panel: panel, options: options, viewport: viewport, origin: origin)
    }

    /// The picture for `panel` in `box`, with its marks: the seats' tribunes highlighted in
    /// the overview, a marker on every seat the picture shows.
    ///
    /// The overview shows the venue as a sale starts (the sheet's own places are its marks),
    /// so it is the same picture on every sheet of its level and size: its reuse key says so,
    /// and a batch paints it once.
    func pictureItems(_ panel: TicketLayout.Panel, in box: Rect, prefix: String) -> [DrawItem] {
        let placement = placement(for: panel, in: box, prefix: prefix)
        var options = placement.options
        options.placesLeft = false
        var states = cache.initialStates
        if panel != .overview {
            for seat in seats { states.selected[seat] = true }
        }
        let renderer = ChartSVGRenderer(chart: chart, states: states, options: options, viewport: placement.viewport)
        let toSheet = placement.chartToSheet
        let picture = DrawPicture(renderer: renderer, origin: placement.origin, reuseKey: panel == .overview ? overviewKey(placement) : nil)
        var items: [DrawItem] = [.picture(picture), .begin(DrawGroup(classes: "ticket-marks"))]
        if panel == .overview {
            for tribune in highlightedTribunes {
                items.append(.shape(DrawShape(
                    .path(chart.tribunes[tribune].outline.path.applying(toSheet)), data: [SVGAttribute("data-highlight", chart.tribunes[tribune].id)],
                    presentation: Self.paint(fill: Self.highlightColor, stroke: "#9a4a00", width: "1.5"))))
            }
        }
        items += seatMarkers(placement: placement)
        items += areaMarkers(placement: placement)
        items.append(.end)
        return items
    }

    /// What makes an overview the picture it is: its level, its id prefix, its size and its
    /// chart-to-pixel transform (the sheet's size and layout decide them).
    private func overviewKey(_ placement: Placement) -> String {
        let t = placement.viewport.chartToPixel
        return ([Double(shownLevel), Double(placement.viewport.pixelWidth), Double(placement.viewport.pixelHeight), t.a, t.b, t.c, t.d, t.tx, t.ty]
            .map { "\($0)" } + [placement.options.idPrefix ?? ""]).joined(separator: " ")
    }

    /// `fill`, `stroke` and `stroke-width` presentation attributes.
    private static func paint(fill: String, stroke: String, width: String) -> [StyleDeclaration] {
        [StyleDeclaration("fill", fill), StyleDeclaration("stroke", stroke), StyleDeclaration("stroke-width", width)]
    }

    /// A ring and a dot on every seat of the sheet that `placement`'s picture shows.
    private func seatMarkers(placement: Placement) -> [DrawItem] {
        let toSheet = placement.chartToSheet
        let n = { (value: Double) in SVGFormat.number(value, precision: Self.precision) }
        let pixelsPerUnit = Vector(1, 0).applying(toSheet).length
        let shown = placement.frame
        var items: [DrawItem] = []
        for index in seats {
            let seat = chart.seats[index]
            let centre = seat.center.applying(toSheet)
            guard shown.contains(centre), chart.tribunes[seat.tribune].level == shownLevel else { continue }
            let seatPixels = seat.size * pixelsPerUnit
            let dot = max(4, min(seatPixels * 0.45, 7)), ring = max(dot + 5, seatPixels * 0.95)
            items.append(.shape(DrawShape(.circle(center: centre, radius: ring),
                                          presentation: Self.paint(fill: "none", stroke: Self.markerColor, width: n(max(2, dot * 0.5))))))
            items.append(.shape(DrawShape(.circle(center: centre, radius: dot), data: [SVGAttribute("data-marker", chart.seatID(index))],
                                          presentation: Self.paint(fill: Self.markerColor, stroke: "#ffffff", width: "1.5"))))
        }
        return items
    }

    /// A pin at the label of every standing area of the sheet that `placement`'s picture
    /// shows: its places have no spot of their own.
    private func areaMarkers(placement: Placement) -> [DrawItem] {
        let toSheet = placement.chartToSheet
        let n = { (value: Double) in SVGFormat.number(value, precision: Self.precision) }
        let shown = placement.frame
        var items: [DrawItem] = []
        for area in areas {
            let centre = chart.tribunes[area.tribune].outline.labelPosition.applying(toSheet)
            guard shown.contains(centre), chart.tribunes[area.tribune].level == shownLevel else { continue }
            let dot = max(5, min(shown.width, shown.height) * 0.02)
            items.append(.shape(DrawShape(.circle(center: centre, radius: dot), data: [SVGAttribute("data-marker", chart.tribunes[area.tribune].id)],
                                          presentation: Self.paint(fill: Self.markerColor, stroke: "#ffffff", width: n(max(1.5, dot * 0.3))))))
        }
        return items
    }

    /// The text panel: the lines fitted to `box`, left-aligned, from its top.
    func textItems(in box: Rect) -> [DrawItem] {
        let lines = TicketText.fitted(
            TicketText.lines(chart: chart, seats: seats, areas: areas, limit: Self.listedSeats),
            width: box.width, height: box.height, largest: max(12, box.height / 5), smallest: 7)
        var items: [DrawItem] = [.begin(DrawGroup(classes: "ticket-text", presentation: [
            StyleDeclaration("font-family", TicketText.family), StyleDeclaration("fill", "#1d2330"),
        ]))]
        var y = box.minY
        for line in lines {
            y += line.size * 1.3
            items.append(.text(DrawText(line.text, at: Point(box.minX, y - line.size * 0.3), fontSizeAttribute: line.size,
                                        boldAttribute: line.bold)))
        }
        items.append(.end)
        return items
    }
}
