import SeatChart
import SeatChartGeometry

/// How a chart is placed on a pretix plan's canvas.
///
/// pretix plans are in pixels with the origin at the canvas's top-left corner (y down, as
/// ours); stadium charts are in metres about the field's centre. A chart point `p` goes to
/// `(p - min) · scale + margin`, where `min` is the top-left corner of the chart's bounds,
/// so that every position on the plan is positive.
public struct PretixExportOptions: Hashable, Sendable {
    /// Pixels per chart unit.
    public var scale: Double
    /// Pixels left free around the chart on every side.
    public var margin: Double
    /// Whether to keep chart coordinates as they are (no shift), as for a chart imported
    /// from a pretix plan, whose coordinates already are plan pixels.
    public var keepsOrigin: Bool

    /// The `seat_guid` to write for each seat (indexed like the chart's seats), such as
    /// ``PretixImport/seatGUIDs`` of an imported plan, so that pretix keeps selling the
    /// same seats; `nil` (or a list of another length) writes each seat's id. A guid
    /// already written for an earlier seat is replaced by the seat's id, so guids are unique.
    public var seatGUIDs: [String]?

    /// Creates options.
    public init(
        scale: Double = PretixExportOptions.defaultScale, margin: Double = PretixExportOptions.defaultMargin,
        keepsOrigin: Bool = false, seatGUIDs: [String]? = nil
    ) {
        self.scale = scale
        self.margin = margin
        self.keepsOrigin = keepsOrigin
        self.seatGUIDs = seatGUIDs
    }

    /// The options that suit an imported plan: its pixels, origin and seat guids.
    public static func automatic(for imported: PretixImport) -> PretixExportOptions {
        var options = automatic(for: imported.chart)
        options.seatGUIDs = imported.seatGUIDs
        return options
    }

    /// Pixels per metre for stadium charts: 20, so a 0.5 m seat becomes a circle of radius 5
    /// and a 0.55 m row pitch 11 pixels, close to the density of pretix's own plans.
    public static let defaultScale = 20.0
    /// Pixels around the chart: 20.
    public static let defaultMargin = 20.0

    /// The options that suit `chart`: an imported pretix plan (round cells) keeps its
    /// pixels and origin (scale 1); a stadium uses ``defaultScale`` and ``defaultMargin``.
    public static func automatic(for chart: Chart) -> PretixExportOptions {
        chart.roundCells ? PretixExportOptions(scale: 1, margin: 0, keepsOrigin: true) : PretixExportOptions()
    }

    /// The chart-to-plan transform for `chart`: scale about the bounds' corner, then shift.
    public func transform(for chart: Chart) -> AffineTransform {
        if keepsOrigin { return AffineTransform(scaleX: scale, y: scale) }
        let bounds = chart.bounds
        return AffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
            .concatenating(AffineTransform(translationX: margin, y: margin))
    }
}
