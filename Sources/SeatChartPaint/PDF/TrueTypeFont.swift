/// A TrueType font file (outlines in a `glyf` table), read as far as a PDF needs it: its
/// metrics, each glyph's advance, and a subset holding only the glyphs a page shows.
/// Reading never traps: a file that is not such a font, or whose tables point outside it,
/// gives nil, and the page then draws its text from outlines.
struct TrueTypeFont: Sendable {
    let data: [UInt8]
    /// Where each table lies in ``data``, by tag.
    let tables: [String: Range<Int>]
    let unitsPerEm: Int
    /// The bounding box of all glyphs: x min, y min, x max, y max, in font units.
    let boundingBox: [Int]
    let ascender: Int
    let descender: Int
    let glyphCount: Int
    /// Whether `loca` holds 32-bit offsets.
    let longOffsets: Bool
    /// How many glyphs have an advance of their own in `hmtx` (the rest share the last).
    let metricsCount: Int

    init?(data: [UInt8]) {
        self.data = data
        let reader = FontBytes(data)
        guard let version = reader.u32(0), version == 0x0001_0000 || version == 0x7472_7565, let count = reader.u16(4) else { return nil }
        var tables: [String: Range<Int>] = [:]
        for k in 0..<count {
            let record = 12 + 16 * k
            guard let tag = reader.tag(record), let offset = reader.u32(record + 8), let length = reader.u32(record + 12),
                  offset + length <= data.count else { return nil }
            tables[tag] = offset..<(offset + length)
        }
        for required in ["head", "hhea", "maxp", "hmtx", "loca", "glyf"] where tables[required] == nil { return nil }
        self.tables = tables
        guard let head = tables["head"]?.lowerBound, let hhea = tables["hhea"]?.lowerBound, let maxp = tables["maxp"]?.lowerBound,
              let unitsPerEm = reader.u16(head + 18), unitsPerEm > 0,
              let xMin = reader.i16(head + 36), let yMin = reader.i16(head + 38), let xMax = reader.i16(head + 40), let yMax = reader.i16(head + 42),
              let format = reader.i16(head + 50), let ascender = reader.i16(hhea + 4), let descender = reader.i16(hhea + 6),
              let metricsCount = reader.u16(hhea + 34), metricsCount > 0, let glyphCount = reader.u16(maxp + 4), glyphCount > 0
        else { return nil }
        self.unitsPerEm = unitsPerEm
        boundingBox = [xMin, yMin, xMax, yMax]
        self.ascender = ascender
        self.descender = descender
        self.glyphCount = glyphCount
        self.metricsCount = metricsCount
        longOffsets = format == 1
        guard let hmtx = tables["hmtx"], hmtx.count >= 4 * metricsCount + 2 * max(0, glyphCount - metricsCount),
              let loca = tables["loca"], loca.count >= (longOffsets ? 4 : 2) * (glyphCount + 1)
        else { return nil }
    }

    /// The advance width of `glyph`, in font units (0 for a glyph the font does not have).
    func advance(of glyph: Int) -> Int {
        guard (0..<glyphCount).contains(glyph), let hmtx = tables["hmtx"]?.lowerBound else { return 0 }
        return FontBytes(data).u16(hmtx + 4 * min(glyph, metricsCount - 1)) ?? 0
    }

    /// The bytes of `glyph`'s outline in ``data`` (empty for a glyph with no outline, such as
    /// a space), or nil when the font does not have it.
    func outline(of glyph: Int) -> Range<Int>? {
        guard (0..<glyphCount).contains(glyph), let loca = tables["loca"]?.lowerBound, let glyf = tables["glyf"] else { return nil }
        let reader = FontBytes(data)
        let start: Int?, end: Int?
        if longOffsets {
            start = reader.u32(loca + 4 * glyph)
            end = reader.u32(loca + 4 * glyph + 4)
        } else {
            start = reader.u16(loca + 2 * glyph).map { 2 * $0 }
            end = reader.u16(loca + 2 * glyph + 2).map { 2 * $0 }
        }
        guard let start, let end, start <= end, glyf.lowerBound + end <= glyf.upperBound else { return nil }
        return (glyf.lowerBound + start)..<(glyf.lowerBound + end)
    }

    /// The glyphs a composite glyph is made of, with where each one's number lies in
    /// ``data``; empty for a simple glyph.
    func components(of glyph: Int) -> [(glyph: Int, at: Int)] {
        guard let outline = outline(of: glyph), outline.count >= 10 else { return [] }
        let reader = FontBytes(data)
        guard let contours = reader.i16(outline.lowerBound), contours < 0 else { return [] }
        var found: [(glyph: Int, at: Int)] = []
        var at = outline.lowerBound + 10
        while at + 4 <= outline.upperBound, let flags = reader.u16(at), let component = reader.u16(at + 2) {
            found.append((component, at + 2))
            at += 4 + (flags & 0x0001 != 0 ? 4 : 2)  // the arguments: words or bytes
            if flags & 0x0008 != 0 { at += 2 }  // one scale
            else if flags & 0x0040 != 0 { at += 4 }  // x and y scales
            else if flags & 0x0080 != 0 { at += 8 }  // a two by two matrix
            guard flags & 0x0020 != 0 else { break }  // more components follow
        }
        return found
    }
}

/// Big-endian numbers read from a font's bytes; nil past its end.
struct FontBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func u16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    func i16(_ at: Int) -> Int? {
        u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 }
    }

    func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }

    func tag(_ at: Int) -> String? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
    }
}
