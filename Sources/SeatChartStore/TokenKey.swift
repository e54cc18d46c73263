/// The key that signs a server's hold tokens, kept in the state so that every server on it
/// accepts the tokens of the others; what both backends share about it.
public enum TokenKey {
    /// The key's length in bytes.
    public static let length = 32

    /// A new key of ``length`` bytes from the system's random generator.
    public static func random() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The most idle holders one call of ``SelectionStateStore/removeIdleHolders()`` deletes,
    /// so that it holds the write lock briefly.
    public static let removalBatch = 1000

    /// The key was written but cannot be read back.
    public struct Missing: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the token key cannot be read back" }
    }
}
