import SeatChartGeometry

extension Viewport {
    /// The viewport of `chart`'s level `level`, or of one of its tribunes when `focus` names it.
    ///
    /// The area is the level's bounds (or the focused tribune's outline with its seats)
    /// widened by a margin of 4% of its larger side, at least one seat cell, then lengthened
    /// downwards by `reservedBelow` pixels' worth of chart units.
    ///
    /// - Parameters:
    ///   - chart: the chart.
    ///   - focus: index of the tribune to crop to, or `nil` for the whole chart.
    ///   - level: the level shown (default the first: the whole of a chart of one level).
    ///   - pixelWidth: the image width.
    ///   - options: the view options.
    ///   - reservedBelow: pixels added below the area, kept free of the chart in an unmoved
    ///     view (for a legend); the image grows by them, the scale stays.
    ///   - precision: the decimals the SVG prints.
    ///   - levelBounds: `chart`'s ``LevelBounds`` when already worked out (many views of one
    ///     chart); nil works out the level's bounds here.
    public init(
        chart: Chart, focus: Int? = nil, level: Int = 0, pixelWidth: Int = Viewport.defaultPixelWidth,
        options: ViewOptions = .identity, reservedBelow: Double = 0, precision: Int = Viewport.defaultPrecision,
        levelBounds: LevelBounds? = nil
    ) {
        var box: Rect
        if let focus, chart.tribunes.indices.contains(focus) {
            let tribune = chart.tribunes[focus]
            box = tribune.outline.boundingBox
            for i in tribune.seats { box = box.union(chart.cell(of: i).boundingBox) }
        } else {
            box = levelBounds?[level] ?? LevelBounds.shown(level: level, of: chart)
        }
        let cell = chart.seats.first?.size ?? 1
        let margin = max(0.04 * max(box.width, box.height), cell)
        var area = box.inset(by: -margin)
        var options = options
        if options.fitsRotation, options.rotation != .zero {
            // The box around the area turned about the anchor, centred on the anchor so the
            // turn keeps the whole area inside.
            let anchor = options.anchor ?? area.center
            let turn = AffineTransform(rotationAngle: options.rotation)
            let reach = [Point(area.minX, area.minY), Point(area.maxX, area.minY), Point(area.maxX, area.maxY), Point(area.minX, area.maxY)]
                .map { ($0 - anchor).applying(turn) }
            let halfWidth = reach.map { abs($0.dx) }.max() ?? 0, halfHeight = reach.map { abs($0.dy) }.max() ?? 0
            area = Rect(x: anchor.x - halfWidth, y: anchor.y - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
            options.anchor = anchor
        }
        if reservedBelow > 0, reservedBelow.isFinite {
            // Zoom and rotation still turn about the chart's centre, not the band's.
            if options.anchor == nil { options.anchor = area.center }
            area.size.height += reservedBelow * area.width / Double(max(1, pixelWidth))
        }
        self.init(area: area, pixelWidth: pixelWidth, options: options, precision: precision)
    }
}
