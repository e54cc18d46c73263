import Foundation
import SeatChartTestSupport
import Testing

/// What a browser's click lands on is what `hit --screen` answers: 2,000 random pixels of
/// each view in Debian's Chromium (`document.elementFromPoint`, through Playwright and
/// Tests/SVGBrowser/hit_agreement.py) against `hit --screen --points` on the same pixels.
/// (Until each tribune's seats were boxed in a nested `<svg>`, Chromium walked all 150,000
/// seats of the mega stadium for each answer, about 20 ms, and its views took 500 pixels.)
/// A pixel may differ only where `hit` gives the browser's answer within a quarter pixel of
/// it: a boundary that the SVG's 3-decimal numbers moved by a fraction of a pixel.
@Suite(.onWaitingThreads) struct ClickAgreementTests {
    @Test(arguments: [
        ("arena", ["--width", "1200"]),
        ("arena", ["--width", "1200", "--focus", "102"]),
        ("arena", ["--width", "1200", "--zoom", "3", "--rotate", "30", "--anchor", "0,0"]),
        ("football", ["--width", "900", "--focus", "114", "--zoom", "2.5", "--rotate", "-40"]),
        ("theatre", ["--width", "1000"]),
        ("football", ["--width", "700", "--rotate", "30", "--fit-rotation"]),
        ("mega", ["--width", "1200"]),
        ("mega", ["--width", "800", "--focus", "309", "--zoom", "6", "--rotate", "75"]),
        // Venues beyond the bowl: rows sections, a standing floor and round tables; the
        // balcony level with its boxes and a table sold whole; tables, wheelchair places and
        // a restricted view up close, turned.
        ("hall", ["--width", "1200"]),
        ("hall", ["--width", "1000", "--level", "balcony"]),
        ("hall", ["--width", "900", "--zoom", "4", "--anchor", "-13,11", "--rotate", "20"]),
    ])
    func everyPixelAgrees(_ stadium: String, _ view: [String]) throws {
        try ViewerBrowserTests.requirements()
        let folder = SeatChartProcess.temporaryDirectory()
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/SVGBrowser/hit_agreement.py"), [SeatChartProcess.executable.path,
             SeatChartProcess.path("Stadiums/\(stadium).json"), folder.path, "2000"] + view)
        #expect(run.status == 0, "\(stadium) \(view): \(run.stdout)\(run.stderr.suffix(2000))")
        #expect(run.stdout.contains(", 0 elsewhere"), "only pixels on a boundary the 3-decimal rounding moves may differ: \(run.stdout)")
    }
}

/// The chart pasted inline into a host page, twice: the page's own `.label`, `.available`,
/// `.field` ... elements keep their computed style in Chromium, ids stay unique, and the
/// charts keep their colours (Tests/SVGBrowser/embed_check.py).
@Suite(.onWaitingThreads) struct EmbeddingTests {
    @Test func aPastedChartLeavesTheHostPageAlone() throws {
        try ViewerBrowserTests.requirements()
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/SVGBrowser/embed_check.py"), [SeatChartProcess.executable.path,
             SeatChartProcess.path("Stadiums/arena.json"), SeatChartProcess.temporaryDirectory().path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr.suffix(2000))")
    }
}

/// Every tribune label lies inside its tribune as Chromium draws it, in overviews and focus
/// views of the shipped stadiums (Tests/SVGBrowser/label_fit.py).
@Suite(.onWaitingThreads) struct LabelFitTests {
    @Test(arguments: [
        ("arena", ["--width", "1200"]), ("football", ["--width", "900"]), ("theatre", ["--width", "700"]),
        ("mega", ["--width", "1200"]), ("football", ["--width", "600", "--focus", "114"]),
        ("theatre", ["--width", "600", "--focus", "BXL"]), ("arena", ["--width", "800", "--zoom", "2", "--rotate", "25"]),
    ])
    func labelsFitTheirTribunes(_ stadium: String, _ view: [String]) throws {
        try ViewerBrowserTests.requirements()
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/SVGBrowser/label_fit.py"), [SeatChartProcess.executable.path,
             SeatChartProcess.path("Stadiums/\(stadium).json"), SeatChartProcess.temporaryDirectory().path] + view)
        #expect(run.status == 0, "\(stadium) \(view): \(run.stdout)\(run.stderr.suffix(2000))")
    }
}

/// The same picture in Chromium, librsvg and resvg: an overview, a focus view, a zoomed
/// turned view, a level-of-detail file and the concert hall at widths 400 and 1600 (2400 too
/// for the overview and the hall's stalls); after a 1.5-pixel
/// Gaussian blur at most 1 % of pixels differ by more than 64 levels
/// (Tests/SVGBrowser/renderer_compare.py).
@Suite(.serialized, .onWaitingThreadsAsALane) struct RendererComparisonTests {
    @Test func chromiumLibrsvgAndResvgDrawTheSamePicture() throws {
        try ViewerBrowserTests.requirements()
        let probe = try CapturedRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import resvg_py, PIL, numpy"])
        guard probe.status == 0 else {
            throw ServerProcessError(message: "resvg_py, pillow or numpy is missing: run scripts/setup (pip install resvg_py pillow numpy)")
        }
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/SVGBrowser/renderer_compare.py"), [SeatChartProcess.executable.path,
             SeatChartProcess.temporaryDirectory().path],
            in: RepositoryFiles.root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr.suffix(2000))")
    }
}
