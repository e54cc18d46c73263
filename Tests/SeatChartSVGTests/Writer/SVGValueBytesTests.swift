import Foundation
@testable import SeatChartSVG
import Testing

@Suite struct SVGValueBytesTests {
    private func bytes(_ build: (SVGWriter) -> Void) throws -> String {
        let writer = try SVGWriter()
        writer.start("svg")
        build(writer)
        writer.end()
        return String(decoding: try writer.finish(), as: UTF8.self)
    }

    /// Formatted values (numbers, path data, `rotate(…)`) written raw give the bytes of
    /// libxml2's escaping call.
    @Test func formattedValuesGiveTheEscapedBytes() throws {
        var value = SVGValueBytes(capacity: 4)
        value.appendASCII("rotate(")
        SVGNumberBytes.append(-12.5, precision: 3, to: &value)
        value.appendASCII(0x29)
        value.appendASCII(0x4D)
        SVGNumberBytes.appendPair(0.25, -1.5, precision: 3, to: &value)
        value.appendASCII("h.17v.2Z")
        let isFormatted = value.isFormatted
        #expect(isFormatted)
        let text = String(decoding: value.bytes, as: UTF8.self)
        let raw = try bytes { w in w.start("path" as StaticString); w.attribute("d", value); w.end() }
        let escaped = try bytes { w in w.start("path"); w.attribute("d", text); w.end() }
        #expect(raw == escaped)
        #expect(raw.contains(#"d="rotate(-12.5)M.25-1.5h.17v.2Z""#))
    }

    /// Text from outside is escaped by libxml2, and characters XML cannot carry are replaced.
    @Test func textIsEscaped() throws {
        var value = SVGValueBytes(capacity: 4)
        value.appendText("a<&\"b\u{1}")
        value.appendASCII(0x2D)
        value.appendText("é")
        let isFormatted = value.isFormatted
        #expect(!isFormatted)
        let mayNeedWork = value.mayNeedWork
        #expect(mayNeedWork)
        let out = try bytes { w in w.start("path" as StaticString); w.attribute("data-seat", value); w.end() }
        let parsed = try #require(ParsedXML(Data(out.utf8)))
        #expect(parsed.root.children.first?["data-seat"] == "a<&\"b\u{FFFD}-é")
        value.removeAll()
        #expect(value.isFormatted && !value.mayNeedWork && value.count == 0)
    }

    @Test func formattedBytes() {
        for byte in UInt8(0)...UInt8(255) {
            let expected = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || " .-+,()".utf8.contains(byte)
            #expect(SVGValueBytes.isFormattedByte(byte) == expected, "\(byte)")
        }
    }
}
