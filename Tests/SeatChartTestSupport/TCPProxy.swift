import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP proxy on a loopback port to another local port, which can stall: while stalled it
/// keeps every connection open but passes no byte on, as a server or network that hangs
/// without closing anything. Connections made while stalled are held too.
public final class TCPProxy: @unchecked Sendable {
    /// The port it listens on (127.0.0.1).
    public let port: Int
    private let target: Int
    private let listener: Int32
    private let condition = NSCondition()
    private var stalled = false
    private var stopped = false
    private var sockets: [Int32] = []

    /// Listens on a free loopback port and passes every connection on to `127.0.0.1:target`.
    public init(to target: Int) throws {
        self.target = target
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.loopback(port: 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else { throw ServerProcessError(message: "the proxy cannot listen: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// From now on no byte passes, either way, until ``resume()``.
    public func stall() { set(stalled: true) }

    /// Bytes pass again.
    public func resume() { set(stalled: false) }

    /// Closes the listener and every connection.
    public func stop() {
        condition.lock()
        let already = stopped
        stopped = true
        let open = sockets
        condition.broadcast()
        condition.unlock()
        // Once: `deinit` stops it too, and a second close of the listener's number could
        // close another test's descriptor that took the number meanwhile.
        guard !already else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for socket in open { shutdown(socket, Int32(SHUT_RDWR)) }
    }

    deinit { stop() }

    private func set(stalled: Bool) {
        condition.lock()
        self.stalled = stalled
        condition.broadcast()
        condition.unlock()
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = Self.loopback(port: target)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                close(client)
                close(server)
                continue
            }
            condition.lock()
            sockets += [client, server]
            condition.unlock()
            Thread.detachNewThread { [self] in pump(from: client, to: server) }
            Thread.detachNewThread { [self] in pump(from: server, to: client) }
        }
    }

    /// Copies bytes from `source` to `destination`, holding them while stalled, until either end closes.
    private func pump(from source: Int32, to destination: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(source, &buffer, buffer.count)
            guard count > 0 else { break }
            condition.lock()
            while stalled && !stopped { condition.wait() }
            let done = stopped
            condition.unlock()
            if done { break }
            var sent = 0
            while sent < count {
                let written = buffer[sent..<count].withUnsafeBytes { write(destination, $0.baseAddress, count - sent) }
                guard written > 0 else { break }
                sent += written
            }
        }
        shutdown(destination, Int32(SHUT_RDWR))
        shutdown(source, Int32(SHUT_RDWR))
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
