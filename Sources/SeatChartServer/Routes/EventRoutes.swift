import HTTPTypes
import Hummingbird
import NIOCore
import SeatChartSale
import SeatChartStore
import ServiceLifecycle

/// `GET /api/events`: every seat change as a Server-Sent Event, from the log, so that a
/// client resuming with `Last-Event-ID` (or `?lastEventId=`) misses none; on a chart with
/// standing areas, every area's counts when the stream opens and each change of them after.
struct EventRoutes {
    let api: SaleAPI

    func add(to router: some RouterMethods<SaleRequestContext>) {
        router.get("api/events") { request, context in try events(request, context: context) }
    }

    /// The stream, unless the client address has ``ServeSettings/maxStreamsPerAddress`` open
    /// already (429). It is counted, and starts listening, when its body is written (never
    /// for `HEAD`).
    func events(_ request: Request, context: SaleRequestContext) throws -> Response {
        let resume = try lastEventID(request)
        let address = api.clientAddress(request, context: context)
        guard api.streams.hasRoom(address) else {
            throw APIError.tooManyRequests(
                "this address has \(api.streams.cap) event streams open, the most this server allows one; close one first",
                retryAfter: 5)
        }
        let (closed, close) = (context.connectionClosed, context.closeConnection)
        let body = ResponseBody { [api] writer in
            // Another stream of the address may have come in between: this one ends at once.
            guard api.streams.open(address) else { return try await writer.finish(nil) }
            defer { api.streams.close(address) }
            try await Self.stream(api: api, resume: resume, until: closed, closing: close, to: &writer)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPField.Name("X-Accel-Buffering")!: "no"],
            body: body)
    }

    /// Writes the stream: the opening, the log's changes since `resume`, then the live ones
    /// until the feed ends, the client goes (`closed`), or the client falls behind (then the
    /// connection is closed with `close`, even while a write waits on it, and the client
    /// resumes from the log).
    private static func stream(
        api: SaleAPI, resume: Int64?, until closed: EventLoopFuture<Void>, closing close: @escaping @Sendable () -> Void,
        to writer: inout any ResponseBodyWriter
    ) async throws {
        // Listening first, then reading the backlog up to where the listening starts: no
        // change falls between the two.
        let (listener, from) = api.feed.listen()
        defer { api.feed.stopListening(listener) }
        closed.whenComplete { _ in listener.finish() }
        listener.whenFallingBehind(close)
        var sent = resume ?? from
        try await writer.write(ByteBuffer(string: ServerSentEvents.opening(from: sent, retryMilliseconds: 1000)))
        // Every area's counts as they are now: a client that resumes has missed none.
        let areas = api.feed.areas
        if !areas.isEmpty { try await writer.write(ByteBuffer(string: areas.map(ServerSentEvents.area).joined())) }
        while sent < from {
            let after = sent
            let backlog = try await api.reads.run { [sale = api.sale] in try sale.changes(after: after, limit: 2000) }
            guard let last = backlog.last else { break }
            try await writer.write(ByteBuffer(string: backlog.filter { $0.sequence <= from }.map(ServerSentEvents.event).joined()))
            sent = last.sequence
        }
        try await withGracefulShutdownHandler {
            try await relay(listener, after: sent, heartbeat: api.settings.eventHeartbeatInterval, to: &writer)
        } onGracefulShutdown: {
            // The server's shutdown ends the stream (its requests in flight must finish).
            listener.finish()
        }
        try await writer.finish(nil)
    }

    /// Writes the listener's changes after `sequence` until it ends; a comment when nothing
    /// happened for `heartbeat`.
    private static func relay(
        _ listener: ChangeListener, after sequence: Int64, heartbeat: Duration, to writer: inout any ResponseBodyWriter
    ) async throws {
        var sent = sequence
        while true {
            switch await listener.next(waitingAtMost: heartbeat) {
            case .idle:
                try await writer.write(ByteBuffer(string: ServerSentEvents.heartbeat))
            case .changes(let batch):
                let fresh = batch.filter { $0.sequence > sent }
                guard let last = fresh.last else { continue }
                try await writer.write(ByteBuffer(string: fresh.map(ServerSentEvents.event).joined()))
                sent = last.sequence
            case .areas(let counts):
                try await writer.write(ByteBuffer(string: counts.map(ServerSentEvents.area).joined()))
            case .ended, .fellBehind:
                return
            }
        }
    }

    /// The change a resuming client saw last: `Last-Event-ID`, else `?lastEventId=`.
    private func lastEventID(_ request: Request) throws -> Int64? {
        let header = request.headers[HTTPField.Name("Last-Event-ID")!]
        let (text, place) = header.map { ($0, "Last-Event-ID") }
            ?? (request.uri.queryParameters["lastEventId"].map(String.init), "lastEventId")
        guard let text, !text.isEmpty else { return nil }
        guard let value = Int64(text), value >= 0 else {
            throw APIError.badRequest("expected the number of the last event received, found \"\(text.prefix(40))\"", place: place)
        }
        return value
    }
}
