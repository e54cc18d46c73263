import ArgumentParser
import SeatChartSale

/// `--quantity N`: how many places of each standing area a command names (`select`,
/// `deselect`, `release`, `ticket`).
struct QuantityOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Places of each standing area named (default: 1, a whole area's every place, a group area's smallest group; "
            + "deselect and release: all of them).", valueName: "n"))
    var quantity: Int?

    func validate() throws {
        if let quantity, quantity < 1 { throw ValidationError("--quantity: expected a whole number of places of at least 1, found \(quantity)") }
    }
}

extension SeatChoice {
    /// What the command names, with the places of each standing area among them.
    func request(_ quantity: QuantityOption) -> SeatRequest {
        var request = self.request
        request.quantity = quantity.quantity
        return request
    }
}
