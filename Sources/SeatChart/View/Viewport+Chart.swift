import SeatChartGeometry

extension Viewport {
    /// The viewport of `chart`, or of one of its tribunes when `focus` names it.
    ///
    /// The area is the chart's bounds (or the focused tribune's outline with its seats)
    /// widened by a margin of 4% of its larger side, at least one seat cell.
    ///
    /// - Parameters:
    ///   - chart: the chart.
    ///   - focus: index of the tribune to crop to, or `nil` for the whole chart.
    ///   - pixelWidth: the image width.
    ///   - options: the view options.
    public init(chart: Chart, focus: Int? = nil, pixelWidth: Int = Viewport.defaultPixelWidth, options: ViewOptions = .identity) {
        var box: Rect
        if let focus, chart.tribunes.indices.contains(focus) {
            let tribune = chart.tribunes[focus]
            box = tribune.outline.boundingBox
            for i in tribune.seats { box = box.union(chart.cell(of: i).boundingBox) }
        } else {
            box = chart.bounds
        }
        let cell = chart.seats.first?.size ?? 1
        let margin = max(0.04 * max(box.width, box.height), cell)
        self.init(area: box.inset(by: -margin), pixelWidth: pixelWidth, options: options)
    }
}
