import Foundation
import SeatChartStore
import Testing

/// The log entries of both logs told as changes: one write is one change, in log order, an
/// order's booking and refund named, a read cut at its limit leaving its last change for the next.
@Suite struct WebhookChangeTests {
    func seat(_ id: Int64, _ time: Double, _ holder: String?, _ action: SelectionAction, _ place: String, actor: String? = nil) -> WebhookLogEntry {
        WebhookLogEntry(log: .seats, id: id, time: time, holder: holder, action: action, placeID: place, quantity: nil, actor: actor)
    }

    @Test func oneWriteIsOneChangeInLogOrder() {
        let seats = [
            seat(11, 1.0, "ann", .select, "A-1"), seat(12, 1.0, "ann", .select, "A-2"), seat(13, 2.0, "ann", .book, "A-1"),
            seat(14, 2.0, "ann", .book, "A-2"), seat(15, 3.0, "ann", .release, "A-1", actor: "desk"), seat(16, 4.0, nil, .block, "B-1"),
        ]
        let areas = [WebhookLogEntry(log: .areas, id: 5, time: 1.0, holder: "ann", action: .select, placeID: "FLOOR", quantity: 2, actor: nil)]
        let changes = WebhookChange.changes(seats: seats, areas: areas, from: (10, 4), complete: (true, true)) { holder, time, refund in
            holder == "ann" && time == (refund ? 3.0 : 2.0) ? "ORD-1" : nil
        }
        #expect(changes.map(\.type) == ["held", "booked", "refunded", "blocked"])
        #expect(changes[0].seats == ["A-1", "A-2"] && changes[0].areas == [AreaPlaces(areaID: "FLOOR", quantity: 2)])
        #expect((changes[0].seatPosition, changes[0].areaPosition) == (12, 5))
        #expect(changes[1].order == "ORD-1" && changes[2].order == "ORD-1" && changes[3].order == nil)
        #expect(changes.map(\.id) == ["12-5", "14-5", "15-5", "16-5"])
    }

    @Test func aReadCutAtItsLimitLeavesItsLastChange() {
        let seats = [seat(1, 1.0, "ann", .select, "A-1"), seat(2, 2.0, "bob", .select, "A-2"), seat(3, 2.0, "bob", .select, "A-3")]
        let cut = WebhookChange.changes(seats: seats, areas: [], from: (0, 0), complete: (false, true)) { _, _, _ in nil }
        #expect(cut.map(\.seats) == [["A-1"]])
        // The areas' log cut at 2.0: the seats' entries from 2.0 on wait for the next read, so
        // an earlier area entry beyond the cut cannot come after them.
        let areas = [WebhookLogEntry(log: .areas, id: 1, time: 0.5, holder: "cy", action: .select, placeID: "FLOOR", quantity: 1, actor: nil),
                     WebhookLogEntry(log: .areas, id: 2, time: 2.0, holder: "cy", action: .select, placeID: "FLOOR", quantity: 1, actor: nil)]
        let both = WebhookChange.changes(seats: seats, areas: areas, from: (0, 0), complete: (true, false)) { _, _, _ in nil }
        #expect(both.map(\.time) == [0.5, 1.0] && both.last?.seatPosition == 1 && both.last?.areaPosition == 1)
        // One write alone filling a read is sent as far as it was read.
        let one = WebhookChange.changes(seats: Array(seats.dropFirst()), areas: [], from: (1, 0), complete: (false, true)) { _, _, _ in nil }
        #expect(one.map(\.seats) == [["A-2", "A-3"]])
        #expect(WebhookRules.backoff(afterFailures: 1) == 1 && WebhookRules.backoff(afterFailures: 4) == 8 && WebhookRules.backoff(afterFailures: 40) == 3600)
        #expect(WebhookRules.isValidURL("https://shop.example/hooks") && !WebhookRules.isValidURL("ftp://x/y") && !WebhookRules.isValidURL("http:///x"))
    }
}
