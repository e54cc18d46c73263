import Foundation
import ArgumentParser
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `seatchart status STADIUM [--holder H] [--json]`: counts by state, the holder's seats and
/// each holder's latest activity. Never creates a state file.
struct StatusCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Counts by state, the holder's held and booked seats, each holder's latest activity."
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Flag(help: "Print one JSON document: {\"byState\", \"holder\", \"held\", \"holds\", \"booked\", \"holders\", \"areas\" (with standing areas), \"revenue\"}.")
    var json = false

    @Flag(help: """
        Also check the state file: SQLite's integrity check, and that replaying the event log \
        gives the stored states. Exit 2 naming each problem when it fails.
        """)
    var check = false

    @Option(help: ArgumentHelp("List at most N holders' latest activity (default: all).", valueName: "n"))
    var limit: Int?

    @OptionGroup var state: StateOptions

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit must be a whole number of at least 0, found \(limit)") }
    }

    func run(in context: CommandContext) throws {
        let sale = try state.readingSale(in: context, stadiumPath: stadium)
        let status = try sale.status(holder: state.holder)
        let revenue = try sale.revenue()
        let areas = sale.chart.hasStandingAreas ? try sale.areaCounts(holder: state.holder) : []
        if check {
            let problems = try sale.check()
            if !problems.isEmpty {
                let path = context.statePath(option: state.state, stadiumPath: stadium)
                throw InputError(problems.map { InputProblem(file: path, place: "", message: $0) })
            }
        }
        let seasonSeats = try context.seasonSeats(stadium, stateOption: state.state, event: state.event)
        if json {
            var document = SaleJSON.status(status, revenue: revenue, checked: check, areas: areas)
            if case .object(var members) = document, state.event != nil {
                members.append(JSONMember("seasonSeats", .array(seasonSeats.map {
                    .object([JSONMember("seat", .string($0.seatID)), JSONMember("season", .string($0.season)), JSONMember("holder", .string($0.holder))])
                })))
                document = .object(members)
            }
            print(SaleJSON.line(document))
            return
        }
        if check { print("check: ok") }
        print(sale.chart.name)
        for count in status.countsByState { print("\(count.state.rawValue): \(count.count)") }
        let holder = TerminalText.escaped(status.holder)
        print("holder \(holder): \(status.held.count) held, \(status.booked.count) booked")
        // Each key means one thing: the holder's seats are named as theirs.
        print("held by \(holder): \(Self.holds(status.holds))")
        print("booked by \(holder): \(StateOutput.list(status.booked))")
        if !seasonSeats.isEmpty {
            // Booked here because a season ticket holds them in every event of its season.
            print("season seats (seat, season, holder): " + seasonSeats.map {
                "\($0.seatID) \($0.season) \(TerminalText.escaped($0.holder))"
            }.joined(separator: ", "))
        }
        Self.printAreas(areas, holder: holder)
        Self.printRevenue(revenue)
        let shown = Self.activities(status.holders, holder: state.holder, limit: limit)
        if !shown.isEmpty {
            // A table with tabs: holder names may hold spaces.
            print("latest activity (holder, time, action):")
            for activity in shown {
                print("\(TerminalText.escaped(activity.holder))\t\(SaleJSON.time(activity.time))\t\(activity.action.rawValue)")
            }
        }
    }

    /// The holds with their expiry, grouped by expiry in chart order:
    /// `101-A-1 101-A-2 (until 2026-11-24T10:15:00.000Z); 101-C-4 (no expiry)`, or `-`.
    static func holds(_ holds: [SeatHold]) -> String {
        guard !holds.isEmpty else { return "-" }
        var groups: [(expiry: Date?, seats: [String])] = []
        for hold in holds {
            if let last = groups.indices.last, groups[last].expiry == hold.expiresAt {
                groups[last].seats.append(hold.seatID)
            } else {
                groups.append((hold.expiresAt, [hold.seatID]))
            }
        }
        return groups.map { group in
            let until = group.expiry.map { "until \(SaleJSON.time($0))" } ?? "no expiry"
            return "\(group.seats.joined(separator: " ")) (\(until))"
        }.joined(separator: "; ")
    }

    /// One line per standing area: `area FLOOR: capacity 400, held 12, booked 30, left 358;
    /// yours: 4 held (until ...), 0 booked`.
    static func printAreas(_ areas: [AreaCount], holder: String) {
        for area in areas {
            var line = "area \(area.areaID): capacity \(area.capacity), held \(area.held), booked \(area.booked), left \(area.left)"
            if area.yourHeld + area.yourBooked > 0 {
                let until = area.yourHeld > 0 ? " (\(area.yourExpiry.map { "until \(SaleJSON.time($0))" } ?? "no expiry"))" : ""
                line += "; \(holder): \(area.yourHeld) held\(until), \(area.yourBooked) booked"
            }
            print(line)
        }
    }

    /// `revenue: booked £135 (3 seats), held £45 (1 seat)` (`(2 seats and 4 places)` with
    /// standing areas), then one tab-separated line per category with a booked or held seat
    /// or place; amounts with the chart's currency (``Money``).
    static func printRevenue(_ revenue: Revenue) {
        func count(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }
        func seats(_ seats: Int, places: Int) -> String {
            places == 0 ? count(seats, "seat") : seats == 0 ? count(places, "place") : "\(count(seats, "seat")) and \(count(places, "place"))"
        }
        var line = "revenue: booked \(revenue.booked.formatted) (\(seats(revenue.bookedSeats, places: revenue.bookedPlaces))), "
            + "held \(revenue.held.formatted) (\(seats(revenue.heldSeats, places: revenue.heldPlaces)))"
        if revenue.unpricedBooked > 0 {
            line += "; \(revenue.bookedPlaces == 0 ? count(revenue.unpricedBooked, "seat") : "\(revenue.unpricedBooked)") booked without a price"
        }
        print(line)
        guard !revenue.lines.isEmpty else { return }
        print("revenue by category (category, price, booked, booked value, held, held value):")
        let nothing = Money.zero(revenue.currency).formatted
        for category in revenue.lines {
            let name = category.name.map { "\(category.categoryID) (\(TerminalText.escaped($0)))" } ?? category.categoryID
            let price = category.price?.formatted ?? "-"
            print("\(name)\t\(price)\t\(category.booked)\t\(category.bookedAmount?.formatted ?? nothing)\t"
                + "\(category.held)\t\(category.heldAmount?.formatted ?? nothing)")
        }
    }

    /// The holders listed: only `holder` when one other than the default is asked for,
    /// in natural order (g2-2 before g2-10), at most `limit`.
    static func activities(_ all: [HolderActivity], holder: String, limit: Int?) -> [HolderActivity] {
        var list = holder == "default" ? all : all.filter { $0.holder == holder }
        list.sort { $0.holder.compare($1.holder, options: [.numeric]) == .orderedAscending }
        return Array(list.prefix(limit ?? list.count))
    }
}

extension StatusCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.state = state.rebinding(word) }
    }
}
