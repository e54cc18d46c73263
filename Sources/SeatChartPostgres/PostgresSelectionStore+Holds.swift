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
    /// and the transaction's time.
    func holdAll(
        _ connection: PostgresConnection, _ requests: [HoldRequest], now given: Date?
    ) throws -> (outcomes: [Result<SelectionChange, any Error>], now: Date) {
        let names = Array(Set(requests.map(\.holder)))
        let asked = Array(Set(requests.flatMap(\.seats)))
        var holderIDs: [String: Int64] = [:], owned: [Int64: Int] = [:]
        var stored: [Int: (state: SeatState, holder: Int64?)] = [:]
        var began = given?.timeIntervalSince1970
        // The holders asked for, with how many seats each has, and the stored seats: one query.
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
        let now = Date(timeIntervalSince1970: began)

        // Plan each hold against the states the ones before it left; a new holder gets a
        // stand-in id (below zero) until it is recorded.
        var results: [Result<SelectionChange, any Error>?] = Array(repeating: nil, count: requests.count)
        var accepted: [(index: Int, plan: HoldPlan, holder: Int64, expiry: Double?)] = []
        var newHolders: [String] = []
        for (index, request) in requests.enumerated() {
            let asker = holderIDs[request.holder]
            do {
                let expiry = try request.expiry.seconds(takenAt: now)
                let plan = try HoldPlan(
                    seats: request.seats, in: chart, asker: asker, limit: request.limit,
                    stored: { stored[$0] }, owned: { asker.flatMap { owned[$0] } ?? 0 })
                let holder: Int64
                if let asker {
                    holder = asker
                } else {
                    newHolders.append(request.holder)
                    holder = -Int64(newHolders.count)
                    holderIDs[request.holder] = holder
                }
                for seat in plan.take { stored[seat] = (.held, holder) }
                owned[holder, default: 0] += plan.take.count
                accepted.append((index, plan, holder, expiry))
            } catch {
                results[index] = .failure(error)
            }
        }

        var recorded: [Int64: Int64] = [:]
        if !newHolders.isEmpty {
            for row in try connection.run("INSERT INTO holder (name) SELECT unnest(\(newHolders)::text[]) RETURNING id, name") {
                let (id, name) = try row.decode((Int64, String).self)
                if let standIn = holderIDs[name] { recorded[standIn] = id }
            }
        }
        let time = now.timeIntervalSince1970
        var seats: [Int] = [], holders: [Int64] = [], expiries: [Double] = []
        var renewed: [Int] = [], renewedUntil: [Double] = []
        var changes: [(index: Int, change: SelectionChange)] = []
        for (index, plan, standIn, expiry) in accepted {
            let request = requests[index]
            let holder = recorded[standIn] ?? standIn
            seats += plan.take
            holders += Array(repeating: holder, count: plan.take.count)
            // NaN stands for no expiry in the arrays (NULLIF turns it back).
            expiries += Array(repeating: expiry ?? .nan, count: plan.take.count)
            renewed += plan.renew
            renewedUntil += Array(repeating: expiry ?? .nan, count: plan.renew.count)
            changes.append((index, SelectionChange(
                changed: plan.take.map(chart.seatID), unchanged: plan.renew.map(chart.seatID), holder: request.holder,
                expiresAt: expiry.map { Date(timeIntervalSince1970: $0) })))
        }
        if !seats.isEmpty {
            let ids = seats.map(chart.seatID)
            try connection.run("""
                WITH taken AS (
                    INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at)
                    SELECT s, i, 'held', h, \(time), NULLIF(e, 'NaN')
                    FROM unnest(\(seats)::bigint[], \(ids)::text[], \(holders)::bigint[], \(expiries)::float8[]) AS t(s, i, h, e))
                INSERT INTO event (time, holder_id, action, seat, seat_id)
                SELECT \(time), h, \(SelectionAction.select.rawValue), s, i
                FROM unnest(\(seats)::bigint[], \(ids)::text[], \(holders)::bigint[]) WITH ORDINALITY AS t(s, i, h, n) ORDER BY n
                """)
        }
        // The renewals after the seats taken, in one statement: an answer reports an expiry
        // only once every statement that writes it ran.
        if !renewed.isEmpty {
            try connection.run("""
                UPDATE seat_state SET expires_at = NULLIF(t.e, 'NaN')
                FROM unnest(\(renewed)::bigint[], \(renewedUntil)::float8[]) AS t(s, e) WHERE seat_state.seat = t.s
                """)
        }
        for (index, change) in changes { results[index] = .success(change) }
        let outcomes = results.map { $0 ?? .failure(InputError(file: url.description, place: "", message: "the hold was not planned")) }
        return (outcomes, now)
    }
}
