import ArgumentParser
import Foundation

/// A command whose parsed form a script may reuse for other lines of the same shape: it
/// returns a copy in which every string it took from a line's words has been passed
/// through `word`.
///
/// Every stored string that comes from the command line must be mapped, including those
/// of option groups; ``ScriptLineParser`` checks this once per shape and parses afresh
/// when a string was missed, so a forgotten field costs speed, never a wrong answer.
protocol ScriptRebindable {
    /// A copy with every string taken from the command line replaced by `word(string)`.
    func rebinding(_ word: (String) -> String) -> Self
}

/// Parses script lines with swift-argument-parser, once per line shape rather than once
/// per line, so that a 10,000-line script does not pay for 10,000 parses.
///
/// A line's *shape* is its words with every plain word (one that does not start with
/// `-`, is not empty and is not a number such as `60` or `3,4`) replaced by a numbered
/// placeholder. Option names, flags and numbers stay as typed. The first line of a shape
/// is parsed in its placeholder form; later lines of that shape take that parse and put
/// their own words in place of the placeholders (``ScriptRebindable``), then run the
/// command's `validate()` on the result.
///
/// Why the answer is the one a direct parse gives: ArgumentParser decides what a word is
/// from whether it starts with `-` and from the text of option names, both kept in the
/// shape; a plain word only becomes a value. A placeholder that lands in a typed value
/// (a number, a choice) fails to convert, and such shapes, lines whose words contain the
/// placeholder mark, commands that are not ``ScriptRebindable``, lines whose rebound
/// command fails `validate()`, and any parse error are all parsed directly, so errors and
/// help come from ArgumentParser exactly as on the command line.
struct ScriptLineParser {
    /// What is known about one shape.
    private enum Entry {
        /// The shape's parse, with placeholders where the plain words were.
        case template(any ParsableCommand & ScriptRebindable)
        /// Lines of this shape are parsed directly.
        case direct
    }

    /// The character that starts a placeholder: a private-use code point.
    static let mark: Character = "\u{F8FF}"
    /// At most this many shapes are remembered; the memory is emptied when it is full.
    static let capacity = 4096

    private var shapes: [[String]: Entry] = [:]

    /// Creates a parser that knows no shape yet.
    init() {}

    /// The command `type` parsed from `arguments` (the stadium, then the line's words after
    /// the command name), as `type.parseAsRoot(arguments)` would return it.
    ///
    /// - Throws: what `parseAsRoot` throws for these arguments.
    mutating func parse(_ type: ParsableCommand.Type, arguments: [String]) throws -> ParsableCommand {
        guard type is ScriptRebindable.Type,
              let shape = Self.shape(of: arguments, command: type.verb)
        else { return try type.parseAsRoot(arguments) }
        let fill: (String) -> String = { Self.word(for: $0, in: arguments) }
        switch shapes[shape] {
        case .direct:
            return try type.parseAsRoot(arguments)
        case .template(let template):
            return try Self.validated(template.rebinding(fill)) ?? type.parseAsRoot(arguments)
        case nil:
            if shapes.count >= Self.capacity { shapes.removeAll(keepingCapacity: true) }
            let placeholders = Array(shape.dropFirst())
            guard let template = (try? type.parseAsRoot(placeholders)) as? any ParsableCommand & ScriptRebindable,
                  case let command = template.rebinding(fill), !Self.holdsPlaceholder(command)
            else {
                shapes[shape] = .direct
                return try type.parseAsRoot(arguments)
            }
            shapes[shape] = .template(template)
            return try Self.validated(command) ?? type.parseAsRoot(arguments)
        }
    }

    /// `command` (a template with the line's words in place) when it passes `validate()`,
    /// else `nil` (the caller then parses directly, for ArgumentParser's own error).
    private static func validated(_ command: any ParsableCommand) -> ParsableCommand? {
        var command = command
        do {
            try command.validate()
        } catch {
            return nil
        }
        return command
    }

    /// The shape of `arguments` for the command called `name` (its first element), or
    /// `nil` when a word holds the placeholder mark.
    static func shape(of arguments: [String], command name: String) -> [String]? {
        var shape = [name]
        shape.reserveCapacity(arguments.count + 1)
        for (k, word) in arguments.enumerated() {
            if holdsMark(word) { return nil }
            shape.append(isPlain(word) ? placeholder(k) : word)
        }
        return shape
    }

    /// The placeholder of the `k`-th argument.
    static func placeholder(_ k: Int) -> String {
        k < placeholders.count ? placeholders[k] : "\(mark)\(k)"
    }

    private static let placeholders = (0..<64).map { "\(mark)\($0)" }
    private static let markBytes = Array(String(mark).utf8)

    /// Whether `string` holds the placeholder mark anywhere.
    static func holdsMark(_ string: String) -> Bool {
        string.utf8.contains(markBytes[0]) && string.contains(mark)
    }

    /// Whether `word` becomes a placeholder: not empty, not starting with `-`, and not a
    /// number (`60`, `1e3`) or a list of numbers (`3,4`).
    static func isPlain(_ word: String) -> Bool {
        guard let first = word.utf8.first, first != UInt8(ascii: "-") else { return false }
        if Double(word) != nil { return false }
        guard word.utf8.contains(UInt8(ascii: ",")) else { return true }
        return !word.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
            Double($0.trimmingCharacters(in: .whitespaces)) != nil
        }
    }

    /// The word a placeholder stands for in `arguments`; any other string unchanged.
    static func word(for string: String, in arguments: [String]) -> String {
        guard string.utf8.starts(with: markBytes),
              let k = Int(Substring(string.utf8.dropFirst(markBytes.count))), arguments.indices.contains(k)
        else { return string }
        return arguments[k]
    }

    /// Whether a string anywhere inside `value` still holds the placeholder mark.
    static func holdsPlaceholder(_ value: Any, depth: Int = 0) -> Bool {
        if let string = value as? String { return holdsMark(string) }
        guard depth < 16 else { return true }  // too deep to tell: parse directly
        return Mirror(reflecting: value).children.contains { holdsPlaceholder($0.value, depth: depth + 1) }
    }
}

extension ScriptRebindable {
    /// A copy of `self` changed by `change`.
    func modified(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
