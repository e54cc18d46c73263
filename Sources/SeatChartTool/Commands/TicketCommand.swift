import ArgumentParser
import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartRaster
import SeatChartSale
import SeatChartStore
import SeatChartTicket

/// `seatchart ticket STADIUM PLACE... [--quantity N] [--layout hero|grid|strip] [-o FILE.svg|.png|.pdf]`:
/// a ticket's seat locator (``TicketSheet``) as SVG, PNG or PDF, for seats, tables (all their
/// chairs) and standing areas' places.
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
        """
    )

    @OptionGroup var stadiumArgument: StadiumArgument

    @Argument(help: ArgumentHelp(
        "The places of the ticket: seats (TRIBUNE-ROW-NUMBER), tables, standing areas.", valueName: "place"), completion: .seatID)
    var seats: [String]

    @OptionGroup var quantity: QuantityOption

    @Option(help: ArgumentHelp("hero, grid or strip.", valueName: "layout"))
    var layout: TicketLayout = .hero

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The file to write, .svg, .png or .pdf (Output/<stadium stem>-ticket.png).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The side of the square sheet in pixels, 200 to 4000 (SVG and PNG).", valueName: "px"))
    var size: Int = 1200

    func validate() throws {
        guard (200...4000).contains(size) else {
            throw ValidationError("--size must be a whole number of pixels from 200 to 4000, found \(size)")
        }
        if let output, !output.lowercased().hasSuffix(".svg"), RasterFormat(fileName: output) == nil {
            throw ValidationError("-o \(output): expected a file ending in .svg, .png or .pdf")
        }
    }

    func run(in context: CommandContext) throws {
        let stadium = stadiumArgument.stadium
        let chart = try context.chart(stadium)
        let places = try Sale.chartOnly(chart, chartFile: stadium).places(for: SeatRequest(ids: seats, quantity: quantity.quantity))
        var indexes: [Int] = [], areas: [TicketArea] = []
        for index in places.seats where !indexes.contains(index) { indexes.append(index) }
        // An area named twice is one request, as a sale takes it.
        for area in AreaRules.merged(places.areas) {
            // The sale's rules with nothing taken: a box is all its places, a group within its sizes.
            do {
                areas.append(TicketArea(tribune: area.area, quantity: try AreaRules.placesToHold(area, in: chart, holdings: [], asker: nil)))
            } catch let refusal as SelectionRefusal {
                throw InputError(file: stadium, place: "quantity", message: refusal.message)
            }
        }
        let path = try outputPath(stadium: stadium)
        let format = RasterFormat(fileName: path)
        let sheetSize = format == .pdf ? TicketSheet.a6 : Size(width: Double(size), height: Double(size))
        let svg = try TicketSheet(chart: chart, seats: indexes, areas: areas, layout: layout, size: sheetSize).render()
        let counted = Self.counted(seats: indexes.count, areas: areas)
        if let format {
            let picture = try PictureFile.write(
                svg, as: format, width: format == .pdf ? nil : size, background: .white, to: path)
            print("wrote \(path): \(counted), \(picture.width) × \(picture.height) pixels, \(picture.data.count) bytes")
        } else {
            do {
                try AtomicFile.write(svg, to: path)
            } catch {
                throw InputError(file: path, place: "", message: "cannot write the SVG here (\(error.localizedDescription))")
            }
            print("wrote \(path): \(counted), \(svg.count) bytes")
        }
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
