import Crypto
import Foundation

/// Issues and checks hold tokens with one key (HMAC-SHA256): issuing a token writes
/// nothing, and every server holding the key (the state's, ``Sale/tokenSigner()``) knows the
/// tokens of the others.
public struct HoldTokenSigner: Sendable {
    private let key: SymmetricKey

    /// A signer with `key` (32 bytes from the state).
    public init(key: [UInt8]) {
        self.key = SymmetricKey(data: key)
    }

    /// A new token for a new holder, valid for `lifetime` seconds from `now` (its expiry in
    /// whole milliseconds).
    public func issue(lifetime: TimeInterval, now: Date) -> HoldToken {
        let expiry = Date(timeIntervalSince1970: Double(HoldToken.milliseconds(now.addingTimeInterval(lifetime))) / 1000)
        return sign(holder: HoldToken.randomHolder(), expiresAt: expiry)
    }

    /// The token of `holder` (a name made by ``issue(lifetime:now:)``) valid until `expiresAt`
    /// (kept to whole milliseconds): a token's holder may be given a later expiry.
    public func sign(holder: String, expiresAt: Date) -> HoldToken {
        let expiry = Date(timeIntervalSince1970: Double(HoldToken.milliseconds(expiresAt)) / 1000)
        let unsigned = HoldToken(holder: holder, expiresAt: expiry, signature: "")
        let code = HMAC<SHA256>.authenticationCode(for: Data(unsigned.signedPart.utf8), using: key)
        return HoldToken(holder: holder, expiresAt: expiry, signature: code.map { Self.hex($0) }.joined())
    }

    /// The token `text` spells, when a key like this one signed it (whether it has run out
    /// or not). The signature is compared in constant time.
    ///
    /// - Throws: ``HoldTokenError/unknown`` for text that is not a token's shape or whose
    ///   signature does not match.
    public func token(_ text: String) throws -> HoldToken {
        guard let token = HoldToken(unchecked: text), let signature = Self.bytes(hex: token.signature),
              HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: Data(token.signedPart.utf8), using: key)
        else { throw HoldTokenError.unknown }
        return token
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
    }

    private static func bytes(hex text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
