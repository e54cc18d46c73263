/// The picture formats an SVG can be turned into.
public enum RasterFormat: String, Sendable, CaseIterable {
    /// A PNG image, `width` pixels wide.
    case png
    /// A one-page PDF; a CSS pixel is ¾ of a point (96 pixels an inch).
    case pdf

    /// The format a file name asks for by its extension (`.png`, `.pdf`, any case), or nil.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }
}
