import Hummingbird
import Synchronization

/// The events and seasons a server began to serve after it started (``LateEventWatch``), each
/// with the responder of its routes: the router's `/events/{event}/…` routes answer through
/// it, while those known at the start have routes of their own.
final class LateEventRegistry: Sendable {
    private struct Entry: Sendable {
        let key: String
        let event: ServedEvent?
        let season: (season: ServedSeason, chart: Int)?
        let responder: RouterResponder<SaleRequestContext>
    }

    private let entries = Mutex<[Entry]>([])

    /// Serves the event `served` from now on with `responder`.
    func add(_ served: ServedEvent, responder: RouterResponder<SaleRequestContext>) {
        entries.withLock { $0.append(Entry(key: served.event.key, event: served, season: nil, responder: responder)) }
    }

    /// Serves the season `served` of chart number `chart` from now on with `responder`.
    func add(_ served: ServedSeason, chart: Int, responder: RouterResponder<SaleRequestContext>) {
        entries.withLock { $0.append(Entry(key: served.season.key, event: nil, season: (served, chart), responder: responder)) }
    }

    /// The responder of the event or season `key`, if it is one of these.
    func responder(for key: String) -> RouterResponder<SaleRequestContext>? {
        entries.withLock { $0.first { $0.key == key }?.responder }
    }

    /// The events, in the order they came.
    var events: [ServedEvent] { entries.withLock { $0.compactMap(\.event) } }

    /// The seasons of chart number `chart`, in the order they came.
    func seasons(of chart: Int) -> [ServedSeason] {
        entries.withLock { $0.compactMap { $0.season?.chart == chart ? $0.season?.season : nil } }
    }
}
