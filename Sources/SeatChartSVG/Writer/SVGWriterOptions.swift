/// How ``SVGWriter`` lays out the bytes it writes. The defaults are what `seatchart render` uses.
public struct SVGWriterOptions: Hashable, Sendable {
    /// Whether every element starts on a new line (no indentation is added, so the cost is one
    /// byte per element). Default `true`: the files diff line by line and stay small.
    public var newlinePerElement: Bool
    /// Whether to write the `<?xml version="1.0" encoding="UTF-8"?>` declaration. Default `true`.
    public var xmlDeclaration: Bool

    /// Creates writer options.
    ///
    /// - Parameters:
    ///   - newlinePerElement: start every element on a new line; default `true`.
    ///   - xmlDeclaration: write the XML declaration; default `true`.
    public init(newlinePerElement: Bool = true, xmlDeclaration: Bool = true) {
        self.newlinePerElement = newlinePerElement
        self.xmlDeclaration = xmlDeclaration
    }
}
