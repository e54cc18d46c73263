import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

/// Holds of several buyers made together in one write transaction
/// (``PostgresSelectionStore/holdAll(_:_:now:)``): what was read of the holders and seats
/// asked, each hold planned in memory against the states the ones before it left, and the
/// rows to write.
struct PostgresHoldBatch {
    let chart: Chart
    let requests: [HoldRequest]
    /// The transaction's time.
    private(set) var now = Date(timeIntervalSince1970: 0)
    /// Holder ids by name; a holder not yet recorded has a stand-in id below zero.
    private var holderIDs: [String: Int64] = [:]
    /// How many seats each holder has.
    private var owned: [Int64: Int] = [:]
    /// The stored states of the seats asked, as the holds planned so far leave them.
    private var stored: [Int: (state: SeatState, holder: Int64?)] = [:]
    /// Each hold's outcome; nil until planned.
    private var results: [Result<SelectionChange, any Error>?]
    private var accepted: [(index: Int, plan: HoldPlan, holder: Int64, expiry: Double?)] = []
    /// Holders to record, in the order of their stand-in ids (-1, -2, ...).
    private var newHolders: [String] = []

    init(chart: Chart, requests: [HoldRequest]) {
        self.chart = chart
        self.requests = requests
        results = Array(repeating: nil, count: requests.count)
    }

    /// The holders asked for, with how many seats each has, and the stored seats, in one
    /// query; without `given` the query also begins the change and answers its time.
    mutating func read(_ connection: StateConnection, now given: Date?, givenTime: Double?) throws {
        let names = Array(Set(requests.map(\.holder)))
        let asked = Array(Set(requests.flatMap(\.seats)))
        var began = given?.timeIntervalSince1970
        let read: PostgresQuery = given == nil
            ? "SELECT * FROM seatchart_begin_holds(\(givenTime), \(names), \(asked))"
            : "SELECT *, NULL::float8 FROM seatchart_hold_reads(\(names), \(asked))"
        for row in try connection.run(read) {
            let (name, id, count, seat, state, holder, time) = try row.decode(
                (String?, Int64?, Int64?, Int?, String?, Int64?, Double?).self)
            if let name, let id {
                holderIDs[name] = id
                owned[id] = Int(count ?? 0)
            } else if let seat, let state {
                stored[seat] = (SeatState(rawValue: state) ?? .held, holder)
            } else if let time {
                began = time
            }
        }
        guard let began else { throw PostgresNoAnswer() }
        now = Date(timeIntervalSince1970: began)
    }

    /// Plans each hold against the states the ones before it left (``HoldPlan``); a refused
    /// one changes nothing and keeps its error.
    mutating func plan() {
        for (index, request) in requests.enumerated() {
            let asker = holderIDs[request.holder]
            do {
                let expiry = try request.expiry.seconds(takenAt: now)
                let plan = try HoldPlan(
                    seats: request.seats, in: chart, asker: asker, limit: request.limit,
                    stored: { stored[$0] }, owned: { asker.flatMap { owned[$0] } ?? 0 })
                let holder = asker ?? standIn(for: request.holder)
                for seat in plan.take { stored[seat] = (.held, holder) }
                owned[holder, default: 0] += plan.take.count
                accepted.append((index, plan, holder, expiry))
            } catch {
                results[index] = .failure(error)
            }
        }
    }

    private mutating func standIn(for name: String) -> Int64 {
        newHolders.append(name)
        let id = -Int64(newHolders.count)
        holderIDs[name] = id
        return id
    }

    /// Records the new holders, writes every seat taken with its event in one statement and
    /// the renewals in another, and returns each hold's outcome, and the id of the last event
    /// written (`nil` when no seat was taken).
    mutating func write(_ connection: StateConnection, file: String) throws -> (outcomes: [Result<SelectionChange, any Error>], lastEvent: Int64?) {
        let recorded = try recordNewHolders(connection)
        let rows = HoldRows(batch: self, recorded: recorded)
        let last = try rows.write(connection, chart: chart, time: now.timeIntervalSince1970)
        for (index, change) in rows.changes { results[index] = .success(change) }
        return (results.map { $0 ?? .failure(InputError(file: file, place: "", message: "the hold was not planned")) }, last)
    }

    /// The new holders' ids, by stand-in id.
    private func recordNewHolders(_ connection: StateConnection) throws -> [Int64: Int64] {
        var recorded: [Int64: Int64] = [:]
        guard !newHolders.isEmpty else { return recorded }
        for row in try connection.run("INSERT INTO holder (name) SELECT unnest(\(newHolders)::text[]) RETURNING id, name") {
            let (id, name) = try row.decode((Int64, String).self)
            if let standIn = holderIDs[name] { recorded[standIn] = id }
        }
        return recorded
    }

    /// The columns written for the accepted holds, and each one's answer.
    private struct HoldRows {
        var seats: [Int] = [], holders: [Int64] = [], expiries: [Double] = []
        var renewed: [Int] = [], renewedUntil: [Double] = []
        var changes: [(index: Int, change: SelectionChange)] = []

        init(batch: PostgresHoldBatch, recorded: [Int64: Int64]) {
            for (index, plan, standIn, expiry) in batch.accepted {
                let holder = recorded[standIn] ?? standIn
                seats += plan.take
                holders += Array(repeating: holder, count: plan.take.count)
                // NaN stands for no expiry in the arrays (NULLIF turns it back).
                expiries += Array(repeating: expiry ?? .nan, count: plan.take.count)
                renewed += plan.renew
                renewedUntil += Array(repeating: expiry ?? .nan, count: plan.renew.count)
                changes.append((index, SelectionChange(
                    changed: plan.take.map(batch.chart.seatID), unchanged: plan.renew.map(batch.chart.seatID),
                    holder: batch.requests[index].holder, expiresAt: expiry.map { Date(timeIntervalSince1970: $0) })))
            }
        }

        /// The seats taken with their events, then the renewals: an answer reports an expiry
        /// only once every statement that writes it ran. Returns the id of the last event
        /// written, if any.
        func write(_ connection: StateConnection, chart: Chart, time: Double) throws -> Int64? {
            var last: Int64?
            if !seats.isEmpty {
                let ids = seats.map(chart.seatID)
                last = try connection.run("""
                    WITH taken AS (
                        INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at)
                        SELECT s, i, 'held', h, \(time), NULLIF(e, 'NaN')
                        FROM unnest(\(seats)::bigint[], \(ids)::text[], \(holders)::bigint[], \(expiries)::float8[]) AS t(s, i, h, e))
                    INSERT INTO event (time, holder_id, action, seat, seat_id)
                    SELECT \(time), h, \(SelectionAction.select.rawValue), s, i
                    FROM unnest(\(seats)::bigint[], \(ids)::text[], \(holders)::bigint[]) WITH ORDINALITY AS t(s, i, h, n) ORDER BY n
                    RETURNING id
                    """).reduce(nil) { last, row in max(last ?? 0, try row.decode(Int64.self)) }
            }
            if !renewed.isEmpty {
                try connection.run("""
                    UPDATE seat_state SET expires_at = NULLIF(t.e, 'NaN')
                    FROM unnest(\(renewed)::bigint[], \(renewedUntil)::float8[]) AS t(s, e) WHERE seat_state.seat = t.s
                    """)
            }
            return last
        }
    }
}
