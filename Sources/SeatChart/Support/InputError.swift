/// One problem found in user input: which file, where in it, and what was expected.
///
/// Prints as `FILE: PLACE: MESSAGE`, e.g.
/// `Stadiums/arena.json: sections[1].rows: expected a whole number of at least 1, found -3`.
public struct InputProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file (as the user named it), or `command line`.
    public var file: String
    /// The place in it: a JSON path (`bowl.rings[0].tribunes.long`), `line 3`, or an option name.
    public var place: String
    /// What is wrong and what was expected.
    public var message: String

    /// Creates a problem report.
    public init(file: String, place: String, message: String) {
        self.file = file
        self.place = place
        self.message = message
    }

    /// `FILE: PLACE: MESSAGE`, with control characters in any part written as visible
    /// escapes (``TerminalText``): a key or value echoed from a file cannot forge a line.
    public var description: String {
        let (file, place, message) = (TerminalText.escaped(file), TerminalText.escaped(place), TerminalText.escaped(message))
        return place.isEmpty ? "\(file): \(message)" : "\(file): \(place): \(message)"
    }
}

/// Bad input: one or more problems, all found at once and reported up to a bound
/// (``reported``). The command line exits with 2.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found, in the order found.
    public var problems: [InputProblem]
    /// What reading the file would also have warned of (a pretix plan's repeated labels,
    /// say), told with the problems so that one run names everything to fix.
    public var warnings: [InputProblem]

    /// Creates an error from its problems and the warnings found with them.
    public init(_ problems: [InputProblem], warnings: [InputProblem] = []) {
        self.problems = problems
        self.warnings = warnings
    }

    /// Creates an error with one problem.
    public init(file: String, place: String, message: String) {
        self.problems = [InputProblem(file: file, place: place, message: message)]
        self.warnings = []
    }

    /// The problems as reported (``reported``), one a line.
    public var description: String { reported.map(\.description).joined(separator: "\n") }
}
