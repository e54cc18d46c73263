import Dispatch
import Synchronization

/// Items `0..<count` shared by up to `workers` threads, each taking the next item left until
/// none is: the one way the library spreads work over the cores (a bowl's tribunes, runs of
/// an SVG's seats, a picture's parts painted ahead, a PNG's rows and compressed pieces, a
/// batch's ticket sheets). One worker runs the items in order on the calling thread. Which
/// thread runs an item depends on timing, so each item writes only what is its own (its
/// slot of the result, its own buffer) and the outcome is the same for any number of workers.
public enum ConcurrentWork {
    /// Calls `body` once with each item; returns when all are done.
    public static func forEach(_ count: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
        let workers = max(1, min(workers, count))
        guard workers > 1 else {
            for k in 0..<count { body(k) }
            return
        }
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard k < count else { return }
                body(k)
            }
        }
    }

    /// `body` of each item, in the items' order.
    public static func map<T: Sendable>(_ count: Int, workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let results = Mutex([T?](repeating: nil, count: count))
        forEach(count, workers: workers) { k in
            let result = body(k)
            results.withLock { $0[k] = result }
        }
        // forEach called `body` once for every item.
        return results.withLock { $0 }.map { $0! }
    }
}
