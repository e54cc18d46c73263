import Foundation
import SeatChartTestSupport
import Testing

/// The web viewer in Debian's Chromium, driven by Playwright (Tests/Viewer/viewer_test.py)
/// against the built `seatchart serve`, on the shipped stadiums and on stadiums the viewer was
/// not made with (Tests/Fixtures/viewer: a grey and a navy category, pounds and yen,
/// accessible seats), on a desktop and on a phone (390 × 844, touch): buying, safe taps,
/// refusals, the keyboard and screen readers, clicks agreeing with /api/hit, cards, colours
/// read back from screenshots, accessible places, the phone's layout and gestures, the hold's
/// life, lost connections, long tasks, the words on the chart, the levels of the concert hall and its standing areas sold by count. Screenshots of each step go to
/// `$SEATCHART_SCREENSHOTS` when it is set; without it only the screenshots a scenario reads
/// colours from are taken, in a scratch folder.
enum ViewerBrowserTests {
    /// Whether Chromium, Playwright and Pillow are there; asked once a test process.
    static func requirements() throws { try present.get() }

    /// The browser is the one `Tests/Browser/browser_session.py` launches (its one home).
    private static let present = Result<Void, Error> {
        let probe = try CapturedRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", """
            import os, sys; sys.path.insert(0, "Tests/Browser"); import PIL, browser_session as b
            print(b.CHROMIUM); sys.exit(0 if os.access(b.CHROMIUM, os.X_OK) else 3)
            """], in: RepositoryFiles.root)
        if probe.status == 3 {
            let shell = probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ServerProcessError(message: "Chromium's headless shell is not installed at \(shell): run scripts/setup (apt install chromium-headless-shell)")
        }
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

    /// Runs scenario `name` of Tests/Viewer/viewer_test.py on `devices` against a new
    /// `seatchart serve` of `stadium` (under the repository) with `options` added.
    static func run(_ name: String, _ stadium: String, _ options: [String] = [], on devices: ViewerDevices = .both) throws {
        try requirements()
        let begun = Date()
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [SeatChartProcess.path(stadium), "--state", StateFiles.newPath(), "--max-per-holder", "1000"] + options,
            environment: ["LOG_LEVEL": "warning"])
        defer { server.stop() }
        // One folder a stadium: SHOTS/arena/buy-phone-03-two-held.png.
        let folder = screenshots + "/" + URL(fileURLWithPath: stadium).deletingPathExtension().lastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let started = Date()
        let run = try BrowserWorkers.shared.run(SeatChartProcess.path("Tests/Viewer/viewer_test.py"), [name, server.baseURL, folder, devices.rawValue])
        // On stderr, which is not buffered: the times show when each scenario ended.
        FileHandle.standardError.write(Data("""
            viewer \(name) on \(stadium): \(Int(Date().timeIntervalSince(started))) s \
            (the server ready in \(Int(started.timeIntervalSince(begun))) s, ended at \(Date().formatted(.iso8601.time(includingFractionalSeconds: false))))\n
            """.utf8))
        #expect(run.status == 0, "\(name) on \(stadium): \(run.stdout.suffix(1500))\(run.stderr.suffix(3000))")
    }
}

/// Where a scenario runs: a desktop (1280 × 860, a mouse), a phone (390 × 844, touch), or
/// each in turn. A scenario runs on both where the devices differ in what it checks, and on
/// one where another stadium already runs it on both (each run on a phone draws four times
/// the pixels).
enum ViewerDevices: String, Sendable {
    case both, desktop, phone
}

/// A scenario of Tests/Viewer/viewer_test.py on a stadium (under the repository), with
/// `serve` options added.
struct ViewerScenario: Sendable, CustomTestStringConvertible {
    var name: String
    var stadium: String
    var options: [String] = []
    var devices: ViewerDevices

    init(_ name: String, _ stadium: String, _ options: [String] = [], on devices: ViewerDevices = .both) {
        (self.name, self.stadium, self.options, self.devices) = (name, stadium, options, devices)
    }

    var testDescription: String {
        "\(name) on \(stadium)" + (options.isEmpty ? "" : " " + options.joined(separator: " "))
            + (devices == .both ? "" : ", \(devices.rawValue)")
    }

    func run() throws { try ViewerBrowserTests.run(name, stadium, options, on: devices) }
}

// The scenarios run in three lanes, each a suite of its own taking one scenario at a time:
// the lanes overlap, so a scenario's waits (for the server, for an animation to end) leave the
// cores to the others.

/// Buying, refusals, the hold's life, the keyboard, standing areas' places and tables sold whole (ViewerBrowserTests).
@Suite(.serialized, .onWaitingThreadsAsALane) struct ViewerSaleTests {
    static let cases: [ViewerScenario] = [
        .init("buy", "Stadiums/arena.json"),
        .init("buy", "Tests/Fixtures/viewer/riverside-hall.json", on: .phone),
        // A seats.io chart, imported: its ids have spaces, its categories no prices.
        .init("buy", "Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithZones.json", on: .desktop),
        .init("refusal", "Stadiums/arena.json"),
        .init("keyboard", "Stadiums/arena.json"),
        .init("keyboard", "Tests/Fixtures/viewer/riverside-hall.json"),
        .init("sold_out", "Stadiums/arena.json"),
        .init("sold_out", "Tests/Fixtures/viewer/kyoto-dome.json", on: .desktop),
        .init("hold_life", "Stadiums/arena.json", ["--hold-ttl", "125"]),
        .init("errors", "Stadiums/arena.json"),
        .init("accessible", "Tests/Fixtures/viewer/riverside-hall.json"),
        .init("accessible", "Stadiums/theatre.json", on: .desktop),
        .init("areas", "Stadiums/hall.json"),
        .init("tables", "Stadiums/hall.json"),
    ]

    @Test(arguments: cases) func scenario(_ scenario: ViewerScenario) throws { try scenario.run() }
}

/// Taps, gestures, the phone's layout, cards and many seats loaded (ViewerBrowserTests).
@Suite(.serialized, .onWaitingThreadsAsALane) struct ViewerGestureTests {
    static let cases: [ViewerScenario] = [
        .init("safe_taps", "Stadiums/football.json"),
        .init("safe_taps", "Stadiums/mega.json"),
        .init("safe_taps", "Tests/Fixtures/viewer/kyoto-dome.json", on: .phone),
        .init("safe_taps", "Stadiums/hall.json", on: .phone),
        .init("clicks_agree", "Stadiums/arena.json"),
        .init("card", "Stadiums/mega.json"),
        .init("card", "Tests/Fixtures/viewer/riverside-hall.json", on: .desktop),
        .init("phone_layout", "Stadiums/mega.json"),
        .init("phone_layout", "Stadiums/theatre.json"),
        .init("long_tasks", "Stadiums/mega.json"),
    ]

    @Test(arguments: cases) func scenario(_ scenario: ViewerScenario) throws { try scenario.run() }
}

/// Colours, labels, the words on the chart, levels and which way seats face (ViewerBrowserTests).
@Suite(.serialized, .onWaitingThreadsAsALane) struct ViewerLookTests {
    static let cases: [ViewerScenario] = [
        .init("colours", "Stadiums/arena.json"),
        .init("colours", "Stadiums/football.json", on: .desktop),
        .init("colours", "Stadiums/theatre.json", on: .desktop),
        .init("colours", "Stadiums/mega.json", on: .desktop),
        .init("colours", "Tests/Fixtures/viewer/riverside-hall.json", on: .desktop),
        .init("colours", "Tests/Fixtures/viewer/kyoto-dome.json"),
        .init("labels", "Stadiums/arena.json"),
        .init("labels", "Stadiums/theatre.json", on: .desktop),
        .init("labels", "Stadiums/hall.json"),
        .init("levels", "Stadiums/hall.json"),
        .init("facing", "Stadiums/arena.json"),
        .init("facing", "Stadiums/theatre.json"),
    ]

    @Test(arguments: cases) func scenario(_ scenario: ViewerScenario) throws { try scenario.run() }
}
