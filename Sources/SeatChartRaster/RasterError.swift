/// Why an SVG could not be turned into a picture, in words for the user.
public struct RasterError: Error, CustomStringConvertible, Sendable, Equatable {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
