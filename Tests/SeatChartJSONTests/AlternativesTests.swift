import SeatChartJSON
import Testing

@Suite struct AlternativesTests {
    @Test func choicesAreJoinedByCommasAndTheLastByOr() {
        #expect(Alternatives.listed([]) == "")
        #expect(Alternatives.listed(["a"]) == "a")
        #expect(Alternatives.listed(["a", "b"]) == "a or b")
        #expect(Alternatives.listed(["a", "b", "c"]) == "a, b or c")
    }
}
