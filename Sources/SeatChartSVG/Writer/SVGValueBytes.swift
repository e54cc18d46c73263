/// An attribute value built as UTF-8 bytes and handed to libxml2 without a copy: the per-seat
/// fast path of the SVG. The bytes are always followed by a NUL, as libxml2 wants them.
///
/// Bytes appended with ``appendASCII(_:)`` and the number formatters are trusted to be
/// printable ASCII; bytes appended with ``appendText(_:)`` (ids, names: anything from a
/// stadium file) are checked, and a value holding a character XML cannot carry goes through
/// ``XMLText`` before libxml2 escapes it. Escaping itself is always libxml2's.
///
/// Owns its memory: call ``deallocate()`` once when done (the writers keep one per run).
struct SVGValueBytes {
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes, the final NUL not counted.
    private(set) var count = 0
    private var capacity: Int
    /// Whether a byte from ``appendText(_:)`` may be one XML 1.0 cannot carry.
    private(set) var mayNeedWork = false

    /// An empty value with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity + 1)
        base[0] = 0
    }

    /// Frees the memory; the value must not be used afterwards.
    func deallocate() { base.deallocate() }

    /// The bytes, without the final NUL.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Empties the value, keeping its memory.
    @inline(__always)
    mutating func removeAll() {
        count = 0
        mayNeedWork = false
        base[0] = 0
    }

    /// Makes room for `extra` more bytes (and the NUL).
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity + 1)
        newBase.update(from: base, count: count + 1)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one printable ASCII byte.
    @inline(__always)
    mutating func appendASCII(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
        base[count] = 0
    }

    /// Appends printable ASCII bytes (a literal such as `rotate(`, or formatted numbers).
    @inline(__always)
    mutating func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
        base[count] = 0
    }

    /// Appends the bytes of a static ASCII literal.
    @inline(__always)
    mutating func appendASCII(_ literal: StaticString) {
        appendASCII(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends UTF-8 text from outside (an id, a label), noting whether it may hold a character
    /// XML cannot carry.
    @inline(__always)
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        if !mayNeedWork && XMLText.mayNeedWork(bytes) { mayNeedWork = true }
        appendASCII(bytes)
    }

    /// Appends UTF-8 text from outside (an id, a label), as ``appendText(_:)-(UnsafeBufferPointer<UInt8>)``.
    @inline(__always)
    mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { appendText($0) }
    }

    /// Appends the bytes of `other`, carrying over whether they need checking.
    @inline(__always)
    mutating func append(_ other: SVGValueBytes) {
        if other.mayNeedWork { mayNeedWork = true }
        appendASCII(other.bytes)
    }

    /// Writes up to `maximum` bytes at the end through `body`, which returns how many it wrote.
    @inline(__always)
    mutating func appendASCII(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += body(base + count)
        base[count] = 0
    }

    /// The byte at `index` (`0..<count`).
    @inline(__always)
    subscript(index: Int) -> UInt8 { base[index] }
}
