import Foundation
import SeatChart
import SeatChartGeometry
@testable import SeatChartPaint
import SeatChartRaster
import SeatChartSVG
import SeatChartTestSupport
import SeatChartTicket
import Testing

/// A PDF page written from a draw list: the picture the PNG painter paints (poppler draws
/// it), its text as text in embedded subsets of the fonts it was measured with, and a file
/// a reader can walk by its cross-reference table.
@Suite struct PDFPageTests {
    static let football: Chart? = try? ShippedStadiums.chart("football.json")

    private func folder() -> URL { ScratchFolder.make(prefix: "seatchart-pdf-page") }

    /// The share of pixels where poppler's picture of `list`'s PDF (`pdf`, or the painter's)
    /// differs from the PNG painter's by more than 64 levels after a 1.5-pixel blur (poppler
    /// rounds a page of a fractional size up: its last row or column is left out).
    private func difference(_ list: DrawList, pdf: Data? = nil, in folder: URL) throws -> Double {
        let pngPath = folder.appendingPathComponent("picture.png").path, pdfPath = folder.appendingPathComponent("picture.pdf").path
        try ChartPainter(background: .white).render(list, as: .png).data.write(to: URL(fileURLWithPath: pngPath))
        try (pdf ?? ChartPainter(background: .white).render(list, as: .pdf).data).write(to: URL(fileURLWithPath: pdfPath))
        guard let png = PNGPixels(path: pngPath), let page = try Poppler.page(pdfPath) else {
            throw ServerProcessError(message: "cannot read \(pngPath) or poppler's picture of \(pdfPath)")
        }
        guard abs(page.width - png.width) <= 1, abs(page.height - png.height) <= 1,
              let shown = page.cropped(width: min(page.width, png.width), height: min(page.height, png.height)),
              let painted = png.cropped(width: shown.width, height: shown.height),
              let share = shown.share(differingFrom: painted, byMoreThan: 64, afterBlurring: 1.5)
        else { throw ServerProcessError(message: "poppler's page is \(page.width) × \(page.height) pixels, the PNG \(png.width) × \(png.height)") }
        return share
    }

    /// Poppler's picture of a page and the PNG painter's differ by more than 64 levels in at
    /// most 0.5 % of pixels after a 1.5-pixel blur, the parity the PNG painter keeps with
    /// librsvg: a ticket, and a turned, zoomed chart whose labels turn with it.
    @Test func aPageIsThePictureThePNGPainterPaints() throws {
        let chart = try #require(Self.football)
        let seat = try #require(chart.seats.indices.first { chart.seatID($0) == "114-F-12" })
        let turned = ChartSVGOptions(pixelWidth: 600, view: ViewOptions(zoom: 1.6, rotation: .degrees(30)))
        let lists = [
            ("ticket", TicketSheet(chart: chart, seats: [seat], size: TicketSheet.a6).drawList()),
            ("turned chart", ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: turned).drawList()),
        ]
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, list) in lists {
            let share = try difference(list, in: folder)
            #expect(share <= 0.005, "\(name): \(share * 100) % of pixels differ by more than 64 levels")
        }
    }

    /// The fonts are embedded subsets with a map back to Unicode, so poppler reads the words.
    @Test func theTextIsTextInEmbeddedSubsets() throws {
        let chart = try #require(Self.football)
        let seat = try #require(chart.seats.indices.first { chart.seatID($0) == "114-F-12" })
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ticket.pdf").path
        let list = TicketSheet(chart: chart, seats: [seat], size: TicketSheet.a6).drawList()
        try ChartPainter(background: .white).render(list, as: .pdf).data.write(to: URL(fileURLWithPath: path))
        let fonts = try Poppler.run("pdffonts", [path]).stdout.split(separator: "\n").dropFirst(2)
        #expect(fonts.count == 2, "a regular and a bold face: \(fonts)")
        for font in fonts {
            #expect(font.contains("+DejaVuSans") && font.contains("CID TrueType") && font.contains("yes yes yes"), "embedded, subset, mapped: \(font)")
        }
        let text = try Poppler.run("pdftotext", [path, "-"]).stdout
        #expect(text.contains("Row F · Seat 12") && text.contains("Northgate Football Stadium"), "\(text)")
    }

    /// Without a TrueType file for its family, a page draws its text's outlines: the same
    /// picture, no font.
    @Test func withoutATrueTypeFileTheTextIsItsOutlines() throws {
        let chart = try #require(Self.football)
        let seat = try #require(chart.seats.indices.first { chart.seatID($0) == "114-F-12" })
        let list = TicketSheet(chart: chart, seats: [seat], size: TicketSheet.a6).drawList()
        let white = PaintColor(red: 1, green: 1, blue: 1, alpha: 1)
        let page = PDFCanvas(width: list.size.width * 0.75, height: list.size.height * 0.75, background: white, fonts: { _ in nil })
        page.concatenate(list.viewBoxToPixel)
        var painter = DrawListPainter(canvas: page, rules: list.rules, precision: list.precision, size: list.size)
        painter.paint(list.items)
        let data = Data(try page.document())
        #expect(!String(decoding: data, as: UTF8.self).contains("/Font"))
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let share = try difference(list, pdf: data, in: folder)
        #expect(share <= 0.005, "\(share * 100) % of pixels differ by more than 64 levels")
    }

    /// Every object the cross-reference table lists starts where it says; the same list gives
    /// the same bytes (nothing of the time or the machine in the file).
    @Test func theFileIsWalkedByItsCrossReferenceTable() throws {
        let chart = try #require(Self.football)
        let list = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: ChartSVGOptions(pixelWidth: 300)).drawList()
        let data = try ChartPainter(background: .white).render(list, as: .pdf).data
        #expect(try ChartPainter(background: .white).render(list, as: .pdf).data == data)
        let bytes = [UInt8](data), text = String(decoding: data, as: UTF8.self)
        let start = try #require(text.firstMatch(of: /startxref\n([0-9]+)\n%%EOF\n$/).flatMap { Int($0.1) })
        let table = String(decoding: bytes[start...], as: UTF8.self).split(separator: "\n")
        #expect(table.first == "xref")
        let count = try #require(table.count > 1 ? table[1].split(separator: " ").last.flatMap { Int($0) } : nil)
        for number in 1..<count {
            let entry = table[2 + number].split(separator: " ")
            guard entry.count == 3, entry[2] == "n", let offset = Int(entry[0]) else { continue }
            let found = String(decoding: bytes[offset..<min(offset + 20, bytes.count)], as: UTF8.self)
            #expect(found.hasPrefix("\(number) 0 obj\n"), "object \(number) at \(offset): \(found)")
        }
    }

    /// A background keeps its opacity: half-transparent red is a graphics state of the page
    /// with `/ca .502`, painted before the picture.
    @Test func aBackgroundKeepsItsOpacity() throws {
        let chart = try #require(Self.football)
        let list = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: ChartSVGOptions(pixelWidth: 200)).drawList()
        let red = try #require(try RasterColor.parse("#ff000080"))
        let text = String(decoding: try ChartPainter(background: red).render(list, as: .pdf).data, as: UTF8.self)
        #expect(text.contains("/A0 << /ca .502 /CA 1 >>"), "the page's graphics states")
        let opaque = String(decoding: try ChartPainter(background: .white).render(list, as: .pdf).data, as: UTF8.self)
        #expect(!opaque.contains("/ca 1 "), "an opaque background needs no graphics state")
    }
}
