import SeatChartGeometry

/// What an unfocused view of each level of a chart shows before its margin, worked out once
/// for many views of the chart (a batch of tickets): ``Chart/bounds(level:)`` of the level,
/// or of the whole chart when it has one level. Asking it walks the seats of the level's
/// tribunes; a table of it answers at once.
public struct LevelBounds: Hashable, Sendable {
    /// The bounds of each level, indexed like ``Chart/levels``.
    public let rects: [Rect]

    /// The bounds of every level of `chart`.
    public init(chart: Chart) {
        rects = chart.levels.indices.map { Self.shown(level: $0, of: chart) }
    }

    /// The bounds of every level of `chart`, each tribune's ``Chart/bounds(ofTribune:)``
    /// given: `tribuneBounds[t]` for tribune `t` (the walk over the seats done already, on
    /// several cores). The same rectangles as ``init(chart:)``.
    public init(chart: Chart, tribuneBounds: [Rect]) {
        let bounds = { (t: Int) in tribuneBounds.indices.contains(t) ? tribuneBounds[t] : chart.bounds(ofTribune: t) }
        rects = chart.levels.indices.map { chart.bounds(level: chart.levels.count > 1 ? $0 : nil, tribuneBounds: bounds) }
    }

    /// The bounds of `level`, or nil when the chart has no such level.
    public subscript(level: Int) -> Rect? { rects.indices.contains(level) ? rects[level] : nil }

    /// The bounds a view of `level` of `chart` shows: the level's, or the whole chart's
    /// when it has one level.
    public static func shown(level: Int, of chart: Chart) -> Rect {
        chart.bounds(level: chart.levels.count > 1 ? level : nil)
    }
}
