import Foundation

/// A buyer's hold token: a holder name no one else can guess (`hold_` and 128 random bits)
/// and the time the token runs out, signed by the server (``HoldTokenSigner``), so that
/// a server knows a token it (or another server on the same state) issued without recording
/// it anywhere. The holds taken with a token run out at its expiry.
///
/// Its text is `HOLDER.EXPIRY.SIGNATURE`: the holder name, the expiry in whole milliseconds
/// since 1970, and 64 hexadecimal digits of HMAC-SHA256 over the two.
public struct HoldToken: Hashable, Sendable, CustomStringConvertible {
    /// The holder the token stands for: `hold_` and 32 lowercase hexadecimal digits; the
    /// name the state records for its holds and bookings.
    public let holder: String
    /// When the token, and every hold taken with it, runs out (whole milliseconds).
    public let expiresAt: Date
    /// The signature, 64 lowercase hexadecimal digits.
    let signature: String

    /// The prefix of every holder name a server makes.
    public static let prefix = "hold_"

    /// The token's text, as a bearer token.
    public var text: String { "\(signedPart).\(signature)" }

    /// `HOLDER.EXPIRY`, the part the signature covers.
    var signedPart: String { "\(holder).\(Self.milliseconds(expiresAt))" }

    public var description: String { text }

    init(holder: String, expiresAt: Date, signature: String) {
        self.holder = holder
        self.expiresAt = expiresAt
        self.signature = signature
    }

    /// The token `text` spells, its signature not checked yet; `nil` when it is not a
    /// token's shape.
    init?(unchecked text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, Self.isHolderName(parts[0]), parts[1].count <= 15,
              parts[1].utf8.allSatisfy({ (0x30...0x39).contains($0) }), let milliseconds = Int64(parts[1]),
              parts[2].utf8.count == 64, parts[2].utf8.allSatisfy(Self.isHexDigit)
        else { return nil }
        self.init(
            holder: String(parts[0]), expiresAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
            signature: String(parts[2]))
    }

    /// The holder `text` names: the holder part of a token's text, else `text` itself (a
    /// name typed at the command line), so that a command given a buyer's token reads the
    /// buyer's seats.
    public static func holder(in text: String) -> String {
        HoldToken(unchecked: text)?.holder ?? text
    }

    /// A new holder name of 128 bits from the system's random generator.
    static func randomHolder() -> String {
        var generator = SystemRandomNumberGenerator()
        return prefix + hex(generator.next() as UInt64) + hex(generator.next() as UInt64)
    }

    /// `time` in whole milliseconds since 1970.
    static func milliseconds(_ time: Date) -> Int64 {
        Int64((time.timeIntervalSince1970 * 1000).rounded())
    }

    private static func isHolderName(_ text: Substring) -> Bool {
        let digits = text.utf8.dropFirst(prefix.utf8.count)
        return text.hasPrefix(prefix) && digits.count == 32 && digits.allSatisfy(isHexDigit)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
