import SeatChart

/// How a problem names a seats.io object beside its JSON path: by its kind and the id the
/// import makes from the labels (`seat A-4`, `table S1-T1`), or, when it has no label, by
/// its kind and what holds it (`a seat of row A`). Names are made only for problems.
struct SeatsioObjectName: CustomStringConvertible {
    /// What holds an object: its name (`row S1-A`) and the id the ids inside it start with (`S1-A`).
    struct Holder: Sendable {
        var name: String
        var idPrefix: String
    }

    /// `seat`, `row`, `table`, `section`, `general-admission area`, `booth`.
    var kind: String
    var label: SeatsioChart.Label
    /// What holds the object (`nil` on a floor).
    var holder: Holder?

    /// The object's id as seats.io joins labels (`HOLDER-LABEL`), each part as the import
    /// writes it (``ImportedLabel/part(_:fallback:)``).
    var id: String {
        let part = ImportedLabel.part(label.text, fallback: "?")
        return holder.map { "\($0.idPrefix)-\(part)" } ?? part
    }

    /// `seat A-4`; `a seat of row A` without a label. A long id is shortened
    /// (``TerminalText/shortened(_:to:)``), as messages repeat values.
    var description: String {
        guard label.isMissing else { return "\(kind) \(TerminalText.shortened(id))" }
        return holder.map { "a \(kind) of \($0.name)" } ?? "a \(kind)"
    }

    /// This object as the holder of the objects inside it.
    var asHolder: Holder {
        let id = id
        return Holder(name: "\(kind) \(TerminalText.shortened(id))", idPrefix: id)
    }
}
