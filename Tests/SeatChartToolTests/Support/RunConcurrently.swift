import Foundation

/// Runs every job on its own thread at once and returns their results in order.
func runConcurrently(_ jobs: [@Sendable () throws -> SeatChartProcess.Result]) throws -> [SeatChartProcess.Result] {
    let lock = NSLock()
    nonisolated(unsafe) var results = [Result<SeatChartProcess.Result, Error>?](repeating: nil, count: jobs.count)
    let group = DispatchGroup()
    for (i, job) in jobs.enumerated() {
        group.enter()
        Thread.detachNewThread {
            let outcome = Result { try job() }
            lock.withLock { results[i] = outcome }
            group.leave()
        }
    }
    group.wait()
    return try results.map { try $0!.get() }
}
