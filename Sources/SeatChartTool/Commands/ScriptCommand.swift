import ArgumentParser
import Foundation
import SeatChart
import SeatChartJSON
import SeatChartSale

/// `seatchart script STADIUM [FILE]`: runs one command a line in this one process, with
/// one loaded chart and one open state file.
struct ScriptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script",
        abstract: "Run one command a line from FILE (or standard input), in one process.",
        discussion: """
        Each line is a seatchart command without `seatchart STADIUM`, e.g. \
        `select 101-A-1 101-A-2 --holder bob`. Words are split on white space; \
        "double quotes" keep spaces and \\ escapes the next character. `#` starts a comment; \
        blank lines are skipped. The script stops at the first failing line, names its \
        number, and exits with that line's exit code (with --keep-going it runs on and \
        exits with the first failure's code). Each line is its own transaction: \
        lines before the failing one stay done. With --json, one JSON object a line tells \
        what each line did.
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Argument(help: ArgumentHelp("The script (default or `-`: standard input).", valueName: "file"))
    var file: String?

    /// The state file every line uses unless it names another.
    @OptionGroup var stateFile: StateFileOption

    @Flag(help: "Run every line even after a failing one; exit with the first failure's code.")
    var keepGoing = false

    @Flag(help: ArgumentHelp(#"""
        Print one JSON object a line run: {"line", "command", "exit", "result"}, then "error" when \
        it failed and "messages" for what else it wrote to standard error. Lines whose command \
        has --json run with it, and their result is that document; other results are the \
        printed text, or null.
        """#))
    var json = false

    func run() throws {
        let name = file ?? "-"
        let source = name == "-" ? "standard input" : name
        let text = try Self.read(name)
        let chart = try ChartLoader.load(stadium)
        let context = CommandContext(
            scriptOn: stadium, chart: chart,
            statePath: stateFile.path ?? StateFile.defaultPath(forStadium: stadium), event: stateFile.event)
        let capture = json ? try OutputCapture() : nil
        var number = 0
        var firstFailure: Int32?
        var parser = ScriptLineParser()
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            var code: Int32?
            if let capture {
                let caught = capture.run {
                    code = runLine(line, number: number, source: source, context: context, parser: &parser)
                }
                if let code { print(SaleJSON.line(Self.report(line: number, command: line, exit: code, caught))) }
            } else {
                code = runLine(line, number: number, source: source, context: context, parser: &parser)
            }
            guard let code, code != 0 else { continue }
            if firstFailure == nil { firstFailure = code }
            if !keepGoing { break }
        }
        context.reportWrites()
        if let firstFailure { throw ExitCode(firstFailure) }
    }

    /// Runs one line of the script; returns its exit code (0 when it succeeded), or `nil`
    /// for a blank or comment line. A failure is reported on standard error, after a line
    /// naming the script's line (left out with `--json`, whose object names it).
    private func runLine(
        _ line: Substring, number: Int, source: String, context: CommandContext, parser: inout ScriptLineParser
    ) -> Int32? {
        let place = "line \(number)"
        var words: [String]
        do {
            words = try ScriptLine.words(line)
        } catch let error as ScriptLine.SyntaxError {
            // A line that cannot be split is bad input (exit 2), as a line that fails.
            return CommandOutcome.report(InputError(file: source, place: place, message: error.message), command: SeatChartCommand.self)
        } catch {
            return CommandOutcome.report(error, command: SeatChartCommand.self)
        }
        guard let verb = words.first else { return nil }
        let type = Self.subcommand(named: verb)
        if json, let type, type is JSONOutputCommand.Type, !words.contains("--json"), !words.contains("--csv") {
            words.append("--json")
        }
        do {
            guard let type else {
                let verbs = Self.subcommands.map { $0.verb }.joined(separator: ", ")
                throw InputError(file: source, place: place, message: "unknown command `\(verb)` (expected one of: \(verbs))")
            }
            // Parsed with the subcommand itself, not the root (no walk over every
            // command's options), and once per line shape (see ScriptLineParser).
            var command = try parser.parse(type, arguments: [stadium] + words.dropFirst())
            if let command = command as? any ContextCommand {
                try command.run(in: context)
            } else {
                try command.run()
            }
            return 0
        } catch {
            if !json {
                CommandOutcome.printError("\(source): \(place): `\(line.trimmingCharacters(in: .whitespaces))` failed:")
            }
            let reporting: ParsableCommand.Type = type ?? SeatChartCommand.self
            return CommandOutcome.report(error, command: reporting)
        }
    }

    /// The `--json` object of one line: `{"line", "command", "exit", "result"}`, then
    /// `"error"` when it failed and `"messages"` for the other lines it wrote on standard
    /// error. The result is the line's JSON document when it printed one, else its text
    /// (without the last line break), or null when it printed nothing.
    static func report(line: Int, command: Substring, exit: Int32, _ caught: (output: String, errors: String)) -> JSONValue {
        var result = JSONValue.null
        if !caught.output.isEmpty {
            if let document = try? JSONParser.parse(Data(caught.output.utf8)) {
                result = document
            } else {
                result = .string(caught.output.hasSuffix("\n") ? String(caught.output.dropLast()) : caught.output)
            }
        }
        var members = [
            JSONMember("line", SaleJSON.integer(line)),
            JSONMember("command", .string(command.trimmingCharacters(in: .whitespaces))),
            JSONMember("exit", SaleJSON.integer(Int(exit))),
            JSONMember("result", result),
        ]
        let lines = caught.errors.split(whereSeparator: \.isNewline).map(String.init)
        if exit != 0 { members.append(JSONMember("error", .string(lines.joined(separator: "\n")))) }
        else if !lines.isEmpty { members.append(JSONMember("messages", .array(lines.map { .string($0) }))) }
        return .object(members)
    }

    /// The commands a line may run: every subcommand but `script`.
    static let subcommands = SeatChartCommand.configuration.subcommands.filter { ObjectIdentifier($0) != ObjectIdentifier(ScriptCommand.self) }

    /// The subcommand called `verb`, if a line may run it.
    static func subcommand(named verb: String) -> ParsableCommand.Type? {
        subcommands.first { $0.verb == verb }
    }

    /// The script's text from `name` (`-` is standard input).
    static func read(_ name: String) throws -> String {
        let data: Data
        if name == "-" {
            data = try StandardInput.readAll(expected: "a script, one command a line")
        } else {
            guard let contents = FileManager.default.contents(atPath: name) else {
                throw InputError(file: name, place: "", message: "cannot read the script file")
            }
            data = contents
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: name == "-" ? "standard input" : name, place: "", message: "expected UTF-8 text")
        }
        return text
    }
}

/// Splitting one script line into words, as a shell would in its simplest form.
enum ScriptLine {
    /// A line that cannot be split: an unclosed quote or a trailing backslash.
    struct SyntaxError: Error {
        var message: String
    }

    /// The words of `line`: split on white space; `"..."` keeps spaces (and may be empty);
    /// `\` takes the next character literally; an unquoted `#` starts a comment.
    static func words(_ line: Substring) throws -> [String] {
        if let plain = plainWords(line) { return plain }
        var words: [String] = []
        var current = "", inWord = false, quoted = false, escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                inWord = true
            } else if character == "\\" {
                escaped = true
            } else if quoted {
                if character == "\"" { quoted = false } else { current.append(character) }
            } else if character == "\"" {
                quoted = true
                inWord = true
            } else if character == "#" && !inWord {
                break
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if quoted { throw SyntaxError(message: "a quote \" is not closed") }
        if escaped { throw SyntaxError(message: "the line ends with a lone \\") }
        if inWord { words.append(current) }
        return words
    }

    /// The words of a line of plain ASCII without quotes, backslashes or `#`, split on
    /// white space (the common case, done on bytes); `nil` for any other line.
    static func plainWords(_ line: Substring) -> [String]? {
        let bytes = line.utf8
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (0x09...0x0D).contains(b) }
        guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "#") })
        else { return nil }
        return bytes.split(whereSeparator: isSpace).map { String(Substring($0)) }
    }
}
