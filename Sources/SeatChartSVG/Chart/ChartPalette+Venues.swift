import SeatChart

extension ChartPalette {
    /// Which of the rules of venues beyond the bowl a chart needs: a chart without tables,
    /// standing areas, wheelchair places or restricted views gets none of them, so its style
    /// sheet stays what it was.
    struct VenueRules {
        var tables = false, areas = false, wheelchair = false, restricted = false

        init(_ chart: Chart) {
            for tribune in chart.tribunes {
                switch tribune.kind {
                case .table: tables = true
                case .standing: areas = true
                case .block, .rows: break
                }
            }
            // One walk over the seats for both (a picture of a large chart asks this of every
            // seat), reading the two flags in place rather than copying each seat out.
            chart.seats.withUnsafeBufferPointer { seats in
                for i in seats.indices where seats[i].isWheelchair || seats[i].hasRestrictedView {
                    wheelchair = wheelchair || seats[i].isWheelchair
                    restricted = restricted || seats[i].hasRestrictedView
                    if wheelchair && restricted { break }
                }
            }
        }
    }

    /// The rules `venue` asks for, after the categories' (so that theirs come first where both apply).
    func venueRules(_ venue: VenueRules, seatSize: Double, n: (Double) -> String) -> [String] {
        var rules: [String] = []
        if venue.areas {
            // An area shows its category's colour, lighter; a full one white.
            rules += [
                ".area-shape{fill-opacity:.45}",
                ".area-shape.full{fill:\(Self.fullArea);fill-opacity:1}",
                ".label.left{font-weight:normal}",
            ]
        }
        if venue.tables { rules.append(".table.full{fill:\(blocked)}") }
        if venue.wheelchair {
            // The wheelchair glyph is drawn inside its cell; its bounding box is the cell.
            rules.append(".seat.wheelchair{pointer-events:bounding-box}")
        }
        if venue.restricted {
            rules.append(".view-marks{fill:none;stroke:#222;stroke-opacity:.75;stroke-width:\(n(max(seatSize * 0.07, 0.001)));"
                         + "stroke-linecap:round;pointer-events:none}")
        }
        return rules
    }
}
