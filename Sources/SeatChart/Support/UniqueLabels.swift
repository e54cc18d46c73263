/// Hands out labels that are unique within one scope (a plan's zones, a zone's rows, a
/// row's seats, a chart's category ids), deterministically: the first claim of a label gets
/// it as it is, a later claim of the same label gets `LABEL_2`, then `LABEL_3`, ... (the
/// first one not yet taken).
public struct UniqueLabels: Sendable {
    private var taken: Set<String>

    /// Creates a scope in which `reserved` labels are already taken.
    public init(reserved: Set<String> = []) { taken = reserved }

    /// A label not yet taken in this scope, `base` itself when possible; it is now taken.
    public mutating func claim(_ base: String) -> String {
        if taken.insert(base).inserted { return base }
        var n = 2
        while !taken.insert("\(base)_\(n)").inserted { n += 1 }
        return "\(base)_\(n)"
    }

    /// Takes `label` if no one has: whether it was free.
    public mutating func claimIfFree(_ label: String) -> Bool { taken.insert(label).inserted }
}
