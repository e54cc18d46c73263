import SeatChart
import SeatChartGeometry

/// The coordinate frame a tribune's seats are written in: the `transform` of the tribune's
/// seat group, chosen so that the seats' own numbers stay short.
///
/// - A rectangular tribune whose seats all share one rotation gets `translate(centre)
///   rotate(rotation)`: inside, every seat faces +y and needs only `M x y`.
/// - An arc tribune gets `translate(centre of the arc)`: inside, a seat is written as
///   `rotate(deg)` about that centre and a position `(0, -radius)` shared by its whole row.
/// - Anything else (polygons, imported zones) is written in chart coordinates, each seat
///   with its own rotation.
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
        case .polygon:
            steps = []
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
        /// The seat's own `rotate(deg)` about the frame's origin, or `nil` when it needs none.
        var rotation: String?
        /// The seat centre in the coordinates its element is drawn in.
        var center: Point
    }

    /// The placement of `seat`: its rotation relative to the frame, written about the frame's
    /// origin, and its centre turned back by that rotation.
    func placement(of seat: Seat) -> Placement {
        let local = seat.center.applying(chartToFrame)
        var degrees = (seat.rotation - baseRotation).normalizedDegrees
        if degrees > 180 { degrees -= 360 }
        degrees = SVGFormat.round(degrees, precision: precision)
        if degrees == 0 || degrees == 360 || degrees == -360 {
            return Placement(rotation: nil, center: local)
        }
        let back = AffineTransform(rotationAngle: .degrees(-degrees))
        return Placement(rotation: "rotate(\(SVGFormat.number(degrees, precision: precision)))", center: local.applying(back))
    }

    /// The rotation every seat in `seats` shares (within 1e-9 rad), or `nil`.
    private static func sharedRotation(chart: Chart, seats: Range<Int>) -> Angle? {
        guard let first = seats.first else { return nil }
        let r = chart.seats[first].rotation
        for i in seats where abs((chart.seats[i].rotation - r).radians) > 1e-9 { return nil }
        return r
    }
}
