import Foundation
import SeatChartJSON
import Testing

/// The generic draft-07 subset checker.
@Suite struct SchemaValidatorTests {
    let validator: SchemaValidator

    init() throws {
        validator = SchemaValidator(schema: try JSONParser.parse(Data(#"""
        {
          "type": "object",
          "properties": {
            "name": {"type": "string"},
            "size": {"$ref": "#/definitions/size"},
            "tags": {"type": "array", "items": {"enum": ["a", "b"]}}
          },
          "required": ["name"],
          "additionalProperties": false,
          "definitions": {
            "size": {"type": "object", "properties": {"width": {"type": "integer"}}, "additionalProperties": false}
          }
        }
        """#.utf8)))
    }

    func problems(_ text: String) throws -> [String] {
        validator.problems(in: try JSONParser.parse(Data(text.utf8))).map { "\($0.path): \($0.message)" }
    }

    @Test func aValidDocumentHasNoProblems() throws {
        #expect(try problems(#"{"name": "x", "size": {"width": 3}, "tags": ["a"]}"#) == [])
    }

    @Test func everyProblemIsReportedInDocumentOrder() throws {
        #expect(try problems(#"{"nmae": "x", "size": {"width": 2.5}, "tags": ["c"], "name": 1, "name": "y"}"#) == [
            "nmae: unknown key; expected one of name, size, tags (did you mean name?)",
            "size.width: expected a whole number, found 2.5",
            "tags[0]: expected one of \"a\", \"b\", found \"c\"",
            "name: expected a string, found 1",
            "name: duplicate key; expected each key once",
        ])
    }

    @Test func missingKeysAndNumbersTooLargeAreProblems() throws {
        #expect(try problems(#"{"size": {"width": 1e400}}"#) == [
            "size.width: expected a whole number, found a number too large to represent",
            "name: required key is missing",
        ])
    }
}
