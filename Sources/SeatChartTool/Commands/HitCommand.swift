import SeatChartSale
import ArgumentParser
import Foundation
import SeatChart
import SeatChartJSON
import SeatChartGeometry
import SeatChartHitTesting

/// `seatchart hit STADIUM X Y [--screen] [view options] [--json]` and
/// `seatchart hit STADIUM --points FILE`: which seat or tribune lies at a point.
struct HitCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit",
        abstract: "Which seat or tribune lies at a point: the seat id, else `tribune ID` (`table ID`, `area ID`), else `none`.",
        discussion: """
        X and Y are chart units (the origin is the centre of the field; negative values work \
        as typed: `hit s.json -12.5 30`). With --screen they are pixels of the image `render` \
        writes with the same --width, --focus and view options (origin top left), mapped back \
        through the inverse of the transform `render` draws with; without --screen the view \
        options are not used.

        A point hits a seat when it lies in the seat's cell (boundary included, within 1e-9 \
        units); otherwise the tribune whose outline holds it (`table ID` for a table's top, \
        `area ID` for a standing area); otherwise nothing. Only one level is answered: \
        --level (the image's with --screen; default the first). One point: \
        exit 1 when it hits nothing. --points FILE (`-` for standard input) reads one point a \
        line, `X Y` (or `X,Y`), and prints one answer line per input line in order, exit 0; a \
        malformed line stops with exit 2 naming its number, before anything is printed.

        --json prints one document: {"x", "y", "seat", "tribune", "state", "row", "number", \
        "category"} for one point (x, y in chart units; null where nothing was hit; with \
        "table" or "area" when one was hit), {"hits": [...]} of those for --points.
        """
    )

    @Argument(help: ArgumentHelp("The stadium file or pretix plan.", valueName: "stadium"), completion: .stadiumFile)
    var stadium: String

    /// X and Y, captured as typed so that negative numbers (`-12.5`) are not read as options.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The point: X Y (chart units, or pixels with --screen).", valueName: "x y"))
    var coordinates: [String] = []

    @Option(name: .customLong("points"), parsing: .unconditional, help: ArgumentHelp(
        "Read points from this file, one `X Y` a line (`-` for standard input).", valueName: "file"))
    var pointsFile: String?

    @Flag(help: "X Y are pixels of the rendered image, not chart units.")
    var screen = false

    @Flag(help: "Print one JSON document.")
    var json = false

    @OptionGroup(title: "View options (with --screen)") var view: ViewOptionsGroup

    @OptionGroup var state: StateOptions

    /// The point typed as X Y.
    private func typedPoint() throws -> Point {
        guard coordinates.count == 2 else {
            let found = coordinates.isEmpty ? "nothing" : coordinates.map { "\"\($0)\"" }.joined(separator: " ")
            throw InputError(file: "command line", place: "X Y", message: "expected two numbers X Y (or --points FILE), found \(found)")
        }
        var values: [Double] = []
        for (name, text) in zip(["X", "Y"], coordinates) {
            guard let value = Double(text), value.isFinite else {
                throw InputError(file: "command line", place: name, message: "expected a finite number, found \"\(text)\"")
            }
            values.append(value)
        }
        return Point(values[0], values[1])
    }

    func run(in context: CommandContext) throws {
        // Checked here rather than in validate(), so that bad input exits 2 with its place.
        if pointsFile != nil, let extra = coordinates.first {
            throw InputError(file: "command line", place: "\"\(extra)\"",
                             message: "expected either X Y or --points FILE, not both (or an unknown option)")
        }
        let typedPoint = pointsFile == nil ? try self.typedPoint() : nil
        let chart = try context.chart(stadium)
        let toChart = try chartMapping(chart)
        // A --focus image draws its tribune alone: the rest is nothing there.
        let focus = screen ? try view.focusIndex(in: chart, file: stadium) : nil
        // One level is answered: the image's with --screen, else --level, else the first.
        let level = screen ? try view.levelIndex(in: chart, file: stadium) : try view.levelOption.index(in: chart, file: stadium) ?? 0
        if let pointsFile {
            let index = try context.hitIndex(stadium, level: level).index
            let typed = try PointList.parse(try readPoints(pointsFile), file: pointsFile == "-" ? "standard input" : pointsFile)
            let points = toChart.map { t in typed.map { $0.applying(t) } } ?? typed
            let hits = index.hits(points).map { $0.shown(withFocus: focus, in: chart) }
            if json {
                let states = try state.readStates(in: context, stadiumPath: stadium)
                let items = zip(points, hits).map { SaleJSON.hit(HitReport(hit: $1, at: $0, in: chart, states: states)) }
                StandardOutput.write(SaleJSON.line(.object([JSONMember("hits", .array(items))])) + "\n")
            } else {
                StandardOutput.write(HitOutput.lines(hits, chart: chart))
            }
            return
        }
        let typed = typedPoint ?? .zero
        let point = toChart.map { typed.applying($0) } ?? typed
        // One point: a scan of the chart answers it sooner than an index could be built.
        let hit = try context.hitIndex(stadium, level: level).hits([point])[0].shown(withFocus: focus, in: chart)
        if json {
            // The state only matters when a seat was hit; the store is not read otherwise.
            let states: SeatStateTable = hit.seat == nil
                ? SeatStateTable(states: [], selected: []) : try state.readStates(in: context, stadiumPath: stadium)
            print(SaleJSON.line(SaleJSON.hit(HitReport(hit: hit, at: point, in: chart, states: states))))
        } else {
            StandardOutput.write(HitOutput.lines([hit], chart: chart))
        }
        if hit == .nothing {
            throw CommandRefusal(message: "no seat or tribune at \(SaleJSON.decimal(point.x)), \(SaleJSON.decimal(point.y)) in \(stadium)")
        }
    }

    /// With --screen, the map from image pixels to chart units; else `nil`.
    private func chartMapping(_ chart: Chart) throws -> SeatChartGeometry.AffineTransform? {
        guard screen else { return nil }
        let viewport = try view.viewport(for: chart, file: stadium)
        guard let inverse = viewport.pixelToChart else {
            throw InputError(file: "command line", place: "--zoom", message: "the view cannot be inverted; expected a zoom above 0")
        }
        return inverse
    }

    /// The bytes of the points file, or of standard input for `-`.
    private func readPoints(_ path: String) throws -> [UInt8] {
        if path == "-" { return [UInt8](try StandardInput.readAll(expected: "text of points, one `X Y` a line")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, place: "", message: "cannot read the file; expected a readable text file of points, one `X Y` a line")
        }
        return [UInt8](data)
    }
}
