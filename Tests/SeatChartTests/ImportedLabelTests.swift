import Foundation
import SeatChart
import SeatChartJSON
import Testing

/// The label and colour rules imported charts (pretix plans, seats.io charts) share, and
/// the one decision of which reader a document goes to.
@Suite("Imported labels, colours and document kinds")
struct ImportedLabelTests {
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
        #expect(ImportedLabel.part("1-1", fallback: "x") == "1_1")
        #expect(ImportedLabel.part("", fallback: "R3") == "R3")
        #expect(ImportedLabel.part("Goal Stand 3", fallback: "x") == "Goal Stand 3")
        #expect(ImportedLabel.categoryID("Parkett vorne (Mitte)") == "Parkett_vorne__Mitte_")
        #expect(ImportedLabel.categoryID("Bühne") == "Bühne")
        #expect(ImportedLabel.categoryID("9") == "9")
    }

    @Test func theDocumentSaysWhichReaderReadsIt() throws {
        func kind(_ text: String) throws -> SeatingDocumentKind { SeatingDocumentKind(of: try JSONParser.parse(Data(text.utf8))) }
        #expect(try kind(#"{"name": "x", "venueType": "ROWS_WITHOUT_SECTIONS", "subChart": {}}"#) == .seatsIOChart)
        #expect(try kind(#"{"name": "x", "subChartFloors": []}"#) == .seatsIOChart)
        // seats.io charts with zones are not taken for pretix plans.
        #expect(try kind(#"{"name": "x", "zones": {"list": []}, "venueType": "ZONES", "subChart": {}}"#) == .seatsIOChart)
        #expect(try kind(#"{"name": "x", "categories": [], "zones": [], "size": {"width": 1, "height": 1}}"#) == .pretixPlan)
        #expect(try kind(#"{"schema": 1, "name": "x", "zones": []}"#) == .stadium)
        #expect(try kind(#"{"name": "x"}"#) == .stadium)
        #expect(try kind("[]") == .stadium)
        #expect(SeatingDocumentKind.mayHoldSeatList(Data(#"{"subChart": {}}"#.utf8)))
        #expect(SeatingDocumentKind.mayHoldSeatList(Data(#"{"zones": []}"#.utf8)))
        #expect(!SeatingDocumentKind.mayHoldSeatList(Data(#"{"schema": 1, "name": "Arena"}"#.utf8)))
    }
}
