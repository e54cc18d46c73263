import ArgumentParser
import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartPaint
import SeatChartRaster
import SeatChartSale
import SeatChartStore
import SeatChartTicket

/// `seatchart ticket STADIUM PLACE... [--quantity N] [--layout hero|grid|strip] [-o FILE.svg|.png|.pdf]`:
/// a ticket's seat locator (``TicketSheet``) as SVG, PNG or PDF, for seats, tables (all their
/// chairs) and standing areas' places; `--all-booked` or `--seats FILE` with `-o DIR`: one
/// sheet per booking, or per line of the file, in one process (``TicketBatch``).
struct TicketCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "ticket",
        abstract: "A ticket's seat locator: the overview, the tribune and the seat's name on one sheet.",
        discussion: """
        The overview shows the seats' tribunes highlighted and a marker on each seat, the tribune \
        view shows its seats with the ticket's seats marked, and a text panel names stadium, \
        tribune, row, seat, category and price, each line sized to fit. Several seats of one \
        booking go on one sheet. A table's id names all its chairs; a standing area's id names \
        --quantity of its places (default: 1, a box's every place, a group area's smallest group), shown by the area's name and the count, the area \
        highlighted and marked. Layouts: hero (the overview over the tribune and the text), \
        grid (also the seat close up, two by two), strip (three bands). The sheet is square \
        (--size pixels) for SVG and PNG, an A6 card for PDF. The format follows the extension \
        of -o. The file is written through a temporary file and a rename.

        Many tickets at once: --all-booked writes one sheet for each holder's bookings in the \
        state (--state; seats and standing places together), --seats FILE one for each line of \
        FILE (places separated by spaces, # starts a comment), into the folder -o DIR (made \
        when missing), as NNNN-NAME.FORMAT (--format, default pdf). One line a sheet goes to \
        standard output; a progress bar to a terminal's standard error.
        """
    )

    @OptionGroup var stadiumArgument: StadiumArgument

    @Argument(help: ArgumentHelp(
        "The places of the ticket: seats (TRIBUNE-ROW-NUMBER), tables, standing areas.", valueName: "place"), completion: .seatID)
    var seats: [String] = []

    @Flag(help: "One sheet for each holder's bookings in the state, into the folder -o.")
    var allBooked = false

    @Option(name: .customLong("seats"), help: ArgumentHelp(
        "One sheet for each line of this file (its places), into the folder -o.", valueName: "file"))
    var seatsFile: String?

    @Option(help: ArgumentHelp("svg, png or pdf: the sheets' format with --all-booked and --seats (default: pdf).", valueName: "format"))
    var format: TicketFormat?

    @OptionGroup var stateFile: StateFileOption

    @OptionGroup var quantity: QuantityOption

    @Option(help: ArgumentHelp("hero, grid or strip.", valueName: "layout"))
    var layout: TicketLayout = .hero

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The file to write, .svg, .png or .pdf (Output/<stadium stem>-ticket.png); the folder with --all-booked and --seats.",
        valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The side of the square sheet in pixels, 200 to 4000 (SVG and PNG).", valueName: "px"))
    var size: Int = 1200

    func validate() throws {
        guard (200...4000).contains(size) else {
            throw ValidationError("--size must be a whole number of pixels from 200 to 4000, found \(size)")
        }
        if isBatch {
            if allBooked && seatsFile != nil { throw ValidationError("--all-booked and --seats: choose one") }
            if !seats.isEmpty {
                throw ValidationError("\(seats[0]): the places come from \(allBooked ? "the bookings" : "--seats") here, not the command line")
            }
            if output == nil { throw ValidationError("-o: expected the folder to write the tickets in") }
            return
        }
        if seats.isEmpty { throw ValidationError("expected the places of the ticket, --all-booked or --seats FILE") }
        if format != nil { throw ValidationError("--format: only with --all-booked or --seats; one ticket's format is -o's extension") }
        if let output, !output.lowercased().hasSuffix(".svg"), RasterFormat(fileName: output) == nil {
            throw ValidationError("-o \(output): expected a file ending in .svg, .png or .pdf")
        }
    }

    /// Whether the command writes many tickets.
    var isBatch: Bool { allBooked || seatsFile != nil }

    func run(in context: CommandContext) throws {
        // A ticket's large blocks (the seats, each panel's pixels, the PNG's rows) come and go
        // once: freed ones are reused rather than mapped afresh.
        ProcessHeap.reuseFreedMemory()
        // A ticket's text is measured with cairo's fonts, whatever the format: the libraries are
        // loaded first, and a missing one refused by name.
        try RasterLibraries.load()
        // The sheets' fonts load on another core while the stadium is read and laid out.
        let fonts = DispatchGroup()
        DispatchQueue.global().async(group: fonts) { TicketSheet.loadFonts() }
        defer { fonts.wait() }
        let stadium = stadiumArgument.stadium
        let chart = try context.chart(stadium)
        fonts.wait()
        if isBatch {
            try TicketBatch(command: self, chart: chart, stadium: stadium).run(in: context)
            return
        }
        let (indexes, areas) = try Self.places(seats, quantity: quantity.quantity, chart: chart, stadium: stadium)
        let path = try outputPath(stadium: stadium)
        print("wrote \(path): \(try write(TicketFormat(fileName: path), chart: chart, seats: indexes, areas: areas, to: path))")
    }

    /// The seats (chart indexes, each once) and standing places that `ids` name, as a sale
    /// would take them with nothing taken: a box is all its places, a group within its sizes.
    ///
    /// - Throws: ``InputError`` naming `stadium` when an id names nothing or a quantity is refused.
    static func places(_ ids: [String], quantity: Int?, chart: Chart, stadium: String) throws -> (seats: [Int], areas: [TicketArea]) {
        let places = try Sale.chartOnly(chart, chartFile: stadium).places(for: SeatRequest(ids: ids, quantity: quantity))
        var indexes: [Int] = [], areas: [TicketArea] = []
        for index in places.seats where !indexes.contains(index) { indexes.append(index) }
        // An area named twice is one request, as a sale takes it.
        for area in AreaRules.merged(places.areas) {
            do {
                areas.append(TicketArea(tribune: area.area, quantity: try AreaRules.placesToHold(area, in: chart, holdings: [], asker: nil)))
            } catch let refusal as SelectionRefusal {
                throw InputError(file: stadium, place: "quantity", message: refusal.message)
            }
        }
        return (indexes, areas)
    }

    /// Writes the sheet of `seats` and `areas` as `format` to `path`; what was written ("2
    /// seats, 1200 × 1200 pixels, 81234 bytes"). `cache` (`chart`'s) and `pictures`: shared
    /// by a batch's sheets.
    func write(
        _ format: TicketFormat, chart: Chart, seats: [Int], areas: [TicketArea], to path: String, cache: TicketChartCache? = nil,
        pictures: PictureCache? = nil
    ) throws -> String {
        let sheetSize = format == .pdf ? TicketSheet.a6 : Size(width: Double(size), height: Double(size))
        let sheet = TicketSheet(chart: chart, seats: seats, areas: areas, layout: layout, size: sheetSize, cache: cache)
        let counted = Self.counted(seats: seats.count, areas: areas)
        if let raster = format.raster {
            let picture = try PictureFile.write(.drawing(sheet.drawList(), pictures: pictures), as: raster, width: raster == .pdf ? nil : size, background: .white, to: path)
            return "\(counted), \(picture.width) × \(picture.height) pixels, \(picture.data.count) bytes"
        }
        let svg = try sheet.render()
        do {
            try AtomicFile.write(svg, to: path)
        } catch {
            throw InputError(file: path, place: "", message: "cannot write the SVG here (\(error.localizedDescription))")
        }
        return "\(counted), \(svg.count) bytes"
    }

    /// "2 seats", "2 seats, 4 standing places": what the ticket names.
    static func counted(seats: Int, areas: [TicketArea]) -> String {
        let places = areas.reduce(0) { $0 + $1.quantity }
        var parts: [String] = []
        if seats > 0 || places == 0 { parts.append("\(seats) seat\(seats == 1 ? "" : "s")") }
        if places > 0 { parts.append("\(places) standing place\(places == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// `-o`, or `Output/<stem>-ticket.png` with `Output/` created when missing.
    private func outputPath(stadium: String) throws -> String {
        if let output { return output }
        try DefaultOutput.createFolder("Output", what: "the output folder")
        return DefaultOutput.path(forStadium: stadium, suffix: "-ticket.png")
    }
}

extension TicketLayout: ExpressibleByArgument {}

/// A ticket's file format: SVG as the sheet is made, or drawn as PNG or PDF.
enum TicketFormat: String, ExpressibleByArgument, CaseIterable {
    case svg, png, pdf

    /// The format `fileName`'s extension names (validated before: .svg, .png or .pdf).
    init(fileName: String) {
        self = RasterFormat(fileName: fileName).flatMap { TicketFormat(rawValue: $0.rawValue) } ?? .svg
    }

    /// The picture format to draw, nil for SVG.
    var raster: RasterFormat? { RasterFormat(rawValue: rawValue) }
}
