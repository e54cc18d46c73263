import HTTPTypes
import Hummingbird
import NIOCore
import SeatChartSale
import SeatChartStore
import ServiceLifecycle

/// `GET /api/events`: every seat change as a Server-Sent Event, from the log, so that a
/// client resuming with `Last-Event-ID` (or `?lastEventId=`) misses none.
struct EventRoutes {
    let api: SaleAPI

    func add(to router: Router<some RequestContext>) {
        router.get("api/events") { request, _ in try events(request) }
    }

    func events(_ request: Request) throws -> Response {
        let resume = try lastEventID(request)
        let feed = api.feed, sale = api.sale, heartbeat = api.settings.eventHeartbeatInterval
        // Listening first, then reading the backlog up to where the listening starts: no
        // change falls between the two.
        let (batches, from) = feed.listen()
        let body = ResponseBody { writer in
            var sent = resume ?? from
            try await writer.write(ByteBuffer(string: ServerSentEvents.opening(from: sent, retryMilliseconds: 1000)))
            while sent < from {
                let after = sent
                let backlog = try await api.offload.run { try sale.changes(after: after, limit: 2000) }
                guard let last = backlog.last else { break }
                try await writer.write(ByteBuffer(string: backlog.filter { $0.sequence <= from }.map(ServerSentEvents.event).joined()))
                sent = last.sequence
            }
            try await Self.relay(batches, after: sent, heartbeat: heartbeat, to: &writer)
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store", HTTPField.Name("X-Accel-Buffering")!: "no"],
            body: body)
    }

    /// Writes each batch's changes after `sequence` until the feed ends or the client
    /// goes; a comment when nothing happened for `heartbeat`.
    private static func relay(
        _ batches: ChangeFeed.Batches, after sequence: Int64, heartbeat: Duration, to writer: inout any ResponseBodyWriter
    ) async throws {
        var sent = sequence
        // The server's shutdown ends the stream (its requests in flight must finish).
        let (ending, end) = AsyncStream<Void>.makeStream()
        let ticks = AsyncStream<[SeatChangeEvent]?> { continuation in
            let relay = Task {
                for await batch in batches { continuation.yield(batch) }
                continuation.finish()
            }
            let timer = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: heartbeat)
                    continuation.yield(nil)
                }
            }
            let stop = Task {
                for await _ in ending {}
                continuation.finish()
            }
            continuation.onTermination = { _ in relay.cancel(); timer.cancel(); stop.cancel() }
        }
        try await withGracefulShutdownHandler {
            try await write(ticks, after: &sent, to: &writer)
        } onGracefulShutdown: {
            end.finish()
        }
    }

    private static func write(
        _ ticks: AsyncStream<[SeatChangeEvent]?>, after sent: inout Int64, to writer: inout any ResponseBodyWriter
    ) async throws {
        for await batch in ticks {
            guard let batch else {
                try await writer.write(ByteBuffer(string: ServerSentEvents.heartbeat))
                continue
            }
            let fresh = batch.filter { $0.sequence > sent }
            guard let last = fresh.last else { continue }
            try await writer.write(ByteBuffer(string: fresh.map(ServerSentEvents.event).joined()))
            sent = last.sequence
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
