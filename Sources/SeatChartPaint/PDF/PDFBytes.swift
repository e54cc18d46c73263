import SeatChartGeometry

/// A PDF's text being written: operators and their operands, numbers through the one number
/// writer (``SVGNumber``, compact: `.5`, `-12`), names and hexadecimal strings.
struct PDFBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    var isEmpty: Bool { bytes.isEmpty }

    /// `value` at `decimals` decimals, then a space.
    mutating func number(_ value: Double, _ decimals: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SVGNumber.maximumLength + 1) { buffer in
            guard let out = buffer.baseAddress else { return }
            let count = SVGNumber.write(value, precision: decimals, leadingZero: false, to: out)
            out[count] = 0x20
            bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: count + 1))
        }
    }

    /// The point `p`: two numbers.
    mutating func point(_ p: Point, _ decimals: Int) {
        number(p.x, decimals)
        number(p.y, decimals)
    }

    /// A colour's red, green and blue, each 0...1 at four decimals.
    mutating func color(_ color: PaintColor) {
        for part in [color.red, color.green, color.blue] { number(min(max(part, 0), 1), 4) }
    }

    /// An operator and the end of its line.
    mutating func op(_ name: StaticString) {
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x0A)
    }

    /// Text as it is (names, operators, dictionaries), with no separator.
    mutating func text(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `<0001002A>`: 16-bit codes as a hexadecimal string, then a space.
    mutating func hex(_ codes: [UInt16]) {
        let digits = Self.hexDigits
        bytes.append(0x3C)
        for code in codes {
            for shift in stride(from: 12, through: 0, by: -4) { bytes.append(digits[Int(code >> UInt16(shift)) & 0xF]) }
        }
        bytes.append(contentsOf: [0x3E, 0x20])
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    mutating func append(_ other: PDFBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
