import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A running `seatchart serve`: started on a free port, told apart by the port it prints,
/// stopped by a signal.
public final class ServerProcess: @unchecked Sendable {
    /// The process.
    public let process: ChildProcess
    /// The port it listens on.
    public let port: Int
    /// Where its standard error (the request log) goes.
    public let logFile: URL

    /// Starts `executable COMMAND arguments... --port 0` (COMMAND `serve` unless told: `design`) and waits for its "... at
    /// http://HOST:PORT/" line. With `descriptorLimit`, the server runs with that limit on
    /// open files (soft and hard: `ulimit -n` in the shell that becomes the server), and
    /// starts with `inheritedDescriptors` files open besides the standard streams, as from a
    /// parent that leaks them.
    ///
    /// - Throws: when it cannot start, or ends before listening.
    public init(
        executable: URL, arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
        descriptorLimit: Int? = nil, inheritedDescriptors: Int = 0, command: String = "serve"
    ) throws {
        let executablePath: String, allArguments: [String]
        if let descriptorLimit {
            executablePath = "/bin/bash"
            let leak = inheritedDescriptors > 0 ? "for _ in $(seq \(inheritedDescriptors)); do exec {fd}</dev/null; done; " : ""
            allArguments = ["-c", leak + "ulimit -n \(descriptorLimit) && exec \"$@\"", "bash", executable.path, command]
                + arguments + ["--port", "0"]
        } else {
            executablePath = executable.path
            allArguments = [command] + arguments + ["--port", "0"]
        }
        let scratch = ScratchFolder.make(prefix: "seatchart-serve")
        logFile = scratch.appendingPathComponent("stderr")
        var ends: [Int32] = [0, 0]
        // Every child the tests start closes what it was not given (``ChildProcess``), so the
        // pipe needs no close-on-exec flag.
        guard pipe(&ends) == 0 else { throw ServerProcessError(message: "no pipe: \(String(cString: strerror(errno)))") }
        let reading = ends[0]
        do {
            defer { close(ends[1]) }
            process = try ChildProcess(
                executablePath, allArguments, in: directory?.path, environment: environment,
                stdout: .descriptor(ends[1]), stderr: .file(logFile.path))
        } catch {
            close(reading)
            throw error
        }
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        // Reading blocks until the server prints; an end of file means it stopped.
        while !text.contains("/\n") {
            let count = read(reading, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                close(reading)
                let status = process.waitUntilExit()
                let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
                throw ServerProcessError(message: "seatchart serve did not start (exit \(status)): \(text) \(log)")
            }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        // The rest of its standard output is read to its end and dropped, in the background:
        // a closed pipe would fail the server's next print, a full one would stop it.
        Thread.detachNewThread {
            var rest = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(reading, &rest, rest.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
            }
            close(reading)
        }
        guard let range = text.range(of: #"http://[^:]+:(\d+)/"#, options: .regularExpression),
              let port = Int(text[range].split(separator: ":").last?.dropLast() ?? "")
        else { throw ServerProcessError(message: "no port in: \(text)") }
        self.port = port
    }

    /// The options of a server that many clients of the test, all from one loopback address,
    /// use at once: no cap on connections or new hold tokens per client address.
    public static let manyClientsOfOneAddress = ["--max-connections", "0", "--token-rate", "0"]

    /// The CPU time the server has used so far, in clock ticks (`/proc/PID/stat`: user and system).
    public var cpuTicks: Int {
        let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
        // The fields after the command's name in parentheses: utime and stime are the 12th and 13th.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
        return user + system
    }

    /// The server's address, `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Sends `signal` and waits for the process to end (at most `timeout` seconds); its exit status.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: TimeInterval = 20) -> Int32? {
        process.send(signal)
        if let status = process.waitUntilExit(timeout: timeout) { return status }
        process.send(SIGKILL)
        process.waitUntilExit()
        return nil
    }

    /// The request log so far.
    public var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

}

/// A server that did not start.
public struct ServerProcessError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Requests to a running server, answered as JSON.
public struct APIClient: Sendable {
    /// `http://HOST:PORT`.
    public let baseURL: String
    private let session: URLSession

    public init(baseURL: String) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 128
        configuration.timeoutIntervalForRequest = 180
        session = URLSession(configuration: configuration)
    }

    /// The status and the JSON object of `method path` with `token` as the bearer and `body`.
    public func call(_ method: String, _ path: String, token: String? = nil, body: String? = nil) async throws -> (status: Int, json: [String: Any]) {
        var request = URLRequest(url: URL(string: baseURL + path)!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await Self.send(request, on: session)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return (status, json)
    }

    /// `request`'s answer through a completion handler. FoundationNetworking's async
    /// `data(for:)` can deadlock when its task is cancelled (a task group's sibling threw):
    /// the cancellation waits on the session's queue while the session's queue waits to resume
    /// the task. Without a cancellation handler a cancelled call simply runs to its end.
    private static func send(_ request: URLRequest, on session: URLSession) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let data, let response {
                    continuation.resume(returning: (data, response))
                } else {
                    continuation.resume(throwing: error ?? URLError(.badServerResponse))
                }
            }.resume()
        }
    }

    /// A new hold token.
    public func newToken() async throws -> String {
        try await call("POST", "/api/holders").json["holder"] as? String ?? ""
    }
}
