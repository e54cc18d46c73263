import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// The text of the event stream (`text/event-stream`): one event per seat change,
/// `id: SEQ` and `data: {"seq", "seat", "state"}`, so that a browser's `EventSource`
/// resumes after the last change it saw by sending `Last-Event-ID`; and, on a chart with
/// standing areas, an `area` event whenever an area's counts change.
enum ServerSentEvents {
    /// The stream's first lines: how long a client waits before reconnecting, and the
    /// position it starts from (`event: ready`, `data: {"seq"}`), which is also its
    /// `Last-Event-ID` until a change arrives.
    static func opening(from sequence: Int64, retryMilliseconds: Int) -> String {
        let data = SaleJSON.line(.object([JSONMember("seq", .number(Double(sequence)))]))
        return "retry: \(retryMilliseconds)\n\nid: \(sequence)\nevent: ready\ndata: \(data)\n\n"
    }

    /// One change as an event.
    static func event(_ change: SeatChangeEvent) -> String {
        let data = SaleJSON.line(.object([
            JSONMember("seq", .number(Double(change.sequence))),
            JSONMember("seat", .string(change.seatID)),
            JSONMember("state", .string(change.state.rawValue)),
        ]))
        return "id: \(change.sequence)\ndata: \(data)\n\n"
    }

    /// A standing area's new counts: `event: area`, `data: {"area", "capacity", "held",
    /// "booked", "left"}`, without an id (a client resuming gets every area's counts anew
    /// when its stream opens, so none is missed).
    static func area(_ count: AreaCount) -> String {
        "event: area\ndata: \(SaleJSON.line(SaleJSON.areaCount(count)))\n\n"
    }

    /// A comment that keeps an idle stream open through proxies.
    static let heartbeat = ": still here\n\n"
}
