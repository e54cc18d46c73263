import Foundation
import SeatChart
import SeatChartTestSupport
import Testing

private typealias F = StadiumFileFixtures

/// `field.kind`: a pitch by default, or a stage, a court or a floor, named on the chart.
@Suite struct FieldKindTests {
    @Test func aFieldIsAPitchUnlessItSaysOtherwise() throws {
        #expect(try StadiumFile.chart(from: Data(F.minimal.utf8), file: "t.json").field?.kind == .pitch)
        for kind in Field.Kind.allCases {
            let data = F.minimal { object in
                var field = object["field"] as? [String: Any] ?? [:]
                field["kind"] = kind.rawValue
                object["field"] = field
            }
            #expect(try StadiumFile.chart(from: data, file: "t.json").field?.kind == kind)
        }
        #expect(try ShippedStadiums.chart("theatre.json").field?.kind == .stage)
        #expect(Field.Kind.stage.displayName == "Stage" && Field.Kind.pitch.displayName == nil)
    }

    @Test func anUnknownKindNamesTheChoices() {
        let data = F.minimal { object in
            var field = object["field"] as? [String: Any] ?? [:]
            field["kind"] = "pool"
            object["field"] = field
        }
        let problems = F.problems(data)
        #expect(problems.count == 1)
        #expect(problems.first?.place == "field.kind", "\(problems)")
        #expect(problems.first?.message.contains("stage") == true, "\(problems)")
    }
}
