import Foundation
import SeatChart
import SeatChartSVG
import SeatChartTestSupport
import Testing

@Suite struct LevelOfDetailSetTests {
    private func parsed(_ file: LevelOfDetailSet.File) throws -> ParsedXML {
        try #require(ParsedXML(try file.renderer.render()), "\(file.name) must be well-formed")
    }

    @Test func fileNamesKeepPlainIdsAndEncodeEveryOtherByte() {
        #expect(LevelOfDetailSet.fileName(forTribune: "101") == "tribune-101.svg")
        #expect(LevelOfDetailSet.fileName(forTribune: "North_2.b~") == "tribune-North_2.b~.svg")
        #expect(LevelOfDetailSet.fileName(forTribune: "N/1 b") == "tribune-N%2F1%20b.svg")
        #expect(LevelOfDetailSet.fileName(forTribune: "é%") == "tribune-%C3%A9%25.svg")
        #expect(LevelOfDetailSet.fileName(forTribune: "..") == "tribune-...svg")
        // A link names the file: its `%` are themselves encoded.
        #expect(LevelOfDetailSet.reference(toFile: "tribune-N%2F1%20b.svg") == "tribune-N%252F1%2520b.svg")
        #expect(LevelOfDetailSet.reference(toFile: "tribune-101.svg") == "tribune-101.svg")
    }

    @Test func distinctIdsGiveDistinctFileNames() {
        let ids = ["A", "a", "A1", "A%31", "A 1", "A%201", "A/1", "A%2F1", "", "%", "%25", "Ä", "A\u{308}"]
        let names = ids.map(LevelOfDetailSet.fileName(forTribune:))
        #expect(Set(names).count == ids.count)
        #expect(names.allSatisfy { !$0.contains("/") && $0.hasPrefix("tribune-") && $0.hasSuffix(".svg") })
    }

    @Test func theOverviewComesFirstThenEachTribuneWithSeatsInChartOrder() {
        let chart = TestCharts.pricedBowl()
        let set = LevelOfDetailSet(chart: chart, states: SeatStateTable(initialStatesOf: chart))
        #expect(set.files.first?.name == LevelOfDetailSet.overviewName)
        #expect(set.files.first?.tribune == nil)
        let seated = chart.tribunes.indices.filter { !chart.tribunes[$0].seats.isEmpty }
        #expect(set.files.dropFirst().map(\.tribune) == seated)
        #expect(set.files.dropFirst().map(\.name) == seated.map { LevelOfDetailSet.fileName(forTribune: chart.tribunes[$0].id) })
        #expect(set.files.first?.renderer.options.detail == .tribunes)
        #expect(set.files.dropFirst().allSatisfy { $0.renderer.options.detail == .seats && $0.renderer.options.focus == $0.tribune })
    }

    @Test func theOverviewLinksEachTribuneToItsFile() throws {
        let chart = TestCharts.pricedBowl()
        let set = LevelOfDetailSet(chart: chart, states: SeatStateTable(initialStatesOf: chart))
        let overview = try parsed(set.files[0])
        #expect(overview.root.all.allSatisfy { $0["data-seat"] == nil }, "the overview has no seats")
        let links = overview.root.all.filter { $0.name == "a" }
        let names = Set(set.files.map(\.name))
        var linked: [String: String] = [:]
        for link in links {
            let tribune = try #require(link.children.first { $0["data-tribune"] != nil }, "a link holds its tribune")
            linked[tribune["data-tribune"]!] = link["href"]
        }
        for tribune in chart.tribunes where !tribune.seats.isEmpty {
            let href = try #require(linked[tribune.id], "tribune \(tribune.id) links to its file")
            #expect(href == LevelOfDetailSet.reference(toFile: LevelOfDetailSet.fileName(forTribune: tribune.id)))
            #expect(names.contains(LevelOfDetailSet.fileName(forTribune: tribune.id)))
        }
        #expect(links.count == chart.tribunes.filter { !$0.seats.isEmpty }.count)
    }

    @Test func aLinkSpellsAnOddIdsFileNameAsAURL() throws {
        var chart = TestCharts.pricedBowl()
        chart.tribunes[0].id = "N/1 é%"
        let set = LevelOfDetailSet(chart: chart, states: SeatStateTable(initialStatesOf: chart))
        #expect(set.files[1].name == "tribune-N%2F1%20%C3%A9%25.svg")
        let overview = try parsed(set.files[0])
        let link = overview.root.all.first { $0.name == "a" && $0.children.first?["data-tribune"] == "N/1 é%" }
        // Decoded once, the link gives back the file name.
        #expect(link?["href"] == "tribune-N%252F1%2520%25C3%25A9%2525.svg")
        #expect(link?["href"]?.removingPercentEncoding == set.files[1].name)
    }

    @Test func eachTribuneFileHoldsItsSeatsAndLinksBack() throws {
        let chart = TestCharts.pricedBowl()
        let set = LevelOfDetailSet(chart: chart, states: SeatStateTable(initialStatesOf: chart))
        for file in set.files.dropFirst() {
            let t = try #require(file.tribune)
            let svg = try parsed(file)
            let seats = svg.root.all.compactMap { $0["data-seat"] }
            #expect(seats == chart.tribunes[t].seats.map { chart.seatID($0) })
            let links = svg.root.all.filter { $0.name == "a" }
            #expect(links.count == 1)
            #expect(links.first?["href"] == LevelOfDetailSet.overviewName)
            #expect(links.first?.children.first?.classes.contains("heading") == true)
            // The legend lets clicks through, but not on the link back.
            let style = svg.root.all.first { $0.name == "style" }?.text ?? ""
            #expect(style.contains(".legend a{pointer-events:auto}"))
        }
    }

    @Test func aSingleRenderingHasNoLinks() throws {
        let chart = TestCharts.pricedBowl()
        for detail in ChartSVGOptions.Detail.allCases {
            for focus in [nil, 0] as [Int?] {
                let data = try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart),
                                                options: ChartSVGOptions(focus: focus, detail: detail)).render()
                let svg = try #require(ParsedXML(data))
                #expect(svg.root.all.allSatisfy { $0.name != "a" }, "\(detail) \(String(describing: focus))")
                #expect(!String(decoding: data, as: UTF8.self).contains("pointer-events:auto"))
            }
        }
    }
}
