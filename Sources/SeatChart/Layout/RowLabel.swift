/// Row labels: `A`...`Z`, then `AA`, `AB`, ... (bijective base 26), from the field outwards.
public enum RowLabel {
    /// The label of the row at `index` (0 = `A`); `""` for a negative index.
    public static func label(_ index: Int) -> String {
        guard index >= 0 else { return "" }
        var n = index + 1
        var scalars: [Unicode.Scalar] = []
        while n > 0 {
            let digit = (n - 1) % 26
            scalars.append(Unicode.Scalar(UInt8(65 + digit)))
            n = (n - 1) / 26
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.reversed())
        return text
    }

    /// The row index of `label` (`A` = 0), or `nil` if it is not such a label.
    public static func index(_ label: Substring) -> Int? {
        guard !label.isEmpty, label.count <= 8 else { return nil }
        var n = 0
        for scalar in label.unicodeScalars {
            guard scalar.value >= 65, scalar.value <= 90 else { return nil }
            n = n * 26 + Int(scalar.value - 64)
        }
        return n - 1
    }
}
