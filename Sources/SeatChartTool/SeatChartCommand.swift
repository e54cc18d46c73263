import ArgumentParser
import Foundation
import SeatChart
import SeatChartJSON

/// The `seatchart` command line: one subcommand per file under `Commands/`.
@main
struct SeatChartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seatchart",
        abstract: "Vector seating charts: lay out stadiums, render SVG, hit-test points, hold and book seats.",
        discussion: """
        STADIUM is a stadium file (Stadiums/*.json) or a pretix seating plan.
        Exit codes: 0 done; 1 a query found nothing or a selection could not be taken;
        2 bad input (usage, file, value).
        --quiet, anywhere on the line, silences warnings (never errors).
        """,
        version: SeatChartVersion.current,
        subcommands: [
            ValidateCommand.self, InfoCommand.self, SeatsCommand.self,
            SelectCommand.self, DeselectCommand.self, BookCommand.self, ReleaseCommand.self, BlockCommand.self, UnblockCommand.self,
            BestCommand.self, StatusCommand.self, BookingsCommand.self, HistoryCommand.self, ReportCommand.self, ScriptCommand.self,
            ExportCommand.self, RenderCommand.self, HitCommand.self, AreaCommand.self, ServeCommand.self, DesignCommand.self, StateCommand.self,
            TicketCommand.self, EventCommand.self, SeasonCommand.self,
        ]
    )

    /// Runs the command line with exit codes of docs/command-line.md: usage errors and bad input exit 2
    /// (ArgumentParser's own default is 64), refusals exit 1.
    static func main() async {
        do {
            var arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.contains(Quiet.flag) {
                arguments.removeAll { $0 == Quiet.flag }
                Quiet.silenceWarnings()
            }
            try checkCommandName(arguments)
            var command = try parseAsRoot(arguments)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            Foundation.exit(CommandOutcome.report(error, command: self))
        }
    }

    /// The subcommands' names.
    static var commandNames: [String] { configuration.subcommands.map { $0.verb } }

    /// Refuses a first word (or the word after `help`) that names no command, with the
    /// nearest command's name: `seatchart rendr` says "did you mean render?".
    ///
    /// - Throws: ``InputError`` (exit 2) naming the word as typed.
    static func checkCommandName(_ arguments: [String]) throws {
        var word = arguments.first
        if word == "help" { word = arguments.dropFirst().first }
        guard let word, !word.hasPrefix("-"), !commandNames.contains(word) else { return }
        let known = commandNames.joined(separator: ", ")
        let hint = KeySuggestion.nearest(to: word, in: commandNames).map { " (did you mean \($0)?)" } ?? ""
        throw InputError(file: "command line", place: word, message: "no such command; expected one of \(known)\(hint)")
    }
}
