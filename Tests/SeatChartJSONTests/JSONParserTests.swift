import Foundation
import SeatChartJSON
import Testing

/// The strict JSON parser stadium files and pretix plans are read with.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Data(text.utf8)) }

    func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aDocumentOfTooManyValuesIsRefused() throws {
        // Five values: the array, and four numbers.
        let data = Data("[1, 2, 3, 4]".utf8)
        #expect(throws: Never.self) { try JSONParser.parse(data, maximumValues: 5) }
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(data, maximumValues: 4) }
        #expect(error.message.contains("more than 4 values"))
        #expect(JSONParser.maximumValues >= 15_000_000)
    }

    @Test func values() throws {
        #expect(try parse(" {\"a\": [1, -2.5e1, true, false, null, \"x\"]} ") == .object([
            JSONMember("a", .array([.number(1), .number(-25), .bool(true), .bool(false), .null, .string("x")])),
        ]))
    }

    @Test func booleansAreNotNumbers() throws {
        #expect(try parse("true") != parse("1"))
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        #expect(try parse("{\"a\": 1, \"a\": 2}") == .object([JSONMember("a", .number(1)), JSONMember("a", .number(2))]))
    }

    @Test func escapes() throws {
        #expect(try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83c\udfdf""#) == .string("a\"\\/\u{8}\u{c}\n\r\té🏟"))
        #expect(syntaxError(#""\ud83c""#) != nil)
        #expect(syntaxError(#""\x""#)?.message.contains("invalid escape") == true)
    }

    @Test func hugeLiteralsBecomeInfinite() throws {
        #expect(try parse("1e999") == .number(.infinity))
    }

    @Test func strictGrammar() {
        for bad in ["[1,]", "{\"a\":1,}", "01", "1.", ".5", "+1", "'a'", "[1] 2", "// c\n1", "tru", "nul", "\"a\nb\"", "NaN"] {
            #expect(syntaxError(bad) != nil, "\(bad) parsed")
        }
    }

    @Test func positions() {
        let error = syntaxError("{\n  \"a\": 1,\n  \"b\": }")
        #expect(error?.line == 3 && error?.column == 8)
        #expect(error?.message == "expected a JSON value, found '}'")
    }

    @Test func invalidUTF8InAString() {
        let error = try? JSONParser.parse(Data([0x22, 0xC3, 0x28, 0x22]))
        #expect(error == nil)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse(Data([0xEF, 0xBB, 0xBF, 0x31])) == .number(1))
    }
}
