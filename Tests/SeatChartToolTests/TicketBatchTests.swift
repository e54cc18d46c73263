import Foundation
import SeatChartTestSupport
import Testing

/// `ticket --all-booked` and `ticket --seats FILE`, as built: one sheet per holder's bookings
/// (seats and standing places together) or per line, in order, named, and refusals that write
/// nothing.
@Suite(.onWaitingThreads) struct TicketBatchTests {
    static let hall = SeatChartProcess.path("Stadiums/hall.json")

    /// A state of the hall where Ann Lee booked table T2, bob booked three places of the floor
    /// and the table T1's chair 1, and cy only holds two places.
    static func bookedState() throws -> String {
        let state = StateFiles.newPath()
        for (holder, places) in [("Ann Lee", ["T2"]), ("bob", ["FLOOR", "--quantity", "3"]), ("bob", ["T1-1"])] {
            let select = try SeatChartProcess.run(["select", hall] + places + ["--holder", holder, "--state", state])
            #expect(select.status == 0, "\(select.stderr)")
            let book = try SeatChartProcess.run(["book", hall, "--holder", holder, "--state", state])
            #expect(book.status == 0, "\(book.stderr)")
        }
        #expect(try SeatChartProcess.run(["select", hall, "FLOOR", "--quantity", "2", "--holder", "cy", "--state", state]).status == 0)
        return state
    }

    @Test func everyHoldersBookingsGoOnOneSheetEach() throws {
        let state = try Self.bookedState()
        let folder = SeatChartProcess.temporaryDirectory().appendingPathComponent("tickets").path
        let run = try SeatChartProcess.run(["ticket", Self.hall, "--all-booked", "--state", state, "-o", folder, "--format", "svg"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(run.stdout)")
        #expect(lines.first?.hasPrefix("wrote \(folder)/0001-ann-lee.svg: Ann Lee, 6 seats, ") == true, "\(run.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("wrote \(folder)/0002-bob.svg: bob, 1 seat, 3 standing places, ") == true, "\(run.stdout)")
        #expect(lines.last == "wrote 2 tickets to \(folder)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["0001-ann-lee.svg", "0002-bob.svg"])
        let bob = try String(contentsOfFile: folder + "/0002-bob.svg", encoding: .utf8)
        #expect(bob.contains(">Floor · 3 standing places<") && bob.contains("T1"), "bob's sheet names his places")
        // No progress bar when standard error is not a terminal.
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func aPlacesFileGivesASheetALine() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let places = folder.appendingPathComponent("places.txt").path
        try "T1\n# the boxes\n\nFLOOR, BOX1   # two areas\n".write(toFile: places, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let run = try SeatChartProcess.run(["ticket", Self.hall, "--seats", places, "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("wrote \(out)/0001-t1.pdf: line 1, 6 seats, "), "\(run.stdout)")
        #expect(run.stdout.contains("wrote \(out)/0002-floor.pdf: line 4, 7 standing places, "), "\(run.stdout)")
        let info = try PictureCommandTests.pdfInfo(out + "/0002-floor.pdf")
        #expect(info.contains("Pages:           1"), "\(info)")
        // A PDF's words are text a reader can search and copy, not outlines.
        let text = try PictureCommandTests.pdfText(out + "/0001-t1.pdf")
        for words in ["Lakeside Concert Hall", "Table T1", "T1"] {
            #expect(text.contains(words), "\(words) in \(text)")
        }
    }

    @Test func refusalsWriteNothing() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let places = folder.appendingPathComponent("places.txt").path
        try "T1\nNOPE\n".write(toFile: places, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let bad = try SeatChartProcess.run(["ticket", Self.hall, "--seats", places, "-o", out])
        #expect(bad.status == 2 && bad.stderr.contains("places.txt: line 2: no such seat"), "\(bad.stderr)")
        let held = StateFiles.newPath()
        #expect(try SeatChartProcess.run(["select", Self.hall, "T1", "--holder", "cy", "--state", held]).status == 0)
        let empty = try SeatChartProcess.run(["ticket", Self.hall, "--all-booked", "--state", held, "-o", out])
        #expect(empty.status == 1 && empty.stderr.contains("nothing is booked in the state: no ticket written"), "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let both = try SeatChartProcess.run(["ticket", Self.hall, "T1", "--all-booked", "-o", out])
        #expect(both.status == 2 && both.stderr.contains("T1: the places come from the bookings here"), "\(both.stderr)")
        let noFolder = try SeatChartProcess.run(["ticket", Self.hall, "--seats", places])
        #expect(noFolder.status == 2 && noFolder.stderr.contains("-o: expected the folder"), "\(noFolder.stderr)")
        let format = try SeatChartProcess.run(["ticket", Self.hall, "T1", "--format", "png"])
        #expect(format.status == 2 && format.stderr.contains("--format: only with --all-booked or --seats"), "\(format.stderr)")
    }
}
