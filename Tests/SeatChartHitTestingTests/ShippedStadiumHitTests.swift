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
        let index = HitIndex(chart: chart)
        let points = ReferenceHits.randomPoints(count: 100_000, in: chart, seed: 0x5EA7_C4A7)
        let (expected, mismatches) = ReferenceHits.compare(index, points, label: name)
        #expect(mismatches == 0, "\(name)")
        #expect(expected.filter { $0.seat != nil }.count > 10_000)
        #expect(expected.contains { $0.tribune != nil })
        #expect(expected.contains(.nothing))
    }

    @Test("every seat's centre hits that seat", arguments: ShippedStadiums.names)
    func centres(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let index = HitIndex(chart: chart)
        var wrong = 0
        for s in chart.seats.indices where index.hit(chart.seats[s].center) != .seat(s) {
            wrong += 1
            if wrong <= 5 { Issue.record("\(name): the centre of \(chart.seatID(s)) gave \(index.hit(chart.seats[s].center))") }
        }
        #expect(wrong == 0)
    }

    @Test("laid-out tribunes are all located analytically", arguments: ShippedStadiums.names)
    func analytic(name: String) throws {
        let index = HitIndex(chart: try ShippedStadiums.chart(name))
        #expect(index.locatorCounts[.cellGrid] == nil, "\(name): \(index.locatorCounts)")
    }

    @Test("between neighbouring seats of a row: the tribune; across an aisle: nothing", arguments: ShippedStadiums.names)
    func gapsAndAisles(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let index = HitIndex(chart: chart)
        var gaps = 0, aisles = 0
        for (t, tribune) in chart.tribunes.enumerated() {
            for r in tribune.rows {
                let seats = chart.rows[r].seats
                // Midway between two neighbours of a row lies in the gap of width `spacing`.
                for s in seats.dropLast() {
                    let mid = chart.seats[s].center.midpoint(chart.seats[s + 1].center)
                    #expect(index.hit(mid) == .tribune(t), "\(name): between \(chart.seatID(s)) and its neighbour")
                    gaps += 1
                }
            }
            // Midway between the last seat of a front row and the first seat of the next
            // tribune's front row: in an aisle (nothing) unless the two outlines touch there.
            guard t + 1 < chart.tribunes.count, let front = tribune.rows.first, let nextFront = chart.tribunes[t + 1].rows.first,
                  let a = chart.rows[front].seats.last, let b = chart.rows[nextFront].seats.first else { continue }
            let mid = chart.seats[a].center.midpoint(chart.seats[b].center)
            let inOutline = chart.tribunes.indices.first { chart.tribunes[$0].outline.contains(mid) }
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
