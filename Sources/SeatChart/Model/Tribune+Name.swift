extension Tribune {
    /// How people call the tribune: "Tribune 114" (the viewer's buttons and cards, the SVG's
    /// tooltips, tickets).
    public var displayName: String { "Tribune \(id)" }
}

extension Field.Kind {
    /// The name the viewer shows on the field: "Pitch", "Stage", "Court", "Floor".
    public var name: String { displayName ?? "Pitch" }
}
