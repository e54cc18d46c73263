import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

/// The index against a scan (``ReferenceHits``) on venues drawn at random: oval bowls around
/// elliptic and rounded fields, rows sections of curved and bent rows with aisles, round and
/// rectangular tables turned any way, standing areas (turned rectangles, ellipses, polygons),
/// spread over two levels. Each comes from a seed that a failure names.
@Suite("Hit index on random venues")
struct RandomVenueHitTests {
    @Test("random, boundary and outline points get a scan's answers on every level", arguments: 0..<12)
    func indexAnswersAsTheScan(seed: Int) throws {
        let spec = RandomVenues.spec(seed: UInt64(seed))
        let chart = try StadiumFile.chart(from: spec, file: "random venue \(seed)")
        let points = ReferenceHits.randomPoints(count: 3000, in: chart, seed: UInt64(2000 + seed))
            + BoundaryHitTests.cellBoundaryPoints(chart, stride: max(1, chart.seats.count / 60))
            + BoundaryHitTests.outlinePoints(chart)
        var found: [Hit] = []
        for level in chart.levels.indices {
            let index = HitIndex(chart: chart, level: level)
            let (expected, mismatches) = ReferenceHits.compare(index, points, label: "random venue \(seed), level \(level)")
            #expect(mismatches == 0, "seed \(seed), level \(level): \(chart.tribunes.count) tribunes, \(chart.seats.count) seats")
            // The scan without an index gives the same answers too.
            for (k, p) in points.enumerated() where k % 37 == 0 {
                #expect(chart.hitByScan(p, level: level) == expected[k], "seed \(seed), level \(level): \(p)")
            }
            found += expected
        }
        #expect(found.contains { $0.seat != nil } && found.contains { $0.tribune != nil } && found.contains(.nothing))
    }

    @Test func theDrawnVenuesCoverEveryNewShape() throws {
        let charts = try (0..<12).map { try StadiumFile.chart(from: RandomVenues.spec(seed: UInt64($0)), file: "venue \($0)") }
        let tribunes = charts.flatMap(\.tribunes)
        #expect(tribunes.contains { if case .ellipse = $0.outline, $0.kind.standingArea != nil { true } else { false } })
        #expect(tribunes.contains { if case .polygon = $0.outline, $0.kind.standingArea != nil { true } else { false } })
        #expect(tribunes.contains { if case .rectangle(let r) = $0.outline { $0.kind.standingArea != nil && r.rotation != .zero } else { false } })
        #expect(tribunes.contains { if case .ellipse = $0.outline { $0.kind.table != nil } else { false } })
        #expect(tribunes.contains { if case .rectangle = $0.outline { $0.kind.table != nil } else { false } })
        #expect(tribunes.contains { $0.kind == .rows })
        #expect(tribunes.contains { if case .polygon = $0.outline, $0.kind == .block { true } else { false } })
        #expect(charts.contains { $0.levels.count > 1 && $0.tribunes.contains { $0.level == 1 } })
        // Points of one level hit nothing of the other: two objects share a spot on different levels.
        #expect(charts.contains { chart in
            chart.tribunes.contains { a in a.level == 1 && chart.tribunes.contains { $0.level == 0 && $0.outline.boundingBox.intersects(a.outline.boundingBox) } }
        })
    }
}

/// Venue specs drawn from a seed, laid out so that no two objects of one level overlap: an
/// optional oval bowl about the origin, then objects in a grid of cells 20 units apart
/// beyond it, the second level's objects in the same cells as the first's.
enum RandomVenues {
    static func spec(seed: UInt64) -> StadiumSpec {
        var rng = SplitMix64(seed: seed)
        func pick(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        let width = pick(20.0...60), height = pick(12.0...width)
        let oval = seed % 3 != 2
        let field = Field(size: Size(width, height), shape: seed % 2 == 0 ? .ellipse : .rounded(cornerRadius: min(width, height) * pick(0.1...0.5)))
        let size = pick(0.4...0.8), spacing = pick(0.05...0.3)
        var rings: [RingSpec] = []
        var reach = max(width, height) / 2 + 2
        if oval {
            for _ in 0..<pick(1...2) {
                let ring = RingSpec.oval(rows: pick(1...6), offset: pick(1.0...4), count: pick(4...14), aisle: pick(0.0...2))
                reach += ring.offset + Double(ring.rows) * (size + spacing)
                rings.append(ring)
            }
        }
        var sections: [SectionSpec] = []
        let levels = [Level(id: "ground", name: "Ground"), Level(id: "upper", name: "Upper")]
        for k in 0..<8 {
            let center = Point(reach + 15 + Double(k % 4) * 20, Double(k / 4) * 20 - 10)
            let level = pick(0...3) == 0 ? "upper" : "ground"
            sections.append(object(k, at: center, level: level, size: size, spacing: spacing, rng: &rng))
            // Now and then a second object in the same cell, on the other level.
            if pick(0...2) == 0 {
                sections.append(object(100 + k, at: center, level: level == "upper" ? "ground" : "upper", size: size, spacing: spacing, rng: &rng))
            }
        }
        return StadiumSpec(
            name: "Random venue \(seed)", field: field, seatSize: size, seatSpacing: spacing, seatShape: seed % 4 == 1 ? .classic : .square,
            categories: [Category(id: "C", name: "Seats", color: "#3b6fb6", price: 10)], rings: rings, sections: sections,
            focalPoint: Point(pick(-3.0...3), pick(-3.0...3)), levels: levels, bowlFollow: oval ? .field : .box
        )
    }

    /// One object of about 12 units across centred on `center`: a rows section, a table or
    /// a standing area.
    static func object(_ k: Int, at center: Point, level: String, size: Double, spacing: Double, rng: inout SplitMix64) -> SectionSpec {
        func pick(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        func pick(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        let turn = Angle.degrees(pick(0.0...360))
        switch pick(0...5) {
        case 0, 1:
            // Curved rows one above the other, and a bent one, with an aisle.
            let pitch = size + spacing
            var rows: [RowSpec] = (0..<pick(1...4)).map { r in
                let y = center.y + Double(r) * pitch * 1.6
                return RowSpec(path: .segment(from: Point(center.x - 5, y), to: Point(center.x + 5, y), curve: pick(-0.8...0.8)),
                               aisles: [pick(2...5)])
            }
            let y = center.y - 2.5
            rows.append(RowSpec(path: .polyline([Point(center.x - 5, y), Point(center.x, y - pick(0.0...1.5)), Point(center.x + 5, y)])))
            return SectionSpec(id: "R\(k)", kind: .rows(RowsSectionSpec(rows: rows, aisle: pick(0.3...1.5),
                seatNumbers: SeatNumberRule(order: [.leftToRight, .rightToLeft, .oddEven][pick(0...2)]))), level: level)
        case 2:
            let table = TableSpec(shape: .round(radius: pick(0.8...2.5)), center: center, rotation: turn, chairs: pick(3...8), openSpaces: pick(0...2))
            return SectionSpec(id: "T\(k)", kind: .table(table), level: level)
        case 3:
            let table = TableSpec(shape: .rect(width: pick(2.0...6), height: pick(1.0...2.5)), center: center, rotation: turn,
                                  chairs: pick(2...6), endChairs: pick(0...2))
            return SectionSpec(id: "T\(k)", kind: .table(table), level: level)
        default:
            let shape: StandingSpec.Shape
            switch pick(0...2) {
            case 0: shape = .rect(OrientedRect(center: center, size: Size(pick(3.0...10), pick(2.0...8)), rotation: turn))
            case 1: shape = .ellipse(OrientedEllipse(center: center, size: Size(pick(3.0...10), pick(2.0...8)), rotation: turn))
            default:
                let n = pick(3...7)
                shape = .polygon((0..<n).map { j in
                    let a = 2 * Double.pi * Double(j) / Double(n)
                    let r = pick(2.0...5)
                    return Point(center.x + r * Foundation.cos(a), center.y + r * Foundation.sin(a))
                })
            }
            return SectionSpec(id: "A\(k)", kind: .standing(StandingSpec(shape: shape, capacity: pick(1...500))), level: level)
        }
    }
}
