import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

@Suite("Hit index on the shipped stadiums")
struct ShippedStadiumHitTests {
    @Test("there are shipped stadiums to test")
    func stadiumsExist() {
        #expect(ShippedStadiums.names.count >= 4, "found \(ShippedStadiums.names)")
    }

    @Test("100,000 random points give the same answers as a scan of every cell and outline",
          arguments: ShippedStadiums.names)
    func randomPointsMatchScan(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let points = ReferenceHits.randomPoints(count: 100_000, in: chart, seed: 0x5EA7_C4A7)
        var expected: [Hit] = []
        // Each level is answered by an index of its own.
        for level in chart.levels.indices {
            let (found, mismatches) = ReferenceHits.compare(HitIndex(chart: chart, level: level), points, label: "\(name), level \(level)")
            #expect(mismatches == 0, "\(name), level \(level)")
            expected += found
        }
        #expect(expected.filter { $0.seat != nil }.count > 10_000)
        #expect(expected.contains { $0.tribune != nil })
        #expect(expected.contains(.nothing))
    }

    @Test("every seat's centre hits that seat", arguments: ShippedStadiums.names)
    func centres(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let indexes = chart.levels.indices.map { HitIndex(chart: chart, level: $0) }
        var wrong = 0
        for s in chart.seats.indices where indexes[chart.tribunes[chart.seats[s].tribune].level].hit(chart.seats[s].center) != .seat(s) {
            wrong += 1
            if wrong <= 5 { Issue.record("\(name): the centre of \(chart.seatID(s)) missed its seat") }
        }
        #expect(wrong == 0)
    }

    /// Whether tribune `t` places its seats in equal slots of straight or arc rows (the
    /// box bowl, `rect` and `arc` sections), which the index locates analytically; rows
    /// along curves, tables' chairs and imported seats are found through a grid of cells.
    static func hasSlotRows(_ t: Int, in chart: Chart) -> Bool {
        guard case .block = chart.tribunes[t].kind else { return false }
        return chart.tribunes[t].rows.allSatisfy {
            switch chart.rows[$0].line {
            case .straight, .arc: return true
            case .irregular, .curve: return false
            }
        }
    }

    @Test("laid-out tribunes of slot rows are all located analytically", arguments: ShippedStadiums.names)
    func analytic(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let index = HitIndex(chart: chart)
        for (t, kind) in index.locatorKinds.enumerated() where Self.hasSlotRows(t, in: chart) {
            #expect(kind != .cellGrid, "\(name): tribune \(chart.tribunes[t].id)")
        }
    }

    @Test("between neighbouring seats of a row: the tribune (nothing in a rows section); across an aisle: nothing",
          arguments: ShippedStadiums.names)
    func gapsAndAisles(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let indexes = chart.levels.indices.map { HitIndex(chart: chart, level: $0) }
        var gaps = 0, aisles = 0
        for (t, tribune) in chart.tribunes.enumerated() where tribune.kind.table == nil {
            let index = indexes[tribune.level]
            for r in tribune.rows {
                let seats = chart.rows[r].seats
                // Midway between two neighbours of a row lies in the gap of width `spacing`: a
                // block's outline holds it, a rows section's (its cells) does not, nor an aisle.
                for s in seats.dropLast() {
                    let mid = chart.seats[s].center.midpoint(chart.seats[s + 1].center)
                    let across = chart.rows[r].aisles.contains(s - seats.lowerBound)
                    let expected: Hit = tribune.kind == .rows ? .nothing : .tribune(t)
                    if chart.seats[s].center.distance(to: chart.seats[s + 1].center) < 2 * chart.seats[s].size {
                        #expect(index.hit(mid) == expected, "\(name): between \(chart.seatID(s)) and its neighbour")
                        gaps += 1
                    }
                    if across {
                        #expect(index.hit(mid) == .nothing, "\(name): across the aisle after \(chart.seatID(s))")
                        aisles += 1
                    }
                }
            }
            guard case .block = tribune.kind else { continue }
            // Midway between the last seat of a front row and the first seat of the next
            // tribune's front row: in an aisle (nothing) unless the two outlines touch there.
            guard t + 1 < chart.tribunes.count, let front = tribune.rows.first, let nextFront = chart.tribunes[t + 1].rows.first,
                  let a = chart.rows[front].seats.last, let b = chart.rows[nextFront].seats.first else { continue }
            let mid = chart.seats[a].center.midpoint(chart.seats[b].center)
            let inOutline = chart.tribunes.indices.first { chart.tribunes[$0].level == tribune.level && chart.tribunes[$0].outline.contains(mid) }
            let hit = index.hit(mid)
            if hit.seat == nil {
                #expect(hit == (inOutline.map { .tribune($0) } ?? .nothing), "\(name): between \(chart.seatID(a)) and \(chart.seatID(b))")
                if inOutline == nil { aisles += 1 }
            }
        }
        #expect(gaps > 0)
        #expect(aisles > 0, "\(name): no aisle point found")
    }
}
