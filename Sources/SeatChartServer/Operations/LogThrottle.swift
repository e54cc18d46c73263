import Logging
import Synchronization

/// Error lines that repeat are written once per ``window``: the first of a kind at once, the
/// ones that follow within the window counted, and the count written with the next line of
/// that kind after it (`(and 5,999 more like it)`). A full disk or a lost database then
/// writes a line a second, not one per failed request.
final class LogThrottle: Sendable {
    /// How long lines of one kind are held back after one is written.
    let window: Duration
    /// The most kinds remembered (the table is emptied beyond).
    static let maximumKinds = 1000

    private struct Kind {
        var written: ContinuousClock.Instant
        var heldBack: Int
    }

    private let kinds = Mutex<[String: Kind]>([:])
    private let clock: @Sendable () -> ContinuousClock.Instant

    init(window: Duration = .seconds(1), clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.window = window
        self.clock = clock
    }

    /// Writes `message` at `level` to `logger`, unless a line of the same text was written
    /// within the window (then it is counted, and told with the next one written).
    func log(_ message: String, level: Logger.Level = .error, to logger: Logger) {
        let now = clock()
        let heldBack = kinds.withLock { kinds -> Int? in
            if kinds.count >= Self.maximumKinds, kinds[message] == nil { kinds.removeAll(keepingCapacity: true) }
            if var kind = kinds[message], now - kind.written < window {
                kind.heldBack += 1
                kinds[message] = kind
                return nil
            }
            let before = kinds[message]?.heldBack ?? 0
            kinds[message] = Kind(written: now, heldBack: 0)
            return before
        }
        guard let heldBack else { return }
        logger.log(level: level, "\(message)\(heldBack > 0 ? " (and \(heldBack) more like it)" : "")")
    }
}
