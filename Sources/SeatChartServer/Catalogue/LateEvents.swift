import SeatChartSale
import SeatChartStore

/// Where a served chart's events come from once the server runs: the catalogue as it stands,
/// and the sale of one of its events. A server asks every second and serves each event made
/// since it started (``LateEventWatch``).
public struct LateEvents: Sendable {
    /// The chart's catalogue of events and seasons, read now.
    public var listing: @Sendable () throws -> EventListing
    /// The sale of one event of the catalogue.
    public var sale: @Sendable (SaleEvent) throws -> Sale

    public init(listing: @escaping @Sendable () throws -> EventListing, sale: @escaping @Sendable (SaleEvent) throws -> Sale) {
        self.listing = listing
        self.sale = sale
    }
}
