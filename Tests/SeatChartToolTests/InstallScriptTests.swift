import Foundation
import SeatChartTestSupport
import Testing

/// `scripts/install PREFIX` puts the binary, its manual and the completions under PREFIX. The
/// test installs the debug build the tests already made (`--configuration debug`, and
/// `--ignore-lock` since `swift test` holds the build folder), in `swift test`'s own environment
/// (`swiftTestsEnvironment()`), so that SwiftPM reuses the manifests it evaluated. Its build of
/// the product alone is planned apart from the tests' build and links the embedding tool
/// again, so it may relink the binary; the other tests start a copy of it
/// (`SeatChartProcess.executable`), so the test runs beside them. A lane: it begins at once,
/// rather than last, when the run's admitted tests are queued.
@Suite(.serialized, .onWaitingThreadsAsALane) struct InstallScriptTests {
    @Test func installsTheBinaryTheManualAndTheCompletions() throws {
        // The other tests' copy of the binary is made before this build can relink it.
        _ = SeatChartProcess.executable
        let prefix = SeatChartProcess.temporaryDirectory().appendingPathComponent("prefix with space")
        let result = try CapturedRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["-i"] + Self.swiftTestsEnvironment() + [
                "/bin/bash", RepositoryFiles.path("scripts/install"), "--configuration", "debug", "--ignore-lock", prefix.path,
            ],
            in: RepositoryFiles.root)
        #expect(result.status == 0, "\(result.stdout.suffix(500))\n\(result.stderr.suffix(2000))")
        let binary = prefix.appendingPathComponent("bin/seatchart")
        #expect(FileManager.default.isExecutableFile(atPath: binary.path))
        let version = try CapturedRun.run(binary, ["--version"])
        #expect(version.status == 0 && !version.stdout.isEmpty)
        // The manual documents every command, as roff.
        let manual = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/seatchart.1"), encoding: .utf8)
        #expect(manual.hasPrefix(".") && manual.contains("seatchart"))
        for command in ["render", "bookings", "serve", "status"] { #expect(manual.contains(command), "\(command)") }
        let rendered = try CapturedRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["man", "-l", prefix.appendingPathComponent("share/man/man1/seatchart.1").path],
            environment: ["MANPAGER": "cat", "PAGER": "cat"])
        #expect(rendered.status == 0 && rendered.stdout.contains("SEATCHART"), "\(rendered.stderr)")
        for file in ["share/bash-completion/completions/seatchart", "share/zsh/site-functions/_seatchart",
                     "share/fish/vendor_completions.d/seatchart.fish"] {
            let text = try String(contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("bookings"), "\(file)")
        }
    }

    /// The environment `swift test` itself was started with (this process's parent), as
    /// `NAME=value` arguments of `env -i`, for the install's `swift build`: SwiftPM keeps the
    /// packages' manifests evaluated under the environment they were evaluated in, and any
    /// other environment (this process's has `NO_COLOR` added; a variable of the script's
    /// own; another `SHLVL`) evaluates all of them again first (about 13 s of CPU). `_` is left
    /// for bash to set, and `SHLVL` one lower, since the script's bash raises it. This
    /// process's own environment when the parent's cannot be read.
    static func swiftTestsEnvironment() -> [String] {
        let parent = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(getppid())/environ")))
            .map { $0.split(separator: 0).map { String(decoding: $0, as: UTF8.self) } }
        var variables = parent ?? ProcessInfo.processInfo.environment.map { "\($0)=\($1)" }
        variables.removeAll { $0.hasPrefix("_=") }
        variables = variables.map { variable in
            guard variable.hasPrefix("SHLVL="), let level = Int(variable.dropFirst(6)) else { return variable }
            return "SHLVL=\(level - 1)"
        }
        return variables
    }
}
