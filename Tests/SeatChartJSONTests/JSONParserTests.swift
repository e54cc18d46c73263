import Foundation
import SeatChartJSON
import SeatChartTestSupport
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

    /// Numbers are read without a string where they are short (the fast path), and must equal,
    /// bit for bit, what `Double(String)` reads, there and past its edges.
    @Test func numbersEqualWhatDoubleReadsBitForBit() throws {
        var random = SplitMix64(seed: 7)
        var texts = ["0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.30000000000000004", "123456789012345", "1234567890123456",
                     "999999999999999.9", "0.0000000000000000000001", "0.00000000000000000000001", "1.5e3", "4503599627370497.5",
                     "9007199254740993", "0.000000000000000000000000000001", "-380.25", "12.000000000000000000000"]
        for _ in 0..<20_000 {
            let whole = random.next() % 1_000_000_000, fraction = random.next() % 100_000_000
            let places = Int(random.next() % 12)
            let sign = random.next() % 4 == 0 ? "-" : ""
            texts.append(places == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(String(String(fraction).prefix(places)))")
        }
        for text in texts {
            let parsed = try parse("[\(text)]")
            guard case .array(let values) = parsed, case .number(let number) = values.first else {
                Issue.record("\(text) did not parse as a number")
                continue
            }
            let expected = try #require(Double(text))
            #expect(number.bitPattern == expected.bitPattern, "\(text): \(number) against \(expected)")
        }
    }

    @Test func aLabelWithoutEscapesOrWithThemReadsTheSame() throws {
        #expect(try parse(#"["plain", "café", "tab\tin", "", "\u0041"]"#) == .array([
            .string("plain"), .string("café"), .string("tab\tin"), .string(""), .string("A"),
        ]))
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
