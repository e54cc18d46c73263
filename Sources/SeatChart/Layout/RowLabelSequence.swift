/// The labels of a rows section's rows (`rowLabels`): a sequence from `start`, letters
/// (`A`, `B`, ... `Z`, `AA`, ...) or numbers (`1`, `2`, ...), passing over the labels to
/// skip. The k-th row takes the k-th label of the sequence, unless it has its own label.
struct RowLabelSequence: Hashable, Sendable {
    /// Where the sequence starts: a letter index (`A` = 0) or a number.
    enum Start: Hashable, Sendable {
        case letters(Int)
        case number(Int)
    }

    let start: Start

    /// The sequence from `start`: one to four capital letters, or a numeral of one to seven
    /// digits; `nil` otherwise.
    init?(start: String) {
        if let first = start.unicodeScalars.first, ("0"..."9").contains(first) {
            guard start.count <= 7, start.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let n = Int(start) else { return nil }
            self.start = .number(n)
        } else {
            guard start.count <= 4, let index = RowLabel.index(Substring(start)) else { return nil }
            self.start = .letters(index)
        }
    }

    /// The label of each row: its own label, else the next of the sequence (the sequence
    /// advances for every row, so a row with its own label keeps the others in place).
    func labels(for own: [String?], skipping skip: [String]) -> [String] {
        let skipped = Set(skip)
        var k = 0
        func next() -> String {
            while true {
                let label: String
                switch start {
                case .letters(let first): label = RowLabel.label(first + k)
                case .number(let first): label = String(first + k)
                }
                k += 1
                if !skipped.contains(label) { return label }
            }
        }
        return own.map { label in
            let generated = next()
            return label ?? generated
        }
    }
}
