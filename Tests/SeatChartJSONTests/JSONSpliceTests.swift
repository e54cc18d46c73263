import Foundation
import SeatChartJSON
import Testing

/// Writing a changed document over its text: untouched values keep their bytes.
@Suite struct JSONSpliceTests {
    let writer = JSONWriter(layout: .indented, precision: 6)

    func splice(_ original: String, _ new: String) throws -> String {
        let old = try JSONParser.parse(Data(original.utf8)), value = try JSONParser.parse(Data(new.utf8))
        return String(decoding: JSONSplice.text(original: Array(original.utf8), old: old, new: value, writer: writer), as: UTF8.self)
    }

    @Test func anUnchangedDocumentKeepsEveryByte() throws {
        let text = "{\n  \"a\" :  1.50,\n  \"b\": [ 1,2 ,3 ]\n}\n"
        #expect(try splice(text, #"{"a": 1.5, "b": [1, 2, 3]}"#) == text)
    }

    @Test func onlyTheChangedValueIsWritten() throws {
        let text = "{\n  \"s\": [\n    { \"id\": \"A\", \"center\": [0, -56] },\n    { \"id\": \"B\", \"center\": [1.0, 2] }\n  ]\n}\n"
        let out = try splice(text, #"{"s": [{"id": "A", "center": [0, -56]}, {"id": "B", "center": [12.25, 2]}]}"#)
        #expect(out == "{\n  \"s\": [\n    { \"id\": \"A\", \"center\": [0, -56] },\n    { \"id\": \"B\", \"center\": [12.25, 2] }\n  ]\n}\n")
    }

    @Test func anAddedElementUsesTheArraysSeparatorAndIndentation() throws {
        let text = "{\n  \"s\": [\n    {\"id\": \"A\"},\n    {\"id\": \"B\"}\n  ]\n}"
        let out = try splice(text, #"{"s": [{"id": "A"}, {"id": "B"}, {"id": "C", "c": [1, 2]}]}"#)
        #expect(out == "{\n  \"s\": [\n    {\"id\": \"A\"},\n    {\"id\": \"B\"},\n    {\n      \"id\": \"C\",\n      \"c\": [1, 2]\n    }\n  ]\n}")
    }

    @Test func aRemovedElementLeavesItsNeighboursAsTheyWere() throws {
        let text = "[ {\"id\":\"A\"},  {\"id\":\"B\"},\t{\"id\":\"C\"} ]"
        #expect(try splice(text, #"[{"id": "A"}, {"id": "C"}]"#) == "[ {\"id\":\"A\"},  {\"id\":\"C\"} ]")
        #expect(try splice(text, #"[{"id": "A"}, {"id": "B"}]"#) == "[ {\"id\":\"A\"},  {\"id\":\"B\"} ]")
    }

    @Test func keysInAnotherOrderRewriteTheirObject() throws {
        let text = "{\"x\": {\"a\": 1, \"b\": 2}, \"y\": 3}"
        #expect(try splice(text, #"{"x": {"b": 2, "a": 1}, "y": 3}"#) == "{\"x\": {\"b\": 2, \"a\": 1}, \"y\": 3}")
    }

    @Test func spansFollowStringsWithEscapes() throws {
        let text = #"{"a": "x\"]}", "b": [1]}"#
        let span = try #require(JSONSpan.of(Array(text.utf8)))
        #expect(span.entries.count == 2)
        #expect(span.entries[1].range == text.utf8.count - 4..<text.utf8.count - 1)
        #expect(JSONSpan.of(Array("[1, 2".utf8)) == nil)
    }

    /// The text is read back before it is given out: a splice that would not read back as the
    /// document (here an `old` that is not what the original holds) is refused, naming the place.
    @Test func aSpliceThatDoesNotReadBackAsTheDocumentIsRefused() throws {
        let original = Array(#"{"a": [1, 2], "b": "x"}"#.utf8)
        let new = try JSONParser.parse(Data(#"{"a": [1, 3], "b": "x"}"#.utf8))
        #expect(try JSONSplice.checkedText(original: original, old: JSONParser.parse(Data(original)), new: new, writer: writer) == Array(#"{"a": [1, 3], "b": "x"}"#.utf8))
        let wrongOld = try JSONParser.parse(Data(#"{"a": [1, 3], "b": "y"}"#.utf8))
        #expect(throws: JSONSplice.Mismatch.self) { try JSONSplice.checkedText(original: original, old: wrongOld, new: new, writer: writer) }
        do {
            _ = try JSONSplice.checkedText(original: original, old: wrongOld, new: new, writer: writer)
        } catch {
            #expect(error.place.description == "a[1]" && error.description.contains("2 instead of 3"), "\(error)")
        }
    }

    /// A number written at the writer's precision reads back as the document's: they agree.
    @Test func numbersAgreeAtTheWritersPrecision() throws {
        let written = try JSONParser.parse(Data("[1.000001, 2, {\"k\": 1}]".utf8))
        #expect(JSONSplice.difference(written, .array([.number(1.0000006), .number(2), .object([JSONMember("k", .number(1))])]), writer: writer) == nil)
        #expect(JSONSplice.difference(written, .array([.number(1.00001), .number(2), .object([JSONMember("k", .number(1))])]), writer: writer)?.0.description == "[0]")
        #expect(JSONSplice.difference(written, .array([.number(1.000001), .number(2), .object([JSONMember("j", .number(1))])]), writer: writer)?.0.description == "[2]")
    }
}
