import Foundation
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct RenderCommandTests {
    private func svgText(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func rendersTheArenaToTheGivenFile() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("arena.svg")
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote \(out.path): "))
        let text = try svgText(out)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("data-seat=\"101-A-1\""))
        #expect(text.contains("role=\"img\""))
    }

    @Test func defaultOutputIsOutputStemSVG() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: SeatChartProcess.path("Stadiums/theatre.json"), toPath: dir.appendingPathComponent("theatre.json").path)
        let result = try SeatChartProcess.run(["render", "theatre.json", "--width", "400"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try svgText(dir.appendingPathComponent("Output/theatre.svg"))
        #expect(text.contains("width=\"400\""))
        // Reading never creates a state file.
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output/theatre.sqlite").path))
    }

    @Test(arguments: [
        ["--anchor", "-16,8"], ["--anchor=-16,8"], ["--offset", "-40,20"], ["--offset=-40,20"],
        ["--rotate", "-30"], ["--zoom", "2", "--anchor", "-16.5,-8.25", "--rotate=-45", "--offset", "-40,-20"],
    ])
    func negativeViewValuesParseAsTyped(_ options: [String]) throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("v.svg")
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", out.path] + options)
        #expect(result.status == 0, "\(options): \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func anchorIsWrittenIntoTheViewTransform() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("v.svg")
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", out.path,
                                               "--zoom", "2", "--anchor=-16,8", "--rotate", "-30"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try svgText(out).contains("transform=\"translate(-16 8) rotate(-30) scale(2) translate(16 -8)\""))
    }

    @Test func focusCropsToOneTribune() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("f.svg")
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", out.path, "--focus", "101"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try svgText(out)
        let ids = svgAttributeValues("data-seat", in: text)
        #expect(!ids.isEmpty)
        #expect(ids.allSatisfy { $0.hasPrefix("101-") })
    }

    @Test func unknownFocusExits2NamingIt() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o",
                                               dir.appendingPathComponent("x.svg").path, "--focus", "Z9"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--focus"))
        #expect(result.stderr.contains("\"Z9\""))
    }

    @Test(arguments: [["--width", "0"], ["--zoom", "0"], ["--zoom", "nan"], ["--anchor", "1;2"], ["--offset", "3"], ["--detail", "rows"]])
    func badValuesExit2(_ options: [String]) throws {
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", "/tmp/never-written.svg"] + options)
        #expect(result.status == 2, "\(options): \(result.stderr)")
    }

    @Test func failedRenderLeavesTheEarlierFileUntouched() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("keep.svg")
        let first = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Data(contentsOf: out)

        // A stadium file that breaks halfway.
        let broken = dir.appendingPathComponent("broken.json")
        let arena = try Data(contentsOf: URL(fileURLWithPath: SeatChartProcess.path("Stadiums/arena.json")))
        try arena.prefix(arena.count / 2).write(to: broken)
        let second = try SeatChartProcess.run(["render", broken.path, "-o", out.path])
        #expect(second.status == 2)
        // An unknown tribune.
        let third = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", out.path, "--focus", "nope"])
        #expect(third.status == 2)
        #expect(try Data(contentsOf: out) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func unwritableOutputExits2() throws {
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "-o", "/nonexistent-folder/x.svg"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent-folder/x.svg"))
    }

    @Test func holderSeesTheirHoldsSelected() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let arena = SeatChartProcess.path("Stadiums/arena.json")
        let state = dir.appendingPathComponent("s.sqlite").path
        let select = try SeatChartProcess.run(["select", arena, "101-A-2", "101-A-3", "--holder", "alice", "--state", state])
        #expect(select.status == 0, "\(select.stderr)")
        let out = dir.appendingPathComponent("a.svg")
        for (holder, selected) in [("alice", true), ("bob", false)] {
            let result = try SeatChartProcess.run(["render", arena, "-o", out.path, "--holder", holder, "--state", state])
            #expect(result.status == 0, "\(result.stderr)")
            let text = try svgText(out)
            let element = text.components(separatedBy: "\n").first { $0.contains("data-seat=\"101-A-2\"") } ?? ""
            #expect(element.contains("seat held") == true)
            #expect(element.contains(" selected") == selected, "\(holder)")
            #expect(text.contains("Selected: \(selected ? 2 : 0)"))
            #expect(text.contains("Held: 2"))
        }
    }

    // MARK: - Level of detail

    @Test func levelsWriteTheOverviewAndEveryTribuneFileLinkedTogether() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("arena-levels")
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "--detail", "levels",
                                               "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote \(folder.path): index.svg and 32 tribune files, 1956 seats, "))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 33)
        #expect(files.allSatisfy { $0 == "index.svg" || ($0.hasPrefix("tribune-") && $0.hasSuffix(".svg")) })
        let overview = try svgText(folder.appendingPathComponent("index.svg"))
        #expect(svgAttributeValues("data-seat", in: overview).isEmpty)
        let links = svgAttributeValues("href", in: overview)
        #expect(links.count == 32)
        var seats: [String] = []
        for link in links {
            let name = try #require(link.removingPercentEncoding)
            let tribuneFile = try svgText(folder.appendingPathComponent(name))
            // The tribune's own seats, and a way back.
            let ids = svgAttributeValues("data-seat", in: tribuneFile)
            let tribune = String(name.dropFirst("tribune-".count).dropLast(".svg".count))
            #expect(!ids.isEmpty && ids.allSatisfy { $0.hasPrefix(tribune + "-") }, "\(name)")
            #expect(svgAttributeValues("href", in: tribuneFile) == ["index.svg"])
            seats += ids
        }
        #expect(seats.count == 1956)
        #expect(Set(seats).count == 1956)
    }

    @Test func levelsFilesShowTheViewsOfSingleRendersSoHitScreenMapsTheirPixels() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let arena = SeatChartProcess.path("Stadiums/arena.json")
        let folder = dir.appendingPathComponent("levels")
        let levels = try SeatChartProcess.run(["render", arena, "--detail", "levels", "--width", "900", "-o", folder.path])
        #expect(levels.status == 0, "\(levels.stderr)")
        let overview = dir.appendingPathComponent("overview.svg"), focus = dir.appendingPathComponent("focus.svg")
        #expect(try SeatChartProcess.run(["render", arena, "--detail", "tribunes", "--width", "900", "-o", overview.path]).status == 0)
        #expect(try SeatChartProcess.run(["render", arena, "--focus", "205", "--width", "900", "-o", focus.path]).status == 0)
        for (setFile, single) in [("index.svg", overview), ("tribune-205.svg", focus)] {
            let a = try svgText(folder.appendingPathComponent(setFile)), b = try svgText(single)
            for attribute in ["viewBox", "width", "height", "transform"] {
                #expect(svgAttributeValues(attribute, in: a).first == svgAttributeValues(attribute, in: b).first, "\(setFile) \(attribute)")
            }
        }
    }

    @Test func levelsGoToOutputStemByDefault() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: SeatChartProcess.path("Stadiums/theatre.json"), toPath: dir.appendingPathComponent("theatre.json").path)
        let result = try SeatChartProcess.run(["render", "theatre.json", "--detail", "levels", "--width", "500"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote Output/theatre: index.svg and "))
        let overview = try svgText(dir.appendingPathComponent("Output/theatre/index.svg"))
        #expect(overview.contains("width=\"500\""))
    }

    /// A set that does not fit on the disk leaves the earlier set whole and no temporary
    /// folder. Needs a 4 MiB tmpfs (``SmallDisk``).
    @Test func levelsThatFailHalfWayLeaveTheEarlierSetAsItWas() throws {
        let small = try SmallDisk(size: "4m")
        defer { small.unmount() }
        let disk = small.folder
        let folder = disk.appendingPathComponent("set")
        let arena = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "--detail", "levels", "-o", folder.path])
        #expect(arena.status == 0, "\(arena.stderr)")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let overview = try Data(contentsOf: folder.appendingPathComponent("index.svg"))
        // The football stadium's set is about 28 MB: it cannot fit.
        let football = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/football.json"), "--detail", "levels", "-o", folder.path])
        #expect(football.status == 2)
        #expect(football.stderr.contains(folder.path) && football.stderr.contains("No space left"), "\(football.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("index.svg")) == overview)
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == ["set"])
    }

    @Test(arguments: [["--focus", "101"], ["--zoom", "2"], ["--rotate", "30"], ["--anchor", "1,2"], ["--offset", "5,5"]])
    func levelsTakeNoFocusOrViewMove(_ options: [String]) throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("never")
        let result = try SeatChartProcess.run(["render", SeatChartProcess.path("Stadiums/arena.json"), "--detail", "levels",
                                               "-o", folder.path] + options)
        #expect(result.status == 2, "\(options)")
        #expect(result.stderr.contains("--detail levels"))
        #expect(result.stderr.contains(options[0]))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
