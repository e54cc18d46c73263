import Foundation
import SeatChart

/// An event sold on a chart: a show, a match or a date, with a sale of its own (its own
/// seats, holds, bookings, blocks and log) in the chart's state.
///
/// The chart (the drawing) is made once; its events share it and its state (one SQLite file,
/// or one PostgreSQL database), each in tables of its own (``EventNamespace``). An event's
/// prices, when given, replace the chart's categories' prices for its sale, in the chart's
/// currency.
public struct SaleEvent: Hashable, Sendable {
    /// The key (``EventKey``), unique among the chart's events and seasons.
    public var key: String
    /// The name people read (`Spring Gala`), when given.
    public var name: String?
    /// When it starts, as ISO 8601 text with its offset (`2027-04-18T19:30:00+01:00`), when given.
    public var starts: String?
    /// Prices in minor units by category id, replacing the chart's for this event.
    public var prices: [String: Int]
    /// The number the state knows the event by; its tables' prefix (``EventNamespace``).
    public var number: Int64

    /// An event with these parts.
    public init(key: String, name: String? = nil, starts: String? = nil, prices: [String: Int] = [:], number: Int64 = 0) {
        self.key = key
        self.name = name
        self.starts = starts
        self.prices = prices
        self.number = number
    }

    /// The start as a date, when given and well-formed.
    public var startDate: Date? { starts.flatMap(EventTime.date) }

    /// The chart with this event's prices in place of its categories' (the same chart when it
    /// has none); the seats, rows and tribunes are shared, not copied.
    public func pricing(_ chart: Chart) -> Chart {
        guard !prices.isEmpty else { return chart }
        var priced = chart
        let units = Double(Money(minorUnits: 1, currency: chart.currency).amount)
        priced.categories = chart.categories.map { category in
            var category = category
            if let minor = prices[category.id] { category.price = Double(minor) * units }
            return category
        }
        return priced
    }

    /// Events in the order a catalogue lists them: by start (those without one last), then key.
    public static func catalogueOrder(_ left: SaleEvent, _ right: SaleEvent) -> Bool {
        switch (left.startDate, right.startDate) {
        case let (l?, r?) where l != r: return l < r
        case (_?, nil): return true
        case (nil, _?): return false
        default: return left.key < right.key
        }
    }
}

/// A season: events sold together, the same seat in each (a season ticket). A season's key
/// acts on each of its events at once, in one transaction.
public struct Season: Hashable, Sendable {
    /// The key (``EventKey``), unique among the chart's events and seasons.
    public var key: String
    /// The keys of its events, in catalogue order.
    public var events: [String]

    /// A season of `events`.
    public init(key: String, events: [String]) {
        self.key = key
        self.events = events
    }
}

/// The events and seasons of a chart's state.
public struct EventListing: Hashable, Sendable {
    /// The events, in catalogue order (``SaleEvent/catalogueOrder(_:_:)``).
    public var events: [SaleEvent]
    /// The seasons, by key.
    public var seasons: [Season]

    /// A listing of these events and seasons.
    /// A listing of these events and seasons, put in order: events as a catalogue lists them,
    /// seasons by key, each season's events in the events' order.
    public init(events: [SaleEvent], seasons: [Season]) {
        self.events = events.sorted(by: SaleEvent.catalogueOrder)
        let order = Dictionary(uniqueKeysWithValues: self.events.enumerated().map { ($1.key, $0) })
        self.seasons = seasons.sorted { $0.key < $1.key }.map { season in
            Season(key: season.key, events: season.events.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) })
        }
    }

    /// Nothing: a state without events.
    public static let empty = EventListing(events: [], seasons: [])

    /// The event with `key`, if any.
    public func event(_ key: String) -> SaleEvent? { events.first { $0.key == key } }

    /// The season with `key`, if any.
    public func season(_ key: String) -> Season? { seasons.first { $0.key == key } }

    /// Every key in use, events first, for messages.
    public var keys: [String] { events.map(\.key) + seasons.map(\.key) }
}
