import Foundation
@testable import SeatChartPaint
import SeatChartTestSupport
import Testing

/// The font file a PDF embeds: read from DejaVu Sans, cut down to the glyphs a page shows,
/// renumbered, and read back the same.
@Suite struct TrueTypeFontTests {
    static let dejaVu: TrueTypeFont? = FontLibrary.font(FontLibrary.Face(family: "DejaVu Sans", bold: false))

    @Test func dejaVuSansIsReadWithItsMetrics() throws {
        let font = try #require(Self.dejaVu, "fontconfig finds no DejaVu Sans TrueType file: run scripts/setup (apt install fonts-dejavu-core)")
        #expect(font.unitsPerEm == 2048)
        #expect(font.glyphCount > 3000)
        #expect(font.ascender > 0 && font.descender < 0)
        let widths = (1..<200).map(font.advance(of:))
        #expect(widths.allSatisfy { $0 >= 0 && $0 < 4 * font.unitsPerEm } && Set(widths).count > 10)
        #expect(font.advance(of: font.glyphCount) == 0 && font.outline(of: -1) == nil, "a glyph the font has not")
    }

    /// A subset keeps the glyphs asked for at their new numbers, with their outlines and
    /// advances, brings the glyphs composite glyphs are made of along (renumbered inside the
    /// outlines), and sums as a font file should.
    @Test func aSubsetHasItsGlyphsRenumberedWithTheirComponents() throws {
        let font = try #require(Self.dejaVu)
        let composite = try #require((1..<font.glyphCount).first { !font.components(of: $0).isEmpty }, "DejaVu Sans has composite glyphs")
        let simple = try #require((1..<font.glyphCount).first { (font.outline(of: $0)?.count ?? 0) > 12 && font.components(of: $0).isEmpty })
        let asked = [0, simple, composite, 3]
        let bytes = font.subset(asked)
        let subset = try #require(TrueTypeFont(data: bytes), "the subset reads back as a TrueType font")
        let components = font.components(of: composite).map(\.glyph)
        #expect(subset.glyphCount == asked.count + Set(components).subtracting(asked).count)
        for (new, old) in asked.enumerated() {
            #expect(subset.advance(of: new) == font.advance(of: old), "glyph \(old) as \(new)")
        }
        let simpleOutline = try #require(font.outline(of: simple)), newOutline = try #require(subset.outline(of: 1))
        #expect(Array(bytes[newOutline].prefix(simpleOutline.count)) == Array(font.data[simpleOutline]), "the outline is copied as it is")
        let renumbered = subset.components(of: 2).map(\.glyph)
        #expect(renumbered.count == components.count && renumbered.allSatisfy { $0 < subset.glyphCount })
        for (old, new) in zip(components, renumbered) {
            #expect(subset.advance(of: new) == font.advance(of: old), "component \(old) as \(new)")
        }
        #expect(TrueTypeFont.checksum(bytes) == 0xB1B0_AFBA, "the file sums to the magic number head's adjustment makes")
    }

    /// What is not a TrueType font, or a font cut short, is refused without a trap.
    @Test func aFileThatIsNoFontIsRefused() throws {
        let font = try #require(Self.dejaVu)
        #expect(TrueTypeFont(data: Array("%PDF-1.5 not a font".utf8)) == nil)
        #expect(TrueTypeFont(data: []) == nil)
        for length in [4, 12, 100, 1000, font.data.count / 2, font.data.count - 1] {
            #expect(TrueTypeFont(data: Array(font.data.prefix(length))) == nil, "cut at \(length) bytes")
        }
        var random = SplitMix64(seed: 31)
        for _ in 0..<20 {  // bytes of the tables' directory and first tables changed: read or refused, never a trap
            var scrambled = font.data
            for _ in 0..<40 { scrambled[Int.random(in: 0..<4096, using: &random)] = UInt8.random(in: 0...255, using: &random) }
            if let read = TrueTypeFont(data: scrambled) {
                let subset = read.subset([0, 1, 2, 36])
                #expect(subset.count > 12)
                _ = (0..<min(read.glyphCount, 2000)).map { read.components(of: $0) }
            }
        }
    }
}
