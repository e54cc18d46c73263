import SeatChartGeometry

/// How a ticket's sheet is cut into panels, after the photo-grid app's layouts: one large
/// picture over two small ones, a 2 × 2 grid, or a strip of three bands.
public enum TicketLayout: String, Sendable, CaseIterable {
    /// The overview across the top, the tribune and the text side by side below.
    case hero
    /// The overview, the tribune, the seat close up and the text, two by two.
    case grid
    /// The overview, the tribune and the text, one band each.
    case strip

    /// What a panel shows.
    public enum Panel: Hashable, Sendable {
        /// The whole stadium, the seat's tribune highlighted and a marker on the seat.
        case overview
        /// The seat's tribune with its seats, the seat marked.
        case tribune
        /// The seat and its neighbours, close up.
        case closeUp
        /// Stadium, tribune, row, seat, category and price.
        case text
    }

    /// The panels and their rectangles on a sheet of `size` pixels, `gap` pixels apart and
    /// from the edges.
    public func panels(on size: Size, gap: Double) -> [(panel: Panel, frame: Rect)] {
        let inner = Rect(x: gap, y: gap, width: max(1, size.width - 2 * gap), height: max(1, size.height - 2 * gap))
        let halfWidth = (inner.width - gap) / 2
        switch self {
        case .hero:
            let top = (inner.height - gap) * 0.6
            let bottom = inner.height - gap - top
            return [
                (.overview, Rect(x: inner.minX, y: inner.minY, width: inner.width, height: top)),
                (.tribune, Rect(x: inner.minX, y: inner.minY + top + gap, width: halfWidth, height: bottom)),
                (.text, Rect(x: inner.minX + halfWidth + gap, y: inner.minY + top + gap, width: halfWidth, height: bottom)),
            ]
        case .grid:
            let halfHeight = (inner.height - gap) / 2
            let cell = { (column: Double, row: Double) in
                Rect(x: inner.minX + column * (halfWidth + gap), y: inner.minY + row * (halfHeight + gap),
                     width: halfWidth, height: halfHeight)
            }
            return [(.overview, cell(0, 0)), (.tribune, cell(1, 0)), (.closeUp, cell(0, 1)), (.text, cell(1, 1))]
        case .strip:
            let band = (inner.height - 2 * gap) / 3
            return [Panel.overview, .tribune, .text].enumerated().map { index, panel in
                (panel, Rect(x: inner.minX, y: inner.minY + Double(index) * (band + gap), width: inner.width, height: band))
            }
        }
    }
}
