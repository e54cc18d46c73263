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

    /// The processors available to this process, at most 8.
    public static let defaultParallelism = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// Creates options; every default is what `seatchart render` writes without options.
    public init(
        focus: Int? = nil, pixelWidth: Int = Viewport.defaultPixelWidth, view: ViewOptions = .identity,
        detail: Detail = .seats, encoding: SeatEncoding = .inline, precision: Int = SVGFormat.defaultPrecision,
        writer: SVGWriterOptions = SVGWriterOptions(), parallelism: Int = ChartSVGOptions.defaultParallelism,
        levelOfDetailLinks: Bool = false
    ) {
        self.focus = focus
        self.pixelWidth = pixelWidth
        self.view = view
        self.detail = detail
        self.encoding = encoding
        self.precision = precision
        self.writer = writer
        self.parallelism = max(1, parallelism)
        self.levelOfDetailLinks = levelOfDetailLinks
    }

    /// The viewport these options give for `chart`: the one `hit --screen` must invert.
    /// The image has a band below the chart for the legend, so that an unmoved view's
    /// legend hides no seat.
    public func viewport(for chart: Chart) -> Viewport {
        Viewport(
            chart: chart, focus: focus, pixelWidth: pixelWidth, options: view,
            reservedBelow: ChartSVGRenderer.LegendMetrics.reservedBelow(for: chart), precision: precision
        )
    }
}
