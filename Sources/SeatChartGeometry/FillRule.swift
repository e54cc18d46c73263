/// How the inside of a path is decided from the winding number of a point: how many
/// times the path turns around it, counting clockwise turns up and counter-clockwise
/// turns down.
public enum FillRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Inside when the winding number is not zero (SVG `fill-rule="nonzero"`, the default).
    case nonZero
    /// Inside when the winding number is odd (SVG `fill-rule="evenodd"`).
    case evenOdd

    /// Whether a point with this winding number is inside.
    @inlinable
    public func isInside(winding: Int) -> Bool {
        switch self {
        case .nonZero: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }
}
