import SeatChart

extension Hit {
    /// What the hit is in an image that shows tribune `focus` alone (a `--focus` view):
    /// other tribunes and their seats are not drawn there, so they are nothing. `nil`
    /// (every tribune shown) keeps the hit.
    public func shown(withFocus focus: Int?, in chart: Chart) -> Hit {
        guard let focus else { return self }
        switch self {
        case .seat(let index): return chart.isSeat(index, shownWithFocus: focus) ? self : .nothing
        case .tribune(let tribune): return tribune == focus ? self : .nothing
        case .nothing: return self
        }
    }
}
