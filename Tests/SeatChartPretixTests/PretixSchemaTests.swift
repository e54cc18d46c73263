import Crypto
import Foundation
@testable import SeatChartPretix
import SeatChartTestSupport
import Testing

/// The schema embedded in the library (``PretixSchema/text``, what imported plans are checked
/// against) is the fixture (`Fixtures/pretix-seating-plan.schema.json`, what exported plans
/// are checked against with Python), and the fixture is pretix's original byte for byte: its
/// SHA-256 is the one `Fixtures/SOURCES.md` records for the original.
@Suite struct PretixSchemaTests {
    /// The SHA-256 of pretix's original (`Fixtures/SOURCES.md`).
    static let originalSHA256 = "f3799a8d72438d9073b844866dd9d5318067bdc01cf49d3f27f058c7d802a382"

    /// `data` parsed and written again with sorted keys, one member a line: two documents with
    /// the same JSON value (objects compared by key, arrays in order) give the same bytes, and
    /// two different ones first differ on a line that names the member.
    static func canonical(_ data: Data) throws -> Data {
        let value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .prettyPrinted, .fragmentsAllowed])
    }

    @Test func embeddedSchemaHasTheFixturesValue() throws {
        let fixture = try Data(contentsOf: URL(fileURLWithPath: Fixture.path(Fixture.schema)))
        let embedded = Data(PretixSchema.text.utf8)
        if let difference = FirstDifferingLine(
            got: String(decoding: try Self.canonical(embedded), as: UTF8.self),
            expected: String(decoding: try Self.canonical(fixture), as: UTF8.self)
        ) {
            Issue.record("PretixSchema.text differs from \(Fixture.schema) (both with sorted keys) at \(difference)")
        }
    }

    @Test func canonicalFormTellsValuesApart() throws {
        let schema = Data(PretixSchema.text.utf8)
        var object = try #require(try JSONSerialization.jsonObject(with: schema) as? [String: Any])
        object["additionalProperties"] = true
        #expect(try Self.canonical(JSONSerialization.data(withJSONObject: object)) != Self.canonical(schema))
        #expect(try Self.canonical(Data(#"{"a": true}"#.utf8)) != Self.canonical(Data(#"{"a": 1}"#.utf8)))
        #expect(try Self.canonical(Data(#"[1, 2]"#.utf8)) != Self.canonical(Data(#"[2, 1]"#.utf8)))
        #expect(try Self.canonical(Data(#"{"a": 1, "b": [2.5]}"#.utf8)) == Self.canonical(Data(#"{ "b": [2.5], "a": 1 }"#.utf8)))
    }

    @Test func fixtureIsTheOriginalByteForByte() throws {
        let fixture = try Data(contentsOf: URL(fileURLWithPath: Fixture.path(Fixture.schema)))
        let digest = SHA256.hash(data: fixture).map { String(format: "%02x", $0) }.joined()
        #expect(digest == Self.originalSHA256, "\(Fixture.schema) is not pretix's original (SHA-256 \(digest))")
    }
}
