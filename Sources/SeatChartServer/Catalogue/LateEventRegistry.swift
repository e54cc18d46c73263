import Hummingbird
import Synchronization

/// The events a server began to serve after it started (``LateEventWatch``), each with the
/// responder of its routes: the router's `/events/{event}/…` routes answer through it, while
/// the events known at the start have routes of their own.
final class LateEventRegistry: Sendable {
    private struct Entry: Sendable {
        let served: ServedEvent
        let responder: RouterResponder<SaleRequestContext>
    }

    private let entries = Mutex<[Entry]>([])

    /// Serves `served` from now on with `responder`.
    func add(_ served: ServedEvent, responder: RouterResponder<SaleRequestContext>) {
        entries.withLock { $0.append(Entry(served: served, responder: responder)) }
    }

    /// The responder of the event `key`, if it is one of these.
    func responder(for key: String) -> RouterResponder<SaleRequestContext>? {
        entries.withLock { $0.first { $0.served.event.key == key }?.responder }
    }

    /// The events, in the order they came.
    var events: [ServedEvent] { entries.withLock { $0.map(\.served) } }
}
