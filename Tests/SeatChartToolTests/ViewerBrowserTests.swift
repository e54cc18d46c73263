import Foundation
import SeatChartTestSupport
import Testing

/// The web viewer in Debian's Chromium, driven by Playwright (Tests/Viewer/viewer_test.py)
/// against the built `seatchart serve`: a purchase with the mouse seen live by a second
/// buyer, a refusal, a purchase with the keyboard alone, 500 clicks in a zoomed and rotated
/// view agreeing with /api/hit, and a seat of the mega stadium's largest tribune.
/// Screenshots of each step go to `$SEATCHART_SCREENSHOTS` (default: a scratch folder).
@Suite(.serialized) struct ViewerBrowserTests {
    static func requirements() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw ServerProcessError(message: "Chromium is not installed at /usr/bin/chromium: run scripts/setup (apt install chromium)")
        }
        let probe = try CapturedRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import playwright"])
        guard probe.status == 0 else {
            throw ServerProcessError(message: "Playwright is not installed: run scripts/setup (pip install playwright)")
        }
    }

    static let screenshots: String = {
        if let folder = ProcessInfo.processInfo.environment["SEATCHART_SCREENSHOTS"], !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return folder
        }
        return ScratchFolder.make(prefix: "seatchart-screenshots").path
    }()

    @Test(arguments: [
        ("buy_with_the_mouse", "arena"), ("refusal", "arena"), ("keyboard_purchase", "arena"),
        ("clicks_agree", "arena"), ("mega_tribune", "mega"),
    ])
    func scenario(_ name: String, stadium: String) throws {
        try Self.requirements()
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [SeatChartProcess.path("Stadiums/\(stadium).json"), "--state", StateFiles.newPath(), "--max-per-holder", "1000"],
            environment: ["LOG_LEVEL": "warning"])
        defer { server.stop() }
        let run = try CapturedRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", SeatChartProcess.path("Tests/Viewer/viewer_test.py"), name, server.baseURL, Self.screenshots])
        #expect(run.status == 0, "\(name): \(run.stdout.suffix(1500))\(run.stderr.suffix(3000))")
    }
}
