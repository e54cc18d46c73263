import Foundation
import SeatChartTestSupport

/// A webhook receiver on loopback for the tests (`Tests/Webhooks/receiver.py`, a separate
/// process): the deliveries it answered, in order, and how it answers next.
final class WebhookReceiver: @unchecked Sendable {
    /// One delivery the receiver answered.
    public struct Delivery: Sendable {
        public let id: String
        public let signature: String
        public let body: String
        public let status: Int
        /// The body's JSON.
        public var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }
    }

    public let process: ChildProcess
    public let port: Int
    private let condition = NSCondition()
    private var received: [Delivery] = []

    /// Starts a receiver on `port` (0: any free port).
    public init(port: Int = 0) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw ServerProcessError(message: "no pipe") }
        let reading = ends[0]
        defer { close(ends[1]) }
        process = try ChildProcess(
            "/usr/bin/python3", [SeatChartProcess.path("Tests/Webhooks/receiver.py"), String(port)], stdout: .descriptor(ends[1]))
        let handle = FileHandle(fileDescriptor: reading, closeOnDealloc: true)
        var pending = Data()
        var firstLine: String?
        while firstLine == nil {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw ServerProcessError(message: "the webhook receiver did not start") }
            pending += chunk
            if let newline = pending.firstIndex(of: 0x0A) {
                firstLine = String(decoding: pending[..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
            }
        }
        guard let text = firstLine, text.hasPrefix("listening "), let found = Int(text.dropFirst(10)) else {
            throw ServerProcessError(message: "the webhook receiver said: \(firstLine ?? "")")
        }
        self.port = found
        let rest = pending
        Thread.detachNewThread { [self] in
            var buffer = rest
            while true {
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = Data(buffer[..<newline])
                    buffer = Data(buffer[(newline + 1)...])
                    if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] {
                        let delivery = Delivery(
                            id: object["id"] as? String ?? "", signature: object["signature"] as? String ?? "",
                            body: object["body"] as? String ?? "", status: object["status"] as? Int ?? 0)
                        condition.lock()
                        received.append(delivery)
                        condition.broadcast()
                        condition.unlock()
                    }
                }
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer += chunk
            }
        }
    }

    deinit { stop() }

    /// Its URL (`http://127.0.0.1:PORT/hook`).
    public var url: String { "http://127.0.0.1:\(port)/hook" }

    /// Every delivery answered so far.
    public var deliveries: [Delivery] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Waits until `satisfied` holds for the deliveries answered (at most `timeout` seconds);
    /// the deliveries then.
    @discardableResult
    public func wait(timeout: TimeInterval = 30, until satisfied: ([Delivery]) -> Bool) throws -> [Delivery] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !satisfied(received) {
            guard condition.wait(until: deadline) else {
                throw ServerProcessError(message: "the webhook receiver got \(received.count) deliveries: \(received.map(\.body))")
            }
        }
        return received
    }

    /// Waits for `count` deliveries answered 2xx.
    @discardableResult
    public func waitForSuccesses(_ count: Int, timeout: TimeInterval = 30) throws -> [Delivery] {
        try wait(timeout: timeout) { $0.filter { (200..<300).contains($0.status) }.count >= count }.filter { (200..<300).contains($0.status) }
    }

    /// Sets how it answers next (`ok`, `fail`, `slow:S`, `hang`, `close`, `half`).
    public func set(_ mode: String) throws {
        let connection = try TCPConnection(port: port)
        try connection.send("GET /_mode/\(mode) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let result = connection.receiveUntilClosed(timeout: 10)
        guard result.hasPrefix("HTTP/1.1 204") || result.hasPrefix("HTTP/1.0 204") else { throw ServerProcessError(message: "the webhook receiver did not take mode \(mode): \(result)") }
    }

    /// Stops it.
    public func stop() {
        if process.isRunning {
            process.send(SIGKILL)
            _ = process.waitUntilExit()
        }
    }
}
