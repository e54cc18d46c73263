import Foundation
import SeatChart

/// The rules of selling a season: the same seats in every event of it, all or nothing.
public enum SeasonRules {
    /// `refusal` of the event `key`, named so: a season's buyer learns in which event a seat
    /// is in the way.
    public static func inEvent(_ key: String, _ refusal: SelectionRefusal) -> SelectionRefusal {
        var named = refusal
        named.message = "event \(key): \(refusal.message)"
        return named
    }

    /// Runs `step` on each event's steps in turn; a refusal is named with its event.
    public static func each(
        _ steps: [any PlaceSteps], keys: [String], _ step: (any PlaceSteps) throws -> SelectionChange
    ) throws -> SelectionChange {
        var merged: SelectionChange?
        for (steps, key) in zip(steps, keys) {
            let change: SelectionChange
            do { change = try step(steps) } catch let refusal as SelectionRefusal { throw inEvent(key, refusal) }
            merged = merged.map { merge($0, change) } ?? change
        }
        return merged ?? SelectionChange(changed: [], unchanged: [])
    }

    /// One change standing for the same change in several events: a seat changed in any of
    /// them is changed; unchanged only when it is so in every one.
    static func merge(_ a: SelectionChange, _ b: SelectionChange) -> SelectionChange {
        var merged = a
        var changed = a.changed
        for id in b.changed where !changed.contains(id) { changed.append(id) }
        merged.changed = changed
        merged.unchanged = a.unchanged.filter { !changed.contains($0) && b.unchanged.contains($0) }
        merged.expiresAt = [a.expiresAt, b.expiresAt].compactMap { $0 }.min()
        return merged
    }

    /// How a seat stands across events: the most taken of its states (blocked, booked, held,
    /// available), so a seat is free for the season only when it is free in every event.
    public static func merged(_ tables: [[SeatState]]) -> [SeatState] {
        guard var result = tables.first else { return [] }
        for table in tables.dropFirst() {
            for (seat, state) in table.enumerated() where seat < result.count && rank(state) > rank(result[seat]) {
                result[seat] = state
            }
        }
        return result
    }

    private static func rank(_ state: SeatState) -> Int {
        switch state {
        case .available: 0
        case .held: 1
        case .booked: 2
        case .blocked: 3
        }
    }

    /// Books the season's `seats` in an event joining it, through `steps`: each seat must be
    /// free there, else nothing is booked and the seats in the way are named.
    public static func bookSeasonSeats(_ seats: [SeasonSeat], in steps: any PlaceSteps, event: String, season: String) throws {
        var taken: [SelectionRefusal.Conflict] = []
        for seat in seats {
            if steps.chart.seats[seat.seat].isBlocked {
                taken.append(SelectionRefusal.Conflict(seatID: seat.seatID, state: .blocked, isOwn: false))
            } else if let stored = try steps.storedSeat(seat.seat) {
                taken.append(SelectionRefusal.Conflict(seatID: seat.seatID, state: stored.state, isOwn: false))
            }
        }
        guard taken.isEmpty else {
            let list = taken.map { "\($0.seatID) (\($0.state.rawValue))" }.joined(separator: ", ")
            throw SelectionRefusal(
                conflicts: taken,
                message: "event \(event) cannot join season \(season): season seats are already taken in it: \(list)")
        }
        for (holder, group) in Dictionary(grouping: seats, by: \.holder).sorted(by: { $0.key < $1.key }) {
            let ids = group.map(\.seat).sorted()
            if let id = try steps.holderID(holder, create: false), !(try steps.heldSeats(of: id)).isEmpty {
                throw SelectionRefusal(
                    message: "event \(event) cannot join season \(season): \(holder), who has season seats, holds seats in it; "
                        + "book or give them back first")
            }
            _ = try steps.holdSeats(ids, holder: holder, expiry: HoldExpiry(ttl: nil), limit: nil)
            guard let id = try steps.holderID(holder, create: false) else { continue }
            _ = try steps.bookSeats(holderID: id)
        }
    }
}
