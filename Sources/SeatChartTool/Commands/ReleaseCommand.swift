import ArgumentParser
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `seatchart release STADIUM SEAT...`: frees seats whatever their holder or state (box office);
/// `release STADIUM --order ID` refunds an order.
struct ReleaseCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Free seats whatever their holder or state (box office).",
        discussion: """
        Held and booked seats become available; the log names the holder each was taken \
        from, and the clerk given with --by as who did it. Seats already free are left as they are. A blocked seat refuses the whole \
        command (exit 1): blocking comes from the stadium file. With --order instead of seats, the order is \
        refunded: its seats and places still booked become available, logged as released by the \
        clerk, and the order is kept as refunded (exit 2 for an unknown order, 1 when it was \
        refunded before).
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @OptionGroup var choice: SeatChoice

    @OptionGroup var quantity: QuantityOption

    @OptionGroup var stateFile: StateFileOption

    @OptionGroup var clerk: ClerkOption

    @OptionGroup var order: OrderOption

    func validate() throws {
        if order.id != nil, !choice.isEmpty { throw ValidationError("--order refunds the order's seats: name no seat with it.") }
        if order.id == nil, choice.isEmpty { throw ValidationError("Name at least one seat, or a point with --at (or an order with --order).") }
    }

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp))
    var json = false

    func run(in context: CommandContext) throws {
        let orderID = try order.checked()
        let sale = try stateFile.sale(in: context, stadiumPath: stadium)
        if let id = orderID {
            _ = try OrderOption.existing(id, in: sale)
            let done: OrderChange
            do {
                done = try sale.refundOrder(id, by: clerk.name)
            } catch let refusal as SelectionRefusal {
                if json { print(SaleJSON.line(SaleJSON.refusal(refusal))) }
                throw refusal
            }
            print(json ? SaleJSON.line(SaleJSON.orderAnswer(done)) : "refunded " + OrderOption.line(done.order, chart: sale.chart))
            return
        }
        try ChangeOutput.print(json: json, text: { StateOutput.change($0, done: "released", unchanged: "already available") }) { try sale.release(choice.request(quantity), by: clerk.name) }
    }
}

extension ReleaseCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.choice = choice.rebinding(word); $0.stateFile = stateFile.rebinding(word); $0.clerk = clerk.rebinding(word); $0.order = order.rebinding(word) }
    }
}
