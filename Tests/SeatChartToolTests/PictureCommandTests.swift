import Foundation
import SeatChartTestSupport
import Testing

/// Numbers as pdfinfo prints them: no trailing zeros.
enum SeatChartNumbers {
    static func plain(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }
}

/// `render --format png|pdf` and `ticket`, as built: sizes, what the pictures show where,
/// PDF pages (poppler's pdfinfo and pdftoppm), and refusals that leave no file.
@Suite(.onWaitingThreads) struct PictureCommandTests {
    static let football = SeatChartProcess.path("Stadiums/football.json")
    static let arena = SeatChartProcess.path("Stadiums/arena.json")
    static let hall = SeatChartProcess.path("Stadiums/hall.json")

    static func tool(_ name: String) throws -> String { try Poppler.tool(name) }

    static func pdfInfo(_ path: String) throws -> String {
        try CapturedRun.run(URL(fileURLWithPath: try tool("pdfinfo")), [path]).stdout
    }

    /// The text of a PDF as poppler reads it: what a reader can search and copy.
    static func pdfText(_ path: String) throws -> String {
        try CapturedRun.run(URL(fileURLWithPath: try tool("pdftotext")), [path, "-"]).stdout
    }

    /// librsvg is loaded when a picture is first drawn: where it cannot be (here a broken file
    /// of its name found first), a PNG, a PDF and a ticket are refused naming it, exit 1 and
    /// no file, and the SVG is written as ever.
    @Test func withoutLibrsvgPicturesAreRefusedNamingItAndSVGIsWritten() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let broken = folder.appendingPathComponent("libraries")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data().write(to: broken.appendingPathComponent("librsvg-2.so.2"))
        let environment = ["LD_LIBRARY_PATH": broken.path]
        for (command, file) in [(["render", Self.arena], "arena.png"), (["render", Self.arena], "arena.pdf"),
                                (["ticket", Self.arena, "101-A-1"], "ticket.svg")] {
            let path = folder.appendingPathComponent(file).path
            let run = try SeatChartProcess.run(command + ["-o", path], environment: environment)
            #expect(run.status == 1, "\(command) \(file): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains("need librsvg, cairo and fontconfig") && run.stderr.contains("cannot load librsvg-2.so.2"),
                    "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: path), "\(file) written")
        }
        let svg = folder.appendingPathComponent("arena.svg").path
        let run = try SeatChartProcess.run(["render", Self.arena, "-o", svg], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: svg))
    }

    @Test func renderWritesAPNGOfTheWidthTimesTheScale() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let png = folder.appendingPathComponent("arena.png").path
        let run = try SeatChartProcess.run(["render", Self.arena, "-o", png, "--width", "400", "--scale", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("wrote \(png): 1956 seats, 800 × "), "\(run.stdout)")
        let pixels = try #require(PNGPixels(path: png))
        #expect(pixels.width == 800)
        #expect(pixels.pixel(2, 2, is: "#ffffff", tolerance: 0), "white unless --background says otherwise")
        let clear = folder.appendingPathComponent("clear.png").path
        #expect(try SeatChartProcess.run(["render", Self.arena, "-o", clear, "--width", "200", "--background", "none"]).status == 0)
        #expect(try #require(PNGPixels(path: clear)).rgb(1, 1) == (0, 0, 0), "transparent")
    }

    @Test func renderWritesAOnePagePDFByTheExtension() throws {
        let pdf = SeatChartProcess.temporaryDirectory().appendingPathComponent("focus.pdf").path
        let run = try SeatChartProcess.run(["render", Self.football, "--focus", "114", "-o", pdf, "--width", "400"])
        #expect(run.status == 0, "\(run.stderr)")
        let info = try Self.pdfInfo(pdf)
        #expect(info.contains("Pages:           1"), "\(info)")
        let pixels = try #require(run.stdout.firstMatch(of: /\s400 × ([0-9]+) pixels/), "\(run.stdout)")
        let height = Double(Int(pixels.1)!) * 0.75
        #expect(info.contains("Page size:       300 x \(SeatChartNumbers.plain(height)) pts"), "400 × \(pixels.1) pixels at ¾ of a point: \(info)")
    }

    @Test func refusalsExitTwoAndLeaveNoFile() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let png = folder.appendingPathComponent("a.png").path
        let conflict = try SeatChartProcess.run(["render", Self.arena, "-o", png, "--format", "pdf"])
        #expect(conflict.status == 2 && conflict.stderr.contains("names a .png file but --format is pdf"), "\(conflict.stderr)")
        let colour = try SeatChartProcess.run(["render", Self.arena, "-o", png, "--background", "blue-ish"])
        #expect(colour.status == 2 && colour.stderr.contains("\"blue-ish\" is not a colour"), "\(colour.stderr)")
        let levels = try SeatChartProcess.run(["render", Self.arena, "--detail", "levels", "--format", "png"])
        #expect(levels.status == 2)
        let missing = folder.appendingPathComponent("no/such/folder/a.png").path
        let unwritable = try SeatChartProcess.run(["render", Self.arena, "-o", missing])
        #expect(unwritable.status == 2 && unwritable.stderr.contains("\(missing): cannot write the PNG here"), "\(unwritable.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no file, partial or temporary")
    }

    @Test func aTicketMarksTheSeatItNames() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let png = folder.appendingPathComponent("ticket.png").path
        let svg = folder.appendingPathComponent("ticket.svg").path
        for (layout, file) in [("grid", png), ("grid", svg)] {
            let run = try SeatChartProcess.run(["ticket", Self.football, "114-F-12", "--layout", layout, "-o", file])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let pixels = try #require(PNGPixels(path: png))
        #expect(pixels.width == 1200 && pixels.height == 1200, "a square sheet")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(">Row F · Seat 12<") && text.contains(">Tribune 114<"))
        // Every marker the SVG draws on 114-F-12 is the marker's colour in the PNG.
        let markers = text.matches(of: /data-marker="114-F-12" cx="([0-9.]+)" cy="([0-9.]+)"/)
        #expect(markers.count == 3, "the overview, the tribune and the close-up")
        for marker in markers {
            #expect(pixels.pixel(Int(Double(marker.1)!), Int(Double(marker.2)!), is: "#d6007a"), "\(marker.0)")
        }
    }

    @Test func aTicketNamesTablesAndStandingPlacesByTheSalesRules() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let svg = folder.appendingPathComponent("t.svg").path
        let run = try SeatChartProcess.run(["ticket", Self.hall, "T2", "FLOOR", "--quantity", "3", "-o", svg])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("wrote \(svg): 6 seats, 3 standing places, "), "\(run.stdout)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(">Floor · 3 standing places<") && text.contains(">Table T2 · Chairs 1, 2, 3, 4, 5, 6<"))
        let box = try SeatChartProcess.run(["ticket", Self.hall, "BOX1", "-o", svg])
        #expect(box.status == 0 && box.stdout.contains(": 6 standing places, "), "a box is all its places: \(box.stdout)\(box.stderr)")
        let part = try SeatChartProcess.run(["ticket", Self.hall, "BOX1", "--quantity", "2", "-o", svg])
        #expect(part.status == 2 && part.stderr.contains("hall.json: quantity: area BOX1 is sold whole"), "\(part.stderr)")
        let many = try SeatChartProcess.run(["ticket", Self.hall, "FLOOR", "--quantity", "601", "-o", svg])
        #expect(many.status == 2 && many.stderr.contains("FLOOR has 600 places"), "\(many.stderr)")
        let stray = try SeatChartProcess.run(["ticket", Self.football, "114-F-12", "--quantity", "2", "-o", svg])
        #expect(stray.status == 2 && stray.stderr.contains("a quantity applies to a standing area"), "\(stray.stderr)")
    }

    @Test(arguments: ["hero", "grid", "strip"])
    func aTicketPDFIsOneA6Page(_ layout: String) throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let pdf = folder.appendingPathComponent("ticket.pdf").path
        let run = try SeatChartProcess.run(["ticket", Self.football, "114-F-12", "114-F-13", "--layout", layout, "-o", pdf])
        #expect(run.status == 0, "\(run.stderr)")
        let info = try Self.pdfInfo(pdf)
        #expect(info.contains("Pages:           1"), "\(info)")
        let size = try #require(info.firstMatch(of: /Page size: +([0-9.]+) x ([0-9.]+) pts/), "\(info)")
        // A6, 105 × 148 mm, is 297.64 × 419.53 points.
        #expect(abs(Double(size.1)! - 297.64) < 0.05 && abs(Double(size.2)! - 419.53) < 0.05, "\(size.0)")
        let raster = try CapturedRun.run(
            URL(fileURLWithPath: try Self.tool("pdftoppm")), ["-png", "-r", "96", pdf, folder.appendingPathComponent("page").path])
        #expect(raster.status == 0, "\(raster.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("page") }
        #expect(pages.count == 1, "\(pages)")
        let page = try #require(PNGPixels(path: folder.appendingPathComponent(pages[0]).path))
        #expect(page.width == 397 && (559...560).contains(page.height), "A6 at 96 dpi: \(page.width) × \(page.height)")
    }

    @Test func aTicketRefusesBadSeatsLayoutsAndPlacesWithoutAFile() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let png = folder.appendingPathComponent("t.png").path
        let seat = try SeatChartProcess.run(["ticket", Self.football, "114-F-12", "999-Z-1", "-o", png])
        #expect(seat.status == 2)
        #expect(seat.stderr.contains("football.json: seat 999-Z-1: no such seat (expected an id TRIBUNE-ROW-NUMBER such as"), "\(seat.stderr)")
        let layout = try SeatChartProcess.run(["ticket", Self.football, "114-F-12", "--layout", "poster", "-o", png])
        #expect(layout.status == 2 && layout.stderr.contains("poster"), "\(layout.stderr)")
        let format = try SeatChartProcess.run(["ticket", Self.football, "114-F-12", "-o", folder.appendingPathComponent("t.gif").path])
        #expect(format.status == 2 && format.stderr.contains("expected a file ending in .svg, .png or .pdf"), "\(format.stderr)")
        let missing = folder.appendingPathComponent("no/t.png").path
        let place = try SeatChartProcess.run(["ticket", Self.football, "114-F-12", "-o", missing])
        #expect(place.status == 2 && place.stderr.contains("\(missing): cannot write the PNG here"), "\(place.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no file, partial or temporary")
    }
}

/// `render --id-prefix`: two charts on one page keep their ids and styles apart.
@Suite(.onWaitingThreads) struct IDPrefixTests {
    @Test func idsAndStyleRulesCarryThePrefix() throws {
        let file = SeatChartProcess.temporaryDirectory().appendingPathComponent("a.svg").path
        let run = try SeatChartProcess.run([
            "render", SeatChartProcess.path("Stadiums/arena.json"), "-o", file, "--id-prefix", "left", "--encoding", "use",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.contains(#"aria-labelledby="left-title left-desc""#) && svg.contains(#"id="left""#))
        #expect(svg.contains(#"<title id="left-title">"#) && svg.contains(##"href="#left-seat-"##))
        let rules = try #require(svg.firstMatch(of: /<style>([^<]*)<\/style>/)).1.split(separator: "\n")
        #expect(!rules.isEmpty && rules.allSatisfy { $0.hasPrefix("#left .") }, "\(rules.prefix(3))")
        let bad = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", file, "--id-prefix", "9 lives"])
        #expect(bad.status == 2 && bad.stderr.contains("--id-prefix 9 lives: expected a letter or _"), "\(bad.stderr)")
    }
}
