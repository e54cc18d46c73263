import Foundation
import SeatChart

/// Stadium files laid out once per test process and shared by every test that reads them.
///
/// A debug build lays out the mega stadium (148,000 seats) in seconds; a dozen tests read it
/// (the hit index, the pretix export, the money and seat counts), and each laid it out again.
/// A ``Chart`` is a value, so a test that changes its copy changes only its copy. The first
/// caller of a file lays it out while the others wait for it; a file that fails to load fails
/// the same way for every caller.
public final class LaidOutCharts: @unchecked Sendable {
    /// The charts of this test process.
    private static let shared = LaidOutCharts()

    /// The chart of the stadium file at `path`, laid out on the first call for that path in
    /// this test process.
    public static func chart(path: String) throws -> Chart {
        try shared.chart(path: path)
    }

    /// One file's layout, made once.
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<Chart, Error>?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    private func chart(path: String) throws -> Chart {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        let entry = lock.withLock {
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
        return try entry.lock.withLock {
            if let result = entry.result { return result }
            let result = Result { try StadiumFile.load(path: path) }
            entry.result = result
            return result
        }.get()
    }
}
