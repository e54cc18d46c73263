import Foundation
import SeatChart
import SeatChartTestSupport
import Testing

/// Money in whole minor units, written as people read prices.
@Suite struct MoneyTests {
    let gbp = Currency(code: "GBP"), jpy = Currency(code: "JPY"), kwd = Currency(code: "KWD"), chf = Currency(code: "CHF")

    @Test func currenciesAreISO4217Codes() {
        #expect(gbp?.minorDigits == 2 && jpy?.minorDigits == 0 && kwd?.minorDigits == 3)
        #expect(Currency(code: "EUO") == nil)
        #expect(Currency(code: "eur") == nil)
        #expect(Currency(code: "XXX") == nil)
        #expect(gbp?.prefix == "£" && chf?.prefix == "CHF\u{00A0}")
    }

    @Test func pricesAreWrittenAsPeopleReadThem() {
        #expect(Money(minorUnits: 4800, currency: gbp).formatted == "£48")
        #expect(Money(minorUnits: 4850, currency: gbp).formatted == "£48.50")
        #expect(Money(minorUnits: 4805, currency: gbp).formatted == "£48.05")
        #expect(Money(minorUnits: 125_000, currency: gbp).formatted == "£1,250")
        #expect(Money(minorUnits: 12_345_678, currency: gbp).formatted == "£123,456.78")
        #expect(Money(minorUnits: 12000, currency: jpy).formatted == "¥12,000")
        #expect(Money(minorUnits: 1500, currency: kwd).formatted == "KWD\u{00A0}1.500")
        #expect(Money(minorUnits: 4800, currency: chf).formatted == "CHF\u{00A0}48")
        #expect(Money(minorUnits: 5550, currency: nil).formatted == "55.50")
        #expect(Money(minorUnits: 5500, currency: nil).formatted == "55")
        #expect(Money(minorUnits: -300, currency: gbp).formatted == "-£3")
    }

    @Test func amountsBecomeWholeMinorUnits() {
        #expect(Money(amount: 48.5, currency: gbp)?.minorUnits == 4850)
        #expect(Money(amount: 0.1, currency: gbp)?.minorUnits == 10)
        #expect(Money(amount: 12000, currency: jpy)?.minorUnits == 12000)
        #expect(Money(amount: .infinity, currency: gbp) == nil)
        #expect(Money(amount: 1e300, currency: gbp) == nil)
    }

    @Test func sumsAreExact() throws {
        let dime = try #require(Money(amount: 0.1, currency: gbp))
        let sum = dime + dime + dime
        // 0.1 + 0.1 + 0.1 is not 0.3 in binary floating point; in pence it is.
        #expect(0.1 + 0.1 + 0.1 != 0.3)
        #expect(sum == Money(minorUnits: 30, currency: gbp) && sum.amount == 0.3)
        #expect((dime * 7).formatted == "£0.70")
    }

    @Test func aChartWritesItsCategoriesWithItsCurrency() throws {
        var chart = TestCharts.rows([TestCharts.centred(2)])
        chart.categories = [Category(id: "A", name: "Stalls", color: "#3b6fb6", price: 48.5), Category(id: "B", name: "", color: "#000", price: nil)]
        chart.currency = gbp
        #expect(chart.categoryText(0) == "Stalls · £48.50")
        #expect(chart.categoryText(1) == "B")
        #expect(chart.price(ofCategory: 0)?.minorUnits == 4850 && chart.price(ofCategory: 1) == nil)
    }
}
