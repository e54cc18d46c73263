#if canImport(Glibc)
import Glibc

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(descriptor, bytes, count)
}
#elseif canImport(Darwin)
import Darwin

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(descriptor, bytes, count)
}
#endif

/// Where an ``SVGWriter`` sends its bytes. libxml2 hands them over in order, in chunks of
/// about 4 KB, so a document never has to exist whole in memory.
public protocol SVGOutput: AnyObject {
    /// Takes the next `bytes` of the document; returns `false` when they could not be kept
    /// (the writer then stops and reports the failure).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool
}

/// Keeps the document in memory.
public final class SVGMemoryOutput: SVGOutput {
    /// The bytes received so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty output; `capacity` bytes are reserved up front.
    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        self.bytes.append(contentsOf: bytes)
        return true
    }

    /// Forgets the bytes received so far, keeping the memory.
    func removeAll() { bytes.removeAll(keepingCapacity: true) }
}

/// Writes the document to an open file descriptor in large blocks (one `write(2)` per
/// ``blockSize`` bytes rather than one per libxml2 chunk). Call ``flush()`` at the end.
public final class SVGFileOutput: SVGOutput {
    /// The descriptor written to; the caller opens and closes it.
    public let descriptor: Int32
    /// Bytes gathered before a `write(2)`: 1 MiB.
    public static let blockSize = 1 << 20
    /// The number of bytes received so far (written or waiting in the block).
    public private(set) var count = 0
    /// The `errno` of the first failed `write(2)`, if any.
    public private(set) var failure: Int32?

    private let block: UnsafeMutableRawBufferPointer
    private var used = 0

    /// An output onto `descriptor`, which must be open for writing.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        block = .allocate(byteCount: Self.blockSize, alignment: 16)
    }

    deinit { block.deallocate() }

    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil else { return false }
        count += bytes.count
        if used + bytes.count > block.count {
            guard flush() else { return false }
            if bytes.count >= block.count { return writeAll(bytes) }
        }
        if let source = bytes.baseAddress, !bytes.isEmpty {
            (block.baseAddress! + used).copyMemory(from: source, byteCount: bytes.count)
            used += bytes.count
        }
        return true
    }

    /// Writes what is waiting in the block; returns `false` (and sets ``failure``) on an error.
    @discardableResult
    public func flush() -> Bool {
        guard failure == nil else { return false }
        let pending = UnsafeRawBufferPointer(rebasing: block[0..<used])
        used = 0
        return writeAll(pending)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                return false
            }
            offset += n
        }
        return true
    }
}
