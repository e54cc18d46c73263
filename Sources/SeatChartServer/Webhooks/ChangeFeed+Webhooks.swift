import SeatChartStore

extension ChangeFeed {
    /// How many log entries after `cursor` wait to be delivered, from what the feed has seen of
    /// both logs (no read of the state).
    func undelivered(after cursor: WebhookCursor) -> Int {
        Int(max(0, sequence - cursor.seatPosition) + max(0, areaLastEvent - cursor.areaPosition))
    }
}
