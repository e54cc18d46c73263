extension Chart {
    /// Whether seat `index` is drawn in an image that shows tribune `focus` alone (a
    /// `--focus` view): only that tribune's seats are. With no focus every seat is drawn.
    public func isSeat(_ index: Int, shownWithFocus focus: Int?) -> Bool {
        guard let focus else { return true }
        return seats.indices.contains(index) && seats[index].tribune == focus
    }
}
