import SeatChartGeometry

/// The classic seat seen from above: a back (a rounded rectangle skewed 45° along x), a
/// squab (a rounded rectangle) and a rod joining them, drawn inside its cell with the
/// back at the top, so that it faces +y (down the screen).
///
/// Proportions of a cell of width w and height h: a vertical margin of 0.1h; a back
/// h/3 − 0.1h tall at 0.1h from the top; a squab h/2 − 0.1h tall from the middle; corners
/// of w/15 by h/15. The back's 45° skew shifts it sideways by its own height, so both parts
/// are that much narrower than the cell and the skewed back exactly spans the cell's width.
/// The rod is a bar w/15 wide from the back's middle to the squab's middle, so that the
/// whole seat is a filled shape.
public struct ClassicSeat: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}

    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        let w = r.width, h = r.height
        let margin = h * 0.1
        let corner = Size(w / 15, h / 15)
        let backHeight = h / 3 - margin
        let squabHeight = h / 2 - margin
        let skewShift = backHeight  // tan(45°) = 1: the top edge moves right by the back's height
        let seatWidth = w - skewShift

        var path = Path()
        // The back: skewed so its top edge leans right, then moved so it spans [0, w].
        let back = Rect(x: 0, y: margin, width: seatWidth, height: backHeight)
        let skew = AffineTransform(skewX: .degrees(-45))
            .concatenating(AffineTransform(translationX: skewShift + margin, y: 0))
        path.addRoundedRect(in: back, cornerSize: corner, transform: skew.concatenating(AffineTransform(translationX: r.minX, y: r.minY)))

        // The squab.
        let squab = Rect(x: 0, y: h / 2, width: seatWidth, height: squabHeight)
        path.addRoundedRect(in: squab.offsetBy(Vector(r.minX, r.minY)), cornerSize: corner)

        // The rod: from the middle of the back's bottom edge to the middle of the squab's top.
        let top = Point(r.minX + w / 2, r.minY + h / 3)
        let bottom = Point(r.minX + w / 2 - skewShift / 2, r.minY + h / 2)
        let half = w / 30
        path.addPolygon([
            Point(top.x - half, top.y), Point(top.x + half, top.y),
            Point(bottom.x + half, bottom.y), Point(bottom.x - half, bottom.y),
        ])
        return path
    }
}
