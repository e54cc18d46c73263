import Foundation
import SeatChartJSON
import Testing

/// The one JSON writer: both layouts, member order, numbers.
@Suite struct JSONWriterTests {
    let compact = JSONWriter()
    let indented = JSONWriter(layout: .indented, precision: 2)

    /// A document with every kind of value, members deliberately out of alphabetical order.
    let document = JSONValue.object([
        JSONMember("zeta", .number(1)),
        JSONMember("alpha", .array([.bool(true), .bool(false), .null, .string("x")])),
        JSONMember("mid", .object([JSONMember("b", .number(-2.5)), JSONMember("a", .object([]))])),
        JSONMember("empty", .array([])),
    ])

    @Test func compactIsOneLineWithoutSpacesInMemberOrder() {
        #expect(compact.text(document) == #"{"zeta":1,"alpha":[true,false,null,"x"],"mid":{"b":-2.5,"a":{}},"empty":[]}"#)
    }

    @Test func dataEndsWithOneNewline() {
        let text = String(decoding: compact.data(.array([.number(1)])), as: UTF8.self)
        #expect(text == "[1]\n")
    }

    @Test func indentedKeepsLeafContainersOnOneLine() throws {
        let plan = JSONValue.object([
            JSONMember("name", .string("a \"b\" \\ c\n\u{01}")),
            JSONMember("seats", .array([.object([JSONMember("x", .number(1)), JSONMember("p", .object([JSONMember("y", .number(2))]))])])),
            JSONMember("empty", .array([])),
        ])
        let text = String(decoding: indented.data(plan), as: UTF8.self)
        #expect(text == """
        {
          "name": "a \\"b\\" \\\\ c\\n\\u0001",
          "seats": [
            {"x": 1, "p": {"y": 2}}
          ],
          "empty": []
        }

        """)
        #expect(try JSONParser.parse(Data(text.utf8)) == plan)
    }

    @Test func indentedNestsContainersThatHoldContainers() {
        let text = indented.text(.object([JSONMember("rows", .array([.array([.number(1), .number(2)])]))]))
        #expect(text == "{\n  \"rows\": [\n    [1, 2]\n  ]\n}")
    }

    @Test(arguments: [
        (12.0, "12"), (12.5, "12.5"), (-0.25, "-0.25"), (-0.001, "0"), (0.005, "0.01"), (1234.567, "1234.57"),
        (-7.1, "-7.1"), (-0.0, "0"), (1e12, "1000000000000"), (2.675, "2.68"),
    ])
    func numbersAreShortAndRounded(_ value: Double, _ text: String) {
        #expect(indented.number(value) == text)
        #expect(indented.text(.number(value)) == text)
    }

    @Test func numbersKeepThePrecisionAsked() {
        #expect(compact.text(.array([.number(3.14159), .number(1e-4), .number(2)])) == "[3.142,0,2]")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreNull(_ value: Double) {
        #expect(compact.text(.object([JSONMember("x", .number(value))])) == #"{"x":null}"#)
    }

    @Test func keysAreEscapedLikeStrings() {
        #expect(compact.text(.object([JSONMember("a\"b", .null)])) == #"{"a\"b":null}"#)
    }

    @Test func writtenTextParsesBackToTheSameValue() throws {
        for writer in [compact, indented] {
            let text = writer.text(document)
            #expect(try JSONParser.parse(Data(text.utf8)) == document)
        }
    }

    @Test func membersAreWrittenInTheOrderGivenDuplicatesIncluded() {
        let value = JSONValue.object([JSONMember("b", .number(1)), JSONMember("a", .number(2)), JSONMember("b", .number(3))])
        #expect(compact.text(value) == #"{"b":1,"a":2,"b":3}"#)
    }
}
