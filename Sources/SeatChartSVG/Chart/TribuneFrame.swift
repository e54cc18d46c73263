import SeatChart
import SeatChartGeometry

/// The coordinate frame a tribune's seats are written in: the `transform` of the tribune's
/// seat group, chosen so that the seats' own numbers stay short.
///
/// - A rectangular tribune whose seats all share one rotation gets `translate(centre)
///   rotate(rotation)`: inside, every seat faces +y and needs only `M x y`.
/// - An arc tribune gets `translate(centre of the arc)`: inside, a seat is written as
///   `rotate(deg)` about that centre and a position `(0, -radius)` shared by its whole row.
/// - Seats placed one by one along curves (rows sections, oval bowls) and a round table's
///   chairs get `translate(label position)`: short numbers, each seat with its own rotation.
/// - Anything else (imported zones) is written in chart coordinates, each seat with its own
///   rotation.
///
/// Seats are placed through the frame *as written* (rounded), so a seat lands where the
/// chart puts it, within the written precision.
struct TribuneFrame {
    /// The group's transform list, SVG order.
    let steps: [SVGTransform]
    /// Chart coordinates to frame coordinates, as the written steps compute it.
    let chartToFrame: AffineTransform
    /// The rotation subtracted from each seat's own.
    let baseRotation: Angle
    let precision: Int

    /// The frame for `tribune` of `chart`.
    init(chart: Chart, tribune: Tribune, precision: Int) {
        self.precision = precision
        var steps: [SVGTransform] = []
        var base = Angle.zero
        switch tribune.outline {
        case .rectangle(let rect):
            let rotation = Self.sharedRotation(chart: chart, seats: tribune.seats) ?? rect.rotation
            steps = [.translate(rect.center.vector), .rotate(rotation)]
        case .annularSector(let sector):
            steps = [.translate(sector.center.vector)]
        case .polygon(let points):
            let curved = tribune.rows.first.map { chart.rows.indices.contains($0) && chart.rows[$0].line == .curve } ?? false
            steps = curved ? [.translate((Rect.bounding(points)?.center ?? .zero).vector)] : []
        case .ellipse(let e):
            steps = [.translate(e.center.vector)]
        case .seatCells(let bounds):
            steps = [.translate(bounds.center.vector)]
        }
        steps = steps.map { $0.rounded(precision: precision) }
        for case .rotate(let a) in steps { base = a }
        self.steps = steps
        self.baseRotation = base
        self.chartToFrame = SVGTransform.compose(steps, precision: precision).inverted() ?? .identity
    }

    /// The `transform` attribute of the seat group, or `nil` for none.
    var transformText: String? { SVGTransform.text(steps, precision: precision) }

    /// Where and how a seat is written inside the frame.
    struct Placement {
        /// The seat's own rotation about the frame's origin in degrees, rounded as written,
        /// or `nil` when it needs none.
        var degrees: Double?
        /// The seat centre in the coordinates its element is drawn in.
        var center: Point
        let precision: Int

        /// The seat's own `rotate(deg)`, or `nil`.
        var rotation: String? { degrees.map { "rotate(\(SVGFormat.number($0, precision: precision)))" } }

        /// Appends `rotate(deg)` to `value`; returns `false` (appending nothing) when the seat needs none.
        @inline(__always)
        func appendRotation(to value: inout SVGValueBytes) -> Bool {
            guard let degrees else { return false }
            value.appendASCII("rotate(")
            SVGNumberBytes.append(degrees, precision: precision, to: &value)
            value.appendASCII(0x29)
            return true
        }
    }

    /// The placement of `seat`: its rotation relative to the frame, written about the frame's
    /// origin, and its centre turned back by that rotation.
    func placement(of seat: Seat) -> Placement {
        placement(center: seat.center, rotation: seat.rotation)
    }

    /// The placement of a seat centred at `center` facing `rotation`, as ``placement(of:)``.
    @inline(__always)
    func placement(center: Point, rotation: Angle) -> Placement {
        let local = center.applying(chartToFrame)
        var degrees = (rotation - baseRotation).normalizedDegrees
        if degrees > 180 { degrees -= 360 }
        degrees = SVGFormat.round(degrees, precision: precision)
        if degrees == 0 || degrees == 360 || degrees == -360 {
            return Placement(degrees: nil, center: local, precision: precision)
        }
        let back = AffineTransform(rotationAngle: .degrees(-degrees))
        return Placement(degrees: degrees, center: local.applying(back), precision: precision)
    }

    /// The rotation every seat in `seats` shares (within 1e-9 rad), or `nil`.
    private static func sharedRotation(chart: Chart, seats: Range<Int>) -> Angle? {
        guard let first = seats.first else { return nil }
        let r = chart.seats[first].rotation
        for i in seats where abs((chart.seats[i].rotation - r).radians) > 1e-9 { return nil }
        return r
    }
}
