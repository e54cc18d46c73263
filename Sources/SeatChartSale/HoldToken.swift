import Foundation

/// A buyer's hold token: the holder name a server issues to one buyer, random enough
/// (128 bits) that no one else can guess it. A token is valid until its expiry; the holds
/// taken with it run out then too.
public struct HoldToken: Hashable, Sendable, CustomStringConvertible {
    /// The token's text: `hold_` and 32 lowercase hexadecimal digits.
    public let text: String

    /// The prefix of every token, which no name typed at the command line needs to use.
    public static let prefix = "hold_"

    /// A new token of 128 random bits from the system's generator.
    public static func random() -> HoldToken {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64, low = generator.next() as UInt64
        return HoldToken(uncheckedText: prefix + hex(high) + hex(low))
    }

    /// The token `text` spells, or `nil` when it is not a token's shape.
    public init?(_ text: String) {
        let digits = text.utf8.dropFirst(Self.prefix.utf8.count)
        guard text.hasPrefix(Self.prefix), digits.count == 32,
              digits.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        self.text = text
    }

    private init(uncheckedText: String) { text = uncheckedText }

    public var description: String { text }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
