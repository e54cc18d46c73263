import Foundation

/// `--quiet`: warnings (a pretix plan's renamed labels or repeated guids) are not printed;
/// errors always are. Taken anywhere on the command line, before the commands parse it, and
/// kept in the environment as `SEATCHART_QUIET=1`, which also sets it.
enum Quiet {
    /// The flag.
    static let flag = "--quiet"
    static let variable = "SEATCHART_QUIET"

    /// Silences warnings for the rest of the process.
    static func silenceWarnings() { setenv(variable, "1", 1) }

    /// Whether warnings are silenced.
    static var isOn: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}
