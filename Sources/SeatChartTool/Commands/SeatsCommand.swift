import ArgumentParser
import SeatChart

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

    @Option(help: ArgumentHelp("Only the seats of this tribune.", valueName: "id"))
    var tribune: String?

    @Flag(help: "Print one JSON document: {\"seats\": [{\"id\", \"tribune\", \"row\", \"number\", \"x\", \"y\", \"rotation\", \"category\", \"state\", \"accessible\"}]}.")
    var json = false

    @OptionGroup var state: StateOptions

    func run(in context: CommandContext) throws {
        let chart = try context.chart(input.stadium)
        let seats = try selectedSeats(chart)
        let states = try state.readStates(in: context, stadiumPath: input.stadium)
        var out = ""
        out.reserveCapacity(seats.count * (json ? 140 : 60))
        if json { out += "{\"seats\":[" }
        for (n, i) in seats.enumerated() {
            let seat = chart.seats[i]
            let fields = (
                id: chart.seatID(i), tribune: chart.tribunes[seat.tribune].id, row: chart.rows[seat.row].label,
                number: seat.number, x: JSONOutput.decimal(seat.center.x), y: JSONOutput.decimal(seat.center.y),
                rotation: JSONOutput.degrees(seat.rotation), category: chart.categoryID(ofSeat: i),
                state: states.state(ofSeat: i).rawValue
            )
            if json {
                if n > 0 { out += "," }
                out += "{\"id\":"
                JSONOutput.writeString(fields.id, to: &out)
                out += ",\"tribune\":"
                JSONOutput.writeString(fields.tribune, to: &out)
                out += ",\"row\":"
                JSONOutput.writeString(fields.row, to: &out)
                out += ",\"number\":"
                JSONOutput.writeString(fields.number, to: &out)
                out += ",\"x\":\(fields.x),\"y\":\(fields.y),\"rotation\":\(fields.rotation),\"category\":"
                JSONOutput.writeString(fields.category, to: &out)
                out += ",\"state\":\"\(fields.state)\",\"accessible\":\(seat.isAccessible)}"
            } else {
                out += "\(fields.id)\t\(fields.tribune)\t\(fields.row)\t\(fields.number)\t\(fields.x)\t\(fields.y)\t"
                out += "\(fields.rotation)\t\(fields.category)\t\(fields.state)\n"
            }
        }
        if json { out += "]}\n" }
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
