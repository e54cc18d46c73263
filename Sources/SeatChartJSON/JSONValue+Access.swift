/// Read access to a parsed JSON tree, for readers that have already checked the types
/// (against a schema): these return `nil` only for absent or wrongly typed values.
extension JSONValue {
    /// The value of the first member named `key` of an object, or `nil`.
    public func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The number, if this is one.
    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// The elements, if this is an array (an empty list otherwise).
    public var elements: [JSONValue] {
        if case .array(let a) = self { return a }
        return []
    }

    /// The JSON Schema type name of the value (`integer` for whole finite numbers, as
    /// draft-07 counts `1.0` as an integer).
    public var schemaTypeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let n): return n.isFinite && n.rounded() == n ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
