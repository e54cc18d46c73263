import Crypto
import Foundation

/// A delivery's signature: `Seatchart-Signature: t=UNIX,v1=HEX`, HEX the HMAC-SHA256 of
/// `t.body` under the webhook secret (`SEATCHART_WEBHOOK_SECRET`), so that a receiver can tell
/// the body came from this server, unchanged, and refuse one signed long ago (docs/webhooks.md).
enum WebhookSignature {
    static let header = "Seatchart-Signature"

    /// The header's value for `body` sent at `time`.
    static func value(body: [UInt8], secret: String, time: Date) -> String {
        let t = Int(time.timeIntervalSince1970)
        var signed = Array("\(t).".utf8)
        signed += body
        let mac = HMAC<SHA256>.authenticationCode(for: signed, using: SymmetricKey(data: Array(secret.utf8)))
        return "t=\(t),v1=" + mac.map { String(format: "%02x", $0) }.joined()
    }
}
