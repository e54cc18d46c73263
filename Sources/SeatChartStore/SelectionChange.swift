import Foundation

/// What a successful operation changed: the seats it changed, those it left as they were,
/// whose they are now and until when.
public struct SelectionChange: Hashable, Sendable, Codable {
    /// The seats whose state changed, in the order asked (chart order for `book`).
    public var changed: [String]
    /// The seats asked for that needed no change (already held by the holder, already free).
    public var unchanged: [String]
    /// The holder the operation acted for; `nil` for the box office's `release`.
    public var holder: String?
    /// When the holds taken or renewed run out; `nil` when they do not (or nothing is held).
    public var expiresAt: Date?

    /// Creates a change report.
    public init(changed: [String], unchanged: [String], holder: String? = nil, expiresAt: Date? = nil) {
        self.changed = changed
        self.unchanged = unchanged
        self.holder = holder
        self.expiresAt = expiresAt
    }
}
