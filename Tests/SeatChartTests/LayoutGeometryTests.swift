@testable import SeatChart
import SeatChartGeometry
import Testing

/// Spatial checks over every seat: cells inside their tribune, no two cells overlapping.
@Suite struct LayoutGeometryTests {
    static let charts = [LayoutFixtures.specExample, LayoutFixtures.tallBowl].map(StadiumLayout.build)

    @Test(arguments: charts.indices)
    func cellsLieInsideTheirTribune(_ c: Int) {
        let chart = Self.charts[c]
        for i in chart.seats.indices {
            let outline = chart.tribunes[chart.seats[i].tribune].outline
            for corner in chart.cell(of: i).square.corners {
                let inside: Bool
                switch outline {
                case .rectangle(let r): inside = r.contains(corner, tolerance: 1e-9)
                case .annularSector(let s): inside = s.contains(corner, tolerance: 1e-9)
                case .polygon, .ellipse, .seatCells: inside = false
                }
                #expect(inside, "seat \(chart.seatID(i)) pokes out of its tribune")
            }
        }
    }

    @Test(arguments: charts.indices)
    func noTwoCellsOverlap(_ c: Int) {
        #expect(CellOverlapCheck.overlappingPairs(in: Self.charts[c]).isEmpty)
    }

    @Test func tribunesDoNotOverlap() {
        for chart in Self.charts { #expect(StadiumLayout.overlaps(in: chart).isEmpty) }
    }

    @Test func overlappingSectionsAreFound() {
        var spec = LayoutFixtures.specExample
        spec.sections.append(SectionSpec(id: "X", kind: .rect(center: Point(0, -56), rows: 2, seatsPerRow: 4, rotation: nil)))
        let chart = StadiumLayout.build(spec)
        let pairs = StadiumLayout.overlaps(in: chart).map { [chart.tribunes[$0.0].id, chart.tribunes[$0.1].id] }
        #expect(pairs == [["VIP", "X"]])
    }

    @Test func theSweepFindsWhatComparingEveryPairFinds() {
        // Sections scattered over a small square, so that many overlap and many do not.
        var spec = LayoutFixtures.specExample
        spec.rings = []
        var state: UInt64 = 7
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        spec.sections = (0..<60).map { k in
            k % 3 == 0
                ? SectionSpec(id: "A\(k)", kind: .arc(center: Point(next() * 80, next() * 80), innerRadius: 5 + next() * 10, rows: 2,
                                                       startAngle: .degrees(next() * 300), endAngle: .degrees(330)))
                : SectionSpec(id: "R\(k)", kind: .rect(center: Point(next() * 80, next() * 80), rows: 2, seatsPerRow: 6,
                                                        rotation: .degrees(next() * 360)))
        }
        let chart = StadiumLayout.build(spec)
        let polygons = chart.tribunes.map { OutlinePolygon($0.outline) }
        var everyPair: [[Int]] = []
        for i in polygons.indices {
            for j in polygons.indices where j > i && polygons[i].overlaps(polygons[j]) { everyPair.append([i, j]) }
        }
        #expect(everyPair.count > 10)
        // The pruned comparison (common box, sectors compared by their radii and angles)
        // answers as comparing every edge and vertex does.
        for i in polygons.indices {
            for j in polygons.indices where j > i {
                #expect(polygons[i].overlaps(polygons[j]) == polygons[i].overlaps(polygons[j], pruned: false)
                        || polygons[i].sector?.center == polygons[j].sector?.center, "\(i) \(j)")
            }
        }
        #expect(StadiumLayout.overlaps(in: chart).map { [$0.0, $0.1] } == everyPair)
        let limited = StadiumLayout.overlaps(among: chart.tribunes.map(\.outline), limit: 5)
        #expect(limited.pairs.count == 5 && !limited.complete)
        #expect(StadiumLayout.overlaps(among: chart.tribunes.map(\.outline), limit: everyPair.count).complete)
    }

    @Test func sectorsAboutOneCentreAreComparedExactly() {
        func sector(_ r0: Double, _ r1: Double, _ a0: Double, _ a1: Double) -> AnnularSector {
            AnnularSector(center: Point(3, -2), innerRadius: r0, outerRadius: r1, startAngle: .degrees(a0), endAngle: .degrees(a1))
        }
        let overlap = OutlinePolygon.sectorsOverlap
        #expect(!overlap(sector(40, 41, 0, 90), sector(40, 41, 100, 200)))
        #expect(!overlap(sector(40, 41, 0, 90), sector(40, 41, 90, 180)))  // touching edges
        #expect(overlap(sector(40, 41, 0, 90), sector(40, 41, 80, 180)))
        #expect(overlap(sector(40, 41, 350, 370), sector(40, 41, 5, 20)))  // across 0°
        #expect(overlap(sector(40, 41, 5, 20), sector(40, 41, -20, 10)))
        #expect(!overlap(sector(40, 41, 0, 90), sector(41, 42, 0, 90)))  // touching rings
        #expect(overlap(sector(40, 41.5, 0, 90), sector(41, 42, 45, 50)))
        #expect(overlap(sector(40, 41, 0, 360), sector(40.5, 41.5, 200, 201)))
        #expect(!overlap(sector(40, 41, 0, 360), sector(45, 46, 0, 360)))
        // Rings about different centres: one in the other's hole, or apart, or crossing.
        let inner = AnnularSector(center: Point(0, 0), innerRadius: 40, outerRadius: 41, startAngle: .zero, endAngle: .degrees(350))
        #expect(OutlinePolygon.ringsApart(inner, AnnularSector(center: Point(0.2, 0), innerRadius: 42, outerRadius: 43, startAngle: .zero, endAngle: .degrees(350))))
        #expect(OutlinePolygon.ringsApart(inner, AnnularSector(center: Point(100, 0), innerRadius: 5, outerRadius: 50, startAngle: .zero, endAngle: .degrees(90))))
        #expect(!OutlinePolygon.ringsApart(inner, AnnularSector(center: Point(1.5, 0), innerRadius: 42, outerRadius: 43, startAngle: .zero, endAngle: .degrees(350))))
        for other in [AnnularSector(center: Point(0.2, 0), innerRadius: 42, outerRadius: 43, startAngle: .zero, endAngle: .degrees(350)),
                      AnnularSector(center: Point(1.5, 0), innerRadius: 42, outerRadius: 43, startAngle: .zero, endAngle: .degrees(350))] {
            let pa = OutlinePolygon(.polygon(OutlinePolygon(.annularSector(inner)).points))
            let pb = OutlinePolygon(.polygon(OutlinePolygon(.annularSector(other)).points))
            #expect(pa.overlaps(pb) == OutlinePolygon(.annularSector(inner)).overlaps(OutlinePolygon(.annularSector(other))))
        }
        // The polygons agree where their edges cross (they cannot see an overlap along a
        // shared ring, whose chords coincide: the reason sectors are compared exactly).
        for (a, b) in [(sector(40, 42, 0, 90), sector(41, 43, 45, 135)), (sector(40, 41, 0, 90), sector(40, 41, 100, 200)),
                       (sector(40, 42, 350, 370), sector(41, 43, 5, 20)), (sector(40, 42, 0, 30), sector(45, 46, 0, 30))] {
            let pa = OutlinePolygon(.polygon(OutlinePolygon(.annularSector(a)).points))
            let pb = OutlinePolygon(.polygon(OutlinePolygon(.annularSector(b)).points))
            #expect(pa.overlaps(pb) == overlap(a, b))
        }
    }

    @Test func classicSeatStaysInsideItsCell() {
        for size in [0.5, 1, 7.25] {
            let box = SeatShapeKind.classic.localPath(size: size).controlPointBounds
            #expect(box.minX >= -size / 2 - 1e-9 && box.maxX <= size / 2 + 1e-9)
            #expect(box.minY >= -size / 2 - 1e-9 && box.maxY <= size / 2 + 1e-9)
            // The back is in the top half (it faces +y).
            #expect(box.minY < 0)
        }
    }

    @Test func sectionFacesFocalPointWithoutRotation() {
        var spec = LayoutFixtures.specExample
        spec.sections = [SectionSpec(id: "E", kind: .rect(center: Point(90, 0), rows: 3, seatsPerRow: 5, rotation: nil))]
        let chart = StadiumLayout.build(spec)
        let t = chart.tribunes.last!
        for s in t.seats { #expect(chart.seats[s].facing.isApproximatelyEqual(to: Vector(-1, 0), tolerance: 1e-9)) }
        // Row A is the front row (nearest the focal point); seat 1 is leftmost seen from the front (the north end).
        let a1 = chart.seats[chart.seatIndex(forID: "E-A-1")!].center, c5 = chart.seats[chart.seatIndex(forID: "E-C-5")!].center
        #expect(a1.x < c5.x)
        #expect(a1.y < c5.y)
    }
}

/// Finds overlapping cells with a uniform grid: each cell is compared only with cells in
/// the grid squares its bounding box touches. Two cells overlap when their turned squares
/// interpenetrate by more than 1e-9 (separating-axis test).
enum CellOverlapCheck {
    static func overlappingPairs(in chart: Chart) -> [(Int, Int)] {
        guard let size = chart.seats.map(\.size).max(), size > 0 else { return [] }
        let cellSide = size * 1.5
        var grid: [SIMD2<Int>: [Int]] = [:]
        var pairs: [(Int, Int)] = []
        for i in chart.seats.indices {
            let box = chart.cell(of: i).boundingBox
            let x0 = Int((box.minX / cellSide).rounded(.down)), x1 = Int((box.maxX / cellSide).rounded(.down))
            let y0 = Int((box.minY / cellSide).rounded(.down)), y1 = Int((box.maxY / cellSide).rounded(.down))
            var candidates = Set<Int>()
            for x in x0...x1 { for y in y0...y1 { candidates.formUnion(grid[SIMD2(x, y), default: []]) } }
            for j in candidates where overlap(chart.cell(of: i).square, chart.cell(of: j).square) { pairs.append((j, i)) }
            for x in x0...x1 { for y in y0...y1 { grid[SIMD2(x, y), default: []].append(i) } }
        }
        return pairs
    }

    static func overlap(_ a: OrientedRect, _ b: OrientedRect) -> Bool {
        let ca = a.corners, cb = b.corners
        for axis in [a.rotation, a.rotation + .degrees(90), b.rotation, b.rotation + .degrees(90)] {
            let v = Vector(angle: axis)
            let pa = ca.map { $0.vector.dot(v) }, pb = cb.map { $0.vector.dot(v) }
            if pa.max()! <= pb.min()! + 1e-9 || pb.max()! <= pa.min()! + 1e-9 { return false }
        }
        return true
    }
}
