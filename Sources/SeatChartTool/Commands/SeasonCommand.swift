import ArgumentParser
import Foundation
import SeatChart
import SeatChartStore

/// `seatchart season create|add STADIUM ...`: events sold together, the same seat in each
/// (docs/events.md).
struct SeasonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "season",
        abstract: "Seasons: events of a chart sold together, the same seat in every one.",
        discussion: """
        A season's key is used as --event KEY on select, deselect, best, book and release: the \
        change is made in every event of the season in one transaction, or in none. The seasons \
        are listed by seatchart event list.
        """,
        subcommands: [SeasonCreateCommand.self, SeasonAddCommand.self]
    )
}

/// `seatchart season create STADIUM KEY --events E1,E2,...`.
struct SeasonCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Make a season over events of the chart.",
        discussion: "KEY is unique among the chart's events and seasons; --events names events of this chart's state."
    )

    @OptionGroup var catalogue: EventCatalogueOptions

    @Argument(help: "The season's key.")
    var key: String

    @Option(help: ArgumentHelp("Its events' keys, separated by commas.", valueName: "e1,e2,..."))
    var events: String

    func run() throws {
        try EventKey.check(key, file: "command line", place: "KEY")
        let keys = events.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        for event in keys { try EventKey.check(event, file: "command line", place: "--events") }
        let context = CommandContext()
        let season = try catalogue.source(in: context).openCatalogue().createSeason(key, events: keys)
        print("created season \(season.key): \(season.events.joined(separator: ", "))")
    }
}

/// `seatchart season add STADIUM KEY EVENT`.
struct SeasonAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an event to a season: it gets the season's booked seats.",
        discussion: """
        The season's seats are booked in the event in the same transaction; when any of them is \
        already held or booked in it, nothing changes and the seats are named (exit 1).
        """
    )

    @OptionGroup var catalogue: EventCatalogueOptions

    @Argument(help: "The season's key.")
    var key: String

    @Argument(help: "The event's key.")
    var event: String

    func run() throws {
        try EventKey.check(key, file: "command line", place: "KEY")
        try EventKey.check(event, file: "command line", place: "EVENT")
        let context = CommandContext()
        let season = try catalogue.source(in: context).openCatalogue().addToSeason(key, event: event)
        print("added \(event) to season \(season.key): \(season.events.joined(separator: ", "))")
    }
}
