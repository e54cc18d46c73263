import Foundation
import SeatChart
import SeatChartGeometry
import Testing

@Suite struct StadiumLayoutTests {
    let chart = StadiumLayout.build(LayoutFixtures.specExample)

    @Test func specExampleCounts() {
        #expect(chart.seats.count == 14_800)
        #expect(chart.tribunes.count == 26)
        #expect(StadiumLayout.seatCount(LayoutFixtures.specExample) == 14_800)
    }

    @Test func tribuneIDsRunClockwiseFromNorthWest() {
        let ids = chart.tribunes.map(\.id)
        #expect(ids.prefix(6) == ["101", "102", "103", "104", "105", "106"])
        #expect(ids[24...] == ["VIP", "K1"])
        // 101 is the westmost of the north side; 107 the north-east corner arc.
        guard case .rectangle(let r101) = chart.tribunes[0].outline else { Issue.record("101 is not a rectangle"); return }
        #expect(r101.center.y < -34 && r101.center.x < 0)
        guard case .annularSector(let ne) = chart.tribunes[6].outline else { Issue.record("107 is not an arc"); return }
        #expect(ne.center == Point(52.5, -34))
        #expect(abs(ne.startAngle.degrees - 270) < 1e-9 && abs(ne.endAngle.degrees - 360) < 1e-9)
        // The last bowl tribune is the north-west corner.
        guard case .annularSector(let nw) = chart.tribunes[23].outline else { Issue.record("124 is not an arc"); return }
        #expect(nw.center == Point(-52.5, -34))
    }

    @Test func rowFormulaAndSlots() {
        // Long side: (105 - 5·1.2)/6 = 16.5 long → floor(16.55/0.55) = 30 seats a row.
        let t101 = chart.tribunes[0]
        #expect(t101.rows.count == 20)
        for r in t101.rows { #expect(chart.rows[r].seats.count == 30) }
        // Row r's centres lie at distance o + (r + 0.5)·pitch from F (north edge y = -34).
        for r in t101.rows {
            let row = chart.rows[r]
            for s in row.seats {
                let expected = -34 - (4 + (Double(row.index) + 0.5) * 0.55)
                #expect(abs(chart.seats[s].center.y - expected) < 1e-9)
            }
        }
        // Seat j sits at (j + 0.5)·L/m along the row, from the tribune's west end.
        let first = chart.seats[t101.seats.lowerBound]
        #expect(abs(first.center.x - (-52.5 + 0.5 * 16.5 / 30)) < 1e-9)
    }

    @Test func arcRowsUseInnerEdgeLength() {
        let ne = chart.tribunes[6]
        for r in ne.rows {
            let row = chart.rows[r]
            let radius = 4 + (Double(row.index) + 0.5) * 0.55
            let length = (radius - 0.25) * Double.pi / 2
            #expect(row.seats.count == Int(((length + 0.05) / 0.55 * (1 + 1e-9)).rounded(.down)))
            for s in row.seats { #expect(abs(chart.seats[s].center.distance(to: Point(52.5, -34)) - radius) < 1e-9) }
        }
    }

    @Test func everySeatFacesTheField() {
        let frame = chart.field!.frame
        for (i, seat) in chart.seats.enumerated() {
            let tribune = chart.tribunes[seat.tribune]
            let expected: Vector
            switch tribune.outline {
            case .annularSector(let s):
                expected = (s.center - seat.center).normalized!
            case .rectangle(let r) where tribune.id == "VIP":
                expected = Vector(angle: r.rotation + .degrees(90))
            case .rectangle:
                // The inward normal of the side the tribune runs along.
                if seat.center.y < frame.minY { expected = Vector(0, 1) }
                else if seat.center.y > frame.maxY { expected = Vector(0, -1) }
                else if seat.center.x > frame.maxX { expected = Vector(-1, 0) }
                else { expected = Vector(1, 0) }
            case .polygon, .ellipse, .seatCells:
                Issue.record("unexpected outline \(tribune.outline)"); return
            }
            #expect(seat.facing.isApproximatelyEqual(to: expected, tolerance: 1e-9), "seat \(chart.seatID(i))")
        }
    }

    @Test func rotationsPerSide() {
        func rotation(_ id: String) -> Double { chart.seats[chart.seatIndex(forID: id)!].rotation.degrees }
        #expect(abs(rotation("101-A-1") - 0) < 1e-9)
        #expect(abs(rotation("108-A-1") - 90) < 1e-9)
        #expect(abs(rotation("113-A-1") - 180) < 1e-9)
        #expect(abs(rotation("120-A-1") - 270) < 1e-9)
    }

    @Test func numbersRunClockwise() {
        for tribune in chart.tribunes {
            guard case .annularSector(let s) = tribune.outline else { continue }
            for r in tribune.rows {
                let angles = chart.rows[r].seats.map { s.unwrappedAngle(of: chart.seats[$0].center).radians }
                #expect(angles == angles.sorted())
            }
        }
        // North side runs west to east; south side east to west.
        let north = chart.rows[chart.tribunes[0].rows.lowerBound].seats.map { chart.seats[$0].center.x }
        #expect(north == north.sorted())
        let south = chart.rows[chart.tribunes[12].rows.lowerBound].seats.map { chart.seats[$0].center.x }
        #expect(south == south.sorted(by: >))
    }

    @Test func idsAreUniqueWellFormedAndFindable() {
        var seen = Set<String>()
        for i in chart.seats.indices {
            let id = chart.seatID(i)
            #expect(seen.insert(id).inserted, "duplicate \(id)")
            #expect(id.split(separator: "-").count == 3)
            #expect(chart.seatIndex(forID: id) == i)
        }
        #expect(chart.seatIndex(forID: "101-A-31") == nil)
        #expect(chart.seatIndex(forID: "999-A-1") == nil)
        #expect(chart.seatIndex(forID: "101-A") == nil)
    }

    @Test func rowLabels() {
        #expect(RowLabel.label(0) == "A")
        #expect(RowLabel.label(25) == "Z")
        #expect(RowLabel.label(26) == "AA")
        #expect(RowLabel.label(27) == "AB")
        #expect(RowLabel.label(701) == "ZZ")
        #expect(RowLabel.label(702) == "AAA")
        for n in [0, 1, 25, 26, 51, 52, 701, 702, 18277] { #expect(RowLabel.index(Substring(RowLabel.label(n))) == n) }
    }

    @Test func categoriesAndFlags() {
        #expect(chart.categoryID(ofSeat: chart.seatIndex(forID: "VIP-A-1")!) == "A")
        #expect(chart.categoryID(ofSeat: chart.seatIndex(forID: "101-A-1")!) == "B")
        #expect(chart.seats[chart.seatIndex(forID: "101-A-1")!].isBlocked)
        #expect(chart.seats[chart.seatIndex(forID: "104-A-2")!].isAccessible)
        #expect(chart.seats.filter(\.isBlocked).count == 1)
        let bare = StadiumLayout.build(LayoutFixtures.tallBowl)
        #expect(bare.seats.allSatisfy { $0.category == nil })
        #expect(bare.categoryID(ofSeat: 0) == "none")
    }

    @Test func tallFieldPutsLongTribunesEastAndWest() {
        let c = StadiumLayout.build(LayoutFixtures.tallBowl)
        // Ring 1: north 2, NE, east 3, SE, south 2, SW, west 3, NW = 14; ring 2: 1 + 2 + 1 + 2 = 6.
        #expect(c.tribunes.count == 20)
        #expect(c.tribunes.map(\.id).suffix(6) == ["201", "202", "203", "204", "205", "206"])
        #expect(StadiumLayout.seatCount(LayoutFixtures.tallBowl) == c.seats.count)
        #expect(StadiumLayout.overlaps(in: c).isEmpty)
    }
}
