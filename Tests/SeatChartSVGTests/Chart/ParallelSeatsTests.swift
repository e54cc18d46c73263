import Foundation
import SeatChart
import SeatChartGeometry
@testable import SeatChartSVG
import SeatChartTestSupport
import Testing

/// The seat layer written in runs on several threads must give the bytes one writer gives.
@Suite struct ParallelSeatsTests {
    private func render(_ chart: Chart, _ states: SeatStateTable? = nil, _ options: ChartSVGOptions) throws -> Data {
        try ChartSVGRenderer(chart: chart, states: states ?? SeatStateTable(initialStatesOf: chart), options: options).render()
    }

    private func withParallelism(_ options: ChartSVGOptions, _ parallelism: Int) -> ChartSVGOptions {
        var options = options
        options.parallelism = parallelism
        return options
    }

    /// Every stadium shipped, both encodings, both byte layouts: 1 thread and N threads agree.
    @Test(arguments: ["arena", "theatre", "football"])
    func sameBytesForAnyParallelism(_ stem: String) throws {
        let chart = try ShippedStadiums.chart("\(stem).json")
        for encoding in ChartSVGOptions.SeatEncoding.allCases {
            for writer in [SVGWriterOptions(), SVGWriterOptions(newlinePerElement: false, xmlDeclaration: false)] {
                let options = ChartSVGOptions(pixelWidth: 600, encoding: encoding, writer: writer)
                let one = try render(chart, nil, withParallelism(options, 1))
                for parallelism in [2, 3, 7, 64] {
                    let many = try render(chart, nil, withParallelism(options, parallelism))
                    #expect(many == one, "\(stem) \(encoding) \(writer) with \(parallelism) threads")
                }
            }
        }
    }

    /// Ids and classes that libxml2 must escape, characters XML cannot carry and non-ASCII text
    /// (escaped differently by libxml2 with and without the UTF-8 declaration) come out the same
    /// from the fragment writers.
    @Test func escapingIsTheSameInFragments() throws {
        var chart = TestCharts.pricedBowl(name: "Ü & <Bowl>")
        chart.tribunes[0].id = "Nord-Ü\u{1}<&>\"'"
        chart.tribunes[chart.tribunes.count - 1].id = "Süd é"
        chart.categories[1].id = "B ü\"<"
        chart.rows[chart.rows.count - 1].label = "Ω\u{7}"
        var states = SeatStateTable(initialStatesOf: chart)
        for i in chart.seats.indices where i % 4 == 1 { states.states[i] = .held; states.selected[i] = true }
        for writer in [SVGWriterOptions(), SVGWriterOptions(newlinePerElement: true, xmlDeclaration: false)] {
            let options = ChartSVGOptions(writer: writer)
            let one = try render(chart, states, withParallelism(options, 1))
            let four = try render(chart, states, withParallelism(options, 4))
            #expect(four == one)
            let parsed = try #require(ParsedXML(four))
            let ids = parsed.root.all.compactMap { $0["data-seat"] }
            #expect(ids.count == chart.seats.count)
            #expect(ids.contains { $0.hasPrefix("Nord-Ü\u{FFFD}<&>\"'-") })
            #expect(ids.contains { $0.hasPrefix("Süd é-") })
        }
    }

    /// A chart streamed to an output gives the bytes of the in-memory rendering.
    @Test func streamedOutputEqualsTheMemoryRendering() throws {
        let chart = TestCharts.pricedBowl()
        let renderer = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: ChartSVGOptions(parallelism: 3))
        let output = SVGMemoryOutput()
        try renderer.render(to: output)
        #expect(Data(output.bytes) == (try renderer.render()))
    }

    @Test func runsAreConsecutiveNonEmptyAndBalanced() {
        let groups = Array(10..<30)
        let counts = groups.map { $0 % 7 == 0 ? 500 : 100 }
        for count in [1, 2, 3, 5, 20, 40] {
            let runs = ChartSVGRenderer.runs(of: groups, seatCounts: counts, count: count)
            #expect(runs.count == min(count, groups.count))
            #expect(runs.allSatisfy { !$0.isEmpty })
            #expect(runs.flatMap { $0 } == groups)
        }
        let halves = ChartSVGRenderer.runs(of: groups, seatCounts: counts, count: 2)
        let sums = halves.map { run in run.reduce(0) { $0 + counts[$1 - 10] } }
        #expect(abs(sums[0] - sums[1]) <= 500, "\(sums)")
        #expect(ChartSVGRenderer.runs(of: [], seatCounts: [], count: 4).isEmpty)
        #expect(ChartSVGRenderer.runs(of: [3], seatCounts: [0], count: 4).map(Array.init) == [[3]])
    }
}
