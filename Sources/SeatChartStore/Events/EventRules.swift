import Foundation
import SeatChart
import SeatChartJSON

/// The refusals of the event catalogue, the same on every backend.
public enum EventRules {
    /// An unknown key: bad input naming it, with the keys that exist.
    public static func unknown(_ key: String, in listing: EventListing, file: String, place: String) -> InputError {
        let known = listing.keys
        let hint = KeySuggestion.nearest(to: key, in: known).map { " (did you mean \($0)?)" } ?? ""
        let list = known.isEmpty ? "this state has no events yet (seatchart event create)" : "expected one of \(known.joined(separator: ", "))"
        return InputError(file: file, place: place, message: "no event or season \(EventKey.quoted(key)); \(list)\(hint)")
    }

    /// A key already taken by an event or a season.
    public static func taken(_ key: String, bySeason: Bool, file: String) -> InputError {
        InputError(
            file: file, place: key,
            message: "the key is already taken by \(bySeason ? "a season" : "an event") of this chart; expected a new key")
    }

    /// An event that still has holds or bookings cannot be deleted.
    public static func deleteRefused(_ key: String, seats: Int, places: Int) -> SelectionRefusal {
        var parts: [String] = []
        if seats > 0 { parts.append(seats == 1 ? "1 seat" : "\(seats) seats") }
        if places > 0 { parts.append(places == 1 ? "1 standing place" : "\(places) standing places") }
        return SelectionRefusal(
            message: "event \(key) still has \(parts.joined(separator: " and ")) held or booked; "
                + "release them first (nothing was deleted)")
    }

    /// A season needs at least one event.
    public static func emptySeason(_ key: String, file: String) -> InputError {
        InputError(file: file, place: "--events", message: "expected at least one event key for season \(key)")
    }

    /// An event named twice in one season.
    public static func alreadyInSeason(_ event: String, season: String, file: String) -> InputError {
        InputError(file: file, place: event, message: "event \(event) is already in season \(season)")
    }

    /// A season's seats that are taken in an event joining it: refused, naming them.
    public static func seasonSeatsTaken(_ conflicts: [SelectionRefusal.Conflict], season: String, event: String) -> SelectionRefusal {
        let shown = conflicts.prefix(20).map { "\($0.seatID) (\($0.state.rawValue))" }.joined(separator: ", ")
        let more = conflicts.count > 20 ? " and \(conflicts.count - 20) more" : ""
        return SelectionRefusal(
            conflicts: conflicts,
            message: "event \(event) cannot join season \(season): season seats are taken in it: \(shown)\(more); nothing was changed")
    }
}
