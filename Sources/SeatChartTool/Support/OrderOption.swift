import ArgumentParser
import SeatChart
import SeatChartSale
import SeatChartStore

/// `--order ID`: the shop's order a command books, refunds or reads (``OrderID``).
struct OrderOption: ParsableArguments {
    @Option(name: .customLong("order"), help: ArgumentHelp("The shop's order id (letters, digits and _-.:, up to 100).", valueName: "id"))
    var id: String?

    /// The id given, checked: bad input (exit 2) naming it unless well-formed.
    func checked() throws -> String? {
        if let id { try OrderID.check(id, file: "command line", place: "--order") }
        return id
    }

    /// Order `id` of `sale`, or bad input naming it (exit 2) with the orders there are.
    static func existing(_ id: String, in sale: Sale) throws -> SaleOrder {
        if let order = try sale.order(id) { return order }
        let known = try sale.orders().suffix(5).map(\.id)
        throw InputError(
            file: "command line", place: "--order",
            message: "no order \(id) in this sale" + (known.isEmpty ? " (it has none)" : "; the latest: \(known.joined(separator: ", "))"))
    }

    /// The line that reports an order: its id, holder, seats and places, total, and state.
    static func line(_ order: SaleOrder, chart: Chart) -> String {
        let amount = chart.moneyFormat.text(minorUnits: order.total)
        return "order \(order.id) (\(order.state)) for \(TerminalText.escaped(order.holder)): "
            + (order.seatIDs.isEmpty && order.places.isEmpty ? "nothing" : StateOutput.items(order)) + "; total \(amount)"
    }
}

extension OrderOption: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.id = id.map(word) }
    }
}
