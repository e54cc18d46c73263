import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A raw TCP connection to a local port, for clients that misbehave on purpose.
public final class TCPConnection: @unchecked Sendable {
    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`, from the loopback address `source` when given (any of
    /// 127.0.0.0/8: another client address), with a receive buffer of `receiveBuffer` bytes
    /// when given (a client that reads slowly), waiting at most `timeout` seconds.
    public init(port: Int, from source: String? = nil, receiveBuffer: Int? = nil, timeout: TimeInterval = 10) throws {
        BrokenPipes.ignore()
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerProcessError(message: "no socket: errno \(errno)") }
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        if let source {
            var local = Self.address(source, port: 0)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                close(descriptor)
                throw ServerProcessError(message: "cannot bind to \(source): errno \(errno)")
            }
        }
        var address = Self.address("127.0.0.1", port: port)
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        var result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if result != 0 && errno == EINPROGRESS {
            var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if poll(&poller, 1, Int32(timeout * 1000)) == 1, getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0 {
                result = failure == 0 ? 0 : -1
                errno = failure
            } else {
                errno = ETIMEDOUT
            }
        }
        _ = fcntl(descriptor, F_SETFL, flags)
        guard result == 0 else {
            let reason = errno
            close(descriptor)
            throw ServerProcessError(message: "cannot connect to port \(port): errno \(reason)")
        }
    }

    private static func address(_ host: String, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        return address
    }

    /// Sends `text`.
    public func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Sends `bytes`, all of them.
    public func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw ServerProcessError(message: "send failed: errno \(errno)") }
            sent += count
        }
    }

    /// Everything received until the server closes the connection (or `timeout` seconds pass).
    public func receiveUntilClosed(timeout: TimeInterval) -> String {
        var received: [UInt8] = []
        _ = read(for: timeout) { received += $0 }
        return String(decoding: received, as: UTF8.self)
    }

    /// What has arrived within `timeout` seconds, until it pauses (nothing when the server
    /// sends nothing), and whether the server closed the connection.
    public func receiveAvailable(timeout: TimeInterval) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        let closed = read(for: timeout, untilQuiet: true) { received += $0 }
        return (String(decoding: received, as: UTF8.self), closed)
    }

    /// The number of bytes received until the server closes the connection (or `timeout`
    /// seconds pass), without keeping them.
    public func countUntilClosed(timeout: TimeInterval) -> (bytes: Int, closed: Bool) {
        var total = 0
        let closed = read(for: timeout) { total += $0.count }
        return (total, closed)
    }

    /// Hands each piece received to `body` until the server closes the connection (true),
    /// `timeout` seconds pass, or, `untilQuiet`, 20 ms pass without a byte after the first.
    private func read(for timeout: TimeInterval, untilQuiet: Bool = false, _ body: (ArraySlice<UInt8>) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var any = false
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else {
                if untilQuiet && any { return false }
                continue
            }
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count <= 0 { return true }
            any = true
            body(buffer[0..<count])
        }
        return false
    }

    deinit { close(descriptor) }
}
