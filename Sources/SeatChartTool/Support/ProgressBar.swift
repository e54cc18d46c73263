import Foundation

/// A progress bar on standard error, redrawn in place (`\r`) at most ten times a second, when
/// standard error is a terminal and `--quiet` is off; nothing otherwise, so logs and pipes
/// get only the command's own lines.
struct ProgressBar {
    let total: Int
    let label: String
    private let shown: Bool
    private let start = Date()
    private var lastDrawn = Date.distantPast

    init(total: Int, label: String, shown: Bool = isatty(STDERR_FILENO) == 1 && !Quiet.isOn) {
        (self.total, self.label, self.shown) = (total, label, shown && total > 1)
    }

    /// "tickets 120/1000 [#####...............]  12 %  about 40 s left".
    static func line(label: String, done: Int, total: Int, elapsed: TimeInterval, width: Int = 30) -> String {
        let fraction = total > 0 ? Double(min(done, total)) / Double(total) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        var line = "\(label) \(done)/\(total) [" + String(repeating: "#", count: filled)
            + String(repeating: ".", count: width - filled) + "] " + String(format: "%3d %%", Int(fraction * 100))
        if done > 0 && done < total {
            line += "  about \(Int((elapsed / Double(done) * Double(total - done)).rounded(.up))) s left"
        }
        return line
    }

    /// Shows `done` of `total`.
    mutating func show(_ done: Int) {
        guard shown else { return }
        let now = Date()
        guard done >= total || now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
        lastDrawn = now
        let text = Self.line(label: label, done: done, total: total, elapsed: now.timeIntervalSince(start))
        StandardOutput.write(Data(("\r" + text + "\u{1B}[K").utf8), to: .standardError)
    }

    /// Ends the bar's line.
    func finish() {
        guard shown else { return }
        StandardOutput.write(Data("\n".utf8), to: .standardError)
    }
}
