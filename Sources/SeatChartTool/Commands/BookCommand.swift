import ArgumentParser
import SeatChart
import SeatChartSale
import SeatChartStore

/// `seatchart book STADIUM [--holder H] [--order ID [SEAT...]]`: turns every live hold of the
/// holder into a booking; with `--order`, under the shop's order id (all the holds, or the
/// seats named), recorded with its total.
struct BookCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Turn every live hold of a holder into a booking.",
        discussion: """
        Exit 1 when the holder holds no seat (expired holds are not booked). With --order, the \
        holds are booked under the shop's order id, with their total at the sale's prices: all \
        of them, or the seats and areas named, all or none (exit 1 naming a seat not held, \
        such as one whose hold ran out). The same order booked again prints it and changes \
        nothing; an order id used for other seats is refused (exit 1).
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Argument(help: ArgumentHelp("With --order: the seats (and standing areas) to book; default all the holds.", valueName: "seat"))
    var seats: [String] = []

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp + #" With --order: {"order", "holder", "seats", "places", "total", "currency", "time", "state", "refundedAt", "refundedBy", "position"}."#))
    var json = false

    @OptionGroup var state: StateOptions

    @OptionGroup var order: OrderOption

    func validate() throws {
        if order.id == nil, !seats.isEmpty { throw ValidationError("Seats are named only with --order; book books every live hold.") }
    }

    func run(in context: CommandContext) throws {
        let orderID = try order.checked()
        let sale = try state.sale(in: context, stadiumPath: stadium)
        if let id = orderID {
            let request = seats.isEmpty ? nil : SeatRequest(ids: seats)
            let done: OrderChange
            do {
                done = try sale.bookOrder(id, holder: state.holder, request: request)
            } catch let refusal as SelectionRefusal {
                if json { print(SaleJSON.line(SaleJSON.refusal(refusal))) }
                throw refusal
            }
            print(json ? SaleJSON.line(SaleJSON.orderAnswer(done)) : (done.existed ? "already booked: " : "booked ") + OrderOption.line(done.order, chart: sale.chart))
            return
        }
        try ChangeOutput.print(json: json, text: { "booked for \(TerminalText.escaped(state.holder)): \(StateOutput.items($0))" }) {
            try sale.book(holder: state.holder)
        }
    }
}

extension BookCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.seats = seats.map(word); $0.state = state.rebinding(word); $0.order = order.rebinding(word) }
    }
}
