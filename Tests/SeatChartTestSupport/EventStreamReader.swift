import Foundation

/// A `curl -N` reading a server's event stream in the background, whose text a test waits on
/// until it holds what the test expects, or a deadline passes: a loaded machine may be slow,
/// and a fixed window would make the test fail for that alone. curl writes what it reads to a
/// file, unbuffered (`-N`), and the text is that file.
public final class EventStreamReader: @unchecked Sendable {
    private let curl: ChildProcess
    private let output: URL

    /// Starts reading `url`, sending `headers` (for example `Last-Event-ID: 0`).
    public init(url: String, headers: [String] = []) throws {
        let scratch = ScratchFolder.make(prefix: "seatchart-stream")
        output = scratch.appendingPathComponent("stream")
        do {
            curl = try ChildProcess("/usr/bin/env", ["curl", "-s", "-N"] + headers.flatMap { ["-H", $0] } + [url], stdout: .file(output.path))
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw error
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: output.deletingLastPathComponent())
    }

    /// What the stream has sent so far.
    public var text: String { String(decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self) }

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
        curl.send(SIGTERM)
        curl.waitUntilExit()
    }
}
