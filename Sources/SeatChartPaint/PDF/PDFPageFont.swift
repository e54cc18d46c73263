/// A font a PDF page shows text in: the glyphs its text uses, numbered in the order they are
/// first used (the two-byte codes of the page's strings: code k is glyph k of the embedded
/// subset), what each one reads as, and the objects that embed it as a CID font (a subset of
/// its TrueType file, its widths, and a map back to Unicode so the text can be searched and
/// copied).
struct PDFPageFont {
    /// The name the page's resources give it (`F0`).
    let resource: String
    let face: FontLibrary.Face
    let font: TrueTypeFont
    /// The font's glyph of each code (code 0 is the missing glyph).
    private(set) var glyphs: [Int] = [0]
    /// What each code reads as, or nil.
    private(set) var characters: [Unicode.Scalar?] = [nil]
    private var codes: [Int: UInt16] = [0: 0]

    init(resource: String, face: FontLibrary.Face, font: TrueTypeFont) {
        self.resource = resource
        self.face = face
        self.font = font
    }

    /// The codes that show `glyphs`, the first use of a glyph giving it the next code and
    /// `characters` (one for each glyph, or nil) saying what it reads as.
    mutating func codes(for glyphs: [Int], characters: [Unicode.Scalar]?) -> [UInt16] {
        glyphs.enumerated().map { k, glyph in
            if let code = codes[glyph] { return code }
            guard self.glyphs.count <= Int(UInt16.max) else { return 0 }
            let code = UInt16(self.glyphs.count)
            codes[glyph] = code
            self.glyphs.append(glyph)
            self.characters.append(characters.flatMap { k < $0.count ? $0[k] : nil })
            return code
        }
    }

    /// Writes the font's objects into `document`, the font itself (what the page's resources
    /// point at) as object `number`.
    func write(into document: inout PDFDocument, number: Int) {
        let name = subsetTag + "+" + face.family.filter { !$0.isWhitespace } + (face.bold ? "-Bold" : "")
        let cidFont = document.reserve(), descriptor = document.reserve(), file = document.reserve(), unicode = document.reserve()
        let em = Double(font.unitsPerEm)
        let unit = { (value: Int) -> String in
            var out = PDFBytes()
            out.number(Double(value) * 1000 / em, 3)
            return String(decoding: out.bytes.dropLast(), as: UTF8.self)
        }
        document.write(number, "<< /Type /Font /Subtype /Type0 /BaseFont /\(name) /Encoding /Identity-H /DescendantFonts [\(cidFont) 0 R] /ToUnicode \(unicode) 0 R >>")
        let widths = glyphs.map { unit(font.advance(of: $0)) }.joined(separator: " ")
        document.write(cidFont, """
            << /Type /Font /Subtype /CIDFontType2 /BaseFont /\(name) /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> \
            /FontDescriptor \(descriptor) 0 R /W [0 [\(widths)]] /CIDToGIDMap /Identity >>
            """)
        let box = font.boundingBox.map(unit).joined(separator: " ")
        document.write(descriptor, """
            << /Type /FontDescriptor /FontName /\(name) /Flags 32 /FontBBox [\(box)] /ItalicAngle 0 \
            /Ascent \(unit(font.ascender)) /Descent \(unit(font.descender)) /CapHeight \(unit(font.ascender)) /StemV \(face.bold ? 120 : 80) \
            /FontFile2 \(file) 0 R >>
            """)
        let subset = font.subset(glyphs)
        document.writeStream(file, entries: "/Length1 \(subset.count)", data: subset)
        document.writeStream(unicode, data: Array(unicodeMap.utf8))
    }

    /// Six capital letters naming this subset (the same glyphs, the same letters).
    private var subsetTag: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for glyph in glyphs { hash = (hash ^ UInt64(glyph)) &* 0x100_0000_01B3 }
        return String((0..<6).map { k in Character(Unicode.Scalar(UInt8(65 + (hash >> (UInt64(k) * 5)) % 26))) })
    }

    /// The CMap from codes to what they read as (UTF-16, big-endian, in hexadecimal).
    private var unicodeMap: String {
        let hex = { (value: UInt16) in String(repeating: "0", count: 4 - String(value, radix: 16).count) + String(value, radix: 16, uppercase: true) }
        let pairs = characters.enumerated().compactMap { code, character -> String? in
            guard let character else { return nil }
            return "<\(hex(UInt16(code)))> <\(String(character).utf16.map(hex).joined())>"
        }
        var blocks = ""
        for start in stride(from: 0, to: pairs.count, by: 100) {
            let block = pairs[start..<min(start + 100, pairs.count)]
            blocks += "\(block.count) beginbfchar\n" + block.joined(separator: "\n") + "\nendbfchar\n"
        }
        return """
            /CIDInit /ProcSet findresource begin
            12 dict begin
            begincmap
            /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
            /CMapName /Adobe-Identity-UCS def
            /CMapType 2 def
            1 begincodespacerange
            <0000> <FFFF>
            endcodespacerange
            \(blocks)endcmap
            CMapName currentdict /CMap defineresource pop
            end
            end

            """
    }
}
