extension Tribune {
    /// How people call the tribune: "Tribune 114", "Table T1", or a standing area's own name
    /// ("Floor") (the viewer's buttons and cards, the SVG's tooltips, tickets).
    public var displayName: String {
        switch kind {
        case .block, .rows: "Tribune \(id)"
        case .table: "Table \(id)"
        case .standing(let area): area.name
        }
    }
}

extension Field.Kind {
    /// The name the viewer shows on the field: "Pitch", "Stage", "Court", "Floor".
    public var name: String { displayName ?? "Pitch" }
}
