/// A place in a JSON document, written as users read it: `zones[0].rows[3].seats[2].position.x`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: a member key or an array index.
    public enum Component: Hashable, Sendable {
        /// The member written under this key.
        case key(String)
        /// The element at this 0-based index.
        case index(Int)
    }

    /// The steps from the document's root.
    public private(set) var components: [Component] = []

    /// The root.
    public static let root = JSONPath()

    /// The path of `components`, from the root.
    public init(components: [Component] = []) { self.components = components }

    /// This path followed by member `key`.
    public func key(_ key: String) -> JSONPath {
        var p = self
        p.components.append(.key(key))
        return p
    }

    /// This path followed by element `index`.
    public func index(_ index: Int) -> JSONPath {
        var p = self
        p.components.append(.index(index))
        return p
    }

    /// `zones[0].name`; keys that are not plain identifiers are quoted (`["a b"]`); the root
    /// is `$`, so that a message about the whole document still names a place.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let i): text += "[\(i)]"
            case .key(let k):
                if Self.isPlain(k) {
                    text += text.isEmpty ? k : "." + k
                } else {
                    text += "[\"" + k.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
                }
            }
        }
        return text.isEmpty ? "$" : text
    }

    private static func isPlain(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
