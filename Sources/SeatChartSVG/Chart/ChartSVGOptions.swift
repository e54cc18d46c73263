import Foundation
import SeatChart

/// What a chart rendering shows and how it is encoded. The defaults are `seatchart render`'s.
public struct ChartSVGOptions: Hashable, Sendable {
    /// How much of the chart is drawn.
    public enum Detail: String, Hashable, Sendable, CaseIterable {
        /// Field, tribunes, every seat, labels and legend.
        case seats
        /// Field, tribunes (coloured by category, with their free-seat counts as tooltips),
        /// labels and legend, no seats: the light overview for a phone.
        case tribunes
    }

    /// How each seat element carries its shape.
    public enum SeatEncoding: String, Hashable, Sendable, CaseIterable {
        /// A `<path>` per seat with short seat-local coordinates inside its tribune's group.
        case inline
        /// A `<use>` per seat referring to one shared seat shape (fewer bytes, slower in browsers).
        case use
    }

    /// The tribune to crop to (index into ``Chart/tribunes``), or `nil` for the whole chart.
    public var focus: Int?
    /// The level shown (index into ``Chart/levels``): `nil` for the focused tribune's, else
    /// the first. A view shows one level.
    public var level: Int?
    /// The image width in pixels. Default ``Viewport/defaultPixelWidth``.
    public var pixelWidth: Int
    /// Zoom, anchor, rotation and offset, as for `hit --screen`.
    public var view: ViewOptions
    /// Seats, or tribunes only. Default ``Detail/seats``.
    public var detail: Detail
    /// Inline paths or `<use>`. Default ``SeatEncoding/inline``.
    public var encoding: SeatEncoding
    /// Decimals written for every number. Default 3.
    public var precision: Int
    /// Byte layout of the file.
    public var writer: SVGWriterOptions
    /// How many runs of seats are written at the same time, on as many threads. The bytes
    /// never depend on it. Default ``defaultParallelism``.
    public var parallelism: Int
    /// Whether the image is a file of a ``LevelOfDetailSet``: in the overview each tribune
    /// with seats links to its own file, and in a tribune's file the legend's heading links
    /// back to the overview. Default `false`.
    public var levelOfDetailLinks: Bool
    /// Whether the image has its legend (and the band below the chart kept for it). A
    /// picture composed into a larger one, such as a ticket's, goes without. Default `true`.
    public var legend: Bool
    /// A prefix that makes the document's ids its own and scopes its style rules to it: the
    /// root gets `id="PREFIX"`, the title and description `PREFIX-title` and `PREFIX-desc`,
    /// and every rule reads `#PREFIX .seat{...}`, so several charts can share one page or
    /// one composed picture. Nil (the default) keeps `seatchart-title` and unscoped rules.
    public var idPrefix: String?
    /// Whether the root has a `viewBox` only, no `width` and `height`, so that it scales to
    /// the width of what holds it (a page's column). Default `false`.
    public var responsive: Bool
    /// Whether each seat carries its details: a `<title>` (tribune, row, number, category,
    /// price, state), the browser's tooltip, and `data-row`, `data-number`,
    /// `data-category` and `data-price` for scripts. Default: in focus and zoomed views,
    /// where seats are big enough to point at; not in an unmoved overview, where they would
    /// more than double its bytes.
    public var seatTitles: Bool?
    /// Whether a standing area's label says how many places are left ("312 left") below its
    /// name. A ticket's pictures go without: the count is the sale's, not the ticket's.
    /// Default `true`.
    public var placesLeft = true

    /// The processors available to this process, at most 8.
    public static let defaultParallelism = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// Creates options; every default is what `seatchart render` writes without options.
    public init(
        focus: Int? = nil, pixelWidth: Int = Viewport.defaultPixelWidth, view: ViewOptions = .identity,
        detail: Detail = .seats, encoding: SeatEncoding = .inline, precision: Int = SVGFormat.defaultPrecision,
        writer: SVGWriterOptions = SVGWriterOptions(), parallelism: Int = ChartSVGOptions.defaultParallelism,
        levelOfDetailLinks: Bool = false, legend: Bool = true, idPrefix: String? = nil, responsive: Bool = false,
        seatTitles: Bool? = nil, level: Int? = nil
    ) {
        self.focus = focus
        self.level = level
        self.pixelWidth = pixelWidth
        self.view = view
        self.detail = detail
        self.encoding = encoding
        self.precision = precision
        self.writer = writer
        self.parallelism = max(1, parallelism)
        self.levelOfDetailLinks = levelOfDetailLinks
        self.legend = legend
        self.idPrefix = idPrefix
        self.responsive = responsive
        self.seatTitles = seatTitles
    }

    /// The level shown in `chart`: the focused tribune's, else ``level``, else the first.
    public func shownLevel(in chart: Chart) -> Int {
        if let focus, chart.tribunes.indices.contains(focus) { return chart.tribunes[focus].level }
        return level.map { chart.levels.indices.contains($0) ? $0 : 0 } ?? 0
    }

    /// Whether seats carry titles: ``seatTitles``, else in focus views and zoomed views.
    public var writesSeatTitles: Bool { seatTitles ?? (focus != nil || view.zoom > 1) }

    /// Whether `prefix` can be an id prefix: a letter or `_`, then letters, digits, `-` and `_`.
    public static func isValidIDPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return prefix.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// The viewport these options give for `chart`: the one `hit --screen` must invert.
    /// The image has a band below the chart for the legend, so that an unmoved view's
    /// legend hides no seat.
    /// `levelBounds`: `chart`'s, when already worked out for many views of it.
    public func viewport(for chart: Chart, levelBounds: LevelBounds? = nil) -> Viewport {
        Viewport(
            chart: chart, focus: focus, level: shownLevel(in: chart), pixelWidth: pixelWidth, options: view,
            reservedBelow: legend ? ChartSVGRenderer.LegendMetrics.reservedBelow(for: chart) : 0, precision: precision,
            levelBounds: levelBounds
        )
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
