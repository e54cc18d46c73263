import Foundation
import SeatChartJSON
import Testing

/// The one string escaper.
@Suite struct JSONStringTests {
    @Test func plainTextIsCopied() {
        #expect(JSONString.literal("Ground floor-17 Bühne ✓") == "\"Ground floor-17 Bühne ✓\"")
        #expect(JSONString.literal("") == "\"\"")
    }

    @Test func quotesAndBackslashesAreEscaped() {
        #expect(JSONString.literal(#"a "b" \c/"#) == #""a \"b\" \\c/""#)
    }

    @Test func namedControlCharactersUseTheirShortEscapes() {
        #expect(JSONString.literal("a\nb\rc\td") == #""a\nb\rc\td""#)
    }

    @Test func everyOtherControlCharacterIsAHexEscape() {
        for value in UInt32(0)..<0x20 where ![0x09, 0x0A, 0x0D].contains(value) {
            let text = String(Character(Unicode.Scalar(value)!))
            let hex = String(value, radix: 16)
            #expect(JSONString.literal(text) == "\"\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "\"")
        }
        #expect(JSONString.literal("\u{7F}") == "\"\u{7F}\"")
    }

    @Test func lineAndParagraphSeparatorsAreEscaped() {
        #expect(JSONString.literal("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
        // Other characters with the same lead byte stay as they are.
        #expect(JSONString.literal("\u{2026}\u{20AC}\u{2027}\u{202A}") == "\"\u{2026}\u{20AC}\u{2027}\u{202A}\"")
        #expect(JSONString.literal("\u{2028}") == #""\u2028""#)
    }

    @Test func everyEscapeParsesBack() throws {
        var text = ""
        for value in UInt32(0)..<0x80 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        text += "\u{2028}\u{2029}é😀"
        #expect(try JSONParser.parse(Data(JSONString.literal(text).utf8)) == .string(text))
    }

    @Test func appendAddsToWhatIsThere() {
        var out = Array("[".utf8)
        JSONString.append("x\u{2029}", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"["x\u2029""#)
    }
}
