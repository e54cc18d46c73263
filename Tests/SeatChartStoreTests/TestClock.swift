import Foundation

/// A clock tests move by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }

    func set(_ date: Date) { lock.withLock { current = date } }

    /// The clock as the store takes it.
    var function: @Sendable () -> Date { { [self] in now } }
}
