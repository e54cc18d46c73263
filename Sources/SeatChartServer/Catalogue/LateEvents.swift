import SeatChartSale
import SeatChartStore

/// Where a served chart's events come from once the server runs: the catalogue as it stands,
/// and the sale of one of its events or seasons. A server asks every second and serves each
/// event and season made since it started (``LateEventWatch``).
public struct LateEvents: Sendable {
    /// The chart's catalogue of events and seasons, read now.
    public var listing: @Sendable () throws -> EventListing
    /// The sale of one event of the catalogue.
    public var sale: @Sendable (SaleEvent) throws -> Sale
    /// The sale of one season of the catalogue (every change in each of its events).
    public var seasonSale: @Sendable (Season, EventListing) throws -> Sale

    public init(
        listing: @escaping @Sendable () throws -> EventListing, sale: @escaping @Sendable (SaleEvent) throws -> Sale,
        seasonSale: @escaping @Sendable (Season, EventListing) throws -> Sale
    ) {
        self.listing = listing
        self.sale = sale
        self.seasonSale = seasonSale
    }
}
