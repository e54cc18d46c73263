import SeatChart

/// What a state file records about the stadium it was made for: the name, the number of
/// seats and a hash of every seat id in chart order.
///
/// A state file stores seats by their chart index and id; both mean something only for
/// the very stadium that made the file. When seats are added, removed, renamed or
/// reordered, the hash changes and the store refuses the file instead of mixing two
/// stadiums' seats.
///
/// The hash is FNV-1a 64, written as 16 lower-case hex digits, over the seat ids in chart
/// order, each row's run of seats written once as `TRIBUNE-ROW:` followed by each seat's
/// number and a comma, and a newline ending the run: seats `101-A-1`, `101-A-2`, `101-B-1`
/// hash the UTF-8 text `101-A:1,2,\n101-B:1,\n`. This covers every id and its position
/// while hashing about a third of the bytes of the full ids. FNV-1a is not a
/// cryptographic hash: it guards against mistakes, not against an attacker who crafts a
/// stadium to collide with another.
public struct StadiumIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The stadium's display name.
    public var name: String
    /// The number of seats.
    public var seatCount: Int
    /// FNV-1a 64 of the seat ids in chart order (see the type's discussion), as 16 hex digits.
    public var seatHash: String

    /// Creates an identity from its parts (as read back from a file).
    public init(name: String, seatCount: Int, seatHash: String) {
        self.name = name
        self.seatCount = seatCount
        self.seatHash = seatHash
    }

    /// The identity of `chart`.
    ///
    /// - Complexity: O(seats + total length of the row prefixes and seat numbers); no
    ///   string is built per seat.
    public init(of chart: Chart) {
        // Every row's prefix `TRIBUNE-ROW:`, laid end to end in one buffer.
        var prefixes: [UInt8] = [], ends: [Int] = []
        prefixes.reserveCapacity(chart.rows.count * 8)
        ends.reserveCapacity(chart.rows.count + 1)
        ends.append(0)
        for row in chart.rows {
            let tribune = chart.tribunes.indices.contains(row.tribune) ? chart.tribunes[row.tribune].id : ""
            prefixes.append(contentsOf: tribune.utf8)
            prefixes.append(UInt8(ascii: "-"))
            prefixes.append(contentsOf: row.label.utf8)
            prefixes.append(UInt8(ascii: ":"))
            ends.append(prefixes.count)
        }
        var hash = FNV1a64()
        prefixes.withUnsafeBufferPointer { prefixBytes in
            ends.withUnsafeBufferPointer { ends in
                chart.seats.withUnsafeBufferPointer { seats in
                    var current = -1
                    for i in seats.indices {
                        let row = seats[i].row
                        if row != current {
                            if current >= 0 { hash.add(UInt8(ascii: "\n")) }
                            hash.add(UnsafeBufferPointer(rebasing: prefixBytes[ends[row]..<ends[row + 1]]))
                            current = row
                        }
                        let number = seats[i].number.utf8
                        if number.withContiguousStorageIfAvailable({ hash.add($0) }) == nil {
                            for byte in number { hash.add(byte) }
                        }
                        hash.add(UInt8(ascii: ","))
                    }
                    if current >= 0 { hash.add(UInt8(ascii: "\n")) }
                }
            }
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

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { add(byte) }
    }

    /// The value as 16 lower-case hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
