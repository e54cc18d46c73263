import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartJSON

/// A chart written as a pretix seating plan.
public struct PretixExport: Hashable, Sendable {
    /// The plan's JSON text (UTF-8, indented, one seat a line, final newline).
    public var data: Data
    /// The chart-to-plan transform used: plan pixels = chart point applying this.
    public var transform: SeatChartGeometry.AffineTransform
    /// The number of seats written.
    public var seatCount: Int
    /// The number of zones written (tribunes with seats, plus `Field` when there is one).
    public var zoneCount: Int
    /// What the plan cannot sell as the chart does, one sentence each (standing areas drawn,
    /// not sold; tables' chairs sold as seats; levels drawn on one floor): the command line
    /// prints them on standard error.
    public var notes: [String] = []

    /// Whether the plan can be read back: no larger than `limit` bytes, by default the
    /// largest plan ``PretixPlanReader`` reads. Export refuses a plan that does not fit, so
    /// what it writes, import reads.
    public func fitsImport(limit: Int = PretixPlanReader.maximumFileBytes) -> Bool {
        data.count <= limit
    }
}

/// Writes charts as pretix seating plans (docs/pretix.md), for `seatchart export --format pretix`.
///
/// The plan validates against pretix's `seating-plan.schema.json`: tribunes become zones,
/// rows and seat numbers become labels, seat guids are the seat ids (stable across runs),
/// integer fields get whole numbers, categories keep their names and colours, and the
/// field becomes an area. The same chart gives the same bytes.
public enum PretixPlanWriter {
    /// The plan of `chart` placed by `options` (by default, what suits the chart: see
    /// ``PretixExportOptions/automatic(for:)``).
    public static func export(_ chart: Chart, options: PretixExportOptions? = nil) -> PretixExport {
        let options = options ?? .automatic(for: chart)
        let transform = options.transform(for: chart)
        let plan = PretixPlanMaker(chart: chart, transform: transform, scale: options.scale, guids: options.seatGUIDs).plan()
        let data = JSONWriter(layout: .indented, precision: 2).data(PretixPlanEncoder.document(plan))
        return PretixExport(data: data, transform: transform, seatCount: plan.seatCount, zoneCount: plan.zones.count,
                            notes: PretixPlanMaker.notes(for: chart))
    }
}
