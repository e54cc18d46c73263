import Foundation
import SeatChartGeometry
@testable import SeatChartSVG
import Testing

@Suite struct SVGWriterTests {
    private func text(_ build: (SVGWriter) -> Void, options: SVGWriterOptions = SVGWriterOptions()) throws -> String {
        let writer = try SVGWriter(options: options)
        build(writer)
        return String(decoding: try writer.finish(), as: UTF8.self)
    }

    @Test func writesElementsAttributesAndText() throws {
        let out = try text { w in
            w.write(SVGElement("svg", attributes: [SVGAttribute("viewBox", "0 0 1 1")], children: [
                .element(SVGElement("title", text: "Hall")),
                .element(SVGElement("path", attributes: [SVGAttribute("d", "M0 0h1")])),
            ]))
        }
        #expect(out == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg viewBox="0 0 1 1">
            <title>Hall</title>
            <path d="M0 0h1"/>
            </svg>

            """)
    }

    @Test func escapesMarkupInTextAndAttributes() throws {
        let nasty = #"<script>alert("x") & 'y'</script>"#
        let out = try text { w in
            w.start("svg")
            w.attribute("data-name", nasty)
            w.write(SVGElement("title", text: nasty))
            w.end()
        }
        #expect(!out.contains("<script"))
        #expect(out.contains("&lt;script&gt;") || out.contains("&lt;script>"))
        let parsed = try #require(ParsedXML(Data(out.utf8)))
        #expect(parsed.root["data-name"] == nasty)
        #expect(parsed.root.children.first?.text == nasty)
        #expect(parsed.root.children.count == 1)
    }

    @Test func replacesCharactersXMLCannotCarry() throws {
        let out = try text { w in
            w.write(SVGElement("title", attributes: [SVGAttribute("a", "x\u{1}y")], text: "bell\u{7}\u{FFFF}"))
        }
        let parsed = try #require(ParsedXML(Data(out.utf8)))
        #expect(parsed.root.text == "bell\u{FFFD}\u{FFFD}")
        #expect(parsed.root["a"] == "x\u{FFFD}y")
    }

    @Test func streamingAndWholeElementsGiveTheSameBytes() throws {
        let element = SVGElement("g", attributes: [SVGAttribute("class", "a")], children: [
            .element(SVGElement("path", attributes: [SVGAttribute("d", "M1 2")])), .text("t"),
        ])
        let whole = try text { $0.write(element) }
        let streamed = try text { w in
            w.start("g"); w.attribute("class", "a")
            w.start("path"); w.attribute("d", "M1 2"); w.end()
            w.text("t")
            w.end()
        }
        #expect(whole == streamed)
    }

    @Test func withoutNewlinesOrDeclaration() throws {
        let out = try text({ w in w.write(SVGElement("svg", children: [.element(SVGElement("g"))])) },
                           options: SVGWriterOptions(newlinePerElement: false, xmlDeclaration: false))
        #expect(out == "<svg><g/></svg>\n" || out == "<svg><g/></svg>")
    }

    @Test func finishTwiceThrows() throws {
        let writer = try SVGWriter()
        writer.write(SVGElement("svg"))
        _ = try writer.finish()
        #expect(throws: SVGWriterError.self) { try writer.finish() }
    }

    @Test func transformListsOmitIdentitySteps() {
        #expect(SVGTransform.text([.translate(Vector(0, 0)), .rotate(.zero), .scale(1)], precision: 3) == nil)
        #expect(SVGTransform.text([.translate(Vector(1.23456, 0)), .rotate(.degrees(90))], precision: 3) == "translate(1.235) rotate(90)")
        #expect(SVGTransform.text([.matrix(.identity)], precision: 3) == nil)
        #expect(SVGTransform.text([.translate(Vector(-0.0001, 2))], precision: 3) == "translate(0 2)")
    }
}
