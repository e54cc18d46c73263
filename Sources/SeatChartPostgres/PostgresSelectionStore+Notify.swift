import SeatChartStore

extension PostgresSelectionStore: SelectionChangeSignal {
    public func watchChanges(_ onChange: @escaping @Sendable () -> Void) async {
        let watch = PostgresChangeWatch(url: url, onChange: onChange)
        await withTaskCancellationHandler {
            await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
                watch.start { ended.resume() }
            }
        } onCancel: {
            watch.cancel()
        }
    }
}
