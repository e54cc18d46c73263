import Foundation
import SeatChart
import SeatChartSale
import SeatChartStore

/// One chart a server serves: the sale of its state used without events, and each of its
/// events' sales, all over the one layout of the chart.
public struct ServedChart: Sendable {
    /// The chart's file, as given on the command line.
    public var file: String
    /// The sale of the state without events.
    public var sale: Sale
    /// Each event and its sale, in catalogue order.
    public var events: [(event: SaleEvent, sale: Sale)]
    /// The seasons over those events, each with its sale (every change in each of its events).
    public var seasons: [(season: Season, sale: Sale)]
    /// Where the events made after the server started come from; `nil`: none are served.
    public var lateEvents: LateEvents?

    public init(
        file: String, sale: Sale, events: [(event: SaleEvent, sale: Sale)] = [], seasons: [(season: Season, sale: Sale)] = [],
        lateEvents: LateEvents? = nil
    ) {
        self.file = file
        self.sale = sale
        self.events = events
        self.seasons = seasons
        self.lateEvents = lateEvents
    }

    /// The keys of events found in more than one of `charts`, each with the files that have it.
    public static func sharedKeys(_ charts: [ServedChart]) -> [(key: String, files: [String])] {
        var files: [String: [String]] = [:]
        for chart in charts {
            for (event, _) in chart.events { files[event.key, default: []].append(chart.file) }
            for (season, _) in chart.seasons { files[season.key, default: []].append(chart.file) }
        }
        return files.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// A season's routes as the server keeps them: its hold tokens, holds and bookings under
/// `/events/KEY/api/`.
struct ServedSeason: Sendable {
    let season: Season
    let api: SaleAPI
}

/// An event's routes as the server keeps them: under `/events/KEY/`.
struct ServedEvent: Sendable {
    let event: SaleEvent
    let chart: Int
    let api: SaleAPI
}
