extension JSONPath {
    /// The path a ``description`` names, read back: `sections[2].rows`, `[2].x`,
    /// `zones[0]["a b"]`, `$` (the root); nil for text that is not such a path (an unquoted key
    /// that is not a plain identifier, an index that is not a whole number, a bracket left open).
    ///
    /// Readers of the project report places as this text; parsing it once into components lets
    /// a caller ask which member or element a place lies in without matching prefixes of text.
    ///
    /// - Complexity: O(length of the text).
    public init?(parsing text: String) {
        if text == "$" { self.init(); return }
        let scalars = Array(text.unicodeScalars)
        var components: [Component] = [], i = 0
        func isPlain(_ c: Unicode.Scalar) -> Bool {
            c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
        }
        while i < scalars.count {
            if scalars[i] == "[" {
                i += 1
                if i < scalars.count, scalars[i] == "\"" {
                    i += 1
                    var key = ""
                    while i < scalars.count, scalars[i] != "\"" {
                        if scalars[i] == "\\" { i += 1; guard i < scalars.count else { return nil } }
                        key.unicodeScalars.append(scalars[i])
                        i += 1
                    }
                    guard i + 1 < scalars.count, scalars[i] == "\"", scalars[i + 1] == "]" else { return nil }
                    i += 2
                    components.append(.key(key))
                } else {
                    let start = i
                    while i < scalars.count, ("0"..."9").contains(scalars[i]) { i += 1 }
                    guard i > start, i < scalars.count, scalars[i] == "]",
                          let index = Int(String(String.UnicodeScalarView(scalars[start..<i])))
                    else { return nil }
                    i += 1
                    components.append(.index(index))
                }
            } else {
                // A plain key starts the path or follows a dot.
                if scalars[i] == "." {
                    guard !components.isEmpty else { return nil }
                    i += 1
                } else if !components.isEmpty {
                    return nil
                }
                let start = i
                while i < scalars.count, isPlain(scalars[i]) { i += 1 }
                guard i > start, !("0"..."9").contains(scalars[start]) else { return nil }
                components.append(.key(String(String.UnicodeScalarView(scalars[start..<i]))))
                guard i == scalars.count || scalars[i] == "." || scalars[i] == "[" else { return nil }
            }
        }
        guard !components.isEmpty else { return nil }
        self.init(components: components)
    }
}
