import SeatChartStore

extension PostgresSelectionStore: SelectionChangeSignal {
    public func watchChanges(_ onChange: @escaping @Sendable () -> Void) async {
        // One listening connection a database, shared by every event's store.
        let watches = PostgresChangeWatches.shared
        let id = watches.add(onChange, to: url)
        defer { watches.remove(id, from: url) }
        // Until the watcher is cancelled (a sleep ends at once then).
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
    }
}
