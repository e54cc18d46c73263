/// Something that draws itself as a path inside a rectangle, as SwiftUI's `Shape`.
public protocol Shape {
    /// The outline of the shape fitted into `rect`.
    func path(in rect: Rect) -> Path
}
