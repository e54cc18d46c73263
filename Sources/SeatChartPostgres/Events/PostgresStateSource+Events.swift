import Foundation
import SeatChartStore

extension PostgresStateSource: EventCatalogueSource {
    /// Opens the state for a change to its events and seasons (its tables made on first use).
    public func openCatalogue() throws -> any EventCatalogue {
        try PostgresSelectionStore(url: url, chart: chart, create: true, connections: 1, clock: clock)
    }

    /// The events and seasons in the database; none without a state. Makes nothing.
    public func readListing() throws -> EventListing {
        try PostgresSelectionStore(url: url, chart: chart, create: false, connections: 1, clock: clock).listing()
    }

    public func readSeasonSeats(of event: SaleEvent) throws -> [SeasonSeat] {
        let store = try PostgresSelectionStore(url: url, chart: chart, create: false, connections: 1, clock: clock)
        guard store.hasState else { return [] }
        return try store.read { connection, _ in try PostgresSelectionStore.seasonSeats(connection.connection, event: event.number) }
    }
}
