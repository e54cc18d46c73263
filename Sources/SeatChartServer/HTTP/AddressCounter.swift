import Synchronization

/// How many of something (connections, event streams) each client address has open, with a
/// cap per address (0: none).
final class AddressCounter: Sendable {
    /// The most one address may have open; 0: no cap.
    let cap: Int
    private let counts = Mutex<[String: Int]>([:])

    init(cap: Int) {
        self.cap = cap
    }

    /// Counts one more for `address`, unless it has the cap already: whether it was counted.
    func open(_ address: String) -> Bool {
        counts.withLock { counts in
            let count = counts[address, default: 0]
            guard cap == 0 || count < cap else { return false }
            counts[address] = count + 1
            return true
        }
    }

    /// Whether `address` is below the cap.
    func hasRoom(_ address: String) -> Bool {
        cap == 0 || count(address) < cap
    }

    /// Counts one fewer for `address`.
    func close(_ address: String) {
        counts.withLock { counts in
            let count = counts[address, default: 0] - 1
            counts[address] = count > 0 ? count : nil
        }
    }

    /// How many `address` has open.
    func count(_ address: String) -> Int {
        counts.withLock { $0[address, default: 0] }
    }

    /// How many all addresses have open.
    var total: Int { counts.withLock { $0.values.reduce(0, +) } }
}
