import SeatChart
import SeatChartConcurrency
import SeatChartGeometry

/// The seats of a drawing: per tribune a group in that tribune's frame (``TribuneFrame``),
/// inside it each seat's glyph placed at its centre, turned by its own rotation, with the
/// classes of its state, category, selection and access. The SVG writer writes them as
/// elements (``write(to:)``); a painter visits the same placements (``visit(tribune:seat:)``).
public struct SeatLayer: Sendable {
    let elements: SeatElementWriter
    /// The tribunes whose seats are drawn (indices into ``Chart/tribunes``), in order.
    public let tribunes: [Int]
    let parallelism: Int
    let writerOptions: SVGWriterOptions

    init(elements: SeatElementWriter, tribunes: [Int], parallelism: Int, writerOptions: SVGWriterOptions) {
        self.elements = elements
        self.tribunes = tribunes
        self.parallelism = parallelism
        self.writerOptions = writerOptions
    }

    /// Each class combination's text (``SeatMark/classIndex`` indexes it): `seat STATE cat-… …`.
    public var classTexts: [String] { elements.classes.texts }

    /// One seat as drawn: its glyph about the origin, its turn and its centre in the tribune's
    /// frame (the glyph is turned by ``degrees`` about the frame's origin, after being moved
    /// to ``center``), and its classes.
    public struct SeatMark {
        /// The seat's shape about its centre (a cell of its size), as written.
        public let shape: Path
        /// Its turn about the frame's origin, degrees, or nil.
        public let degrees: Double?
        /// Its centre in the frame, before the turn.
        public let center: Point
        /// Its class combination, an index into ``classTexts``.
        public let classIndex: Int
    }

    /// Visits every drawn seat, tribune by tribune: `tribune` with the frame's transform
    /// (SVG order, rounded as written), then `seat` for each of its seats.
    public func visit(tribune: ([SVGTransform]) -> Void, seat: (SeatMark) -> Void) {
        elements.visit(tribunes[...], tribune: { frame in tribune(frame.steps) }, seat: { glyph, placement, entry in
            seat(SeatMark(shape: glyph.shape, degrees: placement.degrees, center: placement.center, classIndex: entry))
        })
    }

    /// Writes the seat groups into `writer`. With a parallelism above one the tribune groups
    /// are cut into runs of about equal seat counts: the first run is written here, the
    /// others at the same time by fragment writers on other threads, then appended in order.
    /// The bytes are the same for any parallelism.
    func write(to writer: SVGWriter) {
        let groups = tribunes
        let chart = elements.chart
        let runs = ChartSVGRenderer.runs(of: groups, seatCounts: groups.map { chart.tribunes[$0].seats.count }, count: parallelism)
        if runs.count <= 1 {
            elements.write(groups[...], to: writer)
            return
        }
        // About 150 bytes per inline seat; a little more keeps the buffer from growing.
        let fragments = runs.dropFirst().map { run in
            try? SVGWriter(fragmentWith: writerOptions, capacity: 160 * run.reduce(0) { $0 + chart.tribunes[$1].seats.count })
        }
        let targets = ([writer] + fragments).map(RunTarget.init)
        ConcurrentWork.forEach(runs.count, workers: runs.count) { k in
            if let target = targets[k].writer { elements.write(runs[k], to: target) }
        }
        for (k, fragment) in fragments.enumerated() {
            if let fragment { writer.append(fragment) } else { elements.write(runs[k + 1], to: writer) }
        }
    }
}

/// The writer of one run, handed to the thread that writes that run. Each is used by exactly
/// one item of `ConcurrentWork.forEach`, which returns only when all are done, so no writer
/// is ever used by two threads at once.
private struct RunTarget: @unchecked Sendable {
    let writer: SVGWriter?
}
