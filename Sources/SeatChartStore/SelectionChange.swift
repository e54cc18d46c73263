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
    /// The standing areas' places whose state changed, by area in the order asked.
    public var places: [AreaPlaces] = []
    /// Where the log of seat changes stood once the change was made, read inside its
    /// transaction, as the event stream numbers its events: at or after its own last event (the
    /// last before it when it logged none) and below every later event of its seats. On
    /// PostgreSQL another seat's event may fall between; never one of its own seats, whose rows
    /// it holds until commit. `nil` where not known (a change not made by a state).
    public var position: Int64?

    /// Creates a change report.
    public init(changed: [String], unchanged: [String], holder: String? = nil, expiresAt: Date? = nil) {
        self.changed = changed
        self.unchanged = unchanged
        self.holder = holder
        self.expiresAt = expiresAt
    }
}

extension SelectionChange {
    private enum CodingKeys: String, CodingKey {
        case changed, unchanged, holder, expiresAt, places
    }

    /// Decodes a change; `places` may be missing (a change of seats only).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            changed: try c.decode([String].self, forKey: .changed), unchanged: try c.decode([String].self, forKey: .unchanged),
            holder: try c.decodeIfPresent(String.self, forKey: .holder), expiresAt: try c.decodeIfPresent(Date.self, forKey: .expiresAt))
        places = try c.decodeIfPresent([AreaPlaces].self, forKey: .places) ?? []
    }

    /// Encodes a change; `places` only when some changed, so a change of seats reads as before.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(changed, forKey: .changed)
        try c.encode(unchanged, forKey: .unchanged)
        try c.encodeIfPresent(holder, forKey: .holder)
        try c.encodeIfPresent(expiresAt, forKey: .expiresAt)
        if !places.isEmpty { try c.encode(places, forKey: .places) }
    }
}
