import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartRaster
import SeatChartSVG
import SeatChartTestSupport
@testable import SeatChartTicket
import Testing

/// A ticket's sheet: its panels, its text, and that its marks land on the seat it names.
@Suite struct TicketSheetTests {
    static let football = try! ShippedStadiums.chart("football.json")

    static func seat(_ id: String) -> Int { football.seatIndex(forID: id)! }

    @Test(arguments: TicketLayout.allCases)
    func panelsLieInsideTheSheetWithoutOverlapping(_ layout: TicketLayout) {
        let size = Size(width: 1200, height: 1200)
        let panels = layout.panels(on: size, gap: 24)
        #expect(panels.contains { $0.panel == .text } && panels.contains { $0.panel == .overview })
        let sheet = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for (index, entry) in panels.enumerated() {
            #expect(sheet.contains(entry.frame))
            for other in panels[(index + 1)...] {
                #expect(!entry.frame.inset(by: 1).intersects(other.frame), "\(entry.panel) and \(other.panel)")
            }
        }
    }

    @Test func theTextNamesTheSeatAndTheMarksAreOnIt() throws {
        let sheet = TicketSheet(chart: Self.football, seats: [Self.seat("114-F-12")], layout: .grid)
        let svg = String(decoding: try sheet.render(), as: UTF8.self)
        for words in ["Northgate Football Stadium", "Tribune 114", "Row F · Seat 12", "Lower Tier · £75"] {
            #expect(svg.contains(">\(words)<"), "\(words)")
        }
        #expect(sheet.title == "Northgate Football Stadium: Tribune 114, row F, seat 12")
        // Each picture's styles are its own.
        #expect(svg.contains("#ticket-0 .tribune{") && svg.contains("#ticket-1 .tribune{"))

        let path = ScratchFolder.make(prefix: "ticket").appendingPathComponent("t.png").path
        try SVGRasterizer(background: .white).render(try sheet.render(), as: .png).data.write(to: URL(fileURLWithPath: path))
        let pixels = try #require(PNGPixels(path: path))
        #expect(pixels.width == 1200 && pixels.height == 1200)
        let seat = Self.football.seats[Self.seat("114-F-12")]
        let tribune = Self.football.tribunes[seat.tribune]
        for placement in sheet.placements {
            let marker = seat.center.applying(placement.chartToSheet)
            #expect(pixels.pixel(Int(marker.x), Int(marker.y), is: TicketSheet.markerColor), "the marker on the seat in \(placement.panel)")
        }
        let overview = try #require(sheet.placements.first { $0.panel == .overview })
        let inside = tribune.outline.labelPosition.applying(overview.chartToSheet)
        #expect(pixels.pixel(Int(inside.x), Int(inside.y) + 6, is: TicketSheet.highlightColor), "the tribune highlighted")
    }

    @Test func severalSeatsGoOnOneSheetAndTheTextCountsTheRest() throws {
        let ids = (1...9).map { "114-F-\($0)" }
        let sheet = TicketSheet(chart: Self.football, seats: ids.map(Self.seat), layout: .strip)
        let svg = String(decoding: try sheet.render(), as: UTF8.self)
        #expect(svg.contains("Tribune 114 · Row F · Seat 1<"))
        #expect(svg.contains(">and 3 more seats<"))
        #expect(svg.components(separatedBy: "data-marker=\"114-F-1\"").count == 3, "marked in the overview and the tribune")
    }

    static let hall = try! ShippedStadiums.chart("hall.json")

    @Test func anAreasPlacesAreNamedCountedHighlightedAndMarkedAtItsLabel() throws {
        let floor = try #require(Self.hall.tribuneIndex(forID: "FLOOR"))
        let sheet = TicketSheet(chart: Self.hall, seats: [], areas: [TicketArea(tribune: floor, quantity: 3)])
        let svg = String(decoding: try sheet.render(), as: UTF8.self)
        for words in ["Lakeside Concert Hall", "Stalls", "Floor", "3 standing places"] {
            #expect(svg.contains(">\(words)<"), "\(words)")
        }
        #expect(sheet.title == "Lakeside Concert Hall: Floor, 3 standing places")
        #expect(svg.contains("data-highlight=\"FLOOR\""))
        // The area's places left are the sale's count, not the ticket's.
        #expect(!svg.contains("class=\"label left\"") && !svg.contains(" left<"))
        let path = ScratchFolder.make(prefix: "ticket").appendingPathComponent("t.png").path
        try SVGRasterizer(background: .white).render(try sheet.render(), as: .png).data.write(to: URL(fileURLWithPath: path))
        let pixels = try #require(PNGPixels(path: path))
        let label = Self.hall.tribunes[floor].outline.labelPosition
        for placement in sheet.placements {
            let marker = label.applying(placement.chartToSheet)
            #expect(pixels.pixel(Int(marker.x), Int(marker.y), is: TicketSheet.markerColor), "the pin on the area in \(placement.panel)")
        }
    }

    @Test func aTablesChairsGoOnOneLineAndEachCategoryOnce() throws {
        let table = try #require(Self.hall.tribuneIndex(forID: "T2"))
        let floor = try #require(Self.hall.tribuneIndex(forID: "FLOOR"))
        let chairs = Array(Self.hall.tribunes[table].seats)
        let sheet = TicketSheet(chart: Self.hall, seats: chairs, areas: [TicketArea(tribune: floor, quantity: 1)], layout: .grid)
        let lines = TicketText.lines(chart: Self.hall, seats: chairs, areas: sheet.areas, limit: TicketSheet.listedSeats).map(\.text)
        let numbers = chairs.map { Self.hall.seats[$0].number }.joined(separator: ", ")
        let tables = try #require(Self.hall.tribunes[table].category.map(Self.hall.categoryText))
        let standing = try #require(Self.hall.tribunes[floor].category.map(Self.hall.categoryText))
        #expect(lines == ["Lakeside Concert Hall", "Stalls", "Table T2 · Chairs \(numbers)", tables, "Floor · 1 standing place", standing])
        #expect(sheet.title.hasPrefix("Lakeside Concert Hall: Table T2, chair 1; Table T2, chair 2;"))
        let svg = String(decoding: try sheet.render(), as: UTF8.self)
        for chair in chairs {
            #expect(svg.contains("data-marker=\"\(Self.hall.seatID(chair))\""))
        }
    }

    @Test func whatIsLeftOffCountsSeatsAndPlacesNotLines() throws {
        let chairs = Self.hall.tables.flatMap { Array(Self.hall.tribunes[$0].seats) }
        let floor = try #require(Self.hall.tribuneIndex(forID: "FLOOR"))
        let lines = TicketText.lines(chart: Self.hall, seats: chairs, areas: [TicketArea(tribune: floor, quantity: 3)], limit: 2)
            .map(\.text)
        let listed = Self.hall.tables.prefix(2).reduce(0) { $0 + Self.hall.tribunes[$1].seats.count }
        #expect(lines.last == "and \(chairs.count - listed) more seats and 3 more standing places", "\(lines)")
    }

    @Test func aPlaceOnTheBalconyShowsTheBalcony() throws {
        let box = try #require(Self.hall.tribuneIndex(forID: "BOX1"))
        let floor = try #require(Self.hall.tribuneIndex(forID: "FLOOR"))
        #expect(Self.hall.tribunes[box].level != Self.hall.tribunes[floor].level)
        let sheet = TicketSheet(chart: Self.hall, seats: [], areas: [TicketArea(tribune: box, quantity: 6), TicketArea(tribune: floor, quantity: 2)])
        let svg = String(decoding: try sheet.render(), as: UTF8.self)
        #expect(svg.contains(">Balcony<") && !svg.contains(">Stalls<"))
        #expect(svg.contains("data-highlight=\"BOX1\"") && !svg.contains("data-highlight=\"FLOOR\""), "the overview shows one level")
        #expect(!svg.contains("data-marker=\"FLOOR\""), "no pin on a level not shown")
    }

    /// The cache a batch shares (each level's bounds) gives every picture the viewport the
    /// chart itself gives: on each level of the hall, a table's close-up, the football stadium.
    @Test func aBatchsCacheGivesThePicturesTheChartsOwnViewports() throws {
        let hall = Self.hall, table = try #require(hall.tribuneIndex(forID: "T2"))
        let box = try #require(hall.tribuneIndex(forID: "BOX1")), floor = try #require(hall.tribuneIndex(forID: "FLOOR"))
        let hallCache = TicketChartCache(chart: hall), footballCache = TicketChartCache(chart: Self.football)
        #expect(hallCache.levelBounds.rects.count == hall.levels.count && hall.levels.count > 1)
        let sheets = TicketLayout.allCases.flatMap { layout in [
            TicketSheet(chart: hall, seats: Array(hall.tribunes[table].seats), layout: layout, cache: hallCache),
            TicketSheet(chart: hall, seats: [], areas: [TicketArea(tribune: box, quantity: 2)], layout: layout, cache: hallCache),
            TicketSheet(chart: hall, seats: [], areas: [TicketArea(tribune: floor, quantity: 2)], layout: layout, cache: hallCache),
            TicketSheet(chart: Self.football, seats: [Self.seat("114-F-12")], layout: layout, cache: footballCache),
        ] }
        for sheet in sheets {
            for placement in sheet.placements {
                #expect(placement.viewport == placement.options.viewport(for: sheet.chart), "\(sheet.title), \(placement.panel)")
            }
        }
    }

    /// The overview shows the venue as a sale starts, the sheet's places only as its marks:
    /// every sheet of a level and size has the same overview, named by one reuse key, and
    /// the tribune panel, which shows the sheet's seats selected, has none.
    @Test func sheetsOfOneLevelShareTheirOverview() throws {
        let hall = Self.hall
        let table = try #require(hall.tribuneIndex(forID: "T2")), box = try #require(hall.tribuneIndex(forID: "BOX1"))
        let front = try #require(hall.tribuneIndex(forID: "SF"))
        let sheets = [
            TicketSheet(chart: hall, seats: Array(hall.tribunes[table].seats)),
            TicketSheet(chart: hall, seats: [hall.tribunes[front].seats.lowerBound]),
            TicketSheet(chart: hall, seats: [], areas: [TicketArea(tribune: box, quantity: 2)]),
            TicketSheet(chart: hall, seats: [hall.tribunes[front].seats.lowerBound], size: Size(width: 800, height: 800)),
        ]
        let pictures = sheets.map { sheet in
            sheet.drawItems.compactMap { item -> DrawPicture? in
                if case .picture(let picture) = item { return picture }
                return nil
            }
        }
        let overviews = pictures.map { $0.first { $0.renderer.options.detail == .tribunes } }
        let keys = overviews.map { $0?.reuseKey }
        #expect(keys.allSatisfy { $0 != nil })
        #expect(keys[0] == keys[1], "one level, one size: one overview")
        #expect(keys[0] != keys[2], "the balcony's overview is another picture")
        #expect(keys[1] != keys[3], "another size is another picture")
        for overview in overviews.compactMap({ $0 }) {
            #expect(!hall.seats.indices.contains { overview.renderer.states.isSelected(seat: $0) }, "the overview selects nothing")
        }
        for (sheet, list) in zip(sheets, pictures) {
            #expect(list.filter { $0.reuseKey != nil }.count == 1, "only the overview is shared")
            for picture in list where picture.reuseKey == nil {
                #expect(sheet.seats.allSatisfy { picture.renderer.states.isSelected(seat: $0) }, "the tribune shows the sheet's seats")
            }
        }
    }

    @Test func anA6SheetIsA6() throws {
        let sheet = TicketSheet(chart: Self.football, seats: [Self.seat("101-A-1")], size: TicketSheet.a6)
        let picture = try SVGRasterizer().render(try sheet.render(), as: .pdf)
        let text = String(decoding: picture.data, as: UTF8.self)
        let box = try #require(text.firstMatch(of: /MediaBox \[ 0 0 ([0-9.]+) ([0-9.]+) \]/))
        // 105 × 148 mm is 297.638 × 419.528 points.
        #expect(abs(Double(box.1)! - 297.638) < 0.01 && abs(Double(box.2)! - 419.528) < 0.01, "\(box.0)")
    }
}
