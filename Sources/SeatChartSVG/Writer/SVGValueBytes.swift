/// An attribute value built as UTF-8 bytes and handed to libxml2 without a copy: the per-seat
/// fast path of the SVG. The bytes are always followed by a NUL, as libxml2 wants them.
///
/// Bytes appended with ``appendASCII(_:)`` and the number formatters are the project's own
/// formatted text: digits, ASCII letters, space, `.`, `-`, `+`, `,`, `(` and `)`, none of
/// which XML escapes (``isFormatted``). Bytes appended with ``appendText(_:)`` (ids, names:
/// anything from a stadium file) always go through libxml2's escaping, after a value holding
/// a character XML cannot carry has gone through ``XMLText``.
///
/// Owns its memory, so it cannot be copied: the writers keep one per run and lend it out,
/// and the memory is freed when the value's life ends.
struct SVGValueBytes: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// The number of bytes, the final NUL not counted.
    private(set) var count = 0
    private var capacity: Int
    /// Whether a byte from ``appendText(_:)`` may be one XML 1.0 cannot carry.
    private(set) var mayNeedWork = false
    /// Whether every byte is formatted text (nothing from ``appendText(_:)``).
    private(set) var isFormatted = true

    /// An empty value with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity + 1)
        base[0] = 0
    }

    deinit { base.deallocate() }

    /// The bytes, without the final NUL.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Empties the value, keeping its memory.
    @inline(__always)
    mutating func removeAll() {
        count = 0
        mayNeedWork = false
        isFormatted = true
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
        isFormatted = false
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
    mutating func append(_ other: borrowing SVGValueBytes) {
        if other.mayNeedWork { mayNeedWork = true }
        if !other.isFormatted { isFormatted = false }
        appendASCII(other.bytes)
    }

    /// Writes up to `maximum` bytes at the end through `body`, which returns how many it wrote.
    @inline(__always)
    mutating func appendASCII(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += body(base + count)
        base[count] = 0
    }

    /// Whether `byte` may appear in formatted text: an ASCII digit or letter, space, `.`, `-`,
    /// `+`, `,`, `(` or `)`. XML escapes none of them.
    static func isFormattedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x20, 0x2E, 0x2D, 0x2B, 0x2C, 0x28, 0x29: return true
        default: return false
        }
    }

    /// The byte at `index` (`0..<count`).
    @inline(__always)
    subscript(index: Int) -> UInt8 { base[index] }
}
