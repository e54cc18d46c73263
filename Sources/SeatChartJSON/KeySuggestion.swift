/// Suggests the key a typo was meant to be, for "unknown key" messages.
public enum KeySuggestion {
    /// The key of `keys` nearest to `typo`: equal ignoring case, or at most two edits away
    /// (insertions, deletions, substitutions). `nil` when none is that close.
    public static func nearest(to typo: String, in keys: [String]) -> String? {
        let lowered = typo.lowercased()
        if let same = keys.first(where: { $0.lowercased() == lowered }) { return same }
        var best: (key: String, distance: Int)?
        for key in keys {
            let d = distance(Array(lowered), Array(key.lowercased()))
            if d <= 2, d < (best?.distance ?? .max) { best = (key, d) }
        }
        return best?.key
    }

    /// The Levenshtein distance between `a` and `b`.
    ///
    /// - Complexity: O(a.count × b.count); keys are short, and typos longer than 64
    ///   characters are not compared.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.count > 64 || b.count > 64 { return .max }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
