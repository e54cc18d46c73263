import Foundation

/// A `curl -N` reading a server's event stream in the background, whose text a test waits on
/// until it holds what the test expects, or a deadline passes: a loaded machine may be slow,
/// and a fixed window would make the test fail for that alone.
public final class EventStreamReader: @unchecked Sendable {
    private let curl = Process()
    private let lock = NSLock()
    private var buffer = Data()

    /// Starts reading `url`, sending `headers` (for example `Last-Event-ID: 0`).
    public init(url: String, headers: [String] = []) throws {
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = ["curl", "-s", "-N"] + headers.flatMap { ["-H", $0] } + [url]
        let output = Pipe()
        curl.standardOutput = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.buffer.append(data) }
        }
        try curl.run()
    }

    deinit { stop() }

    /// What the stream has sent so far.
    public var text: String { lock.withLock { String(decoding: buffer, as: UTF8.self) } }

    /// Waits until the text contains every one of `needles`, at most `timeout` seconds;
    /// whether it does.
    public func waitFor(_ needles: [String], timeout: TimeInterval = 30) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let current = text
            if needles.allSatisfy(current.contains) { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        let current = text
        return needles.allSatisfy(current.contains)
    }

    /// Whether curl is still connected.
    public var isRunning: Bool { curl.isRunning }

    /// Waits for curl to end, at most `timeout` seconds; whether it did.
    public func waitForEnd(timeout: TimeInterval) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while curl.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(50)) }
        return !curl.isRunning
    }

    /// Ends curl.
    public func stop() {
        if curl.isRunning { curl.terminate() }
    }
}
