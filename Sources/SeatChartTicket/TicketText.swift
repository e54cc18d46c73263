import SeatChart
import SeatChartRaster

/// The words of a ticket's text panel, each line sized to fit the panel's width with the
/// metrics of the font the SVG names (shrunk until it fits, or left out).
struct TicketText {
    /// One line of the panel.
    struct Line {
        let text: String
        let bold: Bool
        /// The size it was given, in pixels.
        var size: Double
    }

    static let family = "DejaVu Sans"

    /// The lines for `seats` of `chart`: the stadium's name, then the seat's tribune, its row
    /// and number (largest) and its category with price; for several seats one line each with
    /// tribune, row and number, then the category. At most `limit` seats are listed, then
    /// "and N more seats". `weight` scales a line's largest size.
    static func lines(chart: Chart, seats: [Int], limit: Int) -> [(text: String, bold: Bool, weight: Double)] {
        var lines: [(String, Bool, Double)] = [(chart.name, true, 0.7)]
        let category = { (seat: Seat) -> String? in seat.category.map(chart.categoryText) }
        if seats.count == 1, let index = seats.first {
            let seat = chart.seats[index]
            lines.append(("Tribune \(chart.tribunes[seat.tribune].id)", false, 1.0))
            lines.append(("Row \(chart.rows[seat.row].label) · Seat \(seat.number)", true, 1.3))
            if let text = category(seat) { lines.append((text, false, 0.8)) }
            return lines
        }
        for index in seats.prefix(limit) {
            let seat = chart.seats[index]
            lines.append(("Tribune \(chart.tribunes[seat.tribune].id) · Row \(chart.rows[seat.row].label) · Seat \(seat.number)", true, 0.9))
            if let text = category(seat) { lines.append((text, false, 0.7)) }
        }
        if seats.count > limit { lines.append(("and \(seats.count - limit) more seats", false, 0.7)) }
        return lines
    }

    /// The lines fitted into a box of `width` × `height` pixels: each at most `largest`
    /// pixels times its weight, shrunk to the width, and all shrunk together to the height
    /// (line spacing 1.3). A line that does not fit at `smallest` pixels is left out.
    static func fitted(
        _ lines: [(text: String, bold: Bool, weight: Double)], width: Double, height: Double, largest: Double, smallest: Double
    ) -> [Line] {
        var fitted: [Line] = lines.compactMap { line in
            let measurer = TextMeasurer(family: family, bold: line.bold)
            // A little room for the renderer's own hinting.
            guard let size = measurer.fittingSize(
                of: line.text, width: width * 0.96, largest: largest * line.weight, smallest: smallest)
            else { return nil }
            return Line(text: line.text, bold: line.bold, size: size)
        }
        let total = fitted.reduce(0) { $0 + $1.size * 1.3 }
        if total > height {
            let factor = height / total
            fitted = fitted.compactMap { line in
                let size = line.size * factor
                return size >= smallest ? Line(text: line.text, bold: line.bold, size: size) : nil
            }
        }
        return fitted
    }
}
