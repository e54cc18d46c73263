import ArgumentParser
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `seatchart history STADIUM [--holder H] [--limit N] [--json]`: the state changes, newest
/// first. Never creates a state file.
struct HistoryCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "The state changes, newest first: time, holder, action, seat, and who did it.",
        discussion: """
        One line a change, tab-separated: time, holder (whose seat it was; - for block and \
        unblock), action, seat, actor (who did it: the holder, the clerk named with --by, "box \
        office" without one, "system" for an expiry). Actions: select, deselect, book, release \
        (box office; names the holder it freed), expire, block and unblock (box office). With \
        --order, the order's own: its bookings and, once refunded, its releases.
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Option(help: ArgumentHelp("Only this holder's events (default: everyone's).", valueName: "holder"))
    var holder: String?

    @Option(help: ArgumentHelp("At most this many events.", valueName: "n"))
    var limit: Int?

    @OptionGroup var stateFile: StateFileOption

    @OptionGroup var order: OrderOption

    @Flag(help: "Print one JSON document: {\"events\": [{\"time\", \"holder\", \"action\", \"seat\", \"actor\"}]} (holder null for block and unblock; a standing area's event has \"area\" and \"quantity\" for \"seat\").")
    var json = false

    func validate() throws {
        if let limit, limit < 0 {
            throw ValidationError("--limit: expected a whole number of at least 0, found \(limit)")
        }
    }

    func run(in context: CommandContext) throws {
        let sale = try stateFile.readingSale(in: context, stadiumPath: stadium)
        var events: [SelectionEvent]
        if let id = try order.checked() {
            events = try OrderOption.existing(id, in: sale).history.filter { holder == nil || $0.holder == holder }
            if let limit { events = Array(events.prefix(limit)) }
        } else {
            events = try sale.history(holder: holder, limit: limit)
        }
        if json {
            print(SaleJSON.line(.object([JSONMember("events", .array(events.map { event in
                // A standing area's event names the area and its quantity where a seat's names the seat.
                let place = event.quantity.map {
                    [JSONMember("area", .string(event.seatID)), JSONMember("quantity", SaleJSON.integer($0))]
                } ?? [JSONMember("seat", .string(event.seatID))]
                return .object(
                    [JSONMember("time", .string(SaleJSON.time(event.time))), JSONMember("holder", SaleJSON.text(event.holder)),
                     JSONMember("action", .string(event.action.rawValue))] + place + [JSONMember("actor", .string(event.actor))])
            }))])))
            return
        }
        for event in events {
            let holder = event.holder.map(TerminalText.escaped) ?? "-"
            let place = event.quantity.map { StateOutput.place(event.seatID, $0) } ?? event.seatID
            print("\(SaleJSON.time(event.time))\t\(holder)\t\(event.action.rawValue)\t\(place)\t\(TerminalText.escaped(event.actor))")
        }
    }
}

extension HistoryCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.holder = holder.map(word); $0.stateFile = stateFile.rebinding(word); $0.order = order.rebinding(word) }
    }
}
