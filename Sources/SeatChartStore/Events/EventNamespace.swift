import Foundation

/// Where an event's sale lives in its chart's state: the tables of the state without events,
/// each under a name with the event's prefix (`e3_seat_state` for event number 3), beside
/// the others in the same SQLite file or PostgreSQL database.
///
/// Statements are written once, against the plain names; ``qualify(_:)`` gives the event's
/// version of one (the plain names stand for the state used without `--event`, ``main``).
/// Every table, index, trigger and function a store's schema makes is renamed so; the names
/// are whole words and no column shares one, so the rewrite touches nothing else. A season's
/// transaction runs the steps of each of its events, each qualified by its own namespace, on
/// one connection.
public struct EventNamespace: Hashable, Sendable, CustomStringConvertible {
    /// What the event's names start with: `e3_`, or nothing for ``main``.
    public let prefix: String

    /// The state used without `--event`: the plain names.
    public static let main = EventNamespace(prefix: "")

    private init(prefix: String) { self.prefix = prefix }

    /// The namespace of the event the state numbers `number` (``SaleEvent/number``).
    public init(number: Int64) { self.init(prefix: "e\(number)_") }

    /// Whether this is the state used without `--event`.
    public var isMain: Bool { prefix.isEmpty }

    /// The names a store's schema makes: tables, indexes, triggers and functions of both
    /// backends (and the names a migration uses on its way).
    public static let names: Set<String> = Set<String>([
        "stadium", "holder", "seat_state", "event", "hold_token", "token_key", "hold_extension",
        "area_place", "area_event", "area_total",
        "new_holder", "new_seat_state", "new_event",
        "seat_state_holder", "seat_state_expiry", "event_holder", "event_time",
        "area_place_holder", "area_place_expiry", "area_event_holder",
        "area_total_insert", "area_total_update", "area_total_delete", "area_total_change",
        "seatchart_begin_write", "seatchart_hold_reads", "seatchart_begin_hold", "seatchart_begin_change",
        "seatchart_begin_holds", "seatchart_area_total",
    ]).union(OrderSchema.names).union(WebhookSchema.names)

    /// The event's name for a table, index or function `name` of the plain schema.
    public func table(_ name: String) -> String { prefix + name }

    /// `sql` with every name of ``names`` given this namespace's prefix (the same text for
    /// ``main``).
    ///
    /// - Complexity: O(length of `sql`), once per distinct statement: the answers are kept.
    public func qualify(_ sql: String) -> String {
        if prefix.isEmpty { return sql }
        if let known = Self.cache.statement(sql, prefix: prefix) { return known }
        let qualified = rewrite(sql)
        Self.cache.keep(qualified, for: sql, prefix: prefix)
        return qualified
    }

    public var description: String { isMain ? "main" : String(prefix.dropLast()) }

    // MARK: - The rewrite

    private static let cache = NamespaceCache()

    /// Prefixes each whole word of `sql` that is one of ``names``: a word is a run of ASCII
    /// letters, digits and `_` not preceded by one of them.
    private func rewrite(_ sql: String) -> String {
        let bytes = Array(sql.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        let prefixBytes = Array(prefix.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard Self.startsWord(byte) else {
                out.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, Self.continuesWord(bytes[end]) { end += 1 }
            let word = bytes[index..<end]
            if let text = String(bytes: word, encoding: .utf8), Self.names.contains(text) { out += prefixBytes }
            out += word
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func startsWord(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static func continuesWord(_ byte: UInt8) -> Bool {
        startsWord(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}

/// The qualified statements, shared by every store of the process: by prefix, then by the
/// plain statement (no key made of both to hash), at most ``limit`` in all.
private final class NamespaceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: [String: String]] = [:]
    private var count = 0
    private let limit = 50_000

    func statement(_ sql: String, prefix: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return entries[prefix]?[sql]
    }

    func keep(_ qualified: String, for sql: String, prefix: String) {
        lock.lock()
        defer { lock.unlock() }
        if count >= limit {
            entries.removeAll()
            count = 0
        }
        if entries[prefix, default: [:]].updateValue(qualified, forKey: sql) == nil { count += 1 }
    }
}
