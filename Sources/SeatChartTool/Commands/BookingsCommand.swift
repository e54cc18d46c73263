import ArgumentParser
import SeatChart
import SeatChartJSON
import SeatChartSale

/// `seatchart bookings STADIUM [--holder H] [--csv | --json]`: every live booking with its
/// holder, seat, category, price and time. Never creates a state file.
struct BookingsCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookings",
        abstract: "Every booking: holder, seat, category, price and when it was booked.",
        discussion: """
        Bookings come in chart order, one a line with tab-separated fields: holder, seat, \
        category id, price (- when the category has none), time (ISO 8601 UTC). --csv writes \
        the same with a header line (holder,seat,category,category_name,price,time), for a \
        spreadsheet; --json one document. Holds that are not booked yet are not listed \
        (see status). With --order, only the order's seats still booked (none once refunded).
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Option(help: ArgumentHelp("Only this holder's bookings.", valueName: "holder"))
    var holder: String?

    @Flag(help: "Print CSV (RFC 4180) with a header line.")
    var csv = false

    @Flag(help: #"Print one JSON document: {"bookings": [{"holder", "seat", "category", "categoryName", "price", "time"}], "total"}."#)
    var json = false

    @OptionGroup var stateFile: StateFileOption

    @OptionGroup var order: OrderOption

    func validate() throws {
        if csv && json { throw ValidationError("--csv and --json: choose one output format") }
    }

    func run(in context: CommandContext) throws {
        let sale = try stateFile.readingSale(in: context, stadiumPath: stadium)
        var bookings = try sale.bookings().filter { holder == nil || $0.holder == holder }
        if let id = try order.checked() {
            let order = try OrderOption.existing(id, in: sale)
            let seats = Set(order.seatIDs)
            bookings = bookings.filter { $0.holder == order.holder && seats.contains($0.seatID) }
        }
        if json {
            let total = Booking.total(bookings, currency: sale.chart.currency)
            print(SaleJSON.line(.object([
                JSONMember("bookings", .array(bookings.map(SaleJSON.booking))),
                JSONMember("total", .number(total.amount)),
            ])))
            return
        }
        var out = ""
        if csv {
            out += CSVField.line(["holder", "seat", "category", "category_name", "price", "time"]) + "\r\n"
            for booking in bookings {
                out += CSVField.line([
                    booking.holder, booking.seatID, booking.categoryID, booking.categoryName ?? "",
                    booking.price.map { SaleJSON.decimal($0.amount) } ?? "", SaleJSON.time(booking.time),
                ]) + "\r\n"
            }
        } else {
            for booking in bookings {
                let price = booking.price.map { SaleJSON.decimal($0.amount) } ?? "-"
                out += "\(TerminalText.escaped(booking.holder))\t\(booking.seatID)\t\(booking.categoryID)\t\(price)\t\(SaleJSON.time(booking.time))\n"
            }
        }
        StandardOutput.write(out)
    }
}

extension BookingsCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.holder = holder.map(word); $0.stateFile = stateFile.rebinding(word); $0.order = order.rebinding(word) }
    }
}
