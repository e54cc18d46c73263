/// One place where a document breaks its schema.
public struct SchemaProblem: Hashable, Sendable {
    /// Where: `zones[0].rows[3].seats[2].position.x`.
    public var path: JSONPath
    /// What was expected there.
    public var message: String

    /// A problem at `path`.
    public init(path: JSONPath, message: String) {
        self.path = path
        self.message = message
    }
}
