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
        number; a rows section numbered odd-even lists a row left to right), one per line with \
        tab-separated fields. x and y are the seat's centre in chart units and rotation is in \
        degrees in [0, 360), all with at most three decimals. A table's chairs have the table \
        as their tribune and an empty row (ids TABLE-NUMBER). A chart of several levels lists \
        one: --level (default the first), or the level of --tribune.
        """
    )

    @OptionGroup var input: StadiumArgument

    @Option(help: ArgumentHelp("Only the seats of this tribune (or the chairs of this table).", valueName: "id"), completion: .tribuneID)
    var tribune: String?

    @OptionGroup var levelOption: LevelOption

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

    /// The indices of the seats to list: all (of `--level`, in a chart of several levels), or
    /// those of `--tribune`.
    private func selectedSeats(_ chart: Chart) throws -> [Int] {
        guard let tribune else {
            let level = try levelOption.index(in: chart, file: input.stadium) ?? 0
            guard chart.levels.count > 1 else { return Array(chart.seats.indices) }
            return chart.tribunes(onLevel: level).flatMap { Array(chart.tribunes[$0].seats) }
        }
        guard let t = chart.tribuneIndex(forID: tribune) else {
            let known = chart.tribunes.prefix(8).map(\.id).joined(separator: ", ")
            let more = chart.tribunes.count > 8 ? ", ..." : ""
            throw InputError(
                file: "command line", place: "--tribune",
                message: "no tribune \"\(tribune)\" in \(input.stadium); expected one of \(known)\(more)")
        }
        if let level = try levelOption.index(in: chart, file: input.stadium), level != chart.tribunes[t].level {
            throw InputError(file: "command line", place: "--tribune",
                             message: "\(chart.tribunes[t].kind.noun) \(tribune) lies on level \(chart.levels[chart.tribunes[t].level].id), not on --level \(chart.levels[level].id)")
        }
        return Array(chart.tribunes[t].seats)
    }
}
