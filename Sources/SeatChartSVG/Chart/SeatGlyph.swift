import SeatChart
import SeatChartGeometry

/// A seat's drawn shape as path data that can be placed anywhere by its first move alone.
///
/// The shape (``SeatShapeKind/localPath(size:)``: a cell of side `size` centred on the
/// origin, facing +y) is written once; every seat then costs `M x y` plus the same relative
/// ``tail``. Because the tail is relative and measured between rounded points, every seat
/// of a chart shows exactly the same shape.
struct SeatGlyph: Hashable, Sendable {
    /// Where the path starts, relative to the seat's centre, rounded as written.
    let start: Vector
    /// The path data after the first `M x y`, all relative; starts with a command letter.
    let tail: String
    /// The whole shape about the origin, for a `<use>` target.
    let pathData: String
    /// The shape about the origin as drawn (the stretched polygons of sharp corners), for a painter.
    let shape: Path

    /// The glyph of a seat of `kind` and cell `size`, at `precision` decimals.
    ///
    /// - Parameters:
    ///   - kind: the seat shape.
    ///   - size: the cell side, chart units.
    ///   - precision: decimals written.
    ///   - sharpCorners: whether to write the shape with its rounded corners made sharp
    ///     (``SharpCorners``), for seats too small on screen for the rounding to show.
    init(kind: SeatShapeKind, size: Double, precision: Int, sharpCorners: Bool = false) {
        self.init(path: kind.localPath(size: size), size: size, precision: precision, sharpCorners: sharpCorners,
                  boxIsCell: kind == .classic)
    }

    /// The glyph of a wheelchair place of cell `size`: the symbol of access
    /// (``WheelchairSymbol``), whose bounding box is stretched to the cell; too small on
    /// screen for the symbol to show (`sharpCorners`), the whole cell, a square.
    static func wheelchair(size: Double, precision: Int, sharpCorners: Bool) -> SeatGlyph {
        if sharpCorners { return SeatGlyph(kind: .square, size: size, precision: precision) }
        let cell = Rect.fromCenter(.zero, size: Size(size, size))
        return SeatGlyph(path: WheelchairSymbol().path(in: cell), size: size, precision: precision, sharpCorners: false, boxIsCell: true)
    }

    /// The glyph of the seat shape `path` (a cell of side `size` centred on the origin);
    /// with `boxIsCell`, two empty subpaths at the cell's corners make its bounding box the cell.
    private init(path outline: Path, size: Double, precision: Int, sharpCorners: Bool, boxIsCell: Bool) {
        var path = outline
        let round = { (p: Point) in Vector(SVGFormat.round(p.x, precision: precision), SVGFormat.round(p.y, precision: precision)) }
        // Too small on screen for its margins to show, a seat is stretched to fill its cell's
        // bounding box, which the style's `pointer-events: bounding-box` then makes the
        // seat's click region: the whole cell, as `hit` has it, at no byte's cost.
        if sharpCorners, case let polygons = Self.stretchedToCell(SharpCorners.polygons(of: path), size: size),
           let first = polygons.first?.first {
            // A shape this small on screen needs no more than centimetres: the tail is
            // written at up to 2 decimals (never more than `precision`).
            let tailPrecision = min(precision, 2)
            start = round(first)
            tail = PolygonPathData.tail(of: polygons, precision: tailPrecision)
            self.shape = Path { p in for polygon in polygons { p.addPolygon(polygon) } }
            pathData = "M" + SVGFormat.compactNumber(start.dx, precision: precision) + " "
                + SVGFormat.compactNumber(start.dy, precision: precision) + tail
            return
        }
        if boxIsCell {
            // The drawn seat keeps its margins; two empty subpaths at the cell's top and bottom
            // edges stretch its bounding box, the click region, to the whole cell.
            path.move(to: Point(-size / 2, -size / 2))
            path.closeSubpath()
            path.move(to: Point(size / 2, size / 2))
            path.closeSubpath()
        }
        pathData = SVGFormat.pathData(path, precision: precision)
        self.shape = path
        // Written far from the origin, every step after the first move is shorter as a relative
        // step, so the geometry module's writer picks relative commands throughout.
        let far = 100_000.0
        let shifted = path.applying(AffineTransform(translationX: far, y: far))
        let data = SVGFormat.pathData(shifted, precision: precision)
        var first = Point.zero
        if case .move(let p)? = path.elements.first { first = p }
        start = round(first)
        let letters = data.utf8.indices.dropFirst().first { i in
            let b = data.utf8[i]
            return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
        }
        tail = letters.map { String(data[$0...]) } ?? ""
    }

    /// `polygons` (a seat in a cell of side `size` centred on the origin) scaled about the
    /// origin so that their bounding box is the cell's.
    static func stretchedToCell(_ polygons: [[Point]], size: Double) -> [[Point]] {
        let points = polygons.joined()
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max(), maxX > minX, maxY > minY
        else { return polygons }
        let sx = size / (maxX - minX), sy = size / (maxY - minY)
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        return polygons.map { $0.map { Point(($0.x - cx) * sx, ($0.y - cy) * sy) } }
    }

    /// Appends the path data of a seat whose centre is at `center` to `value`, as bytes: the
    /// same text as ``pathData(at:precision:)``. `tail` holds ``tail``'s bytes (kept by the caller).
    @inline(__always)
    func appendPathData(at center: Point, precision: Int, tail: borrowing SVGValueBytes, to value: inout SVGValueBytes) {
        value.appendASCII(0x4D)  // M
        SVGNumberBytes.appendPair(center.x + start.dx, center.y + start.dy, precision: precision, to: &value)
        value.appendASCII(tail.bytes)
    }

    /// The path data of a seat whose centre is at `center` (in the coordinates the element is drawn in).
    @inline(__always)
    func pathData(at center: Point, precision: Int) -> String {
        var text = "M"
        text.reserveCapacity(tail.utf8.count + 20)
        SVGFormat.appendPair(center.x + start.dx, center.y + start.dy, to: &text, precision: precision)
        text += tail
        return text
    }
}
