import SeatChartConcurrency
import Synchronization
import Testing

@Suite struct ConcurrentWorkTests {
    /// Every item runs exactly once, whatever the number of workers (more than items too).
    @Test(arguments: [0, 1, 2, 7, 1_000], [1, 2, 4, 64])
    func everyItemRunsOnce(count: Int, workers: Int) {
        let runs = Mutex([Int](repeating: 0, count: count))
        ConcurrentWork.forEach(count, workers: workers) { k in runs.withLock { $0[k] += 1 } }
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: count))
    }

    /// `map` gives the items' results in the items' order.
    @Test(arguments: [1, 2, 8])
    func mapKeepsTheOrder(workers: Int) {
        #expect(ConcurrentWork.map(500, workers: workers) { $0 * $0 } == (0..<500).map { $0 * $0 })
    }

    /// One worker runs the items in order.
    @Test func oneWorkerRunsTheItemsInOrder() {
        let order = Mutex([Int]())
        ConcurrentWork.forEach(20, workers: 1) { k in order.withLock { $0.append(k) } }
        #expect(order.withLock { $0 } == Array(0..<20))
    }
}
