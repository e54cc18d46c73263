@testable import SeatChart
import SeatChartGeometry
import SeatChartTestSupport
import Testing

/// A tribune's bounds, taking the cells well inside the box without their corners, are the
/// union of its outline's box with every cell's, to the bit.
@Suite struct TribuneBoundsTests {
    /// The outline's box grown by every seat's cell, one after another.
    static func unionOfEveryCell(_ chart: Chart, tribune t: Int) -> Rect {
        var box = chart.tribunes[t].outline.boundingBox
        for i in chart.tribunes[t].seats.clamped(to: chart.seats.indices) { box = box.union(chart.cell(of: i).boundingBox) }
        return box
    }

    @Test(arguments: ShippedStadiums.names)
    func boundsAreTheUnionOfEveryCell(_ name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        for t in chart.tribunes.indices {
            let box = chart.bounds(ofTribune: t)
            // A laid-out block's outline holds its cells by construction: its box alone.
            if case .block = chart.tribunes[t].kind {
                switch chart.tribunes[t].outline {
                case .rectangle, .annularSector: continue
                case .polygon, .ellipse, .seatCells: break
                }
            }
            #expect(box == Self.unionOfEveryCell(chart, tribune: t), "\(name) \(chart.tribunes[t].id)")
        }
    }

    /// Cells sticking out of the outline on every side, turned, square and round, far from
    /// the origin and near it: only the ones inside are taken whole.
    @Test(arguments: [false, true], [0.0, 1e6])
    func cellsOutsideTheOutlineGrowTheBox(_ round: Bool, _ shift: Double) {
        let outline: [Point] = [Point(shift, shift), Point(shift + 10, shift), Point(shift + 10, shift + 6), Point(shift, shift + 6)]
        var seats: [Seat] = []
        var k = 0
        for x in stride(from: -0.4, through: 10.4, by: 0.37) {
            for y in stride(from: -0.3, through: 6.3, by: 0.41) {
                seats.append(Seat(tribune: 0, row: 0, number: String(k + 1), center: Point(shift + x, shift + y),
                                  rotation: .degrees(Double(k) * 7.3), size: 0.5, category: nil))
                k += 1
            }
        }
        let tribune = Tribune(id: "T", outline: .polygon(outline), rows: 0..<1, seats: 0..<seats.count, category: nil, kind: .rows)
        let row = Row(tribune: 0, index: 0, label: "A", seats: 0..<seats.count, line: .irregular)
        let chart = Chart(name: "cells", field: nil, categories: [], tribunes: [tribune], rows: [row], seats: seats,
                          seatShape: .square, roundCells: round)
        let box = chart.bounds(ofTribune: 0)
        #expect(box == Self.unionOfEveryCell(chart, tribune: 0))
        #expect(box.minX < shift - 0.4 && box.maxX > shift + 10.4)
    }
}
