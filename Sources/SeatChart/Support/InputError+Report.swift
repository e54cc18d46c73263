extension InputError {
    /// The most problems a report lists one by one; beyond them, one line says how many
    /// more there are, so that a file of thousands of problems gets a short report that
    /// still tells its size. Also the most overlapping pairs a check names.
    public static let listedProblems = 20

    /// The problems as a report lists them (the `validate` command, every command's error,
    /// ``description``): all of them up to ``listedProblems``; beyond, the first
    /// ``listedProblems`` and one problem at the place of the first one left out, saying how
    /// many more there are. ``problems`` keeps every one.
    public var reported: [InputProblem] {
        guard problems.count > Self.listedProblems else { return problems }
        let next = problems[Self.listedProblems]
        let more = problems.count - Self.listedProblems
        let summary = InputProblem(
            file: next.file, place: next.place,
            message: "and \(more) more problem\(more == 1 ? "" : "s"), the first of them here (\(problems.count) in all; the first \(Self.listedProblems) are listed)"
        )
        return Array(problems.prefix(Self.listedProblems)) + [summary]
    }
}
