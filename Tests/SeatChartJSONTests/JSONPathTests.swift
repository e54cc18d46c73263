import SeatChartJSON
import Testing

/// Paths as messages show them.
@Suite struct JSONPathTests {
    @Test func pathsReadAsUsersWriteThem() {
        let path = JSONPath.root.key("zones").index(0).key("rows").index(3).key("a b")
        #expect(path.description == "zones[0].rows[3][\"a b\"]")
        #expect(path.components.count == 5)
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath.root.index(2).key("x").description == "[2].x")
    }

    @Test func quotedKeysEscapeQuotesAndBackslashes() {
        #expect(JSONPath.root.key("a\"b\\").description == #"["a\"b\\"]"#)
        #expect(JSONPath.root.key("1st").description == #"["1st"]"#)
    }

    /// What a path's description says reads back as the same path; other text is not a path.
    @Test func aDescriptionReadsBackAsItsPath() {
        let paths = [
            JSONPath.root, JSONPath.root.key("sections").index(2).key("rows"), JSONPath.root.index(2).key("x"),
            JSONPath.root.key("zones").index(0).key("a b"), JSONPath.root.key("a\"b\\").index(10), JSONPath.root.key("1st"),
            JSONPath.root.key("bowl").key("rings").index(0).key("tribunes").key("long"),
        ]
        for path in paths {
            #expect(JSONPath(parsing: path.description) == path, "\(path)")
        }
        for text in ["", ".a", "a..b", "a[", "a[x]", "a[-1]", "a b", "1st", "a[\"b", "sections[1]x", "a.", "[1"] {
            #expect(JSONPath(parsing: text) == nil, "\(text)")
        }
    }
}
