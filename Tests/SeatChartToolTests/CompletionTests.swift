import Foundation
import SeatChartTestSupport
import Testing

/// Shell completions: the scripts, and the stadium's own ids completed through the binary, as
/// the scripts call it (`seatchart ---completion SUBCOMMAND -- ARGUMENT ...`), and through
/// bash itself.
@Suite(.onWaitingThreads) struct CompletionTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// What `seatchart` answers for `argument` of `subcommand` when the line is `words`, the
    /// last one being typed.
    func complete(_ subcommand: String, _ argument: String, _ words: [String]) throws -> [String] {
        let last = words.count - 1
        let result = try SeatChartProcess.run(
            ["---completion", subcommand, "--", argument, String(last), String(words[last].count)] + words)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func scriptsForEveryShellNameTheFileKinds() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try SeatChartProcess.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.stdout.contains("json") && script.stdout.contains("sqlite"), "\(shell): stadium and state files")
            #expect(script.stdout.contains("bookings"), "\(shell): every command")
        }
    }

    @Test func categoriesTribunesAndSeatsComeFromTheStadiumOnTheLine() throws {
        let categories = try complete("best", "--category", ["seatchart", "best", Self.arena, "2", "--category", ""])
        #expect(categories == ["P", "Courtside", "L", "Lower Tier", "U", "Upper Tier"])
        let tribunes = try complete("render", "--focus", ["seatchart", "render", Self.arena, "--focus", ""])
        #expect(tribunes.contains("101") && tribunes.contains("202"))
        let first = try complete("select", "positional@1", ["seatchart", "select", Self.arena, ""])
        #expect(first.contains("101-") && first.allSatisfy { $0.hasSuffix("-") })
        let rows = try complete("select", "positional@1", ["seatchart", "select", Self.arena, "101-"])
        #expect(rows == ["101-A-", "101-B-", "101-C-"])
        let seats = try complete("select", "positional@1", ["seatchart", "select", Self.arena, "101-B-"])
        #expect(seats.first == "101-B-1" && seats.allSatisfy { $0.hasPrefix("101-B-") })
        // No stadium on the line yet: nothing to offer, and no error.
        #expect(try complete("best", "--category", ["seatchart", "best", "--category", ""]).isEmpty)
    }

    @Test func bashCompletesARowThroughTheScript() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let script = folder.appendingPathComponent("seatchart.bash")
        try Data(try SeatChartProcess.run(["--generate-completion-script", "bash"]).stdout.utf8).write(to: script)
        let binary = SeatChartProcess.executable.deletingLastPathComponent().path
        let line = "seatchart select \(Self.arena) 101-"
        let program = """
            source '\(script.path)'
            export PATH='\(binary)':$PATH
            COMP_WORDS=(seatchart select '\(Self.arena)' 101-); COMP_CWORD=3
            COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
            _seatchart seatchart 101- '\(Self.arena)'
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try CapturedRun.run(URL(fileURLWithPath: "/bin/bash"), ["-c", program])
        #expect(result.stdout.split(separator: "\n").map(String.init) == ["101-A-", "101-B-", "101-C-"], "\(result.stderr)")
    }
}
