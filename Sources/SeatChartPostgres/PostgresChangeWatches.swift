import Foundation

/// The process's watches of change notices, one a database: every store of a database (the
/// state without events and each event's) hears `NOTIFY` through one listening connection,
/// however many events a server serves. The watch starts with its first listener and stops
/// with its last.
final class PostgresChangeWatches: @unchecked Sendable {
    static let shared = PostgresChangeWatches()

    private struct Entry {
        var watch: PostgresChangeWatch
        var listeners: [UInt64: @Sendable () -> Void]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var nextID: UInt64 = 0

    /// Calls `onChange` on each notice of the database at `url` until ``remove(_:from:)``.
    func add(_ onChange: @escaping @Sendable () -> Void, to url: PostgresURL) -> UInt64 {
        let key = url.description
        return lock.withLock {
            nextID += 1
            if entries[key] == nil {
                let watch = PostgresChangeWatch(url: url) { [weak self] in self?.notify(key) }
                entries[key] = Entry(watch: watch, listeners: [:])
                watch.start {}
            }
            entries[key]?.listeners[nextID] = onChange
            return nextID
        }
    }

    /// Stops calling the listener `id`; the last one of a database ends its watch.
    func remove(_ id: UInt64, from url: PostgresURL) {
        let key = url.description
        let ended: PostgresChangeWatch? = lock.withLock {
            entries[key]?.listeners[id] = nil
            guard let entry = entries[key], entry.listeners.isEmpty else { return nil }
            entries[key] = nil
            return entry.watch
        }
        ended?.cancel()
    }

    private func notify(_ key: String) {
        let listeners = lock.withLock { entries[key].map { Array($0.listeners.values) } ?? [] }
        for listener in listeners { listener() }
    }
}
