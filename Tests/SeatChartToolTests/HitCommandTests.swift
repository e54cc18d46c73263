import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartSVG
import SeatChartTestSupport
import Testing

/// `seatchart hit` and `seatchart area`, end to end.
@Suite(.onWaitingThreads) struct HitCommandTests {
    static let arena = "Stadiums/arena.json"
    static let theatre = "Stadiums/theatre.json"

    static func chart(_ path: String) throws -> Chart { try LaidOutCharts.chart(path: SeatChartProcess.path(path)) }

    /// A number as the command line reads it back exactly.
    static func text(_ value: Double) -> String { "\(value)" }

    @Test func aStandardInputThatCannotBeReadExitsTwoNamingIt() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let errors = folder.appendingPathComponent("stderr").path
        let run = try ChildProcess(
            SeatChartProcess.executable.path, ["hit", SeatChartProcess.path(Self.arena), "--points", "-"],
            stdin: .file(folder.path), stderr: .file(errors))
        #expect(run.waitUntilExit() == 2)
        let text = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(text.hasPrefix("error: standard input: cannot read it"), "\(text)")
    }

    @Test func seatCentreGivesTheSeatId() throws {
        let chart = try Self.chart(Self.arena)
        for s in [0, chart.seats.count / 3, chart.seats.count - 1] {
            let c = chart.seats[s].center
            let result = try SeatChartProcess.run(["hit", Self.arena, Self.text(c.x), Self.text(c.y)])
            #expect(result.status == 0)
            #expect(result.stdout == chart.seatID(s) + "\n")
            #expect(result.stderrBesidesStateNotice.isEmpty)
        }
    }

    @Test func negativeCoordinatesWorkAsTyped() throws {
        let chart = try Self.chart(Self.arena)
        let s = try #require(chart.seats.indices.first { chart.seats[$0].center.x < 0 && chart.seats[$0].center.y < 0 })
        let c = chart.seats[s].center
        let result = try SeatChartProcess.run(["hit", Self.arena, Self.text(c.x), Self.text(c.y)])
        #expect(result.stdout == chart.seatID(s) + "\n")
        #expect(result.status == 0)
        // Flags may come first, and the field's centre hits nothing.
        let none = try SeatChartProcess.run(["hit", "--json", Self.arena, "-0.5", "-0.25"])
        #expect(none.status == 1)
        #expect(none.stdout == #"{"x":-0.5,"y":-0.25,"seat":null,"tribune":null,"state":null,"row":null,"number":null,"category":null}"# + "\n")
    }

    @Test func gapBetweenSeatsGivesTheTribune() throws {
        let chart = try Self.chart(Self.arena)
        let row = chart.rows[chart.tribunes[0].rows.lowerBound].seats
        let mid = chart.seats[row.lowerBound].center.midpoint(chart.seats[row.lowerBound + 1].center)
        let result = try SeatChartProcess.run(["hit", Self.arena, Self.text(mid.x), Self.text(mid.y)])
        #expect(result.status == 0)
        #expect(result.stdout == "tribune \(chart.tribunes[0].id)\n")
        let outside = try SeatChartProcess.run(["hit", Self.arena, "1e9", "-1e9"])
        #expect(outside.status == 1)
        #expect(outside.stdout == "none\n")
    }

    @Test func jsonNamesSeatTribuneRowNumberCategoryAndState() throws {
        let chart = try Self.chart(Self.arena)
        let c = chart.seats[5].center
        let result = try SeatChartProcess.run(["hit", Self.arena, Self.text(c.x), Self.text(c.y), "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["seat"] as? String == chart.seatID(5))
        #expect(object["tribune"] as? String == chart.tribunes[chart.seats[5].tribune].id)
        #expect(object["state"] as? String == (chart.seats[5].isBlocked ? "blocked" : "available"))
        #expect(object["row"] as? String == chart.rows[chart.seats[5].row].label)
        #expect(object["number"] as? String == chart.seats[5].number)
        #expect(object["category"] as? String == chart.categoryID(ofSeat: 5))
        #expect(abs((object["x"] as? Double ?? .nan) - c.x) <= 5e-4 && abs((object["y"] as? Double ?? .nan) - c.y) <= 5e-4)
    }

    @Test func malformedCoordinatesExitTwo() throws {
        for arguments in [["1"], ["1", "nan"], ["x", "2"], ["1", "2", "3"], ["--jsn", "1", "2"], []] {
            let result = try SeatChartProcess.run(["hit", Self.arena] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("command line"), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func pointsFromAFileAndFromStandardInputAnswerLineByLine() throws {
        let chart = try Self.chart(Self.theatre)
        let index = HitIndex(chart: chart)
        var rng = SplitMix64(seed: 0x4849_5450)
        let b = chart.bounds
        var points = (0..<300).map { _ in Point(Double.random(in: b.minX...b.maxX, using: &rng), Double.random(in: b.minY...b.maxY, using: &rng)) }
        points += chart.seats.prefix(200).map(\.center)
        // Spaces, tabs, commas and CRLF all separate the same way.
        let separators = [" ", "\t", ",", "  ,  "]
        let text = points.enumerated().map { i, p in "\(Self.text(p.x))\(separators[i % 4])\(Self.text(p.y))\(i % 5 == 0 ? "\r" : "")" }
            .joined(separator: "\n")
        let expected = index.hits(points).map { hit -> String in
            switch hit {
            case .seat(let s): return chart.seatID(s)
            case .tribune(let t): return "tribune \(chart.tribunes[t].id)"
            case .nothing: return "none"
            }
        }.joined(separator: "\n") + "\n"
        let directory = SeatChartProcess.temporaryDirectory()
        let file = directory.appendingPathComponent("points.txt")
        try Data(text.utf8).write(to: file)
        let fromFile = try SeatChartProcess.run(["hit", SeatChartProcess.path(Self.theatre), "--points", file.path], in: directory)
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout == expected, "points drawn with seed \(rng.seed)")
        let fromInput = try SeatChartProcess.run(["hit", Self.theatre, "--points", "-"], input: text + "\n")
        #expect(fromInput.status == 0)
        #expect(fromInput.stdout == expected, "points drawn with seed \(rng.seed)")
        let json = try SeatChartProcess.run(["hit", Self.theatre, "--points", "-", "--json"], input: text)
        let hits = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["hits"] as? [[String: Any]])
        #expect(hits.count == points.count)
        #expect(hits.last?["seat"] as? String == chart.seatID(199))
    }

    @Test func malformedPointLinesExitTwoNamingTheLine() throws {
        let cases: [(String, String)] = [
            ("1 2\n3 4\nfoo 5\n", "line 3"), ("1 2\n\n3 4\n", "line 2"), ("1 2 3\n", "line 1"),
            ("1 2\n4\n", "line 2"), ("1 2\n3 inf\n", "line 2"), ("1 2\n3 4x\n", "line 2"), ("-1,-2\n3;4\n", "line 2"),
        ]
        for (input, place) in cases {
            let result = try SeatChartProcess.run(["hit", Self.arena, "--points", "-"], input: input)
            #expect(result.status == 2, "\(input.debugDescription)")
            #expect(result.stderr.contains("standard input: \(place):"), "\(input.debugDescription): \(result.stderr)")
            #expect(result.stdout.isEmpty, "nothing is printed before the input is known to be good")
        }
    }

    /// The pixel where a seat's centre lands in the image `render` would write with these
    /// options hits that seat (docs/command-line.md).
    @Test(arguments: [arena, theatre])
    func screenRoundTrip(stadium: String) throws {
        let chart = try Self.chart(stadium)
        for s in [0, chart.seats.count / 2, chart.seats.count - 1] {
            let anchor = chart.seats[s].center
            let options = ViewOptions(zoom: 25, anchor: anchor, rotation: .degrees(30), offset: Vector(40, -20))
            let viewport = ChartSVGOptions(focus: nil, pixelWidth: 1200, view: options).viewport(for: chart)
            let pixel = chart.seats[s].center.applying(viewport.chartToPixel)
            let px = pixel.x.rounded(), py = pixel.y.rounded()  // the pixel a person clicks
            let result = try SeatChartProcess.run([
                "hit", stadium, Self.text(px), Self.text(py), "--screen", "--zoom", "25",
                "--anchor", "\(Self.text(anchor.x)),\(Self.text(anchor.y))", "--rotate", "30", "--offset", "40,-20",
            ])
            #expect(result.stdout == chart.seatID(s) + "\n", "\(stadium): pixel \(px), \(py): \(result.stderr)")
            #expect(result.status == 0)
        }
    }

    @Test func screenWithFocusWidthAndEqualsForms() throws {
        let chart = try Self.chart(Self.arena)
        let t = chart.tribunes.count - 1
        let s = chart.tribunes[t].seats.lowerBound + 3
        let options = ViewOptions(zoom: 2, anchor: Point(-16, 8), rotation: .degrees(-45), offset: Vector(-40, 20))
        let viewport = ChartSVGOptions(focus: t, pixelWidth: 800, view: options).viewport(for: chart)
        let pixel = chart.seats[s].center.applying(viewport.chartToPixel)
        let result = try SeatChartProcess.run([
            "hit", Self.arena, Self.text(pixel.x), Self.text(pixel.y), "--screen", "--width=800", "--focus", chart.tribunes[t].id,
            "--zoom=2", "--anchor=-16,8", "--rotate=-45", "--offset=-40,20", "--json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["seat"] as? String == chart.seatID(s))
        // x and y are reported in chart units.
        #expect(abs((object["x"] as? Double ?? .nan) - chart.seats[s].center.x) <= 1e-3)
        let unknown = try SeatChartProcess.run(["hit", Self.arena, "1", "2", "--screen", "--focus", "nope"])
        #expect(unknown.status == 2 && unknown.stderr.contains("--focus"))
    }

    @Test func areaListsSeatsWhoseCentreIsInside() throws {
        let chart = try Self.chart(Self.arena)
        let box = Rect(minX: -20, minY: -15, maxX: -5, maxY: -9)
        let expected = chart.seats.indices.filter { box.contains(chart.seats[$0].center) }.map(chart.seatID)
        #expect(!expected.isEmpty)
        let result = try SeatChartProcess.run(["area", Self.arena, "--rect", "-5,-9,-20,-15"])
        #expect(result.status == 0)
        #expect(result.stdout == expected.joined(separator: "\n") + "\n")
        let lasso = try SeatChartProcess.run(["area", Self.arena, "--polygon=-20,-15 -5,-15 -5,-9 -20,-9", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lasso.stdout.utf8)) as? [String: Any])
        #expect(object["seats"] as? [String] == expected)
        #expect(object["count"] as? Int == expected.count)
        let empty = try SeatChartProcess.run(["area", Self.arena, "--rect", "-1,-1,1,1"])
        #expect(empty.status == 1 && empty.stdout.isEmpty)
        for bad in [["--rect", "1,2,3"], ["--polygon", "1,2 3,4"], [], ["--rect", "0,0,1,1", "--polygon", "0,0 1,0 1,1"]] {
            let result = try SeatChartProcess.run(["area", Self.arena] + bad)
            #expect(result.status == 2, "\(bad)")
        }
    }

    @Test func areaOnScreenFollowsTheRotatedView() throws {
        let chart = try Self.chart(Self.arena)
        let options = ViewOptions(zoom: 3, anchor: nil, rotation: .degrees(30), offset: .zero)
        let viewport = ChartSVGOptions(focus: nil, pixelWidth: 1200, view: options).viewport(for: chart)
        let toPixel = viewport.chartToPixel
        // A pixel rectangle around the first seat, and the seats whose centres land inside it in the image.
        let p = chart.seats[0].center.applying(toPixel)
        let box = Rect(minX: (p.x - 150).rounded(), minY: (p.y - 100).rounded(), maxX: (p.x + 150).rounded(), maxY: (p.y + 100).rounded())
        let expected = chart.seats.indices.filter { box.contains(chart.seats[$0].center.applying(toPixel)) }.map(chart.seatID)
        #expect(expected.count > 10)
        let corners = [box.minX, box.minY, box.maxX, box.maxY].map { Self.text($0) }.joined(separator: ",")
        let result = try SeatChartProcess.run(["area", Self.arena, "--rect", corners, "--screen", "--zoom", "3", "--rotate", "30"])
        #expect(result.stdout == expected.joined(separator: "\n") + "\n")
    }
}
