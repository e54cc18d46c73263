import Foundation
import SeatChart
import SeatChartJSON
import SeatChartGeometry
@testable import SeatChartPretix
import Testing

@Suite("Helpers of the plan reader and writer")
struct PlanHelpersTests {
    @Test(arguments: ["#abc", "#AbCd", "#7f4a91", "#7f4a91cc", "red", "transparent", "rgb(1, 2, 3)", "rgba(1,2,3,0.5)", "hsl(120deg 50% 50%)"])
    func cssColoursAreAccepted(_ colour: String) {
        #expect(CSSColor.isValid(colour))
    }

    @Test(arguments: ["", "#12", "#12345", "#ggg", "red;", "url(x)", "rgb(1,2,3", "rgb(1;2)", "red blue", "expression(alert(1))"])
    func otherTextIsRefused(_ colour: String) {
        #expect(!CSSColor.isValid(colour))
    }

    @Test func uniqueLabels() {
        var labels = UniqueLabels(reserved: ["none"])
        #expect(labels.claim("A") == "A")
        #expect(labels.claim("A") == "A_2")
        #expect(labels.claim("A_2") == "A_2_2")
        #expect(labels.claim("none") == "none_2")
        #expect(!labels.claimIfFree("A") && labels.claimIfFree("B"))
        #expect(PlanLabel.part("1-1", fallback: "x") == "1_1")
        #expect(PlanLabel.part("", fallback: "R3") == "R3")
        #expect(PlanLabel.categoryID("Parkett vorne (Mitte)") == "Parkett_vorne__Mitte_")
        #expect(PlanLabel.categoryID("Bühne") == "Bühne")
    }
}
