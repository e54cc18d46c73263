import SeatChart
import SeatChartGeometry

/// When and how large the chart's words and marks are drawn: tribune labels, row letters,
/// seat numbers and the symbol of access. The SVG follows these, and the web viewer receives
/// them in `/api/chart`, so both show the same words at the same zoom.
public enum ChartLabels {
    /// Seats at least this many pixels wide get their row's letter at both ends of the row.
    public static let rowLetterPixels = 10.0
    /// Seats at least this many pixels wide get their number written on them.
    public static let seatNumberPixels = 22.0
    /// Seats at least this many pixels wide show the symbol of access when accessible;
    /// smaller, their outline marks them.
    public static let accessibleMarkPixels = 8.0
    /// Row letters' font size, in seat sizes.
    public static let rowLetterSize = 0.55
    /// Seat numbers' font size, in seat sizes.
    public static let seatNumberSize = 0.32
    /// The symbol of access's font size, in seat sizes.
    public static let accessibleMarkSize = 0.62
    /// How far beyond a row's end seat its letter stands, centre to centre, in seat sizes.
    public static let rowLetterOffset = 1.1
    /// Tribune labels smaller than this on screen are left out.
    public static let smallestLabelPixels = 6.0
    /// The smallest and largest tribune label, in pixels on screen (a focus view may be larger).
    public static let tribuneLabelPixels = 9.0...28.0
    /// The International Symbol of Access, drawn on accessible seats and in the legend.
    public static let accessibleSymbol = "\u{267F}"
    /// The font every label is written in.
    public static var fontFamily: String { LabelFont.family }
}

// MARK: - Sizes

extension ChartLabels {
    /// The font size of tribune labels in chart units before the screen's limits
    /// (``tribuneLabelPixels``): 45% of the median tribune depth among `tribunes` (every
    /// tribune when nil), small enough for three characters to fit along the median tribune;
    /// nil without tribunes.
    public static func tribuneLabelSize(in chart: Chart, tribunes: [Int]? = nil) -> Double? {
        var depths: [Double] = [], lengths: [Double] = []
        for t in tribunes ?? Array(chart.tribunes.indices) {
            switch chart.tribunes[t].outline {
            case .rectangle(let r):
                depths.append(min(r.size.width, r.size.height))
                lengths.append(max(r.size.width, r.size.height))
            case .annularSector(let s):
                depths.append(s.outerRadius - s.innerRadius)
                lengths.append(abs(s.sweep.radians) * s.innerRadius)
            case .polygon, .ellipse, .seatCells:
                let box = chart.tribunes[t].outline.boundingBox
                depths.append(min(box.width, box.height))
                lengths.append(max(box.width, box.height))
            }
        }
        guard !depths.isEmpty else { return nil }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        return min(median(depths) * 0.45, median(lengths) / 2.5)
    }

    /// Whether `text` (the tribune's id when nil) at font size `size`, centred `lift` times
    /// the size above `tribune`'s label position, lies inside its outline (a rows section's:
    /// the box of its seats) with room for its halo.
    public static func tribuneLabelFits(_ tribune: Tribune, text: String? = nil, size: Double, lift: Double = 0) -> Bool {
        var path = tribune.outline.path
        if case .seatCells(let bounds) = tribune.outline { path.addRect(bounds) }
        let position = tribune.outline.labelPosition
        let centre = Point(position.x, position.y - lift * size)
        let halfWidth = LabelFont.width(of: text ?? tribune.id, size: size) * 0.56
        let halfHeight = LabelFont.capHeight * size * 0.62
        let corners = [(-1.0, -1.0), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0)]
        return corners.allSatisfy { path.contains(Point(centre.x + $0.0 * halfWidth, centre.y + $0.1 * halfHeight)) }
    }

    /// The largest font size up to `largest` at which `text` (the tribune's id when nil)
    /// fits inside it (``tribuneLabelFits(_:text:size:lift:)``, found to 1/16,384 of
    /// `largest`), or nil when none does.
    public static func fittedTribuneLabelSize(
        _ tribune: Tribune, text: String? = nil, largest: Double, lift: Double = 0
    ) -> Double? {
        let fits = { (size: Double) in tribuneLabelFits(tribune, text: text, size: size, lift: lift) }
        if fits(largest) { return largest }
        var low = 0.0, high = largest
        for _ in 0..<14 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low > 0 ? low : nil
    }

    /// The font size of the field's name (`name`) in chart units: 40% of the field's height,
    /// narrow enough for the name to fit across it.
    public static func fieldNameSize(_ field: Field, name: String) -> Double {
        min(field.size.height * 0.4, field.size.width / Double(name.count + 1))
    }
}
