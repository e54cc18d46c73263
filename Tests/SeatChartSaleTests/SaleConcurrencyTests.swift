import Foundation
import SeatChart
import SeatChartSale
import SeatChartStore
import Testing

/// Many threads selling one hall at once: no seat is ever held by two holders, and every
/// success reported is what the state records.
@Suite struct SaleConcurrencyTests {
    /// What each thread was told it holds.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var held: [String: [String]] = [:]

        func add(_ seats: [String], for holder: String) { lock.withLock { held[holder, default: []] += seats } }
        var byHolder: [String: [String]] { lock.withLock { held } }
    }

    /// Checks that every seat is taken (held or booked, as `seats` picks from the status) by
    /// at most one holder and that `reports` is the state; the seats taken.
    @discardableResult
    func expectOneHolderPerSeat(
        _ sale: Sale, holders: [String], reports: Reports, seats: KeyPath<SelectionStatus, [String]> = \.held
    ) throws -> Int {
        var owner: [String: String] = [:]
        for holder in holders {
            let taken = try sale.status(holder: holder)[keyPath: seats]
            #expect(Set(taken) == Set(reports.byHolder[holder] ?? []), "\(holder)")
            for id in taken {
                #expect(owner[id] == nil, "\(id) taken by \(owner[id] ?? "") and \(holder)")
                owner[id] = holder
            }
        }
        #expect(try sale.check().isEmpty)
        return owner.count
    }

    @Test(arguments: [true, false])
    func threadsNeverHoldASeatTwice(sharingOneSale: Bool) throws {
        let f = try SaleFixture()
        let shared = f.sale()
        let ids = f.chart.seats.indices.filter { !f.chart.seats[$0].isBlocked }.map(f.chart.seatID)
        let holders = (0..<8).map { "t\($0)" }
        let reports = Reports()
        // Each thread takes every seat one at a time, in its own order; each seat can go
        // to one of them only.
        DispatchQueue.concurrentPerform(iterations: holders.count) { k in
            let sale = sharingOneSale ? shared : f.sale()
            let order = k % 2 == 0 ? ids : ids.reversed()
            for id in order.dropFirst(k) + order.prefix(k) {
                if let change = try? sale.select(SeatRequest(ids: [id]), holder: holders[k]) {
                    reports.add(change.changed, for: holders[k])
                }
            }
        }
        #expect(try expectOneHolderPerSeat(shared, holders: holders, reports: reports) == ids.count)
        #expect(try shared.status(holder: "t0").countsByState.first { $0.state == .held }?.count == ids.count)
    }

    @Test func bestAndBookFromManyThreadsNeverOverlap() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        let holders = (0..<6).map { "b\($0)" }
        let reports = Reports()
        DispatchQueue.concurrentPerform(iterations: holders.count) { k in
            guard let change = try? sale.best(count: 2, holder: holders[k]) else { return }
            reports.add(change.changed, for: holders[k])
            _ = try? sale.book(holder: holders[k])
        }
        let booked = try expectOneHolderPerSeat(sale, holders: holders, reports: reports, seats: \.booked)
        // 11 free seats: at least four pairs fit, whatever order the threads ran in.
        #expect(booked >= 8 && booked % 2 == 0)
    }
}
