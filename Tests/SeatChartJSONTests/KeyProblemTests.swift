import SeatChartJSON
import Testing

/// The one wording of unknown and duplicate keys, and the suggestions it makes.
@Suite struct KeyProblemTests {
    @Test func unknownKeysListTheKeysAndSuggestANearOne() {
        #expect(KeyProblem.unknown("spacng", expected: ["size", "spacing", "shape"])
            == "unknown key; expected one of size, spacing, shape (did you mean spacing?)")
        #expect(KeyProblem.unknown("colour", expected: ["seat_guid", "radius"])
            == "unknown key; expected one of seat_guid, radius")
    }

    @Test func duplicateKeysSayWhatWasExpected() {
        #expect(KeyProblem.duplicate == "duplicate key; expected each key once")
    }

    @Test func suggestionsIgnoreCaseAndAllowTwoEdits() {
        #expect(KeySuggestion.nearest(to: "NAME", in: ["name", "zones"]) == "name")
        #expect(KeySuggestion.nearest(to: "zone", in: ["name", "zones"]) == "zones")
        #expect(KeySuggestion.nearest(to: "sizes", in: ["name", "size"]) == "size")
        #expect(KeySuggestion.nearest(to: "rows", in: ["seats", "categories"]) == nil)
        #expect(KeySuggestion.nearest(to: String(repeating: "x", count: 200), in: ["x"]) == nil)
        #expect(KeySuggestion.nearest(to: "", in: ["ab"]) == "ab")
    }
}
