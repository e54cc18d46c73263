import ArgumentParser
import Foundation
import SeatChart
import SeatChartSale
import SeatChartStore

/// A command ended without doing what was asked, for a reason that is not bad input:
/// a query found nothing. Exit code 1 (as for the sale's ``SelectionRefusal``).
struct CommandRefusal: Error, CustomStringConvertible {
    /// What to print on standard error (may be empty when stdout already said it).
    var message: String
    var description: String { message }
}

/// Turns any error a command throws into a message on standard error and an exit code.
enum CommandOutcome {
    /// Exit code for bad input: usage, file or value.
    static let badInput: Int32 = 2
    /// Exit code for a query that found nothing or a refused selection.
    static let refused: Int32 = 1

    /// Prints `error` as the user should see it and returns the exit code to use: 2 for bad
    /// input (an unknown seat id or category included), 1 for a refusal (a seat in the way,
    /// a point with no seat, a query that found nothing).
    static func report<C: ParsableCommand>(_ error: Error, command: C.Type) -> Int32 {
        switch error {
        case let error as InputError:
            printError(error.reported.map { "error: \($0)" }.joined(separator: "\n"))
            // What the file would also have been warned of, as a file that is read warns.
            if !Quiet.isOn { for warning in error.warnings { printError("warning: \(warning)") } }
            return badInput
        case let error as CommandRefusal:
            if !error.message.isEmpty { printError(error.message) }
            return refused
        case let refusal as SelectionRefusal:
            // A seat in the way: nothing was changed.
            printError(refusal.message)
            return refused
        case let error as SeatRequestError:
            if case .noSeat = error {
                printError(error.message)
                return refused
            }
            return report(error.inputError, command: command)
        case let error as ExitCode:
            return error.rawValue
        default:
            let code = command.exitCode(for: error)
            let message = command.fullMessage(for: error)
            if code == .success {
                // --help and --version.
                print(message)
                return 0
            }
            if refusedValue(in: error) != nil {
                // A value the command refused: one line in the one error style, no usage.
                printError("error: \(command.message(for: error))")
            } else if !message.isEmpty {
                // A usage error (a missing argument, an unknown option): the usage helps.
                printError(message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message)
            }
            // ArgumentParser reports usage and validation errors as 64; the contract says 2.
            return code == .validationFailure ? badInput : (code.rawValue == 1 ? refused : badInput)
        }
    }

    /// The `ValidationError` a `validate()` threw, found by its type inside the error
    /// ArgumentParser hands back (its own wrapper types are not public): a value the command
    /// refused, as against a usage error.
    static func refusedValue(in error: any Error, depth: Int = 4) -> ValidationError? {
        func search(_ value: Any, _ depth: Int) -> ValidationError? {
            if let found = value as? ValidationError { return found }
            guard depth > 0 else { return nil }
            return Mirror(reflecting: value).children.lazy.compactMap { search($0.value, depth - 1) }.first
        }
        return search(error, depth)
    }

    /// Writes `message` and a newline to standard error.
    static func printError(_ message: String) {
        StandardOutput.write(Data((message + "\n").utf8), to: .standardError)
    }
}
