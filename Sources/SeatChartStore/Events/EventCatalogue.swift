import Foundation
import SeatChart

/// The events and seasons of a chart's state, and the changes to them. Each change is one
/// transaction; the rules (``EventRules``) are the same on every backend.
public protocol EventCatalogue: Sendable {
    /// The events and seasons recorded.
    func listing() throws -> EventListing

    /// Records a new event and makes its tables.
    ///
    /// - Throws: ``InputError`` when its key is taken by an event or a season.
    @discardableResult
    func createEvent(_ event: SaleEvent) throws -> SaleEvent

    /// Deletes an event with its tables and its log.
    ///
    /// - Throws: ``InputError`` for an unknown key; ``SelectionRefusal`` while it has holds
    ///   or bookings (seats or standing places).
    func deleteEvent(_ key: String) throws

    /// Records a season of `events` (their keys, at least one).
    ///
    /// - Throws: ``InputError`` when its key is taken or an event is unknown;
    ///   ``SelectionRefusal`` when the events' season seats disagree (``addToSeason(_:event:)``).
    @discardableResult
    func createSeason(_ key: String, events: [String]) throws -> Season

    /// Adds `event` to the season `season`: the season's booked seats are booked in it too,
    /// under their holders, in the same transaction.
    ///
    /// - Throws: ``InputError`` for an unknown key; ``SelectionRefusal`` naming the season's
    ///   seats already held, booked or blocked in the event (nothing changed).
    @discardableResult
    func addToSeason(_ season: String, event: String) throws -> Season
}

/// Where a catalogue is kept: opened for changes (the state made on first use), or read
/// without making anything.
public protocol EventCatalogueSource: Sendable {
    /// The catalogue, opened (and the state created when missing) for changes.
    func openCatalogue() throws -> any EventCatalogue

    /// The events and seasons recorded; ``EventListing/empty`` without a state.
    func readListing() throws -> EventListing

    /// The seats booked for seasons that contain `event`, booked in it now, read without
    /// creating anything (none without a state).
    func readSeasonSeats(of event: SaleEvent) throws -> [SeasonSeat]
}
