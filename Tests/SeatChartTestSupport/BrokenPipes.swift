import Foundation

/// A write to a pipe or socket whose reader is gone fails with `EPIPE` in the tests' process
/// instead of killing it with SIGPIPE: a process that exits before reading all its standard
/// input, or a server that closes a connection the test still writes to, is what some tests
/// check. Every helper that writes to another process calls ``ignore()`` first.
public enum BrokenPipes {
    private static let ignored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Ignores SIGPIPE in this process (once).
    public static func ignore() { ignored }
}
