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
}
