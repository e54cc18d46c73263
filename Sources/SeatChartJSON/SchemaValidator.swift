/// Checks a JSON document against a JSON Schema (draft-07), reporting every violation
/// with its path, in document order.
///
/// It implements the keywords the pretix schema uses: `type` (one name or a list),
/// `enum`, `properties`, `required`, `additionalProperties: false`, `items` and local
/// `$ref`s (`#/definitions/NAME`). Other keywords (`title`, `$schema`, ...) are ignored.
/// Numbers must also be finite, since a plan's numbers are coordinates and sizes. A key
/// written twice in one object is reported, since its meaning would be ambiguous. Unknown
/// and duplicate keys are worded by ``KeyProblem``, as every reader of the project words them.
///
/// The schema is compiled once (references resolved, properties in a dictionary), and the
/// path is kept as a stack that becomes a ``JSONPath`` only for a problem.
///
/// - Complexity: O(n) in the size of the document.
public struct SchemaValidator: Sendable {
    private let root: CompiledSchema

    /// Creates a validator for `schema`.
    public init(schema: JSONValue) {
        var compiler = SchemaCompiler(document: schema)
        root = compiler.compile(schema)
    }

    /// Every problem of `document`, in document order (an empty list when it is valid).
    public func problems(in document: JSONValue) -> [SchemaProblem] {
        var run = Run()
        run.check(document, against: root)
        return run.found
    }

    /// One validation: the path stack and the problems found.
    private struct Run {
        var stack: [JSONPath.Component] = []
        var found: [SchemaProblem] = []

        mutating func report(_ message: String) {
            found.append(SchemaProblem(path: JSONPath(components: stack), message: message))
        }

        mutating func check(_ value: JSONValue, against schema: CompiledSchema) {
            if let types = schema.types, !types.contains(where: { Self.matches(value, type: $0) }) {
                report("expected \(schema.typeDescription), found \(value.summary)")
                return
            }
            if case .number(let n) = value, !n.isFinite {
                report("expected a finite number, found a number too large to represent")
                return
            }
            if let options = schema.options, !options.contains(value) {
                report("expected one of \(options.map(\.summary).joined(separator: ", ")), found \(value.summary)")
                return
            }
            switch value {
            case .object(let members): checkObject(members, against: schema)
            case .array(let elements):
                guard let items = schema.items else { return }
                for (i, element) in elements.enumerated() {
                    stack.append(.index(i))
                    check(element, against: items)
                    stack.removeLast()
                }
            default: break
            }
        }

        private mutating func checkObject(_ members: [JSONMember], against schema: CompiledSchema) {
            var seen: Set<String> = []
            seen.reserveCapacity(members.count)
            for member in members {
                stack.append(.key(member.key))
                if !seen.insert(member.key).inserted {
                    report(KeyProblem.duplicate)
                } else if let property = schema.properties[member.key] {
                    check(member.value, against: property)
                } else if schema.isClosed {
                    report(KeyProblem.unknown(member.key, expected: schema.propertyOrder))
                }
                stack.removeLast()
            }
            for key in schema.required where !seen.contains(key) {
                stack.append(.key(key))
                report("required key is missing")
                stack.removeLast()
            }
        }

        private static func matches(_ value: JSONValue, type: String) -> Bool {
            let actual = value.schemaTypeName
            return actual == type || (type == "number" && actual == "integer")
        }
    }
}

/// A schema ready for checking: references resolved, properties looked up by key.
final class CompiledSchema: @unchecked Sendable {
    // Filled once by `SchemaCompiler`, read-only afterwards (hence the unchecked Sendable).
    /// `type`, if given.
    var types: [String]?
    /// `enum`, if given.
    var options: [JSONValue]?
    /// `properties` by key, and their order in the schema (for messages).
    var properties: [String: CompiledSchema] = [:]
    var propertyOrder: [String] = []
    /// `required`.
    var required: [String] = []
    /// `additionalProperties: false`.
    var isClosed = false
    /// `items`, if given.
    var items: CompiledSchema?

    /// `a whole number`, `a string or null`, ...
    var typeDescription: String {
        let words = (types ?? []).map { type -> String in
            switch type {
            case "integer": return "a whole number"
            case "number": return "a number"
            case "string": return "a string"
            case "boolean": return "true or false"
            case "object": return "an object"
            case "array": return "an array"
            default: return type
            }
        }
        return words.isEmpty ? "nothing" : Alternatives.listed(words)
    }
}

/// Compiles schema documents, resolving each local `$ref` once (recursive schemas included).
private struct SchemaCompiler {
    let document: JSONValue
    private var byReference: [String: CompiledSchema] = [:]

    init(document: JSONValue) { self.document = document }

    mutating func compile(_ schema: JSONValue) -> CompiledSchema {
        if let ref = schema.member("$ref")?.stringValue {
            if let done = byReference[ref] { return done }
            let node = CompiledSchema()
            byReference[ref] = node
            if let target = resolve(ref) { fill(node, from: target) }
            return node
        }
        let node = CompiledSchema()
        fill(node, from: schema)
        return node
    }

    private mutating func fill(_ node: CompiledSchema, from schema: JSONValue) {
        switch schema.member("type") {
        case .string(let name)?: node.types = [name]
        case .array(let names)?: node.types = names.compactMap(\.stringValue)
        default: break
        }
        if case .array(let options)? = schema.member("enum") { node.options = options }
        if case .object(let properties)? = schema.member("properties") {
            for property in properties where node.properties[property.key] == nil {
                node.properties[property.key] = compile(property.value)
                node.propertyOrder.append(property.key)
            }
        }
        node.required = schema.member("required")?.elements.compactMap(\.stringValue) ?? []
        node.isClosed = schema.member("additionalProperties") == .bool(false)
        if let items = schema.member("items") { node.items = compile(items) }
    }

    /// The schema a local reference (`#/definitions/zone`) names.
    private func resolve(_ ref: String) -> JSONValue? {
        guard ref.hasPrefix("#") else { return nil }
        var target: JSONValue? = document
        for part in ref.dropFirst().split(separator: "/") { target = target?.member(String(part)) }
        return target
    }
}
