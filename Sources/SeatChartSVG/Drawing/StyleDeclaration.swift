/// One `name:value` of a style.
public struct StyleDeclaration: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `name:value`.
    public var text: String { name + ":" + value }
}
