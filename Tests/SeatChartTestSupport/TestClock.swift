import Foundation

/// A clock tests move by hand, for stores and sales that take a clock.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = start }

    public var now: Date { lock.withLock { current } }

    public func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }

    public func set(_ date: Date) { lock.withLock { current = date } }

    /// The clock as the store takes it.
    public var function: @Sendable () -> Date { { [self] in now } }
}
