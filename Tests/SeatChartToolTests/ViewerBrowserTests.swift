import Foundation
import SeatChartTestSupport
import Testing

/// The web viewer in Debian's Chromium, driven by Playwright (Tests/Viewer/viewer_test.py)
/// against the built `seatchart serve`, on the shipped stadiums and on stadiums the viewer was
/// not made with (Tests/Fixtures/viewer: a grey and a navy category, pounds and yen,
/// accessible seats), on a desktop and on a phone (390 × 844, touch): buying, safe taps,
/// refusals, the keyboard and screen readers, clicks agreeing with /api/hit, cards, colours
/// read back from screenshots, accessible places, the phone's layout and gestures, the hold's
/// life, lost connections, long tasks, the words on the chart and the levels of the concert hall. Screenshots of each step go to
/// `$SEATCHART_SCREENSHOTS` (default: a scratch folder).
enum ViewerBrowserTests {
    /// Whether Chromium, Playwright and Pillow are there; asked once a test process.
    static func requirements() throws { try present.get() }

    private static let present = Result<Void, Error> {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw ServerProcessError(message: "Chromium is not installed at /usr/bin/chromium: run scripts/setup (apt install chromium)")
        }
        let probe = try CapturedRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import playwright, PIL"])
        guard probe.status == 0 else {
            throw ServerProcessError(message: "Playwright or Pillow is not installed: run scripts/setup (pip install playwright pillow)")
        }
    }

    static let screenshots: String = {
        if let folder = ProcessInfo.processInfo.environment["SEATCHART_SCREENSHOTS"], !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return folder
        }
        return ScratchFolder.make(prefix: "seatchart-screenshots").path
    }()

    /// Runs scenario `name` of Tests/Viewer/viewer_test.py against a new `seatchart serve` of
    /// `stadium` (under the repository) with `options` added.
    static func run(_ name: String, _ stadium: String, _ options: [String] = []) throws {
        try requirements()
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [SeatChartProcess.path(stadium), "--state", StateFiles.newPath(), "--max-per-holder", "1000"] + options,
            environment: ["LOG_LEVEL": "warning"])
        defer { server.stop() }
        // One folder a stadium: SHOTS/arena/buy-phone-03-two-held.png.
        let folder = screenshots + "/" + URL(fileURLWithPath: stadium).deletingPathExtension().lastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let started = Date()
        let run = try CapturedRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", SeatChartProcess.path("Tests/Viewer/viewer_test.py"), name, server.baseURL, folder, "both"])
        print("viewer \(name) on \(stadium): \(Int(Date().timeIntervalSince(started))) s")
        #expect(run.status == 0, "\(name) on \(stadium): \(run.stdout.suffix(1500))\(run.stderr.suffix(3000))")
    }
}

// The scenarios run in three lanes, each a suite of its own taking one scenario at a time:
// the lanes overlap, so a scenario's waits (for the server, for an animation to end) leave the
// cores to the others.

/// Buying, refusals, the hold's life and the keyboard (ViewerBrowserTests).
@Suite(.serialized, .onWaitingThreads) struct ViewerSaleTests {
    static let cases: [(String, String, [String])] = [
        ("buy", "Stadiums/arena.json", []),
        ("buy", "Tests/Fixtures/viewer/riverside-hall.json", []),
        ("refusal", "Stadiums/arena.json", []),
        ("keyboard", "Stadiums/arena.json", []),
        ("keyboard", "Tests/Fixtures/viewer/riverside-hall.json", []),
        ("sold_out", "Stadiums/arena.json", []),
        ("sold_out", "Tests/Fixtures/viewer/kyoto-dome.json", []),
        ("hold_life", "Stadiums/arena.json", ["--hold-ttl", "125"]),
        ("errors", "Stadiums/arena.json", []),
        ("accessible", "Tests/Fixtures/viewer/riverside-hall.json", []),
        ("accessible", "Stadiums/theatre.json", []),
    ]

    @Test(arguments: cases.indices)
    func scenario(_ index: Int) throws {
        let (name, stadium, options) = Self.cases[index]
        try ViewerBrowserTests.run(name, stadium, options)
    }
}

/// Taps, gestures, the phone's layout, cards and many seats loaded (ViewerBrowserTests).
@Suite(.serialized, .onWaitingThreads) struct ViewerGestureTests {
    static let cases: [(String, String, [String])] = [
        ("safe_taps", "Stadiums/football.json", []),
        ("safe_taps", "Stadiums/mega.json", []),
        ("safe_taps", "Tests/Fixtures/viewer/kyoto-dome.json", []),
        ("safe_taps", "Stadiums/hall.json", []),
        ("clicks_agree", "Stadiums/arena.json", []),
        ("card", "Stadiums/mega.json", []),
        ("card", "Tests/Fixtures/viewer/riverside-hall.json", []),
        ("phone_layout", "Stadiums/mega.json", []),
        ("phone_layout", "Stadiums/theatre.json", []),
        ("long_tasks", "Stadiums/mega.json", []),
    ]

    @Test(arguments: cases.indices)
    func scenario(_ index: Int) throws {
        let (name, stadium, options) = Self.cases[index]
        try ViewerBrowserTests.run(name, stadium, options)
    }
}

/// Colours, labels, the words on the chart and levels (ViewerBrowserTests).
@Suite(.serialized, .onWaitingThreads) struct ViewerLookTests {
    static let cases: [(String, String, [String])] = [
        ("colours", "Stadiums/arena.json", []),
        ("colours", "Stadiums/football.json", []),
        ("colours", "Stadiums/theatre.json", []),
        ("colours", "Stadiums/mega.json", []),
        ("colours", "Tests/Fixtures/viewer/riverside-hall.json", []),
        ("colours", "Tests/Fixtures/viewer/kyoto-dome.json", []),
        ("labels", "Stadiums/arena.json", []),
        ("labels", "Stadiums/theatre.json", []),
        ("labels", "Stadiums/hall.json", []),
        ("levels", "Stadiums/hall.json", []),
    ]

    @Test(arguments: cases.indices)
    func scenario(_ index: Int) throws {
        let (name, stadium, options) = Self.cases[index]
        try ViewerBrowserTests.run(name, stadium, options)
    }
}
