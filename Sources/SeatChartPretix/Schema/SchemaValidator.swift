import SeatChart

/// One place where a document breaks its schema.
struct SchemaProblem: Hashable, Sendable {
    /// Where: `zones[0].rows[3].seats[2].position.x`.
    var path: JSONPath
    /// What was expected there.
    var message: String
}

/// Checks a JSON document against a JSON Schema (draft-07), reporting every violation
/// with its path, in document order.
///
/// It implements the keywords the pretix schema uses: `type` (one name or a list),
/// `enum`, `properties`, `required`, `additionalProperties: false`, `items` and local
/// `$ref`s (`#/definitions/NAME`). Other keywords (`title`, `$schema`, ...) are ignored.
/// Numbers must also be finite, since a plan's numbers are coordinates and sizes. A key
/// written twice in one object is reported, since its meaning would be ambiguous.
///
/// - Complexity: O(n) in the size of the document.
struct SchemaValidator {
    /// The whole schema, where `$ref`s are resolved.
    let schema: JSONValue

    /// Every problem of `document`, in document order (an empty list when it is valid).
    func problems(in document: JSONValue) -> [SchemaProblem] {
        var found: [SchemaProblem] = []
        check(document, against: schema, at: .root, into: &found)
        return found
    }

    // MARK: - Keywords

    private func check(_ value: JSONValue, against rawSchema: JSONValue, at path: JSONPath, into found: inout [SchemaProblem]) {
        guard let schema = resolve(rawSchema) else { return }
        if let types = typeNames(schema), !types.contains(where: { matches(value, type: $0) }) {
            found.append(SchemaProblem(path: path, message: "expected \(describe(types)), found \(value.summary)"))
            return
        }
        if case .number(let n) = value, !n.isFinite {
            found.append(SchemaProblem(path: path, message: "expected a finite number, found a number too large to represent"))
            return
        }
        if let options = schema.planMember("enum")?.planElements, !options.contains(value) {
            let listed = options.map(\.summary)
            found.append(SchemaProblem(path: path, message: "expected one of \(listed.joined(separator: ", ")), found \(value.summary)"))
            return
        }
        switch value {
        case .object(let members): checkObject(members, against: schema, at: path, into: &found)
        case .array(let elements):
            if let items = schema.planMember("items") {
                for (i, element) in elements.enumerated() { check(element, against: items, at: path.index(i), into: &found) }
            }
        default: break
        }
    }

    private func checkObject(_ members: [JSONMember], against schema: JSONValue, at path: JSONPath, into found: inout [SchemaProblem]) {
        let properties: [JSONMember]
        if case .object(let p)? = schema.planMember("properties") { properties = p } else { properties = [] }
        let closed = schema.planMember("additionalProperties") == .bool(false)
        var seen: Set<String> = []
        for member in members {
            let place = path.key(member.key)
            guard seen.insert(member.key).inserted else {
                found.append(SchemaProblem(path: place, message: "key written more than once; expected each key once"))
                continue
            }
            if let property = properties.first(where: { $0.key == member.key }) {
                check(member.value, against: property.value, at: place, into: &found)
            } else if closed {
                let known = properties.map(\.key).joined(separator: ", ")
                found.append(SchemaProblem(path: place, message: "unknown key; expected one of: \(known)"))
            }
        }
        for required in schema.planMember("required")?.planElements ?? [] {
            guard let key = required.planString, !seen.contains(key) else { continue }
            found.append(SchemaProblem(path: path.key(key), message: "required key is missing"))
        }
    }

    // MARK: - Helpers

    /// Follows `$ref`s (`#/definitions/NAME`, or any `#/a/b` pointer) to the schema they name.
    private func resolve(_ schema: JSONValue) -> JSONValue? {
        var current = schema
        for _ in 0..<16 {
            guard let ref = current.planMember("$ref")?.planString else { return current }
            guard ref.hasPrefix("#") else { return nil }
            var target: JSONValue? = self.schema
            for part in ref.dropFirst().split(separator: "/") { target = target?.planMember(String(part)) }
            guard let next = target else { return nil }
            current = next
        }
        return nil
    }

    private func typeNames(_ schema: JSONValue) -> [String]? {
        switch schema.planMember("type") {
        case .string(let name)?: return [name]
        case .array(let names)?: return names.compactMap(\.planString)
        default: return nil
        }
    }

    private func matches(_ value: JSONValue, type: String) -> Bool {
        let actual = value.schemaTypeName
        return actual == type || (type == "number" && actual == "integer")
    }

    private func describe(_ types: [String]) -> String {
        let words = types.map { type -> String in
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
        guard words.count > 1 else { return words.first ?? "nothing" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}
