import Foundation
import SeatChartTestSupport
import Testing

/// A mistyped command is refused with the nearest name, as a mistyped option is.
@Suite(.onWaitingThreads) struct CommandNameTests {
    @Test(arguments: [(["rendr", "Stadiums/arena.json"], "rendr", "did you mean render?"),
                      (["help", "nosuch"], "nosuch", nil), (["sleect", "x.json", "1-A-1"], "sleect", "did you mean select?")])
    func anUnknownCommandIsBadInputNamingTheNearest(arguments: [String], word: String, hint: String?) throws {
        let result = try SeatChartProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: command line: \(word): no such command; expected one of validate, "), "\(result.stderr)")
        if let hint { #expect(result.stderr.contains(hint)) } else { #expect(!result.stderr.contains("did you mean")) }
    }

    @Test func helpOnAKnownCommandStillWorks() throws {
        let result = try SeatChartProcess.run(["help", "render"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Write the chart"))
    }
}
