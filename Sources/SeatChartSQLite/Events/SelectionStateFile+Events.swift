import Foundation
import SeatChartStore

extension SelectionStateFile: EventCatalogueSource {
    /// Opens the file for a change to its events and seasons (creating it on first use).
    public func openCatalogue() throws -> any EventCatalogue {
        try SelectionStore(path: path, chart: chart, clock: clock)
    }

    /// The events and seasons in the file; none without a file. Never creates the file.
    public func readListing() throws -> EventListing {
        try SelectionStore.readOnly(path: path, chart: chart) { db in try SelectionStore.listing(db) } ?? .empty
    }

    public func readSeasonSeats(of event: SaleEvent) throws -> [SeasonSeat] {
        try SelectionStore.readOnly(path: path, chart: chart) { db in try SelectionStore.seasonSeats(db, event: event.number) } ?? []
    }
}
