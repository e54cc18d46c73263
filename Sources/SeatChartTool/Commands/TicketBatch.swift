import Foundation
import SeatChart
import SeatChartConcurrency
import SeatChartPaint
import SeatChartSale
import SeatChartTicket
import Synchronization

/// `ticket --all-booked` and `ticket --seats FILE`: many sheets in one process, the chart laid
/// out once and what its sheets share worked out once (``TicketChartCache``; a PNG sheet's
/// overview painted once a level, ``PictureCache``), drawn on every core, each file written
/// through a temporary file and a rename, a line each on standard output in order.
struct TicketBatch {
    /// One sheet to make: its file's name (without the folder) and its places.
    struct Sheet: Sendable {
        var name: String
        var title: String
        var seats: [Int]
        var areas: [TicketArea]
    }

    let command: TicketCommand
    let chart: Chart
    let stadium: String

    func run(in context: CommandContext) throws {
        let sheets = try command.allBooked ? bookedSheets(in: context) : try fileSheets()
        guard !sheets.isEmpty else {
            throw CommandRefusal(message: command.allBooked ? "nothing is booked in the state: no ticket written" : "\(command.seatsFile ?? ""): no places: no ticket written")
        }
        let folder = command.output ?? ""
        try DefaultOutput.createFolder(folder, what: "the tickets' folder")
        let format = command.format ?? .pdf
        let paths = sheets.map { (folder as NSString).appendingPathComponent("\($0.name).\(format.rawValue)") }
        let results = Mutex(Results(count: sheets.count))
        let progress = Mutex(ProgressBar(total: sheets.count, label: "tickets"))
        let cache = TicketChartCache(chart: chart)
        let pictures = PictureCache()
        // After a failure the sheets not yet begun are left: the batch stops with its message.
        ConcurrentWork.forEach(sheets.count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            guard !results.withLock({ $0.failure != nil }) else { return }
            let sheet = sheets[index]
            let outcome = Result {
                try command.write(format, chart: chart, seats: sheet.seats, areas: sheet.areas, to: paths[index], cache: cache, pictures: pictures)
            }
            let done = results.withLock { $0.record(outcome, at: index, line: "wrote \(paths[index]): \(sheet.title), ") }
            progress.withLock { $0.show(done) }
        }
        progress.withLock { $0.finish() }
        try results.withLock { try $0.finish(written: "wrote \(sheets.count) ticket\(sheets.count == 1 ? "" : "s") to \(folder)") }
    }

    /// One sheet for each holder with a booking, named after the holder.
    private func bookedSheets(in context: CommandContext) throws -> [Sheet] {
        let sale = try command.stateFile.readingSale(in: context, stadiumPath: stadium)
        return try sale.bookingsByHolder().enumerated().map { number, booking in
            Sheet(
                name: Self.fileName(number: number + 1, about: booking.holder), title: TerminalText.escaped(booking.holder),
                seats: booking.seats, areas: booking.areas.map { TicketArea(tribune: $0.area, quantity: $0.quantity) })
        }
    }

    /// One sheet for each line of `--seats FILE` with places, named after its first place.
    private func fileSheets() throws -> [Sheet] {
        let file = command.seatsFile ?? ""
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw InputError(file: file, place: "", message: "cannot read the places file (\(error.localizedDescription))")
        }
        var sheets: [Sheet] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.prefix { $0 != "#" }.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }.map(String.init)
            guard !words.isEmpty else { continue }
            let places: (seats: [Int], areas: [TicketArea])
            do {
                places = try TicketCommand.places(words, quantity: command.quantity.quantity, chart: chart, stadium: stadium)
            } catch let error as InputError {
                throw InputError(file: file, place: "line \(offset + 1)", message: error.problems.map(\.message).joined(separator: "; "))
            } catch let error as SeatRequestError {
                throw InputError(file: file, place: "line \(offset + 1)", message: error.message)
            }
            sheets.append(Sheet(
                name: Self.fileName(number: sheets.count + 1, about: words[0]), title: "line \(offset + 1)",
                seats: places.seats, areas: places.areas))
        }
        return sheets
    }

    /// "0007-ann-lee": the sheet's number and a name of lower-case letters, digits and dashes.
    static func fileName(number: Int, about text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug += "-"
            }
            if slug.count >= 40 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return String(format: "%04d", number) + "-" + (slug.isEmpty ? "ticket" : slug)
    }

    /// The sheets' outcomes, printed in order as they come.
    struct Results {
        var lines: [String?]
        var printed = 0
        var done = 0
        var failure: (any Error)?

        init(count: Int) { lines = Array(repeating: nil, count: count) }

        /// Records sheet `index`'s outcome; prints the lines now in order; how many are done.
        mutating func record(_ outcome: Result<String, any Error>, at index: Int, line: String) -> Int {
            switch outcome {
            case .success(let summary): lines[index] = line + summary
            case .failure(let error): if failure == nil { failure = error }
            }
            done += 1
            var out = ""
            while printed < lines.count, let text = lines[printed] {
                out += text + "\n"
                printed += 1
            }
            if !out.isEmpty { StandardOutput.write(out) }
            return done
        }

        /// Throws the first failure, or prints `written`.
        func finish(written: String) throws {
            if let failure { throw failure }
            StandardOutput.write(written + "\n")
        }
    }
}
