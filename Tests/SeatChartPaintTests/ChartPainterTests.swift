import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartPaint
import SeatChartRaster
import SeatChartSVG
import SeatChartTestSupport
import SeatChartTicket
import Testing

/// The painter paints a chart's draw list as its SVG says: the seats in their states'
/// colours where the chart puts them, the field, a PDF page of the picture's size.
@Suite struct ChartPainterTests {
    private func png(_ list: DrawList, width: Int? = nil, pictures: PictureCache? = nil) throws -> PNGPixels {
        let picture = try ChartPainter(width: width, background: .white, pictures: pictures).render(list, as: .png)
        let folder = ScratchFolder.make(prefix: "seatchart-painter")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("picture.png").path
        try picture.data.write(to: URL(fileURLWithPath: path))
        return try #require(PNGPixels(path: path), "cairo cannot read the painter's PNG at \(path)")
    }

    @Test func seatsShowTheirStatesColoursWhereTheChartPutsThem() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        var states = SeatStateTable(initialStatesOf: chart)
        let booked = chart.tribunes[0].seats.lowerBound, held = booked + 1, mine = booked + 2
        states.states[booked] = .booked
        states.states[held] = .held
        states.states[mine] = .held
        states.selected[mine] = true
        let renderer = ChartSVGRenderer(chart: chart, states: states, options: ChartSVGOptions(pixelWidth: 1600))
        let pixels = try png(renderer.drawList())
        let (width, height) = (pixels.width, pixels.height)
        #expect(width == 1600 && height == renderer.viewport.pixelHeight)
        let palette = ChartPalette(chart: chart)
        for (seat, colour) in [(booked, palette.booked), (held, palette.held), (mine, palette.selected)] {
            let p = chart.seats[seat].center.applying(renderer.viewport.chartToPixel)
            let shown = Self.near(p, in: pixels, is: colour)
            #expect(shown, "seat \(chart.seatID(seat)) at \(p): \(pixels.rgb(Int(p.x), Int(p.y))), expected \(colour) within 2 pixels")
        }
        let field = try #require(chart.field).center.applying(renderer.viewport.chartToPixel)
        let grass = pixels.pixel(Int(field.x), Int(field.y) + 40, is: ChartPalette.field, tolerance: 40)
        #expect(grass)
    }

    /// Whether a pixel within 2 of `p` is `colour` (a seat's glyph need not cover its centre).
    private static func near(_ p: Point, in pixels: PNGPixels, is colour: String) -> Bool {
        (-2...2).contains { dx in (-2...2).contains { dy in pixels.pixel(Int(p.x) + dx, Int(p.y) + dy, is: colour, tolerance: 40) } }
    }

    @Test func aWiderPictureIsTheSamePictureScaled() throws {
        let chart = try ShippedStadiums.chart("football.json")
        let renderer = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: ChartSVGOptions(pixelWidth: 400))
        let pixels = try png(renderer.drawList(), width: 800)
        let (width, height) = (pixels.width, pixels.height)
        #expect(width == 800 && abs(height - 2 * renderer.viewport.pixelHeight) <= 1)
        let field = try #require(chart.field).center.applying(renderer.viewport.chartToPixel)
        let grass = pixels.pixel(Int(field.x * 2), Int(field.y * 2) + 30, is: ChartPalette.field, tolerance: 40)
        #expect(grass)
    }

    @Test func aPDFPageHasThePicturesSizeInPoints() throws {
        let chart = try ShippedStadiums.chart("theatre.json")
        let renderer = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: ChartSVGOptions(pixelWidth: 400))
        let pdf = try ChartPainter().render(renderer.drawList(), as: .pdf)
        let text = String(decoding: pdf.data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF"))
        let box = try #require(text.firstRange(of: "/MediaBox [").map { text[$0.upperBound...].prefix { $0 != "]" } })
        let sides = box.split(separator: " ").compactMap { Double($0) }
        #expect(sides.count == 4 && sides[0] == 0 && sides[1] == 0 && sides[2] == 300, "page box [\(box)]")
        #expect(sides.count == 4 && abs(sides[3] - Double(renderer.viewport.pixelHeight) * 0.75) <= 0.75, "page box [\(box)]")
    }

    @Test func aPictureTooLargeIsRefusedWithItsSize() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let list = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart)).drawList()
        #expect(throws: RasterError.self) { try ChartPainter(width: 20_000).render(list, as: .png) }
        do {
            _ = try ChartPainter(width: 20_000).render(list, as: .png)
        } catch let error as RasterError {
            #expect(error.message.contains("20000 ×") && error.message.contains("expected each side from 1 to 16000"))
        }
    }

    @Test func aTicketsMarkerLandsOnItsSeat() throws {
        let chart = try ShippedStadiums.chart("football.json")
        let seat = try #require(chart.seats.indices.first { chart.seatID($0) == "114-F-12" })
        let sheet = TicketSheet(chart: chart, seats: [seat])
        let pixels = try png(sheet.drawList())
        let (width, height) = (pixels.width, pixels.height)
        #expect(width == 1200 && height == 1200)
        for placement in sheet.placements {
            let p = chart.seats[seat].center.applying(placement.chartToSheet)
            let marked = pixels.pixel(Int(p.x), Int(p.y), is: TicketSheet.markerColor, tolerance: 40)
            #expect(marked, "\(placement.panel) at \(p): \(pixels.rgb(Int(p.x), Int(p.y)))")
        }
    }

    /// A sheet's pictures are painted side by side into pixels of their own and laid over
    /// the sheet where its SVG puts them: librsvg's picture of the sheet's SVG differs by
    /// more than 64 levels in under 1 % of pixels (text and edges antialiased otherwise; a
    /// picture one pixel off would differ in several per cent).
    @Test func aTicketIsThePictureLibrsvgDrawsFromItsSVG() throws {
        let chart = try ShippedStadiums.chart("football.json")
        let seat = try #require(chart.seats.indices.first { chart.seatID($0) == "114-F-12" })
        let sheet = TicketSheet(chart: chart, seats: [seat])
        let painted = try png(sheet.drawList())
        let folder = ScratchFolder.make(prefix: "seatchart-ticket-librsvg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("librsvg.png").path
        try SVGRasterizer(background: .white).render(try sheet.render(), as: .png).data.write(to: URL(fileURLWithPath: path))
        let drawn = try #require(PNGPixels(path: path))
        let share = try #require(painted.share(differingFrom: drawn, byMoreThan: 64), "sizes differ")
        #expect(share < 0.01, "\(share * 100) % of pixels differ by more than 64 levels")
    }

    /// A batch paints each level's overview once and copies it onto the other sheets: the
    /// sheets are the sheets painted alone, to a level of rounding, on both levels of the hall
    /// and at a corner that falls between pixels.
    @Test func aBatchPaintsAnOverviewOnceALevelAndItsSheetsAreTheSheetsPaintedAlone() throws {
        let hall = try ShippedStadiums.chart("hall.json")
        let cache = TicketChartCache(chart: hall), pictures = PictureCache()
        let stalls = try #require(hall.tribuneIndex(forID: "SR")), box = try #require(hall.tribuneIndex(forID: "BOX1"))
        let sheets = [
            TicketSheet(chart: hall, seats: [hall.tribunes[stalls].seats.lowerBound], size: Size(width: 401, height: 401), cache: cache),
            TicketSheet(chart: hall, seats: [hall.tribunes[stalls].seats.upperBound - 1], size: Size(width: 401, height: 401), cache: cache),
            TicketSheet(chart: hall, seats: [], areas: [TicketArea(tribune: box, quantity: 2)], size: Size(width: 401, height: 401), cache: cache),
        ]
        #expect(hall.tribunes[stalls].level != hall.tribunes[box].level)
        for sheet in sheets {
            let alone = try png(sheet.drawList())
            let batched = try png(sheet.drawList(), pictures: pictures)
            let difference = try #require(alone.largestDifference(from: batched), "\(sheet.title): sizes differ")
            #expect(difference <= 2, "\(sheet.title): a channel differs by \(difference)")
        }
        #expect(pictures.count == 2, "one overview for each level")
        // A PDF sheet paints its overview as vectors, every time.
        _ = try ChartPainter(pictures: pictures).render(sheets[0].drawList(), as: .pdf)
        #expect(pictures.count == 2)
    }
}
