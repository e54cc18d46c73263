import Foundation
import SeatChart
import SeatChartGeometry

/// Turns a chart, the state of its seats and rendering options into an SVG document
/// (docs/svg.md). The layer between the chart model and the SVG writer: it decides
/// which elements exist; ``SVGWriter`` decides how they become bytes.
///
/// The document, from back to front: `<title>`, `<desc>`, one `<style>`, (the shared seat
/// shape for the `<use>` encoding), then the view group (moved by the viewport's zoom and
/// rotation) holding the field, background areas, one element per tribune with
/// `data-tribune`, the seats (one element each with `data-seat` and its classes, grouped by
/// tribune in that tribune's short coordinate frame) and the tribune labels; last the
/// legend, fixed to the image's top left corner.
///
/// The same chart, states and options always give the same bytes.
public struct ChartSVGRenderer {
    /// The chart drawn.
    public let chart: Chart
    /// Where each seat stands and which seats the rendering's holder holds.
    public let states: any SeatStateProvider
    /// What is drawn and how.
    public let options: ChartSVGOptions
    /// The view mapping: viewBox, image size and content transform.
    public let viewport: Viewport

    /// Indices of the tribunes drawn (tables and standing areas included): those of the
    /// shown level, or the focused one.
    let shownTribunes: [Int]
    /// The level shown.
    let level: Int
    let counts: ChartCounts
    let precision: Int
    /// The seat size most seats have (the first seat's), for outline widths.
    let seatSize: Double
    /// The chart area whose seats a zoomed or moved view writes; `nil`: every seat.
    let seatArea: Rect?
    /// The seat cells of the view, for placing an imported chart's labels where they cover
    /// no seat (``labelPlacement(_:text:largest:)``); `nil` for a stadium file.
    let seatGrid: SeatCellGrid?

    /// Prepares a rendering.
    ///
    /// - Parameters:
    ///   - chart: the chart.
    ///   - states: the seats' states; ``SeatStateTable/init(initialStatesOf:)`` without a store.
    ///   - options: focus, size, view, detail and encoding.
    public init(chart: Chart, states: any SeatStateProvider, options: ChartSVGOptions = ChartSVGOptions()) {
        self.init(chart: chart, states: states, options: options, viewport: options.viewport(for: chart))
    }

    /// Prepares a rendering whose viewport is already worked out: `viewport` must be
    /// `options.viewport(for: chart)` (a ticket's placement has it; working it out again
    /// would walk the chart's seats again).
    public init(chart: Chart, states: any SeatStateProvider, options: ChartSVGOptions, viewport: Viewport) {
        self.chart = chart
        self.states = states
        self.options = options
        self.viewport = viewport
        level = options.shownLevel(in: chart)
        if let focus = options.focus, chart.tribunes.indices.contains(focus) {
            shownTribunes = [focus]
        } else {
            shownTribunes = chart.levels.count > 1 ? chart.tribunes(onLevel: level) : Array(chart.tribunes.indices)
        }
        counts = ChartCounts(chart: chart, states: states, tribunes: shownTribunes)
        precision = options.precision
        seatSize = chart.seats.first?.size ?? 1
        seatArea = Self.seatArea(options: options, viewport: viewport, seatSize: seatSize)
        seatGrid = chart.roundCells ? SeatCellGrid(chart: chart, tribunes: shownTribunes) : nil
    }

    /// The whole document as bytes.
    ///
    /// - Throws: ``SVGWriterError`` if libxml2 fails.
    public func render() throws -> Data {
        let writer = try SVGWriter(options: options.writer)
        write(to: writer)
        return try writer.finish()
    }

    /// Writes the whole document to `output` as it is made (a file, in blocks: the document
    /// never exists whole in memory).
    ///
    /// - Throws: ``SVGWriterError`` if libxml2 or the output fails.
    public func render(to output: SVGOutput) throws {
        let writer = try SVGWriter(output: output, options: options.writer)
        write(to: writer)
        try writer.finish()
    }

    /// Writes the whole document into `writer`.
    public func write(to writer: SVGWriter) {
        writer.start("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        let box = viewport.viewBox
        writer.attribute("viewBox", [box.minX, box.minY, box.width, box.height].map(number).joined(separator: " "))
        if !options.responsive {
            writer.attribute("width", String(viewport.pixelWidth))
            writer.attribute("height", String(viewport.pixelHeight))
        }
        writer.attribute("role", "img")
        let titleID = options.idPrefix.map { "\($0)-title" } ?? Self.titleID
        let descID = options.idPrefix.map { "\($0)-desc" } ?? Self.descID
        writer.attribute("aria-labelledby", "\(titleID) \(descID)")
        writer.attribute("class", "seatchart")
        writer.attribute("id", ifPresent: options.idPrefix)
        writer.write(SVGElement("title", attributes: [SVGAttribute("id", titleID)], text: chart.name))
        writer.write(SVGElement("desc", attributes: [SVGAttribute("id", descID)], text: description))
        writer.write(SVGElement("style", text: ChartPalette(chart: chart).styleSheet(
            chart: chart, seatSize: seatSize, labelSize: labelSize, precision: precision, links: options.levelOfDetailLinks,
            scope: options.idPrefix.map { "#\($0)" } ?? ".seatchart"
        )))
        if options.detail == .seats && options.encoding == .use { writeGlyphDefinitions(to: writer) }
        DrawItem.write(drawItems, precision: precision, to: writer)
        writer.end()
    }

    /// The picture as a draw list: the items the SVG writes inside its root, with the style
    /// rules, size and viewBox mapping, for a painter.
    public func drawList() -> DrawList {
        let rules = ChartPalette(chart: chart).styleRules(
            chart: chart, seatSize: seatSize, labelSize: labelSize, precision: precision, links: options.levelOfDetailLinks)
        return DrawList(items: drawItems, rules: rules.compactMap(StyleRule.init(parsing:)),
                        size: Size(Double(viewport.pixelWidth), Double(viewport.pixelHeight)),
                        viewBoxToPixel: viewport.viewBoxToPixel, precision: precision)
    }

    /// What is drawn, back to front: the view group (moved by the viewport's zoom and
    /// rotation) with the field, areas, tribunes, tables, seats, marks, numbers and labels,
    /// then the legend.
    var drawItems: [DrawItem] {
        var items: [DrawItem] = [.begin(DrawGroup(classes: "view", transform: viewport.contentSteps.map(SVGTransform.init)))]
        drawBackground(into: &items)
        drawStandingAreas(into: &items)
        drawTribunes(into: &items)
        drawTables(into: &items)
        if options.detail == .seats {
            drawSeats(into: &items)
            drawAccessibleMarks(into: &items)
            drawRestrictedViewMarks(into: &items)
        }
        drawRowAndSeatNumbers(into: &items)
        drawLabels(into: &items)
        items.append(.end)
        if options.legend { drawLegend(into: &items) }
        return items
    }

    /// The id of the `<title>` element.
    public static let titleID = "seatchart-title"
    /// The id of the `<desc>` element.
    public static let descID = "seatchart-desc"

    /// The `<desc>` text: what is shown and the counts by state.
    var description: String {
        var what: String
        if let focus = options.focus, shownTribunes == [focus] {
            what = "\(chart.tribunes[focus].kind.noun.capitalized) \(chart.tribunes[focus].id) of \(chart.name)"
        } else {
            what = "\(chart.name)"
        }
        if chart.levels.count > 1 { what += ", \(chart.levels[level].name)" }
        let tables = shownTribunes.filter { chart.tribunes[$0].kind.table != nil }.count
        let areas = shownTribunes.filter { chart.tribunes[$0].kind.standingArea != nil }
        let blocks = shownTribunes.count - tables - areas.count
        var parts = [blocks == 1 ? "1 tribune" : "\(blocks) tribunes"]
        if tables > 0 { parts.append(tables == 1 ? "1 table" : "\(tables) tables") }
        let seats = counts.total == 1 ? "1 seat" : "\(counts.total) seats"
        var text = "Seating chart of \(what): \(seats) in \(parts.joined(separator: " and "))"
        if !areas.isEmpty {
            let capacity = areas.reduce(0) { $0 + (chart.tribunes[$1].kind.standingArea?.capacity ?? 0) }
            let left = areas.reduce(0) { $0 + chart.placesLeft(inArea: $1, states: states) }
            text += areas.count == 1 ? ", 1 standing area" : ", \(areas.count) standing areas"
            text += " (\(left) of \(capacity) places left)"
        }
        return text + "; \(counts.stateSummary); \(counts.selected) selected."
    }

    @inline(__always)
    func number(_ value: Double) -> String { SVGFormat.number(value, precision: precision) }
}

extension SVGTransform {
    /// The SVG step of a viewport transform step.
    init(_ step: TransformStep) {
        switch step {
        case .translate(let v): self = .translate(v)
        case .rotate(let a): self = .rotate(a)
        case .scale(let s): self = .scale(s)
        }
    }
}
