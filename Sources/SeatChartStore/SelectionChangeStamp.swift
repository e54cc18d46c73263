/// A store that can say cheaply whether anything may have been committed since an earlier
/// look, by any process on the same state, so that a server's live feeds of many events skip
/// the read of a log that cannot have grown. Stores without it are read on every pass.
public protocol SelectionChangeStamp: Sendable {
    /// A value that differs from every earlier one after a commit; equal values may still
    /// hide a commit now and then, so a reader reads the log anyway every so often.
    func changeStamp() -> StateStamp?
}

/// What ``SelectionChangeStamp/changeStamp()`` gives: opaque, compared for equality.
public struct StateStamp: Hashable, Sendable {
    public let parts: [Int64]

    public init(_ parts: [Int64]) { self.parts = parts }
}
