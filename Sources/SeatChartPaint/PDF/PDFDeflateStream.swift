import CZlib

/// Bytes compressed as they come, in zlib's format at one level: the same bytes `compress2`
/// writes for the whole input, however it is cut. A PDF page hands its operators over a piece
/// at a time, so it never holds them all, only what they compress to (docs/pictures.md).
final class PDFDeflateStream {
    /// zlib's state points back at its stream, so the stream stays at one address.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private let started: Bool
    /// False once zlib has refused anything: nothing more is compressed.
    private var isUsable: Bool
    /// Whether any bytes were handed over (and so are only in ``compressed``).
    private(set) var hasInput = false
    private var compressed: [UInt8] = []

    init(level: Int32) {
        stream.initialize(to: z_stream())
        started = seatchart_deflate_init(stream, level) == Z_OK
        isUsable = started
    }

    deinit {
        if started { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `bytes`; false (taking none of them) when zlib cannot start or has refused.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        guard isUsable else { return false }
        hasInput = hasInput || !bytes.isEmpty
        return run(bytes, flush: Z_NO_FLUSH)
    }

    /// The whole compressed stream, ended after `bytes`; nil when zlib refused at any point.
    /// Nothing can be written after it.
    func finish(_ bytes: [UInt8] = []) -> [UInt8]? {
        guard isUsable, run(bytes, flush: Z_FINISH) else { return nil }
        isUsable = false
        return compressed
    }

    /// zlib's loop: output room a piece at a time until the input is taken and, when
    /// finishing, the stream ended.
    private func run(_ bytes: [UInt8], flush: Int32) -> Bool {
        let piece = 1 << 16
        let done = bytes.withUnsafeBufferPointer { input -> Bool in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            while true {
                let start = compressed.count
                compressed.append(contentsOf: repeatElement(0, count: piece))
                let status = compressed.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.pointee.next_out = out.baseAddress.map { $0 + start }
                    stream.pointee.avail_out = uInt(piece)
                    return deflate(stream, flush)
                }
                let room = Int(stream.pointee.avail_out)
                compressed.removeLast(room)
                switch status {
                case Z_STREAM_END: return true
                case Z_OK, Z_BUF_ERROR:
                    // Without finishing, done once zlib left room: it holds nothing more to give.
                    if flush != Z_FINISH && room > 0 && stream.pointee.avail_in == 0 { return true }
                    // No progress possible with room left: zlib refused.
                    if status == Z_BUF_ERROR && room > 0 { return false }
                default: return false
                }
            }
        }
        stream.pointee.next_in = nil
        if !done { isUsable = false }
        return done
    }
}
