import Foundation
import PostgresNIO
import SeatChartStore

/// The writes of one database that wait at the same time, whichever events they are of,
/// handed over to be committed together.
///
/// A commit waits for the database to reach its disk, and the writers of one database go one
/// at a time (``PostgresSchema/writeLock``), so a transaction a write would cap a server at a
/// few hundred writes a second. Instead the first thread to come takes every write waiting
/// (up to ``maximumBatch``) and commits them as one transaction, each write seeing the ones
/// before it; the writes that come meanwhile wait for the next batch. No write returns before
/// its batch committed. Blocking threads, like the store's contract.
final class PostgresGroupCommit: @unchecked Sendable {
    /// One write waiting: what it does and, once its batch is over, what went wrong (if anything).
    final class Write: @unchecked Sendable {
        /// What a write does: any change, or a hold, which is planned with the holds next to
        /// it in the batch (``PostgresSelectionStore/holdAll(_:_:now:)``).
        enum Work {
            case body((StateConnection, Date) throws -> Void)
            case hold(HoldRequest)
        }

        let work: Work
        /// The store whose event the write is of (set when it is submitted).
        var store: PostgresSelectionStore?
        /// Why the write did not happen; `nil` once done: it committed.
        var failure: (any Error)?
        /// What a hold changed, once committed.
        var change: SelectionChange?
        fileprivate var done = false

        init(_ body: @escaping (StateConnection, Date) throws -> Void) { work = .body(body) }
        init(hold: HoldRequest) { work = .hold(hold) }

        /// The hold it asks for, if it is one.
        var hold: HoldRequest? {
            if case .hold(let request) = work { return request }
            return nil
        }
    }

    /// The most writes one transaction takes.
    let maximumBatch: Int
    private let condition = NSCondition()
    private var waiting: [Write] = []
    private var committing = false

    init(maximumBatch: Int = 256) {
        self.maximumBatch = max(1, maximumBatch)
    }

    /// The writes of `batch` by store (an event's; its chart and its tables), each store's in
    /// their order, the stores in the order of their first write: each event's writes then
    /// begin with that event's first step once.
    static func byEvent(_ batch: [Write]) -> [[Write]] {
        var order: [ObjectIdentifier?] = []
        var writes: [ObjectIdentifier?: [Write]] = [:]
        for write in batch {
            let store = write.store.map(ObjectIdentifier.init)
            if writes[store] == nil { order.append(store) }
            writes[store, default: []].append(write)
        }
        return order.map { writes[$0] ?? [] }
    }

    /// How many writes wait for a batch now.
    var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return waiting.count
    }

    /// Returns once `write` is over (its ``Write/failure`` says how): the calling thread
    /// either commits a batch itself with `commit`, or waits for the thread committing.
    /// `commit` sets each write's failure.
    func submit(_ write: Write, commit: ([Write]) -> Void) {
        condition.lock()
        waiting.append(write)
        while !write.done {
            if committing {
                condition.wait()
                continue
            }
            committing = true
            let batch = Array(waiting.prefix(maximumBatch))
            waiting.removeFirst(batch.count)
            condition.unlock()
            commit(batch)
            condition.lock()
            for done in batch { done.done = true }
            committing = false
            condition.broadcast()
        }
        condition.unlock()
    }
}
