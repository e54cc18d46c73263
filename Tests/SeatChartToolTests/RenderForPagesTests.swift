import Foundation
import SeatChartTestSupport
import Testing

/// `render` for web pages: standard output, a responsive root, seat tooltips, and `hit`
/// answering only for what a focus image draws.
@Suite(.onWaitingThreads) struct RenderForPagesTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test func dashWritesTheDocumentAloneToStandardOutput() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let run = try SeatChartProcess.run(["render", Self.arena, "-o", "-", "--width", "300"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("<?xml") && run.stdout.hasSuffix("</svg>\n"), "\(run.stdout.suffix(80))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no file, no Output folder")
        let levels = try SeatChartProcess.run(["render", Self.arena, "-o", "-", "--detail", "levels"], in: folder)
        #expect(levels.status == 2 && levels.stderr.contains("cannot go to standard output"))
    }

    @Test func aResponsiveChartHasAViewBoxOnly() throws {
        let run = try SeatChartProcess.run(["render", Self.arena, "-o", "-", "--responsive"])
        let root = try #require(run.stdout.firstMatch(of: /<svg [^>]*>/)).0
        #expect(root.contains("viewBox=") && !root.contains("width=") && !root.contains("height="), "\(root)")
    }

    @Test func focusAndZoomedViewsGiveEachSeatATooltip() throws {
        let focus = try SeatChartProcess.run(["render", Self.arena, "-o", "-", "--focus", "102"]).stdout
        #expect(focus.contains(#"<path data-seat="102-A-1""#))
        #expect(focus.contains("<title>Tribune 102, row A, seat 1: Courtside · £95, available</title>\n</path>"))
        #expect(focus.components(separatedBy: "<title>Tribune 102, ").count - 1 == 33, "one per seat of the tribune")
        let zoomed = try SeatChartProcess.run(["render", Self.arena, "-o", "-", "--zoom", "2"]).stdout
        #expect(zoomed.contains("<title>Tribune 101, row A, seat 1: "))
        let overview = try SeatChartProcess.run(["render", Self.arena, "-o", "-"]).stdout
        #expect(!overview.contains("<title>Tribune"), "an unmoved overview stays small")
        #expect(focus.contains(#"data-seat="102-A-1" class="seat available cat-P" data-row="A" data-number="1" data-category="P" data-price="95""#))
        #expect(!overview.contains("data-row="))
        let detailed = try SeatChartProcess.run(["render", Self.arena, "-o", "-", "--seat-details"]).stdout
        #expect(detailed.contains(#"data-seat="101-A-1" class="seat available cat-P" data-row="A" data-number="1" data-category="P" data-price="95""#))
        #expect(detailed.contains("<title>Tribune 101, row A, seat 1: Courtside · £95, available</title>"))
    }

    @Test func aFocusImageAnswersOnlyForItsTribune() throws {
        // Zoomed out, the focus image of 102 shows the field and other tribunes' places,
        // which it does not draw: a pixel there hits nothing.
        let view = ["--focus", "102", "--zoom", "0.3", "--width", "600"]
        let render = try SeatChartProcess.run(["render", Self.arena, "-o", "-"] + view).stdout
        #expect(!render.contains(#"data-tribune="101""#))
        let seat = try SeatChartProcess.run(["hit", Self.arena, "300", "112", "--screen"] + view)
        #expect(seat.stdout.hasPrefix("102-"), "\(seat.stdout)")
        let beside = try SeatChartProcess.run(["hit", Self.arena, "150", "112", "--screen"] + view)
        #expect(beside.stdout == "none\n" && beside.status == 1, "\(beside.stdout)")
        // The chart point under that pixel is a seat of tribune 101, which the image does not draw.
        let json = try SeatChartProcess.run(["hit", Self.arena, "150", "112", "--screen", "--json"] + view).stdout
        let point = try #require(json.firstMatch(of: /"x":(-?[0-9.]+),"y":(-?[0-9.]+)/))
        let there = try SeatChartProcess.run(["hit", Self.arena, String(point.1), String(point.2)])
        #expect(there.stdout.hasPrefix("101-"), "\(there.stdout)")
    }

    @Test func aZoomedViewLeavesOutTheSeatsOutsideIt() throws {
        let football = SeatChartProcess.path("Stadiums/football.json")
        var sizes: [Int] = []
        for zoom in ["1", "2", "4", "8"] {
            let svg = try SeatChartProcess.run(["render", football, "--focus", "114", "--zoom", zoom, "-o", "-"]).stdout
            sizes.append(svg.utf8.count)
            if zoom == "8" {
                // The middle seat of the tribune is in, the corners are out.
                let seats = svg.matches(of: /data-seat="([^"]+)"/).map { String($0.1) }
                #expect(!seats.isEmpty && seats.count < 100, "\(seats.count) seats written")
                #expect(!seats.contains("114-A-1"))
            }
        }
        #expect(sizes == sizes.sorted(by: >) && sizes[3] * 5 < sizes[0], "bytes fall as the zoom grows: \(sizes)")
    }
}

/// A theatre's stage is drawn and named as a stage.
@Suite(.onWaitingThreads) struct StageTests {
    @Test func theTheatresStageIsAStage() throws {
        let svg = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/theatre.json"), "-o", "-"]).stdout
        #expect(svg.contains(#"<path class="field stage" d="#))
        #expect(svg.contains("<title>Stage</title>") && svg.contains(#"class="field-name""#) && svg.contains(">Stage</text>"))
        let arena = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", "-"]).stdout
        #expect(arena.contains(#"<path class="field" d="#) && !arena.contains(#"class="field-name""#), "a pitch goes unnamed")
    }
}

/// Accessible seats carry the symbol of access once big enough to read it, and the legend
/// has an entry for them.
@Suite(.onWaitingThreads) struct AccessibleSeatTests {
    @Test func theSymbolIsOnTheSeatsAndInTheLegend() throws {
        let football = SeatChartProcess.path("Stadiums/football.json")
        let close = try SeatChartProcess.run(["render", football, "--focus", "101", "--zoom", "3", "--anchor", "-51.5,-40", "-o", "-"]).stdout
        let marks = try #require(close.firstMatch(of: /<g class="access"[^>]*>(.*?)<\/g>/.dotMatchesNewlines())).1
        #expect(marks.matches(of: /<text x="-52.094" y="-40.4" dy=".35em">\u{267F}<\/text>|<text x="-51.281" y="-40.4" dy=".35em">\u{267F}<\/text>/).count == 2, "\(marks)")
        #expect(close.contains("\u{267F} Accessible: 2"))
        let overview = try SeatChartProcess.run(["render", football, "-o", "-"]).stdout
        #expect(!overview.contains(#"<g class="access""#), "too small to read in the overview: the outline marks them")
        #expect(overview.contains("\u{267F} Accessible: 4"))
    }
}

/// Row letters at the row ends and seat numbers on the seats once the view is zoomed enough.
@Suite(.onWaitingThreads) struct RowAndSeatNumberTests {
    @Test func zoomedInTheRowsAndSeatsAreNamed() throws {
        let arena = SeatChartProcess.path("Stadiums/arena.json")
        let focus = try SeatChartProcess.run(["render", arena, "--focus", "102", "--width", "800", "-o", "-"]).stdout
        let rows = try #require(focus.firstMatch(of: /<g class="rows"[^>]*>(.*?)<\/g>/.dotMatchesNewlines())).1
        #expect(rows.matches(of: />A<\/text>/).count == 2 && rows.matches(of: />C<\/text>/).count == 2, "each row's letter at both ends")
        let numbers = try #require(focus.firstMatch(of: /<g class="numbers"[^>]*>(.*?)<\/g>/.dotMatchesNewlines())).1
        #expect(numbers.components(separatedBy: "<text ").count - 1 == 33, "a number on each of the 33 seats")
        // Smaller: the letters stay, the numbers go; in the overview, neither.
        let smaller = try SeatChartProcess.run(["render", arena, "--focus", "102", "--width", "300", "-o", "-"]).stdout
        #expect(smaller.contains(#"<g class="rows""#) && !smaller.contains(#"<g class="numbers""#))
        let overview = try SeatChartProcess.run(["render", arena, "-o", "-"]).stdout
        #expect(!overview.contains(#"<g class="rows""#) && !overview.contains(#"<g class="numbers""#))
        // Turned, the text is turned back upright.
        let turned = try SeatChartProcess.run(["render", arena, "--focus", "102", "--width", "800", "--rotate", "30", "-o", "-"]).stdout
        #expect(turned.contains("rotate(-30)"))
    }
}

/// Small box-office conveniences: `area --available`, and `render --detail tribunes`
/// saying it drew no seats.
@Suite(.onWaitingThreads) struct BoxOfficeConvenienceTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test func areaAvailableLeavesOutTakenSeats() throws {
        let state = StateFiles.newPath()
        let rect = ["--rect", "-16,-12,-13,-10"]
        let all = try SeatChartProcess.run(["area", Self.arena] + rect).stdout.split(separator: "\n").map(String.init)
        #expect(all.count >= 3, "\(all)")
        #expect(try SeatChartProcess.run(["select", Self.arena, all[0], all[1], "--holder", "ann", "--state", state]).status == 0)
        let free = try SeatChartProcess.run(["area", Self.arena, "--available", "--state", state] + rect)
        #expect(free.stdout.split(separator: "\n").map(String.init) == Array(all.dropFirst(2)), "\(free.stdout)")
        // Everything in the area taken: nothing found, exit 1.
        #expect(try SeatChartProcess.run(["select", Self.arena] + all.dropFirst(2) + ["--holder", "bob", "--state", state]).status == 0)
        let none = try SeatChartProcess.run(["area", Self.arena, "--available", "--state", state] + rect)
        #expect(none.status == 1 && none.stderr.contains("no available seat"), "\(none.stderr)")
    }

    @Test func aTribunesOnlyRenderSaysItDrewNoSeats() throws {
        let file = SeatChartProcess.temporaryDirectory().appendingPathComponent("t.svg").path
        let run = try SeatChartProcess.run(["render", Self.arena, "--detail", "tribunes", "-o", file])
        #expect(run.stdout.hasPrefix("wrote \(file): 32 tribunes, no seats, "), "\(run.stdout)")
    }
}
