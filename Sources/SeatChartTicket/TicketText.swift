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

    /// The lines for `seats` and `areas` of `chart`: the stadium's name (and the level's, in
    /// a venue of several levels), then for one seat its tribune or table, its row and number
    /// (largest) and its category with price; for several places one line each (a seat's
    /// tribune, row and number; a table's chairs together; an area's name and places), each
    /// run of one category followed by it. At most `limit` lines of places, then "and N more
    /// seats" (or places). `weight` scales a line's largest size.
    static func lines(chart: Chart, seats: [Int], areas: [TicketArea], limit: Int) -> [(text: String, bold: Bool, weight: Double)] {
        var lines: [(String, Bool, Double)] = [(chart.name, true, 0.7)]
        let firstTribune = seats.first.map { chart.seats[$0].tribune } ?? areas.first?.tribune
        if chart.levels.count > 1, let firstTribune, chart.levels.indices.contains(chart.tribunes[firstTribune].level) {
            lines.append((chart.levels[chart.tribunes[firstTribune].level].name, false, 0.7))
        }
        let category = { (index: Int?) -> String? in index.map(chart.categoryText) }
        if seats.count == 1, areas.isEmpty, let index = seats.first {
            let name = chart.name(ofSeat: index)
            lines.append((name.place, false, 1.0))
            lines.append((name.rowAndSeat, true, 1.3))
            if let text = category(chart.seats[index].category) { lines.append((text, false, 0.8)) }
            if let notes = notes(chart.seats[index]) { lines.append((notes, false, 0.7)) }
            return lines
        }
        if seats.isEmpty, areas.count == 1, let area = areas.first {
            lines.append((chart.tribunes[area.tribune].displayName, false, 1.0))
            lines.append((places(area.quantity), true, 1.3))
            if let text = category(chart.tribunes[area.tribune].category) { lines.append((text, false, 0.8)) }
            return lines
        }
        // One line a seat, or a table's chairs together; a category line when it changes.
        var entries: [(text: String, category: Int?, seats: Int)] = []
        var index = 0
        while index < seats.count {
            let seat = chart.seats[seats[index]], name = chart.name(ofSeat: seats[index])
            var end = index + 1
            if chart.tribunes[seat.tribune].kind.table != nil {
                while end < seats.count, chart.seats[seats[end]].tribune == seat.tribune,
                      chart.seats[seats[end]].category == seat.category { end += 1 }
            }
            let numbers = seats[index..<end].map { chart.seats[$0].number }
            entries.append((
                end - index == 1 ? name.place + " · " + name.rowAndSeat : name.place + " · Chairs " + numbers.joined(separator: ", "),
                seat.category, end - index))
            index = end
        }
        for area in areas {
            entries.append((areaText(area, in: chart, separator: " · "), chart.tribunes[area.tribune].category, 0))
        }
        let listed = Array(entries.prefix(limit))
        for (number, entry) in listed.enumerated() {
            lines.append((entry.text, true, 0.9))
            let runEnds = number == listed.count - 1 || listed[number + 1].category != entry.category
            if runEnds, let text = category(entry.category) { lines.append((text, false, 0.7)) }
        }
        if entries.count > limit {
            // What the lines left out hold: seats (a table's chairs each), and areas' places.
            let rest = entries.dropFirst(limit)
            let seatsLeft = rest.reduce(0) { $0 + $1.seats }
            let placesLeft = areas.suffix(rest.count(where: { $0.seats == 0 })).reduce(0) { $0 + $1.quantity }
            let words = [seatsLeft > 0 ? "\(seatsLeft) more seat\(seatsLeft == 1 ? "" : "s")" : nil,
                         placesLeft > 0 ? "\(placesLeft) more standing place\(placesLeft == 1 ? "" : "s")" : nil]
            lines.append(("and " + words.compactMap { $0 }.joined(separator: " and "), false, 0.7))
        }
        return lines
    }

    /// "Floor · 3 standing places" (or with `separator` ", "): an area's places as a ticket names them.
    static func areaText(_ area: TicketArea, in chart: Chart, separator: String) -> String {
        chart.tribunes[area.tribune].displayName + separator + places(area.quantity)
    }

    /// "1 standing place", "4 standing places".
    static func places(_ count: Int) -> String { count == 1 ? "1 standing place" : "\(count) standing places" }

    /// "Wheelchair place · Restricted view": what the buyer should know of a seat, if anything.
    static func notes(_ seat: Seat) -> String? {
        let notes = seat.notes.map { $0.prefix(1).uppercased() + $0.dropFirst() }
        return notes.isEmpty ? nil : notes.joined(separator: " · ")
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
        // A plain line under a bold one (a category under its seats, the level under the
        // venue) is never larger than it: short words would otherwise outgrow what they qualify.
        for i in fitted.indices.dropFirst() where !fitted[i].bold && fitted[i - 1].bold {
            fitted[i].size = min(fitted[i].size, fitted[i - 1].size)
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
