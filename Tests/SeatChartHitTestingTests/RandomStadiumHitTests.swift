import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

/// The index against a scan on stadiums drawn at random: rings of every depth and split,
/// with and without corner arcs, arc sections and turned rectangular sections, every seat
/// shape and spacing. Each stadium comes from a seed that a failure names, so it can be
/// rebuilt with ``RandomStadiums/spec(seed:)``.
@Suite("Hit index on random stadiums")
struct RandomStadiumHitTests {
    @Test("random, boundary and outline points get a scan's answers", arguments: 0..<16)
    func indexAnswersAsTheScan(seed: Int) {
        let spec = RandomStadiums.spec(seed: UInt64(seed))
        let chart = StadiumLayout.build(spec)
        let index = HitIndex(chart: chart)
        let points = ReferenceHits.randomPoints(count: 3000, in: chart, seed: UInt64(1000 + seed))
            + BoundaryHitTests.cellBoundaryPoints(chart, stride: max(1, chart.seats.count / 200))
            + BoundaryHitTests.outlinePoints(chart)
        let (expected, mismatches) = ReferenceHits.compare(index, points, label: "random stadium, seed \(seed)")
        #expect(mismatches == 0, "seed \(seed): \(chart.tribunes.count) tribunes, \(chart.seats.count) seats")
        #expect(expected.contains { $0.tribune != nil } || chart.tribunes.isEmpty)
    }

    @Test func theDrawnStadiumsCoverEveryKindOfTribune() {
        let charts = (0..<16).map { StadiumLayout.build(RandomStadiums.spec(seed: UInt64($0))) }
        let outlines = charts.flatMap { $0.tribunes.map(\.outline) }
        #expect(outlines.contains { if case .annularSector = $0 { true } else { false } })
        #expect(outlines.contains { if case .rectangle(let r) = $0 { r.rotation.radians != 0 } else { false } })
        #expect(charts.contains { $0.seatShape == .circle } && charts.contains { $0.seatShape == .classic })
        #expect(charts.map(\.seats.count).reduce(0, +) > 10_000)
    }
}

/// Stadium specs drawn from a seed, laid out so that no two tribunes overlap: the bowl
/// around the field, arc sections each in an annulus of its own outside it, rectangular
/// sections in a line beyond those.
enum RandomStadiums {
    static func spec(seed: UInt64) -> StadiumSpec {
        var rng = SplitMix64(seed: seed)
        func pick(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        let width = pick(20.0...120), height = pick(10.0...width)
        let shapes: [Field.Shape] = [.rect, .ellipse, .rounded(cornerRadius: min(width, height) / 4)]
        let size = pick(0.3...1.2), spacing = pick(0.0...0.4)
        let seatShapes: [SeatShapeKind] = [.classic, .square, .circle]
        var rings: [RingSpec] = []
        var reach = max(width, height) / 2 * 1.5
        for _ in 0..<pick(0...3) {
            let ring = RingSpec(rows: pick(1...12), offset: pick(0.0...5), tribunesLong: pick(0...6), tribunesShort: pick(0...5),
                                aisle: pick(0.0...2), cornerArcs: pick(0...1) == 1)
            reach += ring.offset + Double(ring.rows) * (size + spacing)
            rings.append(ring)
        }
        var sections: [SectionSpec] = []
        var radius = reach + 5
        for k in 0..<pick(0...3) {
            let rows = pick(1...5), start = pick(0.0...359)
            sections.append(SectionSpec(id: "A\(k)", kind: .arc(
                center: .zero, innerRadius: radius, rows: rows, startAngle: .degrees(start), endAngle: .degrees(start + pick(5.0...350)))))
            radius += Double(rows) * (size + spacing) + pick(1.0...4)
        }
        var x = radius + 40
        for k in 0..<pick(0...4) {
            let rotation: Angle? = pick(0...2) == 0 ? nil : .degrees(pick(0.0...360))
            sections.append(SectionSpec(id: "R\(k)", kind: .rect(
                center: Point(x, pick(-20.0...20)), rows: pick(1...6), seatsPerRow: pick(1...20), rotation: rotation)))
            x += 60
        }
        return StadiumSpec(
            name: "Random \(seed)", field: Field(size: Size(width, height), shape: shapes[pick(0...2)]),
            seatSize: size, seatSpacing: spacing, seatShape: seatShapes[pick(0...2)],
            categories: [Category(id: "C", name: "Seats", color: "#3b6fb6", price: 10)],
            rings: rings, sections: sections, focalPoint: Point(pick(-5.0...5), pick(-5.0...5))
        )
    }
}
