import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartSVG
import SeatChartTestSupport
import Testing

/// Each tribune's seats sit in a nested `<svg>` (so that a browser's hit test skips the
/// tribunes away from the pointer) that maps its coordinates to the frame's unchanged and cuts
/// nothing drawn: every seat's cell, turned as written, with its widest ring.
@Suite struct SeatGroupViewportTests {
    /// The shipped stadiums' overviews, a zoomed and turned view (seats left out of the file)
    /// and a focus view.
    static let views: [(String, ChartSVGOptions)] = [
        ("arena.json", ChartSVGOptions()),
        ("football.json", ChartSVGOptions()),
        ("theatre.json", ChartSVGOptions()),
        ("hall.json", ChartSVGOptions()),
        ("mega.json", ChartSVGOptions()),
        ("arena.json", ChartSVGOptions(pixelWidth: 800, view: ViewOptions(zoom: 3, anchor: Point(-10, -8), rotation: .degrees(30)))),
        ("football.json", ChartSVGOptions(focus: 3, pixelWidth: 600)),
    ]

    @Test(arguments: views.indices)
    func theBoxHoldsEverySeatAsDrawn(_ index: Int) throws {
        let (name, options) = Self.views[index]
        let chart = try ShippedStadiums.chart(name)
        let renderer = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: options)
        let svg = try #require(ParsedXML(try renderer.render()))

        // What the painter sees: per tribune group, each seat's cell in the frame as written.
        let ring = 0.06 * (chart.seats.first?.size ?? 1)
        var drawn: [[Rect]] = []
        for case .seats(let layer) in renderer.drawList().items {
            layer.visit(tribune: { _ in drawn.append([]) }, seat: { mark in
                let box = mark.shape.boundingBox
                let turn = AffineTransform(rotationAngle: .degrees(mark.degrees ?? 0))
                let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY)]
                    .map { Point($0.x + mark.center.x, $0.y + mark.center.y).applying(turn) }
                drawn[drawn.count - 1].append(Rect.bounding(corners)!.inset(by: -ring))
            })
        }
        drawn.removeAll { $0.isEmpty }

        let seatGroups = try #require(svg.root.all.first { $0.name == "g" && $0.classes.contains("seats") })
        // A zoomed view keeps the group of a tribune whose seats' box meets the view even when
        // none of its seats is written: it is empty, without a viewport.
        let groups = seatGroups.children.filter { $0.name == "g" && !$0.children.isEmpty }
        #expect(groups.count == drawn.count, "\(name): one group a tribune with seats written")
        for (group, seats) in zip(groups, drawn) {
            #expect(group.children.count == 1, "\(name): the group holds only its viewport")
            let viewport = try #require(group.children.first { $0.name == "svg" }, "\(name): a nested <svg> in \(group.attributes)")
            let numbers = ["x", "y", "width", "height"].map { viewport[$0] ?? "" }
            #expect(viewport["viewBox"] == numbers.joined(separator: " "), "\(name): the viewport maps the frame to itself")
            let values = numbers.compactMap(Double.init)
            try #require(values.count == 4 && values[2] > 0 && values[3] > 0, "\(name): \(numbers)")
            let box = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
            for cell in seats {
                #expect(box.contains(cell), "\(name): a seat drawn at \(cell) leaves its group's viewport \(box)")
            }
            #expect(viewport.all.filter { $0["data-seat"] != nil }.count == seats.count)
        }
        // Every seat written lies in one.
        let inViewports = groups.flatMap { $0.all.filter { $0.name == "svg" }.flatMap(\.all) }.filter { $0["data-seat"] != nil }
        #expect(inViewports.count == svg.root.all.filter { $0["data-seat"] != nil }.count)
    }

    /// Not a loose bound: the box is the seats' centres widened by about a seat, so a point a
    /// few seats away from a tribune's seats is outside it.
    @Test func theBoxIsTight() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let svg = try #require(ParsedXML(try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart)).render()))
        let size = chart.seats.first?.size ?? 1
        let viewports = svg.root.all.filter { $0.name == "svg" && $0["viewBox"] != nil && $0["x"] != nil }
        #expect(!viewports.isEmpty)
        for (viewport, tribune) in zip(viewports, chart.tribunes.filter { !$0.seats.isEmpty }) {
            let width = Double(viewport["width"] ?? "") ?? .infinity, height = Double(viewport["height"] ?? "") ?? .infinity
            let xs = tribune.seats.map { chart.seats[$0].center.x }, ys = tribune.seats.map { chart.seats[$0].center.y }
            // The centres' spread in the tribune's own turn is at most their chart box's diagonal.
            let spread = hypot(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
            #expect(max(width, height) <= spread + 2 * size + 0.002, "tribune \(tribune.id): \(width) x \(height)")
        }
    }
}
