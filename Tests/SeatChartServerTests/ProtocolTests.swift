import Foundation
import HTTPTypes
import Logging
import SeatChart
import Hummingbird
@testable import SeatChartServer
import SeatChartTestSupport
import Testing

/// The HTTP details a public server owes its clients: `nosniff` on every answer, a CSP on
/// the SVG, `HEAD` as `GET`, JSON bodies only, echoed values cut short, and failures of the
/// server's own told apart from a state out of reach.
@Suite(.onWaitingThreads) struct ProtocolTests {
    @Test func everyAnswerSaysNosniffErrorsIncluded() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            for (method, path) in [
                (HTTPRequest.Method.get, "/api/chart"), (.get, "/"), (.get, "/api/seats?tribune=nope"), (.get, "/no/such/path"),
                (.put, "/api/holds"), (.post, "/api/holds"), (.get, "/openapi.json"),
            ] {
                try await client.execute(uri: path, method: method) { response in
                    #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(method) \(path): \(response.status)")
                }
            }
        }
    }

    @Test func theSVGMayRunNothing() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            try await client.execute(uri: "/api/chart.svg?detail=tribunes", method: .get) { response in
                #expect(response.status == .ok)
                let policy = response.headers[.contentSecurityPolicy] ?? ""
                #expect(policy.contains("default-src 'none'") && policy.contains("sandbox"), "\(policy)")
            }
        }
    }

    @Test func headAnswersAsGetWithoutTheBody() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let get = try await client.execute(uri: "/api/chart", method: .get) { $0 }
            try await client.execute(uri: "/api/chart", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == get.headers[.contentType])
                #expect(response.body.readableBytes == 0)
            }
            for path in ["/", "/openapi.json", "/api/seats?tribune=101", "/api/status"] {
                try await client.execute(uri: path, method: .head) { #expect($0.status == .ok, "HEAD \(path)") }
            }
            // A stream's HEAD opens no stream.
            try await client.execute(uri: "/api/events", method: .head) { #expect($0.status == .ok) }
            #expect(fixture.server.api.feed.listenerCount == 0)
            #expect(fixture.server.api.streams.total == 0)
        }
    }

    @Test(arguments: [nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])
    func aBodyThatIsNotSaidToBeJSONIsA415(contentType: String?) async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            var headers: HTTPFields = [.authorization: "Bearer \(token)"]
            if let contentType { headers[.contentType] = contentType }
            try await client.execute(
                uri: "/api/holds", method: .post, headers: headers, body: ByteBuffer(string: #"{"seats": ["101-A-1"]}"#)
            ) { response in
                #expect(response.status == .unsupportedMediaType, "\(contentType ?? "none")")
            }
            // JSON with its charset, or a +json type, is taken.
            for type in ["application/json; charset=utf-8", "application/merge-patch+json"] {
                headers[.contentType] = type
                try await client.execute(
                    uri: "/api/holds", method: .post, headers: headers, body: ByteBuffer(string: #"{"seats": ["101-A-2"]}"#)
                ) { #expect($0.status == .ok, "\(type)") }
            }
        }
    }

    @Test func echoedValuesAreCutTo200Characters() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let long = String(repeating: "9", count: 60_000)
            let (status, error) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["\#(long)"]}"#)
            #expect(status == .notFound)
            let place = try #require(error.errorPlace)
            #expect(place.count <= "seat ".count + 201 && place.hasSuffix("…"), "\(place.count)")
            let (unknown, named) = try await client.call(.post, "/api/holds", token: token, body: #"{"\#(long)": 1}"#)
            #expect(unknown == .badRequest && (named.errorPlace?.count ?? 0) <= 201)
            for path in ["/api/chart.svg?focus=\(long)", "/api/chart.svg?width=\(long)", "/api/hit?x=\(long)&y=1", "/viewer/\(long)"] {
                let (_, answer) = try await client.call(.get, path)
                #expect((answer.errorMessage?.count ?? 0) < 400, "\(path.prefix(30))")
            }
        }
    }

    @Test func aFailureOfTheServersOwnIsA500WithoutRetryAfterAndAStateOutOfReachA503() {
        let throttle = LogThrottle(), logger = Logger(label: "test")
        struct Unexpected: Error {}
        let failure = APIError.from(Unexpected(), throttle: throttle, logger: logger)
        #expect(failure.status == .internalServerError && failure.headers[.retryAfter] == nil)
        let unreachable = APIError.from(InputError(file: "state", place: "", message: "gone"), throttle: throttle, logger: logger)
        #expect(unreachable.status == .serviceUnavailable && unreachable.headers[.retryAfter] == "1")
        let busy = APIError.from(Offload.Busy(), throttle: throttle, logger: logger)
        #expect(busy.status == .serviceUnavailable && busy.headers[.retryAfter] != nil)
    }

    @Test func aRepeatedFailureIsLoggedOnceASecondWithItsCount() {
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines }
        let start = ContinuousClock.now
        let elapsed = ManualDuration()
        let throttle = LogThrottle(window: .seconds(1)) { start + elapsed.value }
        for _ in 0..<6000 { throttle.log("cannot write: the disk is full", to: logger) }
        throttle.log("another failure", to: logger)
        #expect(lines.written == ["cannot write: the disk is full", "another failure"])
        elapsed.value = .seconds(1)
        throttle.log("cannot write: the disk is full", to: logger)
        #expect(lines.written.last == "cannot write: the disk is full (and 5999 more like it)")
    }
}

/// A log handler that keeps the lines written.
final class LogLines: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    var written: [String] { lock.withLock { lines } }

    func log(event: LogEvent) {
        lock.withLock { lines.append(event.message.description) }
    }
}
