import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartSVG
import SeatChartTestSupport
import Testing

@Suite struct ChartSVGRendererTests {
    /// States with some of each: seat 3k+1 held (every other one by the rendering's holder),
    /// 3k+2 booked, blocked seats as the chart says.
    private func mixedStates(_ chart: Chart) -> SeatStateTable {
        var table = SeatStateTable(initialStatesOf: chart)
        for i in chart.seats.indices where table.states[i] != .blocked {
            switch i % 3 {
            case 1:
                table.states[i] = .held
                table.selected[i] = i % 2 == 0
            case 2: table.states[i] = .booked
            default: break
            }
        }
        return table
    }

    private func render(_ chart: Chart, _ states: SeatStateTable? = nil, _ options: ChartSVGOptions = ChartSVGOptions()) throws -> (Data, ParsedXML) {
        let data = try ChartSVGRenderer(chart: chart, states: states ?? SeatStateTable(initialStatesOf: chart), options: options).render()
        let parsed = try #require(ParsedXML(data), "the SVG must be well-formed")
        return (data, parsed)
    }

    @Test func everySeatAppearsOnceWithItsClasses() throws {
        let chart = TestCharts.pricedBowl()
        let states = mixedStates(chart)
        let (_, svg) = try render(chart, states)
        let seats = svg.root.all.filter { $0["data-seat"] != nil }
        #expect(seats.count == chart.seats.count)
        var byID: [String: ParsedXML.Element] = [:]
        for s in seats { byID[s["data-seat"]!] = s }
        #expect(byID.count == chart.seats.count, "seat ids are unique")
        for i in chart.seats.indices {
            let element = try #require(byID[chart.seatID(i)])
            var expected: Set<String> = ["seat", states.states[i].rawValue, "cat-\(chart.categoryID(ofSeat: i))"]
            if states.selected[i] { expected.insert("selected") }
            if chart.seats[i].isAccessible { expected.insert("accessible") }
            #expect(element.classes == expected, "\(chart.seatID(i))")
            #expect(element.name == "path")
            #expect(!(element["d"] ?? "").isEmpty)
        }
    }

    @Test func rootTitleDescAndAccessibility() throws {
        let chart = TestCharts.pricedBowl()
        let (_, svg) = try render(chart)
        #expect(svg.root.name == "svg")
        #expect(svg.root["role"] == "img")
        let labelled = (svg.root["aria-labelledby"] ?? "").split(separator: " ").map(String.init)
        let ids = Set(svg.root.all.compactMap { $0["id"] })
        #expect(!labelled.isEmpty && labelled.allSatisfy(ids.contains))
        #expect(svg.root.children.first { $0.name == "title" }?.text == chart.name)
        #expect(svg.root.children.contains { $0.name == "desc" && $0.text.contains("\(chart.seats.count) seats") })
        #expect(svg.root.all.filter { $0.name == "style" }.count == 1)
        let viewport = ChartSVGOptions().viewport(for: chart)
        #expect(svg.root["width"] == String(viewport.pixelWidth))
        #expect(svg.root["height"] == String(viewport.pixelHeight))
        #expect(svg.root["viewBox"]?.split(separator: " ").count == 4)
    }

    @Test func oneElementPerTribuneBelowTheSeats() throws {
        let chart = TestCharts.pricedBowl()
        let (_, svg) = try render(chart)
        let all = svg.root.all
        let tribunes = all.filter { $0["data-tribune"] != nil }
        #expect(tribunes.map { $0["data-tribune"]! } == chart.tribunes.map(\.id))
        let lastTribune = try #require(all.lastIndex { $0["data-tribune"] != nil })
        let firstSeat = try #require(all.firstIndex { $0["data-seat"] != nil })
        #expect(lastTribune < firstSeat, "seats are drawn above tribunes")
        // Labels follow the tribunes' order; one that cannot fit its tribune at a readable
        // size is left out.
        let labels = all.filter { $0.classes.contains("label") }.map(\.text)
        let ids = chart.tribunes.map(\.id)
        #expect(!labels.isEmpty && labels == ids.filter(labels.contains), "\(labels)")
        // A label is left out where it cannot be read: fewer fit a small image than a large one.
        let labelCount = { (width: Int) throws -> Int in
            try render(chart, nil, ChartSVGOptions(pixelWidth: width)).1.root.all.filter { $0.classes.contains("label") }.count
        }
        #expect(try labelCount(250) < labelCount(6000), "more fit in a larger image")
    }

    /// In an unmoved view, whole or focused, the legend lies below every seat cell.
    @Test func legendHidesNoSeat() throws {
        let chart = TestCharts.pricedBowl()
        for options in [ChartSVGOptions(), ChartSVGOptions(pixelWidth: 300), ChartSVGOptions(focus: 2)] {
            let (_, svg) = try render(chart, nil, options)
            let legend = try #require(svg.root.children.first { $0.classes.contains("legend") })
            let transform = try #require(legend["transform"])
            let numbers = transform.split(whereSeparator: { "() ,".contains($0) }).compactMap { Double($0) }
            let legendTop = try #require(numbers.count >= 2 ? numbers[1] : nil)
            let shown = options.focus.map { Array(chart.tribunes[$0].seats) } ?? Array(chart.seats.indices)
            let lowest = shown.map { chart.cell(of: $0).boundingBox.maxY }.max() ?? 0
            #expect(legendTop > lowest, "\(transform) against \(lowest)")
        }
    }

    @Test func legendCountsStatesAndSelection() throws {
        let chart = TestCharts.pricedBowl()
        let states = mixedStates(chart)
        let (_, svg) = try render(chart, states)
        let legend = try #require(svg.root.children.first { $0.classes.contains("legend") })
        let texts = legend.all.map(\.text)
        let counts = states.countsByState
        for state in SeatState.allCases {
            let name = state.rawValue.prefix(1).uppercased() + state.rawValue.dropFirst()
            #expect(texts.contains { $0.hasPrefix("\(name): \(counts[state] ?? 0)") }, "\(texts)")
        }
        #expect(texts.contains("Available: \(counts[.available] ?? 0) (in their category's colour)"))
        #expect(texts.contains("Selected: \(states.selected.filter { $0 }.count)"))
        #expect(texts.contains { $0.hasPrefix("Premium") })
    }

    @Test func namesWithMarkupAreEscaped() throws {
        let name = #"<script>alert("boo")</script> & 'Co'"#
        let chart = TestCharts.pricedBowl(name: name, categoryNames: [#"<b>Gold</b> & "VIP""#, "<script>x</script>"])
        let (data, svg) = try render(chart)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("<script"))
        #expect(!text.contains("<b>"))
        #expect(svg.root.all.filter { $0.name == "script" || $0.name == "b" }.isEmpty)
        #expect(svg.root.children.first { $0.name == "title" }?.text == name)
        let legendTexts = svg.root.all.map(\.text)
        #expect(legendTexts.contains { $0.hasPrefix(#"<b>Gold</b> & "VIP""#) })
    }

    @Test func categoryIDsWithMarkupStayInsideTheirClass() throws {
        var chart = TestCharts.pricedBowl()
        chart.categories[0].id = #"a"<&>"#
        chart.categories[0].color = "red;}</style><script>"
        let (data, svg) = try render(chart)
        #expect(!String(decoding: data, as: UTF8.self).contains("<script"))
        let style = try #require(svg.root.all.first { $0.name == "style" }?.text)
        #expect(!style.contains("</style>"))
        #expect(style.contains(#".cat-a\22 \3c \26 \3e "#))
        let premium = svg.root.all.filter { $0.classes.contains(#"cat-a"<&>"#) }
        #expect(!premium.isEmpty)
    }

    @Test func sameInputSameBytes() throws {
        let chart = TestCharts.pricedBowl()
        let options = ChartSVGOptions(view: ViewOptions(zoom: 2, anchor: Point(-3, 4), rotation: .degrees(30), offset: Vector(10, -5)))
        let (a, _) = try render(chart, mixedStates(chart), options)
        let (b, _) = try render(chart, mixedStates(chart), options)
        #expect(a == b)
    }

    @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() throws {
        let chart = TestCharts.pricedBowl()
        let options = ChartSVGOptions(view: ViewOptions(zoom: 1.23456, anchor: Point(-3.33333, 4.44444), rotation: .degrees(12.34567)))
        for width in [300, 1200] {
            var o = options
            o.pixelWidth = width
            let (data, _) = try render(chart, nil, o)
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.range(of: #"\.\d{4,}"#, options: .regularExpression) == nil)
            #expect(text.range(of: #"(?<![\d.])-0(?![.\d])"#, options: .regularExpression) == nil)
        }
    }

    @Test func unmovedViewHasNoTransform() throws {
        let chart = TestCharts.pricedBowl()
        let (_, svg) = try render(chart)
        let view = try #require(svg.root.children.first { $0.classes.contains("view") })
        #expect(view["transform"] == nil)
        let (_, moved) = try render(chart, nil, ChartSVGOptions(view: ViewOptions(zoom: 2)))
        let movedView = try #require(moved.root.children.first { $0.classes.contains("view") })
        #expect(movedView["transform"] != nil)
    }

    @Test func focusShowsOnlyThatTribune() throws {
        let chart = TestCharts.pricedBowl()
        let focus = try #require(chart.tribuneIndex(forID: "103"))
        let (_, svg) = try render(chart, nil, ChartSVGOptions(focus: focus))
        let seats = svg.root.all.compactMap { $0["data-seat"] }
        #expect(seats.count == chart.tribunes[focus].seats.count)
        #expect(seats.allSatisfy { $0.hasPrefix("103-") })
        #expect(svg.root.all.compactMap { $0["data-tribune"] } == ["103"])
        let viewport = ChartSVGOptions(focus: focus).viewport(for: chart)
        let box = try #require(svg.root["viewBox"]).split(separator: " ").compactMap { Double($0) }
        #expect(box == [viewport.viewBox.minX, viewport.viewBox.minY, viewport.viewBox.width, viewport.viewBox.height])
        #expect(viewport.viewBox.width < Viewport(chart: chart).viewBox.width)
    }

    @Test func tribuneOverviewHasNoSeats() throws {
        let chart = TestCharts.pricedBowl()
        let (_, svg) = try render(chart, nil, ChartSVGOptions(detail: .tribunes))
        #expect(svg.root.all.allSatisfy { $0["data-seat"] == nil })
        let tribunes = svg.root.all.filter { $0["data-tribune"] != nil }
        #expect(tribunes.count == chart.tribunes.count)
        #expect(tribunes.allSatisfy { $0.children.first?.name == "title" })
        #expect(tribunes.allSatisfy { $0.classes.contains { $0.hasPrefix("cat-") } })
    }

    @Test func useEncodingReferencesOneSharedShape() throws {
        let chart = TestCharts.pricedBowl()
        let (_, svg) = try render(chart, nil, ChartSVGOptions(encoding: .use))
        let uses = svg.root.all.filter { $0.name == "use" }
        #expect(uses.count == chart.seats.count)
        let targets = Set(uses.compactMap { $0["href"] })
        let defined = Set(svg.root.all.compactMap { $0["id"] }.map { "#" + $0 })
        #expect(targets.count == 1 && targets.isSubset(of: defined))
        #expect(Set(uses.compactMap { $0["data-seat"] }).count == chart.seats.count)
    }
}
