import Foundation
@testable import SeatChart
import SeatChartTestSupport
import Testing

/// `currency` in a stadium file: an ISO 4217 code beside the prices, every problem named with
/// its place.
@Suite struct StadiumFileMoneyTests {
    typealias F = StadiumFileFixtures

    func file(currency: Any?, prices: [Any] = [48.5]) -> Data {
        F.minimal { o in
            if let currency { o["currency"] = currency }
            o["categories"] = prices.enumerated().map { ["id": "C\($0.offset)", "name": "Seats", "color": "#3b6fb6", "price": $0.element] }
        }
    }

    func only(_ problems: [InputProblem], _ place: String, _ fragments: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(problems.count == 1, "\(problems)", sourceLocation: sourceLocation)
        #expect(problems.first?.place == place && problems.first?.file == "test.json", "\(problems)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(problems.first?.message.contains(fragment) == true, "\(problems.first?.message ?? "") lacks \(fragment)", sourceLocation: sourceLocation)
        }
    }

    @Test func aCurrencyIsReadIntoTheChart() throws {
        let chart = try StadiumFile.chart(from: file(currency: "GBP"), file: "test.json")
        #expect(chart.currency == Currency(code: "GBP"))
        #expect(chart.categoryText(0) == "Seats · £48.50")
        let plain = try StadiumFile.chart(from: file(currency: nil), file: "test.json")
        #expect(plain.currency == nil && plain.categoryText(0) == "Seats · 48.50")
    }

    @Test func theShippedStadiumsNameTheirCurrency() throws {
        for (name, code) in [("arena.json", "GBP"), ("football.json", "GBP"), ("theatre.json", "GBP"), ("mega.json", "AUD")] {
            #expect(try ShippedStadiums.chart(name).currency?.code == code, "\(name)")
        }
    }

    @Test func aCodeISODoesNotListIsAnError() {
        only(F.problems(file(currency: "EUO")), "currency", "ISO 4217", "\"EUO\"")
        only(F.problems(file(currency: "eur")), "currency", "capital letters", "did you mean \"EUR\"?")
        only(F.problems(file(currency: 978)), "currency", "expected an ISO 4217 currency code", "978")
        only(F.problems(file(currency: "")), "currency", "ISO 4217")
    }

    @Test func aPriceFinerThanTheMinorUnitIsAnError() {
        only(F.problems(file(currency: "GBP", prices: [48.5, 12.345])), "categories[1].price", "at most 2 decimals for GBP", "12.345")
        only(F.problems(file(currency: "JPY", prices: [1500.5])), "categories[0].price", "whole price", "JPY has no minor unit", "1500.5")
        #expect(F.problems(file(currency: "KWD", prices: [1.125])).isEmpty)
        // Without a currency any price reads, as before.
        #expect(F.problems(file(currency: nil, prices: [12.345])).isEmpty)
    }
}
