import SeatChartJSON

extension InputError {
    /// The error for a file that is not JSON text: the syntax error's line and column as
    /// the place, and its message after `invalid JSON: `.
    ///
    /// - Parameters:
    ///   - file: The file as the user named it.
    ///   - error: What the parser found, and where.
    public init(file: String, invalidJSON error: JSONSyntaxError) {
        self.init(file: file, place: error.place, message: "invalid JSON: \(error.message)")
    }
}
