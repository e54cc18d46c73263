/// The libxml2 text writer refused a call (out of memory, or a call out of order).
public struct SVGWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The libxml2 function that failed.
    public var function: String

    /// Creates the error for the failed function `function`.
    public init(function: String) { self.function = function }

    public var description: String { "the XML writer failed in \(function)" }
}
