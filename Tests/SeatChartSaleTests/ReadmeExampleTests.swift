import Foundation
import SeatChartTestSupport
import Testing

// The library example of README.md, kept here so that it always compiles and runs.
// Keep the two in step: the lines between the markers are the README's, word for word.

// README example begins
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartSQLite
import SeatChartSVG
import SeatChartSale

func readmeExample(stadium: String, state: String) throws -> (seat: String?, svg: Data) {
    let chart = try StadiumFile.load(path: stadium)                  // validated, laid out
    let index = HitIndex(chart: chart)                                 // O(seats), once
    let seat = index.hit(Point(-14.6, -10.4)).seat.map(chart.seatID) // which seat is there?
    let sale = Sale(chart: chart, chartFile: stadium,
                    source: SelectionStateFile(path: state, chart: chart))
    _ = try sale.best(count: 2, holder: "ann")                         // hold the best pair
    let svg = try ChartSVGRenderer(chart: chart, states: try sale.states(holder: "ann")).render()
    return (seat, svg)
}
// README example ends

@Suite struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsOnTheArena() throws {
        let (seat, svg) = try readmeExample(stadium: ShippedStadiums.path("arena.json"), state: StateFiles.newPath())
        #expect(seat != nil)
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<svg") && text.components(separatedBy: "selected").count > 2)
    }

    @Test func theReadmeShowsTheExampleWordForWord() throws {
        let readme = try String(contentsOf: RepositoryFiles.url("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let example = try #require(source.components(separatedBy: "// README example begins\n").last?
            .components(separatedBy: "// README example ends").first)
        #expect(readme.contains(example))
    }
}
