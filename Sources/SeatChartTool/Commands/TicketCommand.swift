import ArgumentParser
import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartRaster
import SeatChartSale
import SeatChartTicket

/// `seatchart ticket STADIUM SEAT... [--layout hero|grid|strip] [-o FILE.svg|.png|.pdf]`:
/// a ticket's seat locator (``TicketSheet``) as SVG, PNG or PDF.
struct TicketCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "ticket",
        abstract: "A ticket's seat locator: the overview, the tribune and the seat's name on one sheet.",
        discussion: """
        The overview shows the seats' tribunes highlighted and a marker on each seat, the tribune \
        view shows its seats with the ticket's seats marked, and a text panel names stadium, \
        tribune, row, seat, category and price, each line sized to fit. Several seats of one \
        booking go on one sheet. Layouts: hero (the overview over the tribune and the text), \
        grid (also the seat close up, two by two), strip (three bands). The sheet is square \
        (--size pixels) for SVG and PNG, an A6 card for PDF. The format follows the extension \
        of -o. The file is written through a temporary file and a rename.
        """
    )

    @OptionGroup var stadiumArgument: StadiumArgument

    @Argument(help: ArgumentHelp("The seats of the ticket (TRIBUNE-ROW-NUMBER).", valueName: "seat"), completion: .seatID)
    var seats: [String]

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
        let unknown = seats.filter { chart.seatIndex(forID: $0) == nil }
        guard unknown.isEmpty, !chart.seats.isEmpty else {
            throw SeatRequestError.unknownSeats(unknown, example: chart.seats.isEmpty ? "101-A-1" : chart.seatID(0), chartFile: stadium)
        }
        var indexes: [Int] = []
        for id in seats {
            if let index = chart.seatIndex(forID: id), !indexes.contains(index) { indexes.append(index) }
        }
        let path = try outputPath(stadium: stadium)
        let format = RasterFormat(fileName: path)
        let sheetSize = format == .pdf ? TicketSheet.a6 : Size(width: Double(size), height: Double(size))
        let svg = try TicketSheet(chart: chart, seats: indexes, layout: layout, size: sheetSize).render()
        if let format {
            let picture = try PictureFile.write(
                svg, as: format, width: format == .pdf ? nil : size, background: .white, to: path)
            print("wrote \(path): \(indexes.count) seat\(indexes.count == 1 ? "" : "s"), \(picture.width) × \(picture.height) pixels, \(picture.data.count) bytes")
        } else {
            do {
                try AtomicFile.write(svg, to: path)
            } catch {
                throw InputError(file: path, place: "", message: "cannot write the SVG here (\(error.localizedDescription))")
            }
            print("wrote \(path): \(indexes.count) seat\(indexes.count == 1 ? "" : "s"), \(svg.count) bytes")
        }
    }

    /// `-o`, or `Output/<stem>-ticket.png` with `Output/` created when missing.
    private func outputPath(stadium: String) throws -> String {
        if let output { return output }
        try DefaultOutput.createFolder("Output", what: "the output folder")
        return DefaultOutput.path(forStadium: stadium, suffix: "-ticket.png")
    }
}

extension TicketLayout: ExpressibleByArgument {}
