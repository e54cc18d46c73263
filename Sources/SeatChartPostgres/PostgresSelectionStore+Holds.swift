import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

/// One hold asked for: the seats (without repeats), for whom, until when, within what limit.
struct HoldRequest: Sendable {
    var seats: [Int]
    var holder: String
    var expiry: HoldExpiry
    var limit: Int?
}

extension PostgresSelectionStore {
    /// Makes each hold of `requests`, in order, as if one after the other (each sees the seats
    /// the ones before it took; a refused one changes nothing), in a few statements whatever
    /// their number: the holders and the stored states of every seat asked are read in one query,
    /// each hold is planned (``HoldPlan``) in memory, every seat taken is written, with its
    /// event, in one statement, and the holds renewed in another. Runs inside a write
    /// transaction; without `now` (the transaction's time) it begins the write, and the
    /// transaction's first step (``PostgresSchema``'s `seatchart_begin_change`: the lock, the
    /// time, the sweep, the notice) goes in the same round trip as the read
    /// (`seatchart_begin_holds`). Returns each hold's outcome, known once every statement ran,
    /// the transaction's time, and the id of the last event the holds wrote (`nil`: none).
    func holdAll(
        _ connection: StateConnection, _ requests: [HoldRequest], now given: Date?
    ) throws -> (outcomes: [Result<SelectionChange, any Error>], now: Date, lastEvent: Int64?) {
        var batch = PostgresHoldBatch(chart: chart, requests: requests)
        try batch.read(connection, now: given, givenTime: givenTime)
        batch.plan()
        let (outcomes, last) = try batch.write(connection, file: url.description)
        return (outcomes, batch.now, last)
    }
}
