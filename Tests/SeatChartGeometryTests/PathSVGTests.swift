import Testing
@testable import SeatChartGeometry

@Suite("Path SVG data")
struct PathSVGTests {
    @Test func rectangleUsesShortestCommands() {
        var path = Path()
        path.addRect(Rect(x: 10, y: 20, width: 30, height: 40))
        // Absolute and relative lines tie or relative wins; letters repeat implicitly.
        #expect(path.svgPathData() == "M10 20h30v40h-30Z" || path.svgPathData() == "M10 20l30 0 0 40-30 0Z")
    }

    @Test func emptyPathIsEmptyText() {
        #expect(Path().svgPathData() == "")
    }
}
