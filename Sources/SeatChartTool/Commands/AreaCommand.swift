import SeatChartSale
import ArgumentParser
import SeatChart
import SeatChartJSON
import SeatChartGeometry
import SeatChartHitTesting

/// `seatchart area STADIUM (--rect X0,Y0,X1,Y1 | --polygon "X,Y X,Y ...") [--screen] [--json]`:
/// the seats whose centre lies in a rectangle or a lasso, in chart order.
struct AreaCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "area",
        abstract: "The seats whose centre lies in a rectangle or a lasso polygon, one id a line in chart order.",
        discussion: """
        --rect X0,Y0,X1,Y1 takes two opposite corners; --polygon "X,Y X,Y X,Y ..." at least \
        three vertices, the last joined to the first (non-zero winding rule). Boundaries are \
        included. Coordinates are chart units; with --screen they are pixels of the image \
        `render` writes with the same --width, --focus and view options, so a rectangle \
        dragged on a rotated view selects what it covers there. Exit 1 when no seat is in \
        the area. Only the seats of one level are selected: --level (default the first). \
        --json prints {"count": N, "seats": [ids]}.

        The output feeds `select`: seatchart select S.json $(seatchart area S.json --rect -10,-60,10,-50)
        """
    )

    @Argument(help: ArgumentHelp("The stadium file or pretix plan.", valueName: "stadium"), completion: .stadiumFile)
    var stadium: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Two opposite corners.", valueName: "x0,y0,x1,y1"))
    var rect: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The lasso's vertices, separated by spaces.", valueName: "x,y x,y ..."))
    var polygon: String?

    @Flag(help: "The coordinates are pixels of the rendered image, not chart units.")
    var screen = false

    @Flag(help: "Print one JSON document: {\"count\": N, \"seats\": [ids]}.")
    var json = false

    @OptionGroup(title: "View options (with --screen)") var view: ViewOptionsGroup

    @Flag(help: "Only the seats that are available now (read from the state).")
    var available = false

    @OptionGroup var state: StateOptions

    /// The area's vertices as typed: a rectangle's four corners, or the polygon's.
    private func vertices() throws -> [Point] {
        if let rect {
            let v = try numbers(rect, place: "--rect", count: 4)
            return [Point(v[0], v[1]), Point(v[2], v[1]), Point(v[2], v[3]), Point(v[0], v[3])]
        }
        let text = polygon ?? ""
        let pairs = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard pairs.count >= 3 else {
            throw InputError(file: "command line", place: "--polygon", message: "expected at least three vertices \"X,Y X,Y X,Y\", found \"\(text)\"")
        }
        return try pairs.map { pair in
            let v = try numbers(String(pair), place: "--polygon", count: 2)
            return Point(v[0], v[1])
        }
    }

    /// `count` comma-separated finite numbers.
    private func numbers(_ text: String, place: String, count: Int) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.filter(\.isFinite)
        guard parts.count == count, values.count == count else {
            throw InputError(file: "command line", place: place, message: "expected \(count) finite numbers separated by commas, found \"\(text)\"")
        }
        return values
    }

    func run(in context: CommandContext) throws {
        guard (rect == nil) != (polygon == nil) else {
            throw InputError(file: "command line", place: "--rect/--polygon", message: "expected exactly one of --rect X0,Y0,X1,Y1 and --polygon \"X,Y X,Y X,Y ...\"")
        }
        var corners = try vertices()
        let chart = try context.chart(stadium)
        let level = screen ? try view.levelIndex(in: chart, file: stadium) : try view.levelOption.index(in: chart, file: stadium) ?? 0
        let index = try context.hitIndex(stadium, level: level).index
        let seats: [Int]
        if screen {
            guard let toChart = try view.viewport(for: chart, file: stadium).pixelToChart else {
                throw InputError(file: "command line", place: "--zoom", message: "the view cannot be inverted; expected a zoom above 0")
            }
            corners = corners.map { $0.applying(toChart) }
            // A --focus image draws its tribune alone: only its seats can be dragged over.
            let focus = try view.focusIndex(in: chart, file: stadium)
            seats = index.seats(centredInPolygon: corners).filter { chart.isSeat($0, shownWithFocus: focus) }
        } else if rect != nil {
            seats = index.seats(centredIn: Rect(minX: corners[0].x, minY: corners[0].y, maxX: corners[2].x, maxY: corners[2].y))
        } else {
            seats = index.seats(centredInPolygon: corners)
        }
        var chosen = seats
        if available {
            let states = try state.readStates(in: context, stadiumPath: stadium)
            chosen = seats.filter { states.state(ofSeat: $0) == .available }
        }
        let ids = chosen.map(chart.seatID)
        if json {
            print(SaleJSON.line(.object([
                JSONMember("count", SaleJSON.integer(ids.count)), JSONMember("seats", .array(ids.map { .string($0) })),
            ])))
        } else if !ids.isEmpty {
            StandardOutput.write(ids.joined(separator: "\n") + "\n")
        }
        if ids.isEmpty {
            throw CommandRefusal(message: available ? "no available seat has its centre in the area" : "no seat has its centre in the area")
        }
    }
}
