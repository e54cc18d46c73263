import ArgumentParser
import Foundation
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `seatchart event create|list|show|delete STADIUM ...`: the events sold on a chart, each a
/// sale of its own in the chart's state (docs/events.md).
struct EventCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "event",
        abstract: "Events sold on a chart: each show or date with its own seats, holds, bookings and log.",
        discussion: """
        The chart (the stadium file) is drawn once; each event is a sale on it, kept in the \
        chart's state beside the others. Every state command takes --event KEY to act on one \
        (without it, the state used before events).
        """,
        subcommands: [EventCreateCommand.self, EventListCommand.self, EventShowCommand.self, EventDeleteCommand.self]
    )
}

/// What every `event` subcommand names: the chart and its state.
struct EventCatalogueOptions: ParsableArguments {
    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @OptionGroup var stateFile: StatePathOption

    /// The chart, loaded in `context`.
    func chart(in context: CommandContext) throws -> Chart { try context.chart(stadium) }

    /// Where the catalogue is kept.
    func source(in context: CommandContext) throws -> any EventCatalogueSource {
        let path = context.statePath(option: stateFile.path, stadiumPath: stadium)
        return try StateLocation.catalogue(path, chart: try chart(in: context))
    }

    /// The catalogue recorded; none without a state (nothing is created).
    func listing(in context: CommandContext) throws -> EventListing {
        if let option = stateFile.path, try !StateLocation.exists(option) {
            throw InputError(
                file: StateLocation.name(option), place: "--state",
                message: "no such state; expected an existing one (listing events never creates a state)")
        }
        return try source(in: context).readListing()
    }
}

/// `seatchart event create STADIUM KEY [--name N] [--starts T] [--price CAT=AMOUNT]...`.
struct EventCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Make an event on the chart, with its own empty sale.",
        discussion: """
        KEY is 1 to 64 letters, digits, '_' or '-', unique among the chart's events and seasons. \
        --starts takes ISO 8601 with an offset (2027-04-18T19:30:00+01:00). --price CAT=AMOUNT \
        (repeatable) replaces a category's price for this event, in the chart's currency \
        (--price A=65 --price B=48.50).
        """
    )

    @OptionGroup var catalogue: EventCatalogueOptions

    @Argument(help: "The event's key.")
    var key: String

    @Option(help: ArgumentHelp("The name people read.", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("When it starts (ISO 8601 with an offset).", valueName: "time"))
    var starts: String?

    @Option(name: .customLong("price"), help: ArgumentHelp("A category's price for this event (repeatable).", valueName: "cat=amount"))
    var prices: [String] = []

    @Flag(help: #"Print one JSON document: {"event": {"key", "name", "starts", "prices", "seasons"}}."#)
    var json = false

    func run() throws {
        try EventKey.check(key, file: "command line", place: "KEY")
        if let starts { try EventTime.check(starts, file: "command line", place: "--starts") }
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty {
            throw InputError(file: "command line", place: "--name", message: "expected a name that is not empty")
        }
        let context = CommandContext()
        let chart = try catalogue.chart(in: context)
        let parsed = try EventPrices.parse(prices, chart: chart, file: "command line", place: "--price")
        let made = try catalogue.source(in: context).openCatalogue()
            .createEvent(SaleEvent(key: key, name: name, starts: starts, prices: parsed))
        if json {
            print(SaleJSON.line(.object([JSONMember("event", SaleJSON.event(made, in: EventListing(events: [made], seasons: [])))])))
        } else {
            print("created event \(made.key)")
        }
        context.reportWrites()
    }
}

/// `seatchart event list STADIUM [--json]`.
struct EventListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the chart's events and seasons.",
        discussion: """
        One line an event, by start (those without one last), then key: key, start (- when \
        none), name (- when none), seats left (available now), tab-separated; then one line a \
        season: season KEY: its events. Never creates a state.
        """
    )

    @OptionGroup var catalogue: EventCatalogueOptions

    @Flag(help: #"Print one JSON document: {"events": [{"key", "name", "starts", "prices", "seasons", "seatsLeft"}], "seasons": [{"key", "events"}]}."#)
    var json = false

    func run() throws {
        let context = CommandContext()
        let listing = try catalogue.listing(in: context)
        var left: [String: Int] = [:]
        for event in listing.events {
            let sale = try context.readingSale(catalogue.stadium, stateOption: catalogue.stateFile.path, event: event.key)
            left[event.key] = try sale.states(holder: "").countsByState[.available] ?? 0
        }
        if json {
            print(SaleJSON.line(SaleJSON.listing(listing, seatsLeft: left)))
            return
        }
        var out = ""
        for event in listing.events {
            out += "\(event.key)\t\(event.starts ?? "-")\t\(TerminalText.escaped(event.name ?? "-"))\t\(left[event.key] ?? 0)\n"
        }
        for season in listing.seasons {
            out += "season \(season.key): \(season.events.joined(separator: " "))\n"
        }
        StandardOutput.write(out)
    }
}

/// `seatchart event show STADIUM KEY [--json]`.
struct EventShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one event: its name, start, prices and seasons.",
        discussion: "Never creates a state. An unknown key exits 2 naming the keys there are."
    )

    @OptionGroup var catalogue: EventCatalogueOptions

    @Argument(help: "The event's key.")
    var key: String

    @Flag(help: #"Print one JSON document: {"event": {"key", "name", "starts", "prices", "seasons"}}."#)
    var json = false

    func run() throws {
        let context = CommandContext()
        let listing = try catalogue.listing(in: context)
        guard let event = listing.event(key) else {
            throw EventRules.unknown(key, in: listing, file: "command line", place: "KEY")
        }
        if json {
            print(SaleJSON.line(.object([JSONMember("event", SaleJSON.event(event, in: listing))])))
            return
        }
        let chart = try catalogue.chart(in: context)
        let seasons = listing.seasons.filter { $0.events.contains(key) }.map(\.key)
        var out = "event \(event.key)\n"
        out += "name: \(TerminalText.escaped(event.name ?? "-"))\n"
        out += "starts: \(event.starts ?? "-")\n"
        let priced = event.pricing(chart)
        for (index, category) in priced.categories.enumerated() {
            let price = priced.price(ofCategory: index)?.formatted
            let own = event.prices[category.id] != nil ? "" : " (the chart's)"
            out += "price \(category.id): \(price ?? "-")\(price == nil ? "" : own)\n"
        }
        out += "seasons: \(seasons.isEmpty ? "-" : seasons.joined(separator: " "))\n"
        StandardOutput.write(out)
    }
}

/// `seatchart event delete STADIUM KEY`.
struct EventDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete an event with its sale and log; refused while it has holds or bookings.",
        discussion: "Exit 1 while any seat or standing place of it is held or booked: release them first."
    )

    @OptionGroup var catalogue: EventCatalogueOptions

    @Argument(help: "The event's key.")
    var key: String

    func run() throws {
        let context = CommandContext()
        let listing = try catalogue.listing(in: context)
        guard listing.event(key) != nil else { throw EventRules.unknown(key, in: listing, file: "command line", place: "KEY") }
        try catalogue.source(in: context).openCatalogue().deleteEvent(key)
        print("deleted event \(key)")
    }
}
