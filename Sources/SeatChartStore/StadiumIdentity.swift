import SeatChart

/// What a state file records about the stadium it was made for: the name, the number of
/// seats and a hash of every seat id in chart order.
///
/// A state file stores seats by their chart index and id; both mean something only for
/// the very stadium that made the file. When seats are added, removed, renamed or
/// reordered, the hash changes and the store refuses the file instead of mixing two
/// stadiums' seats.
///
/// The hash is FNV-1a 64 over the UTF-8 bytes of each seat id followed by a newline
/// byte (0x0A), in chart order, written as 16 lower-case hex digits. FNV-1a is not a
/// cryptographic hash: it guards against mistakes, not against an attacker who crafts
/// a stadium to collide with another.
public struct StadiumIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The stadium's display name.
    public var name: String
    /// The number of seats.
    public var seatCount: Int
    /// FNV-1a 64 of the seat ids in chart order, as 16 hex digits.
    public var seatHash: String

    /// Creates an identity from its parts (as read back from a file).
    public init(name: String, seatCount: Int, seatHash: String) {
        self.name = name
        self.seatCount = seatCount
        self.seatHash = seatHash
    }

    /// The identity of `chart`.
    ///
    /// - Complexity: O(total length of the seat ids). Ids are hashed from their parts
    ///   (tribune id, row label, number) without building a string per seat.
    public init(of chart: Chart) {
        var hash = FNV1a64()
        let tribuneBytes = chart.tribunes.map { Array($0.id.utf8) }
        let rowBytes = chart.rows.map { Array($0.label.utf8) }
        let dash = UInt8(ascii: "-"), newline = UInt8(ascii: "\n")
        for seat in chart.seats {
            hash.add(tribuneBytes[seat.tribune])
            hash.add(dash)
            hash.add(rowBytes[seat.row])
            hash.add(dash)
            for byte in seat.number.utf8 { hash.add(byte) }
            hash.add(newline)
        }
        self.init(name: chart.name, seatCount: chart.seats.count, seatHash: hash.hex)
    }

    public var description: String { "\(name) (\(seatCount) seats, seat hash \(seatHash))" }
}

/// The 64-bit Fowler–Noll–Vo hash, variant 1a.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes { add(byte) }
    }

    /// The value as 16 lower-case hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
