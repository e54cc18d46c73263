extension TrueTypeFont {
    /// A font file with only `glyphs`, renumbered: the glyph at index k of `glyphs` becomes
    /// glyph k (`glyphs[0]` should be 0, the missing glyph; none twice), and the glyphs that composite
    /// glyphs are made of follow them. Its tables: the outlines (`glyf`, `loca`), the metrics
    /// (`head`, `hhea`, `hmtx`, `maxp`) and the hinting programs (`cvt `, `fpgm`, `prep`)
    /// the outlines' instructions call; what a PDF's CID font needs, no character map.
    func subset(_ glyphs: [Int]) -> [UInt8] {
        var order = glyphs  // a glyph the font does not have keeps its place, with no outline
        var number: [Int: Int] = [:]
        for (k, glyph) in order.enumerated() where number[glyph] == nil { number[glyph] = k }
        var k = 0
        while k < order.count {  // the components, and theirs, after the glyphs asked for
            for component in components(of: order[k]) where number[component.glyph] == nil && outline(of: component.glyph) != nil {
                number[component.glyph] = order.count
                order.append(component.glyph)
            }
            k += 1
        }
        var glyf: [UInt8] = [], loca: [UInt8] = [], hmtx: [UInt8] = []
        let reader = FontBytes(data)
        let hmtxStart = tables["hmtx"]?.lowerBound ?? 0
        for glyph in order {
            loca.appendBigEndian(UInt32(glyf.count))
            let range = outline(of: glyph) ?? 0..<0
            let start = glyf.count
            glyf.append(contentsOf: data[range])
            for component in components(of: glyph) {  // the components' new numbers
                let at = start + component.at - range.lowerBound
                let renumbered = UInt16(clamping: number[component.glyph] ?? 0)
                glyf[at] = UInt8(renumbered >> 8)
                glyf[at + 1] = UInt8(renumbered & 0xFF)
            }
            while glyf.count % 4 != 0 { glyf.append(0) }
            let metric = hmtxStart + 4 * min(glyph, metricsCount - 1)
            hmtx.appendBigEndian(UInt16(advance(of: glyph)))
            let bearing = glyph < metricsCount ? metric + 2 : hmtxStart + 4 * metricsCount + 2 * (glyph - metricsCount)
            hmtx.appendBigEndian(UInt16(reader.u16(bearing) ?? 0))
        }
        loca.appendBigEndian(UInt32(glyf.count))
        var head = table("head"), hhea = table("hhea"), maxp = table("maxp")
        head.replaceBigEndian(at: 8, UInt32(0))  // the whole file's checksum, set below
        head.replaceBigEndian(at: 50, UInt16(1))  // long offsets in loca
        hhea.replaceBigEndian(at: 34, UInt16(clamping: order.count))
        maxp.replaceBigEndian(at: 4, UInt16(clamping: order.count))
        var out: [(tag: String, bytes: [UInt8])] = [("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("loca", loca), ("maxp", maxp)]
        for tag in ["cvt ", "fpgm", "prep"] where tables[tag] != nil { out.append((tag, table(tag))) }
        let file = Self.file(out.sorted { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) })
        return file
    }

    private func table(_ tag: String) -> [UInt8] {
        tables[tag].map { Array(data[$0]) } ?? []
    }

    /// A font file of `tables` (sorted by tag): the directory, the tables padded to four
    /// bytes, the checksums and `head`'s adjustment that makes the file's sum 0xB1B0AFBA.
    private static func file(_ tables: [(tag: String, bytes: [UInt8])]) -> [UInt8] {
        var power = 1, log = 0
        while power * 2 <= tables.count { power *= 2; log += 1 }
        var out: [UInt8] = []
        out.appendBigEndian(UInt32(0x0001_0000))
        out.appendBigEndian(UInt16(tables.count))
        out.appendBigEndian(UInt16(power * 16))
        out.appendBigEndian(UInt16(log))
        out.appendBigEndian(UInt16(tables.count * 16 - power * 16))
        var offset = 12 + 16 * tables.count
        var headAt: Int?
        for table in tables {
            out.append(contentsOf: Array(table.tag.utf8))
            out.appendBigEndian(checksum(table.bytes))
            out.appendBigEndian(UInt32(offset))
            out.appendBigEndian(UInt32(table.bytes.count))
            if table.tag == "head" { headAt = offset }
            offset += (table.bytes.count + 3) / 4 * 4
        }
        for table in tables {
            out.append(contentsOf: table.bytes)
            while out.count % 4 != 0 { out.append(0) }
        }
        if let headAt { out.replaceBigEndian(at: headAt + 8, 0xB1B0_AFBA &- checksum(out)) }
        return out
    }

    /// The sum of `bytes` as big-endian 32-bit words (the last one padded with zeros).
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var k = 0
        while k < bytes.count {
            var word: UInt32 = 0
            for j in 0..<4 { word = word << 8 | UInt32(k + j < bytes.count ? bytes[k + j] : 0) }
            sum = sum &+ word
            k += 4
        }
        return sum
    }
}

extension [UInt8] {
    mutating func appendBigEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    mutating func replaceBigEndian<T: FixedWidthInteger>(at index: Int, _ value: T) {
        guard index >= 0, index + MemoryLayout<T>.size <= count else { return }
        Swift.withUnsafeBytes(of: value.bigEndian) { for (k, byte) in $0.enumerated() { self[index + k] = byte } }
    }
}
