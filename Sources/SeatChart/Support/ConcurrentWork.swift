import Dispatch
import Synchronization

/// Work on items `0..<count` shared by `workers` cores, item k going to worker k mod
/// `workers` (so each worker takes every `workers`-th item in order): a bowl's tribunes
/// placed side by side. One worker runs the items in turn on the calling thread.
enum ConcurrentWork {
    /// Calls `body` once with each item; returns when all are done.
    static func forEach(_ count: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
        let workers = max(1, min(workers, count))
        guard workers > 1 else {
            for k in 0..<count { body(k) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for k in stride(from: worker, to: count, by: workers) { body(k) }
        }
    }

    /// `body` of each item, in the items' order.
    static func map<T: Sendable>(_ count: Int, workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let results = Mutex([T?](repeating: nil, count: count))
        forEach(count, workers: workers) { k in
            let result = body(k)
            results.withLock { $0[k] = result }
        }
        return results.withLock { $0 }.map { $0! }
    }
}
