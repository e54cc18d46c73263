/// A store that says when a change may have been committed, by any process on the same state
/// (PostgreSQL's `LISTEN`/`NOTIFY`), so that a server's live feed reads the log at once
/// rather than on its next timed read. Stores without it are read on a timer.
public protocol SelectionChangeSignal: Sendable {
    /// Calls `onChange` whenever a change may have been committed, until the calling task is
    /// cancelled. A lost connection is made again, and `onChange` called once it is, since
    /// changes may have come meanwhile.
    func watchChanges(_ onChange: @escaping @Sendable () -> Void) async
}
