import ArgumentParser
import Foundation
import SeatChart

/// What the shell completions offer (`seatchart --generate-completion-script bash|zsh|fish`):
/// stadium and state files by extension, and, read from the stadium already typed on the
/// line, its tribune ids, its categories (ids and names) and seat ids one part at a time.
extension CompletionKind {
    /// A stadium file or pretix plan: `.json` files.
    static var stadiumFile: CompletionKind { .file(extensions: ["json"]) }

    /// A selection-state file: `.sqlite` files.
    static var stateFile: CompletionKind { .file(extensions: ["sqlite"]) }

    /// The tribune ids of the stadium on the line.
    static var tribuneID: CompletionKind {
        .custom { words, _, _ in StadiumCompletion.chart(in: words).map { $0.tribunes.map(\.id) } ?? [] }
    }

    /// The category ids and names of the stadium on the line.
    static var category: CompletionKind {
        .custom { words, _, _ in
            StadiumCompletion.chart(in: words).map { $0.categories.flatMap { [$0.id, $0.name] } } ?? []
        }
    }

    /// Seat ids of the stadium on the line, one part at a time: the tribunes (`101-`), then
    /// a tribune's rows (`101-A-`), then a row's seats (`101-A-12`).
    static var seatID: CompletionKind {
        .custom { words, _, prefix in
            StadiumCompletion.chart(in: words).map { StadiumCompletion.seatIDs($0, prefix: prefix) } ?? []
        }
    }
}

/// Reading the stadium a command line names, for completions.
enum StadiumCompletion {
    /// The chart of the first word that names a stadium file (`.json`) that loads; `nil`
    /// when none does. Warnings are not printed: they would land in the shell.
    static func chart(in words: [String]) -> Chart? {
        Quiet.silenceWarnings()
        for word in words.dropFirst() {
            let path = unquoted(word)
            guard path.lowercased().hasSuffix(".json"), FileManager.default.fileExists(atPath: path) else { continue }
            if let chart = try? ChartLoader.load(path) { return chart }
        }
        return nil
    }

    /// The next part of a seat id after `prefix`: tribune ids with a dash while no tribune
    /// is typed, then that tribune's row labels with a dash, then the row's seat ids.
    static func seatIDs(_ chart: Chart, prefix: String) -> [String] {
        let parts = prefix.split(separator: "-", omittingEmptySubsequences: false)
        // Tribune ids may contain dashes: the longest tribune id that the prefix starts with.
        let tribune = chart.tribunes.indices.filter { prefix.hasPrefix(chart.tribunes[$0].id + "-") }
            .max { chart.tribunes[$0].id.count < chart.tribunes[$1].id.count }
        guard let tribune, parts.count >= 2 else { return chart.tribunes.map { $0.id + "-" } }
        let tribuneID = chart.tribunes[tribune].id
        let rows = chart.rows.indices.filter { chart.rows[$0].tribune == tribune }
        let rest = prefix.dropFirst(tribuneID.count + 1)
        if let row = rows.first(where: { rest.hasPrefix(chart.rows[$0].label + "-") }) {
            return chart.seats.indices.filter { chart.seats[$0].row == row }.map { chart.seatID($0) }
        }
        return rows.map { "\(tribuneID)-\(chart.rows[$0].label)-" }
    }

    /// A shell word without the quotes around it.
    static func unquoted(_ word: String) -> String {
        for quote in ["\"", "'"] where word.count >= 2 && word.hasPrefix(quote) && word.hasSuffix(quote) {
            return String(word.dropFirst().dropLast())
        }
        return word
    }
}
