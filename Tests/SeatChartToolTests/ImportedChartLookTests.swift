import Foundation
import SeatChartTestSupport
import Testing

/// Imported charts look right (docs/svg.md, "Labels"): on every seats.io sample and both
/// pretix plans of the fixtures, no drawn label covers a seat as Chromium draws it, and no
/// two outlines overlap (Tests/SVGBrowser/label_overlap.py); and what a click lands on is
/// what `hit --screen` answers (Tests/SVGBrowser/hit_agreement.py), as on the shipped stadiums.
@Suite(.onWaitingThreads) struct ImportedChartLookTests {
    static let charts = SeatsioSamples.names.map { "Tests/SeatChartSeatsioTests/Fixtures/\($0)" } + [
        "Tests/SeatChartPretixTests/Fixtures/pretix-screenshots_plan.en.json",
        "Tests/SeatChartPretixTests/Fixtures/stadium-fractional-areas.json",
    ]

    static let views: [(String, [String])] = charts.map { ($0, ["--width", "1200"]) } + [
        ("Tests/SeatChartPretixTests/Fixtures/pretix-screenshots_plan.en.json", ["--width", "1200", "--zoom", "2.5", "--rotate", "30"]),
        ("Tests/SeatChartPretixTests/Fixtures/stadium-fractional-areas.json", ["--width", "1600", "--zoom", "1.5", "--anchor", "450,120"]),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithZones.json", ["--width", "1600", "--focus", "MT1"]),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithSections.json", ["--width", "800", "--rotate", "-20"]),
    ]

    @Test(arguments: views)
    func noLabelCoversASeatAndNoOutlinesOverlap(_ chart: String, _ view: [String]) throws {
        try ViewerBrowserTests.requirements()
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/SVGBrowser/label_overlap.py"), [SeatChartProcess.executable.path,
             SeatChartProcess.path(chart), SeatChartProcess.temporaryDirectory().path] + view)
        #expect(run.status == 0, "\(chart) \(view): \(run.stdout)\(run.stderr.suffix(2000))")
        #expect(run.stdout.contains(", 0 on a seat; ") && run.stdout.contains(", 0 overlapping pairs"), "\(run.stdout)")
    }

    /// The look above finds what it looks for: a label drawn over a seat, and two overlapping
    /// outlines (one turned) among outlines apart and triangles whose boxes overlap.
    @Test func theLookFindsALabelOnASeatAndOverlappingOutlines() throws {
        try ViewerBrowserTests.requirements()
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/SVGBrowser/label_overlap.py"), ["--self-check", SeatChartProcess.temporaryDirectory().path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr.suffix(2000))")
    }

    @Test(arguments: [
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChart.json", ["--width", "1000"]),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithTables.json", ["--width", "600"]),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithZones.json", ["--width", "1200"]),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithZones.json", ["--width", "900", "--focus", "MT3", "--zoom", "3", "--rotate", "40"]),
        ("Tests/SeatChartPretixTests/Fixtures/stadium-fractional-areas.json", ["--width", "1000"]),
    ])
    func everyPixelAgrees(_ chart: String, _ view: [String]) throws {
        try ViewerBrowserTests.requirements()
        let run = try BrowserWorkers.shared.run(
            SeatChartProcess.path("Tests/SVGBrowser/hit_agreement.py"), [SeatChartProcess.executable.path,
             SeatChartProcess.path(chart), SeatChartProcess.temporaryDirectory().path, "2000"] + view)
        #expect(run.status == 0, "\(chart) \(view): \(run.stdout)\(run.stderr.suffix(2000))")
        #expect(run.stdout.contains(", 0 elsewhere"), "only pixels on a boundary the 3-decimal rounding moves may differ: \(run.stdout)")
    }
}
