import SeatChartSale
import ArgumentParser
import SeatChart
import SeatChartJSON

/// `seatchart seats STADIUM [--tribune ID] [--json] [--state FILE] [--holder H]`: one line per
/// seat in chart order. Never creates a state file.
struct SeatsCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "seats",
        abstract: "One line per seat: id, tribune, row, number, x, y, rotation, category, state.",
        discussion: """
        Seats come in chart order (tribunes as numbered, rows from the field outwards, seats by \
        number), one per line with tab-separated fields. x and y are the seat's centre in chart \
        units and rotation is in degrees in [0, 360), all with at most three decimals.
        """
    )

    @OptionGroup var input: StadiumArgument

    @Option(help: ArgumentHelp("Only the seats of this tribune.", valueName: "id"), completion: .tribuneID)
    var tribune: String?

    @Flag(help: "Print one JSON document: {\"seats\": [{\"id\", \"tribune\", \"row\", \"number\", \"x\", \"y\", \"rotation\", \"category\", \"state\", \"accessible\"}]}.")
    var json = false

    @OptionGroup var state: StateOptions

    func run(in context: CommandContext) throws {
        let chart = try context.chart(input.stadium)
        let seats = try selectedSeats(chart)
        let states = try state.readStates(in: context, stadiumPath: input.stadium)
        if json {
            StandardOutput.write(SaleJSON.seatList(seats, of: chart, states: states) + [UInt8(ascii: "\n")])
            return
        }
        var out: [UInt8] = []
        out.reserveCapacity(seats.count * 60)
        for i in seats {
            let seat = chart.seats[i]
            let id = chart.seatID(i), tribune = chart.tribunes[seat.tribune].id, row = chart.rows[seat.row].label
            let rotation = SaleJSON.degrees(seat.rotation), category = chart.categoryID(ofSeat: i)
            let state = states.state(ofSeat: i).rawValue
            let (x, y) = (SaleJSON.decimal(seat.center.x), SaleJSON.decimal(seat.center.y))
            out += "\(id)\t\(tribune)\t\(row)\t\(seat.number)\t\(x)\t\(y)\t".utf8
            out += "\(SaleJSON.decimal(rotation))\t\(category)\t\(state)\n".utf8
        }
        StandardOutput.write(out)
    }

    /// The indices of the seats to list: all, or those of `--tribune`.
    private func selectedSeats(_ chart: Chart) throws -> Range<Int> {
        guard let tribune else { return chart.seats.indices }
        guard let t = chart.tribuneIndex(forID: tribune) else {
            let known = chart.tribunes.prefix(8).map(\.id).joined(separator: ", ")
            let more = chart.tribunes.count > 8 ? ", ..." : ""
            throw InputError(
                file: "command line", place: "--tribune",
                message: "no tribune \"\(tribune)\" in \(input.stadium); expected one of \(known)\(more)")
        }
        return chart.tribunes[t].seats
    }
}
